"""Mutants: variants of the reference engine, each with one deliberate, documented deviation.

Each mutant replaces one or a few entries of the game's rule table (reference_engine/rules.py) by functions of
the same signature, the way a real engine has got that rule wrong; a replacement that still wants the reference
behaviour calls the rule it replaces (`Game.rule(game, ...)`). `--engine mutant:NAME` runs the suite on one; the
suite must fail each, on the ruling it targets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..adapter import ReferenceEngine
from ..game import Game
from ..rules import Rule


@dataclass(frozen=True)
class Mutant:
    name: str
    target: str
    description: str
    replacements: Mapping[str, Rule]
    """The rule table's entries it replaces, by name."""
    game_class: type[Game]
    """The game with those entries replaced (`Game.variant`)."""


MUTANTS: dict[str, Mutant] = {}


def mutant(name: str, target: str, description: str, **replacements: Rule) -> Mutant:
    """Register a mutant: the reference game with the named rule table entries replaced. A replacement with
    another signature than the rule it replaces is refused here, when the mutant is defined."""
    if name in MUTANTS:
        raise ValueError(f"mutant {name} defined twice")
    if not replacements:
        raise ValueError(f"mutant {name} replaces no rule")
    game_class = Game.variant("".join(w.title() for w in name.split("-")), replacements)
    MUTANTS[name] = found = Mutant(name, target, description, dict(replacements), game_class)
    return found


def _load() -> None:
    from . import adventure, clue, discover, disguise, refusals, role  # noqa: F401


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
