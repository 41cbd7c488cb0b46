"""Verbs removing counters from a permanent (122.8, 122.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("remove_all_counters", rules="122.1, 122.8", params={"target": "object"})
def remove_all_counters(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Remove every counter, of every kind, from the permanent."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    for kind, n in sorted(obj.counters.items()):
        obj.add_counters(kind, -n)
        game.emit({"type": "counters", "card": obj.id, "counter": kind, "amount": -n})
    game.invalidate()


@verb("remove_counters_of_kind", rules="122.1, 122.8", params={"target": "object", "counter": "counter"})
def remove_counters_of_kind(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Remove every counter of one kind from the permanent ("remove those counters": its bore counters)."""
    obj = game.effect_object(ctx, eff["target"])
    n = obj.counters.get(eff["counter"], 0) if obj is not None and obj.zone == "battlefield" else 0
    if obj is not None and n:
        obj.add_counters(eff["counter"], -n)
        game.emit({"type": "counters", "card": obj.id, "counter": eff["counter"], "amount": -n})
        game.invalidate()
