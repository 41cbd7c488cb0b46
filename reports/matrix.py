"""The cross-engine matrix: several engines' report.json files side by side, ruling by ruling.

Rows are the rulings of every report (catalog order, grouped by mechanic), columns the engines. A cell
is the ruling's verdict on that engine, linked to its counterexample file in that report's folder, and
the causes the report groups it under (the top-level ``causes`` list, when a report has one). Reports
are untrusted: each is loaded through :func:`reports.model.load_report`, counterexample paths that
leave their report's folder are not linked, and every string is escaped by the writers.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from mtg_protocol.untrusted import clean_data, clean_text
from mtg_protocol.verdicts import Verdict
from reports.badge import badge_color, render_badge
from reports.html import STATUS_LABELS, environment, when
from reports.markdown import escape_md, table
from reports.model import Report, load_report, ruling_sort_key

ABSENT = "absent"  # the ruling is not in this engine's report (another catalog, or a selection of rulings)
MATRIX_HTML, MATRIX_MD, BADGES = "matrix.html", "matrix.md", "badges"
_SLUG = re.compile(r"[^a-z0-9._-]+")


@dataclass
class Cause:
    """One cause a report names: a failure signature seen in one or more rulings."""

    number: int
    signature: str
    description: str
    rulings: list[str]


@dataclass
class Cell:
    """One ruling on one engine."""

    status: str
    message: str = ""
    href: str | None = None
    causes: list[Cause] = field(default_factory=list)


@dataclass
class Column:
    """One engine: its report, where the report lives relative to the output folder, and its badge."""

    label: str
    slug: str
    report: Report
    folder: str
    causes: list[Cause]
    html_report: str | None

    @property
    def passed(self) -> int:
        return sum(r["status"] == Verdict.PASSED for r in self.report["rulings"])

    @property
    def total(self) -> int:
        return len(self.report["rulings"])

    def badge(self, ident: str = "b") -> str:
        statuses = [r["status"] for r in self.report["rulings"]]
        engine = self.report["engine"]
        title = f"{self.label}: {self.passed} of {self.total} rulings passed ({engine['spec']}, " \
                f"profile {self.report['profile']})"
        return render_badge("rulings", f"{self.passed}/{self.total}", badge_color(statuses), title, ident)


@dataclass
class Row:
    ruling: Mapping[str, Any]
    cells: list[Cell]


@dataclass
class Matrix:
    columns: list[Column]
    groups: dict[str, list[Row]]


def report_path(given: str | Path) -> Path:
    """A report.json, or a report folder standing for the report.json in it."""
    path = Path(given)
    return path / "report.json" if path.is_dir() else path


def read_causes(report: Mapping[str, Any]) -> list[Cause]:
    """The report's ``causes`` list if it has one, read leniently: entries that are not objects naming
    rulings are skipped, so a report from another version of the tool still shows its verdicts."""
    raw = report.get("causes")
    if not isinstance(raw, list):
        return []
    causes: list[Cause] = []
    for entry in raw:
        if not isinstance(entry, dict) or not isinstance(entry.get("rulings"), list):
            continue
        rulings = [r for r in entry["rulings"] if isinstance(r, str)]
        signature = entry.get("signature")
        signature = signature if isinstance(signature, str) else ""
        description = entry.get("description")
        description = description if isinstance(description, str) and description else signature
        if rulings:
            causes.append(Cause(len(causes) + 1, clean_text(signature), clean_text(description), rulings))
    return causes


def _link(report_dir: Path, relative: Any, out_dir: Path) -> str | None:
    """The counterexample's path relative to ``out_dir``, if it is a file inside its report's folder."""
    if not isinstance(relative, str) or not relative or "://" in relative or relative.startswith(("/", "\\")):
        return None
    root = report_dir.resolve()
    target = (root / relative).resolve()
    if not target.is_relative_to(root) or not target.is_file():
        return None
    return Path(os.path.relpath(target, out_dir.resolve())).as_posix()


def _labels(reports: Sequence[Report]) -> list[str]:
    """Column names from each report's engine: its name, else its spec where names repeat, then a number."""
    names = [r["engine"]["name"] or r["engine"]["spec"] for r in reports]
    labels = [r["engine"]["spec"] if names.count(n) > 1 else n for n, r in zip(names, reports, strict=True)]
    seen: dict[str, int] = {}
    out: list[str] = []
    for label in map(clean_text, labels):
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label} ({seen[label]})")
    return out


def _slugs(labels: Sequence[str]) -> list[str]:
    out: list[str] = []
    for label in labels:
        slug = _SLUG.sub("-", label.lower()).strip("-.")[:60] or "engine"
        base, n = slug, 2
        while slug in out:
            slug, n = f"{base}-{n}", n + 1
        out.append(slug)
    return out


def build_matrix(paths: Sequence[str | Path], out_dir: str | Path) -> Matrix:
    """Load every report (a :class:`~mtg_protocol.errors.ReportError` on the first bad one) and line them up."""
    out = Path(out_dir)
    files = [report_path(p) for p in paths]
    reports = [clean_data(load_report(f)) for f in files]  # no writer sees a raw control character
    labels = _labels(reports)
    columns = []
    for label, slug, report, file in zip(labels, _slugs(labels), reports, files, strict=True):
        folder = Path(os.path.relpath(file.parent.resolve(), out.resolve())).as_posix()
        html = file.parent / "report.html"
        columns.append(Column(label, slug, report, folder, read_causes(report),
                              f"{folder}/report.html" if html.is_file() else None))
    catalog: dict[str, Mapping[str, Any]] = {}
    for report in reports:
        for ruling in report["rulings"]:
            catalog.setdefault(ruling["id"], ruling)
    groups: dict[str, list[Row]] = {}
    for ruling in sorted(catalog.values(), key=ruling_sort_key):
        cells = [_cell(column, files[i].parent, ruling["id"], out) for i, column in enumerate(columns)]
        groups.setdefault(ruling["mechanic"], []).append(Row(ruling, cells))
    return Matrix(columns, groups)


def _cell(column: Column, report_dir: Path, ruling_id: str, out: Path) -> Cell:
    found = next((r for r in column.report["rulings"] if r["id"] == ruling_id), None)
    if found is None:
        return Cell(ABSENT)
    return Cell(found["status"], clean_text(found.get("message") or ""),
                _link(report_dir, found.get("counterexample"), out),
                [c for c in column.causes if ruling_id in c.rulings])


# ----- writers -----------------------------------------------------------------------------------------------


def label_of(status: str) -> str:
    return "not in report" if status == ABSENT else STATUS_LABELS.get(status, status)


def render_matrix_markdown(matrix: Matrix, link_base: str = "") -> str:
    """The matrix as one Markdown table; links are relative to the output folder, prefixed by ``link_base``."""
    header = ["Mechanic", "Ruling", *(escape_md(c.label) for c in matrix.columns)]
    rows: list[list[str]] = [["", "**passed**", *(f"**{c.passed}/{c.total}**" for c in matrix.columns)]]
    for mechanic, group in matrix.groups.items():
        for i, row in enumerate(group):
            rows.append([escape_md(mechanic) if i == 0 else "", escape_md(row.ruling["id"]),
                         *(_md_cell(cell, link_base) for cell in row.cells)])
    lines = table(header, rows)
    notes = [f"- {escape_md(c.label)}: {escape_md(c.report['engine']['spec'])} "
             f"{escape_md(c.report['engine']['version'])}, profile {escape_md(c.report['profile'])}, "
             f"seed {c.report['seed']}, {escape_md(when(c.report['started_at']))}" for c in matrix.columns]
    for column in matrix.columns:
        notes += [f"- {escape_md(column.label)} cause {cause.number}: {escape_md(cause.description, 160)} "
                  f"({escape_md(', '.join(cause.rulings))})" for cause in column.causes]
    return "\n".join([*lines, "", *notes]) + "\n"


def _md_cell(cell: Cell, link_base: str) -> str:
    text = escape_md(label_of(cell.status))
    if cell.href:
        text = f"[{text}]({quote(link_base + cell.href)})"
    if cell.causes:
        text += " (cause " + ", ".join(str(c.number) for c in cell.causes) + ")"
    return text


def render_matrix_html(matrix: Matrix) -> str:
    """One self-contained page: inline CSS and SVG, no scripts, every value autoescaped."""
    return environment().get_template("matrix.html.j2").render(
        matrix=matrix, label_of=label_of, quote=quote, badges=[c.badge(f"b{i}") for i, c in enumerate(matrix.columns)])


def write_matrix(matrix: Matrix, out_dir: str | Path) -> dict[str, Path]:
    """Write matrix.html, matrix.md and badges/SLUG.svg; return the written paths by name."""
    from reports.atomic import write_atomic

    out = Path(out_dir)
    written = {MATRIX_HTML: write_atomic(out / MATRIX_HTML, render_matrix_html(matrix)),
               MATRIX_MD: write_atomic(out / MATRIX_MD, render_matrix_markdown(matrix))}
    for column in matrix.columns:
        name = f"{BADGES}/{column.slug}.svg"
        written[name] = write_atomic(out / name, column.badge())
    return written
