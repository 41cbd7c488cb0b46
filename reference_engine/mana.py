"""Mana costs, mana value and payment (rules 107, 118, 202.3, 601.2f-h)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

COLORS = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True)
class ManaCost:
    """A parsed mana cost: generic amount, colored/colorless symbols, and X count."""

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    x: int = 0

    @property
    def symbols(self) -> Counter[str]:
        return Counter(dict(self.colored))

    def mana_value(self, x_value: int = 0) -> int:
        """Rule 202.3: total mana in the cost; X counts as its chosen value (202.3e)."""
        return self.generic + sum(n for _, n in self.colored) + self.x * x_value

    def colors(self) -> frozenset[str]:
        """Rule 105.2: an object's color comes from the colored symbols of its mana cost."""
        return frozenset(c for c, _ in self.colored if c in COLORS)

    def with_x(self, x_value: int) -> ManaCost:
        """The cost to pay once X is chosen (107.3a)."""
        return ManaCost(self.generic + self.x * x_value, self.colored, 0)

    def plus(self, other: ManaCost) -> ManaCost:
        total = self.symbols + other.symbols
        return ManaCost(self.generic + other.generic, tuple(sorted(total.items())), self.x + other.x)

    def reduce_generic(self, amount: int) -> ManaCost:
        """Cost reductions reduce only the generic component here (601.2f)."""
        return ManaCost(max(0, self.generic - amount), self.colored, self.x)

    def __str__(self) -> str:
        return format_cost(self)


def parse_cost(text: str | None) -> ManaCost | None:
    """Parse ``"{X}{1}{G}"``; None stays None (an object with no mana cost, 202.1)."""
    if text is None:
        return None
    generic, x = 0, 0
    colored: Counter[str] = Counter()
    for sym in _SYMBOL.findall(text.upper()):  # keyword parameters are stored lower case ("disguise {w}")
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            x += 1
        elif sym in COLORS or sym == "C":
            colored[sym] += 1
        else:
            raise ValueError(f"unsupported mana symbol {{{sym}}} in {text!r}")
    return ManaCost(generic, tuple(sorted(colored.items())), x)


_SYMBOL_ORDER = {c: i for i, c in enumerate(("W", "U", "B", "R", "G", "C"))}


@lru_cache(maxsize=4096)
def format_cost(cost: ManaCost | None) -> str | None:
    if cost is None:
        return None
    out = "{X}" * cost.x
    if cost.generic or (not cost.colored and not cost.x):
        out += f"{{{cost.generic}}}"
    for sym, n in sorted(cost.colored, key=lambda s: _SYMBOL_ORDER[s[0]]):
        out += f"{{{sym}}}" * n
    return out


def parse_pool(text: str | None) -> Counter[str]:
    pool: Counter[str] = Counter()
    for sym in _SYMBOL.findall(text or ""):
        if sym.isdigit():
            pool["C"] += int(sym)
        else:
            pool[sym] += 1
    return pool


def format_pool(pool: Counter[str]) -> str:
    if not pool:
        return ""
    return "".join(f"{{{s}}}" * pool[s] for s in ("W", "U", "B", "R", "G", "C") if pool[s] > 0)


@dataclass(frozen=True)
class Payment:
    """How a cost is paid: mana taken from the pool and lands tapped for mana."""

    from_pool: tuple[tuple[str, int], ...]
    tapped: tuple[str, ...]


def plan_payment(cost: ManaCost, pool: Counter[str], lands: list[tuple[str, str]]) -> Payment | None:
    """Find a payment for `cost` (X already fixed): pool first, then lands in the given order.

    `lands` pairs each untapped land's card id with the color it taps for. Colored
    symbols are paid before generic so that the greedy choice never strands a color.
    """
    pool = Counter(pool)
    used: Counter[str] = Counter()
    free_lands = list(lands)
    tapped: list[str] = []
    for sym, n in cost.colored:
        for _ in range(n):
            if pool[sym] > 0:
                pool[sym] -= 1
                used[sym] += 1
                continue
            land = next((land for land in free_lands if land[1] == sym), None)
            if land is None:
                return None
            free_lands.remove(land)
            tapped.append(land[0])
    for _ in range(cost.generic):
        sym = next((s for s in ("C", *COLORS) if pool[s] > 0), None)
        if sym is not None:
            pool[sym] -= 1
            used[sym] += 1
        elif free_lands:
            tapped.append(free_lands.pop(0)[0])
        else:
            return None
    return Payment(tuple(sorted(used.items())), tuple(tapped))
