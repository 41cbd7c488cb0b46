"""The protocol's view of a card: its layout and its faces as a card definition gives them (docs/protocol.md,
*Synthetic cards*), read from the definitions a model trace carries (``Trace.cards``).

What the judging layer needs to know of a card it reads here, never in an engine's card pool: invariants see
traces only.
"""

from __future__ import annotations

from dataclasses import dataclass

from .jsontypes import JSON

FACE_OF_MODE = {"normal": 0, "adventure": 1, "left": 0, "right": 1, "back": 1}
"""The face a cast mode uses, by index (715.3, 709.3, 712.11); any other mode uses the first."""


@dataclass(frozen=True)
class FaceView:
    """One face of a card, as far as judging reads it."""

    name: str
    additional_costs: tuple[JSON, ...]
    targets: tuple[JSON, ...] = ()
    """A spell face's target slots, in order (an ``optional`` one is "up to one", 115.6)."""
    activated: tuple[JSON, ...] = ()
    """Its activated abilities (equip included), numbered as ``activate.ability`` counts them."""


@dataclass(frozen=True)
class CardView:
    """A card's layout and faces."""

    name: str
    layout: str
    faces: tuple[FaceView, ...]

    def face_named(self, mode: str) -> FaceView:
        """The face a cast mode uses (the first when the card has no such face)."""
        index = FACE_OF_MODE.get(mode, 0)
        return self.faces[index] if index < len(self.faces) else self.faces[0]


def card_view(definition: JSON) -> CardView:
    """The view of one card definition (a synthetic card's shape: ``layout`` and ``faces``)."""
    faces = tuple(FaceView(str(f.get("name", "")), _dicts(f.get("additional_costs")), _dicts(f.get("targets")),
                           tuple(a for a in _dicts(f.get("abilities")) if a.get("kind") in ("activated", "equip")))
                  for f in definition.get("faces") or [])
    return CardView(str(definition.get("name", "")), str(definition.get("layout", "normal")), faces)


def _dicts(value: object) -> tuple[JSON, ...]:
    """The objects of a definition's list field (none when it is absent or not a list)."""
    return tuple(v for v in value if isinstance(v, dict)) if isinstance(value, list) else ()
