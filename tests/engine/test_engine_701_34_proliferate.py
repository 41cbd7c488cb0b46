"""Proliferate (701.34a) on Ate-o'-Clock: its controller chooses any number of the permanents and players with
counters, one at a time, anyone's; each chosen one gets another counter of each kind it already has."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ATE = "Ate-o'-Clock"


def _counters(engine: ReferenceEngine, cid: str) -> dict[str, int]:
    obj = find(engine, cid)
    assert obj is not None
    return dict(obj["counters"])


def _poison(engine: ReferenceEngine, pid: str) -> int:
    assert engine.game is not None
    return engine.game.player(pid).poison


def test_701_34a_each_chosen_permanent_and_player_gets_one_more_of_each_kind() -> None:
    """The caster chooses their Bears (two kinds of counters: one more of each) and the poisoned opponent, not the
    opponent's Bears: only the chosen ones change."""
    b = SetupBuilder()
    mine = b.add("p1", "battlefield", "Grizzly Bears", counters={"+1/+1": 1, "stun": 1})
    theirs = b.add("p2", "battlefield", "Grizzly Bears", counters={"+1/+1": 2})
    ate = b.add("p1", "hand", ATE)
    b.lands("p1", "GGG")
    engine = start(b)
    assert engine.game is not None
    engine.game.player("p2").poison = 2
    ok(engine, cast(ate, mine))
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [mine, theirs, "p2", "none"]}
    choose(engine, mine)
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [theirs, "p2", "none"]}
    choose(engine, "p2")
    choose(engine, "none")
    assert _counters(engine, mine) == {"+1/+1": 2, "stun": 2}
    assert _counters(engine, theirs) == {"+1/+1": 2}
    assert _poison(engine, "p2") == 3


def test_701_34a_choosing_none_changes_nothing_and_no_counters_means_no_choice() -> None:
    """"Any number" includes zero: answering ``none`` at once leaves every counter as it was; with no counter
    anywhere, nothing is asked and the spell goes on (it investigates)."""
    b = SetupBuilder()
    bears = b.add("p1", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    ate = b.add("p1", "hand", ATE)
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(ate, bears))
    passes(engine, 2)
    choose(engine, "none")
    assert _counters(engine, bears) == {"+1/+1": 1}

    b = SetupBuilder()
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    ate = b.add("p1", "hand", ATE)
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(ate, bears))
    passes(engine, 2)
    assert pending(engine) is None
    assert not engine.observe(None)["stack"]
