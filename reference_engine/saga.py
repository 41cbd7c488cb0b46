"""Saga cards (714): lore counters (714.3), chapter abilities (714.2) and the sacrifice after the last chapter (714.4).

A chapter ability is card data: a triggered ability whose event is ``chapter``, with its number (``chapter``: N,
714.2a; a symbol "I, III" is two abilities, 714.2c). It triggers when lore counters put on its Saga take their number
from below N to at least N (714.2b). The lore counters of Sagas come from the rules, not from effects: one as the Saga
enters (714.3a) and one on each Saga the active player controls as their precombat main phase begins (714.3b, a
turn-based action, 505.4). A replacement of what "an effect would put" (the ``double_counters`` kind, 614.1) doesn't
apply to them. Once a Saga's lore counters reach its final chapter number and none of its chapter abilities is
waiting to leave the stack, its controller sacrifices it as a state-based action (704.5s, sba.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from .objects import GameObject

if TYPE_CHECKING:
    from .interface import GameRules

LORE = "lore"
CHAPTER = "chapter"
"""The trigger event of a chapter ability (714.2b)."""


def chapter_abilities(game: GameRules, obj: GameObject) -> list[JSON]:
    """714.2: the chapter abilities the permanent has now."""
    return game.triggered_abilities(obj, CHAPTER)


def final_chapter_number(game: GameRules, obj: GameObject) -> int:
    """714.2d: the greatest number among its chapter abilities; 0 for a permanent with none."""
    return max((int(a.get("chapter", 0)) for a in chapter_abilities(game, obj)), default=0)


def put_lore_counters(game: GameRules, obj: GameObject, n: int) -> None:
    """714.2b, 714.3: put N lore counters on the permanent; each chapter ability whose number the count went past
    (less than N before, at least N after) triggers, one trigger per ability however many counters."""
    before = obj.counters.get(LORE, 0)
    obj.add_counters(LORE, n)
    game.emit({"type": "counters", "card": obj.id, "counter": LORE, "amount": n})
    for ability in chapter_abilities(game, obj):
        if before < int(ability.get("chapter", 0)) <= before + n:
            game.queue_trigger(obj, ability, obj.controller)


def lore_counter_as_saga_enters(game: GameRules, obj: GameObject) -> None:
    """714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it (chapter I triggers)."""
    if "Saga" in game.chars(obj).subtypes:
        game.put_lore_counters(obj, 1)


def add_lore_counters_turn_based(game: GameRules) -> None:
    """714.3b, 505.4: as the active player's precombat main phase begins, they put a lore counter on each Saga they
    control with one or more chapter abilities (a turn-based action: it doesn't use the stack)."""
    for obj in game.battlefield_objects():
        if obj.controller == game.active and "Saga" in game.chars(obj).subtypes and final_chapter_number(game, obj):
            game.put_lore_counters(obj, 1)


def chapter_waiting(game: GameRules, obj: GameObject) -> bool:
    """704.5s: whether the permanent is the source of a chapter ability that has triggered but not yet left the
    stack (waiting to be put on it, or on it)."""
    waiting = (t for t in game.pending_triggers if t.source_serial == obj.serial)
    stacked = (a for a in game.stack_abilities.values() if a.source_serial == obj.serial)
    return any(t.ability.get("event") == CHAPTER for t in waiting) or \
        any(a.ability.get("event") == CHAPTER for a in stacked)


def saga_read(game: GameRules, obj: GameObject) -> str | None:
    """704.5s: for a Saga with chapter abilities whose lore counters reached its final chapter number, ``"sacrifice"``,
    or ``"waiting"`` while one of its chapter abilities hasn't left the stack; None for any other permanent."""
    final = final_chapter_number(game, obj)
    if not final or obj.counters.get(LORE, 0) < final:
        return None
    return "waiting" if game.chapter_waiting(obj) else "sacrifice"
