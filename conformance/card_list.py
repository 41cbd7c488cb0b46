"""The card pool as the ``cards`` command lists it: each card's faces, origin, mechanics and rulings.

Which rulings use a card is read from what the suite already runs, never from a
table of its own: a ruling uses a card when the ruling's catalog entry names it
(``Ruling.cards``, which the traceability graph also uses), when one of its corpus
cases puts it in a setup, and, with ``sample > 0``, when that many examples drawn
from its scenario strategy (derandomized) put it in a setup. Without sampling
the relation is a lower bound: a strategy may draw cards neither source names.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from conformance.protocol.jsontypes import JSON
from reference_engine.cards import pool
from reference_engine.cards.mechanics import card_mechanics
from reference_engine.cards.model import CardDef, parse_card

COLORS = "WUBRG"
ZONES = ("library", "hand", "graveyard", "exile", "battlefield")

def face_json(card: CardDef, index: int) -> JSON:
    """One face's printed characteristics (the mana cost as the pool writes it)."""
    face = card.faces[index]
    return {
        "name": face.name, "mana_cost": card.data["faces"][index].get("mana_cost"),
        "mana_value": face.mana_cost.mana_value() if face.mana_cost else 0,
        "colors": [c for c in COLORS if c in face.colors], "supertypes": list(face.supertypes),
        "types": list(face.types), "subtypes": list(face.subtypes), "power": face.power,
        "toughness": face.toughness, "keywords": list(face.keywords),
    }


def setup_cards(setup: JSON) -> set[str]:
    """The card names a setup puts in any zone."""
    return {entry["card"] for p in setup.get("players") or [] for zone in ZONES for entry in p.get(zone) or []}


def _sampled_cards(rid: str, sample: int) -> set[str]:
    from .sampling import sample_scenarios

    return {name for scenario in sample_scenarios(rid, sample) for name in setup_cards(scenario.setup)}


def ruling_cards(rulings: Iterable[Any], sample: int = 0) -> dict[str, set[str]]:
    """Card name -> ids of the given rulings that use it (see the module docstring)."""
    from .corpus import load_corpus

    corpus = load_corpus()
    out: dict[str, set[str]] = {}
    for r in rulings:
        names = set(r.cards)
        for case in corpus.get(r.id, []):
            names |= setup_cards(case.setup)
        if sample > 0:
            names |= _sampled_cards(r.id, sample)
        for name in names:
            out.setdefault(name, set()).add(r.id)
    return out


def pool_entries(sample: int = 0) -> list[JSON]:
    """Every named card and token kind of the pool, with its faces, origin, mechanics and rulings."""
    from .catalog import all_rulings

    rulings = all_rulings()
    order = {r.id: i for i, r in enumerate(rulings)}
    used = ruling_cards(rulings, sample)
    by_ruling_mechanic = {r.id: r.mechanic for r in rulings}
    out = []
    for data, origin in [*((d, "synthetic" if d.get("synthetic") else "real") for d in pool.CARDS),
                         *((d, "token") for d in pool.TOKENS.values())]:
        card = parse_card(data)
        ids = sorted(used.get(card.name, ()), key=order.__getitem__)
        out.append({
            "name": card.name, "origin": origin, "layout": card.layout,
            "faces": [face_json(card, i) for i in range(len(card.faces))],
            "mechanics": card_mechanics(data),
            "ruling_mechanics": sorted({by_ruling_mechanic[i] for i in ids}),
            "rulings": ids,
        })
    return out


def filter_entries(entries: list[JSON], mechanic: str | None, ruling: str | None) -> list[JSON]:
    """Cards of a mechanic (their own or a ruling's that uses them) and/or used by a ruling."""
    if mechanic:
        entries = [e for e in entries if mechanic in e["mechanics"] or mechanic in e["ruling_mechanics"]]
    if ruling:
        entries = [e for e in entries if ruling in e["rulings"]]
    return entries


# ----- text ----------------------------------------------------------------------------------------------


def _type_line(face: JSON) -> str:
    left = " ".join([*face["supertypes"], *face["types"]])
    return f"{left} — {' '.join(face['subtypes'])}" if face["subtypes"] else left


def _rows(entry: JSON) -> Iterator[list[str]]:
    for i, face in enumerate(entry["faces"]):
        pt = f"{face['power']}/{face['toughness']}" if face["power"] is not None else ""
        first = i == 0
        yield [face["name"] if first else f"  // {face['name']}", entry["origin"] if first else "",
               face["mana_cost"] or "", str(face["mana_value"]), "".join(face["colors"]), _type_line(face), pt,
               ", ".join(face["keywords"]), " ".join(entry["rulings"]) if first else ""]


def render_table(entries: list[JSON]) -> str:
    """A plain-text table, one row per face (a card's later faces indented under it)."""
    head = ["CARD", "ORIGIN", "COST", "MV", "COLORS", "TYPE", "P/T", "KEYWORDS", "RULINGS"]
    rows = [head, *(row for e in entries for row in _rows(e))]
    widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows)
