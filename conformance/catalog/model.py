"""The ruling record and the catalog registry."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from hypothesis import strategies as st

from ..trace import JudgedTrace, Violation

Invariant = Callable[[JudgedTrace], list[Violation]]

SETS = {
    "WOE": ("Wilds of Eldraine", "2023-09-01"),
    "LCI": ("The Lost Caverns of Ixalan", "2023-11-10"),
    "MKM": ("Murders at Karlov Manor", "2024-02-02"),
}
"""The sets whose release notes the rulings come from: name and release date."""


@dataclass(frozen=True)
class Ruling:
    """One official ruling: where it comes from, what it means in our words, and how it is checked."""

    id: str
    mechanic: str
    summary: str
    rules: tuple[str, ...]
    scenario: Callable[[int], st.SearchStrategy[Any]]
    invariants: tuple[Invariant, ...]
    needs: tuple[str, ...] = ()
    views: bool = False
    cards: tuple[str, ...] = field(default=())
    gaps: tuple[str, ...] = ()
    universal_checks: bool = True

    @property
    def source(self) -> dict[str, Any]:
        """Where the ruling comes from: the set's release notes (code, name, release date) and its position."""
        code, position = self.id.split("-")
        name, date = SETS[code]
        return {"set": code, "set_name": name, "date": date, "position": int(position)}

    def check(self, trace: JudgedTrace) -> list[Violation]:
        """The ruling's own violations (the first invariant to flag a step speaks for it), then universal ones at
        steps the ruling's invariants didn't flag (unless the universal checks are switched off: ``own_only``)."""
        from .universal import universal

        out: list[Violation] = []
        for invariant in self.invariants:
            out += [v.of(getattr(invariant, "__name__", "invariant")) for v in invariant(trace)
                    if v.step is None or v.step not in {w.step for w in out}]
        if not self.universal_checks:
            return out
        flagged = {v.step for v in out}
        return out + [v for v in universal(trace) if v.step not in flagged]

    def meta(self) -> dict[str, Any]:
        return {"id": self.id, "mechanic": self.mechanic, "summary": self.summary, "rules": list(self.rules),
                "source": self.source, "needs": list(self.needs), "gaps": list(self.gaps)}

    def own_only(self) -> Ruling:
        """This ruling judged by its own invariants alone, without the universal checks (the kill matrix's
        ``--own-only``: a bug must be caught by the ruling it breaks, not by luck elsewhere)."""
        return replace(self, universal_checks=False)


RULINGS: dict[str, Ruling] = {}


def ruling(id: str, mechanic: str, summary: str, rules: tuple[str, ...], scenario: Callable[[int], Any],
           *invariants: Invariant, needs: tuple[str, ...] = (), views: bool = False,
           cards: tuple[str, ...] = (), gaps: tuple[str, ...] = ()) -> Ruling:
    """Define and register a ruling; ``gaps`` says in words what its invariants can't check yet, and why."""
    if id in RULINGS:
        raise ValueError(f"ruling {id} defined twice")
    if views:  # a ruling about what players see compares every player's view with the model's, field by field
        from .views import views_match_model

        invariants = (*invariants, views_match_model)
    r = Ruling(id, mechanic, summary, tuple(rules), scenario, tuple(invariants), tuple(needs) or (mechanic,),
               views, tuple(cards), tuple(gaps))
    RULINGS[id] = r
    return r
