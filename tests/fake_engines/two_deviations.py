"""A test engine with two independent deviations that both break MKM-11: the mutants
turn-face-up-sorcery-speed and turn-face-up-uses-stack combined in one game.

Named by the spec ``python:fake_engines.two_deviations:make`` (the tests directory on ``sys.path``).
"""

from __future__ import annotations

from reference_engine.adapter import ReferenceEngine
from reference_engine.mutants import open_mutant

MUTANTS = ("turn-face-up-sorcery-speed", "turn-face-up-uses-stack")


def make() -> ReferenceEngine:
    """The reference engine playing by both mutants' rules (each overrides a different rule method)."""
    engine = ReferenceEngine()
    classes = tuple(open_mutant(name).game_class for name in MUTANTS)
    engine.game_class = type("TwoDeviations", classes, {})
    engine.name = "two-deviations"
    return engine
