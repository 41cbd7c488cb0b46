"""Verbs of an optional action: "you may pay {N}", "you may discard a card" or "you may sacrifice this", and what
follows if you do."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("may", rules="608.2d, 608.2c, 603.12",
      params={"pay": "cost?", "discard": "amount?", "sacrifice": "object?", "act": "effects?",
              "if_you_do": "effects?", "when_you_do": "ability?"})
def may(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may pay the cost (`pay`), discard N cards (`discard`) or sacrifice a permanent (`sacrifice`:
    "self", 701.21a) or take an action that is itself an effect (`act`: "you may cloak the top card of your
    library"); if they do, the effects `if_you_do` follow, or the reflexive triggered ability `when_you_do`
    triggers (its own targets, chosen as it is put on the stack)."""
    if sum(action in eff for action in ("pay", "discard", "sacrifice", "act")) != 1:
        raise ValueError("'may' takes one action: pay, discard, sacrifice or act")
    return game.optional_action(ctx, eff, resume)
