"""Print docs/robustness.md's results table: every fault of the harness, run for real.

    python benchmarks/robustness_table.py [--jobs 2] [--max-examples 5] [FAULT-NAME-PART ...]

Each fault runs the whole ``python -m conformance run`` command in its own
temporary directory (see tests/fake_engines/harness.py).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fake_engines.harness import FAULTS, TABLE_HEADER, Fault, RunResult, pick_rulings, run_fault, table_row  # noqa: E402


def measure(fault: Fault, rulings: list[str], max_examples: int) -> RunResult:
    """Run one fault in a fresh temporary directory."""
    with tempfile.TemporaryDirectory(prefix="robustness-") as tmp:
        return run_fault(fault, Path(tmp), rulings, max_examples)


def main() -> int:
    """Run the selected faults and print the table; exit 1 if any check failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-examples", type=int, default=5)
    parser.add_argument("--rulings", type=int, default=2, help="how many rulings each run checks")
    parser.add_argument("only", nargs="*", help="run only faults whose name contains one of these")
    args = parser.parse_args()
    rulings = pick_rulings(args.rulings)
    faults = [f for f in FAULTS if not args.only or any(o in f.name for o in args.only)]
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda f: measure(f, rulings, args.max_examples), faults))
    print(f"Rulings {', '.join(rulings)}; --max-examples {args.max_examples}, --engine-timeout 2, "
          f"{args.jobs} runs at a time.\n")
    print(TABLE_HEADER)
    for fault, result in zip(faults, results, strict=True):
        print(table_row(fault, result))
    return 1 if any(r.problems for r in results) else 0


if __name__ == "__main__":
    raise SystemExit(main())
