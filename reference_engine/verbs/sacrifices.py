"""Sacrificing a permanent an effect names (701.21a): "Then sacrifice it" after the target creature of a spell
dealt its damage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("sacrifice", rules="701.21a, 608.2b", params={"target": "object"})
def sacrifice(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller sacrifices the permanent, if it is still on the battlefield under their control (only a
    permanent a player controls can be sacrificed, 701.21a; an illegal target now is left alone, 608.2b)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield" and obj.controller == ctx["controller"]:
        game.sacrifice(ctx["controller"], obj)
