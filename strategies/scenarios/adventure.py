"""Adventure scenarios (715): an adventurer in hand with mana, answers on the other side.

The walk prefers casting adventurer cards, so Adventures are cast, countered,
fizzled or resolved and recast in a good share of examples, without any of it
being fixed in place. The per-ruling strategies below build a setup where the
ruling's situation exists by construction, then probe the action whose legality
or outcome the ruling is about; the model decides whether it is accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Observation, Setup, StepResult
from reference_engine.cards import lookup, pool_card
from reference_engine.cards.mechanics import real_cards

from .. import st
from ..actions import ModelRun, draw_steps, resolve_all
from ..card_choices import by_options, lands, lands_to_cast, permanents_to_cast, uses
from ..cards import ADVENTURERS, SHAPED_ADVENTURERS, adventurer, adventurer_names
from ..options import real_cards_only
from ..scenario import Scenario
from ..states import SetupBuilder, cost_letters, lands_for, mana_letters, restriction_permanents, with_lands_for

Draw = st.DrawFn

# Pool adventurers whose creature half has mana value 3 or less (discover 3 finds them). Also the pool of the
# scenarios that hold about one adventurer: Hypothesis's 1,000 examples are mostly mutations of a few hundred
# independent draws, too few to send each of the 45 pool adventurers, and `list --json` lists what 1,000
# scenarios send (tests/strategies/test_card_choices.py, docs/strategies.md); 28 they reach.
CHEAP_ADVENTURERS = real_cards("adventure", layout="adventure", max_mana_value=3)
NONCREATURE_ADVENTURERS = tuple(n for n in ADVENTURERS if "Creature" not in pool_card(n).main.types)
"""The pool adventurers whose normal face isn't a creature (the Virtues, enchantments; a Town, a land; Twice Upon a
Time, a sorcery): few among
the pool's, and what "a creature spell that has an Adventure" (WOE-15) must tell apart from the others."""
CAST_ADVENTURERS = tuple(n for n in ADVENTURERS if "Land" not in pool_card(n).main.types)
"""The pool adventurers whose normal face is cast (a land's is played, 305.1): what WOE-13 casts from hand. The
lands come first among the cheapest, and so drawn most, and none of them can be on the stack."""
OMEN_CARDS = real_cards("omen", layout="omen")
"""The pool's omen cards (720): cast as an Omen, one is shuffled into its owner's library as it resolves (720.3d),
never exiled with a permission (715.3d is the Adventure's alone), which WOE-05's invariant watches."""
OMENS_CAST_ALONE = tuple(n for n in OMEN_CARDS if all(t.get("kind") in ("creature", "any", "player")
                                                       or t.get("optional") for t in pool_card(n).faces[1].targets))
"""The omen cards whose Omen face can be cast on an empty stack with a creature of its caster's on the battlefield
(no target, a creature, or any target, which a player always is: not Chilling Screech, which counters a spell)."""



def adventurers(*indexes: int, pool: tuple[str, ...] = ADVENTURERS) -> Any:
    """What `adventurer_name` draws for these indexes: a pool adventurer, or (synthetic cards allowed) one it
    defines."""
    return by_options(pool, (pool, adventurer_names(*indexes)))


def halves(name: str) -> tuple[str, str]:
    """(creature name, Adventure name) of a pool adventurer."""
    card = lookup(name)
    assert card is not None and len(card.faces) == 2, name
    return card.faces[0].name, card.faces[1].name


def adventure_setup_cards(pool: tuple[str, ...]) -> list[Any]:
    """The cards `adventure_setup(pool)` can put in a setup (strategies/card_choices.py)."""
    return [adventurers(1, 2, pool=pool), lands_to_cast(adventurers(1, 2, pool=pool)),
            permanents_to_cast(adventurers(1, 2, pool=pool)), lands("UGRWB"),
            "Grizzly Bears", "Gladecover Scout", "Counterspell", "Unsummon", "Lightning Bolt", "Forest"]


@uses(*adventure_setup_cards(ADVENTURERS))
@st.composite
def adventure_setup(draw: Draw, pool: tuple[str, ...] = ADVENTURERS) -> tuple[Setup, list[str]]:
    """A setup with one or two adventurer cards of `pool` in p1's hand; returns (setup, adventurer card ids)."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    cards: list[str] = []
    names: list[str] = []
    for index in range(draw(st.integers(1, 2))):
        name = draw(adventurer_name(b, index + 1, pool))
        names.append(name)
        cards.append(b.add("p1", "hand", name))
    b.lands("p1", with_lands_for("GRU", *names) + draw(mana_letters(max_lands=5, colors="UGRWB")))
    for name in restriction_permanents(*names):  # Twice Upon a Time's two Doctors (601.3)
        b.add("p1", "battlefield", name)
    for name in draw(st.lists(st.sampled_from(["Grizzly Bears", "Gladecover Scout"]), min_size=1, max_size=2)):
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
    """Probe: with the stack resolved, try to cast each adventurer card in exile as its Adventure again (refused:
    the permission its Adventure gave is to cast the permanent only, 715.3d), then as a permanent."""
    resolve_all(run)
    obs = run.observe()
    for card in cards:
        obj = next((o for o in obs["objects"] if o["card"] == card), None)
        if obj is not None and obj["zone"] == "exile" and not obs["pending_choice"]:
            run.act({"type": "cast", "card": card, "mode": "adventure"})
            run.act({"type": "cast", "card": card, "mode": "normal"})
            resolve_all(run)


@uses(adventure_setup)
@st.composite
def adventure_cast_and_recast(draw: Draw, max_steps: int, pool: tuple[str, ...] = ADVENTURERS) -> Scenario:
    setup, cards = draw(adventure_setup(pool))
    run = ModelRun(setup)
    if not draw(st.booleans()):
        probe_cast(run, cards[0], "adventure")  # open with an Adventure; the walk decides its fate
    draw_steps(draw, run, max_steps, prefers_adventurers(cards))
    resolve_all(run)
    if draw(st.integers(0, 3)):  # the recast probe, three times in four; drawn, so shrinking drops it (to 0) where
        try_cast_each_from_exile(run, cards)  # the failure doesn't need it
    return run.scenario()


# Real Adventures that target one creature or "any target": p2 can make them fail to resolve (608.2b).
TARGETED_ADVENTURES = ("Rimrock Knight // Boulder Rush", "Frolicking Familiar // Blow Off Steam",
                       "Bonecrusher Giant // Stomp", "Garenbrig Carver // Shield's Might")
ADVENTURE_ANSWERS = ("Unsummon", "Lightning Bolt", "Counterspell")


@uses(TARGETED_ADVENTURES, lands("RG"), lands_to_cast(TARGETED_ADVENTURES), "Grizzly Bears",
      ADVENTURE_ANSWERS, lands_to_cast(ADVENTURE_ANSWERS))
@st.composite
def adventure_answered(draw: Draw, max_steps: int) -> Scenario:
    """WOE-08: p1 casts a targeted Adventure at a creature; p2 counters it, or bounces or kills its target so
    that it fails to resolve; then p1 tries to cast the card from exile."""
    from .role import act_matching, hand_to

    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    name = draw(st.sampled_from(TARGETED_ADVENTURES))
    card = b.add("p1", "hand", name)
    b.lands("p1", with_lands_for("RG", name) + draw(mana_letters(max_lands=3, colors="RG")))
    for owner in draw(st.lists(st.sampled_from(["p2", "p1"]), min_size=1, max_size=2)):
        b.add(owner, "battlefield", "Grizzly Bears")
    answers = draw(st.lists(st.sampled_from(ADVENTURE_ANSWERS), min_size=1, max_size=2))
    for answer in answers:
        b.add("p2", "hand", answer)
    b.lands("p2", with_lands_for("", *answers, each=True))
    run = ModelRun(b.build())
    spell = act_matching(draw, run, lambda a: a.get("type") == "cast" and a.get("card") == card
                         and a.get("mode") == "adventure" and bool(a.get("targets")))
    if spell is not None and hand_to(run, "p2"):
        aimed = {card, *spell["targets"]}
        act_matching(draw, run, lambda a: a.get("type") == "cast" and bool(aimed & set(a.get("targets") or [])))
    resolve_all(run)
    try_cast_each_from_exile(run, [card])
    return run.scenario()


@uses(*adventure_setup_cards(CHEAP_ADVENTURERS), adventure_answered)
def adventure_fates(max_steps: int) -> st.SearchStrategy[Scenario]:
    """WOE-08: an Adventure's fate drawn by the walk (half the examples: cheap adventurers, `CHEAP_ADVENTURERS`),
    or answered on purpose (countered, or fizzled)."""
    return st.one_of(adventure_cast_and_recast(max_steps, CHEAP_ADVENTURERS), adventure_answered(max_steps))


# ----- shared pieces -------------------------------------------------------------------------------------


@st.composite
def adventurer_name(draw: Draw, b: SetupBuilder, index: int, pool: tuple[str, ...] = ADVENTURERS) -> str:
    """One of the cards `adventurers(index, pool=pool)` declares, each as likely: one draw over the pool's
    adventurers (cheapest first) and, last, where synthetic cards are allowed, one with drawn characteristics that
    the setup defines.

    One draw, not a choice between real and synthetic first: that choice halved each real card's share, and
    Hypothesis's 1,000 examples hold only a few hundred independent draws (most are mutations of an earlier
    example), too few then to reach every one of 45 adventurers, so some listed cards were never sent. And
    ``sampled_from``, not an integer index: Hypothesis's mutations copy a drawn value between draws of the same
    label, and every ``st.integers`` shares one, so small walk choices copied in would crowd the cheapest cards."""
    synthetic = () if real_cards_only() else adventurer_names(index)
    name = draw(st.sampled_from(pool + synthetic))
    return b.define(draw(adventurer(index))) if name in synthetic else name


def zone_of(run: ModelRun, card: str) -> str | None:
    obj = next((o for o in run.observe()["objects"] if o["card"] == card), None)
    return obj["zone"] if obj else None


def probe_cast(run: ModelRun, card: str, mode: str, alt_cost: str | None = None) -> StepResult:
    """Try one cast: the model's first legal way if there is one, else a plain attempt it may reject."""
    legal = [a for a in run.legal_actions() if a.get("type") == "cast" and a.get("card") == card
             and a.get("mode") == mode and a.get("alt_cost") == alt_cost]
    action = legal[0] if legal else {"type": "cast", "card": card, "mode": mode, "alt_cost": alt_cost, "targets": []}
    return run.act(action)


def pass_until(run: ModelRun, done: Callable[[Observation], bool], limit: int = 8) -> None:
    """Pass priority until `done(observation)` holds, a choice is pending, or the stack is empty."""
    for _ in range(limit):
        obs = run.observe()
        if done(obs) or obs["pending_choice"] or not obs["stack"]:
            return
        run.act({"type": "pass"})


def cast_first_legal(run: ModelRun, card: str, mode: str = "normal") -> bool:
    return bool(probe_cast(run, card, mode).get("accepted"))


# ----- WOE-01: timing of the permanent cast from exile --------------------------------------------------


@uses(adventurers(1, 2), lands_to_cast(adventurers(1, 2)), permanents_to_cast(adventurers(1, 2)), lands("GRU"),
      "Lightning Bolt", "Forest")
@st.composite
def exile_timing(draw: Draw, max_steps: int) -> Scenario:
    """An adventurer on an adventure; p1 tries the normal face's cast (a permanent, or a sorcery such as Twice Upon
    a Time, with the permanents its own restriction asks for: 601.3) in or out of turn, phase and empty stack."""
    active = draw(st.sampled_from(["p1", "p2"]))
    step = draw(st.sampled_from(["precombat_main", "postcombat_main", "upkeep", "end", "beginning_of_combat"]))
    b = SetupBuilder(active=active, step=step, seed=draw(st.integers(0, 3)))
    names = [draw(adventurer_name(b, i + 1)) for i in range(draw(st.integers(1, 2)))]
    cards = [b.add("p1", "exile", name, cast_permission="adventure") for name in names]
    for name in restriction_permanents(*names):
        b.add("p1", "battlefield", name)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", with_lands_for("GGRUUU", *names) + draw(mana_letters(max_lands=3, colors="GRU")))
    b.add("p1", "library", "Forest")
    b.add("p2", "library", "Forest")
    run = ModelRun(b.build())
    if active == "p2":
        run.act({"type": "pass"})  # p1 receives priority in p2's turn
    if draw(st.booleans()):
        run.act({"type": "cast", "card": bolt, "mode": "normal", "targets": ["p2"]})  # hold priority
    for card in cards:
        run.act({"type": "cast", "card": card, "mode": "normal"})
    draw_steps(draw, run, max_steps, prefers_adventurers(cards))
    try_cast_each_from_exile(run, cards)
    return run.scenario()


# ----- WOE-02: a free cast applies to the Adventure ------------------------------------------------------


@uses(by_options(["Geological Appraiser"], ["Seismic Survey of Test", "Geological Appraiser"]), "Forest",
      adventurers(1, pool=CHEAP_ADVENTURERS), lands_to_cast(adventurers(1, pool=CHEAP_ADVENTURERS)), lands("RGU"),
      "Grizzly Bears")
@st.composite
def discover_adventure(draw: Draw, max_steps: int) -> Scenario:
    """Discover 3 finds an adventurer; p1 tries to cast it as an Adventure without paying its mana cost."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    sources = ["Geological Appraiser"] if real_cards_only() else ["Seismic Survey of Test", "Geological Appraiser"]
    source = b.add("p1", "hand", draw(st.sampled_from(sources)))
    for _ in range(draw(st.integers(0, 2))):
        b.add("p1", "library", "Forest")
    found = draw(adventurer_name(b, 1, CHEAP_ADVENTURERS))
    b.add("p1", "library", found)
    b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", with_lands_for("RRRR", found) + draw(mana_letters(max_lands=2, colors="GRU")))
    b.add("p2", "battlefield", "Grizzly Bears")
    run = ModelRun(b.build())
    cast_first_legal(run, source)
    discovering = _until_discover(run)
    if discovering is not None:
        choice = draw(st.sampled_from(["adventure", "normal", "hand"]))
        if choice == "hand":
            run.act({"type": "choose", "choice": "hand"})
        else:
            probe_cast(run, discovering, choice, "free")
    resolve_all(run)
    draw_steps(draw, run, max_steps)
    return run.scenario()


def _discover_card(obs: Observation) -> str | None:
    return next((p["card"] for p in obs["cast_permissions"] if p.get("source") == "discover"), None)


def _until_discover(run: ModelRun) -> str | None:
    for _ in range(8):
        obs = run.observe()
        if _discover_card(obs) or obs["pending_choice"] or not obs["stack"]:
            return _discover_card(obs)
        run.act({"type": "pass"})
    return None


# ----- WOE-03 / WOE-15: "has an Adventure" (Edgewall Innkeeper) --------------------------------------------


@uses(by_options(["Edgewall Innkeeper"], ["Edgewall Innkeeper", "Storyteller of Test"]),
      adventurers(1, 2, 3), lands_to_cast(adventurers(1, 2, 3)), adventurers(1, 2, 3, pool=NONCREATURE_ADVENTURERS),
      lands_to_cast(adventurers(1, 2, 3, pool=NONCREATURE_ADVENTURERS)), lands("WUBRG"), "Grizzly Bears", "Forest",
      "Counterspell", "Lightning Bolt")
@st.composite
def innkeeper_casts(draw: Draw, max_steps: int) -> Scenario:
    """Edgewall Innkeeper (or Storyteller of Test, which lacks its creature filter) watches p1 cast adventurers as
    creatures and as Adventures, from hand and exile; in a third of the examples the adventurers are drawn among those
    whose normal face isn't a creature (`NONCREATURE_ADVENTURERS`), which the Innkeeper must not see; in the other
    two of three, among all (WOE-15 needs a creature adventurer cast)."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    pool = draw(st.sampled_from([ADVENTURERS, NONCREATURE_ADVENTURERS, ADVENTURERS]))
    for _ in range(draw(st.integers(1, 2))):
        # Storyteller of Test has no creature filter: only it can tell whether an Adventure spell "has an Adventure"
        watchers = ("Edgewall Innkeeper",) if real_cards_only() else ("Edgewall Innkeeper", "Storyteller of Test")
        b.add("p1", "battlefield", draw(st.sampled_from(watchers)))
    names = [draw(adventurer_name(b, i + 1, pool)) for i in range(draw(st.integers(1, 2)))]
    cards = [b.add("p1", "hand", name) for name in names]
    if draw(st.booleans()):
        names.append(draw(adventurer_name(b, 3, pool)))
        cards.append(b.add("p1", "exile", names[-1], cast_permission="adventure"))
    if draw(st.booleans()):
        b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", with_lands_for("WUBRGGRU", *names) + draw(mana_letters(max_lands=2, colors="GRU")))
    b.add("p2", "battlefield", "Grizzly Bears")  # a target for the Adventures that need one
    for _ in range(4):
        b.add("p1", "library", "Forest")
    for name in draw(st.lists(st.sampled_from(["Counterspell", "Lightning Bolt"]), max_size=1)):
        b.add("p2", "hand", name)
    b.lands("p2", draw(mana_letters(max_lands=2, colors="UR")))
    run = ModelRun(b.build())
    for card in cards:
        for mode in draw(st.permutations(["adventure", "normal"])):  # an Adventure, then the creature from exile
            if zone_of(run, card) in ("hand", "exile"):
                probe_cast(run, card, mode)
                resolve_all(run)
    draw_steps(draw, run, min(max_steps, 3), prefers_adventurers(cards))
    try_cast_each_from_exile(run, cards)
    return run.scenario()


# ----- WOE-04: naming an Adventure (Meddling Mage) -------------------------------------------------------


@uses("Meddling Mage", ADVENTURERS, lands_to_cast(ADVENTURERS), lands("WUGR"), "Forest")
@st.composite
def named_adventure(draw: Draw, max_steps: int) -> Scenario:
    """p1's Meddling Mage names an Adventure (or another name); p1 then tries each half of its adventurers."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    mage = b.add("p1", "hand", "Meddling Mage")
    names = draw(st.lists(st.sampled_from(ADVENTURERS), min_size=1, max_size=2))
    cards = [b.add("p1", "hand", n) for n in names]
    b.lands("p1", with_lands_for("WUGGRRUUU", *names) + draw(mana_letters(max_lands=3, colors="GRU")))
    for _ in range(4):
        b.add("p1", "library", "Forest")
    run = ModelRun(b.build())
    cast_first_legal(run, mage)
    pass_until(run, lambda obs: False)
    choices = [halves(n)[1] for n in names] + [halves(n)[0] for n in names] + ["Grizzly Bears"]
    run.act({"type": "choose", "choice": draw(st.sampled_from(choices))})
    for card in cards:
        modes = draw(st.permutations(["normal", "adventure"]))
        for mode in modes:
            if zone_of(run, card) == "hand":
                probe_cast(run, card, mode)
                resolve_all(run)
    draw_steps(draw, run, min(max_steps, 2), prefers_adventurers(cards))
    return run.scenario()


# ----- WOE-05: exiled another way ---------------------------------------------------------------------------


@uses(adventurers(1, 2, 3, 4), lands_to_cast(adventurers(1, 2)), lands("GRU"), "Questing Druid // Seek the Beast",
      "Forest", OMENS_CAST_ALONE, lands_to_cast(OMENS_CAST_ALONE), "Grizzly Bears")
@st.composite
def exiled_other_ways(draw: Draw, max_steps: int) -> Scenario:
    """Adventurers in exile without the Adventure's permission, and Seek the Beast exiling more; in a quarter of
    the examples an omen card cast as an Omen first, which goes on no adventure as it resolves (720.3d)."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    names = [draw(adventurer_name(b, i + 1)) for i in range(draw(st.integers(1, 2)))]
    stray = [b.add("p1", "exile", name) for name in names]
    druid = b.add("p1", "hand", "Questing Druid // Seek the Beast")
    omen_name = draw(st.sampled_from(OMENS_CAST_ALONE)) if OMENS_CAST_ALONE and draw(st.integers(0, 3)) == 3 \
        else None
    omen = b.add("p1", "hand", omen_name) if omen_name else None
    if omen_name:  # a creature of p1's for an Omen that targets one (Absorb Essence, Dynamic Soar)
        b.add("p1", "battlefield", "Grizzly Bears")
    for i in range(draw(st.integers(0, 2))):
        b.add("p1", "library", draw(adventurer_name(b, i + 3)))
    b.add("p1", "library", "Forest")
    b.lands("p1", with_lands_for("GGRRUU", *names, *([omen_name] if omen_name else []), each=True)
            + draw(mana_letters(max_lands=3, colors="GRU")))
    run = ModelRun(b.build())
    if omen is not None:
        probe_cast(run, omen, "omen")
        resolve_all(run)
    for card in stray:
        probe_cast(run, card, draw(st.sampled_from(["normal", "adventure"])))
        resolve_all(run)
    if draw(st.booleans()):
        probe_cast(run, druid, "adventure")
        resolve_all(run)
    draw_steps(draw, run, max_steps, prefers_adventurers(stray + [druid]))
    exiled = [o["card"] for o in run.observe()["objects"] if o["zone"] == "exile"]
    try_cast_each_from_exile(run, exiled)
    return run.scenario()


# ----- WOE-11: casting from the top of the library (Johann) ------------------------------------------------


@uses("Johann, Apprentice Sorcerer", adventurers(1, pool=SHAPED_ADVENTURERS),
      lands_to_cast(adventurers(1, pool=SHAPED_ADVENTURERS)), lands("GRU"), "Forest", "Lightning Bolt", "Grizzly Bears")
@st.composite
def library_top_adventurer(draw: Draw, max_steps: int) -> Scenario:
    """Johann lets p1 cast an instant or sorcery from the top; an adventurer of each shape may be on top
    (`SHAPED_ADVENTURERS`: a scenario this small repeats its few independent draws most, and 1,000 of them didn't
    send each of 28 cheap adventurers)."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    b.add("p1", "battlefield", "Johann, Apprentice Sorcerer")
    name = draw(adventurer_name(b, 1, SHAPED_ADVENTURERS))
    top = b.add("p1", "library", name)
    b.add("p1", "library", draw(st.sampled_from(["Forest", "Lightning Bolt"])))
    b.lands("p1", with_lands_for("GGRRUUUUU", name) + draw(mana_letters(max_lands=3, colors="GRU")))
    b.add("p2", "battlefield", "Grizzly Bears")
    run = ModelRun(b.build())
    for mode in draw(st.permutations(["normal", "adventure"])):
        if zone_of(run, top) == "library":
            probe_cast(run, top, mode)
            resolve_all(run)
    draw_steps(draw, run, max_steps)
    return run.scenario()


# ----- WOE-13: an adventurer in the graveyard (Archaeomancer) ------------------------------------------------


ELSEWHERE = ("hand", "library", "exile", "battlefield")
"""The zones besides the graveyard where WOE-13's scenarios also put an adventurer (715.4: every zone but the
stack as an Adventure); one in hand may be cast as the creature, so it is on the stack cast normally."""


@uses("Archaeomancer", adventurers(1, 2, 3, 4, 5, 6), "Lightning Bolt", "Counterspell", lands("UGR"),
      lands_to_cast(adventurers(3, 4, 5, 6)), "Forest")
@st.composite
def graveyard_adventurer(draw: Draw, max_steps: int) -> Scenario:
    """Archaeomancer's trigger looks for an instant or sorcery card among adventurers in the graveyard; other
    adventurers wait in p1's hand, library, exile or battlefield, and the one in hand may be cast as a creature."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    seeker = b.add("p1", "hand", "Archaeomancer")
    for i in range(draw(st.integers(1, 2))):
        b.add("p1", "graveyard", draw(adventurer_name(b, i + 1)))
    for name in draw(st.lists(st.sampled_from(["Lightning Bolt", "Counterspell"]), max_size=1)):
        b.add("p1", "graveyard", name)
    cast_it = draw(st.booleans())  # the one in hand cast as the creature, once Archaeomancer's trigger is done
    zones = (["hand"] if cast_it else []) + draw(st.lists(st.sampled_from(ELSEWHERE[1:] if cast_it else ELSEWHERE),
                                                          max_size=len(ELSEWHERE) - cast_it, unique=True))
    names = {zone: draw(adventurer_name(b, 3 + k, CAST_ADVENTURERS if cast_it and zone == "hand" else ADVENTURERS))
             for k, zone in enumerate(zones)}
    placed = {zone: b.add("p1", zone, name) for zone, name in names.items()}
    extra = ""
    if cast_it:  # lands for its creature face, a pool card's or a synthetic one's (`b.cards`)
        defined = b.cards.get(names["hand"])
        extra = cost_letters(defined["faces"][0].get("mana_cost")) if defined else lands_for(names["hand"])
    # Archaeomancer's generic mana taps the first lands: the creature's own lands come last, or a white one is gone
    b.lands("p1", "".join(sorted("UUUU" + draw(mana_letters(max_lands=3, colors="GRU")), key="WUBRG".index)) + extra)
    b.add("p1", "library", "Forest")
    run = ModelRun(b.build())
    cast_first_legal(run, seeker)
    pass_until(run, lambda obs: False)
    resolve_all(run)
    if cast_it and zone_of(run, placed["hand"]) == "hand" and cast_first_legal(run, placed["hand"]):
        pass_until(run, lambda obs: False)  # on the stack cast normally, then a permanent (715.4)
    draw_steps(draw, run, max_steps)
    resolve_all(run)
    return run.scenario()


# ----- WOE-14: a token copy of an adventurer ----------------------------------------------------------------


@uses(adventurers(1, pool=CHEAP_ADVENTURERS), lands_to_cast(adventurers(1, pool=CHEAP_ADVENTURERS)), lands("UGR"),
      "Unsummon", "Forest", by_options(["Cackling Counterpart"], ["Mirror Image of Test"]))
@st.composite
def token_copy_adventurer(draw: Draw, max_steps: int) -> Scenario:
    """Mirror Image of Test (with real cards only, Cackling Counterpart) copies a cheap adventurer creature; the
    token may be bounced, then cast is tried."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    name = draw(adventurer_name(b, 1, CHEAP_ADVENTURERS))
    original = b.add("p1", "battlefield", name)
    mirror = b.add("p1", "hand", "Cackling Counterpart" if real_cards_only() else "Mirror Image of Test")
    bounce = b.add("p1", "hand", "Unsummon") if draw(st.booleans()) else None
    b.lands("p1", with_lands_for("UUUUGR", name) + draw(mana_letters(max_lands=3, colors="GRU")))
    b.add("p1", "library", "Forest")
    run = ModelRun(b.build())
    legal = [a for a in run.legal_actions() if a.get("card") == mirror and a.get("targets") == [original]]
    if legal:
        run.act(legal[0])
        resolve_all(run)
    tokens = [o["card"] for o in run.observe()["objects"] if o["token"]]
    if bounce and tokens:
        run.act({"type": "cast", "card": bounce, "mode": "normal", "targets": [tokens[0]]})
        resolve_all(run)
    for token in tokens:
        probe_cast(run, token, draw(st.sampled_from(["adventure", "normal"])))
    draw_steps(draw, run, max_steps)
    return run.scenario()


# ----- WOE-16: a copy of an Adventure spell (Twincast) ------------------------------------------------------


@uses(adventurers(1, pool=CHEAP_ADVENTURERS), lands_to_cast(adventurers(1, pool=CHEAP_ADVENTURERS)),
      lands("WUBRG"), "Twincast", "Forest", "Grizzly Bears")
@st.composite
def copied_adventure(draw: Draw, max_steps: int) -> Scenario:
    """p1 casts an Adventure and copies it with Twincast; then the copy is tried as a creature from exile."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    name = draw(adventurer_name(b, 1, CHEAP_ADVENTURERS))
    card = b.add("p1", "hand", name)
    twincast = b.add("p1", "hand", "Twincast")
    b.lands("p1", with_lands_for("WUBRGUUU", name) + draw(mana_letters(max_lands=2, colors="GRU")))
    for _ in range(3):
        b.add("p1", "library", "Forest")
    b.add("p2", "battlefield", "Grizzly Bears")
    run = ModelRun(b.build())
    if cast_first_legal(run, card, "adventure"):
        legal = [a for a in run.legal_actions() if a.get("card") == twincast and a.get("targets") == [card]]
        if legal:
            run.act(legal[0])
    copies = [o["card"] for o in run.observe()["objects"] if o["copy"]]
    draw_steps(draw, run, min(max_steps, 2))
    resolve_all(run)
    for copy in copies:
        run.act({"type": "cast", "card": copy, "mode": "normal"})
    try_cast_each_from_exile(run, [card])
    return run.scenario()
