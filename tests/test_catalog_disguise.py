"""The disguise and face-down rulings pass on the reference engine and catch their mutants."""

from __future__ import annotations

import json
from typing import Any

import pytest

from conformance.catalog import RULINGS
from conformance.corpus import load_corpus
from conformance.profiles import get_profile
from conformance.runner import execute_ruling
from reference_engine.adapter import ReferenceEngine
from reference_engine.mutants import all_mutants, open_mutant
from strategies.scenarios.disguise import corpus_cases

IDS = ["MKM-01", "MKM-02", "MKM-03", "MKM-04", "MKM-06", "MKM-07", "MKM-08", "MKM-09", "MKM-10", "MKM-11",
       "MKM-12", "MKM-14"]
MUTANTS = [m for m in all_mutants() if m.target in IDS]


@pytest.mark.parametrize("rid", IDS)
def test_reference_passes(rid: str) -> None:
    corpus = load_corpus().get(rid, [])
    assert corpus, f"{rid} has no corpus case"
    result = execute_ruling(RULINGS[rid], ReferenceEngine(), get_profile("dev"), 0, corpus)
    assert result.status == "passed", result.message


@pytest.mark.parametrize("name", [m.name for m in MUTANTS])
def test_mutant_is_caught(name: str) -> None:
    target = next(m.target for m in MUTANTS if m.name == name)
    result = execute_ruling(RULINGS[target], open_mutant(name), get_profile("ci"), 0, load_corpus().get(target, []))
    assert result.status == "failed", f"{name} survived {target}"


def test_every_ruling_has_a_mutant() -> None:
    assert {m.target for m in MUTANTS} == set(IDS)


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


def test_corpus_files_match_the_scenario_module() -> None:
    """The stored corpus is what corpus_cases() builds (regenerate: python -m strategies.scenarios.disguise)."""
    stored = {(rid, canonical(s.to_json())) for rid, cases in load_corpus().items() if rid in IDS for s in cases}
    built = {(rid, canonical(sc)) for rid, sc, _ in corpus_cases()}
    assert built <= stored
