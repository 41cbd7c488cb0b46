"""Reading mana costs as a judge does (107.4, 202.3): how much a cost is worth and how much mana pays it."""

from __future__ import annotations

import re

_SYMBOL = re.compile(r"\{([^}]+)\}")


def mana_symbols(cost: str | None) -> list[str]:
    """The symbols of a cost string such as ``{2}{W/U}{g/p}``, upper case, without braces."""
    return [s.upper() for s in _SYMBOL.findall(cost or "")]


def symbol_mana_value(symbol: str, x: int = 0) -> int:
    """202.3: a generic symbol counts its number, X the value announced for it (202.3e), a hybrid symbol its
    largest component ({2/W} counts 2, 202.3f), any other symbol (colored, colorless, Phyrexian, snow) 1."""
    if symbol.isdigit():
        return int(symbol)
    if symbol == "X":
        return x
    return max(int(part) if part.isdigit() else 1 for part in symbol.split("/"))


def mana_value(cost: str | None, x: int = 0) -> int:
    """202.3: the total of a mana cost's symbols, X counting as `x`."""
    return sum(symbol_mana_value(s, x) for s in mana_symbols(cost))


def symbol_mana_paid(symbol: str, x: int = 0) -> tuple[int, int]:
    """How little and how much mana paying one symbol takes: a Phyrexian symbol may be paid with 2 life instead
    (107.4f), a {2/W} symbol with one white mana or two generic (107.4e), X with `x` mana (107.3)."""
    if symbol.isdigit():
        return int(symbol), int(symbol)
    if symbol == "X":
        return x, x
    parts = symbol.split("/")
    if "P" in parts:
        return 0, 1
    amounts = [int(part) if part.isdigit() else 1 for part in parts]
    return min(amounts), max(amounts)


def mana_paid_range(cost: str | None, x: int = 0) -> tuple[int, int]:
    """The least and the most mana that paying `cost` in full can take (X as `x`)."""
    ranges = [symbol_mana_paid(s, x) for s in mana_symbols(cost)]
    return sum(r[0] for r in ranges), sum(r[1] for r in ranges)


def _symbol_key(symbol: str) -> str:
    """One symbol spelt one way: a hybrid or Phyrexian symbol's parts in a fixed order ({W/G} is {G/W}, {P/U} is
    {U/P}), upper case (107.4e, 107.4f)."""
    return "/".join(sorted(symbol.split("/")))


def mana_cost_key(cost: str | None) -> tuple[int, tuple[str, ...]] | None:
    """A mana cost as a judge reads it (107.4, 202.1): its generic amount and the multiset of its other symbols,
    whatever their order, case or spelling; None for no mana cost at all (an empty string included)."""
    symbols = mana_symbols(cost)
    if not symbols:
        return None
    generic = sum(int(s) for s in symbols if s.isdigit())
    return generic, tuple(sorted(_symbol_key(s) for s in symbols if not s.isdigit()))


def same_mana_cost(a: str | None, b: str | None) -> bool:
    """Whether two written mana costs are the same cost: the same symbols as a multiset, generic symbols summed
    ({1}{R}{1}{U} is {2}{R}{U}), hybrid and Phyrexian symbols equal whatever the order of their parts or the
    letters' case. Every verdict that reads a mana cost compares it with this (docs/judging.md)."""
    return mana_cost_key(a) == mana_cost_key(b)
