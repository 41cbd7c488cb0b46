"""Verbs of an optional exile of its controller's own permanents of stated kinds ("you may exile a Human you
control and an artifact you control. If you do, ...", 608.2d, 608.2c) and of different creature tokens made at the
same time (111.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb
from .mkm import defined_token

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("may_exile_yours", rules="608.2d, 608.2c, 406.2", params={"exile": "filters", "if_you_do": "effects"})
def may_exile_yours(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may exile one permanent they control of each kind `exile` names (all different); if they do,
    the effects `if_you_do` follow."""
    return game.offer_exile_yours(ctx, list(eff["exile"]), list(eff["if_you_do"]), resume)


@verb("create_creature_tokens", rules="111.1, 111.4, 701.7a", params={"tokens": "token_specs"})
def create_creature_tokens(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller creates one creature token of each kind the card defines, all at the same time (one event:
    "create a 1/1 Human ... and a 4/4 Alien Rhino ...")."""
    with game.simultaneously():
        for spec in eff["tokens"]:
            made = defined_token(spec)
            game.create_tokens(ctx["controller"], made.name, 1, card=made)
