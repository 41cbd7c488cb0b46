"""Verbs that change control for good (613.1b, 611.2a: no duration, so for as long as the permanent stays on the
battlefield): exchanging control of two permanents (701.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("exchange_control", rules="701.12a, 701.12b, 613.1b", params={"target": "target", "other": "target"})
def exchange_control(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The controllers of the two target permanents exchange them: each gains control of the one the other
    controlled, at the same time. With either one illegal as the effect resolves the exchange can't be completed,
    so none of it happens (701.12a); controlled by the same player, nothing happens (701.12b)."""
    first, second = game.effect_object(ctx, eff["target"]), game.effect_object(ctx, eff["other"])
    if first is None or second is None or first.zone != "battlefield" or second.zone != "battlefield":
        return
    if first.controller == second.controller:
        return
    was = first.controller
    game.gain_lasting_control(first, second.controller)
    game.gain_lasting_control(second, was)
