"""Mutants: variants of the reference engine, each with one deliberate, documented deviation.

Each mutant replaces one or a few entries of the game's rule table (reference_engine/rules.py) by functions of
the same signature, the way a real engine has got that rule wrong; a replacement that still wants the reference
behaviour calls the rule it replaces (`Game.rule(game, ...)`). `--engine mutant:NAME` runs the suite on one; the
suite must fail each, on the ruling it targets.
"""

from __future__ import annotations

import importlib
import pkgutil

from ..adapter import ReferenceEngine
from .registry import MUTANTS, Mutant, mutant

__all__ = ["MUTANTS", "Mutant", "all_mutants", "mutant", "open_mutant"]


def _load() -> None:
    """Import every module of the package, each defining its mechanic's mutants (a new one needs no line here)."""
    for found in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{found.name}")


def all_mutants() -> list[Mutant]:
    _load()
    return sorted(MUTANTS.values(), key=lambda m: (m.target, m.name))


def open_mutant(name: str) -> ReferenceEngine:
    """An engine that plays by the mutant's rules."""
    _load()
    if name not in MUTANTS:
        raise KeyError(f"unknown mutant {name!r} (see: mtg-conformance mutants --list)")
    found = MUTANTS[name]
    engine = ReferenceEngine()
    engine.game_class = found.game_class
    engine.name = f"mutant:{name}"
    return engine
