"""Objects and their characteristics (rules 109, 110, 111, 400.7, 707)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from mtg_protocol.vocab import AltCost, CastMode, FaceDownBy, Zone

from .cards.model import PERMANENT_TYPES, CardDef
from .creature_types import CREATURE_TYPES
from .mana import ManaCost
from .revision import Clock, Tracked, fills_fields_directly

NO_COUNTERS: Mapping[str, int] = MappingProxyType({})
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
                              "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
                              "vigilance"})
"""122.1b: the kinds of keyword counter; each gives the object that keyword (613.1f)."""


@dataclass
class Characteristics:
    """An object's current characteristics, after every continuous effect (613)."""

    name: str | None
    names: tuple[str, ...]
    mana_cost: ManaCost | None
    mana_value: int
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: tuple[str, ...]
    abilities: tuple[dict[str, Any], ...]
    has_adventure: bool
    every_creature_type: bool = False
    """702.73a: changeling's characteristic-defining ability: the object is every creature type (205.3m)."""
    loyalty: int | None = None
    """306.5a, 209.1: a planeswalker's printed loyalty (the number it enters with as loyalty counters, 306.5b)."""

    def has_subtype(self, subtype: str) -> bool:
        """205.3: whether the object has the subtype, a changeling's every creature type included (702.73a)."""
        return subtype in self.subtypes or (self.every_creature_type and subtype in CREATURE_TYPES)

    def copy(self) -> Characteristics:
        """A copy to change (cached characteristics are shared and read-only)."""
        new = object.__new__(Characteristics)
        new.__dict__.update(self.__dict__)
        new.__dict__.pop("_public", None)  # the cached description of the original
        return new

    @property
    def is_permanent(self) -> bool:
        return any(t in PERMANENT_TYPES for t in self.types)

    def keyword_value(self, prefix: str) -> str | None:
        """The parameter of a keyword such as ``ward {2}`` or ``disguise {1}{G}``."""
        for k in self.keywords:
            if k.startswith(prefix + " "):
                return k[len(prefix) + 1:]
        return None


@fills_fields_directly
@dataclass(eq=False)
class GameObject(Tracked):
    """One object: a card, a token or a copy in one zone (a zone change makes a new one, 400.7).

    `id` is the stable card id of the neutral protocol: it survives zone
    changes; `serial` tells the successive objects of one card apart.
    """

    id: str
    card: CardDef
    owner: str
    controller: str
    zone: Zone
    serial: int
    timestamp: int
    token: bool = False
    spell_copy: bool = False
    card_copy: bool = False
    face_down: FaceDownBy | None = None
    face_down_subtypes: tuple[str, ...] = ()
    """708.2a: the creature types the effect that turned it face down lists ("they're 2/2 Horror creatures")."""
    cast_as: CastMode | None = None
    face: CastMode = "normal"
    tapped: bool = False
    damage: int = 0
    counters: Mapping[str, int] = field(default_factory=lambda: NO_COUNTERS)  # read-only: see `add_counters`
    attached_to: str | None = None
    summoning_sick: bool = False
    x: int = 0
    kicked: bool = False
    replicated: int = 0
    """702.56a: the times a spell's replicate cost was paid as it was cast (707.10: its copies copy that choice)."""
    bargained: bool = False
    """702.166b: a bargained spell, or the permanent it became."""
    targets: list[str] = field(default_factory=list)
    modes: list[int] = field(default_factory=list)
    """700.2, 601.2b: the modes chosen for a modal spell, in printed order."""
    division: list[int] = field(default_factory=list)
    """601.2d: how a spell divides its damage or counters among its targets (each target's share, in their order)."""
    was_cast: bool = False
    mana_from: tuple[str, ...] = ()
    """601.2h: the permanents tapped for mana to cast this spell (the payment's lands): "a spell cast using mana
    produced by this"."""
    cast_from: Zone | None = None
    """601.2a: the zone a spell was cast from ("if this spell was cast from a graveyard", 608.2c)."""
    adventure_permission: str | None = None
    chosen_name: str | None = None
    chosen_type: str | None = None
    """614.12: the creature type chosen as the permanent entered ("as this enters, choose a creature type")."""
    alt_cost: AltCost | None = None
    revealed_in_exile: bool = True
    deathtouched: bool = False  # 702.2b: dealt damage by a source with deathtouch (a state-based action destroys it)
    suspected: int | None = None
    """701.60b: the suspected designation, as the timestamp it was given (not copiable; a new object has none)."""
    copy_of: CardDef | None = None
    """707.2, 613.2a: the card whose copiable values a copy effect gives it in place of its own (it entered as a copy
    of that card, 614.1c); None for a new object (400.7)."""
    exiled_with: tuple[tuple[str, int], ...] = ()
    """607.2a: the cards an ability of it exiled that a linked ability refers to ("a card exiled with it"), each as
    (card id, serial in exile); none for a new object (400.7)."""
    goaded_by: frozenset[str] = frozenset()
    """701.15b: the players who goaded it, each until their next turn (not copiable; a new object has none)."""
    times_attacked: int = 0
    """Times it was declared as an attacker (508.1): "for each time this attacked this game" (a new object, 400.7,
    and a permanent a setup puts on the battlefield, haven't attacked)."""
    haste_while_controlled_by: str | None = None
    """702.62a: the player who cast this creature spell with suspend: it has haste until they lose control of the
    spell or the permanent it becomes (then None: regaining control doesn't bring it back)."""
    skips_next_untap: bool = False
    """502.3: an effect says it doesn't untap during its controller's next untap step (a new object has none)."""
    solved: bool = False
    """719.3b: the solved designation of a Case (not copiable; a new object has none)."""
    linked: tuple[str, int] | None = None
    """607.2a: the object (card id, serial) an effect of its ability put onto the battlefield, which a linked ability
    of it refers to ("the creature put onto the battlefield with this"); None for a new object."""
    exile_instead_of_graveyard: bool = False
    """614.1a: a spell an effect exiles instead if it would be put into a graveyard (one cast by Jetsam's effect)."""
    exiled_by: tuple[str, int] | None = None
    """607.2a, 406.6: the object (card id, serial) whose ability exiled this card with a linked ability that refers
    to the cards "exiled with" it; None for a new object (a card that leaves exile is no longer one, 400.7)."""
    transformed_at: int = -1
    """701.27f: the timestamp it got when it last transformed (613.7g); -1 if it hasn't (a new object hasn't)."""
    keyword_counter_timestamps: dict[str, int] = field(default_factory=dict)
    """613.7c: the timestamp of each kind of keyword counter on it, renewed when another of that kind is put on
    (replaced whole, never changed in place)."""
    clock: Clock = field(default_factory=Clock, kw_only=True, repr=False)
    """The game's revision clock, which each change to the object advances (revision.py)."""

    @property
    def copiable_card(self) -> CardDef:
        """The card its copiable values come from (layer 1, 613.2a): the one a copy effect names, else its own."""
        return self.copy_of or self.card

    def add_counters(self, kind: str, n: int) -> None:
        """Put on (or, with n < 0, remove) counters; a new mapping, so the change is tracked."""
        counters = Counter(self.counters)
        counters[kind] += n
        self.counters = MappingProxyType(+counters)  # drops kinds with no counters left

    def __getstate__(self) -> dict[str, Any]:
        """For copies and pickle: the read-only counters as a plain dict (a mapping proxy can't be copied)."""
        return {**self.__dict__, "counters": dict(self.counters)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state, counters=MappingProxyType(state["counters"]) if state["counters"] else NO_COUNTERS)


@lru_cache(maxsize=4096)
def natural_key(card_id: str) -> tuple[str, int]:
    """Sort card ids as c1, c2, ..., c10 rather than c1, c10, c2."""
    m = re.match(r"([a-z]*)(\d*)", card_id)
    assert m
    return m.group(1), int(m.group(2) or 0)
