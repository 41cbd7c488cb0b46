"""Verbs that act on permanents and other objects: damage, tapping, effects until end of turn, counters,
attaching and zone changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..state import ContinuousEffect
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("damage", rules="120.1, 120.3, 120.10",
      params={"n": "amount", "target": "target", "kicked_n": "amount?", "if_excess": "effects?"})
def damage(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """The source deals N damage to the target (`kicked_n` instead if the spell was kicked); with `if_excess`, those
    effects follow when excess damage was dealt to a creature (120.10)."""
    n = eff.get("kicked_n", eff["n"]) if ctx.get("kicked") else eff["n"]
    tid = game.effect_target_id(ctx, eff["target"])
    if "if_excess" not in eff:
        game.deal_damage(ctx, tid, game.amount(ctx, n))
        return None
    from .conditional import if_excess_damage, lethal_damage

    lethal = lethal_damage(game, game.objects.get(tid or ""), ctx.get("source_chars"))
    return if_excess_damage(game, ctx, eff, lethal, game.deal_damage(ctx, tid, game.amount(ctx, n)), resume)


@verb("damage_divided", rules="601.2d, 120.3, 608.2b", params={})
def damage_divided(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The source deals each of its targets the share of damage its caster gave it as it was cast (601.2d), all at
    once; a target illegal now is dealt nothing, and the others keep their shares (608.2b)."""
    for tid, share in divided_shares(ctx):
        game.deal_damage(ctx, tid, share)


@verb("counters_divided", rules="601.2d, 122.1, 608.2b", params={"counter": "counter"})
def counters_divided(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Put on each of its targets the share of counters of a kind its caster gave it as it was cast (601.2d); a
    target illegal now gets none, and the others keep their shares (608.2b)."""
    for tid, share in divided_shares(ctx):
        obj = game.objects.get(tid)
        if obj is not None and obj.zone == "battlefield":
            game.put_counters(obj, eff["counter"], share, ctx["controller"])


def divided_shares(ctx: JSON) -> list[tuple[str, int]]:
    """(target, share) for each target still legal as the spell resolves, with the share it was given as the spell
    was cast (601.2d: the division doesn't change, 608.2b)."""
    return [(tid, share) for tid, share in zip(ctx.get("targets") or [], ctx.get("division") or [], strict=False)
            if tid is not None]


@verb("damage_you", rules="120.2b, 120.3a", params={"n": "amount"})
def damage_you(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The source deals N damage to its controller (the player who controls the spell or ability)."""
    game.deal_damage(ctx, ctx["controller"], game.amount(ctx, eff["n"]))


@verb("prevent_damage", rules="615.1a, 615.7", params={"target": "target", "n": "amount?"})
def prevent_damage(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Prevent the next N damage (without `n`, all damage) that would be dealt to the target this turn."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid:
        game.add_prevention_shield(tid, game.amount(ctx, eff["n"]) if "n" in eff else None)


@verb("tap", rules="701.26a", params={"target": "object"})
def tap(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Tap the object."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        obj.tapped = True


@verb("pump", rules="611.2, 613.4c, 201.2a, 608.2h",
      params={"target": "object", "power": "int?", "toughness": "int?", "same_name": "flag?", "for_each": "amount?"})
def pump(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The object gets +power/+toughness until end of turn (`for_each`: that many times over, counted once as the
    effect is applied, 608.2h); with `same_name`, so does each other creature on the battlefield with the same name
    as it, as the effect is carried out (201.2a, 608.2h)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None:
        return
    if "for_each" in eff:
        times = game.amount(ctx, eff["for_each"])
        eff = {**eff, "power": eff.get("power", 0) * times, "toughness": eff.get("toughness", 0) * times}
    game.add_until_end_of_turn(obj, "pump", eff)
    if eff.get("same_name"):
        mine = game.chars(obj)
        for other in game.battlefield_objects():
            theirs = game.chars(other)
            if other is not obj and "Creature" in theirs.types and game.have_same_name(mine, theirs):
                game.add_until_end_of_turn(other, "pump", eff)


@verb("grant", rules="611.2, 613.1f", params={"target": "object", "keywords": "keywords"})
def grant(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The object gains the keyword abilities until end of turn."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        game.add_until_end_of_turn(obj, "grant", eff)


@verb("grant_trigger", rules="611.2, 613.1f, 603.10a",
      params={"target": "object", "event": "event", "effects": "effects"})
def grant_trigger(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The permanent gains a triggered ability until end of turn (its `event` and `effects`, the granted ability's
    own: "this" is the permanent, its controller the permanent's); a leaves-the-battlefield event still sees it,
    looking back at the permanent as it last existed (603.10a). A new object doesn't have it (400.7)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    ability = {"kind": "triggered", "event": eff["event"], "effects": list(eff["effects"]), "targets": []}
    game.continuous_effects.append(ContinuousEffect("6", game.next_timestamp(), obj.id, obj.serial,
                                                    {"grant": ability}))
    game.invalidate()


@verb("lose_abilities", rules="611.2, 613.1f", params={"target": "object"})
def lose_abilities(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The object loses all abilities until end of turn."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        game.add_until_end_of_turn(obj, "lose_abilities", eff)


@verb("add_counters", rules="122.1, 122.6", params={"target": "object", "counter": "counter", "n": "amount"})
def add_counters(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Put N counters of a kind on the permanent."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.put_counters(obj, eff["counter"], game.amount(ctx, eff["n"]), ctx["controller"])


@verb("attach_source", rules="701.3a, 702.6a", params={"target": "target"})
def attach_source(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Attach the source (an Equipment being equipped) to the target."""
    game.attach(game.effect_object(ctx, "self"), game.effect_object(ctx, eff["target"]))


@verb("gain_control", rules="613.1b, 611.2a, 302.6", params={"target": "object"})
def gain_control(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The effect's controller gains control of the permanent until end of turn."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        game.gain_control_until_end_of_turn(obj, ctx["controller"])


@verb("to_hand_each", rules="400.7, 603.10a, 608.2e", params={"filter": "filter"})
def to_hand_each(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Return every creature `filter` picks ("all non-Dragon creatures": ``not_subtypes``) to its owner's hand, all
    at once (untargeted; each a new object there, 400.7; their leave abilities see the others leave, 603.10a)."""
    game.leave_battlefield_together(game.creatures_matching(ctx["controller"], eff["filter"]), "hand", "effect")


@verb("to_hand", rules="400.7, 603.10a", params={"target": "object"})
def to_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Return the object (a permanent, or a card in a graveyard) to its owner's hand."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        new = game.move(obj, "hand", "effect")
        if obj.zone == "battlefield":
            game.trigger_leaves_battlefield(obj, new)
