"""Verbs of amounts and of what happened earlier in the turn (the turn's record, state.TurnRecord): "if it was
dealt damage this turn, ...", and poison counters a player gets (122.1f)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("if_dealt_damage_this_turn", rules="608.2c, 608.2h, 120.3", params={"target": "target", "effects": "effects"})
def if_dealt_damage_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """If the target permanent was dealt damage this turn, the effects follow. "It" is the permanent as it last
    existed on the battlefield (608.2h): an earlier effect of the spell may have moved it (exiled, it's a new
    object, 400.7), and the damage was dealt to the permanent."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is None or game.permanent_serial(tid) not in game.this_turn.damaged:
        return None
    game.run_effects(ctx, list(eff["effects"]), resume)
    return True


@verb("poison", rules="122.1f, 704.5c", params={"target": "target", "n": "amount"})
def poison(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target player gets N poison counters (a player with ten or more loses the game, 704.5c)."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is not None and any(p.id == tid for p in game.players):
        game.player(tid).poison += game.amount(ctx, eff["n"])
