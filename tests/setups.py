"""Protocol setups written briefly in adapter tests: players with (card id, card name, extra fields) per zone."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON


def player(pid: str, **zones: list[tuple[str, str, JSON]]) -> JSON:
    """One player of a setup, 20 life, the zones given and the others empty."""
    out: JSON = {"id": pid, "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [], "battlefield": []}
    for zone, entries in zones.items():
        out[zone] = [{"id": cid, "card": card, **extra} for cid, card, extra in entries]
    return out


def two_player(p1: JSON, p2: JSON, step: str = "precombat_main") -> JSON:
    """A setup on p1's third turn, in `step`."""
    return {"protocol": 1, "seed": 7, "turn": {"number": 3, "active_player": "p1", "step": step},
            "players": [p1, p2], "cards": {}}
