"""Transforming double-faced cards (712.2): transforming a permanent (701.27) and what it keeps (712.18).

A permanent's face up is its ``face`` (``"normal"`` for the front, ``"back"``); its characteristics follow from it
(layers.card_values, 712.8d-e). Rules over the game like the other sections' modules, bound in `Game` and declared
in interface.py.
"""

from __future__ import annotations

from typing import Literal

from .interface import GameRules
from .objects import GameObject


def can_transform(game: GameRules, obj: GameObject) -> bool:
    """701.27a, 712.9, 712.10, 712.15a: only a permanent represented by a transforming double-faced card can
    transform, never while face down, and never into an instant or sorcery face."""
    if obj.zone != "battlefield" or obj.card.layout != "transform" or obj.face_down:
        return False
    other = obj.card.faces[0 if obj.face == "back" else 1]
    return not {"Instant", "Sorcery"} & set(other.types)


def transform_permanent(game: GameRules, obj: GameObject, since: int | None = None) -> bool:
    """701.27a: turn the permanent over to its other face; nothing happens when it can't (701.27c-d). `since`: the
    timestamp at which the permanent's own ability doing this was put on the stack, which then transforms it only if
    it hasn't transformed since (701.27f). It stays the same object (712.18: its counters, damage, tapped status and
    the effects on it stay) and gets a new timestamp (613.7g). True if it transformed."""
    if not game.can_transform(obj):
        return False
    if since is not None and obj.transformed_at > since:
        return False
    face: Literal["normal", "back"] = "normal" if obj.face == "back" else "back"
    obj.face = face
    obj.timestamp = obj.transformed_at = game.next_timestamp()
    game.invalidate()
    game.emit({"type": "transformed", "card": obj.id, "face": face})
    game.trigger_transformed_into(obj)
    return True


def trigger_transformed_into(game: GameRules, obj: GameObject) -> None:
    """701.27e, 603.2: "when this transforms into [its back face]" (event ``transformed_into``): an ability of the face
    now up triggers, since the permanent has that face's characteristics just after it transformed."""
    for ability in game.triggered_abilities(obj, "transformed_into"):
        game.queue_trigger(obj, ability, obj.controller)


def trigger_linked_left(game: GameRules, left: GameObject) -> None:
    """607.2a, 603.6c, 603.10a: "when the creature put onto the battlefield with this leaves the battlefield" (event
    ``linked_leaves``): the ability of the permanent that an effect of its linked ability put that object onto the
    battlefield (``GameObject.linked``, the object as the card id and serial it had there) triggers once it leaves,
    to any zone. A permanent that left and came back is a new object, linked to nothing (400.7)."""
    if not game.watched("linked_leaves"):
        return
    for watcher in game.battlefield_objects():
        if watcher.linked == (left.id, left.serial):
            for ability in game.triggered_abilities(watcher, "linked_leaves"):
                game.queue_trigger(watcher, ability, watcher.controller, card=left.id)
