"""Permissions to cast a card from outside its owner's hand until the end of their next turn: an adventurer card as an
Adventure from its owner's graveyard (601.3, 715.3), a creature card exiled from a graveyard (Retrieve Prey)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..state import Permission
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("adventure_from_graveyard", rules="601.3, 715.3, 400.7e, 611.2a")
def adventure_from_graveyard(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a "when this dies" ability: its controller may cast the card it became in the graveyard as an Adventure
    until the end of their next turn (not if the card has left the graveyard since)."""
    obj = game.objects.get(ctx["source"])
    moved_to = (ctx.get("extra") or {}).get("moved_to")
    if obj is None or obj.zone != "graveyard" or moved_to is None or obj.serial != moved_to:
        return
    pid = ctx["controller"]
    game.permissions.append(Permission(obj.id, obj.serial, pid, ("adventure",), "graveyard_adventure",
                                       until_end_of_next_turn=(pid, game.turn_number)))
    game.touch()


@verb("exile_may_cast_until_next_turn", rules="406.3, 601.3, 611.2a", params={"target": "object"})
def exile_may_cast_until_next_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the target card (from a graveyard); until the end of its controller's next turn, they may cast the card
    it became in exile (a new object, 400.7: not after it leaves exile)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "graveyard":
        return
    pid = ctx["controller"]
    new = game.move(obj, "exile", "effect")
    game.permissions.append(Permission(new.id, new.serial, pid, game.castable_modes(new), "until_next_turn",
                                       until_end_of_next_turn=(pid, game.turn_number)))
    game.touch()
