"""Omen cards (720): an inset Omen face cast like an Adventure's (720.3, 715.3), shuffled away as it resolves.

Casting an omen card as an Omen is the casting pipeline's own ``omen`` mode (casting.py, 601.2): its layer-1
values are the Omen face's on the stack and the creature face's everywhere else (layers.py, 720.3b, 720.4). What
differs from an Adventure is only where the resolved spell goes: into its owner's library, shuffled, instead of
into exile with a permission to cast it later (720.3d against 715.3d). Countered or fizzled, it goes to the
graveyard like any spell (701.6a, 608.2b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .objects import GameObject

if TYPE_CHECKING:
    from .interface import GameRules


def shuffle_resolving_omen(game: GameRules, spell: GameObject) -> None:
    """720.3d: as it resolves, its controller shuffles it into its owner's library. A copy (720.3c) is shuffled in
    too, so the library is shuffled all the same; the copy then ceases to exist (704.5e)."""
    game.move(spell, "library", "resolve")
    game.rng.shuffle(game.library(spell.owner))  # 701.24a: the library in a random order
    game.touch()
