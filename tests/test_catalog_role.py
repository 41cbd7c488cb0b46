"""The Role rulings pass on the reference engine and catch their mutants."""

from __future__ import annotations

import pytest

from conformance.catalog import RULINGS
from conformance.corpus import load_corpus
from conformance.profiles import get_profile
from conformance.runner import execute_ruling
from reference_engine.adapter import ReferenceEngine
from reference_engine.mutants import all_mutants, open_mutant

IDS = ["WOE-06", "WOE-07", "WOE-10", "WOE-12", "WOE-17", "WOE-18", "WOE-19", "WOE-20"]
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
