"""The exit codes of ``mtg-conformance``, and the one rule that turns a report into one.

``run``, ``merge`` and ``mutants`` all end by judging a report (report.json's shape): a CI job must get the
same answer from a sharded run merged as from one machine running everything.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2

FAILING_TOTALS = ("failed", "errors", "xpass", "pending")
"""A report fails when any of these counts is above zero.

``pending`` is a ruling that never got a verdict (a shard killed before it finished, a run stopped before its
report was final): not having looked is not a pass. ``xpass`` is an expected failure that held: the
expectations file is out of date. ``unsupported``, ``xfail`` and ``flaky`` do not fail a run.
"""


def failing_counts(report: Mapping[str, Any]) -> dict[str, int]:
    """What makes the report fail: the failing totals above zero, and the mutants that survived."""
    totals = report.get("totals") or {}
    counts = {key: int(totals.get(key) or 0) for key in FAILING_TOTALS}
    counts["survived"] = sum(not m.get("killed") for m in report.get("mutants") or [])
    return {key: n for key, n in counts.items() if n}


def exit_code(report: Mapping[str, Any]) -> int:
    """0 when every ruling planned in the report held (or failed as expected, or is unsupported or flaky) and
    every mutant in it was killed; 1 otherwise."""
    return EXIT_FAIL if failing_counts(report) else EXIT_OK
