"""The automated-mutant plumbing (conformance/mutation_sources.py), and the WOE-15 check its first run found missing."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance import mutation_sources as automated
from conformance.catalog import RULINGS
from conformance.profiles import get_profile
from conformance.runner import execute_ruling
from reference_engine.mutants import open_mutant

ROOT = Path(__file__).resolve().parents[2]


def test_a_mechanic_module_is_tested_by_its_mechanic_and_a_shared_one_by_all() -> None:
    face_down = automated.rulings_for_module("face_down.py")
    assert face_down and all(rid.startswith("MKM-") for rid in face_down)
    assert "MKM-05" not in face_down  # a Clue ruling: face_down.py is not about Clues
    assert len(automated.rulings_for_module("game.py")) == len(RULINGS)
    assert set(automated.MODULE_MECHANICS) <= set(automated.RULE_MODULES)


def test_a_mutant_is_applied_to_a_copy_and_never_to_the_model(tmp_path: Path) -> None:
    pytest.importorskip("cosmic_ray")
    original = (ROOT / "reference_engine" / "face_down.py").read_text()
    mutation = {"module": "face_down.py", "operator": "core/ReplaceComparisonOperator_Eq_Lt", "occurrence": 1}
    before, after = automated.apply_to_copy(mutation, tmp_path, "copy_under_test")
    assert (ROOT / "reference_engine" / "face_down.py").read_text() == original
    mutated = (tmp_path / "copy_under_test" / "face_down.py").read_text()
    assert before in original and after in mutated and before != after


@pytest.mark.slow
def test_woe15_catches_an_innkeeper_that_triggers_on_a_card_without_an_adventure() -> None:
    """By WOE-15's own invariants (the universal checks off), on its corpus and exploration: a scenario's earliest
    violation names it, and with the universal checks on that may be the illegal cast the extra trigger leads to."""
    from conformance.corpus import load_corpus

    result = execute_ruling(RULINGS["WOE-15"].own_only(), open_mutant("innkeeper-sees-any-creature"),
                            get_profile("ci"), 0, load_corpus().get("WOE-15", []))
    assert result.status == "failed"
    assert any("its card has no Adventure" in v.expected for v in result.violations)
