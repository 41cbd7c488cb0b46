"""Every phase.rs bug dossier (docs/phase-bugs/NN-*.py) still reproduces on the installed phase-python.

Each script exits 1 while phase misbehaves, 0 once phase behaves correctly, 2 if it can't build its situation.
"""

from __future__ import annotations

import pytest
from dossiers import dossier_tests

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

test_every_dossier_has_a_script_and_a_write_up, test_bug_still_reproduces = dossier_tests(
    "phase-bugs", "phase-results.md")
