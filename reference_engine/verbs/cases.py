"""The verb of Case cards (719): a Case becoming solved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("solve", rules="719.3a, 719.3b", params={})
def solve(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a Case's "to solve" ability: the Case becomes solved (it stays so while it stays on the battlefield)."""
    obj = game.effect_object(ctx, "self")
    if obj is not None:
        game.solve(obj)
