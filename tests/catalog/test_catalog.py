"""The catalog: every ruling holds on the reference engine, every mutant is caught by the ruling it targets,
and the stored corpus is what the scenario modules build."""

from __future__ import annotations

import json
from typing import Any

import pytest

from conformance.catalog import RULINGS, all_rulings
from conformance.corpus import case_builders, load_corpus
from conformance.profiles import get_profile
from conformance.runner import execute_ruling
from reference_engine.adapter import ReferenceEngine
from reference_engine.mutants import all_mutants, open_mutant
from strategies.scenario import Scenario

CORPUS = load_corpus()
SCENARIO_MODULES = ("adventure", "clue", "discover", "disguise", "role")


@pytest.mark.parametrize("ruling_id", [r.id for r in all_rulings()])
def test_reference_holds_with_its_corpus(ruling_id: str) -> None:
    assert CORPUS.get(ruling_id), f"{ruling_id} has no corpus case"
    result = execute_ruling(RULINGS[ruling_id], ReferenceEngine(), get_profile("dev"), 0, CORPUS[ruling_id])
    assert result.status == "passed", result.message


@pytest.mark.slow
@pytest.mark.parametrize("name", [m.name for m in all_mutants()])
def test_mutant_is_caught_by_its_target(name: str) -> None:
    """At ci, by the target ruling's own invariants with the universal checks off (`mutants --own-only`)."""
    target = next(m.target for m in all_mutants() if m.name == name)
    result = execute_ruling(RULINGS[target].own_only(), open_mutant(name), get_profile("ci"), 0,
                            CORPUS.get(target, []))
    assert result.status == "failed", f"{name} survived {target}'s own invariants"


@pytest.mark.slow
@pytest.mark.parametrize("name", [m.name for m in all_mutants()])
def test_property_tier_alone_catches_the_mutant(name: str) -> None:
    """Without the corpus, exploration must still find every mutant's bug within the ci budget."""
    target = next(m.target for m in all_mutants() if m.name == name)
    result = execute_ruling(RULINGS[target], open_mutant(name), get_profile("ci"), 0, None)
    assert result.status == "failed", f"{name} survived {target}'s property tier"


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


@pytest.mark.parametrize("module", SCENARIO_MODULES)
def test_corpus_files_match_the_scenario_modules(module: str) -> None:
    """Regenerate with: mtg-conformance rebuild --only corpus (the records' cases, and a not yet moved module's)."""
    built = case_builders()[module]()
    stored = {(rid, canonical(s.to_json())) for rid, cases in CORPUS.items() for s in cases}
    # each built case as the suite sends it (a Scenario: with its synthetic cards' definitions), as stored ones are
    missing = [rid for rid, sc, _ in built
               if (rid, canonical(Scenario.from_json(json.loads(canonical(sc))).to_json())) not in stored]
    assert not missing, f"corpus cases built by {module} but not stored: {missing}"


def test_gaps_are_listed_and_documented(capsys) -> None:  # type: ignore[no-untyped-def]
    """A ruling's recorded gaps show in `list`, in `list --json` and in docs/ruling-gaps.md (kept in sync)."""
    import json
    from pathlib import Path

    from conformance.catalog import all_rulings, gaps_markdown
    from conformance.cli import main

    with_gaps = [r for r in all_rulings() if r.gaps]
    assert {"WOE-03", "MKM-12"} <= {r.id for r in with_gaps}
    assert main(["list", "--json"]) == 0
    listed = {r["id"]: r["gaps"] for r in json.loads(capsys.readouterr().out)}
    assert all(listed[r.id] == list(r.gaps) for r in all_rulings())
    assert main(["list"]) == 0
    assert with_gaps[0].gaps[0] in capsys.readouterr().out
    doc = Path(__file__).resolve().parents[2] / "docs" / "ruling-gaps.md"
    assert doc.read_text() == gaps_markdown(), "regenerate docs/ruling-gaps.md from conformance.catalog.gaps_markdown"
