"""The ruling catalog: one module per mechanic, each ruling a record with its invariants."""

from __future__ import annotations

import fnmatch
import importlib

from .model import RULINGS, Ruling
from .registry import SETS, catalog_modules

for _module in catalog_modules():  # each mechanic's module registers its rulings (catalog/registry.py)
    importlib.import_module(f"{__name__}.{_module}")

__all__ = ["RULINGS", "Ruling", "all_rulings", "gaps_markdown", "select"]


def all_rulings() -> list[Ruling]:
    """Every ruling, in the order of RULINGS.md: by set (in the registry's order), then by position."""
    order = {s.code: i for i, s in enumerate(SETS)}
    return sorted(RULINGS.values(), key=lambda r: (order[r.id[:3]], int(r.id[4:])))


def select(patterns: list[str]) -> list[Ruling]:
    """Rulings matching ids or globs (``WOE-*``); raises KeyError naming a pattern that matches none."""
    rulings = all_rulings()
    if not patterns:
        return rulings
    chosen: list[Ruling] = []
    for pattern in patterns:
        found = [r for r in rulings if fnmatch.fnmatchcase(r.id, pattern.upper())]
        if not found:
            raise KeyError(f"no ruling matches {pattern!r}")
        chosen += [r for r in found if r not in chosen]
    return [r for r in rulings if r in chosen]


def gaps_markdown() -> str:
    """docs/ruling-gaps.md: what each ruling's invariants can't check yet, and why (its ``gaps`` field)."""
    lines = ["# What the rulings can't check yet", "",
             "Generated from the `gaps` field of the ruling records (`conformance/catalog/`); `mtg-conformance list`",
             "and `list --json` show the same. A gap closes when a card or rule that reaches it joins the pool.", ""]
    for r in all_rulings():
        for gap in r.gaps:
            lines.append(f"- **{r.id}**: {gap}")
    return "\n".join(lines) + "\n"
