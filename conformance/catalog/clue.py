"""Clues (111.10f, 205.3g, 701.16): the Murders at Karlov Manor rulings on Clues and investigate.

Each ruling is one record (``ruling()`` at the end): its text in our words, rules, invariants, the strategy that
draws its scenarios (from ``strategies/scenarios/clue.py``), the situation it aims at, the actions it forbids
and its corpus cases, all defined here: the situations and the corpus cases first, then the invariants.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from mtg_protocol.types import Action, GameObject, Observation, SacrificeEvent, ZoneMoveEvent
from strategies.scenarios.clue import (
    ALQUIST,
    TRACKER,
    clue_costs,
    clue_lookalikes,
    clue_sacrifices,
    investigate_target_answered,
    one_clue_two_costs,
)
from strategies.situations import (
    Predicate,
    Situation,
    attempts,
    before,
    card_verbs,
    events,
    fizzled_as,
    fizzled_with,
)
from strategies.states import SetupBuilder

from .common import acceptance, comparable, events_until_settled, granted_abilities_work, no_tokens_when_fizzled
from .model import Case, ruling
from .refusals import Refusal, sacrifices

# ----- the situations its rulings speak of (predicates over the model's trace) ------------------------------


def _offered(a: Action) -> list[str]:
    """The permanents an action offers to sacrifice: named ones, and a Clue activating its own ability."""
    out = list(a.get("sacrifice") or [])
    for cost in a.get("additional_costs") or []:
        if isinstance(cost, dict):
            out += cost.get("sacrifice") or []
    if a.get("type") == "activate" and not a.get("sacrifice"):
        out.append(str(a.get("card")))
    return out


def mkm05(t: Trace) -> bool:
    gone: set[str] = set()
    for i in range(len(t.steps)):
        if any(c in gone for c in _offered(t.actions[i])) and t.actions[i].get("type") in ("activate", "cast"):
            return True
        gone |= {e["card"] for e in t.events_of(i, SacrificeEvent) if "Clue" in e["subtypes"]}
    return False


def _clue_cost_offered(test: Callable[[GameObject], bool]) -> Predicate:
    """A "sacrifice a Clue" activation was tried naming a permanent that passes `test`."""

    def predicate(t: Trace) -> bool:
        for i, a in attempts(t, "activate"):
            for c in a.get("sacrifice") or []:
                o = before(t, i, str(c))
                if o is not None and test(o):
                    return True
        return False

    return predicate


def _nontoken_clue(o: GameObject) -> bool:
    return "Clue" in (o.get("subtypes") or []) and not o.get("token")


def _lookalike(o: GameObject) -> bool:
    types = set(o.get("types") or [])
    return "changeling" in (o.get("keywords") or []) or ("Clue" in (o.get("subtypes") or []) and bool(types - {
        "Artifact"}))


def mkm13(t: Trace) -> bool:
    return fizzled_with(t, "investigate")


def mkm16(t: Trace) -> bool:
    for i, e in events(t, "sacrifice"):
        if "Clue" in (e.get("subtypes") or []):
            watchers = [o for o in t.objects(i - 1, zone="battlefield") if o["controller"] == e.get("player")
                        and "on_sacrifice_clue" in card_verbs(t, o["card"]) and not o.get("face_down")]
            if watchers:
                return True
    return False


# ----- its corpus cases (written to conformance/corpus/ by mtg-conformance rebuild) ----------------------------

PASSES: list[JSON] = [{"type": "pass"}, {"type": "pass"}]
"""Both players pass: the top of the stack resolves."""


def two_costs(b: SetupBuilder) -> list[JSON]:
    alquist = b.add("p1", "battlefield", ALQUIST)
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.lands("p1", "BBUUW")
    return [{"type": "activate", "card": clue, "ability": 0, "targets": []},
            {"type": "activate", "card": alquist, "ability": 0, "targets": [], "x": 0, "sacrifice": [clue]},
            *PASSES]


def wrench_twice(b: SetupBuilder) -> list[JSON]:
    alquist = b.add("p1", "battlefield", ALQUIST)
    wrench = b.add("p1", "battlefield", "Wrench")
    b.lands("p1", "BBUUW")
    return [{"type": "activate", "card": wrench, "ability": 0, "targets": []},
            {"type": "activate", "card": alquist, "ability": 0, "targets": [], "x": 0, "sacrifice": [wrench]},
            *PASSES]


def investigate_fizzles(b: SetupBuilder) -> list[JSON]:
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Probing Inquiry of Test")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p1", "UU")
    b.lands("p2", "R")
    return [{"type": "cast", "card": spell, "targets": [bear]}, {"type": "pass"},
            {"type": "cast", "card": bolt, "targets": [bear]}, *PASSES, *PASSES]


def wrench_pays(b: SetupBuilder) -> list[JSON]:
    alquist = b.add("p1", "battlefield", ALQUIST)
    wrench = b.add("p1", "battlefield", "Wrench")
    b.lands("p1", "UUW")
    return [{"type": "activate", "card": alquist, "ability": 0, "targets": [], "x": 0, "sacrifice": [wrench]},
            *PASSES]


def any_reason(b: SetupBuilder) -> list[JSON]:
    b.add("p1", "battlefield", TRACKER)
    clue = b.add("p1", "battlefield", "Clue", token=True)
    dispute = b.add("p1", "hand", "Deadly Dispute")
    b.lands("p1", "BB")
    return [{"type": "cast", "card": dispute, "targets": [], "additional_costs": [{"sacrifice": [clue]}]},
            *PASSES, *PASSES]


def golem_not_changeling(b: SetupBuilder) -> list[JSON]:
    alquist = b.add("p1", "battlefield", ALQUIST)
    outcast = b.add("p1", "battlefield", "Changeling Outcast")
    golem = b.add("p1", "battlefield", "Clue Golem of Test")
    b.lands("p1", "UUW")
    return [{"type": "activate", "card": alquist, "ability": 0, "targets": [], "x": 0, "sacrifice": [outcast]},
            {"type": "activate", "card": alquist, "ability": 0, "targets": [], "x": 0, "sacrifice": [golem]},
            *PASSES]


def _names_sacrifice(trace: Trace, i: int, action: Action) -> bool:
    return action.get("type") == "activate" and bool(action.get("sacrifice"))


def _uses_a_clue(trace: Trace, i: int, action: Action) -> bool:
    """An activation that sacrifices a permanent as a cost, or that a Clue makes of its own ability."""
    if _names_sacrifice(trace, i, action):
        return True
    source = trace.obj(i - 1, action.get("card", "")) if action.get("type") == "activate" else None
    return source is not None and "Clue" in (source.get("subtypes") or [])


def _sacrificed(trace: Trace, i: int) -> list[str]:
    """Card ids the engine reports as sacrificed during step i."""
    out = [e["card"] for e in trace.events_of(i, SacrificeEvent)]
    out += [e["card"] for e in trace.events_of(i, ZoneMoveEvent) if e["cause"] == "sacrifice" and e["card"] not in out]
    return out


def sacrificed_once_from_battlefield(trace: Trace) -> list[Violation]:
    """Each permanent sacrificed to pay a cost was on the battlefield just before, and pays one cost only."""
    for i in range(len(trace.steps)):
        if not trace.accepted(i) or not comparable(trace, i - 1):
            continue
        field = {o["card"] for o in trace.observation(i - 1)["objects"] if o["zone"] == "battlefield"}
        counts = Counter(_sacrificed(trace, i))
        for card, n in sorted(counts.items()):
            if card not in field:
                return [Violation(f"{card} to be sacrificed only while it is a permanent: once sacrificed it can't "
                                  "pay another cost (602.2, 118.3, 701.21a)", "sacrificed it again", i,
                                  kind="sacrificed again")]
            if n > 1:
                return [Violation(f"{card} to pay a single cost (602.2)", f"sacrificed it {n} times at once", i,
                                  kind="sacrificed several times at once")]
    return []


def clue_is_artifact_type_only(trace: Trace) -> list[Violation]:
    """Clue appears among an object's subtypes only when that object is an artifact (205.3g)."""
    for i in range(-1, len(trace.steps)):
        for o in trace.observation(i)["objects"]:
            if "Clue" in (o.get("subtypes") or []) and "Artifact" not in (o.get("types") or []):
                return [Violation(f"{o['card']} ({o.get('name')}) to have the subtype Clue only as an artifact: Clue "
                                  "is an artifact type, never a creature or other type (205.3g)",
                                  f"showed types {o.get('types')} with subtypes {o.get('subtypes')}", i)]
    return []


def _trigger_sources(events: list[JSON]) -> Counter[str]:
    return Counter(str(e.get("source")) for e in events if e.get("type") == "trigger")


def sacrifice_clue_triggers_every_time(trace: JudgedTrace) -> list[Violation]:
    """Each "whenever you sacrifice a Clue" ability triggers for each Clue sacrificed, whatever the reason."""
    for i, action, _result in trace.indexed_steps():
        if not comparable(trace, i):
            continue
        model_events = events_until_settled(trace.model, i)  # the triggers' order and targets chosen (603.3)
        wanted = Counter(str(e.get("source")) for e in model_events
                         if e.get("type") == "trigger" and e.get("text") == "sacrifice_clue")
        if not wanted:
            continue
        model_all = _trigger_sources(model_events)
        got = _trigger_sources(events_until_settled(trace, i))
        for source, _n in sorted(wanted.items()):
            if got[source] < model_all[source]:
                clues = [e["card"] for e in trace.model.events_of(i, SacrificeEvent)]
                why = _why(action)
                return [Violation(f"{trace.card_name(source)} ({source}) to trigger when its controller sacrificed "
                                  f"the Clue {', '.join(clues)} {why}: it triggers on every sacrifice of a Clue, "
                                  "for any reason (603.2, 701.21a)",
                                  f"put {got[source]} trigger(s) from it on the stack, not {model_all[source]}", i)]
    return []


def _why(action: Action) -> str:
    if action.get("type") == "cast":
        return f"to pay the additional cost of {action.get('card')}"
    if action.get("sacrifice"):
        return f"to pay the cost of {action.get('card')}'s ability"
    return "to pay its own ability's cost"


def clue_watchers(obs: Observation) -> set[str]:
    """Permanents on the battlefield with a 'whenever you sacrifice a Clue' ability (named in the pool)."""
    return {o["card"] for o in obs["objects"] if o["zone"] == "battlefield" and o.get("name") in CLUE_WATCHERS}


CLUE_WATCHERS = ("Tireless Tracker",)
clue_triggers_resolve = granted_abilities_work(
    "clue_triggers_resolve", clue_watchers, "which triggers whenever its controller sacrifices a Clue", "603.2, 608.2")


ruling(
    "MKM-05", "clue",
    "A single Clue pays for at most one cost: once sacrificed for its own ability it can't also be the Clue "
    "another ability (such as Alquist Proft's) asks you to sacrifice, and vice versa.",
    ("602.2", "118.3", "701.21a"),
    acceptance(_uses_a_clue, "a Clue already sacrificed to pay one cost can't pay another"),
    sacrificed_once_from_battlefield,
    cards=("Alquist Proft, Master Sleuth", "Clue", "Wrench"),
    scenario=one_clue_two_costs,
    situation=Situation("Clue already sacrificed for one cost offered for another",
                        mkm05),
    corpus=(Case.built("a Clue token sacrificed for its own ability can't also pay Alquist Proft's cost", two_costs),
            Case.built("Wrench sacrificed for its own ability can't then pay Alquist Proft's cost", wrench_twice),),
    refusal=Refusal("Clue sacrificed twice, or a non-Clue sacrificed, refused", sacrifices, ("sacrifice",),
                    "602.2, 118.3: a cost is paid with objects that are there to pay it; one Clue pays once"),
)

ruling(
    "MKM-13", "investigate",
    "An investigating spell or ability with targets that are all illegal on resolution doesn't resolve, so it "
    "makes no Clue.",
    ("608.2b", "701.16a"),
    no_tokens_when_fizzled(lambda e: e.get("name") == "Clue", "Clue token", "608.2b, 701.16a"),
    cards=("Probing Inquiry of Test", "Probing Lookout of Test", "Lightning Bolt", "Unsummon"),
    gaps=(
        "On an engine that loads only real cards (synthetic_cards: false), only spells lose their targets here: "
        "no real card in the pool has a targeted ability that investigates. The synthetic Probing Lookout of Test "
        "(tap target creature, investigate) closes the 'or ability' half until a real such card joins the pool.",
    ),
    scenario=investigate_target_answered,
    situation=Situation("investigating spell or ability fizzled (all targets illegal)",
                        mkm13,
                        branches=(("an investigating spell fizzled", fizzled_as("spell", "investigate")),
                                  ("an investigating ability fizzled", fizzled_as("ability", "investigate")))),
    corpus=(Case.built("the target of Probing Inquiry dies in response: no Clue", investigate_fizzles),),
)

ruling(
    "MKM-15", "clue",
    "Anything that mentions a Clue means every artifact with the Clue subtype, token or card, so Wrench can be "
    "the Clue sacrificed for Alquist Proft's ability.",
    ("205.3g", "111.10f"),
    acceptance(_names_sacrifice, "any Clue artifact, token or not, pays a \"sacrifice a Clue\" cost"),
    cards=("Alquist Proft, Master Sleuth", "Wrench", "Clue Golem of Test"),
    scenario=clue_costs,
    situation=Situation("nontoken Clue offered to a \"sacrifice a Clue\" cost",
                        _clue_cost_offered(_nontoken_clue)),
    corpus=(Case.built("Wrench, a nontoken Clue, pays Alquist Proft's sacrifice-a-Clue cost", wrench_pays),),
    refusal=Refusal("sacrifice of a non-Clue refused", sacrifices, ("sacrifice",),
                    "205.3g, 111.10f: only an artifact with the Clue subtype is a Clue"),
)

ruling(
    "MKM-16", "clue",
    "An ability that triggers whenever you sacrifice a Clue does so for every Clue you sacrifice, not only for "
    "one sacrificed to its own draw ability.",
    ("603.2", "701.21a"),
    sacrifice_clue_triggers_every_time,
    clue_triggers_resolve,
    cards=("Tireless Tracker", "Deadly Dispute", "Alquist Proft, Master Sleuth"),
    scenario=clue_sacrifices,
    situation=Situation("Clue sacrificed while its controller has a \"whenever you sacrifice a Clue\" permanent",
                        mkm16),
    corpus=(Case.built("Tireless Tracker triggers on a Clue sacrificed to cast Deadly Dispute", any_reason),),
)

ruling(
    "MKM-17", "clue",
    "Clue belongs to the artifact types alone; it is never a creature type (a changeling is not a Clue) nor a "
    "land or any other type, even on a card with several card types.",
    ("205.3g", "702.73a"),
    acceptance(_names_sacrifice, "only an artifact with the Clue subtype is a Clue; a changeling creature is not"),
    clue_is_artifact_type_only,
    cards=("Changeling Outcast", "Clue Golem of Test", "Alquist Proft, Master Sleuth"),
    scenario=clue_lookalikes,
    situation=Situation("changeling, or Clue with another card type, offered to a \"sacrifice a Clue\" cost",
                        _clue_cost_offered(_lookalike)),
    corpus=(Case.built("a changeling is no Clue; an artifact creature Clue Golem is one", golem_not_changeling),),
    refusal=Refusal("sacrifice of a non-Clue refused", sacrifices, ("sacrifice",),
                    "205.3g: Clue is an artifact type; a changeling creature has no artifact types"),
)
