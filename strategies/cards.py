"""Card strategies: named cards from the pool, and synthetic cards of the shapes the rulings concern.

Synthetic definitions use the pool's JSON shape (reference_engine/cards/model.py)
so they travel inside a setup's ``cards``. Draws go structure first (layout,
types), details after (costs, colors), with the simplest option first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

JSON = dict[str, Any]
Draw = Callable[[Any], Any]

COLORS = "WUBRG"
ADVENTURERS = ("Questing Druid // Seek the Beast", "Tenacious Tomeseeker // Bound for the Top",
               "Galvanic Giant // Storm Reading")


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
