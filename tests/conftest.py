"""What every test folder shares.

The tests folder itself is on ``sys.path`` (``pythonpath`` in pyproject.toml), so the helpers beside this
file (``setups``, ``reportdata``, ``oneline``, ``dossiers``, ``oracle_check``) and the fake engines
(``fake_engines.*``, also named by ``python:fake_engines.MODULE:FACTORY`` engine specs) import by name.
Draw options (real cards only) are put in force by a test itself, with ``strategies.options.drawing_with``.
"""

from cputimes import (  # noqa: F401 (hooks of the opt-in --cpu-times table, tests/README.md)
    pytest_addoption,
    pytest_runtest_call,
    pytest_runtest_logreport,
    pytest_runtest_setup,
    pytest_runtest_teardown,
    pytest_sessionfinish,
)
from fast_tier import pytest_collection_modifyitems  # noqa: F401 (the fast tier's measured choices)
