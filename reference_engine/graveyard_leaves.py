"""Triggers on cards leaving a graveyard (603.2, 603.2c): "whenever one or more creature cards leave your
graveyard"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import spell_matches

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import Characteristics, GameObject


def trigger_cards_left_graveyard(game: GameRules, card: GameObject, chars: Characteristics) -> None:
    """603.2, 603.2c: a card left its owner's graveyard (to any zone, cast or moved): the "whenever one or more
    <kind> cards leave your graveyard" abilities (event ``cards_leave_your_graveyard``, `filter` over the card as it
    was in the graveyard) of the permanents its owner controls trigger, once for one event however many cards leave
    in it. The vocabulary writes an effect moving several target cards as one verb per target (Feral Deathgorger's
    "exile up to two target cards from a single graveyard"), so the cards that leave while one spell or ability
    resolves are one event: an ability that triggered on one of them and waits to be put on the stack doesn't
    trigger again."""
    for watcher in game.battlefield_objects():
        if watcher.controller != card.owner:
            continue
        for ability in game.triggered_abilities(watcher, "cards_leave_your_graveyard"):
            if spell_matches(chars, ability.get("filter") or {}) and not any(
                    t.source_serial == watcher.serial and t.ability == ability for t in game.pending_triggers):
                game.queue_trigger(watcher, ability, watcher.controller, card=card.id)
