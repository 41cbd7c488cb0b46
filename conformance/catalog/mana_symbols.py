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
    """One symbol in a form that doesn't depend on spelling: a hybrid or Phyrexian symbol's parts in any order
    and case (``{g/w}``, ``{W/G}``; ``{P/W}``, ``{w/p}``) are one symbol."""
    return "/".join(sorted(symbol.upper().split("/")))


def same_mana_cost(a: str | None, b: str | None) -> bool:
    """Whether two mana cost strings are the same cost (107.4, 202.1): the same symbols as a multiset, whatever
    their order (``{W}{U}`` is ``{U}{W}``), the letters' case, or the order of a hybrid symbol's parts."""
    return sorted(map(_symbol_key, mana_symbols(a))) == sorted(map(_symbol_key, mana_symbols(b)))
