"""Mutants that break the Adventure rulings (715)."""

from __future__ import annotations

from ..game import Game
from ..objects import GameObject
from . import mutant


@mutant("adventure-to-graveyard", "WOE-08",
        "A resolving Adventure is put into the graveyard like any instant or sorcery instead of being exiled.")
class AdventureToGraveyard(Game):
    def exile_resolving_adventure(self, spell: GameObject) -> None:
        self.move(spell, "graveyard", "resolve")
