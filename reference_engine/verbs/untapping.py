"""Verbs about a permanent's power in combat and its untapping: keeping it tapped through its controller's next untap
step (502.3), doubling its power (701.10b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("skip_next_untap", rules="502.3, 611.2", params={"target": "object"})
def skip_next_untap(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The permanent doesn't untap during its controller's next untap step."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.skip_next_untap(obj)


@verb("double_power", rules="701.10a, 701.10b, 701.10c, 613.4c", params={"target": "object"})
def double_power(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature gets +X/+0 until end of turn, X its power as the effect is applied (a negative power makes it
    -X/-0 with X the difference from 0: either way, its power is added once more)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield" and "Creature" in game.chars(obj).types:
        game.add_until_end_of_turn(obj, "pump", {"power": game.chars(obj).power or 0, "toughness": 0})
