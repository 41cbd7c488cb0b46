"""Card strategies: named cards from the pool, and synthetic cards of the shapes the rulings concern.

Synthetic definitions use the pool's JSON shape (reference_engine/cards/model.py)
so they travel inside a setup's ``cards``. Draws go structure first (layout,
types), details after (costs, colors), with the simplest option first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from mtg_protocol.jsontypes import JSON
from reference_engine.cards import lookup
from reference_engine.cards.mechanics import real_cards

from . import st

Draw = st.DrawFn

COLORS = "WUBRG"
ADVENTURERS = real_cards("adventure", layout="adventure")  # the pool's real adventurer cards, cheapest first


def first_of_each(names: tuple[str, ...], kind: Callable[[str], Hashable]) -> tuple[str, ...]:
    """The first of `names` (the cheapest, in a pool's order) of each `kind`: a pool small enough for a scenario
    that draws one card to send each of them in 1,000 examples, which are mostly mutations of a few hundred
    independent draws (the lists of `list --json` are what 1,000 scenarios send; docs/strategies.md)."""
    first: dict[Hashable, str] = {}
    for name in names:
        first.setdefault(kind(name), name)
    return tuple(first.values())


def face_mana_values(name: str) -> tuple[int, ...]:
    """The mana value of each face of a pool card."""
    card = lookup(name)
    assert card is not None, name
    return tuple(f.mana_cost.mana_value() if f.mana_cost else 0 for f in card.faces)


def adventure_shape(name: str) -> tuple[str, bool, bool, int]:
    """What the Adventure rules tell apart in a pool adventurer: its Adventure an instant or a sorcery (when it
    may be cast, 715.3), with targets or not (608.2b), its creature with flash or not (when it may be cast from
    exile, 715.3d), and the Adventure's mana value below, equal to or above the creature's (715.3b, 715.4)."""
    card = lookup(name)
    assert card is not None and len(card.faces) == 2, name
    creature, tale = card.faces
    creature_value, tale_value = face_mana_values(name)
    return (tale.types[0], bool(tale.targets), "flash" in creature.keywords,
            (tale_value > creature_value) - (tale_value < creature_value))


SHAPED_ADVENTURERS = first_of_each(ADVENTURERS, adventure_shape)
"""The cheapest pool adventurer of each shape (13): the pool of a scenario that holds one adventurer and little else."""


def cost_text(generic: int, colors: str) -> str:
    return (f"{{{generic}}}" if generic or not colors else "") + "".join(f"{{{c}}}" for c in colors)


@st.composite
def mana_cost(draw: Draw, max_generic: int = 3, max_colored: int = 2) -> str:
    generic = draw(st.integers(0, max_generic))
    colored = draw(st.lists(st.sampled_from(COLORS), min_size=0 if generic else 1, max_size=max_colored))
    return cost_text(generic, "".join(sorted(colored, key=COLORS.index)))


@st.composite
def spell_effects(draw: Draw, allow_targets: bool = True) -> tuple[list[JSON], list[JSON]]:
    """(effects, targets) of a small instant or sorcery: untargeted draw, or damage to a target creature."""
    kind = draw(st.sampled_from(["draw", "damage_creature", "damage_any"] if allow_targets else ["draw"]))
    if kind == "draw":
        return [{"do": "draw", "n": 1}], []
    target = {"kind": "creature"} if kind == "damage_creature" else {"kind": "any"}
    return [{"do": "damage", "n": draw(st.integers(1, 3)), "target": 0}], [target]


def adventurer_names(*indexes: int) -> tuple[str, ...]:
    """The names `adventurer` gives the cards of these indexes (strategies/card_choices.py)."""
    return tuple(f"Wandering Hero {i} // Hero's Errand {i}" for i in indexes)


@st.composite
def adventurer(draw: Draw, index: int = 1) -> JSON:
    """An adventurer card with a random creature half and a random Adventure half (715)."""
    power = draw(st.integers(1, 4))
    creature = {"name": f"Wandering Hero {index}", "mana_cost": draw(mana_cost()), "types": ["Creature"],
                "subtypes": ["Human"], "power": power, "toughness": draw(st.integers(1, 4))}
    effects, targets = draw(spell_effects())
    tale = {"name": f"Hero's Errand {index}", "mana_cost": draw(mana_cost()),
            "types": [draw(st.sampled_from(["Instant", "Sorcery"]))], "subtypes": ["Adventure"],
            "effects": effects, "targets": targets}
    return {"name": f"{creature['name']} // {tale['name']}", "layout": "adventure", "faces": [creature, tale],
            "synthetic": True}


@st.composite
def instant_or_sorcery(draw: Draw, name: str, subtypes: tuple[str, ...] = ()) -> JSON:
    """One instant or sorcery face with a random cost and a small effect."""
    effects, targets = draw(spell_effects())
    return {"name": name, "mana_cost": draw(mana_cost()), "types": [draw(st.sampled_from(["Instant", "Sorcery"]))],
            "subtypes": list(subtypes), "effects": effects, "targets": targets}


@st.composite
def split_card(draw: Draw, index: int = 1) -> JSON:
    """A split card (709): two instant or sorcery halves."""
    left = draw(instant_or_sorcery(f"Rise {index}"))
    right = draw(instant_or_sorcery(f"Fall {index}"))
    return {"name": f"{left['name']} // {right['name']}", "layout": "split", "faces": [left, right], "synthetic": True}


@st.composite
def modal_double_faced(draw: Draw, index: int = 1) -> JSON:
    """A modal double-faced card (712): a creature or a spell front, a spell back."""
    if draw(st.booleans()):
        front = {"name": f"Dawn Side {index}", "mana_cost": draw(mana_cost()), "types": ["Creature"],
                 "subtypes": ["Spirit"], "power": draw(st.integers(1, 3)), "toughness": draw(st.integers(1, 3))}
    else:
        front = draw(instant_or_sorcery(f"Dawn Side {index}"))
    back = draw(instant_or_sorcery(f"Dusk Side {index}"))
    return {"name": f"{front['name']} // {back['name']}", "layout": "mdfc", "faces": [front, back], "synthetic": True}


@st.composite
def x_spell(draw: Draw, index: int = 1) -> JSON:
    """A spell with {X} in its cost (107.3): X damage to any target, or a creature entering with X counters."""
    color = draw(st.sampled_from(COLORS))
    if draw(st.booleans()):
        face: JSON = {"name": f"Surge {index}", "mana_cost": f"{{X}}{{{color}}}", "types": ["Sorcery"],
                "effects": [{"do": "damage", "n": "X", "target": 0}], "targets": [{"kind": "any"}]}
    else:
        face = {"name": f"Swelling Beast {index}", "mana_cost": f"{{X}}{{{color}}}", "types": ["Creature"],
                "subtypes": ["Beast"], "power": 1, "toughness": 1,
                "abilities": [{"kind": "triggered", "event": "enters", "targets": [],
                               "effects": [{"do": "add_counters", "counter": "+1/+1", "n": "X", "target": "self"}]}]}
    return {"name": face["name"], "layout": "normal", "faces": [face], "synthetic": True}


@st.composite
def costly_spell(draw: Draw, index: int = 1) -> JSON:
    """A spell with an additional cost (601.2b, 601.2f): an optional kicker or a mandatory sacrifice."""
    face = draw(instant_or_sorcery(f"Bargain {index}"))
    if draw(st.booleans()):
        face["additional_costs"] = [{"kind": "kicker", "mana": draw(mana_cost(max_colored=1)), "mandatory": False}]
    else:
        kind = draw(st.sampled_from(["Creature", "Artifact"]))
        face["additional_costs"] = [{"kind": "sacrifice", "filter": {"types": [kind]}, "mandatory": True}]
    return {"name": face["name"], "layout": "normal", "faces": [face], "synthetic": True}


@st.composite
def clue_artifact(draw: Draw, index: int = 1) -> JSON:
    """A nontoken Clue (205.3g, 111.10f): an artifact with Clue among its subtypes, maybe also a creature."""
    creature = draw(st.booleans())
    face: JSON = {"name": f"Curious Trinket {index}", "mana_cost": draw(mana_cost(max_colored=1)),
                  "types": ["Artifact", "Creature"] if creature else ["Artifact"],
                  "subtypes": ["Clue", "Construct"] if creature else ["Clue"],
                  "abilities": [{"kind": "activated", "cost": {"mana": "{2}", "sacrifice_self": True},
                                 "effects": [{"do": "draw", "n": 1}]}]}
    if creature:
        face.update(power=1, toughness=1)
    return {"name": face["name"], "layout": "normal", "faces": [face], "synthetic": True}


KEYWORDS = ("flash", "hexproof", "shroud", "trample", "vigilance", "ward {1}", "ward {2}",
            "protection from enchantments", "protection from red", "protection from blue")


@st.composite
def keyword_creature(draw: Draw, index: int = 1) -> JSON:
    """A vanilla creature with one or two of the keywords the rulings care about (702)."""
    keywords = draw(st.lists(st.sampled_from(KEYWORDS), min_size=1, max_size=2, unique=True))
    face = {"name": f"Warden {index}", "mana_cost": draw(mana_cost()), "types": ["Creature"], "subtypes": ["Soldier"],
            "power": draw(st.integers(1, 4)), "toughness": draw(st.integers(1, 4)), "keywords": keywords}
    return {"name": face["name"], "layout": "normal", "faces": [face], "synthetic": True}


SHAPES = (adventurer, split_card, modal_double_faced, x_spell, costly_spell, clue_artifact, keyword_creature)


@st.composite
def synthetic_card(draw: Draw, index: int = 1) -> JSON:
    """A synthetic card of any shape above (the simplest shape first)."""
    return draw(draw(st.sampled_from(SHAPES))(index))
