"""Mutants: variants of the reference engine, each with one deliberate, documented deviation.

Each mutant overrides one rule method of `Game`, the way a real engine has
got that rule wrong. `--engine mutant:NAME` runs the suite on one; the suite
must fail each, on the ruling it targets.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from ..adapter import ReferenceEngine
from ..game import Game


@dataclass(frozen=True)
class Mutant:
    name: str
    target: str
    description: str
    game_class: type[Game]


MUTANTS: dict[str, Mutant] = {}
TARGET = re.compile(r"[A-Z0-9]{3}-\d{2}")
"""A ruling id: its set's code and its position in the set's release notes."""
G = TypeVar("G", bound=type[Game])


def mutant(name: str, target: str, description: str) -> Callable[[G], G]:
    """Class decorator: register a Game subclass as a mutant."""

    if not TARGET.fullmatch(target):  # the catalog, above this layer, checks that the ruling exists
        raise ValueError(f"mutant {name}: its target {target!r} is not a ruling id such as WOE-08")

    def register(cls: G) -> G:
        if name in MUTANTS:
            raise ValueError(f"mutant {name} defined twice")
        MUTANTS[name] = Mutant(name, target, description, cls)
        return cls

    return register


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
