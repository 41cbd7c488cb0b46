"""The reference engine on Tamiyo Meets the Story Circle (714): chapter I's delayed triggered ability lasting until
its controller's next turn (603.7b: "until your next turn, whenever a creature attacks you or a planeswalker you
control, it gets -2/-0 until end of turn"), chapter II's discard of any number of cards with an investigation twice
for each (701.9a, 608.2h), chapter III's "up to three target cards" from a graveyard shuffled into the library
(601.2c, 701.24c)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

SAGA = "Tamiyo Meets the Story Circle"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def turn(engine: ReferenceEngine) -> tuple[str, str]:
    t = engine.observe(None)["turn"]
    return str(t["active_player"]), str(t["step"])


def advance(engine: ReferenceEngine, until: object, limit: int = 60) -> None:
    """Pass (declaring nothing) until `until()` holds."""
    for _ in range(limit):
        if until():  # type: ignore[operator]
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    raise AssertionError("never got there")


def start(lore: int, *, step: str = "upkeep", hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = (),
          theirs: tuple[str, ...] = ()) -> tuple[ReferenceEngine, str, dict[str, list[str]]]:
    b = SetupBuilder(step=step)
    saga = b.add("p1", "battlefield", SAGA, counters={"lore": lore})
    ids = {"hand": [b.add("p1", "hand", n) for n in hand],
           "graveyard": [b.add("p1", "graveyard", n) for n in graveyard],
           "theirs": [b.add("p2", "battlefield", n) for n in theirs]}
    for _ in range(8):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, saga, ids


def cast_chapter_one(*theirs: str) -> tuple[ReferenceEngine, list[str]]:
    """p1 casts the Saga (chapter I triggers as it enters, 714.3a); p2 has `theirs` on the battlefield."""
    b = SetupBuilder(step="precombat_main")
    saga = b.add("p1", "hand", SAGA)
    for _ in range(8):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    ids = [b.add("p2", "battlefield", n) for n in theirs]
    b.lands("p1", "UU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": saga, "mode": "normal", "targets": [], "alt_cost": None})["accepted"]
    return engine, ids


def test_603_7b_until_your_next_turn_each_creature_attacking_you_gets_minus_two_power() -> None:
    engine, (bears,) = cast_chapter_one("Grizzly Bears")
    advance(engine, lambda: turn(engine) == ("p2", "declare_attackers"))
    assert engine.act({"type": "declare_attackers", "attackers": {bears: "p1"}})["accepted"]
    advance(engine, lambda: not engine.observe(None)["stack"])
    assert obj(engine, bears)["power"] == 0  # 2 - 2 until end of turn
    advance(engine, lambda: turn(engine) == ("p1", "upkeep"))
    assert engine.observe(None)["players"][0]["life"] == 20  # the 0/2 attacker dealt no damage
    assert obj(engine, bears)["power"] == 2


def test_603_7b_the_delayed_trigger_ends_as_its_controllers_next_turn_begins() -> None:
    engine, _ = cast_chapter_one()
    advance(engine, lambda: turn(engine) == ("p2", "upkeep"))
    game = engine.game
    assert game is not None and len(game.until_next_turn_triggers) == 1  # lasting through p2's turn
    advance(engine, lambda: turn(engine) == ("p1", "upkeep"))
    assert not game.until_next_turn_triggers


def test_701_9a_chapter_two_discards_any_number_then_investigates_twice_for_each() -> None:
    engine, saga, ids = start(1, hand=("Forest", "Island", "Lightning Bolt"))
    forest, island, bolt = ids["hand"]
    advance(engine, lambda: any(a["type"] == "choose" for a in engine.legal_actions()))
    choices = {a["choice"] for a in engine.legal_actions() if a["type"] == "choose"}
    hand = {o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"}
    assert choices == hand | {"none"} and {forest, island, bolt} <= hand  # the hand: these and the card drawn
    assert engine.act({"type": "choose", "choice": forest})["accepted"]
    assert engine.act({"type": "choose", "choice": bolt})["accepted"]
    assert engine.act({"type": "choose", "choice": "none"})["accepted"]
    assert obj(engine, forest)["zone"] == obj(engine, bolt)["zone"] == "graveyard"
    assert obj(engine, island)["zone"] == "hand"
    clues = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue"]
    assert len(clues) == 4


def test_701_9a_discarding_no_card_investigates_no_time() -> None:
    engine, saga, ids = start(1, hand=("Forest",))
    advance(engine, lambda: any(a["type"] == "choose" for a in engine.legal_actions()))
    assert engine.act({"type": "choose", "choice": "none"})["accepted"]
    assert not [o for o in engine.observe(None)["objects"] if o["name"] == "Clue"]
    assert obj(engine, ids["hand"][0])["zone"] == "hand"


def test_601_2c_chapter_three_shuffles_up_to_three_target_cards_into_the_library() -> None:
    engine, saga, ids = start(2, graveyard=("Forest", "Island", "Grizzly Bears", "Lightning Bolt"))
    advance(engine, lambda: any(a["type"] == "choose" for a in engine.legal_actions()))
    options = [a["choice"] for a in engine.legal_actions() if a["type"] == "choose"]
    assert len(options) == 1 + 4 + 6 + 4 and [] in options  # none, one, two or three of the four (sets)
    assert not any(len(o) > 3 for o in options)
    chosen = ids["graveyard"][:3]
    assert engine.act({"type": "choose", "choice": chosen})["accepted"]
    advance(engine, lambda: not engine.observe(None)["stack"])
    assert all(obj(engine, c)["zone"] == "library" for c in chosen)
    assert obj(engine, ids["graveyard"][3])["zone"] == "graveyard"
    assert obj(engine, saga)["zone"] == "graveyard"  # 714.4: sacrificed after its last chapter
