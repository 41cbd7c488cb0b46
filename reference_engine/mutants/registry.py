"""The mutants' registry: each mutant by name, with the rule table entries it replaces."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

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
