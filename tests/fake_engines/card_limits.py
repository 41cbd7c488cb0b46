"""The reference engine with limits an engine author may declare or meet (the card-rulings tier's
``unsupported``): ``no_combat`` declares every mechanic but combat; ``no_lovestruck`` can't load Lovestruck
Beast and says so with an ``unsupported:`` error, as an adapter without the card's data does."""

from __future__ import annotations

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine

MISSING = "Lovestruck Beast // Heart's Desire"


class NoCombatEngine(ReferenceEngine):
    def hello(self) -> JSON:
        hello = super().hello()
        caps = dict(hello["capabilities"])
        caps["mechanics"] = [m for m in caps["mechanics"] if m != "combat"]
        return {**hello, "capabilities": caps}


class NoLovestruckEngine(ReferenceEngine):
    def setup(self, setup: JSON) -> JSON:
        self._refuse(setup)
        return super().setup(setup)

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        self._refuse(setup)
        return super().run_sequence(setup, actions, views)

    @staticmethod
    def _refuse(setup: JSON) -> None:
        names = {e["card"] for p in setup["players"] for z in ("library", "hand", "graveyard", "exile", "battlefield")
                 for e in p.get(z) or []}
        if MISSING in names:
            raise EngineError.unsupported_by(f"this engine has no card data for {MISSING}")


def no_combat() -> ReferenceEngine:
    return NoCombatEngine()


def no_lovestruck() -> ReferenceEngine:
    return NoLovestruckEngine()
