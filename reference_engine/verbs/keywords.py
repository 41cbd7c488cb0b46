"""Verbs of keyword abilities and keyword actions: kicker's "if this spell was kicked" (702.33d), extort's drain
(702.101a), a target player investigating (701.16a); damage to each creature a filter picks (120.3), fighting
(701.14) and a reflexive trigger about an object (603.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..state import TriggerInstance
from . import Done, verb
from .sacrifices import sacrifice

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("if_kicked", rules="702.33d, 608.2c", params={"effects": "effects"})
def if_kicked(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """If the spell was kicked (its kicker cost was paid as it was cast, 702.33d), the effects follow."""
    if not ctx.get("kicked"):
        return None
    game.run_effects(ctx, list(eff["effects"]), resume)
    return True


@verb("drain_each_opponent", rules="119.3, 702.101a", params={"n": "amount"})
def drain_each_opponent(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Each opponent of its controller loses N life, and its controller gains as much life as was lost this way."""
    n = game.amount(ctx, eff["n"])
    opponents = game.opponents(ctx["controller"])
    for opp in opponents:
        game.change_life(opp, -n)
    if opponents and n > 0:
        game.change_life(ctx["controller"], n * len(opponents))


@verb("player_investigates", rules="701.16a, 115.1", params={"target": "target", "n": "amount?"})
def player_investigates(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target player investigates (creates a Clue token), N times."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is None or not any(p.id == tid for p in game.players):
        return
    for _ in range(game.amount(ctx, eff.get("n", 1))):
        game.create_tokens(tid, "Clue", 1)
        game.investigated(tid)


@verb("damage_each", rules="120.3, 608.2e", params={"n": "amount", "filter": "filter"})
def damage_each(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The source deals N damage to each creature `filter` picks as the effect resolves (untargeted), all at once:
    state-based actions see them all only afterwards (704.3)."""
    n = game.amount(ctx, eff["n"])
    for obj in game.creatures_matching(ctx["controller"], eff["filter"]):
        game.deal_damage(ctx, obj.id, n)


@verb("sacrifice_source", rules="701.21a, 702.74a", params={})
def sacrifice_source(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller sacrifices the source, if it is still the permanent the ability came from and they control it
    (evoke's "its controller sacrifices it"): the `sacrifice` verb on the source."""
    sacrifice(game, ctx, {"do": "sacrifice", "target": "self"}, resume)


@verb("fight", rules="701.14a, 701.14b, 701.14d", params={"a": "object", "b": "object"})
def fight(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The two creatures fight: each deals damage equal to its power to the other, at once (not combat damage);
    neither does if either is gone from the battlefield, is no longer a creature, or is an illegal target."""
    a, b = game.effect_object(ctx, eff["a"]), game.effect_object(ctx, eff["b"])
    if a is None or b is None or any(o.zone != "battlefield" or "Creature" not in game.chars(o).types for o in (a, b)):
        return
    dealt = [(game.chars(source), source, victim) for source, victim in ((a, b), (b, a))]
    for chars, source, victim in dealt:  # 701.14c: a creature fighting itself is dealt twice its power
        as_source = {**ctx, "source": source.id, "source_serial": source.serial, "source_chars": chars,
                     "controller": source.controller, "combat": False}
        game.deal_damage(as_source, victim.id, max(0, chars.power or 0))


@verb("exile_if_dies_this_turn", rules="614.1a, 700.4, 400.7", params={"target": "object"})
def exile_if_dies_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """If the creature would die this turn, it is exiled instead (a replacement effect the resolved ability creates,
    614.1a, whatever makes it die and whether or not it keeps its abilities); a new object isn't (400.7)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.this_turn.exiled_if_dies = game.this_turn.exiled_if_dies | {obj.serial}


@verb("reflexive_trigger", rules="603.12", params={"about": "object", "ability": "ability"})
def reflexive_trigger(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """"When you do, ...": a reflexive triggered ability triggers now, after what the effects before it did; in it,
    "that" names the object `about` refers to (the resolving spell's target: "that creature fights ...")."""
    about = game.effect_object(ctx, eff["about"])
    extra = {"card": about.id, "card_serial": about.serial} if about is not None else {}
    game.pending_triggers.append(TriggerInstance(
        ctx.get("source") or "", ctx.get("source_serial", 0), ctx.get("source_name"), ctx["controller"],
        {"kind": "triggered", "event": "reflexive", **eff["ability"]}, int(ctx.get("x") or 0), extra))
