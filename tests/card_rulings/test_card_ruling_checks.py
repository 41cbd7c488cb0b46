"""Each kind of check holds on a faithful trace and fails on one that departs from it, with the judging
layer's equivalences (docs/card-rulings.md)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from conformance.card_rulings.checks import CHECKS, judge, matches, same
from conformance.card_rulings.tier import card_rulings
from conformance.model import run_scenario
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace
from reference_engine.adapter import ReferenceEngine

CASE = "bonecrusher-giant-01"  # p2 bolts the Giant (c1): its trigger hits p2 for 2 first, then the Bolt (c10) kills it


@pytest.fixture(scope="module")
def trace() -> JudgedTrace:
    ruling = card_rulings()[CASE]
    assert ruling.case is not None
    played = run_scenario(ReferenceEngine(), ruling.case.scenario())
    return JudgedTrace.of(played, played)


def _doctored(trace: JudgedTrace, change: Callable[[JSON], None], step: int) -> JudgedTrace:
    steps = copy.deepcopy(trace.steps)
    change(steps[step])
    return JudgedTrace(trace.setup, trace.actions, trace.initial, steps, model=trace.model)


def _obj(card: str) -> Callable[[JSON], JSON]:
    return lambda step: next(o for o in step["observation"]["objects"] if o["card"] == card)


def _set_obj(card: str, **fields: Any) -> Callable[[JSON], None]:
    return lambda step: _obj(card)(step).update(fields)


def _set_p2_life(life: int) -> Callable[[JSON], None]:
    return lambda step: step["observation"]["players"][1].update(life=life)


CHECK_CASES: list[tuple[JSON, Callable[[JSON], None], int]] = [
    ({"check": "accepted", "action": 1}, lambda s: s.update(accepted=False, reason="no"), 0),
    ({"check": "refused", "action": 2}, lambda s: None, 1),  # a pass is accepted: "refused" must fail as it is
    ({"check": "object", "card": "c1", "after": 5, "is": {"zone": "graveyard"}}, _set_obj("c1", zone="exile"), 4),
    ({"check": "object", "card": "c1", "after": 1, "is": {"types": ["Creature"], "mana_cost": "{2}{R}"}},
     _set_obj("c1", types=["Creature", "Artifact"]), 0),
    ({"check": "objects", "after": 5, "where": {"zone": "graveyard", "owner": "p1"}, "count": 1},
     _set_obj("c1", zone="exile"), 4),
    ({"check": "player", "player": "p2", "after": 3, "is": {"life": 18}}, _set_p2_life(20), 2),
    ({"check": "stack", "after": 1, "where": {"kind": "ability", "source": "c1"}, "count": 1},
     lambda s: s["observation"].update(stack=s["observation"]["stack"][1:]), 0),
    ({"check": "choice", "after": 1, "kind": None},
     lambda s: s["observation"].update(pending_choice={"player": "p2", "kind": "targets", "options": [["p1"]]}), 0),
    ({"check": "event", "action": 2, "through": 3, "where": {"type": "life", "player": "p2"}},
     lambda s: s.update(events=[e for e in s["events"] if e["type"] != "life"]), 2),
    ({"check": "event", "action": 1, "where": {"type": "life"}, "count": 0},
     lambda s: s["events"].append({"type": "life", "player": "p1", "amount": 1}), 0),
]


@pytest.mark.parametrize(("check", "change", "step"), CHECK_CASES, ids=lambda v: v["check"] if isinstance(v, dict)
                         else None)
def test_each_kind_of_check_can_fail(trace: JudgedTrace, check: JSON, change: Callable[[JSON], None],
                                     step: int) -> None:
    invariant = judge([check], len(trace.actions))
    if check["check"] != "refused":
        assert invariant(trace) == [], invariant(trace)[0].message
    found = invariant(_doctored(trace, change, step))
    assert len(found) == 1 and found[0].invariant in (check["check"], "legality"), found
    assert found[0].step == step
    assert not any(ch.isdigit() for ch in found[0].signature), found[0].signature  # no ids nor numbers


def test_every_kind_is_exercised() -> None:
    assert {c["check"] for c, _, _ in CHECK_CASES} == set(CHECKS)


def test_checks_beyond_a_cut_trace_are_not_judged(trace: JudgedTrace) -> None:
    """A counterexample cut after its breaking action (Session._cut) is judged on the actions it keeps."""
    short = JudgedTrace(trace.setup, trace.actions[:2], trace.initial, trace.steps[:2], model=trace.model)
    invariant = judge([{"check": "player", "player": "p2", "after": 3, "is": {"life": 1}},
                       {"check": "accepted", "action": 5}], 5)
    assert invariant(short) == []
    assert len(invariant(trace)) == 1  # the full trace is judged: p2 is at 18


@pytest.mark.parametrize(("key", "expected", "observed"), [
    ("colors", ["U", "R"], ["R", "U"]),
    ("keywords", ["flying", "ward {2}"], ["ward {2}", "flying"]),
    ("mana_cost", "{1}{G}{W/U}", "{W/U}{1}{G}"),
    ("mana_pool", "", None),
    ("counters", {"+1/+1": 2, "-1/-1": 0}, {"+1/+1": 2}),
    ("counters", {}, None),
    ("options", [["c1"], ["c2"]], [["c2"], ["c1"]]),
])
def test_equivalences(key: str, expected: Any, observed: Any) -> None:
    assert same(key, expected, observed)


@pytest.mark.parametrize(("key", "expected", "observed"), [
    ("colors", ["U", "R"], ["R"]),
    ("mana_cost", "{1}{G}", "{G}{G}"),
    ("counters", {"+1/+1": 2}, {"+1/+1": 1}),
    ("power", 2, None),
    ("zone", "exile", "graveyard"),
])
def test_differences(key: str, expected: Any, observed: Any) -> None:
    assert not same(key, expected, observed)


def test_a_changelings_creature_types_may_be_listed_or_not(trace: JudgedTrace) -> None:
    """702.73a: a changeling is every creature type, which an engine may list (phase does: armed-with-proof-02, the
    pool at 411 cards) or not; a subtype of another card type (205.3g: Clue) is still judged."""
    check = {"check": "object", "card": "c1", "after": 1, "is": {"subtypes": ["Giant"]}}
    invariant = judge([check], len(trace.actions))
    listed = _set_obj("c1", keywords=["changeling"], subtypes=["Giant", "Elf", "Shapeshifter"])
    assert invariant(_doctored(trace, listed, 0)) == []
    assert len(invariant(_doctored(trace, _set_obj("c1", subtypes=["Giant", "Elf"]), 0))) == 1  # no changeling
    clue = _set_obj("c1", keywords=["changeling"], subtypes=["Giant", "Elf", "Clue"])
    assert len(invariant(_doctored(trace, clue, 0))) == 1


def test_a_selector_list_means_contains_all() -> None:
    role = {"zone": "battlefield", "subtypes": ["Aura", "Role"], "name": "Royal Role", "mana_cost": ""}
    assert matches({"subtypes": ["Role"]}, role)
    assert matches({"subtypes": ["Role", "Aura"], "zone": "battlefield"}, role)
    assert not matches({"subtypes": ["Role", "Equipment"]}, role)
    assert not matches({"zone": "graveyard"}, role)
    assert matches({}, role)
