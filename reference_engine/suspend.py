"""702.62: suspend. A card with suspend in exile with time counters on it is suspended (702.62b). Two of the keyword's
three abilities work in exile: at the beginning of its owner's upkeep, if it is suspended, a time counter is removed
from it; when the last one is removed, if it is still exiled, its owner may cast it without paying its mana cost, and
a creature spell cast that way has haste for as long as they control it (702.62a). Its first ability (suspending a
card from a hand for its suspend cost) belongs to cards printed with suspend; the pool's card with suspend gets it from
an effect (Rory Williams: "it gains suspend", a continuous effect on the exiled object, 611.2a, ending when it leaves
exile, 400.7). Rules over the game like the other sections' modules, bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON

from .interface import GameRules
from .objects import GameObject

TIME = "time"
"""The kind of counter suspend counts down (122.1, 702.62a)."""

SUSPEND_UPKEEP: JSON = {"kind": "triggered", "event": "beginning_of_your_upkeep", "if_suspended": True,
                        "targets": [], "effects": [{"do": "remove_time_counter_from_this"}]}
"""702.62a: at the beginning of your upkeep, if this card is suspended, remove a time counter from it."""

SUSPEND_LAST_COUNTER: JSON = {"kind": "triggered", "event": "last_time_counter_removed", "if_exiled": True,
                              "targets": [], "effects": [{"do": "suspend_cast"}]}
"""702.62a: when the last time counter is removed from this card, if it's exiled, you may cast it without paying its
mana cost (a creature spell cast this way gains haste until you lose control of it)."""


def has_suspend(game: GameRules, obj: GameObject) -> bool:
    """702.62a: the object has suspend, printed ("suspend N—[cost]") or given by an effect ("it gains suspend")."""
    return any(k == "suspend" or k.startswith("suspend ") for k in game.chars(obj).keywords)


def is_suspended(game: GameRules, obj: GameObject) -> bool:
    """702.62b: the card is in exile, has suspend and has a time counter on it."""
    return obj.zone == "exile" and obj.counters.get(TIME, 0) > 0 and game.has_suspend(obj)


def trigger_suspend_upkeep(game: GameRules) -> None:
    """702.62a, 503.1a: at the beginning of the active player's upkeep, the upkeep ability of each suspended card
    they own triggers (in exile, "you" is the card's owner, 109.5); its "if" is checked again as it resolves
    (603.4)."""
    for cid in list(game.zones[(game.active, "exile")]):
        obj = game.objects[cid]
        if game.is_suspended(obj):
            game.queue_trigger(obj, SUSPEND_UPKEEP, obj.owner)


def time_counter_removed(game: GameRules, obj: GameObject) -> None:
    """702.62a: a time counter was removed from a card with suspend; if it was the last, the card's cast ability
    triggers (an exiled card with no time counter left)."""
    if obj.counters.get(TIME, 0) == 0 and game.has_suspend(obj):
        game.queue_trigger(obj, SUSPEND_LAST_COUNTER, obj.owner)
