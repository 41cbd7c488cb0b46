"""The tiers a run can choose (``--tier``): which rulings it runs, their fixed scenarios, its suite file and
profile. Everything else (runner, session, reports) is shared.

- ``rulings``: the release-notes rulings of the catalog, their corpus cases first, then scenarios drawn by
  their strategies (the property tier).
- ``card-rulings``: the official per-card rulings, each a fixed case judged by its own checks
  (``conformance/card_rulings/``, docs/card-rulings.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from .card_rulings.tier import card_rulings, reference_expectations, tier_profile
from .card_rulings.tier import corpus as cases
from .card_rulings.tier import select as select_cases
from .catalog import RULINGS as CATALOG
from .catalog import all_rulings
from .catalog import select as select_catalog
from .config import TIERS
from .corpus import load_corpus

if TYPE_CHECKING:
    from strategies.scenario import Scenario

    from .catalog.model import Ruling
    from .expectations import Expectation
    from .profiles import Profile

RULINGS, CARD_RULINGS = TIERS


def registry(tier: str) -> Mapping[str, Ruling]:
    """The tier's rulings by id."""
    if tier == CARD_RULINGS:
        return card_rulings()
    return CATALOG


def corpus(tier: str) -> dict[str, list[Scenario]]:
    """The tier's fixed scenarios by ruling id."""
    if tier == CARD_RULINGS:
        return cases()
    return load_corpus()


def select(tier: str, names: list[str] | tuple[str, ...]) -> list[Ruling]:
    """The tier's rulings named by ids, globs (``WOE-*``) or mechanics (``adventure``); all when none are
    named; ``KeyError`` naming the first that matches nothing."""
    if tier == CARD_RULINGS:
        return list(select_cases(tuple(names)))
    by_mechanic: dict[str, list[str]] = {}
    for r in all_rulings():
        by_mechanic.setdefault(r.mechanic.lower(), []).append(r.id)
    return select_catalog([p for name in names for p in by_mechanic.get(name.lower(), [name])])


def profile(tier: str, chosen: Profile) -> Profile:
    """The profile a tier runs with: fixed cases draw nothing."""
    if tier == CARD_RULINGS:
        return tier_profile(chosen)
    return chosen


def suite_file(tier: str) -> Path:
    """The pytest file whose items are the tier's rulings."""
    here = Path(__file__).resolve().parent
    return here / "card_rulings" / "suite.py" if tier == CARD_RULINGS else here / "suite.py"


def built_in_expectations(tier: str, spec: str) -> dict[str, Expectation]:
    """What the tier itself knows of an engine: the reference bugs its cases record, on the reference engine."""
    if tier == CARD_RULINGS:
        return reference_expectations(spec)
    return {}


def known_ids() -> set[str]:
    """The ids of every tier's rulings (an expectations file written from a report may be of either tier)."""
    return {rid for tier in TIERS for rid in registry(tier)}


def find(ruling_id: str) -> Ruling | None:
    """The ruling of any tier with this id (a counterexample file names its ruling, not its tier)."""
    for tier in TIERS:
        found = registry(tier).get(ruling_id)
        if found is not None:
            return found
    return None
