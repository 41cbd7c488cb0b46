"""Verbs taking a card type away from a permanent for a while (205.1, 613.1d): "this isn't a creature until end of
turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..state import ContinuousEffect
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("not_a_creature_this_turn", rules="205.1a, 613.1d, 208.3, 506.4, 514.2", params={"target": "object"})
def not_a_creature_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Until end of turn the permanent loses the card type creature in layer 4 (its other types stay); a noncreature
    permanent has no power or toughness (208.3), and one that stops being a creature is removed from combat
    (506.4). The effect ends in the cleanup step (514.2)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    game.continuous_effects.append(ContinuousEffect("4", game.next_timestamp(), obj.id, obj.serial,
                                                    {"remove_types": ["Creature"]}))
    game.invalidate()
    game.remove_from_combat(obj)
