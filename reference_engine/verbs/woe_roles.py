"""Verbs the real WOE Role creators and LCI discover cards added (cards/sets/woe_roles.py, cards/sets/lci.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import JSON, Done, verb

if TYPE_CHECKING:
    from ..game import Game


@verb("player_discards", rules="701.9a, 115.1", params={"target": "target", "n": "amount"})
def player_discards(game: Game, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """The target player discards N cards of their own choice."""
    pid = game.effect_target_id(ctx, eff["target"])
    if pid is None or not any(p.id == pid for p in game.players):
        return False
    return game.discard(pid, game.amount(ctx, eff["n"]), resume)


@verb("enters_tapped", rules="614.1c, 614.12")
def enters_tapped(game: Game, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In an ``as_enters`` ability: the permanent enters the battlefield tapped (a replacement effect)."""
    obj = game.effect_object(ctx, "self")
    if obj is not None and obj.zone == "battlefield":
        obj.tapped = True


@verb("cant_block", rules="611.2a, 509.1b", params={"target": "object"})
def cant_block(game: Game, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature can't block this turn (a restriction checked as blockers are declared)."""
    from ..layers import ContinuousEffect

    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.continuous_effects.append(ContinuousEffect("6", game.next_timestamp(), obj.id, obj.serial,
                                                        {"cant_block": True}))
        game.invalidate()


@verb("lose_life", rules="119.3", params={"n": "amount"})
def lose_life(game: Game, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller loses N life."""
    game.change_life(ctx["controller"], -game.amount(ctx, eff["n"]))
