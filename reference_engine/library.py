"""Library actions beyond drawing and scrying (401, 701): surveil.

Rules over the game like the other sections' modules (functions taking a `GameRules`), bound in `Game` and
declared in interface.py.
"""

from __future__ import annotations

from .interface import GameRules
from .state import Done, Then


def surveil(game: GameRules, pid: str, n: int, resume: Done) -> bool:
    """701.25a: the player looks at the top N cards of their library and puts any number of them into their
    graveyard, the rest back on top: asked card by card, from the top (a ``surveil`` choice, ``["top",
    "graveyard"]``); the cards kept stay in their order. True when it waits for an answer (then `resume`)."""
    looked_at = game.library(pid)[:max(n, 0)]
    return game.surveil_next(pid, looked_at, resume)


def surveil_next(game: GameRules, pid: str, looked_at: list[str], resume: Done) -> bool:
    """Ask where the next card looked at goes; False when none is left."""
    if not looked_at:
        return False
    game.ask(pid, "surveil", ["top", "graveyard"], Then("surveil_chosen", (pid, looked_at, resume)),
             card=looked_at[0])
    return True  # the answer resumes the effects, at once when there is a single option


def surveil_chosen(game: GameRules, pid: str, looked_at: list[str], resume: Done, where: str) -> None:
    """701.25a: the card goes into its owner's graveyard or stays on top; then the next card looked at."""
    if where == "graveyard":
        game.move(game.objects[looked_at[0]], "graveyard", "surveil")
    if not game.surveil_next(pid, looked_at[1:], resume):
        game.proceed(resume)
