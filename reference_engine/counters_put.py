"""The trigger event of counters being put on a permanent (122.6, 603.2): "whenever one or more +1/+1 counters are
put on this".

Counters put on a permanent by one event (an effect, or a permanent entering with counters, 122.6) trigger its
ability once, with the number put (its "that many", ``{"count": "counters_put"}``). The event costs nothing while
no permanent watches it (`watched`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def trigger_counters_put(game: GameRules, obj: GameObject, kind: str, n: int) -> None:
    """122.6, 603.2: the permanent's "whenever one or more counters [of a kind] are put on this" abilities (event
    ``counters_put``, its `filter`'s ``counter`` the kind) trigger once for the `n` counters one event put on it."""
    if n <= 0 or not game.watched("counters_put", obj):
        return
    for ability in game.triggered_abilities(obj, "counters_put"):
        wanted = (ability.get("filter") or {}).get("counter")
        if wanted is None or wanted == kind:
            game.queue_trigger(obj, ability, obj.controller, counters_put=n)
