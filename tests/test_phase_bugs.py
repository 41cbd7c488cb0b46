"""Every phase.rs bug dossier (docs/phase-bugs/NN-*.py) still reproduces on the installed phase-python.

Each script exits 1 while phase misbehaves, 0 once phase behaves correctly, 2 if it can't build its situation.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from dossiers import check_pairs, check_reproduces, scripts

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")


def test_every_dossier_has_a_script_and_a_write_up() -> None:
    """Each NN-title.py has its NN-title.md beside it, and the other way round."""
    check_pairs("phase-bugs")


@pytest.mark.parametrize("script", scripts("phase-bugs"), ids=lambda p: p.stem)
def test_bug_still_reproduces(script: Path) -> None:
    """The script exits 1: phase still breaks the rules the dossier names."""
    check_reproduces(script, "phase-results.md")
