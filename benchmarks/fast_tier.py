"""The fast tier's idle wall time on 2 workers, estimated from CPU seconds (load-independent).

Runs ``pytest -m "not slow" --cpu-times`` (tests/cputimes.py: each test's CPU, its own and its waited-for
subprocesses'), or reads a table such a run wrote, and prints the costliest tests and the estimate:
the tests' CPU shared by 2 workers plus one worker's start-up and collection (measured as the CPU of
``pytest --collect-only``, which every xdist worker pays). A CPU-bound test on an idle core takes its CPU time
in wall time; the calibration is in tests/README.md. Given ``--select EXPR``, the table's rows are filtered to
the tests ``-m EXPR`` collects today, so a new marking is estimated without running the tests again.
Usage: python benchmarks/fast_tier.py [--table TSV] [--select EXPR] [--top N] [PYTEST_ARGS ...]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from _common import ROOT

WORKERS = 2


def child_cpu(*args: str) -> tuple[float, str]:
    """CPU seconds of ``python -m pytest ARGS`` (a waited-for child) and its output."""
    before = os.times()
    done = subprocess.run([sys.executable, "-m", "pytest", *args], cwd=ROOT, capture_output=True, text=True,
                          check=False)
    after = os.times()
    return (after.children_user - before.children_user) + (after.children_system - before.children_system), \
        done.stdout


def read_table(path: Path) -> dict[str, float]:
    rows = [line.split("\t") for line in path.read_text().splitlines()[1:] if line]
    return {row[4]: float(row[0]) for row in rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--table", type=Path, help="a table written by --cpu-times (default: run the fast tier)")
    parser.add_argument("--select", default="not slow", help="the -m expression of the tier (default: not slow)")
    parser.add_argument("--top", type=int, default=30)
    args, pytest_args = parser.parse_known_args()
    table = args.table
    if table is None:
        table = Path(tempfile.mkdtemp()) / "cpu.tsv"
        child_cpu("-q", "-p", "no:xdist", "-m", args.select, f"--cpu-times={table}", *pytest_args)
    seconds = read_table(table)
    collect_cpu, listing = child_cpu("--collect-only", "-q", "-p", "no:xdist", "-m", args.select, *pytest_args)
    selected = {line for line in listing.splitlines() if "::" in line}
    missing = selected - set(seconds)
    seconds = {nodeid: s for nodeid, s in seconds.items() if nodeid in selected}
    for nodeid, s in sorted(seconds.items(), key=lambda row: -row[1])[: args.top]:
        print(f"{s:8.2f}  {nodeid}")
    tests_cpu = sum(seconds.values())
    print(f"tests={len(seconds)}")
    print(f"tests_not_in_table={len(missing)}")
    print(f"tests_cpu_seconds={tests_cpu:.1f}")
    print(f"collect_cpu_seconds={collect_cpu:.1f}")
    print(f"estimated_idle_seconds_{WORKERS}_workers={tests_cpu / WORKERS + collect_cpu:.0f}")


if __name__ == "__main__":
    main()
