"""Regeneration (701.19): a shield that replaces a permanent's next destruction this turn (614.8).

A shield belongs to one object (a permanent that leaves and comes back is a new object with none, 400.7) and lasts
until it is used or the turn ends (514.2: the turn's record, `TurnRecord.regeneration_shields`, is new each turn).
Only destruction is replaced: lethal damage and deathtouch (704.5g, 704.5h) and "destroy" effects (701.8a), never a
sacrifice, a toughness of 0 or less (704.5f) or any other way to the graveyard (701.19c's point: it isn't destroyed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def add_regeneration_shield(game: GameRules, obj: GameObject) -> None:
    """701.19a: "regenerate [permanent]": the next time it would be destroyed this turn, it regenerates instead. Each
    instance of the effect is one more shield (614.8: each replaces one destruction)."""
    if obj.zone == "battlefield":
        game.this_turn.regeneration_shields = (*game.this_turn.regeneration_shields, obj.serial)
        game.emit({"type": "regeneration_shield", "card": obj.id})


def regenerated_instead(game: GameRules, doomed: list[GameObject]) -> list[GameObject]:
    """614.8, 701.19a: the permanents about to be destroyed that a shield saves regenerate instead (one shield used
    for each: it is tapped, all damage is removed from it, and it is removed from combat); the others, returned in
    order, are destroyed."""
    destroyed = []
    for obj in doomed:
        shields = list(game.this_turn.regeneration_shields)
        if obj.serial not in shields:
            destroyed.append(obj)
            continue
        shields.remove(obj.serial)
        game.this_turn.regeneration_shields = tuple(shields)
        regenerate(game, obj)
    return destroyed


def regenerate(game: GameRules, obj: GameObject) -> None:
    """701.19a: the permanent regenerates: it becomes tapped, all damage marked on it is removed (the deathtouch
    damage among it, 702.2b), and it is removed from combat (506.4)."""
    obj.tapped = True
    obj.damage = 0
    obj.deathtouched = False
    game.remove_from_combat(obj)
    game.emit({"type": "regenerated", "card": obj.id})
    game.invalidate()
