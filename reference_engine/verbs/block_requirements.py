"""A requirement on blocking an effect gives a creature this turn (509.1c): "target creature blocks this turn if
able" (the declaration of blockers is checked in blocking.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb
from .eld import _grant_this_turn

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("must_block_this_turn", rules="509.1c, 611.2", params={"target": "object"})
def must_block_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature blocks this turn if able (it gains that requirement until end of turn)."""
    _grant_this_turn(game, ctx, eff["target"], {"kind": "static", "block": "must"})
