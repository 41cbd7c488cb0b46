"""Switches that change what the strategies draw, handed to them explicitly by whoever runs them.

``DrawOptions(real_cards_only=True)``: the engine under test can't load synthetic cards (its hello says
``synthetic_cards: false``, or the run asked for real cards only), so the scenario strategies draw real
cards of the pool instead of synthetic ones wherever a real card serves. ``DrawOptions(mechanics=...)``: the
mechanics the engine declares, so that a strategy leaves out a mechanic its ruling can do without
(``declares``). ``DrawOptions(setup=...)``: what the engine declares a setup's permanents may hold (its hello's
``capabilities.setup``), so that a strategy leaves out of a setup what its ruling can do without and the engine
can't hold (``holds``, ``face_down_ways``): a token, an attachment, a permanent face down by manifest.

A runner builds a ruling's strategy and runs its Hypothesis test inside ``with drawing_with(options):``;
the scenario modules ask ``real_cards_only()`` while building or drawing. Nothing is read from the
environment, so xdist workers and process pools get the switch only from what they are handed.
(No wrapper strategy: one would change the shape of the draws, and with it the examples a seed gives.)
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from mtg_protocol.types import Setup


@dataclass(frozen=True)
class DrawOptions:
    """What the scenario strategies may draw."""

    real_cards_only: bool = False
    mechanics: frozenset[str] | None = None
    """The mechanics the engine's hello declares (None: no limit). A scenario strategy that can add a mechanic
    its ruling doesn't need (LCI-07's discover after its X spell) adds it only when it is declared."""

    setup: Mapping[str, Any] | None = field(default=None, hash=False)
    """What a setup may hold, as the engine's hello declares it (``capabilities.setup``; None: anything)."""

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


def holds(feature: str) -> bool:
    """True while a strategy is built or drawn for an engine whose setups may hold ``feature`` (``tokens``,
    ``attachments``, ``counters``, ``damage``): every engine that declares no limit on it."""
    limits = _IN_FORCE.get().setup
    return limits is None or limits.get(feature, True) is not False


def face_down_ways(ways: tuple[str, ...]) -> tuple[str, ...]:
    """Those of ``ways`` (``disguise``, ``manifest``, ``cloak``...) a setup's permanent may be face down by on the
    engine drawn for, in their order; all of them when it declares none, or none of them."""
    limits = _IN_FORCE.get().setup
    declared = limits.get("face_down") if limits is not None else None
    held = tuple(w for w in ways if declared is None or w in declared)
    return held or ways


@contextlib.contextmanager
def drawing_with(options: DrawOptions) -> Iterator[None]:
    """Put ``options`` in force for the strategies built or drawn inside the block (this thread only)."""
    token = _IN_FORCE.set(options)
    try:
        yield
    finally:
        _IN_FORCE.reset(token)
