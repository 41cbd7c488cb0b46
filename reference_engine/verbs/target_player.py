"""Verbs whose actor is a target player rather than the effect's controller (115.1, 608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb
from .mkm import defined_token

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("target_player_creates_creature_token", rules="111.1, 111.4, 701.7a, 608.2b",
      params={"target": "target", "token": "token_spec", "n": "amount?"})
def target_player_creates_creature_token(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target player creates N creature tokens the card defines, under their own control (111.1; nothing if
    the target is illegal as the effect resolves, 608.2b)."""
    pid = game.effect_target_id(ctx, eff["target"])
    if pid is None or not any(p.id == pid for p in game.players):
        return
    made = defined_token(eff["token"])
    game.create_tokens(pid, made.name, game.amount(ctx, eff.get("n", 1)), card=made)
