"""Shapes several mutants share: the one place a deviation that more than one ruling's mutant needs is written.

Not mutants themselves (nothing here is registered); each registered mutant subclasses one and names its target.
"""

from __future__ import annotations

from typing import Any

from mtg_protocol.jsontypes import JSON

from ..game import Game
from ..state import Then


class ResolvingAbility(Game):
    """Knows whether an ability (not a spell) is resolving, for mutants that get a rule wrong for abilities only."""

    resolving_ability = False

    def resolve_ability(self, item: Any) -> None:
        self.resolving_ability = True
        try:
            super().resolve_ability(item)
        finally:
            self.resolving_ability = False


class FizzledAbilityStillActs(Game):
    """An ability whose targets are all illegal as it resolves still does some of its effects, against 608.2b (it
    should do nothing). Which ones: `parts_done_anyway`, or None to resolve as the rules say."""

    def parts_done_anyway(self, effects: list[JSON]) -> list[JSON] | None:
        raise NotImplementedError

    def resolve_ability(self, item: Any) -> None:
        source = self.objects.get(item.source)
        source_chars = self.chars(source) if source is not None else None
        specs = list(item.ability.get("targets") or [])
        legal = self.targets_still_legal(item.targets, specs, item.controller, source, source_chars,
                                         item.newest_serial)
        done = None if not specs or any(t is not None for t in legal) else \
            self.parts_done_anyway(list(item.ability.get("effects") or []))
        if done is None:
            super().resolve_ability(item)
            return
        ctx = {"controller": item.controller, "source": item.source, "source_serial": item.source_serial,
               "targets": legal, "x": item.x, "kicked": False, "source_name": item.source_name,
               "source_chars": source_chars, "extra": item.extra}
        self.emit("fizzle", card=item.id)
        self.run_effects(ctx, done, Then("finish_ability", (item.id,)))
