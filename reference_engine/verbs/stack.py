"""Verbs that act on spells and abilities on the stack: countering, copying, ward."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("counter", rules="701.6a", params={"target": "target"})
def counter(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Counter the target spell or ability."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid:
        game.counter(tid)


@verb("copy_spell", rules="707.10", params={"target": "target"})
def copy_spell(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Put a copy of the target spell on the stack, with the original's choices."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid:
        game.copy_spell(ctx["controller"], game.objects[tid])


@verb("ward_counter", rules="702.21a", params={"cost": "cost"})
def ward_counter(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Ward's trigger: counter the spell or ability that targeted the permanent unless its controller pays."""
    return game.ward_counter_unless_paid(ctx, eff, resume)
