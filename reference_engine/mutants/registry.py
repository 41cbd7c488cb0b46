"""The mutants' registry: each mutant by name, with the rule table entries it replaces."""

from __future__ import annotations

import re
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
TARGET = re.compile(r"[A-Z0-9]{3}-\d{2}")
"""A ruling id: its set's code and its position in the set's release notes."""


def mutant(name: str, target: str, description: str, **replacements: Rule) -> Mutant:
    """Register a mutant: the reference game with the named rule table entries replaced. A replacement with
    another signature than the rule it replaces is refused here, when the mutant is defined."""
    if name in MUTANTS:
        raise ValueError(f"mutant {name} defined twice")
    if not TARGET.fullmatch(target):  # the catalog, above this layer, checks that the ruling exists
        raise ValueError(f"mutant {name}: its target {target!r} is not a ruling id such as WOE-08")
    if not replacements:
        raise ValueError(f"mutant {name} replaces no rule")
    game_class = Game.variant("".join(w.title() for w in name.split("-")), replacements)
    MUTANTS[name] = found = Mutant(name, target, description, dict(replacements), game_class)
    return found
