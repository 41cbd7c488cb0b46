"""An engine that knows only the pool's real cards and fails on any other (``python:`` spec, in process).

It plays like the reference engine, but its setup raises a plain engine error (not "unsupported") when the setup
names a card it can't look up among the real cards, or brings card definitions of its own: any synthetic card
sent to it makes its ruling ``error``. ``RealCardsOnly`` says ``synthetic_cards: false`` in its hello;
``SaysSynthetic`` claims to load them (a run with ``--real-cards-only`` must still send none).
"""

from __future__ import annotations

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import TOKENS, lookup, setup_names


class SaysSynthetic(ReferenceEngine):
    name = "real-cards-only"

    def setup(self, setup: JSON) -> JSON:
        if setup.get("cards"):
            raise EngineError(f"this engine loads no card definitions; sent {sorted(setup['cards'])}")
        for name in setup_names(setup):
            card = lookup(name)
            if name not in TOKENS and (card is None or card.synthetic):
                raise EngineError(f"unknown card {name!r}")
        return super().setup(setup)


class RealCardsOnly(SaysSynthetic):
    def hello(self) -> JSON:
        hello = super().hello()
        return {**hello, "capabilities": {**hello["capabilities"], "synthetic_cards": False}}
