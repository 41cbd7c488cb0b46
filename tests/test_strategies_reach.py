"""Each ruling's scenario strategy reaches the situation the ruling is about in a fair share of examples.

An invariant can only catch an engine in a scenario that reaches its ruling's
situation (conformance/catalog/situations.py), so a strategy that rarely gets
there makes its ruling a weak test. Each ruling draws EXAMPLES scenarios
(derandomized, so the verdict is stable) and fails below THRESHOLD. Run with
``--hypothesis-show-statistics`` to see the share per ruling as events.
benchmarks/reach.py measures the same with more examples.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from conformance.catalog import RULINGS, all_rulings
from conformance.catalog.situations import SITUATIONS, reached
from strategies.scenario import Scenario

THRESHOLD = 0.30  # the least share of examples that must reach the ruling's situation
EXAMPLES = 60  # per ruling: 47 rulings in about 40 s on a loaded 2-core machine
MAX_STEPS = 6  # the ci profile's walk length

TALLY: dict[str, list[bool]] = {}


def check_share(test: Callable[..., Any]) -> Callable[..., Any]:
    """Run the Hypothesis test, then assert the share of examples that reached the situation.

    ``functools.wraps`` keeps Hypothesis's attributes, so pytest's Hypothesis plugin still treats the
    wrapper as a Hypothesis test and ``--hypothesis-show-statistics`` reports its events.
    """

    @functools.wraps(test)
    def run(rid: str) -> None:
        TALLY[rid] = []
        test(rid)
        hits = TALLY[rid]
        share = sum(hits) / len(hits)
        assert share >= THRESHOLD, (f"{rid}'s strategy reached its situation ({SITUATIONS[rid][0]}) in "
                                    f"{sum(hits)} of {len(hits)} examples, under {THRESHOLD:.0%}")

    return run


def test_every_ruling_has_a_situation() -> None:
    assert set(SITUATIONS) == set(RULINGS)


@pytest.mark.parametrize("rid", [r.id for r in all_rulings()])
@check_share
@settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None, phases=[Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_strategy_reaches_its_ruling(rid: str, data: st.DataObject) -> None:
    scenario: Scenario = data.draw(RULINGS[rid].scenario(MAX_STEPS), label="scenario")
    assert scenario.model is not None
    hit = reached(rid, scenario.model)
    TALLY[rid].append(hit)
    event(f"{rid}: {SITUATIONS[rid][0]}" if hit else f"{rid}: not reached")
