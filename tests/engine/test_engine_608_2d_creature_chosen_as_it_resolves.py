"""The reference engine on a creature chosen as an effect is applied (608.2d), untargeted (115.10), and what
follows it at once (613.7e): The Companion of the Wilds's Food, Rat and Royal Role. Its Old Companion works only
outside the game (702.139a), so a game with no card outside it plays the card as a 3/3 with that trigger."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
COMPANION = "The Companion of the Wilds"


def cast(card: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "targets": [], "alt_cost": None}


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def battlefield(engine: ReferenceEngine) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield"]


def until_choice(engine: ReferenceEngine) -> None:
    while pending(engine) is None and engine.observe(None)["stack"]:
        assert engine.act(PASS)["accepted"]


def companion_enters(b: SetupBuilder) -> tuple[ReferenceEngine, str]:
    companion = b.add("p1", "hand", COMPANION)
    b.lands("p1", "GGGGG")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(companion))["accepted"]
    until_choice(engine)
    return engine, companion


def test_115_10_the_royal_role_goes_on_a_creature_chosen_untargeted_among_those_there() -> None:
    b = SetupBuilder()
    scout = b.add("p1", "battlefield", "Gladecover Scout")  # hexproof: untargeted, so it may be chosen
    b.add("p2", "battlefield", "Grizzly Bears")  # not a creature its controller controls
    engine, companion = companion_enters(b)
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": sorted([scout, companion])}
    assert engine.act({"type": "choose", "choice": scout})["accepted"]
    while engine.observe(None)["stack"]:
        assert engine.act(PASS)["accepted"]
    [role] = [o for o in battlefield(engine) if "Role" in o["subtypes"]]
    assert role["attached_to"] == scout and "Royal" in role["name"]
    assert any(o["name"] == "Food" and o["token"] for o in battlefield(engine))
    [rat] = [o for o in battlefield(engine) if "Rat" in o["subtypes"]]
    assert (rat["power"], rat["toughness"], rat["colors"]) == (1, 1, ["B"])


def test_613_7e_the_food_the_rat_and_the_role_arrive_at_once() -> None:
    engine, companion = companion_enters(SetupBuilder())  # its only creature: chosen at once, with no question
    game = engine._game()
    made = [o for o in game.battlefield_objects() if o.token]
    assert len(made) == 3 and len({o.timestamp for o in made}) == 1
    me = next(o for o in battlefield(engine) if o["card"] == companion)
    assert (me["power"], me["toughness"]) == (4, 4) and "ward {1}" in me["keywords"]  # not on the Rat to be


def test_303_7b_with_no_creature_to_choose_no_role_is_created() -> None:
    b = SetupBuilder()
    companion = b.add("p1", "hand", COMPANION)
    b.lands("p1", "GGGGG")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(companion))["accepted"]
    assert engine.act(PASS)["accepted"] and engine.act(PASS)["accepted"]  # it resolves; its trigger waits
    game = engine._game()
    assert game.objects[companion].zone == "battlefield" and engine.observe(None)["stack"]
    game.move(game.objects[companion], "graveyard", "effect")
    until_choice(engine)
    assert pending(engine) is None
    kinds = sorted(o["name"] for o in battlefield(engine) if o["token"])
    assert len(kinds) == 2 and "Food" in kinds and not any("Role" in k for k in kinds)
