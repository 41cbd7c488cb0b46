"""Mutants that break Omen cards (720) where an Adventure ruling's invariant sees it."""

from __future__ import annotations

from ..game import Game
from ..objects import GameObject
from .registry import mutant


def _omen_resolves_like_adventure_shuffle_resolving_omen(game: Game, spell: GameObject) -> None:
    game.exile_resolving_adventure(spell)


mutant("omen-resolves-like-adventure", "WOE-05",
       "A resolving Omen is exiled with the permission to cast the card later, as an Adventure is (715.3d), instead "
       "of being shuffled into its owner's library (720.3d).",
       shuffle_resolving_omen=_omen_resolves_like_adventure_shuffle_resolving_omen)
