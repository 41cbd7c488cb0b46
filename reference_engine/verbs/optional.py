"""Verbs of an optional action: "you may pay {N}" or "you may discard a card", and what follows if you do."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("may", rules="608.2d, 608.2c, 603.12",
      params={"pay": "cost?", "discard": "amount?", "if_you_do": "effects?", "when_you_do": "ability?"})
def may(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may pay the cost (`pay`) or discard N cards (`discard`); if they do, the effects `if_you_do`
    follow, or the reflexive triggered ability `when_you_do` triggers (its own targets, chosen as it is put on the
    stack)."""
    if ("pay" in eff) == ("discard" in eff):
        raise ValueError("'may' takes one action: pay or discard")
    return game.optional_action(ctx, eff, resume)
