"""Every ruling is complete, and an incomplete one is named piece by piece.

A ruling is one record (conformance/catalog/: invariants, strategy, situation, refusal, corpus cases), with its
mutants, its cost and the cards it plays beside it. ``ruling()`` refuses a definition that is wrong when it is
made (InvalidRuling); the completeness report (conformance/catalog/completeness.py) names what a defined ruling
still lacks. docs/adding-a-ruling.md follows one ruling through all of them.
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
from conformance.catalog.model import Case, InvalidRuling, Ruling, ruling
from conformance.catalog.refusals import Refusal, casts_from
from conformance.catalog.registry import MECHANICS, SETS, catalog_modules, mechanic_names
from conformance.corpus import case_builders
from mtg_protocol.trace import Trace, Violation
from reference_engine.adapter import MECHANICS as ENGINE_MECHANICS
from strategies.situations import Situation

NEW_ID = "WOE-99"  # no such ruling: WOE's release notes have fewer


def no_violations(trace: Trace) -> list[Violation]:
    """An invariant for the test rulings (never run)."""
    return []


def reached_never(trace: Trace) -> bool:
    return False


TEST_SCENARIO = RULINGS["MKM-16"].scenario  # a ruling without a refusal: its record's strategy is its own
TEST_SITUATION = Situation("a situation no scenario reaches", reached_never)


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
                            "invariants": (no_violations,), "scenario": TEST_SCENARIO,
                            "situation": TEST_SITUATION}
    args.update(fields)
    registered.append(rid)
    return ruling(rid, args.pop("mechanic"), args.pop("summary"), args.pop("rules"), *args.pop("invariants"), **args)


# ----- the real catalog --------------------------------------------------------------------------------------


def test_every_ruling_is_complete() -> None:
    report = completeness_report(all_rulings())
    assert report == {}, "\n".join(f"{rid} lacks {'; '.join(pieces)}" for rid, pieces in report.items())


def test_the_corpus_generators_cover_every_ruling() -> None:
    built = {rid for build in case_builders().values() for rid, _, _ in build()}
    assert built == set(RULINGS)
    assert all(r.corpus for r in RULINGS.values()), "every record holds its own corpus cases"


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
    folder = Path(all_rulings.__code__.co_filename).parent  # conformance/catalog/
    assert catalog_modules() and all((folder / f"{module}.py").is_file() for module in catalog_modules())


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
    (NEW_ID, {"scenario": None, "situation": None}, "no scenario strategy and no situation"),
    (NEW_ID, {"situation": Situation("", reached_never)}, "no situation"),
    (NEW_ID, {"scenario": "a strategy"}, "scenario strategy is not callable"),
    (NEW_ID, {"corpus": ({"setup": {}, "actions": []},)}, "is not a Case"),
    (NEW_ID, {"corpus": (Case("no actions", {"setup": {}}),)}, "is not a Case"),
    (NEW_ID, {"refusal": "casts from exile"}, "is not a Refusal"),
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
        ruling("ZZZ-1", "banding", "", ())
    message = str(caught.value)
    for part in ("two-digit position", "unknown mechanic 'banding'", "no summary", "no rules cited",
                 "no invariant", "no scenario strategy"):
        assert part in message, message


def test_a_ruling_with_a_refusal_is_whole_when_defined(registered: list[str]) -> None:
    """A refusal is part of the record: its draws wrap the strategy and its invariant leads, at definition."""
    refusal = Refusal("cast from exile refused", casts_from("exile"), ("cast:exile",), "715.3d: a test")
    r = define(registered, refusal=refusal, corpus=(Case("a case", {"setup": {"players": []}, "actions": []}),))
    assert r.refusal is refusal and r.corpus[0].description == "a case"
    assert [getattr(i, "__name__", "") for i in r.invariants] == ["refused_as_the_rules_say", "no_violations"]
    assert r.scenario is not TEST_SCENARIO and getattr(r.scenario, "__wrapped__", None) is TEST_SCENARIO
    assert RULINGS[NEW_ID] is r


def test_a_well_formed_ruling_keeps_its_strategy_and_situation(registered: list[str]) -> None:
    r = define(registered)
    assert r.scenario is TEST_SCENARIO and r.situation is TEST_SITUATION
    assert r.needs == ("adventure",) and r.source["set_name"] == "Wilds of Eldraine"
