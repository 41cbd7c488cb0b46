"""Rules about graveyards that abilities of permanents and spells change: cards in graveyards that can't be targeted
(115.1, a static ability), an object exiled instead of put into a graveyard (614.1a: by its own ability, or a
creature by a resolved ability's "if it would die this turn"), and creature cards put into graveyards from
anywhere, or into their owner's graveyard from their library, as trigger events (603.2, 603.2c).

Rules over the game like the other sections' modules, bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

from mtg_protocol.vocab import Zone

from .conditions import spell_matches
from .interface import GameRules
from .objects import GameObject


def graveyard_cards_untargetable(game: GameRules) -> bool:
    """115.1, 604.1: while a permanent has the static ability ``graveyard_untargetable`` ("cards in graveyards can't be
    the targets of spells or abilities"), no card in any graveyard is a legal target."""
    return any(ab.get("graveyard_untargetable") for _src, ab in game.static_abilities())


def graveyard_destination(game: GameRules, obj: GameObject, to: Zone) -> Zone:
    """614.1a, 614.6: an object whose own static ability ``exile_instead_of_graveyard`` says "if this would be put
    into a graveyard from anywhere, exile it instead" goes to exile instead; the ability exists only where the object
    has it (on the battlefield or the stack with that face up, 712.8), so the replacement applies from there."""
    if to == "graveyard" and obj.zone == "battlefield" and obj.serial in game.this_turn.exiled_if_dies \
            and "Creature" in game.chars(obj).types:
        return "exile"  # 614.1a, 700.4: a resolved ability's "if that creature would die this turn, exile it instead"
    if to != "graveyard" or obj.zone not in ("battlefield", "stack") or obj.face_down:
        return to
    if any(a.get("exile_instead_of_graveyard") for a in game.chars(obj).abilities):
        return "exile"
    return to


def trigger_creature_cards_to_graveyard(game: GameRules, card: GameObject) -> None:
    """603.2: "whenever one or more creature cards are put into graveyards from anywhere" (event
    ``creature_cards_to_graveyard``) of the permanents on the battlefield, as a card (not a token, 111.1) that is a
    creature card in the graveyard gets there. The ability must also trigger only once each turn
    (``once_each_turn``): then one trigger per card is one per event, the first of the turn."""
    if card.token or not game.watched("creature_cards_to_graveyard") or "Creature" not in game.chars(card).types:
        return
    for watcher in game.battlefield_objects():
        for ability in game.triggered_abilities(watcher, "creature_cards_to_graveyard"):
            if not ability.get("once_each_turn"):
                raise ValueError("'one or more creature cards' is read only with 'triggers only once each turn'")
            game.queue_trigger(watcher, ability, watcher.controller, card=card.id)


def trigger_library_cards_to_graveyard(game: GameRules, card: GameObject) -> None:
    """603.2, 603.2c: "whenever one or more creature cards are put into your graveyard from your library" (event
    ``creature_cards_from_your_library``, a `filter` over the card in the graveyard) of the permanents the card's owner
    controls: once for one event however many cards it moves (a mill or surveil moves them together). As for cards
    leaving a graveyard (graveyard_leaves.py), the cards moved while one spell or ability resolves are one event: an
    ability that triggered on one of them and waits to be put on the stack doesn't trigger again."""
    if not game.watched("creature_cards_from_your_library"):
        return
    chars = game.chars(card)
    for watcher in game.battlefield_objects():
        if watcher.controller != card.owner:
            continue
        for ability in game.triggered_abilities(watcher, "creature_cards_from_your_library"):
            if spell_matches(chars, ability.get("filter") or {}) and not any(
                    t.source_serial == watcher.serial and t.ability == ability for t in game.pending_triggers):
                game.queue_trigger(watcher, ability, watcher.controller, card=card.id)
