"""Shared helpers for the benchmarks: run the command and read its report."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def timed_run(*args: str) -> tuple[float, dict]:
    """Run ``mtg-conformance run ARGS`` in a fresh output directory; (wall seconds, report)."""
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "conformance", "run", "--out", out, "--example-db", "none", *args],
                       cwd=ROOT, capture_output=True, text=True, check=False)
        took = time.perf_counter() - started
        report = json.loads((Path(out) / "report.json").read_text())
    return took, report


def total_examples(report: dict) -> int:
    return sum(r.get("examples") or 0 for r in report["rulings"])
