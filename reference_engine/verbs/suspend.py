"""Verbs of suspend (702.62): exiling a spell with time counters and suspend, the time counter its upkeep ability
removes, and the free cast when the last is removed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("exile_this_spell_suspended", rules="406.2, 702.62a, 611.2a, 613.1f", params={"n": "int"})
def exile_this_spell_suspended(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """If its source is still the same spell on the stack (400.7), exile it with N time counters on it; the exiled
    card gains suspend (an effect on that object with no duration, lasting while it stays in exile, 611.2a)."""
    from ..state import ContinuousEffect

    spell = game.effect_object(ctx, "self")
    if spell is None or spell.zone != "stack":
        return
    exiled = game.move(spell, "exile", "suspend")
    exiled.add_counters("time", eff["n"])
    game.emit({"type": "counters", "card": exiled.id, "counter": "time", "amount": eff["n"]})
    game.continuous_effects.append(ContinuousEffect("6", game.next_timestamp(), exiled.id, exiled.serial,
                                                    {"keywords": ["suspend"]}, lasting=True))
    game.invalidate()


@verb("remove_time_counter_from_this", rules="702.62a, 122.8")
def remove_time_counter_from_this(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Remove a time counter from its source (a suspended card in exile, still the same object)."""
    obj = game.effect_object(ctx, "self")
    if obj is None or obj.counters.get("time", 0) == 0:
        return
    obj.add_counters("time", -1)
    game.emit({"type": "counters", "card": obj.id, "counter": "time", "amount": -1})
    game.invalidate()
    game.time_counter_removed(obj)


@verb("suspend_cast", rules="702.62a, 702.62d, 608.2g, 118.9")
def suspend_cast(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Its controller may cast its source, still the same exiled card, without paying its mana cost now, during the
    resolution (608.2g): an ``effect_cast`` choice, declined with ``"decline"`` (it stays exiled); a creature spell cast
    so gains haste until they lose control of it or the permanent it becomes. A card with no castable mode stays
    exiled."""
    from ..state import Pending, Then

    obj = game.effect_object(ctx, "self")
    if obj is None or obj.zone != "exile":
        return None
    pid = ctx["controller"]
    modes = [m for m in game.castable_modes(obj) if game.castable_with(pid, obj, m, "free", None)]
    if not modes:
        return None
    game.pending = Pending(pid, "effect_cast", ["decline"], Then("whatever_the_answer", (resume,)),
                           {"card": obj.id, "n": None, "modes": modes, "finish": resume, "suspend": True})
    return True
