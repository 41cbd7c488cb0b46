"""Verbs whose follow-up depends on what a target was as it last existed (608.2h): who controlled it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb
from .targets import controller_as_it_last_existed

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("if_you_controlled", rules="608.2c, 608.2h", params={"target": "target", "effects": "effects"})
def if_you_controlled(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """If the effect's controller controlled the target permanent (now, or as it last existed on the battlefield
    when an earlier effect of the same ability moved it: destroyed, it still counts), the effects follow; nothing
    follows for a target not chosen ("up to one") or gone before the ability resolved."""
    if controller_as_it_last_existed(game, ctx, eff["target"]) != ctx["controller"]:
        return None
    game.run_effects(ctx, list(eff["effects"]), resume)
    return True
