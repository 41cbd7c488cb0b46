"""One witchcraft game behind the protocol: the engine's state dict, our ids <-> its instance ids, and the
priority the adapter keeps (witchcraft has none of its own: docs/witchcraft-notes.md, section 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtg_protocol.jsontypes import JSON


@dataclass
class Discover:
    """A discover question witchcraft asked inside a resolution (its ``discover_mode``, 701.57a): the resolution
    waits for the answer and is then run again from its start with it (witchcraft is deterministic)."""

    before: JSON
    """The state just before the resolution (the top of the stack not yet resolved)."""
    top: str
    player: str
    card: str
    """The discovered card (witchcraft id)."""
    options: list[str]
    """witchcraft's options: ``["cast", "hand"]`` or ``["hand"]``."""


@dataclass
class Table:
    """The live state of one scenario."""

    state: JSON
    turn_number: int
    players: list[str]
    ours: dict[str, str]
    """witchcraft instance id -> our card id (``c3``) or token id (``t1``)."""
    names: dict[str, str]
    """our card id -> the card name the setup gave."""
    priority: str
    passes: int = 0
    """Players who passed in succession since the last action that wasn't a pass (117.4)."""
    targets: dict[str, list[str]] = field(default_factory=dict)
    """Targets (our ids) each spell on the stack was cast with, by witchcraft id."""
    x: dict[str, int] = field(default_factory=dict)
    graveyard_order: dict[str, list[str]] = field(default_factory=dict)
    """Each graveyard, oldest first, in witchcraft ids: witchcraft's graveyard is a set (the adapter's order)."""
    token_count: int = 0
    stamps: dict[str, int] = field(default_factory=dict)
    unasked: dict[str, list[str]] = field(default_factory=dict)
    """Targets of each spell on the stack that witchcraft picks itself (no question), by witchcraft id."""
    discover: Discover | None = None
    """The discover choice witchcraft asked in the resolution under way, if any."""

    def timestamp(self, wid: str) -> int:
        """The adapter's order of first sight of an object (witchcraft keeps no timestamps on the state)."""
        return self.stamps.setdefault(wid, len(self.stamps) + 1)

    @property
    def theirs(self) -> dict[str, str]:
        """our id -> witchcraft id."""
        return {v: k for k, v in self.ours.items()}

    def wid(self, ours: Any) -> str | None:
        """witchcraft's id of our card id (None when unknown)."""
        return self.theirs.get(str(ours)) if ours is not None else None

    def our(self, wid: str) -> str:
        """Our id of a witchcraft object; tokens get ``tN`` in the order they are first seen."""
        if wid not in self.ours:
            self.token_count += 1
            self.ours[wid] = f"t{self.token_count}"
        return self.ours[wid]

    def target_in(self, target: Any) -> str | None:
        """witchcraft's name for a target: a player id stays, a card id is mapped."""
        if target in self.players:
            return str(target)
        return self.wid(target)

    def target_out(self, target: str) -> str:
        """Our name for a witchcraft target."""
        return target if target in self.players else self.our(target)

    @property
    def active(self) -> str:
        """The active player."""
        return str(next(iter(self.state["active_player"]))[0])

    def other(self, player: str) -> str:
        """The next player in turn order after `player`."""
        return self.players[(self.players.index(player) + 1) % len(self.players)]
