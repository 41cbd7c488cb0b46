"""Derandomized examples of a ruling's scenario strategy, for measuring what the strategies draw (the cards a
ruling uses, the actions and choices it needs): the same examples on every machine and run."""

from __future__ import annotations

from hypothesis import HealthCheck, Phase, given, settings

from strategies.options import DEFAULT, DrawOptions, drawing_with
from strategies.scenario import Scenario

from .catalog import RULINGS

MAX_STEPS = 6
"""The ci profile's walk length, as the reach tests draw."""


def sample_scenarios(ruling_id: str, count: int, draw: DrawOptions = DEFAULT) -> list[Scenario]:
    """`count` derandomized scenarios of the ruling's strategy drawn with ``draw`` (fewer if it can't draw that
    many)."""
    drawn: list[Scenario] = []
    with drawing_with(draw):
        scenarios = RULINGS[ruling_id].scenario(MAX_STEPS)

    @settings(max_examples=count, derandomize=True, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(scenarios)
    def collect(scenario: Scenario) -> None:
        drawn.append(scenario)

    with drawing_with(draw):
        collect()
    return drawn
