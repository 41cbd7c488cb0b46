"""Verbs of an optional action: "you may pay {N}", "you may discard a card", "you may sacrifice this" or "you may
<effects>" with no cost, and what follows if you do."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("may", rules="608.2d, 608.2c, 603.12",
      params={"pay": "cost?", "discard": "amount?", "sacrifice": "object?", "collect_evidence": "amount?",
              "if_you_do": "effects?", "when_you_do": "ability?", "once_each_turn": "flag?", "tap": "amount?",
              "tap_filter": "filter?"})
def may(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may pay the cost (`pay`), discard N cards (`discard`), sacrifice a permanent (`sacrifice`:
    "self", 701.21a), tap N untapped permanents they control that `tap_filter` names (`tap`, 701.26a) or collect
    evidence N (`collect_evidence`, 701.59a, offered only when the graveyard can reach N, 701.59b); if they do, the
    effects `if_you_do` follow, or the reflexive triggered ability `when_you_do` triggers (its own targets, chosen
    as it is put on the stack). With none of the five, the choice is whether to do what `if_you_do` says ("you may
    investigate", 608.2d); `once_each_turn` ("do this only once each turn"): once its controller has done it this
    turn (for this source), it isn't offered again that turn."""
    actions = sum(action in eff for action in ("pay", "discard", "sacrifice", "tap", "collect_evidence"))
    if actions > 1 or (actions == 0 and not eff.get("if_you_do")) or ("tap" in eff) != ("tap_filter" in eff):
        raise ValueError("'may' takes one action (pay, discard, sacrifice, tap with its tap_filter or "
                         "collect_evidence), or none and the effects if_you_do")
    return game.optional_action(ctx, eff, resume)
