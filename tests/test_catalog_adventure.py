"""The Adventure rulings: the reference engine passes them, and each Adventure mutant fails its target."""

from __future__ import annotations

import pytest

from conformance.catalog import RULINGS
from conformance.corpus import load_corpus
from conformance.profiles import get_profile
from conformance.runner import execute_ruling
from reference_engine.adapter import ReferenceEngine
from reference_engine.mutants import all_mutants, open_mutant

OWN = ("WOE-01", "WOE-02", "WOE-03", "WOE-04", "WOE-05", "WOE-08", "WOE-09", "WOE-11", "WOE-13", "WOE-14",
       "WOE-15", "WOE-16")
MUTANTS = [m for m in all_mutants() if m.target in OWN]
CORPUS = load_corpus()


@pytest.mark.parametrize("ruling_id", OWN)
def test_reference_passes(ruling_id: str) -> None:
    corpus = CORPUS.get(ruling_id, [])
    assert corpus, f"{ruling_id} has no corpus case"
    result = execute_ruling(RULINGS[ruling_id], ReferenceEngine(), get_profile("dev"), 0, corpus)
    assert result.status == "passed", result.message
    assert result.corpus["failed"] == 0


def test_every_ruling_has_a_mutant() -> None:
    assert {m.target for m in MUTANTS} == set(OWN)


@pytest.mark.parametrize("name", [m.name for m in MUTANTS])
def test_mutant_is_caught(name: str) -> None:
    target = next(m.target for m in MUTANTS if m.name == name)
    result = execute_ruling(RULINGS[target], open_mutant(name), get_profile("ci"), 0, CORPUS.get(target, []))
    assert result.status == "failed", f"{name} survived {target}"
    assert result.message
