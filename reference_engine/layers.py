"""Characteristics through the layer system (rule 613).

Layer 1 (copiable values) comes from the card, the face in use, the
face-down status (708.2, 702.168b) and copy effects; layers 2-7 apply the
continuous effects of static abilities and of resolved spells and abilities,
in layer order and then in timestamp order (613.7).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from mtg_protocol.vocab import CastMode, FaceDownBy, Zone

from .cards.keyword_abilities import keyword_abilities
from .cards.model import INSET_LAYOUTS, CardDef, Face, granted_abilities
from .conditions import spell_matches, static_condition_holds, static_count
from .creature_types import CREATURE_TYPES
from .mana import ManaCost
from .objects import KEYWORD_COUNTERS, Characteristics, GameObject

if TYPE_CHECKING:
    from .interface import GameRules


WARDED_FACE_DOWN = ("disguise", "cloak")


def face_down_values(face_down: FaceDownBy, subtypes: tuple[str, ...] = ()) -> Characteristics:
    """708.2a: a 2/2 creature with no name, cost, color or subtypes (but those the effect that turned it face down
    lists); disguise (702.168b) and cloak (701.58a) add ward {2}."""
    keywords = ("ward {2}",) if face_down in WARDED_FACE_DOWN else ()
    return Characteristics(None, (), None, 0, frozenset(), ("Creature",), subtypes, (), 2, 2, keywords, (), False)


def _from_face(f: Face, has_adventure: bool) -> Characteristics:
    return Characteristics(
        f.name, (f.name,), f.mana_cost, 0, f.colors, f.types, f.subtypes, f.supertypes,
        f.power, f.toughness, f.keywords, f.abilities + keyword_abilities(f.keywords), has_adventure,
        is_every_creature_type(f), f.loyalty)


def is_every_creature_type(f: Face) -> bool:
    """702.73a: changeling is a characteristic-defining ability (604.3) that works in every zone, so it is part of
    the object's values wherever it is; it applies first in the type-changing layer (613.1d, 613.3), before any
    effect of layer 6 can remove it (613.6), so a changeling that loses all its abilities keeps every creature
    type. Only a creature or kindred object can have creature types (205.3d)."""
    return "changeling" in f.keywords and ("Creature" in f.types or "Kindred" in f.types)


def _combined_split(card: CardDef) -> Characteristics:
    """709.4: off the stack a split card has both halves' characteristics combined."""
    left, right = card.faces
    cost = (left.mana_cost or ManaCost()).plus(right.mana_cost or ManaCost())

    def union(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(a + b))

    return Characteristics(
        card.name, (left.name, right.name), cost, 0, left.colors | right.colors,
        union(left.types, right.types), union(left.subtypes, right.subtypes),
        union(left.supertypes, right.supertypes), None, None, (), (), False)


def copiable_values(obj: GameObject) -> Characteristics:
    """Layer 1: the values that a copy would copy (707.2), including the face in use."""
    return card_values(obj.copiable_card, obj.zone, face_down=obj.face_down, cast_as=obj.cast_as, face=obj.face,
                       face_down_subtypes=obj.face_down_subtypes)


_LAYER1: dict[tuple[Any, ...], tuple[CardDef, Characteristics]] = {}


def card_values(card: CardDef, zone: Zone, *, face_down: FaceDownBy | None = None,
                cast_as: CastMode | None = None, face: CastMode = "normal",
                face_down_subtypes: tuple[str, ...] = ()) -> Characteristics:
    """Layer 1 for a card in a zone, face-down status, cast mode and face (715.3b, 709.3, 712.8, 708.2).

    Shared between objects and cached: read-only (`copy()` before changing). The mana value is the one
    with X at 0 (202.3e).
    """
    key = (id(card), zone if zone in ("stack", "battlefield") else "", face_down, cast_as, face, face_down_subtypes)
    found = _LAYER1.get(key)
    if found is not None and found[0] is card:
        return found[1]
    c = _card_values(card, zone, face_down, cast_as, face, face_down_subtypes)
    c.mana_value = c.mana_cost.mana_value(0) if c.mana_cost else 0
    if card.layout == "transform" and c.name == card.faces[1].name and card.main.mana_cost:
        c.mana_value = card.main.mana_cost.mana_value(0)  # 712.8c, 712.8e: a back face's is its front face's
    if len(_LAYER1) > 20_000:  # synthetic cards come and go with their games
        _LAYER1.clear()
    _LAYER1[key] = (card, c)  # holding the card keeps its id from being reused while the entry lives
    return c


def _card_values(card: CardDef, zone: Zone, face_down: FaceDownBy | None, cast_as: CastMode | None,
                 face: CastMode, face_down_subtypes: tuple[str, ...] = ()) -> Characteristics:
    if face_down:
        return face_down_values(face_down, face_down_subtypes)
    if card.layout in INSET_LAYOUTS:
        if zone == "stack" and cast_as == card.layout:
            return _from_face(card.faces[1], False)  # 715.3b, 720.3b: only the Adventure (the Omen) exists
        return _from_face(card.faces[0], card.layout == "adventure")  # 715.2a, 715.4, 720.4
    if card.layout == "split":
        if zone == "stack" and cast_as in ("left", "right"):
            return _from_face(card.face_named(cast_as), False)
        return _combined_split(card)
    if card.layout in ("mdfc", "transform") and face == "back" and zone in ("stack", "battlefield"):
        return _from_face(card.faces[1], False)  # 712.8c-f: the face that's up; elsewhere the front (712.8a)
    return _from_face(card.faces[0], False)


def _remove_keywords_and_abilities(c: Characteristics) -> None:
    c.keywords = ()
    c.abilities = ()


def _apply(c: Characteristics, layer: str, data: dict[str, Any], game: GameRules, source: GameObject | None) -> None:
    if layer == "4" and data.get("add_types"):
        c.types = tuple(dict.fromkeys(c.types + tuple(data["add_types"])))
    if layer == "4" and data.get("remove_types"):  # 205.1a: "isn't a creature"; a noncreature has no P/T (208.3)
        if "Creature" in data["remove_types"] and "Creature" in c.types:
            c.power = c.toughness = None
        c.types = tuple(t for t in c.types if t not in data["remove_types"])
    if layer == "4" and data.get("add_subtypes"):  # 205.1b: "is a Golem creature in addition to its other types"
        c.subtypes = tuple(dict.fromkeys(c.subtypes + tuple(data["add_subtypes"])))
    if layer == "4" and data.get("creature_types"):  # 205.1b: "a [creature type] artifact creature"
        c.subtypes = tuple(t for t in c.subtypes if t not in CREATURE_TYPES) + tuple(data["creature_types"])
    elif layer == "6":
        if data.get("lose_all"):
            _remove_keywords_and_abilities(c)
        if data.get("keywords"):
            c.keywords = tuple(dict.fromkeys(c.keywords + tuple(data["keywords"])))
            c.abilities = c.abilities + keyword_abilities(tuple(data["keywords"]))  # 702.100a, 702.108a, ...
        if data.get("grant"):
            c.abilities = c.abilities + tuple(granted_abilities(data))
    elif layer == "7a" and source is not None:  # 604.3: the object's own power and toughness, wherever it is
        c.power = c.toughness = static_count(game, source, data["cda"])
    elif layer == "7b" and (c.power is not None or "Creature" in c.types):  # a noncreature made a creature: 208.3
        c.power, c.toughness = data["set_power"], data["set_toughness"]
    elif layer == "7c" and c.power is not None and c.toughness is not None:
        power, toughness = data.get("power", 0), data.get("toughness", 0)
        if data.get("power_per") == "enchantment_you_control" and source is not None:
            power = toughness = static_count(game, source, ENCHANTMENTS_YOU_CONTROL)
        if "for_each" in data and source is not None:  # "+1/+1 for each ...": counted as the value is found
            n = static_count(game, source, data["for_each"])
            power, toughness = power * n, toughness * n
        c.power += power
        c.toughness += toughness


LAYER_ORDER = ("4", "6", "7a", "7b", "7c")

ENCHANTMENTS_YOU_CONTROL: dict[str, Any] = {"count": "permanents",
                                           "filter": {"controller": "you", "types": ["Enchantment"]}}
"""What ``power_per: "enchantment_you_control"`` counts: "+1/+1 for each enchantment you control"."""

SUSPECTED: dict[str, Any] = {"keywords": ["menace"], "grant": {"kind": "static", "block": "cant"}}
"""701.60c: what a suspected permanent has for as long as it is suspected (from the time it became so)."""


def _static_layers(ability: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Split one static ability into its layer-by-layer parts."""
    out: list[tuple[str, dict[str, Any]]] = []
    if ability.get("add_types") or ability.get("add_subtypes"):  # 613.1d: types and subtypes added
        out.append(("4", ability))
    if "set_power" in ability:
        out.append(("7b", ability))
    if "power" in ability or "power_per" in ability:
        out.append(("7c", ability))
    if ability.get("keywords") or ability.get("grant"):
        out.append(("6", ability))
    return out


def compute(game: GameRules, obj: GameObject) -> Characteristics:
    """The object's current characteristics (613.1); layer 1 itself when nothing else applies."""
    base = copiable_values(obj)
    layered: list[tuple[int, int, str, dict[str, Any], GameObject | None]] = []
    counters = 0
    for ability in base.abilities:  # 604.3: a characteristic-defining ability works in every zone
        if "cda" in ability:
            layered.append((LAYER_ORDER.index("7a"), 0, "7a", ability, obj))
    if obj.zone == "battlefield":
        for source, ability in game.static_abilities():
            if _affects(game, source, ability, obj):
                for layer, data in _static_layers(ability):
                    layered.append((LAYER_ORDER.index(layer), source.timestamp, layer, data, source))
        if obj.haste_while_controlled_by == obj.controller:  # 702.62a: cast with suspend
            layered.append((LAYER_ORDER.index("6"), obj.timestamp, "6", {"keywords": ["haste"]}, None))
        if obj.suspected is not None:
            layered.append((LAYER_ORDER.index("6"), obj.suspected, "6", SUSPECTED, None))
        if obj.counters:
            counters = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)  # 613.4c
            for kind in KEYWORD_COUNTERS.intersection(obj.counters):  # 122.1b, 613.1f, 613.7c
                layered.append((LAYER_ORDER.index("6"), obj.keyword_counter_timestamps.get(kind, obj.timestamp), "6",
                                {"keywords": [kind]}, None))
    for eff in game.continuous_effects:  # 611.2c: an effect on this object, in whatever zone it is (400.7)
        if eff.target == obj.id and eff.target_serial == obj.serial:
            layered.append((LAYER_ORDER.index(eff.layer), eff.timestamp, eff.layer, eff.data, None))
    x = obj.x if obj.zone == "stack" else 0  # 202.3e
    if not (layered or counters or x):
        return without_pt_unless_creature(base, obj)
    c = base.copy()
    layered.sort(key=lambda e: (e[0], e[1]))
    applies: dict[int, bool] = {}
    for _index, _ts, layer, data, source in layered:
        if "with" in data:  # 613.6: the affected set is fixed where the effect begins to apply
            if id(data) not in applies:
                applies[id(data)] = spell_matches(c, data["with"])
            if not applies[id(data)]:
                continue
        if data.get("of_chosen_type") and not (source is not None and source.chosen_type
                                               and c.has_subtype(source.chosen_type)):
            continue  # "creatures you control of the chosen type" (614.12), judged like `with` (613.6)
        _apply(c, layer, data, game, source)
    if c.power is not None and c.toughness is not None:
        c.power += counters
        c.toughness += counters
    if x or c.mana_cost is not base.mana_cost:  # else layer 1's (712.8e: a back face's is its front face's)
        c.mana_value = c.mana_cost.mana_value(x) if c.mana_cost else 0
    return without_pt_unless_creature(c, obj)


def without_pt_unless_creature(c: Characteristics, obj: GameObject) -> Characteristics:
    """208.3, 301.7a: a noncreature permanent has no power or toughness, even one printed with them (a Vehicle
    not crewed); once it is a creature it has them again (301.7b)."""
    if obj.zone != "battlefield" or "Creature" in c.types or (c.power is None and c.toughness is None):
        return c
    c = c.copy()
    c.power = c.toughness = None
    return c


def _affects(game: GameRules, source: GameObject, ability: dict[str, Any], obj: GameObject) -> bool:
    if not static_condition_holds(game, source, ability):  # 611.3a
        return False
    affects = ability.get("affects")
    if affects in ("enchanted", "equipped"):
        return source.attached_to == obj.id
    if affects == "self":
        return source is obj
    if affects == "creatures_you_control":
        return obj.controller == source.controller and "Creature" in copiable_values(obj).types
    if affects == "enchanted_creatures_you_control":  # a creature with an Aura attached is enchanted (303.4)
        return (obj.controller == source.controller and "Creature" in copiable_values(obj).types
                and any(o.attached_to == obj.id and "Aura" in copiable_values(o).subtypes
                        for o in game.battlefield_objects()))
    if affects == "other_creatures_you_control":  # "other [creature type]s you control get ..."
        values = copiable_values(obj)
        return (obj is not source and obj.controller == source.controller and "Creature" in values.types
                and has_creature_types(values, ability.get("subtypes") or ()))
    if affects == "permanents_you_control":  # "Clues you control have ...": its `with` names which (613.6)
        return obj.controller == source.controller
    if affects == "face_down_creatures_you_control":  # 708.2: "face-down creatures you control have ..."
        return bool(obj.face_down) and obj.controller == source.controller and "Creature" in copiable_values(obj).types
    if affects == "creature_tokens_you_control":
        return obj.token and obj.controller == source.controller and "Creature" in copiable_values(obj).types
    if affects == "permanents_you_control":  # "each Fungus and Saproling you control has ...": its `with` picks
        return obj.controller == source.controller
    return False


def granted_statics(game: GameRules, source: GameObject, ability: dict[str, Any]) -> list[tuple[GameObject, Any]]:
    """613.1f: the static abilities `ability` (a static ability of `source`) grants to permanents which themselves
    affect other objects ("Clues you control have 'Equipped creature gets +2/+0'"), as (permanent, ability): each works
    as a static ability of the permanent that has it. Which permanents is judged on their copiable values (layer 1:
    the characteristics the layers are computing can't be read here) and no ability is granted to one that lost all
    its abilities."""
    granted = [g for g in granted_abilities(ability) if g.get("kind") == "static" and g.get("affects") not in
               (None, "self")]
    if not granted:
        return []
    return [(obj, g) for obj in game.battlefield_objects() if not game.has_lost_abilities(obj)
            and _affects(game, source, ability, obj) and spell_matches(copiable_values(obj), ability.get("with") or {})
            for g in granted]


def has_creature_types(values: Characteristics, subtypes: Iterable[str]) -> bool:
    """Whether an object has every one of the creature types; a changeling has them all (702.73a)."""
    return all(values.has_subtype(t) for t in subtypes)
