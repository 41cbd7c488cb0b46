"""Generation speed: scenarios per second for each ruling's scenario strategy, grouped by mechanic.

Each scenario includes running the model (the reference engine) to draw the
action plan, which is part of generating it.
"""

from __future__ import annotations

import time
from collections import defaultdict
from typing import Any

import _common  # noqa: F401  (puts the project on sys.path)
from hypothesis import HealthCheck, given, settings
from hypothesis.strategies import SearchStrategy

from conformance.catalog import all_rulings

N = 60


def scenarios_per_second(strategy: SearchStrategy[Any]) -> float:
    count = 0

    @settings(max_examples=N, database=None, deadline=None, suppress_health_check=list(HealthCheck),
              phases=["generate"])
    @given(strategy)
    def draw(_scenario: Any) -> None:
        nonlocal count
        count += 1

    started = time.perf_counter()
    draw()
    return count / (time.perf_counter() - started)


def main() -> None:
    by_mechanic: dict[str, list[float]] = defaultdict(list)
    for ruling in all_rulings():
        by_mechanic[ruling.mechanic].append(scenarios_per_second(ruling.scenario(6)))
    overall = []
    for mechanic, rates in sorted(by_mechanic.items()):
        mean = sum(rates) / len(rates)
        overall += rates
        print(f"scenarios_per_second_{mechanic}={mean:.0f}")
    print(f"scenarios_per_second={sum(overall) / len(overall):.0f}")


if __name__ == "__main__":
    main()
