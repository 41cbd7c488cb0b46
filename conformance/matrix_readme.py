"""The cross-engine matrix kept in docs/matrix/ and shown in the README between two markers.

benchmarks/cross_engine_matrix.py runs the engines and rewrites the block; tests/reports/test_matrix.py checks
that the README shows what the kept reports make.
"""

from __future__ import annotations

import re
from pathlib import Path

from reports.matrix import build_matrix, render_matrix_markdown, write_matrix

# The README's columns, in this order; any other report kept in docs/matrix/reports/ follows, by folder name.
ENGINES = ["reference", "mutant:adventure-to-graveyard", "mutant:role-one-per-permanent", "phase", "witchcraft"]
START, END = "<!-- matrix:start -->", "<!-- matrix:end -->"


def slug(engine: str) -> str:
    """The folder name of an engine spec's kept report."""
    return re.sub(r"[^a-z0-9._-]+", "-", engine.lower()).strip("-")


def readme_block(matrix_dir: Path, link_base: str, write: bool = True) -> str:
    """The README's block for the reports in ``matrix_dir/reports/`` (ENGINES first); ``write`` also writes
    ``matrix_dir`` (matrix.html, matrix.md, badges/)."""
    reports = matrix_dir / "reports"
    folders = [reports / slug(e) for e in ENGINES if (reports / slug(e)).is_dir()]
    folders += sorted(p for p in reports.iterdir() if p.is_dir() and p not in folders)
    matrix = build_matrix(folders, matrix_dir)
    if write:
        write_matrix(matrix, matrix_dir)
    badges = " ".join(f"![{c.label}]({link_base}badges/{c.slug}.svg)" for c in matrix.columns)
    return f"{START}\n{badges}\n\n{render_matrix_markdown(matrix, link_base)}{END}"
