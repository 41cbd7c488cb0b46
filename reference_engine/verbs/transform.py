"""Transforming a permanent (701.27): "transform this" in a transforming double-faced card's abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("transform", rules="701.27a, 701.27c, 701.27f, 712.18", params={})
def transform(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The source turns over to its other face, if it is still the permanent the ability came from and can transform
    (701.27c); when its own ability on the stack does this, only if it hasn't transformed since that ability was put
    on the stack (701.27f)."""
    obj = game.effect_object(ctx, "self")
    if obj is not None and obj.zone == "battlefield":
        game.transform_permanent(obj, ctx.get("ability_timestamp"))


@verb("exile_self_return_transformed", rules="701.13a, 712.14a, 400.7", params={})
def exile_self_return_transformed(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the source, if it is still the permanent the ability came from, then return that card to the
    battlefield transformed (back face up, 712.14a) under its owner's control: a new object (400.7)."""
    obj = game.effect_object(ctx, "self")
    if obj is not None and obj.zone == "battlefield":
        game.exile_and_return_transformed(obj)
