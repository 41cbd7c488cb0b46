"""Verbs acting on a player's library beyond drawing and scrying: surveil."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("surveil", rules="701.25a", params={"n": "amount"})
def surveil(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller looks at the top N cards and puts any number of them into their graveyard."""
    return game.surveil(ctx["controller"], game.amount(ctx, eff["n"]), resume)
