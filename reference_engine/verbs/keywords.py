"""Verbs of keyword abilities and keyword actions: kicker's "if this spell was kicked" (702.33d), extort's drain
(702.101a), a target player investigating (701.16a); and damage to each creature a filter picks (120.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

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
    (evoke's "its controller sacrifices it")."""
    obj = game.effect_object(ctx, "self")
    if obj is not None and obj.zone == "battlefield" and obj.controller == ctx["controller"]:
        game.sacrifice(ctx["controller"], obj)
