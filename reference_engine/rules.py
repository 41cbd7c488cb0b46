"""The game's rule table: every rule of the game by name, the one place the game looks a rule up.

An action is performed by the table's entry for its kind (`mtg_protocol.vocab.ActionType`), a paused sequence
resumes with the entry its `Then` names (`Continuation`, state.py), and every other rule is an entry too. A variant
of the game (a mutant) is the same game with some entries replaced (`Game.variant`); a replacement must have the
signature of the entry it replaces (`check_replacement`), checked when the variant is made.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any

from mtg_protocol.vocab import ACTION_TYPES

ACTION_KINDS: frozenset[str] = frozenset(ACTION_TYPES)
"""The closed set of neutral actions (`ActionType`, mtg_protocol.vocab); each names the rule that performs it."""

Rule = Callable[..., Any]
"""A rule: a function whose first parameter is the game it reads and changes."""

RuleTable = Mapping[str, Rule]


def rules_of(cls: type) -> dict[str, Rule]:
    """The rule functions a game class defines or inherits, by name (the nearest definition wins)."""
    table: dict[str, Rule] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            if inspect.isfunction(value) and not name.startswith("__"):
                table[name] = value
    return table


def _shape(rule: Rule) -> list[tuple[str, Any, Any, str]]:
    """A rule's parameters after the game, each as (name, kind, default, annotation), and its return annotation."""
    sig = inspect.signature(rule)
    params = list(sig.parameters.values())[1:]
    shape = [(p.name, p.kind, p.default, str(p.annotation)) for p in params]
    return [*shape, ("return", None, None, str(sig.return_annotation))]


def check_replacement(table: RuleTable, name: str, replacement: Rule) -> None:
    """Raise `TypeError` unless `replacement` has the signature of the entry `name` it replaces (its parameters
    after the game: names, kinds, defaults and annotations, and its return annotation)."""
    if name not in table:
        raise TypeError(f"{name!r} is not a rule of the game: nothing to replace")
    expected, found = _shape(table[name]), _shape(replacement)
    if expected != found:
        raise TypeError(f"the replacement for {name!r} has the signature {inspect.signature(replacement)}, "
                        f"the rule {inspect.signature(table[name])}")
