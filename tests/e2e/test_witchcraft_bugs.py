"""Every witchcraft bug dossier (docs/witchcraft-bugs/NN-*.py) still reproduces on the installed python-mtg.

Each script exits 1 while witchcraft misbehaves, 0 once it behaves correctly, 2 if it can't build its situation.
"""

from __future__ import annotations

import pytest
from dossiers import dossier_tests

pytest.importorskip("mtg", reason="witchcraft (pip install python-mtg==0.1.1) is not installed")

test_every_dossier_has_a_script_and_a_write_up, test_bug_still_reproduces = dossier_tests(
    "witchcraft-bugs", "witchcraft-results.md")
