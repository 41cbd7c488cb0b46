"""A change counter for the caches of derived state (observations, state-based checks).

Every assignment to an attribute of a tracked object (game objects, players)
advances one process-wide counter and stamps the object with the new reading.
Changes that are not assignments (reordering a zone, removing an object) call
`touch()`. A cache that stored a reading knows nothing changed while the
reading stays the same; a change in another game only costs a recomputation.
"""

from __future__ import annotations

from typing import Any


class Revision:
    """The counter; read `Revision.value`."""

    value = 0


def touch() -> None:
    """Record a change that was not an attribute assignment."""
    Revision.value += 1


class Tracked:
    """Mixin for mutable dataclasses: each assignment advances the revision and sets `self.rev`.

    Treat mutable attribute values (lists, counters) as immutable: assign a new
    value instead of changing one in place, or the change goes unseen.
    """

    rev: int = 0

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        if d.get(name, _UNSET) is value:
            return  # the same value again is no change
        d[name] = value
        Revision.value += 1
        d["rev"] = Revision.value


_UNSET = object()
