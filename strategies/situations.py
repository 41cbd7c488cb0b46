"""Situations: what a ruling is about, as a predicate over the model's trace of a scenario.

A strategy *reaches* a ruling when the reference engine's trace of the scenario
shows the situation the ruling speaks of (an Adventure leaving the stack, a
Clue sacrificed next to Tireless Tracker, ...). The invariants can only catch a
broken engine in scenarios that reach it, so `benchmarks/reach.py` and
`tests/strategies/test_strategies_reach.py` measure how often each strategy does.

A ruling's record (``conformance/catalog/<module>.py``) gives its situation
with its scenario strategy, its predicate written beside it; this module holds
`Situation` and the helpers the predicates share. Predicates read the model's own trace (``Scenario.model``:
its observations are the referee's view, its events the reference engine's),
never an engine's.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

from hypothesis import strategies as st

from mtg_protocol.jsontypes import JSON, plain
from mtg_protocol.trace import Trace
from mtg_protocol.types import Action, GameObject, Observation, SyntheticCard
from mtg_protocol.vocab import MAIN_STEPS
from reference_engine.cards import ROLE_KINDS, CardDef, lookup, setup_card

from .scenario import Scenario

Predicate = Callable[[Trace], bool]
ScenarioFactory = Callable[[int], st.SearchStrategy[Scenario]]
"""A ruling's scenario strategy: the walk length (``max_steps``) in, a strategy of scenarios out."""
MAIN_PHASES = MAIN_STEPS


@dataclass(frozen=True)
class Situation:
    """The situation a ruling speaks of: in words (for reports of reach), and as a predicate over a trace.

    ``branches`` are the cases the ruling's own words name (a spell *or an ability*, every zone, each way of
    being face down), each in words and as a predicate: its scenarios must reach every one of them, not only
    the situation as a whole (tests/strategies/test_strategies_branches.py, with a confidence bound)."""

    words: str
    reached: Predicate
    branches: tuple[tuple[str, Predicate], ...] = ()


def wilson_lower(hits: int, n: int, z: float = 1.96) -> float:
    """The lower end of the Wilson score interval for a share `hits`/`n` (z = 1.96: 95 %, two-sided): with that
    confidence, the strategy's true reach is at least this, whatever the luck of one sample."""
    if n == 0:
        return 0.0
    share = hits / n
    centre = share + z * z / (2 * n)
    spread = z * float(((share * (1 - share) + z * z / (4 * n)) / n) ** 0.5)
    return (centre - spread) / (1 + z * z / n)


# ----- reading the model's trace ------------------------------------------------------------------------------


def definition(trace: Trace, name: str) -> CardDef | None:
    """The card definition behind a setup name: a synthetic card of the setup, else the pool's (or None)."""
    data = (trace.setup.get("cards") or {}).get(name)
    return synthetic_definition(name, data) if data else lookup(name)


def synthetic_definition(name: str, data: SyntheticCard) -> CardDef:
    """The definition of a card a setup defines itself (parsed once per distinct definition)."""
    key = json.dumps(data, sort_keys=True)
    if key not in _SYNTHETIC:
        _SYNTHETIC[key] = setup_card(name, plain(data))
    return _SYNTHETIC[key]


_SYNTHETIC: dict[str, CardDef] = {}


def card_verbs(trace: Trace, card: str) -> frozenset[str]:
    """Every effect verb and trigger event (``on_EVENT``) of the card behind an object id of the trace."""
    return verbs_of_name(trace, trace.card_name(card))


def verbs_of_name(trace: Trace, name: str) -> frozenset[str]:
    data = (trace.setup.get("cards") or {}).get(name)
    if data:
        return synthetic_definition(name, data).verbs()
    return _pool_verbs(name)


@cache
def _pool_verbs(name: str) -> frozenset[str]:
    card = lookup(name)
    return card.verbs() if card is not None else frozenset()


def attempts(trace: Trace, kind: str) -> Iterator[tuple[int, Action]]:
    """(step, action) for each action of `kind` in the plan, accepted or not."""
    for i, action in enumerate(trace.actions):
        if action.get("type") == kind:
            yield i, action


def accepted(trace: Trace, kind: str) -> Iterator[tuple[int, Action]]:
    for i, action in attempts(trace, kind):
        if trace.accepted(i):
            yield i, action


def events(trace: Trace, kind: str) -> Iterator[tuple[int, JSON]]:
    """(step, event) for each event of `kind` the model reported."""
    for i in range(len(trace.steps)):
        for e in trace.events(i):
            if e.get("type") == kind:
                yield i, e


def before(trace: Trace, i: int, card: str) -> GameObject | None:
    """The object for `card` just before step i (None if it was nowhere)."""
    return trace.obj(i - 1, card)


def caster(trace: Trace, i: int) -> str:
    return str(trace.observation(i - 1)["turn"]["priority"])


def permission(trace: Trace, i: int, card: str, source: str) -> bool:
    """Whether, just before step i, the card could be cast thanks to a permission from `source`."""
    return any(p.get("card") == card and p.get("source") == source
               for p in trace.observation(i - 1).get("cast_permissions") or [])


def on_battlefield(trace: Trace, i: int, name: str, controller: str | None = None) -> bool:
    """A face-up permanent whose setup name starts with `name` is on the battlefield after step i."""
    return any(trace.card_name(o["card"]).startswith(name) and not o.get("face_down")
               and (controller is None or o["controller"] == controller) for o in trace.objects(i, zone="battlefield"))


def how_it_left(trace: Trace, i: int, card: str) -> str | None:
    for e in trace.events(i):
        if e.get("card") == card and e.get("type") in ("resolve", "counter", "fizzle"):
            return str(e["type"])
    return None


def fizzled_sources(trace: Trace) -> Iterator[str]:
    """The card behind each spell or ability that failed to resolve for illegal targets (608.2b)."""
    for i, e in events(trace, "fizzle"):
        item = next((s for s in trace.observation(i - 1)["stack"] if s["id"] == e.get("card")), None)
        yield str(item["source"] if item else e.get("card"))


def fizzled_with(trace: Trace, verb: str) -> bool:
    return any(verb in card_verbs(trace, source) for source in fizzled_sources(trace))


def fizzled_as(kind: str, verb: str) -> Predicate:
    """A situation: a spell or an ability (`kind`) whose card uses `verb` failed to resolve for illegal targets
    (608.2b), for rulings that speak of spells *and* abilities."""
    def reached(trace: Trace) -> bool:
        for i, e in events(trace, "fizzle"):
            item = next((s for s in trace.observation(i - 1)["stack"] if s["id"] == e.get("card")), None)
            if item and item.get("kind") == kind and verb in card_verbs(trace, str(item.get("source") or item["id"])):
                return True
        return False

    return reached


def roles_by_controller(obs: Observation, host: str) -> dict[str | None, int]:
    """How many Roles each player controls on `host`."""
    out: dict[str | None, int] = {}
    for o in obs["objects"]:
        if o["zone"] == "battlefield" and o.get("attached_to") == host and "Role" in (o.get("subtypes") or []):
            out[o["controller"]] = out.get(o["controller"], 0) + 1
    return out


def new_roles(trace: Trace) -> Iterator[tuple[int, JSON, str | None]]:
    """(step, token_created event, the new Role's controller) for each Role the model created."""
    for i, e in events(trace, "token_created"):
        if role_kind(e.get("name")) is not None:
            obj = trace.obj(i, str(e.get("card")))
            yield i, e, obj.get("controller") if obj else None


def face_down(obs: Observation, zones: tuple[str, ...] = ("battlefield", "stack")) -> list[GameObject]:
    return [o for o in obs["objects"] if o.get("face_down") and o["zone"] in zones]


def sorcery_timing(obs: Observation, player: str | None) -> bool:
    turn = obs["turn"]
    return not obs["stack"] and turn["active_player"] == player and turn["step"] in MAIN_PHASES


def discover_choices(trace: Trace) -> Iterator[tuple[int, Action, str]]:
    """(step, action, discovered card) for each action taken while the model waited for a discover choice."""
    for i, action in enumerate(trace.actions):
        if trace.pending_kind(i - 1) == "discover_cast":
            card = next((p["card"] for p in trace.observation(i - 1).get("cast_permissions") or []
                         if p.get("source") == "discover"), None)
            if card is not None:
                yield i, action, str(card)


def free_casts(trace: Trace) -> Iterator[tuple[int, Action]]:
    """Cast attempts without paying the mana cost: at a discover choice, or announcing the free permission."""
    seen = set()
    for i, action, _card in discover_choices(trace):
        if action.get("type") == "cast":
            seen.add(i)
            yield i, action
    for i, action in attempts(trace, "cast"):
        if action.get("alt_cost") == "free" and i not in seen:
            yield i, action


def discover_moves(trace: Trace, src: str, to: str) -> Iterator[tuple[int, str]]:
    for i, e in events(trace, "zone_move"):
        if e.get("cause") == "discover" and e.get("from") == src and e.get("to") == to:
            yield i, str(e["card"])


def layout(trace: Trace, card: str) -> str:
    found = definition(trace, trace.card_name(card))
    return found.layout if found is not None else "normal"


def stack_departures(trace: Trace) -> Iterator[tuple[int, str, GameObject]]:
    """(step, card, its object on the stack just before) for each spell that left the trace's stack."""
    for i in range(len(trace.steps)):
        before = {o["card"]: o for o in trace.observation(i - 1)["objects"] if o["zone"] == "stack"}
        after = {o["card"] for o in trace.observation(i)["objects"] if o["zone"] == "stack"}
        for card, obj in before.items():
            if card not in after:
                yield i, card, obj


def role_kind(name: str | None) -> str | None:
    """The Role kind an event or object name stands for ("Wicked Role" or "Wicked"), or None (111.10j-r)."""
    base = (name or "").removesuffix(" Role")
    return base if base in ROLE_KINDS else None
