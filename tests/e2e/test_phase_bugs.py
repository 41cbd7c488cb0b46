"""Every phase.rs bug dossier (docs/phase-bugs/NN-*.py) still reproduces on the installed phase-python.

Each script exits 1 while phase misbehaves, 0 once phase behaves correctly, 2 if it can't build its situation.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from dossiers import dossier_tests

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

test_every_dossier_has_a_script_and_a_write_up, test_bug_still_reproduces = dossier_tests(
    "phase-bugs", "phase-results.md")


DOCS = Path(__file__).resolve().parents[2] / "docs"
ARCHIVES = (DOCS / "matrix" / "reports" / "phase" / "counterexamples",
            DOCS / "matrix" / "card-rulings" / "reports" / "phase" / "counterexamples")
"""Where phase's judged counterexamples are archived: the rulings tier's ci run and the card-rulings tier's run."""
CITED = re.compile(r"`([A-Za-z0-9.-]+\.json)`")
NOT_MET = "no counterexample in the archive"


@pytest.mark.parametrize("dossier", sorted((DOCS / "phase-bugs").glob("[0-9][0-9]-*.md")), ids=lambda p: p.stem)
def test_dossier_cites_archived_counterexamples(dossier: Path) -> None:
    """A dossier names the archived counterexample files that show its bug, and each one exists; a bug the archived
    runs didn't meet says so in those words."""
    text = dossier.read_text()
    cited = CITED.findall(text)
    assert cited or NOT_MET in text, f"{dossier.name} cites no counterexample file and doesn't say '{NOT_MET}'"
    missing = [name for name in cited if not any((folder / name).is_file() for folder in ARCHIVES)]
    assert not missing, f"{dossier.name} cites files missing from the archive: {missing}"
