"""Trigger events about graveyards (603.2, 603.6c): a permanent put into a graveyard from the battlefield ("whenever a
Clue you control is put into a graveyard from the battlefield"; "when this is put into a graveyard from the
battlefield", said of any permanent, where "dies" is said of a creature, 700.4).

Like the other events, it costs nothing while no permanent watches it (`watched`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def trigger_put_into_graveyard(game: GameRules, left: GameObject) -> None:
    """603.6c, 603.10a: "when this is put into a graveyard from the battlefield" (event ``put_into_graveyard``: its
    effects may name the card it became, 400.7e) and "whenever a <permanent> [you control] is put into a graveyard
    from the battlefield" (event ``permanent_put_into_graveyard``, `filter` as for leaving, with ``permanent`` and
    ``subtypes_any``), a leaves-the-battlefield ability: the permanents on the battlefield and those that left in
    the same event look back, and the permanent is judged as it last existed."""
    if not left.face_down and "put_into_graveyard" in left.card.trigger_events:  # 708.2: face down, no abilities
        now = game.objects.get(left.id)  # the card it became (400.7), which its own ability may return
        for ability in game.triggered_abilities(left, "put_into_graveyard"):
            game.queue_trigger(left, ability, left.controller, moved_to=now.serial if now is not None else None)
    if not game.watched("permanent_put_into_graveyard", *game.left_together, left):
        return
    chars = game.last_known[left.serial][1] if left.serial in game.last_known else game.chars(left)
    present = {o.id for o in game.battlefield_objects()}
    looking_back = [o for o in (*game.left_together, left) if o.id not in present and not o.face_down]
    for watcher in [*game.battlefield_objects(), *dict.fromkeys(looking_back)]:
        for ability in game.triggered_abilities(watcher, "permanent_put_into_graveyard"):
            if game.event_object_matches(ability.get("filter") or {}, watcher, left, chars):
                game.queue_trigger(watcher, ability, watcher.controller, card=left.id)
