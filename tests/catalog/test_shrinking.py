"""Counterexamples shrink to something a person reads at a glance.

For rulings of five mechanics, the property tier alone (no corpus) runs at the
ci profile against a mutant that breaks the ruling; the counterexample it
reports must fail on the mutant again and be small: at most MAX_ACTIONS actions
and MAX_OBJECTS objects besides basic lands (``Scenario.size``).
"""

from __future__ import annotations

import pytest

from conformance.catalog import RULINGS
from conformance.profiles import get_profile
from conformance.runner import check_scenario, execute_ruling
from reference_engine.mutants import all_mutants, open_mutant

MAX_ACTIONS = 3
MAX_OBJECTS = 8

# (ruling, mutant): one or more rulings per mechanic, each failing early in its scenario.
CASES = [
    ("WOE-08", "adventure-to-graveyard"),  # adventure
    ("WOE-09", "adventure-keeps-card-mana-value"),  # adventure
    ("WOE-18", "role-keeps-oldest"),  # role
    ("LCI-10", "uncastable-discover-stays-exiled"),  # discover
    ("LCI-07", "x-zero-on-stack"),  # mana value
    ("MKM-15", "clue-token-only"),  # clue
    ("MKM-17", "changeling-is-clue"),  # clue
]


def test_cases_name_real_mutants() -> None:
    targets = {m.name: m.target for m in all_mutants()}
    assert all(targets.get(name) == rid for rid, name in CASES)
    assert len({RULINGS[rid].mechanic for rid, _ in CASES}) >= 5


@pytest.mark.parametrize("rid,mutant", CASES, ids=[f"{rid}-{name}" for rid, name in CASES])
def test_counterexample_is_small(rid: str, mutant: str) -> None:
    result = execute_ruling(RULINGS[rid], open_mutant(mutant), get_profile("ci"), 0, corpus=None)
    assert result.status == "failed" and result.scenario is not None, f"{mutant} survived {rid}: {result.message}"
    # The runner reports the last failing example Hypothesis tried: it must still fail, and be the small one.
    _trace, violations = check_scenario(RULINGS[rid], open_mutant(mutant), result.scenario)
    assert violations, "the reported counterexample does not fail again"
    actions, objects = result.scenario.size
    assert actions <= MAX_ACTIONS and objects <= MAX_OBJECTS, (
        f"{rid} shrank only to {actions} actions and {objects} objects: {result.scenario.to_json()}")
