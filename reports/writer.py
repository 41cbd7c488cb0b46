"""ReportWriter: puts a report's files in one output directory, atomically.

Layout of ``out_dir``::

    report.json  junit.xml  summary.md  report.html  counterexamples/RULING.json
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from mtg_protocol.untrusted import clean_data
from reports.atomic import write_atomic
from reports.counterexample import load_counterexamples, write_counterexample
from reports.html import render_html
from reports.junit import render_junit
from reports.markdown import render_markdown
from reports.model import Report, dumps, validate_report

REPORT_JSON = "report.json"
JUNIT_XML = "junit.xml"
SUMMARY_MD = "summary.md"
REPORT_HTML = "report.html"


class ReportWriter:
    """Writes every file of a run under ``out_dir`` and nowhere else."""

    def __init__(self, out_dir: str | Path) -> None:
        self.out_dir = Path(out_dir)
        self.out_dir.mkdir(parents=True, exist_ok=True)

    def path(self, name: str) -> Path:
        """The path of one output file."""
        return self.out_dir / name

    def write_counterexample(self, data: Mapping[str, Any]) -> str:
        """Write ``counterexamples/RULING.json``; return the path to record in the result."""
        return write_counterexample(self.out_dir, data)

    def update(self, report: Report) -> Path:
        """Rewrite report.json with the results so far (cheap; call after each ruling)."""
        return write_atomic(self.path(REPORT_JSON), dumps(clean_data(report)))

    def finish(
        self, report: Report, *, history: Sequence[Mapping[str, Any]] | None = None
    ) -> dict[str, Path]:
        """Validate the report and write report.json, junit.xml, summary.md and report.html.

        ``history`` (from :func:`reports.history.load_history`) adds a trend chart.
        Returns the written paths by file name.
        """
        report = clean_data(report)  # no writer sees a raw control character or lone surrogate
        validate_report(report, "report being written")
        counterexamples = load_counterexamples(self.out_dir, report["rulings"])
        outputs = {
            REPORT_JSON: dumps(report),
            JUNIT_XML: render_junit(report),
            SUMMARY_MD: render_markdown(report),
            REPORT_HTML: render_html(report, counterexamples, history, self.out_dir),
        }
        return {
            name: write_atomic(self.path(name), text) for name, text in outputs.items()
        }
