"""Verbs about a whole hand: its controller discards their hand (701.9a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("discard_hand", rules="701.9a, 701.9b", params={})
def discard_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller discards every card in their hand, all at once (no card is chosen, 701.9b); each card is a
    discard of its own for what watches discards."""
    game.discard_hand(ctx["controller"])
