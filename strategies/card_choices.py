"""The cards a scenario strategy can put in a setup, declared next to it, so that they can be listed without drawing.

Each strategy function is decorated with ``@uses(...)``, naming every card it (or a helper it calls) can add to a
setup: a name, a tuple of names (the same constants the strategy draws from), another strategy or helper that
is declared too, ``lands("GRU")`` for basic lands, a zero-argument callable of parts (a helper's cards for the
arguments the strategy gives it), or ``by_options(real_only=..., otherwise=...)`` for a choice that depends on
the draw options. ``cards_of(fn)``
evaluates the declaration under the options in force (``strategies.options``), in well under a millisecond.

``tests/strategies/test_card_choices.py`` checks, for every ruling, that the cards of many drawn scenarios are
among the declared ones (with and without synthetic cards); a card a strategy adds without declaring it fails
there. Names of synthetic cards a strategy draws itself (``strategies/cards.py``) are declared by their exact
names (``Wandering Hero 1 // Hero's Errand 1``): their characteristics are drawn, and the setup defines them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

from .options import real_cards_only
from .states import LAND_FOR, lands_for, restriction_permanents

F = TypeVar("F", bound=Callable[..., Any])
Part = Any
"""A card name, an iterable of parts, a declared function, a ``Choice`` or a zero-argument callable of parts."""


@dataclass(frozen=True)
class Choice:
    """Cards that depend on the draw options: ``real_only`` where only real cards may be drawn (the engine
    declines synthetic cards, or the run asked for real cards only), ``otherwise`` elsewhere."""

    real_only: tuple[Part, ...]
    otherwise: tuple[Part, ...]


def by_options(real_only: Part = (), otherwise: Part = ()) -> Choice:
    return Choice(tuple(_parts(real_only)), tuple(_parts(otherwise)))


def synthetic(*parts: Part) -> Choice:
    """Cards drawn only where synthetic cards are allowed."""
    return Choice((), parts)


@cache
def lands(colors: str) -> tuple[str, ...]:
    """The basic lands of some color letters (``"GRU"``)."""
    return tuple(dict.fromkeys(LAND_FOR[c] for c in colors))


def lands_to_cast(names: Part) -> Callable[[], tuple[str, ...]]:
    """The basic lands ``with_lands_for`` may add to cast any face of the (declared) cards: for a card the
    strategy draws itself (not in the pool), any color."""

    def evaluate() -> tuple[str, ...]:
        return _lands_to_cast(frozenset(_evaluate(names)))

    return evaluate


@cache
def _lands_to_cast(names: frozenset[str]) -> tuple[str, ...]:
    from reference_engine.cards import lookup

    colors = {c for name in names for c in (lands_for(name) if lookup(name) is not None else "WUBRG")}
    return lands("".join(sorted(colors, key="WUBRG".index)))


def permanents_to_cast(names: Part) -> Callable[[], tuple[str, ...]]:
    """The permanents ``restriction_permanents`` may add so that any of the (declared) cards can be cast (601.3)."""

    def evaluate() -> tuple[str, ...]:
        return restriction_permanents(*sorted(_evaluate(names)))

    return evaluate


def uses(*parts: Part) -> Callable[[F], F]:
    """Declare the cards the decorated strategy (or helper) can put in a setup."""

    def declare(fn: F) -> F:
        fn.card_parts = parts  # type: ignore[attr-defined]
        return fn

    return declare


def _parts(value: Part) -> Iterable[Part]:
    if isinstance(value, str) or callable(value) or isinstance(value, Choice):
        return (value,)
    return tuple(value)


def _evaluate(part: Part) -> set[str]:
    if isinstance(part, str):
        return {part}
    if isinstance(part, Choice):
        return _evaluate(part.real_only if real_cards_only() else part.otherwise)
    if hasattr(part, "card_parts"):
        return _evaluate(part.card_parts)
    if callable(part):
        return _evaluate(part())
    out: set[str] = set()
    for item in part:
        out |= _evaluate(item)
    return out


def names_of(*parts: Part) -> frozenset[str]:
    """The card names some parts stand for under the draw options in force."""
    return frozenset(_evaluate(parts))


def declared(fn: Any) -> bool:
    return hasattr(fn, "card_parts")


def cards_of(fn: Any) -> frozenset[str]:
    """The cards a declared strategy can put in a setup under the draw options in force."""
    if not declared(fn):
        raise ValueError(f"{getattr(fn, '__name__', fn)!r} declares no cards (strategies/card_choices.py)")
    return frozenset(_evaluate(fn))
