"""MKM-03's own invariants, on real cards only, kill the mutants that let a face-down permanent share a name:
with the legend rule, and with an effect that reaches every creature with the same name as its target."""

from __future__ import annotations

import pytest

from conformance.catalog import RULINGS
from conformance.catalog.disguise import face_down_have_no_shared_name, same_name_reaches_only_named
from conformance.model import model_trace, run_scenario
from conformance.sampling import sample_scenarios
from mtg_protocol.trace import JudgedTrace
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
    assert RULINGS["MKM-03"].invariants == (face_down_have_no_shared_name, same_name_reaches_only_named)


@pytest.mark.parametrize("name", ["nameless-share-a-name", None])
def test_same_name_effects_pass_nameless_permanents_by(name: str | None) -> None:
    """Echoing Courage on real-card scenarios: an engine for which two nameless permanents share a name (phase
    bug 21) pumps a creature the rules leave alone; the reference never does."""
    caught = reached = 0
    for scenario in sample_scenarios("MKM-03", EXAMPLES * 2, DrawOptions(real_cards_only=True)):
        model = model_trace(scenario)
        reached += any(e.get("type") == "resolve" and model.card_name(str(e.get("card"))) == "Echoing Courage"
                       for i in range(len(model.steps)) for e in model.events(i))
        engine = open_mutant(name) if name else ReferenceEngine()
        caught += bool(same_name_reaches_only_named(JudgedTrace.of(run_scenario(engine, scenario), model)))
    assert reached >= EXAMPLES // 3
    assert (caught > 0) if name else caught == 0
