"""The reference engine on Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar (MH3): the third card drawn in a
turn exiles the creature and returns it transformed (712.14a), a new object that enters as a planeswalker with its
loyalty (306.5b); its loyalty abilities: -3 returns an instant or sorcery card and adds mana only for a green one
(608.2c), -7 draws half the library rounded up and gives an emblem with no maximum hand size (114.4, 402.2, 514.1)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

TAMIYO = "Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def resolve_all(engine: ReferenceEngine) -> None:
    for _ in range(20):
        if not engine.observe(None)["stack"]:
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))


def start(*, back: bool = False, loyalty: int = 2, step: str = "precombat_main", hand: tuple[str, ...] = (),
          graveyard: tuple[str, ...] = (), library: int = 8) -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder(step=step)
    status = {"face": "back", "counters": {"loyalty": loyalty}} if back else {}
    tamiyo = b.add("p1", "battlefield", TAMIYO, **status)
    ids = [b.add("p1", "hand", n) for n in hand] + [b.add("p1", "graveyard", n) for n in graveyard]
    for _ in range(library):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    b.lands("p1", "UUUU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, tamiyo, ids


def test_712_14a_the_third_card_drawn_returns_tamiyo_transformed_as_a_new_planeswalker() -> None:
    engine, tamiyo, _ = start(step="upkeep", hand=("Deduce",))
    for _ in range(10):  # the draw step's card is the first
        if engine.observe(None)["turn"]["step"] == "precombat_main":
            break
        engine.act(PASS)
    deduce = next(o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["name"] == "Deduce")
    assert engine.act({"type": "cast", "card": deduce, "mode": "normal", "targets": [], "alt_cost": None})["accepted"]
    resolve_all(engine)  # Deduce draws the second card and investigates
    assert obj(engine, tamiyo)["name"] == "Tamiyo, Inquisitive Student"
    clue = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Clue")
    assert engine.act({"type": "activate", "card": clue, "ability": 0, "targets": [], "sacrifice": []})["accepted"]
    resolve_all(engine)  # the third card: the trigger exiles Tamiyo and returns her transformed
    seen = obj(engine, tamiyo)
    assert seen["zone"] == "battlefield" and seen["name"] == "Tamiyo, Seasoned Scholar"
    assert seen["types"] == ["Planeswalker"] and seen["counters"] == {"loyalty": 2}  # 306.5b as it entered


def test_the_minus_three_adds_mana_only_for_a_green_card() -> None:
    engine, tamiyo, (bolt, courage) = start(back=True, loyalty=6, graveyard=("Lightning Bolt", "Echoing Courage"))
    assert engine.act({"type": "activate", "card": tamiyo, "ability": 1, "targets": [bolt]})["accepted"]
    resolve_all(engine)
    assert obj(engine, bolt)["zone"] == "hand"
    assert not engine.observe(None).get("pending") and engine.observe(None)["players"][0]["mana_pool"] == ""
    engine, tamiyo, (bolt, courage) = start(back=True, loyalty=6, graveyard=("Lightning Bolt", "Echoing Courage"))
    assert engine.act({"type": "activate", "card": tamiyo, "ability": 1, "targets": [courage]})["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert {"type": "choose", "choice": "B"} in engine.legal_actions()  # any color
    assert engine.act({"type": "choose", "choice": "B"})["accepted"]
    assert obj(engine, courage)["zone"] == "hand"
    assert engine.observe(None)["players"][0]["mana_pool"] == "{B}"


def test_114_4_the_minus_seven_draws_half_the_library_rounded_up_and_its_emblem_lifts_the_hand_size() -> None:
    engine, tamiyo, _ = start(back=True, loyalty=7, library=17)
    assert engine.act({"type": "activate", "card": tamiyo, "ability": 2, "targets": []})["accepted"]
    resolve_all(engine)
    me = engine.observe(None)["players"][0]
    assert me["hand_size"] == 9 and me["library_size"] == 8  # half of 17, rounded up
    game = engine.game
    assert game is not None and game.player("p1").emblems == ("no_max_hand_size",)
    for _ in range(30):
        if engine.observe(None)["turn"]["active_player"] == "p2":
            break
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    assert engine.observe(None)["players"][0]["hand_size"] == 9  # 514.1: no discard down to 7 with the emblem
