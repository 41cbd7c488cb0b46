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

if TYPE_CHECKING:
    from strategies.scenario import Scenario

    from .catalog.model import Ruling
    from .expectations import Expectation
    from .profiles import Profile

from .config import TIERS

RULINGS, CARD_RULINGS = TIERS


def registry(tier: str) -> Mapping[str, Ruling]:
    """The tier's rulings by id."""
    if tier == CARD_RULINGS:
        from .card_rulings.tier import card_rulings

        return card_rulings()
    from .catalog import RULINGS as CATALOG

    return CATALOG


def corpus(tier: str) -> dict[str, list[Scenario]]:
    """The tier's fixed scenarios by ruling id."""
    if tier == CARD_RULINGS:
        from .card_rulings.tier import corpus as cases

        return cases()
    from .corpus import load_corpus

    return load_corpus()


def select(tier: str, names: list[str] | tuple[str, ...]) -> list[Ruling]:
    """The tier's rulings named by ids, globs or mechanics (all when none); ``KeyError`` naming a bad name."""
    from .config import select_rulings

    return select_rulings(names, tier)


def profile(tier: str, chosen: Profile) -> Profile:
    """The profile a tier runs with: fixed cases draw nothing."""
    if tier == CARD_RULINGS:
        from .card_rulings.tier import tier_profile

        return tier_profile(chosen)
    return chosen


def suite_file(tier: str) -> Path:
    """The pytest file whose items are the tier's rulings."""
    here = Path(__file__).resolve().parent
    return here / "card_rulings" / "suite.py" if tier == CARD_RULINGS else here / "suite.py"


def built_in_expectations(tier: str, spec: str) -> dict[str, Expectation]:
    """What the tier itself knows of an engine: the reference bugs its cases record, on the reference engine."""
    if tier == CARD_RULINGS:
        from .card_rulings.tier import reference_expectations

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
