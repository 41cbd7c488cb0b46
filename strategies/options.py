"""Switches that change what the strategies draw, read at draw time.

``real_cards_only()``: the engine under test can't load synthetic cards (its hello says
``synthetic_cards: false``), so the scenario strategies draw real cards of the pool instead of
synthetic ones wherever a real card serves. conformance/session.py sets it through the
environment (``MTG_CONFORMANCE_REAL_CARDS=1``) in every worker before strategies are built.
"""

from __future__ import annotations

import os

REAL_CARDS_ENV = "MTG_CONFORMANCE_REAL_CARDS"


def real_cards_only() -> bool:
    """True when the scenario strategies must not draw synthetic cards."""
    return os.environ.get(REAL_CARDS_ENV, "") not in ("", "0")


def set_real_cards_only(on: bool) -> None:
    """Switch real-cards-only drawing on or off for this process (and the workers it starts)."""
    if on:
        os.environ[REAL_CARDS_ENV] = "1"
    else:
        os.environ.pop(REAL_CARDS_ENV, None)
