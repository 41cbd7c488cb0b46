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
from mtg_protocol.trace import Trace
from reference_engine.cards import lookup
from reference_engine.cards.mechanics import real_cards

from .. import st
from ..actions import ModelRun
from ..card_choices import by_options, lands, names_of, uses
from ..cards import cost_text
from ..options import real_cards_only
from ..scenario import Scenario
from ..situations import (
    Predicate,
    RulingPlan,
    accepted,
    attempts,
    before,
    face_down,
    plan,
    sorcery_timing,
    verbs_of_name,
)
from ..states import SetupBuilder, cost_letters

Draw = Callable[[Any], Any]

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
REAL_DISGUISERS = real_cards("disguise")
REAL_ETB = tuple(n for n in REAL_DISGUISERS
                 if any(a.get("kind") == "triggered" and a.get("event") == "enters" for a in _main(n).abilities))
REAL_LEGENDS = tuple(n for n in REAL_DISGUISERS if "Legendary" in _main(n).supertypes)
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
    if real:
        return draw(st.sampled_from(REAL_DISGUISERS))
    kind = draw(st.sampled_from(("test", "real", "synthetic")))
    if kind == "synthetic":
        return b.define(draw(disguise_creature(index)))
    return draw(st.sampled_from(REAL_DISGUISERS if kind == "real" else POOL_DISGUISERS))


def disguisers(focus: str, *indexes: int) -> Any:
    """What `_disguiser` draws for this focus and these indexes."""
    if focus == "etb":
        return by_options(REAL_ETB or REAL_DISGUISERS, ("Hidden Courier of Test", REAL_ETB, stranger_names(*indexes)))
    return by_options(REAL_DISGUISERS, (REAL_DISGUISERS, POOL_DISGUISERS, stranger_names(*indexes)))


def disguise_setup_cards(focus: str) -> list[Any]:
    """The cards `disguise_setup` can put in a setup for this focus (strategies/card_choices.py)."""
    drawn = [disguisers(focus, 1, 2), disguisers(focus, 3, 4)]
    # the lands to turn any one of them face up for its disguise cost (none for MKM-10 and MKM-01: see below)
    turn_up = () if focus in ("cost", "trickster") else lands(cost_letters(*map(disguise_cost_of, names_of(drawn))))
    return [*drawn, "Wrench", "Monster Role", "Cursed Role", by_options(REAL_PUMPS, PUMPS), lands("BGRW"), turn_up,
            ANSWERS, "Prosperous Innkeeper" if focus == "etb" else (), disguisers(focus, 5) if focus == "views" else (),
            lands("RU")]


@st.composite
def disguise_setup(draw: Draw, focus: str = "") -> tuple[JSON, list[str]]:
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
        how = draw(st.sampled_from(("disguise", "manifest", "cloak"))) if focus == "identity" else "disguise"
        cid = b.add("p1", "battlefield", name, face_down=how, tapped=tapped)
        cards.append(cid)
        # MKM-04: the first face-down permanent carries something that changes it (613)
        changed = focus == "characteristics" and index == 0
        attach = draw(st.sampled_from(["Wrench", "Monster Role", "Cursed Role"] if changed
                                      else ["none", "Wrench", "Monster Role", "Cursed Role"]))
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
    elif focus in ("identity", "reveal", "instant"):
        answers = [draw(st.sampled_from(["Unsummon", "Lightning Bolt", "Counterspell"])), *answers[:1]]
    elif focus == "attach":  # MKM-08: a spell or an ability (Merfolk Trickster's) aimed at a face-down permanent;
        # Merfolk Trickster two times in three, since its trigger finds the face-down target about half the time
        # while Lightning Bolt always may (and the other answers add spells)
        answers = [("Lightning Bolt", "Merfolk Trickster", "Merfolk Trickster")[draw(st.integers(0, 2))],
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


def _state(run: ModelRun) -> JSON:
    """The referee's view after the last action (kept by the run, so no new observation is computed)."""
    return run.steps[-1]["observation"] if run.steps else run.initial


def resolve_stack(draw: Draw, run: ModelRun, cards: list[str], limit: int = 16) -> None:
    """Pass until the stack is empty, answering choices: targets preferring disguise cards, ward paid when drawn."""
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
            pool = preferred if preferred and not draw(st.booleans()) else options
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
    if focus != "attach" and (focus not in TURN_UP_FOCI or not draw(st.booleans())):
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
    resolve_stack(draw, run, cards)
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


# ----- the situations its rulings speak of, and their plans (strategies/situations.py) -----------------------------


def mkm01(t: Trace) -> bool:
    return any(before(t, i, a["card"]).get("face_down_by") == "disguise"
               and "ward {2}" not in (before(t, i, a["card"]).get("keywords") or [])
               and before(t, i, a["card"]).get("zone") == "battlefield" for i, a in attempts(t, "turn_face_up"))


def mkm02(t: Trace) -> bool:
    for i in range(len(t.steps)):
        ended = t.observation(i).get("game_over") and not t.observation(i - 1).get("game_over")
        for o in face_down(t.observation(i - 1)):
            after = t.obj(i, o["card"])
            if ended or after is None or after["zone"] not in ("battlefield", o["zone"]):
                return True
    return False


def mkm04(t: Trace) -> bool:
    for i in range(len(t.steps)):
        obs = t.observation(i)
        hosts = {o.get("attached_to") for o in obs["objects"] if o["zone"] == "battlefield"}
        for o in face_down(obs):
            if (o.get("power"), o.get("toughness")) != (2, 2) or o.get("counters") or o["card"] in hosts:
                return True
    return False


def mkm06(t: Trace) -> bool:
    return any("on_enters" in verbs_of_name(t, str(before(t, i, a["card"]).get("identity")))
               for i, a in accepted(t, "turn_face_up"))


def mkm07(t: Trace) -> bool:
    for i in range(len(t.steps)):
        down = face_down(t.observation(i - 1))
        if len(down) < 2:
            continue
        for o in down:
            after = t.obj(i, o["card"]) or {}
            if after.get("zone") != o["zone"] or not after.get("face_down"):
                return True
    return False


def _mkm07_ways(t: Trace) -> bool:
    """Face-down permanents made face down by different abilities (disguise, manifest, cloak) side by side."""
    return any(len({o.get("face_down_by") for o in face_down(t.observation(i), ("battlefield",))}) > 1
               for i in range(-1, len(t.steps)))


def _turned_up_under(what: str) -> Predicate:
    """A permanent turned face up with an Aura or Equipment on it (`attached`), or aimed at by a spell or an
    ability on the stack (`spell`, `ability`)."""
    def reached(t: Trace) -> bool:
        for i, a in accepted(t, "turn_face_up"):
            obs = t.observation(i - 1)
            if what == "attached" and any(o.get("attached_to") == a["card"] for o in obs["objects"]):
                return True
            if any(s.get("kind") == what and a["card"] in (s.get("targets") or []) for s in obs["stack"]):
                return True
        return False

    return reached


def mkm08(t: Trace) -> bool:
    for i, a in accepted(t, "turn_face_up"):
        obs = t.observation(i - 1)
        if any(o.get("attached_to") == a["card"] for o in obs["objects"]) or any(
                a["card"] in (s.get("targets") or []) for s in obs["stack"]):
            return True
    return False


def mkm09(t: Trace) -> bool:
    zones = {o["zone"] for i in range(len(t.steps)) for o in face_down(t.observation(i))}
    return zones >= {"stack", "battlefield"}


def mkm10(t: Trace) -> bool:
    return any(a.get("mode") == "face_down" for _i, a in attempts(t, "cast"))


def mkm11(t: Trace) -> bool:
    for i, a in attempts(t, "turn_face_up"):
        obj, obs = before(t, i, a["card"]), t.observation(i - 1)
        if obj.get("face_down") and (obj.get("zone") == "stack" or not sorcery_timing(obs, obj["controller"])):
            return True
    return False


def mkm12(t: Trace) -> bool:
    return any(before(t, i, a["card"]).get("tapped") for i, a in accepted(t, "turn_face_up"))


def mkm14(t: Trace) -> bool:
    return any(before(t, i, a["card"]).get("face_down_by") == "disguise" for i, a in accepted(t, "turn_face_up"))


PLANS: dict[str, RulingPlan] = {
    "MKM-01": plan(disguise_scenario("trickster"),
                   "turn face up tried for a face-down permanent that lost its abilities",
                   mkm01),
    "MKM-02": plan(disguise_scenario("reveal"),
                   "face-down spell or permanent left for a zone where it is revealed",
                   mkm02),
    "MKM-04": plan(disguise_scenario("characteristics"),
                   "face-down object changed by another effect (Role, counters, pump)",
                   mkm04),
    "MKM-06": plan(disguise_scenario("etb"),
                   "permanent with an enters ability turned face up",
                   mkm06),
    "MKM-07": plan(disguise_scenario("identity"),
                   "one of several face-down objects left its zone or turned face up",
                   mkm07,
                   branches=(("one of several face-down objects left its zone or turned face up", mkm07),
                             ("face-down permanents made face down by different abilities side by side",
                              _mkm07_ways))),
    "MKM-08": plan(disguise_scenario("attach"),
                   "permanent turned face up while enchanted, equipped or targeted",
                   mkm08,
                   branches=(("turned face up with an Aura or Equipment attached", _turned_up_under("attached")),
                             ("turned face up while a spell targets it", _turned_up_under("spell")),
                             ("turned face up while an ability targets it", _turned_up_under("ability")))),
    "MKM-09": plan(disguise_scenario("views"),
                   "face-down spell on the stack and face-down permanent on the battlefield",
                   mkm09),
    "MKM-10": plan(disguise_scenario("cost"),
                   "face-down cast tried",
                   mkm10),
    "MKM-11": plan(disguise_scenario("instant"),
                   "turn face up tried for a spell or at instant speed",
                   mkm11),
    "MKM-12": plan(disguise_scenario("tapped"),
                   "tapped face-down permanent turned face up",
                   mkm12),
    "MKM-14": plan(disguise_scenario(),
                   "disguise permanent turned face up",
                   mkm14),
}
"""This module's rulings, by id: each one's scenario strategy and the situation it aims at."""


# ----- the corpus: fixed scenarios, one or more per ruling ----------------------------------------------------

def _base(face_down: list[JSON], hand: list[str], p1_lands: str,
          p2_hand: tuple[str, ...] = (), p2_lands: str = "RUUU") -> tuple[SetupBuilder, list[str], list[str]]:
    """p1's face-down permanents, hand and lands, p2's hand: returns (builder, p1's card ids, p2's hand ids)."""
    b = SetupBuilder()
    ids = [b.add("p1", "battlefield", fd["card"], face_down="disguise", tapped=fd.get("tapped", False))
           for fd in face_down]
    ids += [b.add("p1", "hand", name) for name in hand]
    b.lands("p1", p1_lands)
    answers = [b.add("p2", "hand", name) for name in p2_hand]
    b.lands("p2", p2_lands)
    return b, ids, answers


def _spell(card: str, *targets: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "alt_cost": None, "targets": list(targets)}


def corpus_cases() -> list[tuple[str, JSON, str]]:
    """(ruling id, {"setup", "actions"}, description) for each hand-written corpus case."""
    out: list[tuple[str, JSON, str]] = []
    cast = {"type": "cast", "mode": "face_down", "alt_cost": "disguise", "targets": []}
    passing = {"type": "pass"}

    # MKM-01: Trickster strips a face-down Courier's abilities; turning it up is then refused.
    b, (fd,), (trickster,) = _base([{"card": "Hidden Courier of Test"}], [], "GGG", ("Merfolk Trickster",))
    acts = [passing, _spell(trickster), passing, passing, passing, passing,
            {"type": "choose", "choice": "pay"}, passing, passing, {"type": "turn_face_up", "card": fd}]
    out.append(("MKM-01", {"setup": b.build(), "actions": acts},
                "Merfolk Trickster's ability makes a face-down disguise creature lose its abilities; "
                "its controller can't turn it face up for its disguise cost that turn."))

    # MKM-02: a face-down spell countered, and a face-down permanent bounced, are both revealed.
    b, (fd, hand), (counter, unsummon) = _base([{"card": "Masked Paladin of Test"}], ["Hidden Courier of Test"],
                                               "GGG", ("Counterspell", "Unsummon"), "UUUUU")
    acts = [{**cast, "card": hand}, passing, _spell(counter, hand), passing, passing, passing,
            _spell(unsummon, fd),
            passing, passing, {"type": "choose", "choice": "pay"}, passing, passing]
    out.append(("MKM-02", {"setup": b.build(), "actions": acts},
                "A countered face-down spell and a face-down permanent returned to hand are revealed."))

    # MKM-03: two face-down Veiled Legends under one controller: no legend rule.
    b, (fd, hand), _ = _base([{"card": "Veiled Legend of Test"}], ["Veiled Legend of Test"], "BBB")
    acts = [{**cast, "card": hand}, passing, passing]
    out.append(("MKM-03", {"setup": b.build(), "actions": acts},
                "A second face-down copy of a legendary disguise creature enters; both stay (no name to share)."))

    # MKM-03 with real cards: Arno Dorian cast face down beside a face-up Arno Dorian, then Soul Summons
    # manifests a Thalia beside a face-up Thalia; all four stay.
    b, (hand, summons), _ = _base([], ["Arno Dorian", "Soul Summons"], "BBBWWW")
    b.add("p1", "battlefield", "Arno Dorian")
    b.add("p1", "battlefield", "Thalia, Guardian of Thraben")
    b.add("p1", "library", "Thalia, Guardian of Thraben")
    acts = [{**cast, "card": hand}, passing, passing, _spell(summons), passing, passing]
    out.append(("MKM-03", {"setup": b.build(), "actions": acts},
                "A face-down Arno Dorian and a manifested Thalia stay beside their face-up twins (no name to share)."))

    # MKM-04: a face-down creature spell and permanent, then a Role on the permanent.
    b, (fd, hand, pump), _ = _base([{"card": "Masked Paladin of Test"}],
                                   ["Hidden Courier of Test", "Invoke Monster of Test"], "GGGW")
    acts = [{**cast, "card": hand}, passing, passing, _spell(pump, fd), passing, passing]
    out.append(("MKM-04", {"setup": b.build(), "actions": acts},
                "Face-down spell and permanent are nameless colorless 2/2s with ward {2} and mana value 0; "
                "a Monster Role still makes the face-down creature 3/3 with trample."))

    # MKM-06: turning Hidden Courier face up triggers its turned-face-up ability, not its ETB draw.
    b, (fd,), _ = _base([{"card": "Hidden Courier of Test"}], [], "GG")
    out.append(("MKM-06", {"setup": b.build(), "actions": [{"type": "turn_face_up", "card": fd}, passing, passing]},
                "Turning a face-down Hidden Courier face up doesn't trigger its enters-the-battlefield draw."))
    b, (fd,), _ = _base([{"card": "Hidden Courier of Test"}], [], "GG")
    b.add("p1", "battlefield", "Prosperous Innkeeper")
    out.append(("MKM-06", {"setup": b.build(), "actions": [{"type": "turn_face_up", "card": fd}, passing, passing]},
                "Turning a face-down permanent face up doesn't trigger Prosperous Innkeeper: nothing entered."))

    # MKM-07: three face-down permanents; one bounced; the others keep who they are and their order.
    b, ids, (unsummon,) = _base([{"card": "Hidden Courier of Test"}, {"card": "Masked Paladin of Test"},
                                 {"card": "Veiled Legend of Test"}], [], "GW", ("Unsummon",))
    acts = [passing, _spell(unsummon, ids[2]),
            passing, passing, {"type": "choose", "choice": "pay"}, passing, passing,
            {"type": "turn_face_up", "card": ids[1]}]
    out.append(("MKM-07", {"setup": b.build(), "actions": acts},
                "With several face-down permanents, bouncing one leaves the others' identities, order and "
                "face-down cause unchanged."))

    # MKM-08: Wrench and a Role on a face-down Masked Paladin; turned face up: Wrench stays, the Role falls off.
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Masked Paladin of Test", face_down="disguise")
    b.add("p1", "battlefield", "Wrench", attached_to=fd)
    b.add("p1", "battlefield", "Monster Role", token=True, attached_to=fd)
    b.lands("p1", "W")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "RUUU")
    acts = [passing, _spell(bolt, fd),
            passing, {"type": "turn_face_up", "card": fd}, passing, passing, {"type": "choose", "choice": "pay"},
            passing, passing]
    out.append(("MKM-08", {"setup": b.build(), "actions": acts},
                "Masked Paladin turned face up in response to a Bolt: same permanent, Wrench and the Bolt's "
                "target stay, the Monster Role goes (protection from enchantments, 704.5m)."))

    # MKM-09: p1's face-down spell and permanent are hidden from p2 only.
    b, (fd, hand), _ = _base([{"card": "Masked Paladin of Test"}], ["Hidden Courier of Test"], "GGG")
    out.append(("MKM-09", {"setup": b.build(), "actions": [{**cast, "card": hand}, passing, passing]},
                "The controller sees which cards its face-down spell and permanent are; the opponent doesn't."))

    # MKM-10: casting face down costs exactly {3}, and the spell has mana value 0.
    b, (hand,), _ = _base([], ["Veiled Legend of Test"], "BBBBB")
    out.append(("MKM-10", {"setup": b.build(), "actions": [{**cast, "card": hand}, passing, passing]},
                "A face-down Veiled Legend is cast for {3} and is a mana-value-0 spell with no mana cost."))
    b, (hand,), _ = _base([], ["Masked Paladin of Test"], "WW")
    out.append(("MKM-10", {"setup": b.build(), "actions": [{**cast, "card": hand}]},
                "Two lands can't pay the {3} face-down cost, though they could pay part of the card's mana cost."))

    # MKM-11: no turning a face-down spell up; turning a permanent up in response to a spell is fine.
    b, (fd, hand), (bolt,) = _base([{"card": "Masked Paladin of Test"}], ["Hidden Courier of Test"], "GGGGW",
                                   ("Lightning Bolt",))
    acts = [{**cast, "card": hand}, {"type": "turn_face_up", "card": hand}, passing, passing, passing,
            _spell(bolt, fd), passing,
            {"type": "turn_face_up", "card": fd}, passing, passing, {"type": "choose", "choice": "pay"},
            passing, passing]
    out.append(("MKM-11", {"setup": b.build(), "actions": acts},
                "A face-down spell can't be turned face up; a face-down permanent can be, in response, "
                "without using the stack."))

    # MKM-12: a tapped face-down creature stays tapped when turned face up.
    b, (fd,), _ = _base([{"card": "Veiled Legend of Test", "tapped": True}], [], "BBB")
    out.append(("MKM-12", {"setup": b.build(), "actions": [{"type": "turn_face_up", "card": fd}]},
                "A tapped face-down Veiled Legend turned face up is still tapped."))

    # MKM-14: the whole disguise cycle: cast for {3}, turn up for the disguise cost {W}.
    b, (hand,), _ = _base([], ["Masked Paladin of Test"], "GGGW")
    acts = [{**cast, "card": hand}, passing, passing, {"type": "turn_face_up", "card": hand}]
    out.append(("MKM-14", {"setup": b.build(), "actions": acts},
                "Masked Paladin cast face down for {3}, then turned face up by paying its disguise cost {W}."))
    return out
