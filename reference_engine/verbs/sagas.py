"""Verbs the pool's Saga chapters brought (714): damage to each opponent, a branch on an opponent's life total, and a
permanent exiling itself with a permission to cast it this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import GameObject
from ..state import Permission, TriggerInstance
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules

NEXT_CAST = "next_cast_spell"
"""The event of a delayed "when you next cast ... this turn" ability (603.7c; triggers.trigger_next_cast)."""


@verb("damage_each_opponent", rules="120.3, 120.2b", params={"n": "amount"})
def damage_each_opponent(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The source deals N damage to each opponent of its controller."""
    n = game.amount(ctx, eff["n"])
    for opponent in game.opponents(ctx["controller"]):
        game.deal_damage(ctx, opponent, n)


@verb("if_opponent_life_at_most", rules="608.2c", params={"n": "int", "effects": "effects", "otherwise": "effects"})
def if_opponent_life_at_most(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """If an opponent of its controller has N or less life now, the effects follow; otherwise the `otherwise`
    effects. (Damage just dealt has lowered life already; a player at 0 life hasn't lost yet: state-based actions
    wait until the ability has resolved, 704.3.)"""
    low = any(game.player(p).life <= eff["n"] for p in game.opponents(ctx["controller"]))
    game.run_effects(ctx, list(eff["effects"] if low else eff["otherwise"]), resume)
    return True


@verb("exile_self_cast_this_turn", rules="406.2, 601.3, 611.2b", params={})
def exile_self_cast_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the source permanent; its controller may cast that card this turn (from exile)."""
    obj = game.effect_object(ctx, "self")
    if obj is None or obj.zone != "battlefield":
        return
    exiled = game.exile_object(obj)
    game.permissions.append(Permission(exiled.id, exiled.serial, ctx["controller"], game.castable_modes(exiled),
                                       "impulse", until_end_of_turn=True))


@verb("when_next_cast_this_turn", rules="603.7a, 603.7c", params={"filter": "filter", "effects": "effects"})
def when_next_cast_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Create a delayed triggered ability that triggers the next time its controller casts a spell `filter` picks
    this turn, and only that once (603.7c); its effects call that spell "that spell"."""
    ability = {"kind": "triggered", "event": NEXT_CAST, "filter": dict(eff["filter"]), "effects": list(eff["effects"]),
               "targets": []}
    chars = ctx.get("source_chars")
    game.this_turn.delayed_triggers = (*game.this_turn.delayed_triggers, TriggerInstance(
        ctx["source"], ctx["source_serial"], chars.name if chars is not None else None, ctx["controller"], ability))


@verb("copy_that_spell", rules="707.10, 707.10c", params={"new_targets": "flag?"})
def copy_that_spell(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Put a copy of the spell its trigger was about on the stack, with that spell's choices as it last existed on
    the stack (it may have left since); with `new_targets`, the copy's controller may choose new targets for it."""
    spell = (ctx.get("extra") or {}).get("spell_object")
    if not isinstance(spell, GameObject):
        return None
    copy = game.copy_spell(ctx["controller"], spell)
    if not eff.get("new_targets") or not copy.targets:
        return None
    return game.choose_new_targets(copy, resume)
