"""The card pool as the ``cards`` command lists it: each card's faces, rules in words, origin, mechanics, rulings.

Which rulings use a card is computed from what the suite sends, never from a table of its own nor by drawing:
a ruling uses a card when its scenario strategy declares it among the cards it can put in a setup
(``strategies/card_choices.py``, under the draw options: with synthetic cards or with real cards only) or when
one of its corpus cases puts it in a setup (a case with a synthetic card is never sent where they are declined).
``sample > 0`` also draws that many examples per ruling (derandomized), a check of the declarations.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Setup
from mtg_protocol.vocab import SETUP_CARD_LISTS
from reference_engine.cards import pool
from reference_engine.cards.keyword_abilities import keyword_abilities
from reference_engine.cards.mechanics import card_mechanics
from reference_engine.cards.model import CardDef, parse_card
from reference_engine.cards.rules_text import ACTIVATED, ability_words, rules_text
from strategies.card_choices import cards_of
from strategies.options import DrawOptions, drawing_with

from .catalog import all_rulings
from .corpus import load_corpus
from .sampling import sample_scenarios

COLORS = "WUBRG"
OPTIONS = {"cards": DrawOptions(), "real_cards": DrawOptions(real_cards_only=True)}

def face_json(card: CardDef, index: int) -> JSON:
    """One face's printed characteristics (the mana cost as the pool writes it), its rules in words from its data,
    and its activated abilities with the index an ``activate`` action gives each (docs/protocol.md)."""
    face = card.faces[index]
    activated = [a for a in (*face.abilities, *keyword_abilities(face.keywords)) if a.get("kind") in ACTIVATED]
    return {
        "name": face.name, "mana_cost": card.data["faces"][index].get("mana_cost"),
        "mana_value": face.mana_cost.mana_value() if face.mana_cost else 0,
        "colors": [c for c in COLORS if c in face.colors], "supertypes": list(face.supertypes),
        "types": list(face.types), "subtypes": list(face.subtypes), "power": face.power,
        "toughness": face.toughness, "loyalty": face.loyalty, "keywords": list(face.keywords),
        "rules": rules_text(face),
        "activated_abilities": [{"ability": i, "words": ability_words(a)} for i, a in enumerate(activated)],
    }


def setup_cards(setup: Setup) -> set[str]:
    """The card names a setup lists, in any zone or outside the game (400.11a)."""
    return {entry["card"] for p in setup.get("players") or [] for zone in SETUP_CARD_LISTS
            for entry in p.get(zone) or []}


def _sampled_cards(rid: str, sample: int, options: DrawOptions) -> set[str]:
    return {name for scenario in sample_scenarios(rid, sample, options) for name in setup_cards(scenario.setup)}


def sendable_cards(ruling: Any, options: DrawOptions, corpus: dict[str, list[Any]], sample: int = 0) -> set[str]:
    """Every card a ruling's corpus and strategy can send under ``options`` (see the module docstring)."""
    with drawing_with(options):
        names = set(cards_of(ruling.scenario))
    for case in corpus.get(ruling.id, []):
        if options.admits(case.setup):
            names |= setup_cards(case.setup)
    if sample > 0:
        names |= _sampled_cards(ruling.id, sample, options)
    return names


def ruling_card_sets(rulings: Iterable[Any], sample: int = 0) -> dict[str, dict[str, list[str]]]:
    """Ruling id -> {"cards": every card it can send to an engine that loads synthetic cards, "real_cards": to
    one that doesn't (or in a run with --real-cards-only)}, each sorted."""
    corpus = load_corpus()
    return {r.id: {key: sorted(sendable_cards(r, options, corpus, sample)) for key, options in OPTIONS.items()}
            for r in rulings}


def pool_entries(sample: int = 0) -> list[JSON]:
    """Every named card and token kind of the pool, and every card a strategy draws itself, with its faces
    (rules in words, activated abilities by index), origin, mechanics and the rulings that can send it (with
    synthetic cards allowed: ``rulings``; to an engine that declines them: ``rulings_real_cards_only``)."""
    rulings = all_rulings()
    order = {r.id: i for i, r in enumerate(rulings)}
    sets = ruling_card_sets(rulings, sample)
    users: dict[str, dict[str, list[str]]] = {}
    for r in rulings:
        for key, names in sets[r.id].items():
            for name in names:
                users.setdefault(name, {}).setdefault(key, []).append(r.id)
    by_ruling_mechanic = {r.id: r.mechanic for r in rulings}
    out = []

    def entry(name: str, origin: str, layout: str, faces: list[JSON], mechanics: list[str]) -> JSON:
        found = users.get(name, {})
        ids = sorted(found.get("cards", ()), key=order.__getitem__)
        return {"name": name, "origin": origin, "layout": layout, "setup": {"card": name, **(
            {"token": True} if origin == "token" else {})}, "faces": faces, "mechanics": mechanics,
            "ruling_mechanics": sorted({by_ruling_mechanic[i] for i in ids}), "rulings": ids,
            "rulings_real_cards_only": sorted(found.get("real_cards", ()), key=order.__getitem__)}

    for data, origin in [*((d, "synthetic" if d.get("synthetic") else "real") for d in pool.CARDS),
                         *((d, "token") for d in pool.TOKENS.values())]:
        card = parse_card(data)
        out.append(entry(card.name, origin, card.layout, [face_json(card, i) for i in range(len(card.faces))],
                         card_mechanics(data)))
    known = {e["name"] for e in out}
    for name in sorted(set(users) - known):  # drawn by a strategy: characteristics drawn, defined in setup.cards
        out.append(entry(name, "drawn", "adventure" if " // " in name else "normal", [], []))
    return out


def filter_entries(entries: list[JSON], mechanic: str | None, ruling: str | None,
                   real_cards_only: bool = False) -> list[JSON]:
    """Cards of a mechanic (their own or a ruling's that uses them) and/or that a ruling can send (to an engine
    that declines synthetic cards, with ``real_cards_only``)."""
    if mechanic:
        entries = [e for e in entries if mechanic in e["mechanics"] or mechanic in e["ruling_mechanics"]]
    key = "rulings_real_cards_only" if real_cards_only else "rulings"
    if ruling:
        entries = [e for e in entries if ruling in e[key]]
    elif real_cards_only:
        entries = [e for e in entries if e[key] or e["origin"] == "real"]
    return entries


# ----- text ----------------------------------------------------------------------------------------------


def _type_line(face: JSON) -> str:
    left = " ".join([*face["supertypes"], *face["types"]])
    return f"{left} — {' '.join(face['subtypes'])}" if face["subtypes"] else left


def _rows(entry: JSON, key: str) -> Iterator[list[str]]:
    if not entry["faces"]:
        yield [entry["name"], entry["origin"], "", "", "", "drawn per scenario, defined in setup.cards", "", "",
               " ".join(entry[key])]
    for i, face in enumerate(entry["faces"]):
        pt = f"{face['power']}/{face['toughness']}" if face["power"] is not None else \
            f"loyalty {face['loyalty']}" if face.get("loyalty") is not None else ""  # 306.5a
        first = i == 0
        yield [face["name"] if first else f"  // {face['name']}", entry["origin"] if first else "",
               face["mana_cost"] or "", str(face["mana_value"]), "".join(face["colors"]), _type_line(face), pt,
               ", ".join(face["keywords"]), " ".join(entry[key]) if first else ""]


def render_table(entries: list[JSON], real_cards_only: bool = False) -> str:
    """A plain-text table, one row per face (a card's later faces indented under it), each face's rules in words
    on the lines below its row (an activated ability led by its ``activate`` index: ``[0]``); the rulings column
    names the rulings that can send the card (to an engine that declines synthetic cards, with
    ``real_cards_only``, as ``filter_entries`` chose them)."""
    key = "rulings_real_cards_only" if real_cards_only else "rulings"
    head = ["CARD", "ORIGIN", "COST", "MV", "COLORS", "TYPE", "P/T", "KEYWORDS", "RULINGS"]
    rows: list[tuple[list[str], list[str]]] = [(head, [])]
    for e in entries:
        faces = e["faces"] or [{"rules": []}]
        for row, face in zip(_rows(e, key), faces, strict=True):
            rows.append((row, [line for line in face["rules"] if line != ", ".join(face.get("keywords") or [])]))
    widths = [max(len(r[c]) for r, _ in rows) for c in range(len(head))]
    lines = []
    for row, rules in rows:
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
        lines += [f"    {line}" for line in rules]
    return "\n".join(lines)
