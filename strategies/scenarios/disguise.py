"""Disguise and face-down scenarios (702.168, 708): face-down spells and permanents under pressure.

A setup puts disguise cards in p1's hand and face-down disguise permanents on
the battlefield (some tapped, some carrying Equipment or a Role), with answers
in p2's hand (Merfolk Trickster, Counterspell, Unsummon, Lightning Bolt). The
walk prefers actions that touch the disguise cards; the probes then cast one
face down, let the opponent answer, turn face-down permanents face up in
response and after the stack is empty, so the situations the rulings speak of
come up in a good share of examples.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Observation, Setup
from reference_engine.cards import lookup
from reference_engine.cards.mechanics import real_cards

from .. import st
from ..actions import ModelRun
from ..card_choices import by_options, lands, names_of, uses
from ..cards import cost_text
from ..options import face_down_ways, holds, real_cards_only
from ..scenario import Scenario
from ..states import SetupBuilder, cost_letters

Draw = st.DrawFn

POOL_DISGUISERS = ("Hidden Courier of Test", "Masked Paladin of Test", "Veiled Legend of Test")


def _main(name: str) -> Any:
    card = lookup(name)
    assert card is not None, name
    return card.main


def disguise_cost_of(name: str) -> str | None:
    """The disguise cost a pool card's data gives ("{1}{W}"), or None (a synthetic card defined in the setup)."""
    card = lookup(name)
    keyword = next((k for k in card.main.keywords if k.startswith("disguise ")), None) if card else None
    return keyword.split(" ", 1)[1].upper() if keyword else None


# The pool's real disguise cards, cheapest first; those with an enters trigger (MKM-06) and legendary ones (MKM-03).
# Only a card with disguise can be cast face down by it (702.168a): a card whose data merely mentions disguise (Expose
# the Culprit's "creatures you control with disguise") shows the mechanic, yet can never be a disguised permanent.
REAL_DISGUISERS = tuple(n for n in real_cards("disguise") if disguise_cost_of(n) is not None)
REAL_ETB = tuple(n for n in REAL_DISGUISERS
                 if any(a.get("kind") == "triggered" and a.get("event") == "enters" for a in _main(n).abilities))
REAL_LEGENDS = tuple(n for n in REAL_DISGUISERS if "Legendary" in _main(n).supertypes)
# MKM-09's views (708.5) draw none that can let its controller look at face-down creatures it doesn't control
# (Lumbering Laundry): the ruling states who may look when no effect allows more.
REAL_BLIND = tuple(n for n in REAL_DISGUISERS if not any(
    e.get("do") == "look_at_face_down_creatures" for a in _main(n).abilities for e in a.get("effects") or ()))
ANSWERS = ("Lightning Bolt", "Unsummon", "Counterspell", "Merfolk Trickster")
PUMPS = ("Invoke Monster of Test", "Monstrous Rage", "Invoke Royal of Test")
REAL_PUMPS = ("Monstrous Rage",)
DISGUISE_COLORS = "WBG"


# ----- synthetic cards ------------------------------------------------------------------------------

@st.composite
def disguise_cost(draw: Draw) -> str:
    """A disguise cost over p1's colors: shrinks toward {W}."""
    colored = draw(st.lists(st.sampled_from(DISGUISE_COLORS), min_size=1, max_size=2))
    return cost_text(draw(st.integers(0, 2)), "".join(sorted(colored, key=DISGUISE_COLORS.index)))


@st.composite
def disguise_creature(draw: Draw, index: int = 1, etb: bool | None = None) -> JSON:
    """A creature card with disguise (702.168): random disguise cost, optional ETB and "turned face up" triggers
    (`etb` forces the enters trigger on or off)."""
    abilities: list[JSON] = []
    if draw(st.booleans()) if etb is None else etb:
        abilities.append({"kind": "triggered", "event": "enters", "effects": [{"do": "draw", "n": 1}], "targets": []})
    if draw(st.booleans()):
        effect = draw(st.sampled_from([{"do": "add_counters", "counter": "+1/+1", "n": 1, "target": "self"},
                                       {"do": "gain_life", "n": 2}]))
        abilities.append({"kind": "triggered", "event": "turned_face_up", "effects": [effect], "targets": []})
    generic = draw(st.integers(0, 3))
    color = draw(st.sampled_from(DISGUISE_COLORS))
    face = {"name": stranger_names(index)[0], "mana_cost": cost_text(generic, color),
            "types": ["Creature"], "subtypes": ["Human", "Rogue"], "power": draw(st.integers(1, 4)),
            "toughness": draw(st.integers(1, 4)), "keywords": [f"disguise {draw(disguise_cost())}"],
            "abilities": abilities}
    return {"name": face["name"], "layout": "normal", "faces": [face], "synthetic": True}


def stranger_names(*indexes: int) -> tuple[str, ...]:
    """The names `disguise_creature` gives the cards of these indexes."""
    return tuple(f"Masked Stranger {i} of Test" for i in indexes)


# ----- setups -------------------------------------------------------------------------------------------

ATTACHMENTS = ("Wrench", "Monster Role", "Cursed Role")
ROLE_TOKENS = ("Monster Role", "Cursed Role")


def attachments_held() -> tuple[str, ...]:
    """The attachments a face-down permanent may carry in a setup on the engine drawn for: none where it declares
    no attachments, no Role token where it declares no tokens (strategies/options.py); all of them by default."""
    if not holds("attachments"):
        return ()
    return tuple(n for n in ATTACHMENTS if holds("tokens") or n not in ROLE_TOKENS)


@st.composite
def _disguiser(draw: Draw, b: SetupBuilder, index: int, focus: str) -> str:
    """A disguise card: with real cards only, one of the pool's real ones; else the kind first (a test card of
    the pool, a real card, a synthetic one), then which."""
    real = real_cards_only()
    if focus == "legend":
        return REAL_LEGENDS[0] if real and REAL_LEGENDS else "Veiled Legend of Test"
    if focus == "etb":
        if real:
            return draw(st.sampled_from(REAL_ETB or REAL_DISGUISERS))
        kind = draw(st.sampled_from(("test", "real", "synthetic") if REAL_ETB else ("test", "synthetic")))
        if kind == "synthetic":
            return b.define(draw(disguise_creature(index, etb=True)))
        return draw(st.sampled_from(REAL_ETB)) if kind == "real" else "Hidden Courier of Test"
    reals = REAL_BLIND if focus == "views" else REAL_DISGUISERS
    if real:
        return draw(st.sampled_from(reals))
    kind = draw(st.sampled_from(("test", "real", "synthetic")))
    if kind == "synthetic":
        return b.define(draw(disguise_creature(index)))
    return draw(st.sampled_from(reals if kind == "real" else POOL_DISGUISERS))


def disguisers(focus: str, *indexes: int) -> Any:
    """What `_disguiser` draws for this focus and these indexes."""
    if focus == "etb":
        return by_options(REAL_ETB or REAL_DISGUISERS, ("Hidden Courier of Test", REAL_ETB, stranger_names(*indexes)))
    reals = REAL_BLIND if focus == "views" else REAL_DISGUISERS
    return by_options(reals, (reals, POOL_DISGUISERS, stranger_names(*indexes)))


def disguise_setup_cards(focus: str) -> list[Any]:
    """The cards `disguise_setup` can put in a setup for this focus (strategies/card_choices.py)."""
    drawn = [disguisers(focus, 1, 2), disguisers(focus, 3, 4)]
    # the lands to turn any one of them face up for its disguise cost (none for MKM-10 and MKM-01: see below)
    turn_up = () if focus in ("cost", "trickster") else lands(cost_letters(*map(disguise_cost_of, names_of(drawn))))
    return [*drawn, "Wrench", "Monster Role", "Cursed Role", by_options(REAL_PUMPS, PUMPS), lands("BGRW"), turn_up,
            ANSWERS, "Prosperous Innkeeper" if focus == "etb" else (), disguisers(focus, 5) if focus == "views" else (),
            lands("RU")]


@st.composite
def disguise_setup(draw: Draw, focus: str = "") -> tuple[Setup, list[str]]:
    """A setup around disguise; returns (setup, ids of every disguise card). `focus` tilts it toward a ruling."""
    active = draw(st.sampled_from(["p1", "p2"])) if focus == "instant" else "p1"  # p1 casts face down
    b = SetupBuilder(active=active)
    cards: list[str] = []
    least = {"trickster": 1, "attach": 1, "tapped": 1, "instant": 1, "identity": 2, "characteristics": 1,
             "reveal": 1}.get(focus, 0)
    names: list[str] = []
    for index in range(draw(st.integers(least, max(least, 2)))):
        name = draw(_disguiser(b, index + 1, focus))
        names.append(name)
        tapped = (focus == "tapped" and index == 0) or draw(st.booleans())  # MKM-12: the first one is tapped
        # MKM-07: face down by each way, so what made each one face down tells engines apart (708.6, 701.40, 701.58)
        # (only the ways the engine's setups may hold: strategies/options.py)
        how = draw(st.sampled_from(face_down_ways(("disguise", "manifest", "cloak")))) if focus == "identity" \
            else "disguise"
        cid = b.add("p1", "battlefield", name, face_down=how, tapped=tapped)
        cards.append(cid)
        # MKM-04: the first face-down permanent carries something that changes it (613)
        changed = focus == "characteristics" and index == 0
        attach = draw(st.sampled_from(ATTACHMENTS if changed else ("none", *attachments_held())))
        if attach == "Wrench":
            b.add("p1", "battlefield", "Wrench", attached_to=cid)
        elif attach != "none":
            b.add("p1" if attach == "Monster Role" else "p2", "battlefield", attach, token=True, attached_to=cid)
    for index in range(draw(st.integers(1, 2))):
        names.append(draw(_disguiser(b, index + 3, focus)))
        cards.append(b.add("p1", "hand", names[-1]))
    for name in draw(st.lists(st.sampled_from(REAL_PUMPS if real_cards_only() else PUMPS), max_size=1)):
        b.add("p1", "hand", name)
    if focus == "cost":  # from no land up: whether {3} can be paid is the point
        lands: list[str] = draw(st.lists(st.sampled_from("BGRW"), max_size=7))
    else:  # one land of each disguise color, so turning face up is often affordable
        lands = ["B", "G", "W", *draw(st.lists(st.sampled_from("BGRW"), min_size=2, max_size=5))]
    if focus not in ("cost", "trickster"):  # MKM-01's permanents stay face down until Merfolk Trickster acts
        # enough to turn up any one of the disguise cards for its disguise cost
        lands = sorted((Counter(lands) | Counter(cost_letters(*map(disguise_cost_of, names)))).elements())
    b.lands("p1", "".join(sorted(lands)))
    answers = draw(st.lists(st.sampled_from(ANSWERS), max_size=2))
    if focus == "trickster":
        answers = ["Merfolk Trickster", *answers[:1]]
    elif focus == "identity":  # MKM-07: a spell or permanent of several face-down ones leaves, and often a second
        answers = [draw(st.sampled_from(["Unsummon", "Lightning Bolt", "Counterspell"])),
                   draw(st.sampled_from(["Unsummon", "Lightning Bolt"])), *answers[:1]]
    elif focus in ("reveal", "instant"):
        answers = [draw(st.sampled_from(["Unsummon", "Lightning Bolt", "Counterspell"])), *answers[:1]]
    elif focus == "attach":  # MKM-08: a spell or an ability (Merfolk Trickster's) aimed at a face-down permanent;
        # Merfolk Trickster four times in five, since its trigger finds the face-down target about half the time
        # while Lightning Bolt always may (and the other answers add spells)
        answers = [("Lightning Bolt", "Merfolk Trickster", "Merfolk Trickster", "Merfolk Trickster",
                    "Merfolk Trickster")[draw(st.integers(0, 4))],
                   *answers[:1]]
    for name in answers:
        b.add("p2", "hand", name)
    if focus == "etb" and draw(st.booleans()):  # a watcher of creatures entering (603.6a) that must stay silent
        b.add("p1", "battlefield", "Prosperous Innkeeper")
    if focus == "views" and draw(st.booleans()):
        cards.append(b.add("p2", "battlefield", draw(_disguiser(b, 5, focus)), face_down="disguise"))
    b.lands("p2", "RUUU")
    b.player("p1")["life"] = draw(st.sampled_from([20, 3]))
    return b.build(), cards


# ----- driving the model ----------------------------------------------------------------------------------

def _touches(cards: list[str]) -> Callable[[JSON], bool]:
    """Actions about the disguise cards: casting one face down, turning one up, or targeting one."""
    def match(a: JSON) -> bool:
        if a.get("type") == "cast" and a.get("card") in cards:
            return a.get("mode") == "face_down"
        if a.get("type") == "turn_face_up":
            return True
        choice = a.get("choice")
        if a.get("type") == "choose" and isinstance(choice, list):
            return any(t in cards for t in choice)
        if a.get("type") == "choose" and choice == "pay":
            return True
        return any(t in cards for t in a.get("targets") or [])

    return match


def focused_steps(draw: Draw, run: ModelRun, max_steps: int, prefer: Callable[[JSON], bool]) -> None:
    """Up to `max_steps` legal actions; at each, a coin (shrinking toward yes) says whether to pick a preferred one."""
    for _ in range(draw(st.integers(0, max_steps))):
        if _state(run)["game_over"]:
            return
        legal = run.legal_actions()
        if not legal:
            return
        preferred = [a for a in legal if prefer(a)]
        pool = preferred if preferred and not draw(st.booleans()) else legal
        run.act(pool[draw(st.integers(0, len(pool) - 1))])


def _state(run: ModelRun) -> Observation:
    """The referee's view after the last action (kept by the run, so no new observation is computed)."""
    return run.steps[-1]["observation"] if run.steps else run.initial


def resolve_stack(draw: Draw, run: ModelRun, cards: list[str], limit: int = 16, insist: bool = False) -> None:
    """Pass until the stack is empty, answering choices: targets preferring disguise cards, ward paid when drawn
    (always, with `insist`, when such an answer is offered)."""
    touches = _touches(cards)
    for _ in range(limit):
        obs = _state(run)
        if obs["game_over"]:
            return
        if obs["pending_choice"]:
            options = [a for a in run.legal_actions() if a.get("type") == "choose"]
            if not options:
                return
            preferred = [a for a in options if touches(a)]
            pool = preferred if preferred and (insist or not draw(st.booleans())) else options
            run.act(pool[draw(st.integers(0, len(pool) - 1))] if len(pool) > 1 else pool[0])
        elif obs["stack"]:
            run.act({"type": "pass"})
        else:
            return


def _face_down_ids(run: ModelRun, player: str | None, zones: tuple[str, ...] = ("battlefield",)) -> list[str]:
    return [o["card"] for o in _state(run)["objects"]
            if o["face_down"] and o["zone"] in zones and (player is None or o["controller"] == player)]


def try_turn_face_up(run: ModelRun, zones: tuple[str, ...] = ("battlefield", "stack")) -> None:
    """Probe: the player with priority tries to turn each face-down object they control face up."""
    obs = _state(run)
    if obs["game_over"] or obs["pending_choice"]:
        return
    for card in _face_down_ids(run, obs["turn"]["priority"], zones):
        run.act({"type": "turn_face_up", "card": card})


def cast_one_face_down(draw: Draw, run: ModelRun, cards: list[str]) -> None:
    """Probe: try to cast a disguise card from hand face down (the model decides whether it's allowed)."""
    obs = _state(run)
    if obs["game_over"] or obs["pending_choice"]:
        return
    in_hand = [o["card"] for o in obs["objects"] if o["zone"] == "hand" and o["card"] in cards]
    if in_hand:
        card = in_hand[draw(st.integers(0, len(in_hand) - 1))] if len(in_hand) > 1 else in_hand[0]
        run.act({"type": "cast", "card": card, "mode": "face_down", "alt_cost": "disguise", "targets": []})


def opponent_answers(draw: Draw, run: ModelRun, cards: list[str], prefer: bool = False) -> None:
    """Probe: p1 passes so p2 gets priority; p2 casts one spell, preferring one aimed at a disguise card (always,
    with `prefer`, when there is one)."""
    obs = _state(run)
    if obs["game_over"] or obs["pending_choice"] or obs["turn"]["priority"] != "p1":
        return
    run.act({"type": "pass"})
    if _state(run)["turn"]["priority"] != "p2":
        return
    touches = _touches(cards)
    casts = [a for a in run.legal_actions() if a.get("type") == "cast"]
    if not casts:
        run.act({"type": "pass"})  # nothing to answer with: the top of the stack resolves or the step ends
        return
    preferred = [a for a in casts if touches(a) or a.get("card") and "Trickster" in str(a)]
    pool = preferred if preferred and (prefer or not draw(st.booleans())) else casts
    run.act(pool[draw(st.integers(0, len(pool) - 1))] if len(pool) > 1 else pool[0])
    run.act({"type": "pass"})  # p2 passes: p1 may respond


def _top_is_creature_spell(run: ModelRun) -> bool:
    obs = _state(run)
    top = obs["stack"][-1] if obs["stack"] and not obs["pending_choice"] else None
    spell = next((o for o in obs["objects"] if top and o["card"] == top["id"]), None)
    return spell is not None and "Creature" in (spell.get("types") or [])


TURN_UP_FOCI = ("", "etb", "tapped", "attach", "trickster", "instant", "identity")


def disguise_probes(draw: Draw, run: ModelRun, cards: list[str], focus: str = "") -> None:
    """Cast face down and try turning the spell up, let p2 answer, respond by turning up, resolve, turn up.
    Where turning permanents up is the point, the face-down cast (which uses up mana) is skipped on a coin."""
    # MKM-06 keeps its mana for turning up the face-down permanents with an enters ability (its point)
    if focus not in ("attach", "etb") and (focus not in TURN_UP_FOCI or not draw(st.booleans())):
        cast_one_face_down(draw, run, cards)
        try_turn_face_up(run, ("stack",))
    opponent_answers(draw, run, cards, prefer=focus == "attach")
    if focus == "attach" and _top_is_creature_spell(run):  # Merfolk Trickster: its enters trigger is the ability
        run.act({"type": "pass"})  # that aims at a face-down permanent: it resolves, and the trigger waits on the
        if _state(run)["pending_choice"]:  # stack (its target asked, or the only one taken)
            resolve_stack(draw, run, cards, limit=1)
    # In response: always where instant speed is the point (MKM-11) or what was aimed at the permanent (MKM-08);
    # never where MKM-01 needs it face down later, nor where MKM-02 needs it face down as it leaves (a permanent
    # turned up first has nothing left to reveal).
    if focus in ("instant", "attach") or (focus not in ("trickster", "reveal") and draw(st.booleans())):
        try_turn_face_up(run)
    # MKM-01: Merfolk Trickster's trigger aimed at a face-down permanent, its ward paid, so one loses its abilities
    resolve_stack(draw, run, cards, insist=focus == "trickster")
    try_turn_face_up(run)
    resolve_stack(draw, run, cards)


def disguise_scenario(focus: str = "") -> Callable[[int], st.SearchStrategy[Scenario]]:
    """A scenario factory for one ruling's focus: setup, a walk preferring disguise actions, then the probes."""

    @uses(lambda: disguise_setup_cards(focus))
    @st.composite
    def build(draw: Draw, max_steps: int) -> Scenario:
        setup, cards = draw(disguise_setup(focus))
        run = ModelRun(setup)
        # MKM-01: no walk, whose preferred turning face up would leave nothing face down for Merfolk Trickster
        # (nor for MKM-08, for the spell or ability aimed at one: its attachments come with the setup); MKM-02:
        # the walk doesn't prefer turning face up, which leaves nothing to reveal as it departs
        touches = _touches(cards)
        prefer = (lambda a: touches(a) and a.get("type") != "turn_face_up") if focus == "reveal" else touches
        walk = 0 if focus in ("trickster", "attach") else max_steps // 2
        focused_steps(draw, run, walk, prefer)
        disguise_probes(draw, run, cards, focus)
        return run.scenario((focus,) if focus else ())

    return build
