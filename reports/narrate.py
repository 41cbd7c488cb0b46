"""Protocol setups in words a person can follow: the turn and each player's board.

Actions are put into words by ``mtg_protocol.words``, which the invariants share.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mtg_protocol.words import ZONES


@dataclass(frozen=True)
class Zone:
    name: str
    cards: list[str]


@dataclass(frozen=True)
class PlayerBoard:
    player: str
    life: int | None
    mana_pool: str
    zones: list[Zone] = field(default_factory=list)


def describe_turn(setup: Mapping[str, Any]) -> str:
    """``Turn 3, p1's precombat main step``."""
    turn = setup.get("turn") or {}
    step = str(turn.get("step", "?")).replace("_", " ")
    return f"Turn {turn.get('number', '?')}, {turn.get('active_player', '?')}'s {step} step"


def describe_entry(entry: Mapping[str, Any], zone: str) -> str:
    """A card in a zone with its visible status: ``c3 Forest (tapped)``."""
    notes: list[str] = []
    if entry.get("token"):
        notes.append("token")
    if entry.get("tapped"):
        notes.append("tapped")
    face_down = entry.get("face_down")
    if face_down:
        notes.append(
            f"face down by {face_down}" if isinstance(face_down, str) else "face down"
        )
    for kind, amount in (entry.get("counters") or {}).items():
        notes.append(f"{amount} {kind} counter" + ("s" if amount != 1 else ""))
    if entry.get("damage"):
        notes.append(f"{entry['damage']} damage")
    if entry.get("attached_to"):
        notes.append(f"attached to {entry['attached_to']}")
    if entry.get("controller"):
        notes.append(f"controlled by {entry['controller']}")
    if entry.get("summoning_sick"):
        notes.append("summoning sick")
    if zone == "exile" and entry.get("cast_permission"):
        notes.append(f"may be cast ({entry['cast_permission']})")
    text = f"{entry.get('id', '?')} {entry.get('card', '?')}"
    return text + (f" ({', '.join(notes)})" if notes else "")


def describe_board(setup: Mapping[str, Any]) -> list[PlayerBoard]:
    """Each player's life, mana pool and non-empty zones, in the setup's order."""
    boards: list[PlayerBoard] = []
    for player in setup.get("players", []):
        zones = [
            Zone(zone, [describe_entry(e, zone) for e in player.get(zone) or []])
            for zone in ZONES
            if player.get(zone)
        ]
        life = player.get("life")
        boards.append(
            PlayerBoard(
                player=str(player.get("id", "?")),
                life=life if isinstance(life, int) else None,
                mana_pool=str(player.get("mana_pool") or ""),
                zones=zones,
            )
        )
    return boards
