"""Verbs of what a player gives up: their whole hand or any number of cards of it (701.9a), or one permanent of their
choice they may sacrifice (701.21a, 608.2d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb
from .choices import pick_any_number

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("discard_hand", rules="701.9a, 701.9b", params={})
def discard_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller discards every card in their hand, all at once (no card is chosen, 701.9b); each card is a
    discard of its own for what watches discards."""
    game.discard_hand(ctx["controller"])


@verb("may_sacrifice_one", rules="608.2d, 701.21a, 608.2c, 603.12",
      params={"filter": "filter", "if_you_dont": "effects?", "if_you_do": "effects?", "when_you_do": "ability?"})
def may_sacrifice_one(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may sacrifice one permanent they control that `filter` names (``any_of``: filters of counted
    permanents, one of which it meets: "an artifact, enchantment, or token"), picked as a ``pick_card`` choice with
    ``none``; if they do, the effects `if_you_do` follow or the reflexive triggered ability `when_you_do` triggers
    (603.12, its own targets); if they don't, the effects `if_you_dont` follow."""
    if not any(eff.get(k) for k in ("if_you_do", "when_you_do", "if_you_dont")):
        raise ValueError("'may_sacrifice_one' needs what follows: if_you_do, when_you_do or if_you_dont")
    return game.offer_sacrifice(ctx, eff, resume)


@verb("discard_any_number", rules="701.9a, 608.2c, 608.2h", params={})
def discard_any_number(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Its controller discards any number of cards of their choice (none included), picked one at a time as
    ``pick_card`` choices ending with ``none``, then discarded together; the same effects may count them
    (``{"count": "discarded"}``: "for each card discarded this way")."""
    ctx["discarded"] = 0
    pid = ctx["controller"]
    hand = sorted(game.zones[(pid, "hand")], key=natural_key)
    return pick_any_number(game, pid, hand, then(chosen_cards_discarded, ctx), resume) or None


@continuation
def chosen_cards_discarded(game: GameRules, ctx: JSON, chosen: list[str]) -> None:
    """701.9a: the chosen cards are discarded at once, each its own discard for what watches discards."""
    pid = ctx["controller"]
    for cid in chosen:
        game.move(game.objects[cid], "graveyard", "discard")
    for _ in chosen:
        game.card_discarded(pid)
    ctx["discarded"] = len(chosen)
