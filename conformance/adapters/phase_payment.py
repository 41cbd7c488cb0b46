"""Mana payment the protocol's way on phase.rs: first from the mana pool, then by tapping the caster's
untapped lands in card-id order (docs/protocol.md, "Mana is paid automatically").

phase's ``Manual`` payment mode lets the adapter tap exactly those lands (``TapLandForMana``) before
phase takes the cost from the pool. Activated abilities have no payment mode in phase-python 0.103.0
(phase taps lands of its own choosing), so there the adapter can only compare what phase did with the
protocol's payment and call the example unsupported when they differ.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .phase_vocab import COLOR_NAMES, COLORS, JSON

GENERIC_ORDER = ("C", "W", "U", "B", "R", "G")  # floating mana spent on generic costs, as the protocol's model does


class PaymentUnsupported(Exception):
    """A cost the adapter can't pay the protocol's way on phase (hybrid, Phyrexian, snow, X left unchosen)."""


@dataclass(frozen=True)
class Plan:
    """The protocol's payment: mana taken from the pool (by letter) and lands tapped, as (phase id, letter)."""

    from_pool: Counter[str]
    lands: tuple[tuple[int, str], ...]


def card_key(card: str | None) -> tuple[Any, ...]:
    """Card-id order: "c2" before "c10" (numbers compared as numbers)."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", card or ""))


def mana_cost_of(cost: JSON | None) -> JSON | None:
    """The mana part of phase's cost (``Cost``, ``Mana`` or inside ``Composite``), or None."""
    if not cost:
        return None
    kind = cost.get("type")
    if kind == "Cost":
        return cost
    if kind == "Mana":
        return mana_cost_of(cost.get("cost"))
    if kind == "Composite":
        parts = [m for m in (mana_cost_of(c) for c in cost.get("costs") or []) if m]
        return parts[0] if len(parts) == 1 else None
    return None


def pool_of(player: JSON) -> Counter[str]:
    """A player's floating mana by letter."""
    return Counter(COLORS.get(m.get("color"), "C") for m in (player.get("mana_pool") or {}).get("mana") or [])


def land_color(o: JSON) -> str | None:
    """The one colour a land's mana ability adds (a basic land), else None."""
    for ab in o.get("abilities") or []:
        produced = (ab.get("effect") or {}).get("produced") or {}
        if ab.get("is_mana_ability") and produced.get("type") == "Fixed" and len(produced.get("colors") or []) == 1:
            return COLORS.get(produced["colors"][0])
    return None


def untapped_lands(st: JSON, seat: int, our: Any) -> list[tuple[int, str]]:
    """(phase id, colour) of `seat`'s untapped lands that make one colour, in card-id order of our ids."""
    out = []
    for oid in st.get("battlefield") or []:
        o = st["objects"][str(oid)]
        if o.get("controller") != seat or o.get("tapped"):
            continue
        if "Land" not in (o.get("card_types") or {}).get("core_types", []):
            continue
        color = land_color(o)
        if color:
            out.append((int(oid), color))
    return sorted(out, key=lambda land: card_key(our(land[0])))


def plan(cost: JSON, pool: Counter[str], lands: list[tuple[int, str]], x: int = 0) -> Plan | None:
    """The protocol's payment of phase's `cost` ({"shards", "generic"}; each X counts `x`), or None when it
    can't be paid.

    Coloured symbols first (pool, else the first land of that colour), then generic (pool, else the
    next land), so that the greedy choice never strands a colour."""
    pool = Counter(pool)
    used: Counter[str] = Counter()
    free = list(lands)
    tapped: list[tuple[int, str]] = []
    generic = int(cost.get("generic") or 0)
    for shard in cost.get("shards") or []:
        if shard == "X":
            generic += x
            continue
        sym = COLORS.get(shard)
        if sym is None:
            raise PaymentUnsupported(f"the phase adapter pays only plain coloured and generic mana, not {shard}")
        if pool[sym] > 0:
            pool[sym] -= 1
            used[sym] += 1
            continue
        land = next((land for land in free if land[1] == sym), None)
        if land is None:
            return None
        free.remove(land)
        tapped.append(land)
    for _ in range(generic):
        sym = next((s for s in GENERIC_ORDER if pool[s] > 0), None)
        if sym is not None:
            pool[sym] -= 1
            used[sym] += 1
        elif free:
            tapped.append(free.pop(0))
        else:
            return None
    return Plan(used, tuple(tapped))


def tap_land(o: JSON, letter: str) -> JSON:
    """phase's ``TapLandForMana`` action (as a dict) for land object `o` adding `letter`."""
    color = COLOR_NAMES[letter]
    index = next(i for i, ab in enumerate(o.get("abilities") or []) if ab.get("is_mana_ability"))
    selection = {"source": {"object_id": o["id"], "incarnation": o["incarnation"]}, "ability_index": index,
                 "mana_type": color, "output": {"type": "Concrete", "data": color}, "atomic_combination": None,
                 "restrictions": [], "penalty": "None", "taps_for_mana": []}
    return {"type": "TapLandForMana", "data": {"selection": selection}}
