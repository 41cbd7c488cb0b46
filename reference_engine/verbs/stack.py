"""Verbs that act on spells and abilities on the stack: countering, copying, ward."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, continuation, then, verb

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


@verb("choose_new_targets_for_others", rules="115.7, 115.7d, 608.2d")
def choose_new_targets_for_others(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may choose new targets for any number of the other spells and abilities on the stack: for each
    one with targets, from the top of the stack down, a ``targets`` choice between keeping them (listed first) and
    each way of changing some of them (115.7d)."""
    others = [iid for iid in reversed(game.stack) if iid != ctx.get("item")]
    return _ask_new_targets(game, ctx["controller"], others, resume)


def _ask_new_targets(game: GameRules, pid: str, items: list[str], resume: Done) -> bool:
    """Ask for the first of `items` whose targets can change; True when a choice waits (then `new_targets_chosen`
    goes on with the rest)."""
    for i, iid in enumerate(items):
        options = game.new_target_choices(iid)
        if len(options) > 1:
            game.ask(pid, "targets", options, then(new_targets_chosen, pid, iid, items[i + 1:], resume), source=iid)
            return True
    return False


@continuation
def new_targets_chosen(game: GameRules, pid: str, iid: str, rest: list[str], resume: Done, targets: list[str]) -> None:
    """115.7: the chosen targets (the same ones: nothing changes); then the next spell or ability, or `resume`."""
    game.change_targets(iid, list(targets))
    if not _ask_new_targets(game, pid, rest, resume):
        game.proceed(resume)
