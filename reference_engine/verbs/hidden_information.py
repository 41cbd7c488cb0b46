"""Verbs changing what a player may see (708.5: a face-down permanent's identity is its controller's to see unless an
effect allows another player to look at it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("look_at_face_down_creatures", rules="708.5, 611.2a, 514.2")
def look_at_face_down_creatures(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Until end of turn, the effect's controller may look at face-down creatures they don't control any time: the
    observations made for them show those permanents' identities (observe.may_see) until the cleanup step."""
    pid = ctx["controller"]
    if pid not in game.face_down_lookers:
        game.face_down_lookers = game.face_down_lookers | {pid}
        game.invalidate()  # the descriptions made for that player are stale
