"""Mana paid the protocol's way (docs/protocol.md): witchcraft taps lands of its own choosing, without a seam to
ask; the adapter then moves the payment onto the lands the protocol's order names (coloured symbols first, each
from the first untapped land of that colour in card-id order, then generic from the next lands), which is the
same mana from other lands: the choice of lands is the player's (601.2g-h). A land of two colours pays either, as
the reference engine chooses (`reference_engine.mana.lands_for_colored`). When witchcraft tapped anything
but lands, or the protocol's order can't pay, witchcraft's own choice stands and the example is unsupported."""

from __future__ import annotations

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from reference_engine.mana import lands_for_colored

from .witchcraft_table import Table

LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}
"""witchcraft's colour names as the protocol's mana letters."""


def _id_key(cid: str) -> tuple[str, int]:
    digits = "".join(ch for ch in cid if ch.isdigit())
    return (cid.rstrip("0123456789"), int(digits or 0))


def protocol_lands(t: Table, before: JSON, player: str, pips: dict[str, int], generic: int) -> list[str] | None:
    """The lands the protocol's payment taps for this cost in the state `before` (None: it can't pay)."""
    produces: dict[str, set[str]] = {}
    for (w, colour) in before.get("land_produces") or ():
        produces.setdefault(w, set()).add(colour)
    controlled = {c for (p, c) in before.get("printed_control") or () if p == player}
    tapped = {w for (w,) in before.get("tapped") or ()}
    lands = sorted((w for (w,) in before.get("on_battlefield") or ()
                    if w in controlled and w not in tapped and w in produces), key=lambda w: _id_key(t.our(w)))
    # the reference engine's own choice of lands for the coloured symbols (a land of two colours pays either)
    letters = [(w, "".join(sorted(LETTERS[c] for c in produces[w] if c in LETTERS))) for w in lands]
    needed = [LETTERS[c] for c in sorted(pips, key=lambda c: LETTERS.get(c, c)) if c in LETTERS
              for _ in range(int(pips[c]))]
    found = lands_for_colored(needed, letters)
    if found is None:
        return None
    chosen = [w for w, _ in found]
    rest = [w for w in lands if w not in chosen]
    if len(rest) < generic:
        return None
    return chosen + rest[:generic]


def pay_as_protocol(t: Table, before: JSON, player: str, pips: dict[str, int], generic: int) -> None:
    """Move witchcraft's payment (the sources it tapped since `before`) onto the protocol's lands."""
    from mtg import driver

    s = t.state
    was = {w for (w,) in before.get("tapped") or ()}
    now = {w for (w,) in s.get("tapped") or ()}
    tapped_by_engine = now - was
    if not tapped_by_engine or before.get("floating_mana"):
        return
    land_ids = {w for (w, _c) in before.get("land_produces") or ()}
    wanted = protocol_lands(t, before, player, pips, generic)
    if wanted is None or not tapped_by_engine <= land_ids or len(wanted) != len(tapped_by_engine):
        raise EngineError("unsupported: witchcraft paid the cost with other mana sources than the protocol's order "
                          f"names ({sorted(t.our(w) for w in tapped_by_engine)}), and the adapter can't move it")
    s["tapped"] = {(w,) for w in (now - tapped_by_engine) | set(wanted)}
    driver._refresh_mana_pool(s, player)


def spell_cost(s: JSON, w: str, x: int) -> tuple[dict[str, int], int]:
    """A spell's coloured pips and generic amount (X included) from witchcraft's instance facts."""
    pips = {c: int(n) for (i, c, n) in s.get("mana_pip") or () if i == w}
    generic = next((int(n) for (i, n) in s.get("mana_generic") or () if i == w), 0)
    return pips, generic + x
