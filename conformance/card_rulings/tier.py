"""The card-rulings tier: each runnable case as a ruling the runner, session and reports already know.

A case becomes a ``CardRuling``: its invariant is its checks (``checks.judge``), its corpus is its one fixed
scenario, and no scenario is drawn (the tier's profile explores nothing). Everything after that is the
property tier's own machinery: capabilities and ``unsupported``, outcome alignment, confirmation of a failure,
expectations, counterexamples, report.json, JUnit, summary.md, HTML, causes and the matrix.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from hypothesis import strategies as st

from conformance.catalog.model import Ruling
from strategies.scenario import Scenario
from strategies.situations import Situation

from ..expectations import Expectation
from ..profiles import Profile
from .cases_io import MECHANICS, Case, load_cases
from .checks import judge

REFERENCE = "reference"


@dataclass(frozen=True)
class CardRuling(Ruling):
    """A card-ruling case in the shape of a ruling (never registered in the catalog's ``RULINGS``)."""

    case: Case | None = None

    @property
    def source(self) -> dict[str, Any]:
        """Where the ruling is published: release notes (set) or a card's official rulings (card), and date."""
        assert self.case is not None
        src = self.case.source
        out: dict[str, Any] = {"file": src.get("set") or src.get("card") or src["kind"], "date": src["date"],
                               "position": self.case.number, "kind": src["kind"]}
        out.update({k: src[k] for k in ("set", "card", "url") if k in src})
        return out

    def meta(self) -> dict[str, Any]:
        assert self.case is not None
        return {**super().meta(), "cards": list(self.case.cards), "tier": "card-rulings",
                "reference_bug": self.case.reference_bug}


def as_ruling(case: Case) -> CardRuling:
    """The ruling that runs a case: judged by its checks alone (the universal checks compare with the reference
    engine's trace; a case states its outcome itself)."""
    assert case.setup is not None
    scenario = case.scenario()
    situation = Situation(f"the setup of card-ruling case {case.id}", lambda _trace: True)
    return CardRuling(case.id, case.mechanic, case.ruling, case.rules, lambda _steps: st.just(scenario), situation,
                      (judge(case.checks, len(case.actions)),), case.needs, cards=case.cards,
                      universal_checks=False, case=case)


@cache
def cases() -> dict[str, Case]:
    """Every case of the corpus, gaps included, by id (loaded and validated once)."""
    return load_cases()


@cache
def card_rulings() -> dict[str, CardRuling]:
    """The runnable cases as rulings, by id, in listing order (mechanic, then id)."""
    ordered = sorted((c for c in cases().values() if c.runnable), key=lambda c: (MECHANICS.index(c.mechanic), c.id))
    return {c.id: as_ruling(c) for c in ordered}


def corpus() -> dict[str, list[Scenario]]:
    """Each runnable case's one scenario, by id."""
    return {rid: [r.case.scenario()] for rid, r in card_rulings().items() if r.case is not None}


def select(names: list[str] | tuple[str, ...]) -> list[CardRuling]:
    """The runnable cases named by ids, globs (``questing-druid-*``) or mechanics; all when none are named.
    ``KeyError`` naming the first name that matches nothing (a gap is named as such)."""
    known = card_rulings()
    if not names:
        return list(known.values())
    wanted: set[str] = set()
    for name in names:
        found = [rid for rid, r in known.items()
                 if fnmatch.fnmatchcase(rid, name.lower()) or r.mechanic == name.lower()]
        if not found:
            gap = cases().get(name)
            raise KeyError(f"card-ruling case {name!r} is a recorded gap ({gap.gap['reason']}): it is never run"
                           if gap is not None and gap.gap else f"no card-ruling case matches {name!r}")
        wanted.update(found)
    return [r for rid, r in known.items() if rid in wanted]


def tier_profile(profile: Profile) -> Profile:
    """The run's profile for fixed cases: each case is its own one example; nothing is drawn."""
    return replace(profile, max_examples=0)


def reference_expectations(spec: str) -> dict[str, Expectation]:
    """On the reference engine, each case marked ``reference_bug`` is an expected failure (a pass is an xpass
    and fails the run: the mark is stale)."""
    if spec.strip() != REFERENCE:
        return {}
    return {rid: Expectation(rid, expected="fail", note=r.case.reference_bug)
            for rid, r in card_rulings().items() if r.case is not None and r.case.reference_bug}
