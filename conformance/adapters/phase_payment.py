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

from mtg_protocol.jsontypes import JSON
from reference_engine.mana import parse_cost, plan_payment

from .phase_vocab import COLOR_NAMES, COLORS, format_cost


class PaymentUnsupported(Exception):
    """A cost the adapter can't pay the protocol's way on phase (Phyrexian paid with life, snow, unreadable)."""


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
    """(phase id, colour) of `seat`'s untapped lands that make one colour, in card-id order of our ids;
    PaymentUnsupported when one of them has a mana ability that makes another kind of mana (a choice of colours)."""
    out = []
    for oid in st.get("battlefield") or []:
        o = st["objects"][str(oid)]
        if any(r.get("event") == "ProduceMana" for r in o.get("replacement_definitions") or []):
            # a land may make more or other mana than its ability says (106.12b, 614.1a: Virtue of Strength); the
            # protocol's payment counts what it makes, which the adapter's one-mana-per-land plan can't
            raise PaymentUnsupported("the phase adapter pays with one mana per land; a replacement effect changes "
                                     f"the mana lands make ({o.get('name')})")
        if o.get("controller") != seat or o.get("tapped"):
            continue
        if "Land" not in (o.get("card_types") or {}).get("core_types", []):
            continue
        color = land_color(o)
        if color:
            out.append((int(oid), color))
        elif any(ab.get("is_mana_ability") for ab in o.get("abilities") or []):
            # a land that adds one of two colors (605.1a): the protocol's payment may tap it for either, which
            # the adapter doesn't choose for phase; say so rather than pay without it
            raise PaymentUnsupported("the phase adapter pays only with lands that add one color")
    return sorted(out, key=lambda land: card_key(our(land[0])))


def plan(cost: JSON, pool: Counter[str], lands: list[tuple[int, str]], x: int = 0, life: int = 0) -> Plan | None:
    """The protocol's payment of phase's `cost` ({"shards", "generic"}; each X counts `x`), or None when it
    can't be paid: the reference engine's own planner (``reference_engine.mana.plan_payment``: pool first,
    coloured symbols before generic, each hybrid symbol paid the first of its ways that works, 107.4e)."""
    text = format_cost(cost)
    try:
        parsed = parse_cost(text) if text else None
    except ValueError:
        parsed = None
    if parsed is None or any(s not in "WUBRGC" for s, _ in parsed.colored):
        raise PaymentUnsupported(f"the phase adapter can't read the cost {text or cost!r}")
    paid = plan_payment(parsed.with_x(x), Counter(pool), [(str(oid), color) for oid, color in lands], life)
    if paid is None:
        return None
    if paid.life:
        raise PaymentUnsupported(f"the protocol pays {text} partly with life (107.4f), which the phase adapter "
                                 "can't ask phase to do")
    color_of = dict(lands)
    return Plan(Counter(dict(paid.from_pool)), tuple((int(oid), color_of[int(oid)]) for oid in paid.tapped))


def tap_land(o: JSON, letter: str) -> JSON:
    """phase's ``TapLandForMana`` action (as a dict) for land object `o` adding `letter`."""
    color = COLOR_NAMES[letter]
    index = next(i for i, ab in enumerate(o.get("abilities") or []) if ab.get("is_mana_ability"))
    selection = {"source": {"object_id": o["id"], "incarnation": o["incarnation"]}, "ability_index": index,
                 "mana_type": color, "output": {"type": "Concrete", "data": color}, "atomic_combination": None,
                 "restrictions": [], "penalty": "None", "taps_for_mana": []}
    return {"type": "TapLandForMana", "data": {"selection": selection}}
