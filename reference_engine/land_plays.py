"""How many lands a player may play this turn (305.2): one, plus one for each effect that lets them play an
additional land this turn (305.2a); a land played beyond that is refused, and the count starts over each turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .interface import GameRules


def land_plays_allowed(game: GameRules, pid: str) -> int:
    """305.2, 305.2a: the number of land plays `pid` has this turn: one, and one more for each additional land play
    an effect gave them this turn (TurnRecord.extra_land_plays)."""
    return 1 + game.this_turn.extra_land_plays.get(pid, 0)


def may_play_another_land(game: GameRules, pid: str) -> bool:
    """305.2: whether `pid` has played fewer lands this turn than they may."""
    return game.player(pid).lands_played < game.land_plays_allowed(pid)


def grant_additional_land_play(game: GameRules, pid: str) -> None:
    """305.2a: an effect lets `pid` play an additional land this turn (it adds to any other such effect's)."""
    game.this_turn.count(game.this_turn.extra_land_plays, pid)
    game.touch()
