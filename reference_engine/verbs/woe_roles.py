"""Verbs the real WOE Role creators and LCI discover cards added (cards/sets/woe_roles.py, cards/sets/lci.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("enters_tapped", rules="614.1c, 614.12", params={"unless_your_turn": "flag?"})
def enters_tapped(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In an ``as_enters`` ability: the permanent enters the battlefield tapped (a replacement effect); with
    `unless_your_turn`, only when it enters during a turn other than its controller's."""
    if eff.get("unless_your_turn") and game.active == ctx["controller"]:
        return
    obj = game.effect_object(ctx, "self")
    if obj is not None and obj.zone == "battlefield":
        obj.tapped = True


