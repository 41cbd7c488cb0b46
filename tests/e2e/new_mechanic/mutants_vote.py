"""Mutants that break the voting rulings (701.38)."""

from __future__ import annotations

from ..game import Game
from ..state import Done
from ..verbs.council import votes_counted
from .registry import mutant


def _caster_breaks_ties(game: Game, candidates: list[str], votes: list[str], resume: Done) -> None:
    votes_counted(game, candidates, [*votes, votes[0]], resume)  # the caster's vote counts once more


mutant("vote-caster-breaks-ties", "CNS-99",
       "A tied vote exiles only what the caster voted for, as if the caster's vote broke the tie.",
       votes_counted=_caster_breaks_ties)
