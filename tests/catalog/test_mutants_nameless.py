"""MKM-03's own invariant, on real cards only, kills the mutants that let a face-down permanent share a name."""

from __future__ import annotations

import pytest

from conformance.catalog import RULINGS
from conformance.catalog.disguise import face_down_have_no_shared_name
from conformance.protocol.trace import JudgedTrace
from conformance.runner import model_trace, run_scenario
from conformance.sampling import sample_scenarios
from reference_engine.adapter import ReferenceEngine
from reference_engine.mutants import open_mutant
from strategies.options import DrawOptions

EXAMPLES = 30


@pytest.mark.parametrize("name", ["legend-rule-uses-printed-name", "face-down-keeps-name", None])
def test_mkm03_invariant_alone_judges_real_card_scenarios(name: str | None) -> None:
    """Each mutant is caught by the ruling's own invariant (not the universal checks); the model never is."""
    caught = 0
    for scenario in sample_scenarios("MKM-03", EXAMPLES, DrawOptions(real_cards_only=True)):
        assert not (scenario.setup.get("cards") or {}), "a synthetic card with real cards only"
        engine = open_mutant(name) if name else ReferenceEngine()
        trace = JudgedTrace.of(run_scenario(engine, scenario), model_trace(scenario))
        caught += bool(face_down_have_no_shared_name(trace))
    assert (caught > 0) if name else caught == 0
    assert RULINGS["MKM-03"].invariants == (face_down_have_no_shared_name,)
