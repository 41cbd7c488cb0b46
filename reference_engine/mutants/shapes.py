"""Shapes several mutants share: the one place a deviation that more than one ruling's mutant needs is written.

Not mutants themselves (nothing here is registered): each gives replacements for rule table entries, which a
registered mutant names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON

from ..game import Game
from ..state import StackAbility, Then


def notes(game: Game) -> dict[str, Any]:
    """What a mutant's replacements remember across calls in one game (copied with it; the reference rules never
    read it)."""
    found: dict[str, Any] = game.__dict__.setdefault("mutant_notes", {})
    return found


def resolve_ability_noting_it(game: Game, item: StackAbility) -> None:
    """`resolve_ability`, noting while it runs that an ability (not a spell) is resolving (`resolving_ability`)."""
    notes(game)["resolving_ability"] = True
    try:
        Game.resolve_ability(game, item)
    finally:
        notes(game)["resolving_ability"] = False


def resolving_ability(game: Game) -> bool:
    """Whether an ability is resolving, for mutants that get a rule wrong for abilities only (with
    `resolve_ability_noting_it` in place of `resolve_ability`)."""
    return bool(notes(game).get("resolving_ability"))


def fizzled_ability_still_acts(
        parts_done_anyway: Callable[[list[JSON]], list[JSON] | None]) -> Callable[[Game, StackAbility], None]:
    """A `resolve_ability` by which an ability whose targets are all illegal as it resolves still does some of its
    effects, against 608.2b (it should do nothing). Which ones: `parts_done_anyway`, or None to resolve as the
    rules say."""

    def resolve_ability(game: Game, item: StackAbility) -> None:
        source = game.objects.get(item.source)
        source_chars = game.chars(source) if source is not None else None
        specs = list(item.ability.get("targets") or [])
        legal = game.targets_still_legal(item.targets, specs, item.controller, source, source_chars,
                                         item.newest_serial)
        done = None if not specs or any(t is not None for t in legal) else \
            parts_done_anyway(list(item.ability.get("effects") or []))
        if done is None:
            Game.resolve_ability(game, item)
            return
        ctx = {"controller": item.controller, "source": item.source, "source_serial": item.source_serial,
               "targets": legal, "x": item.x, "kicked": False, "source_name": item.source_name,
               "source_chars": source_chars, "extra": item.extra}
        game.emit({"type": "fizzle", "card": item.id})
        game.run_effects(ctx, done, Then("finish_ability", (item.id,)))

    return resolve_ability
