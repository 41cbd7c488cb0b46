"""Delayed triggered abilities that last this turn or until their controller's next turn (603.7): "until end of
turn, whenever ..., ...", "until your next turn, whenever a creature attacks you or a planeswalker you control,
..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..state import TriggerInstance
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("until_end_of_turn_trigger", rules="603.7a, 603.7b, 603.7d, 603.7e",
      params={"event": "event", "filter": "filter?", "effects": "effects"})
def until_end_of_turn_trigger(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Create a delayed triggered ability that triggers each time its event happens for the rest of the turn (its
    `filter` as a card's trigger filter, ``controller: "you"`` its controller); its source and controller are those of
    the spell or ability that created it."""
    ability = {"kind": "triggered", "event": eff["event"], "filter": eff.get("filter") or {},
               "effects": list(eff["effects"]), "targets": []}
    chars = ctx.get("source_chars")
    name = ctx.get("source_name") or (chars.name if chars is not None else None)
    game.this_turn.delayed_triggers = (*game.this_turn.delayed_triggers, TriggerInstance(
        ctx["source"], ctx["source_serial"], name, ctx["controller"], ability))


@verb("until_your_next_turn_trigger", rules="603.7a, 603.7b, 603.7e, 506.3",
      params={"event": "event", "filter": "filter?", "attacking_you": "flag?", "effects": "effects"})
def until_your_next_turn_trigger(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Create a delayed triggered ability that triggers each time its event happens until its controller's next turn
    begins (``creature_attacks``: each creature declared as an attacker, with `attacking_you` only one attacking
    its controller or a planeswalker they control; its effects call that creature "that"); its source and
    controller are those of the spell or ability that created it."""
    ability = {"kind": "triggered", "event": eff["event"], "filter": eff.get("filter") or {},
               "effects": list(eff["effects"]), "targets": [], **({"defender": "you"} if eff.get("attacking_you")
                                                                   else {})}
    chars = ctx.get("source_chars")
    name = ctx.get("source_name") or (chars.name if chars is not None else None)
    game.until_next_turn_triggers = (*game.until_next_turn_triggers, TriggerInstance(
        ctx["source"], ctx["source_serial"], name, ctx["controller"], ability))
