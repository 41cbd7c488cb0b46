"""Reach: how often each ruling's scenario strategy reaches the situation the ruling is about.

For every ruling, N scenarios of ``RULINGS[id].scenario(6)`` (the ci walk
length) are drawn by Hypothesis (generate phase only, no example database) and
the model's trace of each is tested with the ruling's situation (``RULINGS[id].situation``,
strategies/situations.py).
Prints ``reach_<ID>=<percent>``, the mean per mechanic and per strategy module,
and the headline ``min_reach=<percent>``; for each ruling that forbids an
action (conformance/catalog/refusals.py), ``refusal_<ID>=<percent>``, the share
of examples that try it as an action the model refuses, and ``min_refusal``.

    python benchmarks/reach.py [-n 200] [--jobs 2] [--real-cards] [--no-refusal-probes] [RULING_GLOB ...]

``--real-cards`` draws as for an engine that loads only real cards
(``synthetic_cards: false``, strategies/options.py). ``--no-refusal-probes``
draws with the strategies as they were before the refusal probes
(strategies/refusals.py) wrapped them.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING

import _common  # noqa: F401  (puts the project on sys.path)
from hypothesis import HealthCheck, Phase, given, settings

from conformance.catalog import RULINGS, select
from conformance.catalog.refusals import tried_refusal
from strategies.options import DrawOptions, drawing_with

if TYPE_CHECKING:
    from strategies.scenario import Scenario

MAX_STEPS = 6
REFUSALS = {r.id: r.refusal for r in RULINGS.values() if r.refusal is not None}
"""The rulings that forbid an action, and what they forbid (their records' ``refusal``)."""


def measure(rid: str, n: int, probes: bool = True, real_cards: bool = False) -> tuple[str, int, int, int, float]:
    """(ruling, examples drawn, examples that reached the situation, examples that tried a refusal, seconds)."""
    counts = [0, 0, 0]
    predicate = RULINGS[rid].situation.reached
    strategy = RULINGS[rid].scenario
    if not probes:
        strategy = getattr(strategy, "__wrapped__", strategy)

    with drawing_with(DrawOptions(real_cards_only=real_cards)):  # the strategy is built with the options too
        scenarios = strategy(MAX_STEPS)

    @settings(max_examples=n, database=None, deadline=None, suppress_health_check=list(HealthCheck),
              phases=[Phase.generate])
    @given(scenarios)
    def sample(scenario: Scenario) -> None:
        counts[0] += 1
        counts[1] += predicate(scenario.model)
        counts[2] += rid in REFUSALS and tried_refusal(REFUSALS[rid], scenario.model)

    started = time.perf_counter()
    with drawing_with(DrawOptions(real_cards_only=real_cards)):
        sample()
    return rid, counts[0], counts[1], counts[2], time.perf_counter() - started


def percent(hit: int, total: int) -> float:
    return 100.0 * hit / total if total else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=200, help="examples per ruling (default 200)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--real-cards", action="store_true", help="draw real cards only (synthetic_cards: false)")
    parser.add_argument("--no-refusal-probes", action="store_true",
                        help="draw without the refusal probes (strategies/refusals.py)")
    parser.add_argument("rulings", nargs="*", help="ruling ids or globs (default: all)")
    args = parser.parse_args()
    rulings = select(args.rulings)
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(measure, [r.id for r in rulings], [args.n] * len(rulings),
                                [not args.no_refusal_probes] * len(rulings), [args.real_cards] * len(rulings)))
    by_mechanic: dict[str, list[float]] = defaultdict(list)
    by_module: dict[str, list[float]] = defaultdict(list)
    reach = {}
    refusal = {}
    for rid, total, hit, tried, took in results:
        reach[rid] = percent(hit, total)
        ruling = RULINGS[rid]
        by_mechanic[ruling.mechanic].append(reach[rid])
        by_module[ruling.scenario.__module__.rsplit(".", 1)[-1]].append(reach[rid])
        print(f"reach_{rid}={reach[rid]:.0f}  # {RULINGS[rid].situation.words} ({hit}/{total}, {took:.1f} s)")
        if rid in REFUSALS:
            refusal[rid] = percent(tried, total)
            print(f"refusal_{rid}={refusal[rid]:.0f}  # {REFUSALS[rid].label} ({tried}/{total})")
    for mechanic, values in sorted(by_mechanic.items()):
        print(f"reach_mechanic_{mechanic}={sum(values) / len(values):.0f}")
    for module, values in sorted(by_module.items()):
        print(f"reach_strategy_{module}={sum(values) / len(values):.0f}")
    worst = min(reach, key=reach.__getitem__)
    print(f"min_reach={reach[worst]:.0f}  # {worst}")
    if refusal:
        worst = min(refusal, key=refusal.__getitem__)
        print(f"min_refusal={refusal[worst]:.0f}  # {worst}")


if __name__ == "__main__":
    main()
