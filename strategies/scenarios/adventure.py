"""Adventure scenarios (715): an adventurer in hand with mana, answers on the other side.

The walk prefers casting adventurer cards, so Adventures are cast, countered,
fizzled or resolved and recast in a good share of examples, without any of it
being fixed in place.
"""

from __future__ import annotations

from typing import Any, Callable

from hypothesis import strategies as st

from ..actions import ModelRun, draw_steps, resolve_all
from ..cards import ADVENTURERS, adventurer
from ..scenario import Scenario
from ..states import SetupBuilder, mana_letters

JSON = dict[str, Any]
Draw = Callable[[Any], Any]


@st.composite
def adventure_setup(draw: Draw) -> tuple[JSON, list[str]]:
    """A setup with one or two adventurer cards in p1's hand; returns (setup, adventurer card ids)."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    cards: list[str] = []
    for index in range(draw(st.integers(1, 2))):
        if draw(st.booleans()):
            name = b.define(draw(adventurer(index + 1)))
        else:
            name = draw(st.sampled_from(ADVENTURERS))
        cards.append(b.add("p1", "hand", name))
    b.lands("p1", draw(mana_letters(max_lands=7, colors="GRU")) or "G")
    for name in draw(st.lists(st.sampled_from(["Grizzly Bears", "Gladecover Scout"]), max_size=2)):
        b.add(draw(st.sampled_from(["p1", "p2"])), "battlefield", name)
    for name in draw(st.lists(st.sampled_from(["Counterspell", "Unsummon", "Lightning Bolt"]), max_size=2)):
        b.add("p2", "hand", name)
    b.lands("p2", draw(mana_letters(max_lands=3, colors="UR")))
    for name in draw(st.lists(st.sampled_from(["Forest", "Grizzly Bears", "Lightning Bolt"]), max_size=3)):
        b.add("p1", "library", name)
    return b.build(), cards


def prefers_adventurers(cards: list[str]) -> Callable[[JSON], bool]:
    return lambda a: a.get("type") == "cast" and a.get("card") in cards


def try_cast_each_from_exile(run: ModelRun, cards: list[str]) -> None:
    """Probe: with the stack resolved, try to cast each adventurer card as a permanent from exile."""
    resolve_all(run)
    obs = run.engine.observe(None)
    for card in cards:
        obj = next((o for o in obs["objects"] if o["card"] == card), None)
        if obj is not None and obj["zone"] == "exile" and not obs["pending_choice"]:
            run.act({"type": "cast", "card": card, "mode": "normal"})
            resolve_all(run)


@st.composite
def adventure_cast_and_recast(draw: Draw, max_steps: int) -> Scenario:
    setup, cards = draw(adventure_setup())
    run = ModelRun(setup)
    draw_steps(draw, run, max_steps, prefers_adventurers(cards))
    try_cast_each_from_exile(run, cards)
    return run.scenario()
