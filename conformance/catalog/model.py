"""The ruling record, its checks when it is defined (``InvalidRuling``), and the catalog of defined rulings."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from hypothesis import strategies as st

from mtg_protocol.trace import JudgedTrace, Violation
from strategies.refusals import with_refusals
from strategies.situations import ScenarioFactory, Situation
from strategies.states import SetupBuilder

from .refusals import Refusal, refused_as_the_rules_say
from .registry import card_set, mechanic_names
from .universal import universal
from .views import views_match_model

Invariant = Callable[[JudgedTrace], list[Violation]]


@dataclass(frozen=True)
class Case:
    """One corpus case of a ruling, defined with it as data: what it shows, and its scenario (``setup`` and
    ``actions``, as its corpus file stores it; ``mtg-conformance rebuild`` writes the file)."""

    description: str
    scenario: dict[str, Any]

    @classmethod
    def built(cls, description: str, build: Callable[[SetupBuilder], list[Any]]) -> Case:
        """The case whose setup `build` adds to a fresh builder, and whose actions it returns."""
        builder = SetupBuilder()
        actions = build(builder)
        return cls(description, {"setup": builder.build(), "actions": actions})


RULING_ID = re.compile(r"([A-Z0-9]{3})-(\d{2})")
RULE_NUMBER = re.compile(r"\d{3}(\.\d+[a-z]?(-[a-z])?)?")
"""A Comprehensive Rules number as the records cite it: ``715``, ``702.16``, ``715.3d``, ``111.10j-r``."""


class InvalidRuling(TypeError):
    """A ruling defined with something wrong or missing (raised when it is defined, in the manner of
    Hypothesis's ``InvalidDefinition``); the message names the ruling and every problem."""


@dataclass(frozen=True)
class Ruling:
    """One official ruling: where it comes from, what it means in our words, and how it is checked.

    Defined once by ``ruling()`` and never replaced: its scenario strategy (composed from the general
    generators of ``strategies/``, with the refused candidates of its ``refusal`` drawn too), the situation it
    aims at, its invariants (``refused_as_the_rules_say`` first when it has a refusal) and its corpus cases.
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
    refusal: Refusal | None = None
    corpus: tuple[Case, ...] = ()

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
           scenario: ScenarioFactory | None = None, situation: Situation | None = None,
           refusal: Refusal | None = None, corpus: tuple[Case, ...] = (),
           needs: tuple[str, ...] = (), views: bool = False, cards: tuple[str, ...] = (), gaps: tuple[str, ...] = (),
           ) -> Ruling:
    """Define and register a ruling, whole; ``gaps`` says in words what its invariants can't check yet, and why.

    ``scenario`` is the strategy that draws its scenarios (a generator of ``strategies/scenarios/``) and
    ``situation`` what they aim at. Raises InvalidRuling naming what is wrong or missing.
    """
    problems = definition_problems(id, mechanic, summary, rules, invariants, needs, scenario, situation)
    problems += [f"corpus case {c!r} is not a Case" for c in corpus if not isinstance(c, Case)
                 or not isinstance(c.scenario.get("setup"), dict) or not isinstance(c.scenario.get("actions"), list)]
    if refusal is not None and not isinstance(refusal, Refusal):
        problems.append(f"refusal {refusal!r} is not a Refusal")
    if problems:
        raise InvalidRuling(f"ruling {id!r}: " + "; ".join(problems))
    assert scenario is not None and situation is not None
    draws = scenario
    if refusal is not None:  # the ruling forbids an action: its scenarios try it, and the engine must refuse it
        draws = with_refusals(scenario, refusal.families)
        invariants = (refused_as_the_rules_say(refusal), *invariants)
    if views:  # a ruling about what players see compares every player's view with the model's, field by field
        invariants = (*invariants, views_match_model)
    r = Ruling(id, mechanic, summary, tuple(rules), draws, situation, tuple(invariants),
               tuple(needs) or (mechanic,), views, tuple(cards), tuple(gaps), refusal=refusal, corpus=tuple(corpus))
    RULINGS[id] = r
    return r


def definition_problems(id: str, mechanic: str, summary: str, rules: tuple[str, ...],
                        invariants: tuple[Invariant, ...], needs: tuple[str, ...],
                        scenario: ScenarioFactory | None, situation: Situation | None) -> list[str]:
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
    if scenario is None and situation is None:
        out.append("no scenario strategy and no situation (give scenario= and situation=)")
    else:
        if not callable(scenario):
            out.append("its scenario strategy is not callable")
        if situation is None or not callable(situation.reached) or not situation.words.strip():
            out.append("no situation (a predicate over the model's trace, and the situation in words)")
    return out
