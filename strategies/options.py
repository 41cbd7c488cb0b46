"""Switches that change what the strategies draw, handed to them explicitly by whoever runs them.

``DrawOptions(real_cards_only=True)``: the engine under test can't load synthetic cards (its hello says
``synthetic_cards: false``, or the run asked for real cards only), so the scenario strategies draw real
cards of the pool instead of synthetic ones wherever a real card serves. ``DrawOptions(mechanics=...)``: the
mechanics the engine declares, so that a strategy leaves out a mechanic its ruling can do without
(``declares``).

A runner builds a ruling's strategy and runs its Hypothesis test inside ``with drawing_with(options):``;
the scenario modules ask ``real_cards_only()`` while building or drawing. Nothing is read from the
environment, so xdist workers and process pools get the switch only from what they are handed.
(No wrapper strategy: one would change the shape of the draws, and with it the examples a seed gives.)
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass

from mtg_protocol.types import Setup


@dataclass(frozen=True)
class DrawOptions:
    """What the scenario strategies may draw."""

    real_cards_only: bool = False
    mechanics: frozenset[str] | None = None
    """The mechanics the engine's hello declares (None: no limit). A scenario strategy that can add a mechanic
    its ruling doesn't need (LCI-07's discover after its X spell) adds it only when it is declared."""

    def admits(self, setup: Setup) -> bool:
        """Whether a setup drawn elsewhere (a corpus case) may be sent under these options: with real cards only,
        never one that names or defines a synthetic card."""
        from reference_engine.cards import uses_synthetic

        return not (self.real_cards_only and uses_synthetic(setup))


DEFAULT = DrawOptions()
_IN_FORCE: ContextVar[DrawOptions] = ContextVar("mtg_conformance_draw_options", default=DEFAULT)


def real_cards_only() -> bool:
    """True while a strategy is built or drawn for a run that must not draw synthetic cards."""
    return _IN_FORCE.get().real_cards_only


def declares(mechanic: str) -> bool:
    """True while a strategy is built or drawn for an engine that declares ``mechanic`` (or declares none)."""
    mechanics = _IN_FORCE.get().mechanics
    return mechanics is None or mechanic in mechanics


@contextlib.contextmanager
def drawing_with(options: DrawOptions) -> Iterator[None]:
    """Put ``options`` in force for the strategies built or drawn inside the block (this thread only)."""
    token = _IN_FORCE.set(options)
    try:
        yield
    finally:
        _IN_FORCE.reset(token)
