"""Casting spells with some qualities as though they had flash (601.3b, 307.1): a static ability of a permanent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import spell_matches

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import Characteristics


def may_cast_as_though_flash(game: GameRules, pid: str, c: Characteristics) -> bool:
    """601.3b: whether a static ability of a permanent `pid` controls lets them cast this spell (its proposed
    characteristics) as though it had flash: ``{"kind": "static", "flash_for": FILTER}``, "you may cast creature
    spells as though they had flash"."""
    return any(src.controller == pid and "flash_for" in ab and spell_matches(c, ab["flash_for"])
               for src, ab in game.static_abilities())
