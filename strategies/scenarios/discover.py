"""Discover scenarios (701.57): a discover source in hand, a library stacked with what the ruling is about.

The setup is built so that the discover resolves with the interesting card on
the way (a land or an over-the-limit card may come first); the plan casts the
source, lets the opponent answer, resolves, and at the discover choice first
tries the casts the rules forbid (another alternative cost, X above 0, a
missing mandatory cost, a face whose mana value is too high), then picks one
of the legal answers. A short random walk follows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action, Setup
from reference_engine.cards import lookup
from reference_engine.cards.mechanics import real_cards
from reference_engine.state import Rejected

from .. import st
from ..actions import ModelRun, draw_steps
from ..card_choices import by_options, lands, uses
from ..cards import face_mana_values, first_of_each
from ..options import declares, real_cards_only
from ..scenario import Scenario
from ..states import SetupBuilder, lands_for, mana_letters

Draw = st.DrawFn

FOUR, SEVEN = "Discover Four of Test", "Discover Seven of Test"
SURVEY, APPRAISER = "Seismic Survey of Test", "Geological Appraiser"
LOOKOUT = "Seismic Lookout of Test"  # on the battlefield: {1}, {T}: 1 damage to target creature, discover 2
ABILITY_SOURCES = (LOOKOUT,)
"""Discover sources that are an activated ability of a permanent on p1's battlefield, not a card cast from hand
(synthetic: no real card has a targeted ability that discovers, LCI-09's "or ability")."""
SOURCE_MANA = {FOUR: "R", SEVEN: "RR", SURVEY: "RR", APPRAISER: "RRR", LOOKOUT: "R"}  # with one land of the extras
GIANT = "Galvanic Giant // Storm Reading"
FIRE_ICE = "Fire // Ice"
TWIN_PATHS = "Twin Paths of Test // Far Path of Test"
ADVENTURERS = (GIANT, "Questing Druid // Seek the Beast")
# the pool's adventurers that a discover 4 may find, and the ones LCI-02 draws: one of each pair of face mana
# values, for what discover lets a player cast of a card depends on those alone (701.57a, 715.3a)
REAL_ADVENTURERS = real_cards("adventure", layout="adventure", max_mana_value=4)
FOUND_ADVENTURERS = first_of_each(ADVENTURERS + REAL_ADVENTURERS, face_mana_values)
# and the pool's modal double-faced cards with a castable front face (712.8a: their mana value off the stack) that a
# discover 4 may find; their land back faces may never be cast (712.11c)
REAL_MDFCS = real_cards("mdfc", layout="mdfc", types=("Creature", "Instant", "Sorcery"), max_mana_value=4)
COSTLY = ("Village Rites", "Deadly Dispute", "Burst Lightning", "Hidden Courier of Test")
X_SPELLS = ("Blaze", "Abundant Hydra of Test")
UNCASTABLE = ("Unsummon", "Village Rites", SURVEY, "Counterspell")
FILLERS = ("Forest", "Island", "Doubling Season")  # lands, and a card over every discover value but 7


def _targets(name: str) -> tuple[JSON, ...]:
    card = lookup(name)
    return card.main.targets if card is not None else ()


def _discovers_when_cast(name: str) -> bool:
    """The card's spell discovers, or it discovers as it enters (not on dying, at end of turn or from a land)."""
    card = lookup(name)
    main = card.main if card is not None else None
    return main is not None and (any(e.get("do") == "discover" for e in main.effects) or any(
        a.get("event") == "enters" and any(e.get("do") == "discover" for e in a.get("effects", []))
        for a in main.abilities))


# The pool's real discover sources that discover once cast (cheapest first), those of them that are spells,
# and those with creature targets that an answer can make illegal (such a spell then doesn't resolve, LCI-09).
REAL_SOURCES = tuple(n for n in real_cards("discover", types=("Creature", "Instant", "Sorcery"))
                     if _discovers_when_cast(n))
REAL_SPELLS = tuple(n for n in REAL_SOURCES if n in real_cards("discover", types=("Instant", "Sorcery")))
REAL_TARGETED = tuple(n for n in REAL_SPELLS if any(t.get("kind") == "creature" for t in _targets(n)))


DISCOVER_CARDS = real_cards("discover")
"""Every real discover card of the pool, cheapest first: p1's hand may hold one beside the source, cast in the walk
after it (sources that discover later too: as they die, at end of turn, from a land or an artifact's ability), so
that a card joining the pool is drawn as it joins."""


@dataclass(frozen=True)
class Shape:
    """What one ruling's scenarios draw from."""

    sources: tuple[str, ...]
    payloads: tuple[str, ...]  # one is drawn; with `payload_kinds`, first a kind, then one of that kind
    p1_creatures: int = 2  # at most this many creatures/artifacts to sacrifice or target
    p2_creatures: bool = True
    cost_changers: bool = False  # Thalia (increase) or Baral (reduction) on p1's side
    answers: bool = False  # p2 holds answers to the source's target
    hand_extras: tuple[str, ...] = ()  # spells p1 may also cast from hand
    fillers: int = 2
    # with real cards only (strategies.options): the real source that reaches the ruling's situation, if any
    real_sources: tuple[str, ...] = REAL_SOURCES
    payload_kinds: tuple[tuple[str, ...], ...] = ()  # groups of payloads drawn equally often (e.g. by layout)


def real(names: tuple[str, ...]) -> tuple[str, ...]:
    """`names` without synthetic cards when the engine can't load them (strategies.options); unchanged if
    nothing real is left (the ruling's situation then needs a synthetic card, and stays unsupported there)."""
    if not real_cards_only():
        return names
    return tuple(n for n in names if not n.endswith(" of Test")) or names


def _source_cast(run: ModelRun, card: str) -> list[JSON]:
    """The legal ways to use the discover source: cast it, or activate it (`ABILITY_SOURCES`)."""
    return [a for a in run.legal_actions() if a.get("type") in ("cast", "activate") and a.get("card") == card]


@st.composite
def discover_setup(draw: Draw, shape: Shape) -> tuple[Setup, str]:
    """A setup with p1's discover source in hand; returns (setup, source card id)."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    sources = shape.sources
    if real_cards_only():  # the pool's real discover cards stand in for the synthetic discover spells
        sources = shape.real_sources or sources
    source_name = draw(st.sampled_from(sources))
    source = b.add("p1", "battlefield" if source_name in ABILITY_SOURCES else "hand", source_name)
    extras = real(shape.hand_extras) if shape.hand_extras else ()
    for name in extras[:draw(st.integers(0, len(extras)))]:
        b.add("p1", "hand", name)
    side = draw(st.lists(st.sampled_from(DISCOVER_CARDS), max_size=1))
    for name in side:
        b.add("p1", "hand", name)
    b.lands("p1", SOURCE_MANA.get(source_name) or lands_for(source_name))
    b.lands("p1", (draw(mana_letters(max_lands=5, colors="RGUBW")) or "R"))
    b.lands("p1", lands_for(*side) if side else "")  # its colors after the source's, for the walk's cast
    mine = list(real(("Grizzly Bears", "Clue Golem of Test")))
    for name in draw(st.lists(st.sampled_from(mine), max_size=shape.p1_creatures)):
        b.add("p1", "battlefield", name)
    if shape.cost_changers:
        for name in draw(st.lists(st.sampled_from(["Thalia, Guardian of Thraben", "Baral, Chief of Compliance"]),
                                  max_size=1)):
            b.add("p1", "battlefield", name)
    if shape.p2_creatures and (any(t.get("kind") == "creature" for t in _targets(source_name))
                               or draw(st.booleans())):
        b.add("p2", "battlefield", "Grizzly Bears")
    if any(t.get("zone") == "graveyard" for t in _targets(source_name)):
        b.add("p1", "graveyard", "Forest")  # a target for Walk with the Ancestors
    if shape.answers:
        for name in draw(st.lists(st.sampled_from(["Unsummon", "Lightning Bolt"]), min_size=1, max_size=2)):
            b.add("p2", "hand", name)
        b.lands("p2", "RU")
    for name in draw(st.lists(st.sampled_from(FILLERS), max_size=shape.fillers)):
        b.add("p1", "library", name)
    payloads = shape.payloads
    if shape.payload_kinds:
        kinds = [k for k in (real(kind) for kind in shape.payload_kinds) if not real_cards_only() or all(
            not n.endswith(" of Test") for n in k)]
        payloads = draw(st.sampled_from(kinds or list(shape.payload_kinds)))
    b.add("p1", "library", draw(st.sampled_from(real(payloads))))
    for name in draw(st.lists(st.sampled_from(("Grizzly Bears", "Lightning Bolt", "Forest")), max_size=2)):
        b.add("p1", "library", name)
    return b.build(), source


# ----- probes: casts of the discovered card that the rules may forbid ---------------------------------------


def _model_accepts(run: ModelRun, action: Action) -> bool:
    game = run.engine.game
    assert game is not None
    try:
        game.prepare_cast(action)
    except Rejected:
        return False
    return True


def discover_cast_probes(run: ModelRun) -> list[Action]:
    """Cast attempts for the card the pending discover offers: each face, X above 0, a missing mandatory
    cost, kicker, and the other alternative cost (disguise)."""
    game = run.engine.game
    assert game is not None and game.pending is not None
    pid, card = game.pending.player, game.pending.data["card"]
    obj = game.objects[card]
    out: list[Action] = []
    for mode in obj.card.modes():
        face = obj.card.face_named(mode)
        candidates = game.cast_candidates(pid, obj, mode, "free")
        base: Action = candidates[0] if candidates else {"type": "cast", "card": card, "mode": mode,
                                                          "alt_cost": "free", "targets": []}
        out.append(base)
        if face.mana_cost is not None and face.mana_cost.x:
            out += [{**base, "x": 1}, {**base, "x": 2}]
        if any(s.get("mandatory") for s in face.additional_costs):
            without: Action = {**base}
            without.pop("additional_costs", None)
            out.append(without)
        if any(s["kind"] == "kicker" for s in face.additional_costs):
            out.append({**base, "additional_costs": ["kicker"]})
    if "face_down" in game.castable_modes(obj):
        out.append({"type": "cast", "card": card, "mode": "face_down", "alt_cost": "disguise", "targets": []})
        out.append({"type": "cast", "card": card, "mode": "face_down", "alt_cost": "free", "targets": []})
    return out


def try_forbidden_casts(run: ModelRun) -> None:
    """Act each probe the model rejects (a rejected action changes nothing, 732)."""
    for action in discover_cast_probes(run):
        if not _model_accepts(run, action):
            run.act(action)


def pending_kind(run: ModelRun) -> str | None:
    game = run.engine.game
    assert game is not None
    return game.pending.kind if game.pending else None


def answer_or_pass(draw: Draw, run: ModelRun, probe: bool) -> None:
    """One step toward resolution: at a discover choice probe then pick; at another choice pick; else pass."""
    kind = pending_kind(run)
    if kind is None:
        run.act({"type": "pass"})
        return
    if kind == "discover_cast" and probe:
        try_forbidden_casts(run)
    legal = run.legal_actions()
    run.act(legal[draw(st.integers(0, len(legal) - 1))])


def resolve_drawing(draw: Draw, run: ModelRun, probe: bool = True, limit: int = 10) -> None:
    """Pass and answer choices until the stack is empty (choices drawn)."""
    game = run.engine.game
    assert game is not None
    for _ in range(limit):
        if not game.stack and not game.pending or game.game_over or game.awaiting_declaration:
            return
        answer_or_pass(draw, run, probe)


def opponent_may_answer(draw: Draw, run: ModelRun) -> None:
    """p1 passes with the source on the stack; p2 may answer (e.g. remove the source's target)."""
    run.act({"type": "pass"})
    game = run.engine.game
    assert game is not None
    if game.priority != "p2" or not game.stack or game.pending:
        return
    top = game.stack[-1]
    aimed = game.stack_abilities[top].targets if top in game.stack_abilities else game.objects[top].targets
    answers = [a for a in run.legal_actions() if a["type"] == "cast" and a.get("targets") == aimed]
    if bool(answers) and draw(st.sampled_from((True, True, False))):  # answering is what the ruling is about
        run.act(answers[draw(st.integers(0, len(answers) - 1))])
    else:
        run.act({"type": "pass"})


def prefers_casting(a: JSON) -> bool:
    return a.get("type") == "cast"


@st.composite
def discover_scenario(draw: Draw, max_steps: int, shape: Shape) -> Scenario:
    setup, source = draw(discover_setup(shape))
    run = ModelRun(setup)
    casts = _source_cast(run, source)
    if shape.answers:  # the answer is about the source's target: a spell with "up to" targets gets just one
        casts = [a for a in casts if len(a.get("targets") or []) == 1] or casts
    if casts:
        run.act(casts[draw(st.integers(0, len(casts) - 1))])
        if shape.answers:
            opponent_may_answer(draw, run)
        resolve_drawing(draw, run)
    draw_steps(draw, run, max_steps // 2, prefers_casting)
    return run.scenario()


@uses(lambda: real(X_SPELLS), by_options(REAL_SOURCES, (FOUR, SEVEN)), lands("GR"), lambda: real(FILLERS + X_SPELLS))
@st.composite
def x_spell_scenario(draw: Draw, max_steps: int) -> Scenario:
    """An X spell cast from hand with a drawn X (the model accepts or refuses it), then, for an engine that
    declares discover, a discover that may find another X spell to cast for free."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    spell = b.add("p1", "hand", draw(st.sampled_from(real(X_SPELLS))))
    source = b.add("p1", "hand", draw(st.sampled_from(REAL_SOURCES if real_cards_only() else (FOUR, SEVEN)))) \
        if declares("discover") else None
    b.lands("p1", "GRRR" + draw(mana_letters(max_lands=3, colors="RG")))  # X up to 3 is usually affordable
    for name in draw(st.lists(st.sampled_from(real(FILLERS + X_SPELLS)), max_size=3)):
        b.add("p1", "library", name)
    run = ModelRun(b.build())
    target = draw(st.sampled_from(["p2", "p1"]))
    run.act({"type": "cast", "card": spell, "x": draw(st.integers(0, 5)),
             "targets": [target] if run.engine.game and run.engine.game.objects[spell].card.main.targets else []})
    resolve_drawing(draw, run)
    casts = _source_cast(run, source) if source else []
    if bool(casts) and draw(st.booleans()):  # drawn, so shrinking drops the discover when the failure doesn't need it
        run.act(casts[0])
        resolve_drawing(draw, run)
    draw_steps(draw, run, max_steps // 2, prefers_casting)
    return run.scenario()


def shape_cards(shape: Shape) -> list[Any]:
    """The cards `discover_setup` can put in a setup for this shape (strategies/card_choices.py)."""
    sources = (shape.real_sources or shape.sources) if real_cards_only() else shape.sources
    payloads: tuple[str, ...] = real(shape.payloads)
    if shape.payload_kinds:
        kinds = [k for k in (real(kind) for kind in shape.payload_kinds) if not real_cards_only() or all(
            not n.endswith(" of Test") for n in k)]
        payloads = tuple(n for kind in kinds or list(shape.payload_kinds) for n in real(kind))
    return [sources, real(shape.hand_extras), DISCOVER_CARDS, lands("WUBRG"),
            real(("Grizzly Bears", "Clue Golem of Test"))
            if shape.p1_creatures else (),
            ("Thalia, Guardian of Thraben", "Baral, Chief of Compliance") if shape.cost_changers else (),
            "Grizzly Bears" if shape.p2_creatures else (),
            "Forest" if any(t.get("zone") == "graveyard" for n in sources for t in _targets(n)) else (),
            ("Unsummon", "Lightning Bolt") if shape.answers else (), FILLERS if shape.fillers else (),
            payloads, ("Grizzly Bears", "Lightning Bolt", "Forest")]


def scenario_for(shape: Shape) -> Callable[[int], st.SearchStrategy[Scenario]]:
    return uses(lambda: shape_cards(shape))(lambda max_steps: discover_scenario(max_steps, shape))


SHAPES = {
    "LCI-01": Shape((FOUR, SEVEN), COSTLY, cost_changers=True),
    "LCI-02": Shape((FOUR, SEVEN, SURVEY, APPRAISER),
                    FOUND_ADVENTURERS + (TWIN_PATHS, FIRE_ICE) + REAL_MDFCS,
                    payload_kinds=(FOUND_ADVENTURERS, (FIRE_ICE,), (TWIN_PATHS,) + REAL_MDFCS)),
    "LCI-03": Shape((SURVEY, FOUR, SEVEN), (FIRE_ICE,), fillers=1),
    "LCI-04": Shape((FOUR, SEVEN), COSTLY + X_SPELLS + (TWIN_PATHS,), cost_changers=True,
                    hand_extras=("Burst Lightning", "Hidden Courier of Test", "Blaze")),
    "LCI-05": Shape((FOUR, SEVEN, SURVEY, APPRAISER), ADVENTURERS + COSTLY + (FIRE_ICE,), fillers=3),
    "LCI-06": Shape((FOUR, SEVEN, SURVEY), X_SPELLS),
    "LCI-07": Shape((FOUR, SEVEN), X_SPELLS, hand_extras=("Blaze", "Abundant Hydra of Test")),
    "LCI-08": Shape((FOUR, SEVEN, SURVEY, APPRAISER), ADVENTURERS + COSTLY + UNCASTABLE + (FIRE_ICE,)),
    "LCI-09": Shape((SURVEY, LOOKOUT), ("Grizzly Bears", "Lightning Bolt", FIRE_ICE), answers=True,
                    real_sources=REAL_TARGETED),
    "LCI-10": Shape((FOUR, SEVEN, APPRAISER), UNCASTABLE, p1_creatures=0, p2_creatures=False,
                    real_sources=REAL_SPELLS),  # a creature source would be a target for Unsummon
}
