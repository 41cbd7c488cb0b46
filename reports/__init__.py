"""Reports of a conformance run: the model and its writers.

Data flows one way: the runner produces per-ruling results, this package
turns them into report.json, junit.xml, summary.md, report.html and
counterexample files. It knows verdicts, never engines.
"""

from reports.compare import Comparison, compare
from reports.counterexample import (
    load_counterexample,
    write_counterexample,
)
from reports.history import append_history, load_history
from reports.merge import merge_reports
from reports.model import (
    SCHEMA_VERSION,
    STATUSES,
    compute_totals,
    finalize,
    load_report,
    new_report,
    record_mutant,
    record_result,
)
from reports.writer import ReportWriter

__all__ = [
    "SCHEMA_VERSION",
    "STATUSES",
    "Comparison",
    "ReportWriter",
    "append_history",
    "compare",
    "compute_totals",
    "finalize",
    "load_counterexample",
    "load_history",
    "load_report",
    "merge_reports",
    "new_report",
    "record_mutant",
    "record_result",
    "write_counterexample",
]
