"""Every ruling is complete, and an incomplete one is named piece by piece.

A ruling is spread over one place per layer, tied by its id: its record and invariants (conformance/catalog/),
its plan (strategy and situation, strategies/scenarios/), its corpus cases, its mutants, its cost and the cards
it plays. ``ruling()`` refuses a definition that is wrong when it is made (InvalidRuling); the completeness
report (conformance/catalog/completeness.py) names what a defined ruling still lacks. docs/adding-a-ruling.md
follows one ruling through all of them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import mtg_protocol
from conformance.catalog import RULINGS, all_rulings
from conformance.catalog.completeness import PIECES, Evidence, completeness_report, gather, missing
from conformance.catalog.model import InvalidRuling, Ruling, ruling
from conformance.catalog.registry import MECHANICS, SETS, catalog_modules, mechanic_names
from mtg_protocol.trace import Trace, Violation
from reference_engine.adapter import MECHANICS as ENGINE_MECHANICS
from strategies.scenarios import corpus_cases, plans
from strategies.situations import Situation, plan

NEW_ID = "WOE-99"  # no such ruling: WOE's release notes have fewer


def no_violations(trace: Trace) -> list[Violation]:
    """An invariant for the test rulings (never run)."""
    return []


def reached_never(trace: Trace) -> bool:
    return False


TEST_PLAN = plan(RULINGS["WOE-01"].scenario, "a situation no scenario reaches", reached_never)


@pytest.fixture
def registered() -> Iterator[list[str]]:
    """Ids of rulings a test registers, removed from the catalog afterwards."""
    ids: list[str] = []
    yield ids
    for rid in ids:
        RULINGS.pop(rid, None)


def define(registered: list[str], rid: str = NEW_ID, **fields: Any) -> Ruling:
    """Define a test ruling (removed after the test); keyword fields override a well-formed definition."""
    args: dict[str, Any] = {"mechanic": "adventure", "summary": "A test ruling.", "rules": ("715.3d",),
                            "invariants": (no_violations,), "plan": TEST_PLAN}
    args.update(fields)
    registered.append(rid)
    return ruling(rid, args.pop("mechanic"), args.pop("summary"), args.pop("rules"), *args.pop("invariants"), **args)


# ----- the real catalog --------------------------------------------------------------------------------------


def test_every_ruling_is_complete() -> None:
    report = completeness_report(all_rulings())
    assert report == {}, "\n".join(f"{rid} lacks {'; '.join(pieces)}" for rid, pieces in report.items())


def test_every_plan_belongs_to_a_ruling_and_every_ruling_has_one() -> None:
    assert set(plans()) == set(RULINGS)
    for rid, found in plans().items():
        assert RULINGS[rid].situation is found.situation


def test_the_corpus_generators_cover_every_ruling() -> None:
    assert {case[0] for case in corpus_cases()} == set(RULINGS)
    assert corpus_cases("WOE-08") and all(case[0] == "WOE-08" for case in corpus_cases("WOE-08"))


def test_registry_names_every_capability_of_the_protocol() -> None:
    """The registry's mechanics are the protocol's capability names (schema) and the reference engine's."""
    schema = json.loads((Path(mtg_protocol.__file__).parent / "schema.json").read_text())
    text = json.dumps(schema)
    known = text[text.index("Known names: ") + len("Known names: "):].split(".")[0].split(", ")
    assert list(mechanic_names()) == known
    assert sorted(mechanic_names()) == sorted(ENGINE_MECHANICS)


def test_registry_holds_every_ruling_set_and_mechanic() -> None:
    codes = [s.code for s in SETS]
    assert len(set(codes)) == len(codes) and len(set(mechanic_names())) == len(MECHANICS)
    for r in all_rulings():
        assert r.id[:3] in codes and r.mechanic in mechanic_names()
        assert set(r.needs) <= set(mechanic_names())
    filed = {m.name for m in MECHANICS if m.module}
    assert {r.mechanic for r in all_rulings()} == filed, "a mechanic with a module but no ruling, or vice versa"
    assert catalog_modules() == ("adventure", "clue", "discover", "disguise", "role")


# ----- an incomplete ruling is named ---------------------------------------------------------------------------


def test_an_incomplete_ruling_is_named_piece_by_piece(registered: list[str]) -> None:
    r = define(registered, cards=("No Such Card of Test",))
    assert RULINGS[NEW_ID] is r
    report = completeness_report(all_rulings())
    assert list(report) == [NEW_ID]
    assert [p.split(":")[0] for p in report[NEW_ID]] == ["corpus case", "mutant", "cost", "cards", "cards"]
    assert "No Such Card of Test" in report[NEW_ID][3]
    assert "no real card" in report[NEW_ID][4]


def test_each_piece_is_named_alone(registered: list[str]) -> None:
    """With every other piece supplied, removing one piece from the evidence names that piece only."""
    r = define(registered, cards=("Questing Druid // Seek the Beast",))
    real = gather()
    full = Evidence({**real.corpus_cards, NEW_ID: frozenset({"Forest"})}, real.mutant_targets | {NEW_ID},
                    {**real.costs, NEW_ID: 1.0}, real.lookup)
    assert missing(r, full) == []
    without = {
        "corpus case": replace(full, corpus_cards={k: v for k, v in full.corpus_cards.items() if k != NEW_ID}),
        "mutant": replace(full, mutant_targets=full.mutant_targets - {NEW_ID}),
        "cost": replace(full, costs={k: v for k, v in full.costs.items() if k != NEW_ID}),
        "cards": replace(full, lookup=lambda name: None),
    }
    for piece, evidence in without.items():
        named = {p.split(":")[0] for p in missing(r, evidence)}
        assert named == {piece}, (piece, missing(r, evidence))
    blank = replace(r, situation=Situation("", reached_never))
    assert [p.split(":")[0] for p in missing(blank, full)] == ["situation"]
    assert set(PIECES) == {*without, "situation"}


def test_a_synthetic_card_alone_is_not_enough(registered: list[str]) -> None:
    r = define(registered, cards=("Storyteller of Test",))
    real = gather()
    evidence = replace(real, corpus_cards={**real.corpus_cards, NEW_ID: frozenset({"Veiled Legend of Test"})})
    assert any("no real card" in p for p in missing(r, evidence))


# ----- ruling() refuses a definition that is wrong when it is made ---------------------------------------------


@pytest.mark.parametrize(("rid", "fields", "named"), [
    ("WOE-1", {}, "two-digit position"),
    ("woe-99", {}, "two-digit position"),
    ("ZZZ-01", {}, "unknown set ZZZ"),
    ("WOE-01", {}, "defined twice"),
    (NEW_ID, {"mechanic": "banding"}, "unknown mechanic 'banding'"),
    (NEW_ID, {"needs": ("adventure", "phasing")}, "unknown mechanic 'phasing'"),
    (NEW_ID, {"summary": " "}, "no summary"),
    (NEW_ID, {"rules": ()}, "no rules cited"),
    (NEW_ID, {"rules": "715.3d"}, "no rules cited"),
    (NEW_ID, {"rules": ("715.3d", "the Adventure rule")}, "'the Adventure rule' is not a Comprehensive Rules"),
    (NEW_ID, {"invariants": ()}, "no invariant"),
    (NEW_ID, {"invariants": ("no_violations",)}, "is not callable"),
    (NEW_ID, {"plan": None}, "no scenario strategy and no situation"),
    (NEW_ID, {"plan": plan(RULINGS["WOE-01"].scenario, "", reached_never)}, "no situation"),
    (NEW_ID, {"plan": plan(None, "words", reached_never)}, "scenario strategy is not callable"),  # type: ignore[arg-type]
])
def test_a_wrong_definition_is_refused(registered: list[str], rid: str, fields: dict[str, Any], named: str) -> None:
    before = dict(RULINGS)
    with pytest.raises(InvalidRuling) as caught:
        define([], rid, **fields)  # not registered: nothing to clean up
    assert f"ruling {rid!r}" in str(caught.value) and named in str(caught.value), str(caught.value)
    assert RULINGS == before
    assert isinstance(caught.value, TypeError)  # as Hypothesis's InvalidDefinition


def test_every_problem_is_named_at_once() -> None:
    with pytest.raises(InvalidRuling) as caught:
        ruling("ZZZ-1", "banding", "", (), plan=None)
    message = str(caught.value)
    for part in ("two-digit position", "unknown mechanic 'banding'", "no summary", "no rules cited",
                 "no invariant", "no scenario strategy"):
        assert part in message, message


def test_a_well_formed_ruling_takes_its_strategy_and_situation_from_its_plan(registered: list[str]) -> None:
    r = define(registered)
    assert r.scenario is TEST_PLAN.scenario and r.situation is TEST_PLAN.situation
    assert r.needs == ("adventure",) and r.source["set_name"] == "Wilds of Eldraine"
