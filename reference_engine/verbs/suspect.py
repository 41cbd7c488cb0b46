"""Verbs for suspect (701.60), from Murders at Karlov Manor: a creature becomes suspected, or stops being so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("suspect", rules="701.60a, 701.60c, 701.60d", params={"target": "object"})
def suspect(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature becomes suspected (it has menace and can't block) until it leaves the battlefield or an effect
    ends it; one already suspected can't become suspected again."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield" and obj.suspected is None \
            and "Creature" in game.chars(obj).types:
        obj.suspected = game.next_timestamp()
        game.invalidate()


@verb("unsuspect_each", rules="701.60a", params={"filter": "filter"})
def unsuspect_each(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Each creature `filter` picks that is suspected is no longer suspected."""
    for obj in game.creatures_matching(ctx["controller"], eff["filter"]):
        if obj.suspected is not None:
            obj.suspected = None
            game.invalidate()
