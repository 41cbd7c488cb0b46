"""Card definitions as data: faces of characteristics over a small effect vocabulary.

A card definition is JSON-shaped (so a synthetic card can travel in a setup):

    {"name": "A // B", "layout": "adventure", "faces": [FACE, FACE]}

Layouts: ``normal``, ``adventure`` (faces: creature, Adventure; 715), ``split``
(left, right; 709), ``mdfc`` (front, back; 712), ``transform`` (front, back of a transforming double-faced card;
712.2, 701.27), ``omen`` (faces: creature, Omen; 720), ``token``. A face holds the
printed characteristics (``name``, ``mana_cost``, ``colors`` for a color
indicator, ``types``, ``subtypes``, ``supertypes``, ``power``, ``toughness``,
``keywords``, a planeswalker's ``loyalty``) and its rules as data: ``targets`` and ``effects`` for a spell,
``abilities`` (activated, triggered, static) for a permanent, and
``additional_costs``. The effects are checked against the verb registry
(`check_card`, reference_engine/verbs/vocabulary.py; the list is generated into
docs/cards.md) by the engine, which stands above this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mtg_protocol.vocab import CastMode

from ..mana import ManaCost, parse_cost
from .keyword_abilities import keyword_abilities

LAYOUTS = ("normal", "adventure", "split", "mdfc", "token", "omen", "transform")
PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")
LAYOUT_MODES: dict[str, tuple[CastMode, ...]] = {
    "adventure": ("normal", "adventure"), "split": ("left", "right"), "mdfc": ("normal", "back"),
    "omen": ("normal", "omen")}
"""The modes a card of each layout with two faces can be cast in (715.3, 709.3, 712.11, 720.3); other cards:
normal (a transforming double-faced card is cast with its front face up, 712.11)."""
ORACLE_LAYOUTS = {"normal": "normal", "adventure": "adventure", "split": "split", "mdfc": "modal_dfc",
                  "transform": "transform"}
"""Oracle's (MTGJSON's) layout names for ours, where they differ or are shared."""
ORACLE_FRAME_LAYOUTS = {"saga": "normal", "case": "normal"}
"""Oracle's layouts that are only the frame of a one-faced card (714.1 a Saga's, 719.1 a Case's), and our name for
them: the card's kind shows in its subtype."""
INSET_LAYOUTS = ("adventure", "omen")
"""The layouts whose second face is an inset frame of alternative characteristics the card has only while it is a
spell cast in that face's mode (715.2-715.4, 720.2-720.4): the mode is named after the layout."""


@dataclass(frozen=True)
class Face:
    """One set of printed characteristics (a whole card, or one face or half of it)."""

    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[dict[str, Any], ...] = ()
    targets: tuple[dict[str, Any], ...] = ()
    effects: tuple[dict[str, Any], ...] = ()
    additional_costs: tuple[dict[str, Any], ...] = ()
    modes: tuple[dict[str, Any], ...] = ()
    """A modal spell's modes (700.2: "choose one or both"), each with its own ``effects`` and ``targets``; one or more
    are chosen as it is cast (601.2b), and they are then its effects and targets."""
    text: str = ""
    loyalty: int | None = None
    """306.5a, 209.1: a planeswalker face's printed loyalty."""

    @property
    def is_permanent(self) -> bool:
        return any(t in PERMANENT_TYPES for t in self.types)


@dataclass(frozen=True)
class CardDef:
    """A card (or token kind): its layout and its faces."""

    name: str
    layout: str
    faces: tuple[Face, ...]
    synthetic: bool = False
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False, repr=False)
    trigger_events: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    """Every trigger event any face's abilities name, granted abilities included (a quick filter for triggers)."""
    cda: bool = field(default=False, compare=False, repr=False)
    """Whether its main face has a characteristic-defining ability (604.3): one that works in every zone, so that the
    card's characteristics off the battlefield follow the game too (a characteristic-defining power and
    toughness)."""

    @property
    def main(self) -> Face:
        return self.faces[0]

    def face_named(self, mode: str) -> Face:
        """The face a cast mode uses (715.3, 709.3, 712.11, 720.3)."""
        index = {"normal": 0, "adventure": 1, "left": 0, "right": 1, "back": 1, "omen": 1}.get(mode, 0)
        return self.faces[index] if index < len(self.faces) else self.faces[0]

    def verbs(self) -> frozenset[str]:
        """Every effect verb ("discover", "create_role", ...) its faces and abilities use, and ``on_EVENT`` for
        each event its own triggered abilities wait for."""
        out: set[str] = set()
        for face in self.faces:
            out |= effect_verbs(face.effects)
            for mode in face.modes:  # 700.2: a modal spell's modes
                out |= effect_verbs(mode.get("effects") or [])
            for ability in face.abilities:
                out |= effect_verbs(ability.get("effects") or [])
                for mode in ability.get("choose_one") or ():  # 700.2: a modal ability's modes
                    out |= effect_verbs(mode.get("effects") or [])
                if ability.get("kind") == "triggered":
                    out.add(f"on_{ability.get('event')}")
                    out |= {f"on_{ability['or_event']}"} if "or_event" in ability else set()
        return frozenset(out)

    def modes(self) -> tuple[CastMode, ...]:
        """The ways this card can be cast or played, before any permission is checked."""
        return LAYOUT_MODES.get(self.layout, ("normal",))

    def land_modes(self) -> tuple[CastMode, ...]:
        """The faces this card can be played with as a land: its land faces (305.1; 712.12 for a modal
        double-faced card, whose player picks a land face, front or back). Other cards have only their
        front (712.8a), and an Adventure or split half is never a land."""
        if self.layout == "mdfc":
            return tuple(m for m in LAYOUT_MODES["mdfc"] if "Land" in self.face_named(m).types)
        return ("normal",) if "Land" in self.main.types else ()


def _tuple(value: Any) -> tuple[Any, ...]:
    return tuple(value or ())


def _printed_pt(value: Any) -> int | None:
    """A printed power or toughness; "*" (208.2a) is none until its characteristic-defining ability (604.3) sets
    it in layer 7a (layers.py)."""
    return None if value == "*" else value


KICKER = re.compile(r"(?P<kind>kicker|replicate) (?P<mana>(?:\{[^}]+\})+)")
"""702.33a: "kicker [cost]", 702.56a: "replicate [cost]": keyword abilities standing for an optional additional cost
(replicate's paid any number of times)."""


BARGAIN_COST: dict[str, Any] = {"kind": "sacrifice", "bargain": True, "mandatory": False,
                                "filter": {"any_of": [{"types_any": ["Artifact", "Enchantment"]}, {"token": True}]}}
"""702.166a: bargain's optional additional cost, sacrificing an artifact, an enchantment or a token."""


def with_kicker(keywords: tuple[str, ...], additional_costs: tuple[Any, ...]) -> tuple[tuple[str, ...],
                                                                                   tuple[Any, ...]]:
    """702.33a: kicker is a keyword ability (shown among the keywords) that stands for an optional additional
    cost (601.2b): a face may write either, and has both; so is replicate (702.56a). 702.166a: so is bargain,
    written as the keyword."""
    costs = [(c["kind"], str(c.get("mana"))) for c in additional_costs if c.get("kind") in ("kicker", "replicate")]
    keywords += tuple(f"{kind} {m.lower()}" for kind, m in costs if f"{kind} {m.lower()}" not in keywords)
    written = {(kind, m.lower()) for kind, m in costs}
    for k in keywords:
        kicker = KICKER.fullmatch(k)
        if kicker and (kicker["kind"], kicker["mana"]) not in written:
            additional_costs += ({"kind": kicker["kind"], "mana": kicker["mana"].upper(), "mandatory": False},)
    if "bargain" in keywords and not any(c.get("bargain") for c in additional_costs):
        additional_costs += (BARGAIN_COST,)
    return keywords, additional_costs


def parse_face(data: dict[str, Any]) -> Face:
    cost = parse_cost(data.get("mana_cost"))
    colors = data.get("colors")
    keywords, additional_costs = with_kicker(tuple(k.lower() for k in data.get("keywords") or ()),
                                             _tuple(data.get("additional_costs")))
    return Face(
        name=data["name"],
        mana_cost=cost,
        colors=frozenset(colors) if colors is not None else (cost.colors() if cost else frozenset()),
        types=_tuple(data.get("types")),
        subtypes=_tuple(data.get("subtypes")),
        supertypes=_tuple(data.get("supertypes")),
        power=_printed_pt(data.get("power")),
        toughness=_printed_pt(data.get("toughness")),
        keywords=keywords,
        abilities=_tuple(data.get("abilities")),
        targets=_tuple(data.get("targets")),
        effects=_tuple(data.get("effects")),
        additional_costs=additional_costs,
        modes=_tuple(data.get("modes")),
        text=data.get("text", ""),
        loyalty=data.get("loyalty"),
    )


def parse_card(data: dict[str, Any]) -> CardDef:
    """Build a CardDef from its JSON-shaped definition, checking the layout (its effects are checked against the
    verbs by `check_card`, reference_engine/verbs/vocabulary.py, where the engine loads a setup's cards)."""
    layout = data.get("layout", "normal")
    if layout not in LAYOUTS:
        raise ValueError(f"unknown card layout {layout!r} for {data.get('name')!r}")
    faces = tuple(parse_face(f) for f in data["faces"])
    expected = 2 if layout in ("adventure", "split", "mdfc", "omen", "transform") else 1
    if len(faces) != expected:
        raise ValueError(f"a {layout} card has {expected} face(s); {data['name']!r} has {len(faces)}")
    return CardDef(data["name"], layout, faces, bool(data.get("synthetic")), data, _trigger_events(faces),
                   any("cda" in a for a in faces[0].abilities))


def setup_card(name: str, data: dict[str, Any]) -> CardDef:
    """A card a setup defines itself (an entry of its ``cards``), named by its key unless it names itself."""
    return parse_card({**data, "name": data.get("name", name)})


def _trigger_events(faces: tuple[Face, ...]) -> frozenset[str]:
    events: set[str] = set()
    pending = [a for f in faces for a in (*f.abilities, *keyword_abilities(f.keywords))]
    while pending:
        ability = pending.pop()
        if ability.get("kind") == "triggered" and "event" in ability:
            events.add(ability["event"])
            events |= {ability["or_event"]} if "or_event" in ability else set()  # 603.2: a second trigger event
        pending += granted_abilities(ability)
        if ability.get("kind") == "static":  # a keyword it grants that stands for a triggered ability (613.1f)
            pending += keyword_abilities(tuple(ability.get("keywords") or ()))
    return frozenset(events)


def granted_abilities(ability: Any) -> list[Any]:
    """The abilities a static ability grants (613.1f): ``grant`` is one ability or a list of them."""
    grant = ability.get("grant")
    return [grant] if isinstance(grant, dict) else list(grant) if isinstance(grant, list) else []


def effect_verbs(effects: Any) -> set[str]:
    """The verbs of a list of effects, with those of the effects inside an effect ("if you do", 608.2c, and a
    reflexive trigger's, 603.12)."""
    out: set[str] = set()
    for e in effects:
        out.add(e["do"])
        out |= effect_verbs(e.get("if_you_do") or ())
        out |= effect_verbs((e.get("when_you_do") or {}).get("effects") or ())
    return out
