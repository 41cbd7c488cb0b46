"""Trigger events about graveyards (603.2, 603.6c): a permanent put into a graveyard from the battlefield ("whenever a
Clue you control is put into a graveyard from the battlefield").

Like the other events, it costs nothing while no permanent watches it (`watched`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def trigger_put_into_graveyard(game: GameRules, left: GameObject) -> None:
    """603.6c, 603.10a: "whenever a <permanent> [you control] is put into a graveyard from the battlefield" (event
    ``permanent_put_into_graveyard``, `filter` as for leaving, with ``permanent`` and ``subtypes_any``), a
    leaves-the-battlefield ability: the permanents on the battlefield and those that left in the same event look
    back, and the permanent is judged as it last existed."""
    if not game.watched("permanent_put_into_graveyard", *game.left_together, left):
        return
    chars = game.last_known[left.serial][1] if left.serial in game.last_known else game.chars(left)
    present = {o.id for o in game.battlefield_objects()}
    looking_back = [o for o in (*game.left_together, left) if o.id not in present and not o.face_down]
    for watcher in [*game.battlefield_objects(), *dict.fromkeys(looking_back)]:
        for ability in game.triggered_abilities(watcher, "permanent_put_into_graveyard"):
            if game.event_object_matches(ability.get("filter") or {}, watcher, left, chars):
                game.queue_trigger(watcher, ability, watcher.controller, card=left.id)
