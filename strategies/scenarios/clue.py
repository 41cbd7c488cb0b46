"""Clue scenarios (111.10f, 205.3g, 701.16): Clue artifacts of every kind, costs that sacrifice them.

p1 controls a mix of Clues (Clue tokens, the Equipment Clue Wrench, the
artifact creature Clue Golem of Test) and look-alikes that are not Clues
(Changeling Outcast, Grizzly Bears), with Alquist Proft and Tireless Tracker.
Probes then try to pay "sacrifice a Clue" with a drawn permanent, to use one
Clue for two costs, and to sacrifice Clues for other reasons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import GameObject, Setup
from reference_engine.cards import lookup
from reference_engine.cards.mechanics import real_cards

from .. import st
from ..actions import ModelRun, draw_steps
from ..card_choices import by_options, lands, lands_to_cast, synthetic, uses
from ..options import real_cards_only
from ..scenario import Scenario
from ..states import SetupBuilder, mana_letters, with_lands_for
from .role import act_matching, cast_of, hand_to, resolve_drawn

Draw = st.DrawFn


def _is_clue_card(name: str) -> bool:
    card = lookup(name)
    return card is not None and "Clue" in card.main.subtypes


# From the pool's data, cheapest first: real nontoken Clues (Wrench, Lead Pipe), real instants and sorceries that
# investigate with a target (Jace's Scrutiny, Auspicious Arrival) and without one (Deduce, On the Job, ...).
REAL_NONTOKEN_CLUES = tuple(n for n in real_cards("clue", types=("Artifact",)) if _is_clue_card(n))
def _targets_creatures(name: str) -> bool:
    """Whether every target of the card's spell is a creature MKM-13's setup has (a 2/2 or a 1/1: no power
    minimum), the only targets its answers (Lightning Bolt, Unsummon) can make illegal (608.2b)."""
    card = lookup(name)
    return card is not None and all(t.get("kind") == "creature" and "power_min" not in t for t in card.main.targets)


def _one_required_target(name: str) -> bool:
    """Whether the card's spell has exactly one target, and one it must choose (not "up to")."""
    card = lookup(name)
    return card is not None and len(card.main.targets) == 1 and not card.main.targets[0].get("optional")


REAL_INVESTIGATORS = tuple(n for n in real_cards("clue", types=("Instant", "Sorcery"), targeted=True)
                           if _targets_creatures(n))
ONE_TARGET_INVESTIGATORS = tuple(n for n in REAL_INVESTIGATORS if _one_required_target(n))
"""The investigators one answer can leave with no legal target at all (608.2b); "up to two" ones may keep one."""
REAL_INVESTIGATE = real_cards("clue", types=("Instant", "Sorcery"), targeted=False)


def _investigates_as_it_enters(name: str) -> bool:
    """Whether the card is a noncreature permanent whose own enters trigger (or a Saga's chapter I, which its first
    lore counter triggers as it enters, 714.3a) investigates (Case of the Filched Falcon, Fleeting Memories, Heaven
    Sent): cast from hand like the investigate spells."""
    card = lookup(name)
    return card is not None and "Creature" not in card.main.types and any(
        (a.get("event") == "enters" or (a.get("event") == "chapter" and a.get("chapter") == 1))
        and any(e.get("do") == "investigate" for e in a.get("effects") or ()) for a in card.main.abilities)


REAL_ENTER_INVESTIGATORS = tuple(n for n in real_cards("clue", types=("Artifact", "Enchantment"), targeted=False)
                                 if _investigates_as_it_enters(n))
CLUES = ("Clue", *REAL_NONTOKEN_CLUES, "Clue Golem of Test")
NOT_CLUES = ("Changeling Outcast", "Grizzly Bears")
NONTOKEN_CLUES = (*REAL_NONTOKEN_CLUES, "Clue Golem of Test")
LOOKALIKES = ("Changeling Outcast", "Clue Golem of Test")  # a changeling is no Clue; a Clue Golem is one
ALQUIST = "Alquist Proft, Master Sleuth"
INVESTIGATORS = ("Probing Inquiry of Test", *REAL_INVESTIGATORS)  # targeted investigate: synthetic, then real
LOOKOUT = "Probing Lookout of Test"
"""A synthetic creature whose activated ability taps a target creature and investigates: no real card has a
targeted ability that investigates (MKM-13's "or ability")."""
TRACKER = "Tireless Tracker"
CLUE_MAKERS = tuple(n for n in real_cards("clue")
                    if n not in {*REAL_NONTOKEN_CLUES, *REAL_INVESTIGATE, ALQUIST, TRACKER, "Deadly Dispute"})
"""Every other real card of the pool whose data shows Clues (cheapest first): permanents and spells that
investigate or make a Clue some other way, lands that investigate, watchers of Clues sacrificed. p1's hand may
hold one, so that a walk makes Clues with it (701.16a, 111.10f); a card joining the pool is drawn as it joins.
Too many for one ruling's draws to send each (docs/strategies.md, "Declared cards"), they are parted by their data
among the four rulings that play Clues, each part where its situation can use it:"""


def _main_types(name: str) -> tuple[str, ...]:
    card = lookup(name)
    return card.main.types if card is not None else ()


def _mana_value(name: str) -> int:
    card = lookup(name)
    cost = card.main.mana_cost if card is not None else None
    return cost.mana_value() if cost is not None else 0


def _watches_clue_sacrifices(name: str) -> bool:
    card = lookup(name)
    return card is not None and "sacrifice_clue" in card.trigger_events


CLUE_WATCHERS = tuple(n for n in CLUE_MAKERS if _watches_clue_sacrifices(n))
"""MKM-16: what triggers on a Clue sacrificed (603.2), and the costlier creatures that make Clues."""
CLUE_SPELLS = tuple(n for n in CLUE_MAKERS if n not in CLUE_WATCHERS
                    and {"Instant", "Sorcery"} & set(_main_types(n)))
"""MKM-05: instants and sorceries that investigate, more Clues for the costs a Clue can pay once."""
CLUE_CREATURES = tuple(n for n in CLUE_MAKERS if n not in CLUE_WATCHERS and "Creature" in _main_types(n))
CHEAP_CLUE_CREATURES = tuple(n for n in CLUE_CREATURES if _mana_value(n) <= 3)
"""MKM-17: creatures with mana value 3 or less that make Clues: a Clue among creatures that are none (205.3g)."""
CLUE_WATCHERS += tuple(n for n in CLUE_CREATURES if n not in CHEAP_CLUE_CREATURES)
CLUE_PERMANENTS = tuple(n for n in CLUE_MAKERS
                        if n not in {*CLUE_WATCHERS, *CLUE_SPELLS, *CLUE_CREATURES})
"""MKM-15: the noncreature permanents (lands, artifacts, enchantments) that make Clues: every Clue is one."""


@uses(ALQUIST, TRACKER, by_options(CLUES[:-1], CLUES), NOT_CLUES, "Deadly Dispute", REAL_INVESTIGATE,
      REAL_ENTER_INVESTIGATORS, lands_to_cast(("Deadly Dispute", *REAL_INVESTIGATE, *REAL_ENTER_INVESTIGATORS)),
      lands("BUW"), "Plains", "Island")
@st.composite
def clue_setup(draw: Draw, tracker: bool | None = None, changeling: bool = False,
               nontoken: bool = False, makers: tuple[str, ...] = ()) -> tuple[Setup, dict[str, str]]:
    """p1: Alquist Proft, maybe Tireless Tracker, 1-3 Clues (with `nontoken`, a nontoken one first), maybe
    non-Clues, Deadly Dispute, investigate spells or permanents that investigate as they enter, maybe one of
    `makers` (a part of `CLUE_MAKERS`, declared by the strategy that gives it, with `makers_cards`)."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    cards: dict[str, str] = {}

    def add(pid: str, zone: str, name: str, **status: Any) -> str:
        cid = b.add(pid, zone, name, **status)
        cards[cid] = name
        return cid

    add("p1", "battlefield", ALQUIST)
    if tracker if tracker is not None else draw(st.booleans()):
        add("p1", "battlefield", TRACKER)
    real = real_cards_only()  # an engine that can't load synthetic cards: no Clue Golem of Test
    if nontoken:
        add("p1", "battlefield", draw(st.sampled_from(NONTOKEN_CLUES[:-1] if real else NONTOKEN_CLUES)))
    for name in draw(st.lists(st.sampled_from(CLUES[:-1] if real else CLUES), min_size=1 - nontoken,
                              max_size=3 - nontoken)):
        add("p1", "battlefield", name, token=name == "Clue")
    if changeling:
        add("p1", "battlefield", "Changeling Outcast")
    for name in draw(st.lists(st.sampled_from(NOT_CLUES), max_size=2)):
        add("p1", "battlefield", name)
    hand = draw(st.lists(st.sampled_from(("Deadly Dispute", *REAL_INVESTIGATE, *REAL_ENTER_INVESTIGATORS)),
                         max_size=2))
    if makers:
        hand += draw(st.lists(st.sampled_from(makers), max_size=1))
    for name in hand:
        add("p1", "hand", name)
    # generic costs tap the first lands
    b.lands("p1", with_lands_for("BB", *hand) + draw(mana_letters(max_lands=3, colors="BUW")) + "UUW")
    for name in draw(st.lists(st.sampled_from(["Plains", "Island"]), max_size=2)):
        add("p1", "library", name)
    return b.build(), cards


def makers_cards(makers: tuple[str, ...]) -> list[Any]:
    """The cards `clue_setup(makers=...)` adds to what it declares itself."""
    return [makers, lands_to_cast(("Deadly Dispute", *REAL_INVESTIGATE, *makers))]


def _permanents(run: ModelRun, pid: str = "p1") -> list[GameObject]:
    return [o for o in run.observe()["objects"] if o["zone"] == "battlefield" and o["controller"] == pid]


def _alquist(run: ModelRun, cards: dict[str, str]) -> str | None:
    return next((o["card"] for o in _permanents(run) if cards.get(o["card"]) == ALQUIST), None)


def try_alquist_with(draw: Draw, run: ModelRun, cards: dict[str, str], victim: str | None = None,
                     prefer: Callable[[str], bool] | None = None) -> None:
    """Probe: activate Alquist Proft naming a permanent (drawn among p1's others unless given) to sacrifice.
    With `prefer` (a card name test), a coin that shrinks toward yes draws among the preferred ones."""
    source = _alquist(run, cards)
    if source is None or run.observe()["pending_choice"]:
        return
    if victim is None:
        others = [o["card"] for o in _permanents(run) if o["card"] != source and "Land" not in o["types"]]
        preferred = [c for c in others if prefer is not None and prefer(cards.get(c, ""))]
        if preferred and not draw(st.booleans()):
            others = preferred
        if not others:
            return
        victim = others[draw(st.integers(0, len(others) - 1))]
    run.act({"type": "activate", "card": source, "ability": 0, "targets": [], "x": 0, "sacrifice": [victim]})


def _own_clue_ability(run: ModelRun, cards: dict[str, str]) -> list[str]:
    """Clues whose own ability (index 0: {2}, sacrifice it: draw) p1 could activate."""
    return [o["card"] for o in _permanents(run) if "Clue" in o["subtypes"] and cards.get(o["card"]) != ALQUIST
            and "Creature" not in o["types"]]


@uses(clue_setup, makers_cards(CLUE_PERMANENTS))
@st.composite
def clue_costs(draw: Draw, max_steps: int, changeling: bool = False) -> Scenario:
    """MKM-15 / MKM-17: a walk, then Alquist Proft's cost offered a permanent, preferring the ruling's kind
    (a nontoken Clue; with `changeling`, a changeling or an artifact creature Clue)."""
    setup, cards = draw(clue_setup(changeling=changeling, nontoken=not changeling,
                                   makers=CHEAP_CLUE_CREATURES if changeling else CLUE_PERMANENTS))
    run = ModelRun(setup)
    draw_steps(draw, run, min(max_steps, 3))
    resolve_drawn(draw, run)
    try_alquist_with(draw, run, cards, prefer=LOOKALIKES.__contains__ if changeling else NONTOKEN_CLUES.__contains__)
    resolve_drawn(draw, run)
    return run.scenario()


@uses(clue_setup, makers_cards(CHEAP_CLUE_CREATURES))
def clue_lookalikes(max_steps: int) -> st.SearchStrategy[Scenario]:
    """MKM-17: as clue_costs, with a changeling creature always among the permanents offered."""
    return clue_costs(max_steps, changeling=True)


@uses(clue_setup, makers_cards(CLUE_SPELLS))
@st.composite
def one_clue_two_costs(draw: Draw, max_steps: int) -> Scenario:
    """MKM-05: a Clue pays one cost (its own ability or Alquist's), then is offered to the other one."""
    setup, cards = draw(clue_setup(makers=CLUE_SPELLS))
    run = ModelRun(setup)
    draw_steps(draw, run, min(max_steps, 2))
    resolve_drawn(draw, run)
    clues = _own_clue_ability(run, cards)
    if clues:
        clue = clues[draw(st.integers(0, len(clues) - 1))]
        if draw(st.booleans()):
            run.act({"type": "activate", "card": clue, "ability": 0, "targets": []})
            try_alquist_with(draw, run, cards, clue)
        else:
            try_alquist_with(draw, run, cards, clue)
            run.act({"type": "activate", "card": clue, "ability": 0, "targets": []})
    resolve_drawn(draw, run)
    return run.scenario()


@uses(clue_setup, makers_cards(CLUE_WATCHERS))
@st.composite
def clue_sacrifices(draw: Draw, max_steps: int) -> Scenario:
    """MKM-16: with Tireless Tracker out, Clues are sacrificed for their own ability, for Alquist, for a spell."""
    setup, cards = draw(clue_setup(tracker=True, makers=CLUE_WATCHERS))
    run = ModelRun(setup)
    draw_steps(draw, run, min(max_steps, 2))
    resolve_drawn(draw, run)
    for _ in range(draw(st.integers(1, 2))):
        way = draw(st.sampled_from(["ability", "alquist", "spell"]))
        clues = [o["card"] for o in _permanents(run) if "Clue" in o["subtypes"]]
        if not clues or run.observe()["pending_choice"]:
            break
        clue = clues[draw(st.integers(0, len(clues) - 1))]
        if way == "ability" and clue in _own_clue_ability(run, cards):
            run.act({"type": "activate", "card": clue, "ability": 0, "targets": []})
        elif way == "spell":
            hand = run.observe()["objects"]
            dispute = next((o["card"] for o in hand
                            if o["zone"] == "hand" and cards.get(o["card"]) == "Deadly Dispute"), None)
            if dispute is not None:
                run.act({"type": "cast", "card": dispute, "targets": [], "additional_costs": [{"sacrifice": [clue]}]})
            else:
                try_alquist_with(draw, run, cards, clue)
        else:
            try_alquist_with(draw, run, cards, clue)
        resolve_drawn(draw, run)
    return run.scenario()


@uses("Grizzly Bears", "Gladecover Scout", by_options(REAL_INVESTIGATORS, INVESTIGATORS),
      lands_to_cast(by_options(REAL_INVESTIGATORS, INVESTIGATORS)), lands("URG"), "Lightning Bolt", "Unsummon",
      "Deduce", synthetic(LOOKOUT), lands_to_cast(synthetic(LOOKOUT)))
@st.composite
def investigate_target_answered(draw: Draw, max_steps: int) -> Scenario:
    """MKM-13: a targeted investigate spell, or (where synthetic cards may be drawn, half the time) the targeted
    investigate ability of Probing Lookout of Test, then its target killed or bounced in response."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    cards: dict[str, str] = {}

    def add(pid: str, zone: str, name: str) -> str:
        cid = b.add(pid, zone, name)
        cards[cid] = name
        return cid

    add(draw(st.sampled_from(["p1", "p2"])), "battlefield", "Grizzly Bears")  # a target anyone may aim at
    for name in draw(st.lists(st.sampled_from(["Grizzly Bears", "Gladecover Scout"]), max_size=1)):
        add(draw(st.sampled_from(["p1", "p2"])), "battlefield", name)
    ability = not real_cards_only() and draw(st.booleans())
    # half the spells one a single answer can make fizzle, so that both sides of the ruling are reached
    investigator = LOOKOUT if ability else draw(st.one_of(
        st.sampled_from(ONE_TARGET_INVESTIGATORS),
        st.sampled_from(REAL_INVESTIGATORS if real_cards_only() else INVESTIGATORS)))
    add("p1", "battlefield" if ability else "hand", investigator)
    for name in draw(st.lists(st.sampled_from(["Lightning Bolt", "Unsummon", "Deduce"]), max_size=2)):
        add("p1", "hand", name)
    for name in draw(st.lists(st.sampled_from(["Lightning Bolt", "Unsummon"]), min_size=1, max_size=2)):
        add("p2", "hand", name)
    # generic costs tap the first lands
    b.lands("p1", with_lands_for("G", investigator) + draw(mana_letters(max_lands=2, colors="URG")) + "UUR")
    b.lands("p2", "UR")
    run = ModelRun(b.build())
    if not ability:  # (a walk could tap the Lookout first)
        draw_steps(draw, run, min(max_steps, 1), cast_of(("Deduce",), cards))
        resolve_drawn(draw, run)
    spell = act_matching(draw, run, (lambda a: a.get("type") == "activate" and cards.get(a.get("card", "")) == LOOKOUT)
                         if ability else cast_of((investigator,), cards))
    if spell is not None:
        aimed = set(spell.get("targets") or [])

        def answers(a: JSON) -> bool:
            return cast_of(("Lightning Bolt", "Unsummon"), cards)(a) and bool(aimed & set(a.get("targets") or []))

        # p1 answers its own spell or ability (it still holds priority) on a coin when it holds an answer it can
        # cast; otherwise p2, who always holds one
        own = any(answers(a) for a in run.legal_actions())
        if not (own and draw(st.booleans())) and hand_to(run, "p2"):
            act_matching(draw, run, answers)
        elif own:
            act_matching(draw, run, answers)
    resolve_drawn(draw, run)
    return run.scenario()
