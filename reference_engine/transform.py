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
    return True
