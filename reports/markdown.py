"""summary.md: a short Markdown summary, small enough for a CI job summary."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import quote

from reports.model import ERROR_STATUSES, Report, causes_heading
from reports.verdicts import Verdict

MAX_ROWS = 40
MESSAGE_CHARS = 120
ATTENTION = (
    Verdict.FAILED,
    Verdict.ERROR,
    Verdict.CRASH,
    Verdict.TIMEOUT,
    Verdict.XPASS,
    Verdict.FLAKY,
    Verdict.UNSUPPORTED,
    Verdict.PENDING,
)

_MD_SPECIAL = re.compile(r"([\\`*_\[\]|~#!])")
_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}


def escape_md(value: Any, limit: int | None = None) -> str:
    """``value`` as inert Markdown text on one line (safe inside a table cell).

    Whitespace runs become one space, the text is cut to ``limit`` characters
    first, then Markdown punctuation is backslash-escaped and ``& < >`` become
    HTML entities, so no markup, link, code span or table cell break survives.
    """
    text = " ".join(("" if value is None else str(value)).split())
    if limit is not None and len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    text = "".join(_HTML.get(ch, ch) for ch in text)
    return _MD_SPECIAL.sub(r"\\\1", text)


def plural(count: int, one: str, many: str | None = None) -> str:
    """``1 fix``, ``2 fixes``."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def link(text: str, target: str) -> str:
    """A Markdown link to a relative path; ``target`` is percent-encoded."""
    return f"[{escape_md(text)}]({quote(target)})"


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """Markdown table lines from already escaped cells."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def totals_line(totals: Mapping[str, Any]) -> str:
    """``❌ 1 failed · 1 error · 45 passed · … — N rulings`` (N: the rulings run), problems first."""
    bad = totals["failed"] + totals["errors"] + totals.get("xpass", 0)  # each makes the run exit 1
    mark = "❌" if bad else ("⚠️" if totals.get("pending") else "✅")
    words = (
        ("failed", "failed", "failed"),
        ("errors", "error", "errors"),
        ("passed", "passed", "passed"),
        ("unsupported", "unsupported", "unsupported"),
        ("xfail", "expected failure", "expected failures"),
        ("xpass", "unexpected pass", "unexpected passes"),
        ("flaky", "flaky", "flaky"),
        ("pending", "not run", "not run"),
    )
    parts = []
    for key, one, many in words:
        count = totals.get(key, 0)
        if count or key == "passed":
            text = plural(count, one, many)
            parts.append(f"**{text}**" if key in ("failed", "errors") else text)
    return f"{mark} " + " · ".join(parts) + f" — {totals['total']} rulings"


def headline(ruling: Mapping[str, Any]) -> str | None:
    """The part of a ruling's message worth a table cell.

    For errors that is the last line (where a traceback names the exception).
    """
    message = ruling.get("message")
    if not message:
        return None
    if ruling["status"] in ERROR_STATUSES:
        lines = [line for line in str(message).splitlines() if line.strip()]
        return lines[-1] if lines else None
    return str(message)


def mutant_lines(mutants: Sequence[Mapping[str, Any]]) -> list[str]:
    """The mutant kill matrix as a heading and a table."""
    killed = sum(1 for m in mutants if m["killed"])
    rows = [
        [
            escape_md(m["name"]),
            escape_md(m["target"]),
            "✅ killed" if m["killed"] else "❌ **survived**",
            escape_md(", ".join(m.get("killed_by") or [])) or "—",
            escape_md(m.get("examples_to_kill")) or "—",
        ]
        for m in mutants
    ]
    return [
        f"### Mutants: {killed} of {len(mutants)} killed",
        "",
        *table(["Mutant", "Target", "Result", "Killed by", "Examples"], rows),
    ]


def cause_lines(causes: Sequence[Mapping[str, Any]]) -> list[str]:
    """The causes across rulings as a heading and a table, before the rulings."""
    rows = [
        [
            escape_md(c["signature"]),
            escape_md(c["status"]),
            escape_md(", ".join(c["rulings"]), MESSAGE_CHARS),
            escape_md(c.get("description"), MESSAGE_CHARS) or "—",
            _counterexample_link(c.get("counterexample")),
        ]
        for c in causes[:MAX_ROWS]
    ]
    more = ["", f"…and {len(causes) - MAX_ROWS} more; see report.html."] if len(causes) > MAX_ROWS else []
    return [f"### {causes_heading(causes)}", "",
            *table(["Cause", "Status", "Rulings", "Smallest example", "Counterexample"], rows), *more]


def _counterexample_link(path: str | None) -> str:
    return link(path.rsplit("/", 1)[-1], path) if path else "—"


def render_markdown(report: Report) -> str:
    """The whole summary.md."""
    engine = report["engine"]
    lines = [
        f"## mtg-conformance: {escape_md(engine['name'])} {escape_md(engine['version'])}",
        "",
        totals_line(report["totals"]),
        "",
        f"Engine {escape_md(engine['spec'])} · profile {escape_md(report['profile'])} · "
        f"seed {escape_md(report['seed'])} · {report['duration_s']:.1f} s"
        + ("" if report["complete"] else " · **incomplete run**"),
        "",
    ]
    if report.get("causes"):
        lines += [*cause_lines(report.get("causes") or []), ""]
    order = {status: i for i, status in enumerate(ATTENTION)}
    notable = sorted(
        (r for r in report["rulings"] if r["status"] in order),
        key=lambda r: order[r["status"]],
    )
    if notable:
        rows = [
            [
                escape_md(r["id"]),
                escape_md(r["status"]),
                escape_md(headline(r), MESSAGE_CHARS) or "—",
                _counterexample_link(r.get("counterexample")),
            ]
            for r in notable[:MAX_ROWS]
        ]
        lines += table(["Ruling", "Status", "Message", "Counterexample"], rows)
        if len(notable) > MAX_ROWS:
            lines += ["", f"…and {len(notable) - MAX_ROWS} more; see report.html."]
        lines.append("")
    if report.get("mutants"):
        lines += [*mutant_lines(report["mutants"] or []), ""]
    lines.append("Full report: report.html · machine-readable: report.json, junit.xml")
    return "\n".join(lines) + "\n"
