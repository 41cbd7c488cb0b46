"""Mana costs, mana value and payment (rules 107, 118, 202.3, 601.2f-h)."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import overload

COLORS = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True)
class ManaCost:
    """A parsed mana cost: generic amount, colored/colorless symbols, X count, and hybrid and Phyrexian symbols.

    `hybrid` holds each hybrid (107.4e) or Phyrexian (107.4f) symbol as written without braces, such as
    ``"G/W"``, ``"2/U"``, ``"G/P"`` or ``"G/W/P"``, sorted.
    """

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    x: int = 0
    hybrid: tuple[str, ...] = ()

    @property
    def symbols(self) -> Counter[str]:
        return Counter(dict(self.colored))

    def mana_value(self, x_value: int = 0) -> int:
        """Rule 202.3: total mana in the cost; X counts as its chosen value (202.3e), a hybrid symbol as its
        largest component (202.3f), a Phyrexian symbol as 1 (202.3g)."""
        return (self.generic + sum(n for _, n in self.colored) + self.x * x_value
                + sum(hybrid_mana_value(h) for h in self.hybrid))

    def colors(self) -> frozenset[str]:
        """Rules 105.2, 202.2d: the colors of the colored, hybrid and Phyrexian symbols of the mana cost."""
        return frozenset(c for c, _ in self.colored if c in COLORS) | frozenset(
            part for h in self.hybrid for part in h.split("/") if part in COLORS)

    def with_x(self, x_value: int) -> ManaCost:
        """The cost to pay once X is chosen (107.3a)."""
        return ManaCost(self.generic + self.x * x_value, self.colored, 0, self.hybrid)

    def plus(self, other: ManaCost) -> ManaCost:
        total = self.symbols + other.symbols
        return ManaCost(self.generic + other.generic, tuple(sorted(total.items())), self.x + other.x,
                        tuple(sorted(self.hybrid + other.hybrid)))

    def reduce_generic(self, amount: int) -> ManaCost:
        """Cost reductions reduce only the generic component here (601.2f)."""
        return ManaCost(max(0, self.generic - amount), self.colored, self.x, self.hybrid)

    def __str__(self) -> str:
        return format_cost(self) or ""


def hybrid_mana_value(symbol: str) -> int:
    """202.3f, 202.3g: the largest component of a hybrid symbol; a Phyrexian symbol counts 1."""
    return max(int(p) if p.isdigit() else 1 for p in symbol.split("/"))


def _hybrid_symbol(sym: str, text: str) -> str:
    """Check a hybrid or Phyrexian symbol (107.4e, 107.4f): two different halves, or a color and P."""
    parts = sym.split("/")
    colors = [p for p in parts if p in COLORS]
    rest = [p for p in parts if p not in COLORS]
    ok = (len(parts) == 2 and len(colors) == 2 and colors[0] != colors[1]) or (
        len(parts) == 2 and len(colors) == 1 and rest in (["2"], ["C"], ["P"])) or (
        len(parts) == 3 and len(colors) == 2 and colors[0] != colors[1] and parts[2] == "P")
    if not ok:
        raise ValueError(f"unsupported mana symbol {{{sym}}} in {text!r}")
    return sym


@overload
def parse_cost(text: str) -> ManaCost: ...
@overload
def parse_cost(text: None) -> None: ...
def parse_cost(text: str | None) -> ManaCost | None:
    """Parse ``"{X}{1}{G}{G/W}{2/U}{G/P}"``; None stays None (an object with no mana cost, 202.1)."""
    if text is None:
        return None
    generic, x = 0, 0
    colored: Counter[str] = Counter()
    hybrid: list[str] = []
    for sym in _SYMBOL.findall(text.upper()):  # keyword parameters are stored lower case ("disguise {w}")
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            x += 1
        elif sym in COLORS or sym == "C":
            colored[sym] += 1
        elif "/" in sym:
            hybrid.append(_hybrid_symbol(sym, text))
        else:
            raise ValueError(f"unsupported mana symbol {{{sym}}} in {text!r}")
    return ManaCost(generic, tuple(sorted(colored.items())), x, tuple(sorted(hybrid)))


_SYMBOL_ORDER = {c: i for i, c in enumerate(("W", "U", "B", "R", "G", "C"))}


@lru_cache(maxsize=4096)
def format_cost(cost: ManaCost | None) -> str | None:
    if cost is None:
        return None
    out = "{X}" * cost.x
    if cost.generic or (not cost.colored and not cost.x and not cost.hybrid):
        out += f"{{{cost.generic}}}"
    for sym, n in sorted(cost.colored, key=lambda s: _SYMBOL_ORDER[s[0]]):
        out += f"{{{sym}}}" * n
    return out + "".join(f"{{{h}}}" for h in cost.hybrid)


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
    """How a cost is paid: mana taken from the pool, lands tapped for mana, and life paid (Phyrexian, 107.4f)."""

    from_pool: tuple[tuple[str, int], ...]
    tapped: tuple[str, ...]
    life: int = 0
    for_abilities: bool = False
    """A payment for an activated ability's cost: mana that may be spent only on abilities may pay it (106.6)."""


def plan_payment(cost: ManaCost, pool: Counter[str], lands: list[tuple[str, str]], life: int = 0) -> Payment | None:
    """Find a payment for `cost` (X already fixed): pool first, then lands in the given order.

    `lands` pairs each untapped land's card id with the mana it can tap for (one symbol, or the two colors of a
    land that adds one of two, `lands_for_colored`), once per mana it makes when tapped (a basic land tripled by a
    replacement effect is three entries, 106.12, 614.1a); `life` is the payer's life total.
    Each hybrid or Phyrexian symbol is first made into one way of paying it (`symbol_choices`): the first
    combination of those ways, in order, that the pool and the lands can pay is the one used.
    """
    if not cost.hybrid:
        return _plan_plain(cost, pool, lands)
    options = [symbol_choices(h, pool) for h in cost.hybrid]
    for combo in itertools.product(*options):
        extra_generic = sum(n for kind, n in combo if kind == "generic")
        life_paid = 2 * sum(1 for kind, _ in combo if kind == "life")
        if life_paid > life:  # 119.4: life may be paid only up to the life total
            continue
        colored = cost.symbols + Counter(kind for kind, _ in combo if kind not in ("generic", "life"))
        plain = ManaCost(cost.generic + extra_generic, tuple(sorted(colored.items())))
        found = _plan_plain(plain, pool, lands)
        if found is not None:
            return Payment(found.from_pool, found.tapped, life_paid)
    return None


def symbol_choices(symbol: str, pool: Counter[str]) -> list[tuple[str, int]]:
    """The ways to pay one hybrid or Phyrexian symbol, in the order they are tried.

    A colored half the mana pool holds comes first, then the other colored halves as written, then a
    generic half ({2/U}: two generic mana, 107.4e) and last 2 life for a Phyrexian symbol (107.4f).
    """
    parts = symbol.split("/")
    colors = [p for p in parts if p in COLORS]
    ways: list[tuple[str, int]] = sorted(((c, 1) for c in colors), key=lambda w: pool[w[0]] <= 0)
    ways += [("C", 1)] if "C" in parts else []
    ways += [("generic", int(p)) for p in parts if p.isdigit()]
    ways += [("life", 2)] if "P" in parts else []
    return ways


def lands_for_colored(needed: list[str], lands: list[tuple[str, str]]) -> list[tuple[str, str]] | None:
    """601.2g: one land for each colored symbol in `needed` (in order), each land able to make it, or None.

    A land's second part holds every symbol it can tap for: one for a basic land, two for a land whose mana
    ability adds one of two colors (106.1a, 605.1a), which may pay either. The first assignment in card-id order
    is taken; when a choice strands a later symbol, the next land that makes a different set of symbols is tried
    (lands making the same set are interchangeable, so with one-color lands this is the plain first fit).
    """
    if not needed:
        return []
    sym, rest = needed[0], needed[1:]
    tried: set[str] = set()
    for i, land in enumerate(lands):
        if sym not in land[1] or land[1] in tried:
            continue
        tried.add(land[1])
        found = lands_for_colored(rest, [other for j, other in enumerate(lands) if j != i])
        if found is not None:
            return [land, *found]
    return None


def _plan_plain(cost: ManaCost, pool: Counter[str], lands: list[tuple[str, str]]) -> Payment | None:
    """A payment for a cost of generic and single-color symbols only.

    Colored symbols are paid before generic so that the greedy choice never strands a color.
    """
    pool = Counter(pool)
    used: Counter[str] = Counter()
    needed: list[str] = []
    for sym, n in cost.colored:
        for _ in range(n):
            if pool[sym] > 0:
                pool[sym] -= 1
                used[sym] += 1
            else:
                needed.append(sym)
    colored_lands = lands_for_colored(needed, list(lands))
    if colored_lands is None:
        return None
    tapped = [land[0] for land in colored_lands]
    free_lands = list(lands)
    for land in colored_lands:  # one entry each: a source making several mana has one entry per mana (106.12)
        free_lands.remove(land)
    free_lands.sort(key=lambda land: land[0] not in tapped)  # a source tapped already gives its other mana first
    for _ in range(cost.generic):
        floating = next((s for s in ("C", *COLORS) if pool[s] > 0), None)
        if floating is not None:
            pool[floating] -= 1
            used[floating] += 1
        elif free_lands:
            tapped.append(free_lands.pop(0)[0])
        else:
            return None
    return Payment(tuple(sorted(used.items())), tuple(tapped))
