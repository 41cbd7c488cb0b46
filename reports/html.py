"""report.html: one self-contained page (inline CSS and SVG, no scripts)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined

from mtg_protocol.errors import ReportError
from mtg_protocol.verdicts import Verdict
from reports.charts import pass_rate_bars, trend_chart
from reports.counterexample import Counterexample, Step, describe_steps, replay_command
from reports.model import (
    ERROR_STATUSES,
    FAILING_STATUSES,
    Mutant,
    Report,
    causes_heading,
    rule_sort_key,
    rulings_by_mechanic,
)
from reports.narrate import PlayerBoard, describe_board, describe_turn

STATUS_LABELS: dict[str, str] = {
    Verdict.PASSED: "passed",
    Verdict.FAILED: "failed",
    Verdict.ERROR: "error",
    Verdict.CRASH: "crash",
    Verdict.TIMEOUT: "timeout",
    Verdict.UNSUPPORTED: "unsupported",
    Verdict.XFAIL: "expected failure",
    Verdict.XPASS: "unexpected pass",
    Verdict.FLAKY: "flaky",
    Verdict.PENDING: "not run",
}


@dataclass
class Failure:
    """A non-passing ruling as the page shows it, with its counterexample if any."""

    ruling: Mapping[str, Any]
    problem: str | None = None
    engine: str | None = None
    seed: int | None = None
    turn: str | None = None
    boards: list[PlayerBoard] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    violation: Mapping[str, Any] = field(default_factory=dict)
    replay: str | None = None
    others: list[dict[str, Any]] = field(default_factory=list)
    """The ruling's further distinct failures: each with its signature, message and own replay command."""


def failure_view(
    ruling: Mapping[str, Any],
    found: Counterexample | ReportError | None,
    engine_spec: str,
    out_dir: str | Path = ".",
) -> Failure:
    """Turn a ruling and its counterexample (or the error loading it) into a view; replay commands name files
    inside ``out_dir`` (the report folder as the run was given it)."""
    view = Failure(ruling)
    if isinstance(found, ReportError):
        view.problem = str(found)
    elif found is not None:
        try:
            setup = found["scenario"]["setup"]
            view.boards = describe_board(setup)
            view.turn = describe_turn(setup)
            view.steps = describe_steps(found)
        except (KeyError, TypeError, AttributeError) as exc:
            view.problem = f"the counterexample could not be shown: {exc!r}"
        view.engine = found.get("engine")
        view.seed = found.get("seed")
        view.violation = found.get("violation") or {}
        view.replay = replay_command(str(ruling["counterexample"]), engine_spec, out_dir)
    for failure in (ruling.get("failures") or [])[1:]:  # the first is the one the ruling's message leads with
        path = failure.get("counterexample")
        view.others.append({**failure, "replay": replay_command(str(path), engine_spec, out_dir) if path else None})
    return view


def cause_views(report: Report, engine_spec: str, out_dir: str | Path = ".") -> list[dict[str, Any]]:
    """The report's causes, each with the replay command of its smallest counterexample."""
    return [{**c, "replay": replay_command(str(c["counterexample"]), engine_spec, out_dir)
             if c.get("counterexample") else None} for c in report.get("causes") or []]


def kill_matrix(report: Report) -> tuple[list[str], list[Mutant]]:
    """Columns (ruling ids that are a target or a killer, catalog order) and rows."""
    mutants = report.get("mutants") or []
    involved = {m["target"] for m in mutants} | {
        r for m in mutants for r in m.get("killed_by") or []
    }
    order = [r["id"] for r in report["rulings"]]
    columns = [r for r in order if r in involved] + sorted(involved - set(order))
    return columns, mutants


@cache
def environment() -> Environment:
    """The jinja2 environment for the package's templates (autoescaping on)."""
    env = Environment(
        loader=PackageLoader("reports", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["STATUS_LABELS"] = STATUS_LABELS
    env.filters["when"] = when
    return env


def when(iso: str) -> str:
    """An ISO time as ``2024-03-01 12:00 UTC`` (unparsable text is kept as is)."""
    try:
        moment = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%d %H:%M") + (" UTC" if moment.tzinfo else "")


def render_html(
    report: Report,
    counterexamples: Mapping[str, Counterexample | ReportError] | None = None,
    history: Sequence[Mapping[str, Any]] | None = None,
    out_dir: str | Path = ".",
) -> str:
    """Render report.html; ``counterexamples`` maps ruling id to its loaded file; ``out_dir`` is the report
    folder as the run was given it (replay commands are pasted where the run ran)."""
    found = counterexamples or {}
    spec = report["engine"]["spec"]
    failures = [
        failure_view(r, found.get(r["id"]), spec, out_dir)
        for r in report["rulings"]
        if r["status"] in FAILING_STATUSES
        or r["status"] in (Verdict.XPASS, Verdict.FLAKY)
        or r.get("counterexample")
    ]
    totals = report["totals"]
    ran = totals["total"] - totals.get("pending", 0) - totals["unsupported"]
    rules = sorted(
        report["coverage"]["rules"].items(), key=lambda kv: rule_sort_key(kv[0])
    )
    columns, mutants = kill_matrix(report)
    groups = rulings_by_mechanic(report["rulings"])
    return (
        environment()
        .get_template("report.html.j2")
        .render(
            report=report,
            totals=totals,
            pass_rate=totals["passed"] / ran if ran else None,
            verdict=_verdict(report),
            groups=groups,
            failures=failures,
            failure_ids={f.ruling["id"] for f in failures},
            error_statuses=ERROR_STATUSES,
            rules=rules,
            rules_per_mechanic={
                m: len({rule for r in group for rule in r["rules"]})
                for m, group in groups.items()
            },
            bars=pass_rate_bars(report["coverage"]["mechanics"]),
            trend=trend_chart(history) if history and len(history) > 1 else None,
            history=history or [],
            matrix_columns=columns,
            mutants=mutants,
            causes=cause_views(report, spec, out_dir),
            causes_heading=causes_heading(report.get("causes") or []),
        )
    )


def _verdict(report: Report) -> Verdict:
    totals = report["totals"]
    if totals["failed"] or totals["errors"]:
        return Verdict.FAILED
    return Verdict.PASSED if report["complete"] else Verdict.PENDING
