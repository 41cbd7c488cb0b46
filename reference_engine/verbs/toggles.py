"""Verbs that turn a permanent to the other of two states: "tap or untap target creature" (701.26)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("tap_or_untap", rules="701.26a, 701.26b", params={"target": "object"})
def tap_or_untap(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Tap the permanent if it is untapped, else untap it: of "tap or untap", the one choice that changes anything
    (tapping a tapped permanent or untapping an untapped one does nothing, 701.26a-b), so "you may tap or untap"
    is a ``may`` whose acceptance turns it over."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.do_effect(ctx, {"do": "untap" if obj.tapped else "tap", "target": eff["target"]}, resume)
