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


@verb("copy_spell", rules="707.10, 707.10c", params={"target": "target", "new_targets": "flag?"})
def copy_spell(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Put a copy of the target spell on the stack, with the original's choices; with `new_targets`, the copy's
    controller may choose new targets for it (707.10c). True when that choice waits for its answer."""
    tid = game.effect_target_id(ctx, eff["target"])
    if not tid:
        return None
    copy = game.copy_spell(ctx["controller"], game.objects[tid])
    if not eff.get("new_targets") or not copy.targets:
        return None
    return game.choose_new_targets(copy, resume)


@verb("ward_counter", rules="702.21a", params={"cost": "cost"})
def ward_counter(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Ward's trigger: counter the spell or ability that targeted the permanent unless its controller pays."""
    return game.ward_counter_unless_paid(ctx, eff, resume)
