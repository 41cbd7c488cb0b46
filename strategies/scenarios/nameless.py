"""Face-down permanents have no name (201.2a, 708.2a): legendary cards face down beside their face-up twins.

A setup gives p1 a legendary creature card face up on the battlefield and a second copy of it that is face
down or about to be: already face down (disguised, manifested or cloaked), in hand to cast face down (a
disguise card), or on top of the library with a manifest or cloak spell in hand. The probes make it face down, let the
game check state-based actions, and sometimes turn it face up, after which the legend rule does apply
(704.5j). Real cards: Arno Dorian (a legendary disguise card), the pool's legendary creatures, the manifest
and cloak spells; the synthetic Veiled Legend of Test only where synthetic cards are allowed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Setup
from reference_engine.cards import lookup

from .. import st
from ..actions import ModelRun
from ..card_choices import by_options, lands, uses
from ..options import real_cards_only
from ..scenario import Scenario
from ..states import SetupBuilder, cost_letters
from .disguise import REAL_LEGENDS, disguise_cost_of, focused_steps, resolve_stack, try_turn_face_up

Draw = st.DrawFn

MANIFEST_SPELLS = ("Soul Summons", "Formless Nurturing", "Ethereal Ambush")
"""Real spells that manifest the top card of their caster's library (701.40a)."""
CLOAK_SPELLS = ("Cryptic Coat", "Hide in Plain Sight", "Unexplained Absence")
"""Real spells that cloak their caster's library's top card (701.58a): an Equipment whose enters trigger cloaks
it, a sorcery cloaking two of the top five (a library of two: both), and an instant exiling up to one target
nonland permanent of each player, whose controller then cloaks (here a Grizzly Bears of the caster's)."""
CLOAK_FOR_EXILED = ("Unexplained Absence",)
"""The cloak spells whose caster cloaks only for a permanent of theirs the spell exiles (115.1, 701.58a)."""
SAME_NAME_SPELLS = ("Echoing Courage",)
"""Real spells whose effect reaches every other creature with the same name as their target (201.2a)."""
SYNTHETIC_LEGENDS = ("Veiled Legend of Test",)


@cache
def real_legendary_creatures() -> tuple[str, ...]:
    """The pool's real legendary creature cards with one face, cheapest first (any of them can be manifested)."""
    from reference_engine.cards.pool import CARDS

    found = []
    for data in CARDS:
        card = lookup(data["name"])
        if card is not None and not card.synthetic and card.layout == "normal" \
                and "Legendary" in card.main.supertypes and "Creature" in card.main.types:
            found.append(card)
    cost = {c.name: c.main.mana_cost.mana_value() if c.main.mana_cost else 0 for c in found}  # no cost: 0 (202.3a)
    return tuple(sorted(cost, key=lambda n: (cost[n], n)))


def _cost(name: str) -> str | None:
    card = lookup(name)
    return str(card.main.mana_cost) if card is not None and card.main.mana_cost is not None else None


@uses(lambda: REAL_LEGENDS, lambda: real_legendary_creatures(), by_options((), SYNTHETIC_LEGENDS), MANIFEST_SPELLS,
      CLOAK_SPELLS,
      "Forest", lands("WUBRG"), "Lightning Bolt", "Unsummon", SAME_NAME_SPELLS, "Grizzly Bears")
@st.composite
def nameless_setup(draw: Draw) -> tuple[Setup, list[str], JSON | None]:
    """(setup, [the face-up legend, its twin, and the same-name spell if any], the cast that makes the twin face
    down or None when it already is). Half the time p1 also holds a same-name spell and has another face-down
    creature (manifested or cloaked Grizzly Bears) beside a face-up Grizzly Bears, so that two nameless
    permanents and two named ones are there when the spell resolves."""
    disguisers = REAL_LEGENDS + (() if real_cards_only() else SYNTHETIC_LEGENDS)
    route = draw(st.sampled_from(("disguise", "face_down", "manifest")))
    b = SetupBuilder()
    costs: list[str | None] = []
    making: JSON | None = None
    if route == "disguise":  # cast from hand face down for {3}
        legend = draw(st.sampled_from(disguisers))
    else:
        legend = draw(st.sampled_from(real_legendary_creatures() + disguisers))
    up = b.add("p1", "battlefield", legend)
    if route == "disguise":
        twin = b.add("p1", "hand", legend)
        costs.append("{3}")
        making = {"type": "cast", "card": twin, "mode": "face_down", "alt_cost": "disguise", "targets": []}
    elif route == "face_down":
        how = "disguise" if disguise_cost_of(legend) else draw(st.sampled_from(("manifest", "cloak")))
        twin = b.add("p1", "battlefield", legend, face_down=how, tapped=draw(st.booleans()))
    else:
        twin = b.add("p1", "library", legend)
        spell = draw(st.sampled_from(MANIFEST_SPELLS + CLOAK_SPELLS))
        exiled = [b.add("p1", "battlefield", "Grizzly Bears")] if spell in CLOAK_FOR_EXILED else []
        making = {"type": "cast", "card": b.add("p1", "hand", spell), "mode": "normal", "alt_cost": None,
                  "targets": exiled}
        costs.append(_cost(spell))
    b.add("p1", "library", "Forest")
    extra: list[str] = []
    if draw(st.booleans()):  # a same-name spell, another face-down creature and a named pair (201.2a, 708.2a)
        spell = draw(st.sampled_from(SAME_NAME_SPELLS))
        extra.append(b.add("p1", "hand", spell))
        b.add("p1", "battlefield", "Grizzly Bears", face_down=draw(st.sampled_from(("manifest", "cloak"))))
        b.add("p1", "battlefield", "Grizzly Bears")
        costs.append(_cost(spell))
    costs.append(disguise_cost_of(legend) or _cost(legend))  # to turn the twin face up afterwards
    lands = Counter(cost_letters(*costs)) + Counter({"W": 1, "G": 1})  # and a spare for a tax (Thalia's)
    lands += Counter(draw(st.lists(st.sampled_from("WUBRG"), max_size=3)))
    b.lands("p1", "".join(sorted(lands.elements())))
    for name in draw(st.lists(st.sampled_from(("Lightning Bolt", "Unsummon")), max_size=1)):
        b.add("p2", "hand", name)
    b.lands("p2", "RU")
    return b.build(), [up, twin, *extra], making


def nameless_scenario() -> Callable[[int], st.SearchStrategy[Scenario]]:
    """A scenario factory for MKM-03: the setup, the twin made face down, passes, a walk, maybe turning up."""

    @uses(nameless_setup)
    @st.composite
    def build(draw: Draw, max_steps: int) -> Scenario:
        setup, cards, making = draw(nameless_setup())
        run = ModelRun(setup)
        if making is not None:
            run.act(making)
        resolve_stack(draw, run, cards)
        if len(cards) > 2:
            cast_same_name_spell(draw, run, cards)
        if draw(st.booleans()):
            run.act({"type": "pass"})  # state-based actions are checked as priority passes
        focused_steps(draw, run, max_steps // 2, lambda a: a.get("type") in ("pass", "turn_face_up"))
        if draw(st.booleans()):
            try_turn_face_up(run)
            resolve_stack(draw, run, cards)
        return run.scenario(("nameless",))

    return build


def cast_same_name_spell(draw: Draw, run: ModelRun, cards: list[str]) -> None:
    """Probe: p1 casts its same-name spell (cards[2]), aimed at a face-down creature first (shrinking there), or a
    named one, and lets it resolve."""
    casts = [a for a in run.legal_actions() if a.get("type") == "cast" and a.get("card") == cards[2]]
    if not casts:
        return
    state = run.steps[-1]["observation"] if run.steps else run.initial
    down = {o["card"] for o in state["objects"] if o.get("face_down")}
    casts.sort(key=lambda a: (not set(a.get("targets") or []) & down, str(a.get("targets"))))
    run.act(casts[draw(st.integers(0, len(casts) - 1))])
    resolve_stack(draw, run, cards[:2])
