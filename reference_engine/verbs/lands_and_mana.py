"""Verbs about land plays and mana beyond a mana ability's own: an additional land play this turn (305.2a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("additional_land_play", rules="305.2, 305.2a")
def additional_land_play(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller may play an additional land this turn."""
    game.grant_additional_land_play(ctx["controller"])
