"""The ruling record, its checks when it is defined (``InvalidRuling``), and the catalog of defined rulings."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from hypothesis import strategies as st

from strategies.scenarios import plans
from strategies.situations import RulingPlan, Situation

from ..protocol.trace import JudgedTrace, Violation
from .registry import card_set, mechanic_names
from .universal import universal
from .views import views_match_model

Invariant = Callable[[JudgedTrace], list[Violation]]
RULING_ID = re.compile(r"([A-Z0-9]{3})-(\d{2})")
RULE_NUMBER = re.compile(r"\d{3}(\.\d+[a-z]?(-[a-z])?)?")
"""A Comprehensive Rules number as the records cite it: ``715``, ``702.16``, ``715.3d``, ``111.10j-r``."""


class InvalidRuling(TypeError):
    """A ruling defined with something wrong or missing (raised when it is defined, in the manner of
    Hypothesis's ``InvalidDefinition``); the message names the ruling and every problem."""


@dataclass(frozen=True)
class Ruling:
    """One official ruling: where it comes from, what it means in our words, and how it is checked.

    Its scenario strategy and situation come from its plan in the strategy layer (``strategies.scenarios``).
    """

    id: str
    mechanic: str
    summary: str
    rules: tuple[str, ...]
    scenario: Callable[[int], st.SearchStrategy[Any]]
    situation: Situation
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
        found = card_set(code)
        assert found is not None  # ruling() refuses an unknown set
        return {"set": code, "set_name": found.name, "date": found.released, "position": int(position)}

    def check(self, trace: JudgedTrace) -> list[Violation]:
        """The ruling's own violations (the first invariant to flag a step speaks for it), then universal ones at
        steps the ruling's invariants didn't flag (unless the universal checks are switched off: ``own_only``)."""

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


def ruling(id: str, mechanic: str, summary: str, rules: tuple[str, ...], *invariants: Invariant,
           needs: tuple[str, ...] = (), views: bool = False, cards: tuple[str, ...] = (), gaps: tuple[str, ...] = (),
           plan: RulingPlan | None = None) -> Ruling:
    """Define and register a ruling; ``gaps`` says in words what its invariants can't check yet, and why.

    Its scenario strategy and situation come from its plan in the strategy layer, found by id
    (``strategies.scenarios.plans()``) unless given. Raises InvalidRuling naming what is wrong or missing.
    """
    if plan is None:

        plan = plans().get(id)
    problems = definition_problems(id, mechanic, summary, rules, invariants, needs, plan)
    if problems:
        raise InvalidRuling(f"ruling {id!r}: " + "; ".join(problems))
    assert plan is not None
    if views:  # a ruling about what players see compares every player's view with the model's, field by field

        invariants = (*invariants, views_match_model)
    r = Ruling(id, mechanic, summary, tuple(rules), plan.scenario, plan.situation, tuple(invariants),
               tuple(needs) or (mechanic,), views, tuple(cards), tuple(gaps))
    RULINGS[id] = r
    return r


def definition_problems(id: str, mechanic: str, summary: str, rules: tuple[str, ...],
                        invariants: tuple[Invariant, ...], needs: tuple[str, ...],
                        plan: RulingPlan | None) -> list[str]:
    """What is wrong with a ruling's definition, in words (empty when nothing is)."""
    out = []
    found = RULING_ID.fullmatch(id) if isinstance(id, str) else None
    if found is None:
        out.append("its id must be a set code and a two-digit position, such as WOE-08")
    elif card_set(found.group(1)) is None:
        out.append(f"unknown set {found.group(1)} (add it to SETS in conformance/catalog/registry.py)")
    if id in RULINGS:
        out.append("defined twice")
    known = mechanic_names()
    for name in (mechanic, *needs):
        if name not in known:
            out.append(f"unknown mechanic {name!r} (add it to MECHANICS in conformance/catalog/registry.py)")
    if not summary or not summary.strip():
        out.append("no summary")
    if not rules or isinstance(rules, str):
        out.append("no rules cited (give a tuple of Comprehensive Rules numbers)")
    else:
        out += [f"{r!r} is not a Comprehensive Rules number" for r in rules if not RULE_NUMBER.fullmatch(str(r))]
    if not invariants:
        out.append("no invariant")
    out += [f"invariant {v!r} is not callable" for v in invariants if not callable(v)]
    if plan is None:
        out.append("no scenario strategy and no situation (no module of strategies/scenarios/ has it in its PLANS)")
    else:
        if not callable(plan.scenario):
            out.append("its scenario strategy is not callable")
        if plan.situation is None or not callable(plan.situation.reached) or not plan.situation.words.strip():
            out.append("no situation (a predicate over the model's trace, and the situation in words)")
    return out
