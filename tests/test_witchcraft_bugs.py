"""Every witchcraft bug dossier (docs/witchcraft-bugs/NN-*.py) still reproduces on the installed python-mtg.

Each script exits 1 while witchcraft misbehaves, 0 once it behaves correctly, 2 if it can't build its situation.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from dossiers import check_pairs, check_reproduces, scripts

pytest.importorskip("mtg", reason="witchcraft (pip install python-mtg==0.1.1) is not installed")


def test_every_dossier_has_a_script_and_a_write_up() -> None:
    check_pairs("witchcraft-bugs")


@pytest.mark.parametrize("script", scripts("witchcraft-bugs"), ids=lambda p: p.stem)
def test_bug_still_reproduces(script: Path) -> None:
    """The script exits 1: witchcraft still breaks the rules the dossier names."""
    check_reproduces(script, "witchcraft-results.md")
