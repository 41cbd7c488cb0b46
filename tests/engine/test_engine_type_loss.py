"""The reference engine on Blink (a Saga, 714): chapters I and III shuffle the target creature into its owner's
library, then that player investigates (401.1, 701.16a); chapters II and IV make an Alien Angel artifact creature
token that stops being a creature until end of turn whenever an opponent casts a creature spell (205.1a, 613.1d):
no power or toughness then (208.3), removed from combat (506.4), a creature again after the cleanup step (514.2)."""

from __future__ import annotations

from test_engine_core import PASS, cast, find, ok, passes, start, turn, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def battlefield(engine: ReferenceEngine, name: str) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == name]


def pass_until(engine: ReferenceEngine, done: object, limit: int = 200) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    raise AssertionError("the game never got there")


def test_401_1_701_16a_the_owner_shuffles_the_creature_in_and_investigates_not_the_sagas_controller() -> None:
    b = SetupBuilder()
    blink = b.add("p1", "hand", "Blink")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    for _ in range(3):
        b.add("p2", "library", "Forest")
    b.lands("p1", "UBGG")
    engine = start(b)
    ok(engine, cast(blink, mode="normal"))
    passes(engine, 2)  # Blink resolves and enters with a lore counter: chapter I triggers (714.3a)
    pending = engine.observe(None)["pending_choice"]
    if pending is not None:  # the chapter's target, asked as it is put on the stack
        ok(engine, {"type": "choose", "choice": bears})
    pass_until(engine, lambda: zone(engine, bears) != "battlefield")
    assert zone(engine, bears) == "library"
    assert engine.observe(None)["players"][1]["library_size"] == 4
    assert [c["controller"] for c in battlefield(engine, "Clue")] == ["p2"]  # the owner's Clue (701.16a)


def _angel(lore_step: str = "draw") -> tuple[ReferenceEngine, str, str]:
    """Blink with one lore counter, its controller's draw step: chapter II makes the Alien Angel; p2 holds Brazen
    Borrower (flash) with the mana for it."""
    b = SetupBuilder(step=lore_step)
    b.add("p1", "battlefield", "Blink", counters={"lore": 1})
    borrower = b.add("p2", "hand", "Brazen Borrower // Petty Theft")
    b.lands("p2", "UUG")
    for _ in range(5):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    engine = start(b)
    pass_until(engine, lambda: bool(battlefield(engine, "Alien Angel Token")))
    return engine, battlefield(engine, "Alien Angel Token")[0]["card"], borrower


def test_205_1a_208_3_the_token_isnt_a_creature_until_end_of_turn_once_an_opponent_casts_a_creature_spell() -> None:
    engine, angel, borrower = _angel()
    token = find(engine, angel)
    assert token is not None and set(token["types"]) == {"Artifact", "Creature"} and token["power"] == 2
    pass_until(engine, lambda: turn(engine)["active_player"] == "p2" and turn(engine)["step"] == "precombat_main")
    ok(engine, cast(borrower, mode="normal"))  # an opponent's creature spell: the token's ability triggers
    pass_until(engine, lambda: not engine.observe(None)["stack"])
    token = find(engine, angel)
    assert token is not None and token["types"] == ["Artifact"]  # still an artifact (205.1a: creature taken away)
    assert token.get("power") is None and token.get("toughness") is None  # 208.3
    pass_until(engine, lambda: turn(engine)["active_player"] == "p1")
    token = find(engine, angel)
    assert token is not None and "Creature" in token["types"] and token["power"] == 2  # 514.2: the effect ended


def test_506_4_an_attacking_token_that_stops_being_a_creature_is_removed_from_combat() -> None:
    engine, angel, borrower = _angel()
    pass_until(engine, lambda: turn(engine)["step"] == "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {angel: "p2"}})
    ok(engine, PASS)  # p2 gets priority in the declare attackers step
    ok(engine, cast(borrower, mode="normal"))
    pass_until(engine, lambda: not engine.observe(None)["stack"])
    assert not engine.game.is_attacking(angel)  # removed from combat for good, though a creature again later
    pass_until(engine, lambda: turn(engine)["step"] in ("end_of_combat", "postcombat_main"))
    assert engine.observe(None)["players"][1]["life"] == 20  # no longer attacking: no combat damage (506.4)
