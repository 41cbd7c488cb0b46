"""The reference engine on Omen cards (720): cast like an Adventure (720.3, one casting pipeline), shuffled into
the owner's library as it resolves (720.3d), never exiled with a permission (715.3d is the Adventure's)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import lookup
from strategies.states import SetupBuilder

DAWNBREAKER = "Riling Dawnbreaker // Signaling Roar"
DIRGUR = "Dirgur Island Dragon // Skimming Strike"
PASS: JSON = {"type": "pass"}


def cast(card: str, mode: str = "normal", targets: list[str] | None = None) -> JSON:
    return {"type": "cast", "card": card, "mode": mode, "targets": targets or [], "alt_cost": None}


def obj(engine: ReferenceEngine, card: str) -> JSON | None:
    return next((o for o in engine.observe(None)["objects"] if o["card"] == card), None)


def start(card: str, lands: str, library: int = 4) -> tuple[ReferenceEngine, str, SetupBuilder]:
    b = SetupBuilder()
    cid = b.add("p1", "hand", card)
    for _ in range(library):
        b.add("p1", "library", "Forest")
    b.lands("p1", lands)
    b.add("p2", "battlefield", "Grizzly Bears")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, cid, b


def test_an_omen_card_is_cast_as_an_omen_with_only_its_omen_characteristics() -> None:
    engine, dawn, _ = start(DAWNBREAKER, "WW")
    result = engine.act(cast(dawn, "omen"))
    assert result["accepted"], result
    spell = obj(engine, dawn)
    assert spell is not None and spell["zone"] == "stack" and spell["cast_as"] == "omen"
    assert spell["name"] == "Signaling Roar" and spell["types"] == ["Sorcery"] and spell["mana_value"] == 2  # 720.3b


def test_720_3d_a_resolved_omen_is_shuffled_into_its_owners_library_not_exiled() -> None:
    engine, dawn, _ = start(DAWNBREAKER, "WW")
    assert engine.act(cast(dawn, "omen"))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    after = engine.observe(None)
    card = obj(engine, dawn)
    assert card is not None and card["zone"] == "library", card
    assert card["name"] == "Riling Dawnbreaker"  # 720.4: the creature face off the stack
    assert next(p for p in after["players"] if p["id"] == "p1")["library_size"] == 5
    assert not after.get("cast_permissions")  # no 715.3d permission
    soldiers = [o for o in after["objects"] if o["zone"] == "battlefield" and "Soldier" in o["subtypes"]]
    assert len(soldiers) == 1 and soldiers[0]["power"] == 2


def test_a_countered_omen_goes_to_the_graveyard() -> None:
    b = SetupBuilder()
    dirgur = b.add("p1", "hand", DIRGUR)
    b.lands("p1", "UU")
    counter = b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    b.add("p1", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(dirgur, "omen"))["accepted"]  # up to one target: none chosen
    engine.act(PASS)
    assert engine.act(cast(counter, targets=[dirgur]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    card = obj(engine, dirgur)
    assert card is not None and card["zone"] == "graveyard"  # 701.6a: only resolving shuffles it away


def test_the_shuffle_puts_the_omen_anywhere_in_the_library() -> None:
    """720.3d shuffles: over seeds the card is found at more than one position (not always on top or bottom)."""
    positions = set()
    for seed in range(12):
        b = SetupBuilder(seed=seed)
        dawn = b.add("p1", "hand", DAWNBREAKER)
        for _ in range(5):
            b.add("p1", "library", "Forest")
        b.lands("p1", "WW")
        engine = ReferenceEngine()
        engine.setup(b.build())
        engine.act(cast(dawn, "omen"))
        engine.act(PASS)
        engine.act(PASS)
        game = engine.game
        positions.add(game.library("p1").index(next(i for i in game.library("p1")
                                                    if game.objects[i].card.name == DAWNBREAKER)))
    assert len(positions) > 2, positions


def test_an_omen_card_does_not_have_an_adventure() -> None:
    card = lookup(DAWNBREAKER)
    assert card is not None and card.layout == "omen" and card.modes() == ("normal", "omen")
    engine, dawn, _ = start(DAWNBREAKER, "WWWWW")
    assert not engine.act(cast(dawn, "adventure"))["accepted"]
    assert obj(engine, dawn)["has_adventure"] is False  # 715.2a names Adventures only


def test_marang_river_regent_returns_up_to_two_other_nonland_permanents_and_coil_and_catch_loots() -> None:
    b = SetupBuilder()
    regent = b.add("p1", "hand", "Marang River Regent // Coil and Catch")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "UUUUUU")
    for _ in range(3):
        b.add("p1", "library", "Island")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(regent))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    pending = engine.observe(None)["pending_choice"]
    assert pending["kind"] == "targets" and pending["options"] == [[bears], []]  # other, nonland: the Bears or none
    engine.act({"type": "choose", "choice": [bears]})
    engine.act(PASS)
    engine.act(PASS)
    assert obj(engine, bears)["zone"] == "hand"
    engine2 = ReferenceEngine()
    engine2.setup(b.build())
    engine2.act(cast(regent, "omen"))
    engine2.act(PASS)
    engine2.act(PASS)
    choice = engine2.observe(None)["pending_choice"]
    assert choice is not None and choice["kind"] == "discard"  # draw three, then discard one
