"""A choice each opponent makes as an ability resolves (608.2d), in turn order from the active player (101.4), and
the number who chose to act counted afterwards (608.2h); a trigger on entering or leaving the battlefield, one ability
with two events (603.6a, 603.6c, looking back 603.10a). Played with a real card, Wernog, Rider's Chaplain."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_optional import choose, pending
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

WERNOG = "Wernog, Rider's Chaplain"


def clues(engine: ReferenceEngine, pid: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == pid)


def life(engine: ReferenceEngine, pid: str) -> int:
    return next(int(p["life"]) for p in engine.observe(None)["players"] if p["id"] == pid)


def test_608_2d_each_opponent_chooses_in_turn_order_and_those_who_did_are_counted() -> None:
    """Three players, p1's Wernog enters: p2 then p3 are asked; p2 investigates, p3 declines and loses 1 life; p1
    investigates one plus one times."""
    b = SetupBuilder(players=3)
    wernog = b.add("p1", "hand", WERNOG)
    b.lands("p1", "WB")
    engine = start(b)
    ok(engine, cast(wernog))
    passes(engine, 3)  # Wernog resolves; its trigger goes on the stack
    passes(engine, 3)  # the trigger resolves: the opponents choose
    asked = []
    for answer in ("accept", "decline"):
        choice = pending(engine)
        assert choice is not None and choice["kind"] == "may" and choice["options"] == ["decline", "accept"]
        asked.append(choice["player"])
        choose(engine, answer)
    assert asked == ["p2", "p3"]
    resolve_all(engine)
    assert (clues(engine, "p1"), clues(engine, "p2"), clues(engine, "p3")) == (2, 1, 0)
    assert (life(engine, "p2"), life(engine, "p3")) == (20, 19)


def test_603_6c_it_triggers_again_as_it_leaves_the_battlefield() -> None:
    """p2 destroys Wernog with Murder: the ability triggers, looking back (p1 controls it); p2 declines, loses 1 life,
    and p1 investigates once. Returned to its owner's hand instead, it triggers too (leaving for any zone)."""
    b = SetupBuilder(active="p2")
    wernog = b.add("p1", "battlefield", WERNOG)
    murder = b.add("p2", "hand", "Murder")
    b.lands("p2", "BBB")
    engine = start(b)
    ok(engine, cast(murder, wernog))
    passes(engine, 2)
    assert find(engine, wernog)["zone"] == "graveyard"  # type: ignore[index]
    passes(engine, 2)  # the leaves trigger resolves
    choice = pending(engine)
    assert choice is not None and choice["player"] == "p2"
    choose(engine, "decline")
    resolve_all(engine)
    assert (clues(engine, "p1"), clues(engine, "p2"), life(engine, "p2")) == (1, 0, 19)


def test_603_6c_returned_to_hand_it_triggers_as_it_leaves() -> None:
    """p1's Unsummon returns Wernog to p1's hand: the ability triggers as it leaves (for any zone); p2 investigates,
    so p1 investigates twice."""
    b = SetupBuilder()
    wernog = b.add("p1", "battlefield", WERNOG)
    bounce = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, cast(bounce, wernog))
    passes(engine, 2)
    assert find(engine, wernog)["zone"] == "hand"  # type: ignore[index]
    passes(engine, 2)
    choose(engine, "accept")
    resolve_all(engine)
    assert (clues(engine, "p1"), clues(engine, "p2")) == (2, 1)
