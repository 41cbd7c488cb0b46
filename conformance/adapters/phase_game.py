"""One live phase.rs game, read as cheaply as phase allows and rolled back without a copy of its state.

``Game.state()`` serialises the whole game (its rules journal grows with every move), so it is by far
the costliest call the adapter makes. `LiveGame` reads it only where nothing cheaper answers: at setup,
once per turn (the active player is in no other call), and for the cost of a spell being paid. Between
two moves the adapter reads the `board`: the zones, players and stack from phase's own per-zone calls,
about an eighth of a ``state()``. A move that fails halfway (an action the protocol must reject, so the
game must be as before) is undone by reloading the last loaded state and replaying the moves made since
(phase's random generator is part of that state, so the replay is exact), instead of copying the whole
state before every action.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from phase import GameAction

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON

Move = tuple[int, Any]  # (seat, phase action) as given to ``Game.apply``


def phase_object(value: object) -> JSON:
    """A JSON object phase's binding gave (a dict); anything else breaks its API, phase's error."""
    if isinstance(value, dict):
        return value
    raise EngineError(f"phase gave {type(value).__name__} where its API gives a JSON object")


def phase_objects(value: object) -> list[JSON]:
    """A list of JSON objects phase's binding gave."""
    if isinstance(value, list):
        return [phase_object(v) for v in value]
    raise EngineError(f"phase gave {type(value).__name__} where its API gives a list")


class Loaded(NamedTuple):
    """A state phase loaded: its JSON text (phase reads text directly) and its turn number and active seat."""

    text: str
    turn: int
    active: int


class LiveGame:
    """A phase ``Game`` plus what was read of it since its last change, and the moves since its last load."""

    def __init__(self, db: Any, game: Any) -> None:
        self.db, self.game = db, game
        self._loaded: Loaded | None = None
        self._moves: list[Move] = []
        self._turn: tuple[int, int] | None = None  # (turn number, active seat) of the last full read
        self._changed()

    @classmethod
    def replayed(cls, db: Any, loaded: Loaded, moves: list[Move]) -> LiveGame:
        """A new game: the state `loaded` (as `history` gives it), then `moves`."""
        live = cls(db, None)
        live._replay(loaded, moves)
        return live

    def _changed(self) -> None:
        self._snap: JSON | None = None
        self._board: JSON | None = None
        self._actions: list[GameAction] | None = None
        self._waiting: JSON | None = None

    # ----- moves
    def apply(self, actor: int, action: Any) -> Any:
        """phase's ``apply``; a rejected action (ValueError) leaves the game, and so what was read, unchanged."""
        result = self.game.apply(actor, action)
        self._moves.append((actor, action))
        self._changed()
        return result

    def load(self, snapshot: JSON) -> None:
        """Replace the game by `snapshot` (a ``state()`` dict), kept for `rollback`.

        Not kept as read: phase works out again what follows from the state it loads (continuous effects
        applied by layer, 613), so an edited snapshot may not be what phase then holds."""
        st = snapshot["state"]
        self._load(Loaded(json.dumps(snapshot), int(st["turn_number"]), int(st["active_player"])))

    def _load(self, loaded: Loaded) -> None:
        try:
            self.game = self.db.load_game(loaded.text)
        except ValueError as exc:  # phase can't read back a state it wrote: the adapter can't roll back
            raise EngineError(f"unsupported: phase can't reload its own game state ({str(exc)[:200]})") from exc
        self._loaded, self._moves = loaded, []
        self._changed()
        self._turn = (loaded.turn, loaded.active)

    def history(self) -> tuple[Loaded, list[Move]]:
        """The last loaded state and the moves made since: enough to build this game again (`replayed`)."""
        if self._loaded is None:
            raise EngineError("unsupported: the phase adapter has no loaded state to build the game again from")
        return self._loaded, list(self._moves)

    def checkpoint(self) -> int:
        """A mark of the game as it is now, for `rollback`."""
        return len(self._moves)

    def rollback(self, mark: int) -> None:
        """Put the game back as it was at `mark`: the last loaded state, then the moves made before the mark."""
        if mark != len(self._moves):
            loaded, moves = self.history()
            self._replay(loaded, moves[:mark])

    def _replay(self, loaded: Loaded, moves: list[Move]) -> None:
        self._load(loaded)
        try:
            for actor, action in moves:
                self.apply(actor, action)
        except ValueError as exc:
            raise EngineError(f"unsupported: phase refused to replay its own moves ({str(exc)[:200]})") from exc

    # ----- reads
    def snapshot(self) -> JSON:
        """The full ``state()`` dict ({"state": ...}); read from phase at most once per change."""
        if self._snap is None:
            self._snap = self.game.state()
            st = self._snap["state"]
            self._turn = (int(st["turn_number"]), int(st["active_player"]))
        return self._snap

    def state(self) -> JSON:
        """The game state proper (``snapshot()["state"]``): only for what the `board` lacks."""
        return phase_object(self.snapshot()["state"])

    def board(self) -> JSON:
        """What the adapter reads between moves, shaped like ``state()["state"]``: ``objects`` (every object in
        a zone or on the stack), ``players``, ``battlefield``, ``exile``, ``stack``, ``waiting_for``,
        ``turn_number``, ``active_player``, ``phase`` and ``priority_player``. The full state when it was read
        since the last change, else phase's per-zone calls (a full read only when the turn has changed)."""
        if self._snap is not None:
            return phase_object(self._snap["state"])
        if self._board is None:
            turn = self.game.turn
            if self._turn is None or self._turn[0] != turn:
                return self.state()
            self._board = self._read_board(turn, self._turn[1])
        return self._board

    def _read_board(self, turn: int, active: int) -> JSON:
        g = self.game
        players = [g.player(seat) for seat in (0, 1)]
        objects: dict[str, JSON] = {}

        def keep(found: list[JSON]) -> list[int]:
            for o in found:
                objects[str(o["id"])] = o
            return [o["id"] for o in found]

        battlefield, exile = keep(g.battlefield()), keep(g.exile())
        for seat, p in enumerate(players):
            keep(g.hand(seat))
            keep(g.graveyard(seat))
            keep([g.object(oid) for oid in p["library"]])
        stack = g.stack()
        for entry in stack:  # a spell's card, or a copy of a spell (its own object, 707.10)
            for oid in {entry["id"], (entry["kind"].get("data") or {}).get("card_id", entry["id"])}:
                if str(oid) not in objects:
                    try:
                        objects[str(oid)] = g.object(oid)
                    except ValueError:  # an ability's stack entry: no object
                        pass
        return {"objects": objects, "players": players, "battlefield": battlefield, "exile": exile, "stack": stack,
                "waiting_for": self.waiting_for(), "turn_number": turn, "active_player": active,
                "phase": g.phase, "priority_player": g.priority_player()}

    def actions(self) -> list[GameAction]:
        """phase's legal actions for whoever must act."""
        if self._actions is None:
            self._actions = list(self.game.actions())
        return self._actions

    def waiting_for(self) -> JSON:
        """The current prompt."""
        if self._snap is not None:
            return phase_object(self._snap["state"]["waiting_for"])
        if self._board is not None:
            return phase_object(self._board["waiting_for"])
        if self._waiting is None:
            self._waiting = self.game.waiting_for()
        return self._waiting

    def _read(self) -> JSON | None:
        """The state or board already read since the last change, if any."""
        return phase_object(self._snap["state"]) if self._snap is not None else self._board

    def object(self, oid: int) -> JSON:
        """One object (ValueError if phase doesn't know it)."""
        read = self._read()
        if read is not None and str(oid) in read["objects"]:
            return phase_object(read["objects"][str(oid)])
        if self._snap is not None:
            raise ValueError(f"unknown object id {oid}")
        return phase_object(self.game.object(oid))

    def stack(self) -> list[JSON]:
        """The stack, bottom first."""
        read = self._read()
        if read is not None:
            return phase_objects(read.get("stack") or [])
        return phase_objects(self.game.stack())

    def player(self, seat: int) -> JSON:
        """One player's state (life, zones, mana pool)."""
        read = self._read()
        if read is not None:
            return phase_object(read["players"][seat])
        return phase_object(self.game.player(seat))

    def priority_player(self) -> int:
        """The seat holding priority."""
        read = self._read()
        if read is not None:
            return int(read["priority_player"])
        return int(self.game.priority_player())
