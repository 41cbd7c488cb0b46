"""Measure each ruling's cost (seconds at a profile on the reference engine) and write conformance/costs.json.

``--shard I/N`` balances rulings by these costs. Usage::

    python benchmarks/measure_costs.py [--profile ci] [--seed 0] [--workers 2] [--out conformance/costs.json]

Prints one ``ID seconds examples status`` line per ruling, then ``total_s=`` and
``wall_s=``. Given ruling ids, only their rows change; ``mtg-conformance rebuild RULING --only costs`` does the
same one ruling at a time. Costs are relative weights: re-measure after a ruling or its
strategy changes much, on any one machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from conformance.catalog import RULINGS, all_rulings  # noqa: E402
from conformance.corpus import load_corpus  # noqa: E402
from conformance.costs import COSTS_FILE  # noqa: E402
from conformance.profiles import get_profile  # noqa: E402
from conformance.rebuild import merged_costs  # noqa: E402
from conformance.runner import execute_ruling  # noqa: E402


def measure(ruling_id: str, profile_name: str, seed: int) -> tuple[str, float, int, str]:
    """Run one ruling on the reference engine (no example database); return id, seconds, examples, status."""
    from reference_engine.adapter import ReferenceEngine

    started = time.perf_counter()
    result = execute_ruling(RULINGS[ruling_id], ReferenceEngine(), get_profile(profile_name), seed,
                            load_corpus().get(ruling_id), None)
    return ruling_id, time.perf_counter() - started, result.examples, result.status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="ci")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", default=str(COSTS_FILE))
    parser.add_argument("rulings", nargs="*", help="ruling ids (default: all)")
    args = parser.parse_args(argv)
    ids = args.rulings or [r.id for r in all_rulings()]
    started = time.perf_counter()
    jobs = (list(ids), [args.profile] * len(ids), [args.seed] * len(ids))
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            rows = list(pool.map(measure, *jobs))
    else:
        rows = [measure(rid, args.profile, args.seed) for rid in ids]
    costs = {rid: round(seconds, 2) for rid, seconds, _examples, _status in rows}
    for rid, seconds, examples, status in rows:
        print(f"{rid:7} {seconds:8.2f} {examples:6} {status}")
    out = Path(args.out)
    out.write_text(merged_costs(costs, out))  # the rulings not measured now keep their rows
    print(f"total_s={sum(costs.values()):.1f}")
    print(f"wall_s={time.perf_counter() - started:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
