"""A fake engine for tests/e2e/test_nightly.py: an in-process engine that breaks WOE-08 on its first game only.

Named by the spec ``python:fake_engines.flaky_engine:make`` (the tests directory is on ``sys.path``).
"""

from __future__ import annotations

from typing import Any

from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from reference_engine.mutants import open_mutant


class FirstGameWrong(ReferenceEngine):
    """Plays its first game as the mutant adventure-to-graveyard, every later game correctly."""

    name = "flaky-first-game"

    def __init__(self) -> None:
        super().__init__()
        self.games = 0

    def setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        self.game_class = open_mutant("adventure-to-graveyard").game_class if self.games == 0 else Game
        self.games += 1
        return super().setup(setup)


def make() -> FirstGameWrong:
    """The engine factory."""
    return FirstGameWrong()
