"""Verbs for goad (701.15): a creature becomes goaded by the effect's controller, or stops being goaded.

The designation is the object's ``goaded_by`` (the players who goaded it); it ends for a player as that player's next
turn begins (turns.begin_turn), and what it requires of attacks is in blocking.py (508.1d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("goad", rules="701.15a, 701.15c, 701.15d", params={"target": "object"})
def goad(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature is goaded by the effect's controller until that player's next turn; goaded by another player
    too, it is goaded by both, and goaded again by the same player nothing changes."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield" and "Creature" in game.chars(obj).types \
            and ctx["controller"] not in obj.goaded_by:
        obj.goaded_by = obj.goaded_by | {ctx["controller"]}


@verb("ungoad_each", rules="701.15b", params={"filter": "filter"})
def ungoad_each(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Each creature `filter` picks is no longer goaded, by anyone."""
    for obj in game.creatures_matching(ctx["controller"], eff["filter"]):
        obj.goaded_by = frozenset()
