"""Verbs of a spell that gives its controller an extra turn (500.7) and then exiles itself as it resolves (608.2n:
the card never reaches the graveyard)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("extra_turn", rules="500.7")
def extra_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller takes an extra turn after this one: it is added right after the current turn, before any
    extra turn created earlier (the most recently created is taken first)."""
    game.extra_turns = (ctx["controller"], *game.extra_turns)
    game.touch()


@verb("exile_this_spell", rules="608.2n, 406.2, 707.10a")
def exile_this_spell(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The resolving spell exiles itself: the card goes to exile instead of its owner's graveyard as the spell
    finishes resolving (608.2n); a copy, exiled, ceases to exist (704.5e)."""
    spell = game.effect_object(ctx, "self")
    if spell is not None and spell.zone == "stack":
        game.move(spell, "exile", "effect")
