"""One live phase.rs game with its state read at most once between two moves.

``Game.state()`` serialises the whole game (its rules journal grows with every move), so it is by
far the costliest call the adapter makes. `LiveGame` keeps the last snapshot, and the answers of
``actions()`` / ``waiting_for()``, until the game changes (a successful ``apply`` or a reload).
While a snapshot is kept, ``object``, ``stack`` and ``waiting_for`` are read from it instead of
asking phase again; without one they are phase's own (cheap) calls.
"""

from __future__ import annotations

from typing import Any

from conformance.protocol.engine import EngineError
from conformance.protocol.jsontypes import JSON


class LiveGame:
    """A phase ``Game`` plus the snapshot and answers read since its last change."""

    def __init__(self, db: Any, game: Any, snapshot: JSON | None = None) -> None:
        self.db, self.game = db, game
        self._snap = snapshot
        self._actions: list[Any] | None = None
        self._waiting: JSON | None = None

    def _changed(self, snapshot: JSON | None = None) -> None:
        self._snap, self._actions, self._waiting = snapshot, None, None

    # ----- moves
    def apply(self, actor: int, action: Any) -> Any:
        """phase's ``apply``; a rejected action (ValueError) leaves the game, and so the cache, unchanged."""
        result = self.game.apply(actor, action)
        self._changed()
        return result

    def load(self, snapshot: JSON) -> None:
        """Replace the game by `snapshot` (a ``state()`` dict, not modified afterwards) and keep it as read."""
        try:
            self.game = self.db.load_game(snapshot)
        except ValueError as exc:  # phase can't read back a state it wrote: the adapter can't roll back
            raise EngineError(f"unsupported: phase can't reload its own game state ({str(exc)[:200]})") from exc
        self._changed(snapshot)

    # ----- reads
    def snapshot(self) -> JSON:
        """The full ``state()`` dict ({"state": ...}); read from phase at most once per change."""
        if self._snap is None:
            self._snap = self.game.state()
        return self._snap

    def state(self) -> JSON:
        """The game state proper (``snapshot()["state"]``)."""
        return self.snapshot()["state"]

    def actions(self) -> list[Any]:
        """phase's legal actions for whoever must act."""
        if self._actions is None:
            self._actions = list(self.game.actions())
        return self._actions

    def waiting_for(self) -> JSON:
        """The current prompt."""
        if self._snap is not None:
            return self._snap["state"]["waiting_for"]
        if self._waiting is None:
            self._waiting = self.game.waiting_for()
        return self._waiting

    def object(self, oid: int) -> JSON:
        """One object (ValueError if phase doesn't know it)."""
        if self._snap is not None:
            found = self._snap["state"]["objects"].get(str(oid))
            if found is None:
                raise ValueError(f"unknown object id {oid}")
            return found
        return self.game.object(oid)

    def stack(self) -> list[JSON]:
        """The stack, bottom first."""
        if self._snap is not None:
            return self._snap["state"].get("stack") or []
        return self.game.stack()

    def player(self, seat: int) -> JSON:
        """One player's state (life, zones, mana pool)."""
        if self._snap is not None:
            return self._snap["state"]["players"][seat]
        return self.game.player(seat)

    def priority_player(self) -> int:
        """The seat holding priority."""
        if self._snap is not None:
            return int(self._snap["state"]["priority_player"])
        return self.game.priority_player()
