"""603.3b: a player puts the triggered abilities they control that triggered at once on the stack in the order
they choose (the ``order_triggers`` choice), the active player first (APNAP, 101.4); the model asks each one's
targets first (603.3d), then the order."""

from __future__ import annotations

from test_engine_core import cast, ok, passes, start

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def pending(engine: ReferenceEngine) -> dict | None:  # type: ignore[type-arg]
    return engine.observe(None)["pending_choice"]


def choose(engine: ReferenceEngine, choice: object) -> None:
    ok(engine, {"type": "choose", "choice": choice})


def _bears_die(p1_artists: int, p2_artists: int) -> tuple[ReferenceEngine, list[str], list[str], str]:
    """Blood Artists on both sides; p1 bolts p1's own Grizzly Bears, and it dies."""
    b = SetupBuilder()
    mine = [b.add("p1", "battlefield", "Blood Artist") for _ in range(p1_artists)]
    theirs = [b.add("p2", "battlefield", "Blood Artist") for _ in range(p2_artists)]
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, bears))
    passes(engine, 2)
    return engine, mine, theirs, bears


def test_the_controller_chooses_the_order_and_the_first_chosen_resolves_last() -> None:
    engine, (first, second), _, bears = _bears_die(2, 0)
    targets = pending(engine)  # 603.3d: each one's target, in the order they triggered
    assert targets is not None and targets["kind"] == "targets"
    choose(engine, ["p2"])
    choose(engine, ["p1"])
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "order_triggers" and choice["player"] == "p1"
    assert sorted(choice["options"]) == sorted([[f"{first}>{bears}", f"{second}>{bears}"],
                                                [f"{second}>{bears}", f"{first}>{bears}"]])
    assert engine.observe(None)["stack"] == []
    choose(engine, [f"{second}>{bears}", f"{first}>{bears}"])
    stack = engine.observe(None)["stack"]
    assert [(s["source"], s["targets"], s["id"]) for s in stack] == [(first, ["p2"], "a2"), (second, ["p1"], "a1")]


def test_one_trigger_per_player_is_not_asked_and_the_active_player_s_go_first() -> None:
    """101.4, 603.3b: APNAP: the active player's trigger goes on the stack first, so the other's resolves first."""
    engine, (mine,), (theirs,), _ = _bears_die(1, 1)
    assert pending(engine)["kind"] == "targets"  # type: ignore[index]
    choose(engine, ["p2"])
    choose(engine, ["p1"])
    assert [s["source"] for s in engine.observe(None)["stack"]] == [theirs, mine]


def test_each_player_orders_their_own_triggers_in_apnap_order() -> None:
    engine, mine, theirs, bears = _bears_die(2, 2)
    assert pending(engine)["player"] == "p1"  # type: ignore[index]
    choose(engine, ["p2"])
    choose(engine, ["p1"])
    choose(engine, [f"{mine[0]}>{bears}", f"{mine[1]}>{bears}"])
    choose(engine, ["p1"])
    choose(engine, ["p2"])
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "order_triggers" and choice["player"] == "p2"
    choose(engine, [f"{theirs[1]}>{bears}", f"{theirs[0]}>{bears}"])
    assert [s["source"] for s in engine.observe(None)["stack"]] == [theirs[0], theirs[1], mine[1], mine[0]]


def test_alike_triggers_are_not_ordered() -> None:
    """Two Blood Artists draining the same player: no order changes anything but which source's trigger is which,
    so no question is asked; they go on the stack in the order they triggered."""
    engine, (first, second), _, _bears = _bears_die(2, 0)
    choose(engine, ["p2"])
    choose(engine, ["p2"])
    assert pending(engine) is None
    assert [s["source"] for s in engine.observe(None)["stack"]] == [second, first]


def test_triggers_that_act_on_their_own_sources_are_ordered() -> None:
    """Questing Druid and a token copy of it each put a counter on itself: which gets its counter first can
    matter, so their controller orders them."""
    b = SetupBuilder()
    druid = b.add("p1", "battlefield", "Questing Druid // Seek the Beast")
    mirror = b.add("p1", "hand", "Mirror Image of Test")
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "UUUUR")
    engine = start(b)
    ok(engine, cast(mirror, druid))
    while engine.observe(None)["stack"]:
        passes(engine, 1)
    ok(engine, cast(unsummon, "t1"))
    assert sorted(pending(engine)["options"]) == [[druid, "t1"], ["t1", druid]]  # type: ignore[index]
