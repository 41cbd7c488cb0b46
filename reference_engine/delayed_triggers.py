"""Delayed triggered abilities that wait beyond the turn they were made in (603.7): "at the beginning of the next end
step" (513.1), the one-shot return of an exile "until" that event (610.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import TriggerInstance

if TYPE_CHECKING:
    from .interface import GameRules


def trigger_at_next_end_step(game: GameRules) -> None:
    """603.7b, 513.1: as an end step begins, each delayed ability waiting for "the next end step" triggers, once: it
    is used up as it triggers. One made during an end step waits for the next turn's (it didn't exist as this one
    began, 603.7a)."""
    if not game.at_next_end_step:
        return
    waiting, game.at_next_end_step = game.at_next_end_step, []
    game.touch()
    for delayed in waiting:
        game.pending_triggers.append(TriggerInstance(delayed.source, delayed.source_serial, delayed.source_name,
                                                     delayed.controller, delayed.ability, 0, dict(delayed.extra)))
