"""What every test folder shares: the fixtures used by more than one layer.

The tests folder itself is on ``sys.path`` (``pythonpath`` in pyproject.toml), so the helpers beside this
file (``setups``, ``reportdata``, ``oneline``, ``dossiers``, ``oracle_check``) and the fake engines
(``fake_engines.*``, also named by ``python:fake_engines.MODULE:FACTORY`` engine specs) import by name.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from strategies.options import real_cards_only, set_real_cards_only


@pytest.fixture
def real_cards() -> Iterator[None]:
    """Real-cards-only drawing for one test (strategies.options), switched back afterwards."""
    before = real_cards_only()
    set_real_cards_only(True)
    yield
    set_real_cards_only(before)
