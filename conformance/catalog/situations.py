"""The situation each ruling is about, as a predicate over the model's trace of a scenario.

A strategy *reaches* a ruling when the reference engine's trace of the scenario
shows the situation the ruling speaks of (an Adventure leaving the stack, a
Clue sacrificed next to Tireless Tracker, ...). The invariants can only catch a
broken engine in scenarios that reach it, so `benchmarks/reach.py` and
`tests/strategies/test_strategies_reach.py` measure how often each strategy does.

Predicates read the model's own trace (``Scenario.model``: its observations are
the referee's view, its events the reference engine's), never an engine's.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from conformance.protocol.jsontypes import JSON

from ..protocol.trace import Trace
from .common import stack_departures
from .role import role_kind

Predicate = Callable[[Trace], bool]
MAIN_PHASES = ("precombat_main", "postcombat_main")
INNKEEPER = "Edgewall Innkeeper"  # "whenever you cast a creature spell that has an Adventure"
JOHANN = "Johann, Apprentice Sorcerer"  # "cast an instant or sorcery spell from the top of your library"
ARCHAEOMANCER = "Archaeomancer"  # "target instant or sorcery card in your graveyard"
COST_CHANGERS = ("Thalia, Guardian of Thraben", "Baral, Chief of Compliance")


# ----- reading the model's trace ------------------------------------------------------------------------------


def definition(trace: Trace, name: str) -> Any:
    """The card definition behind a setup name: a synthetic card of the setup, else the pool's (or None)."""
    from reference_engine.cards import lookup, setup_card

    data = (trace.setup.get("cards") or {}).get(name)
    if not data:
        return lookup(name)
    key = json.dumps(data, sort_keys=True)
    if key not in _SYNTHETIC:
        _SYNTHETIC[key] = setup_card(name, data)
    return _SYNTHETIC[key]


_SYNTHETIC: dict[str, Any] = {}


def card_verbs(trace: Trace, card: str) -> frozenset[str]:
    return _verbs_of_name(trace, trace.card_name(card))


def _verbs_of_name(trace: Trace, name: str) -> frozenset[str]:
    if (trace.setup.get("cards") or {}).get(name):
        return definition(trace, name).verbs()
    return _pool_verbs(name)


@cache
def _pool_verbs(name: str) -> frozenset[str]:
    from reference_engine.cards import lookup

    card = lookup(name)
    return card.verbs() if card is not None else frozenset()


def attempts(trace: Trace, kind: str) -> Iterator[tuple[int, JSON]]:
    """(step, action) for each action of `kind` in the plan, accepted or not."""
    for i, action in enumerate(trace.actions):
        if action.get("type") == kind:
            yield i, action


def accepted(trace: Trace, kind: str) -> Iterator[tuple[int, JSON]]:
    for i, action in attempts(trace, kind):
        if trace.accepted(i):
            yield i, action


def events(trace: Trace, kind: str) -> Iterator[tuple[int, JSON]]:
    """(step, event) for each event of `kind` the model reported."""
    for i in range(len(trace.steps)):
        for e in trace.events(i):
            if e.get("type") == kind:
                yield i, e


def before(trace: Trace, i: int, card: str) -> JSON:
    """The object for `card` just before step i ({} if none)."""
    return trace.obj(i - 1, card) or {}


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


def roles_by_controller(obs: JSON, host: str) -> dict[str, int]:
    """How many Roles each player controls on `host`."""
    out: dict[str, int] = {}
    for o in obs["objects"]:
        if o["zone"] == "battlefield" and o.get("attached_to") == host and "Role" in (o.get("subtypes") or []):
            out[o["controller"]] = out.get(o["controller"], 0) + 1
    return out


def new_roles(trace: Trace) -> Iterator[tuple[int, JSON, str | None]]:
    """(step, token_created event, the new Role's controller) for each Role the model created."""
    for i, e in events(trace, "token_created"):
        if role_kind(e.get("name")) is not None:
            obj = trace.obj(i, str(e.get("card"))) or {}
            yield i, e, obj.get("controller")


def face_down(obs: JSON, zones: tuple[str, ...] = ("battlefield", "stack")) -> list[JSON]:
    return [o for o in obs["objects"] if o.get("face_down") and o["zone"] in zones]


def sorcery_timing(obs: JSON, player: str) -> bool:
    turn = obs["turn"]
    return not obs["stack"] and turn["active_player"] == player and turn["step"] in MAIN_PHASES


def discover_choices(trace: Trace) -> Iterator[tuple[int, JSON, str]]:
    """(step, action, discovered card) for each action taken while the model waited for a discover choice."""
    for i, action in enumerate(trace.actions):
        pending = trace.observation(i - 1).get("pending_choice") or {}
        if pending.get("kind") == "discover_cast":
            card = next((p["card"] for p in trace.observation(i - 1).get("cast_permissions") or []
                         if p.get("source") == "discover"), None)
            if card is not None:
                yield i, action, str(card)


def free_casts(trace: Trace) -> Iterator[tuple[int, JSON]]:
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


# ----- Adventures (WOE) -----------------------------------------------------------------------------------------


def woe01(t: Trace) -> bool:
    for i, a in attempts(t, "cast"):
        obs = t.observation(i - 1)
        if (a.get("mode", "normal") == "normal" and permission(t, i, a["card"], "adventure")
                and not obs["pending_choice"] and not sorcery_timing(obs, caster(t, i))):
            return True
    return False


def woe02(t: Trace) -> bool:
    return any(a.get("mode") == "adventure" and before(t, i, a["card"]).get("has_adventure") is not False
               and layout(t, a["card"]) == "adventure" for i, a in free_casts(t))


def _adventure_names(t: Trace) -> set[str]:
    names = set()
    for o in t.initial["objects"]:
        parts = t.card_name(o["card"]).split(" // ")
        if o.get("has_adventure") and len(parts) == 2:
            names.add(parts[1])
    return names


def woe04(t: Trace) -> bool:
    named = [i for i, a in attempts(t, "choose") if isinstance(a.get("choice"), str)
             and a.get("choice") in _adventure_names(t)
             and (t.observation(i - 1).get("pending_choice") or {}).get("kind") == "card_name"]
    return bool(named) and any(i > named[0] and before(t, i, a["card"]).get("has_adventure")
                               for i, a in attempts(t, "cast"))


def woe05(t: Trace) -> bool:
    return any(before(t, i, a["card"]).get("zone") == "exile" and before(t, i, a["card"]).get("has_adventure")
               and not permission(t, i, a["card"], "adventure") for i, a in attempts(t, "cast"))


def _adventure_left(copy: bool, resolved: bool = False) -> Predicate:
    def predicate(t: Trace) -> bool:
        for i, card, obj in stack_departures(t):
            if obj.get("cast_as") == "adventure" and bool(obj.get("copy")) == copy:
                how = how_it_left(t, i, card)
                if how == "resolve" or (not resolved and how is not None):
                    return True
        return False

    return predicate


def woe09(t: Trace) -> bool:
    return any(obj.get("cast_as") == "adventure" and not obj.get("copy") and t.obj(i, card) is not None
               for i, card, obj in stack_departures(t))


def _innkeeper_sees(mode: str) -> Predicate:
    def predicate(t: Trace) -> bool:
        return any(a.get("mode", "normal") == mode and before(t, i, a["card"]).get("has_adventure")
                   and on_battlefield(t, i - 1, INNKEEPER, caster(t, i)) for i, a in accepted(t, "cast"))

    return predicate


def woe11(t: Trace) -> bool:
    return any(before(t, i, a["card"]).get("zone") == "library" and before(t, i, a["card"]).get("has_adventure")
               and on_battlefield(t, i - 1, JOHANN, caster(t, i)) for i, a in attempts(t, "cast"))


def woe13(t: Trace) -> bool:
    for kind in ("trigger", "trigger_removed"):
        for i, e in events(t, kind):
            source = str(e.get("source"))
            if t.card_name(source) != ARCHAEOMANCER:
                continue
            owner = (t.obj(i, source) or {}).get("controller")
            for j in (i - 1, i):
                if any(o.get("has_adventure") and o["owner"] == owner for o in t.objects(j, zone="graveyard")):
                    return True
    return False


def woe14(t: Trace) -> bool:
    for i, e in events(t, "token_created"):
        if e.get("copy_of") and before(t, i, str(e["copy_of"])).get("has_adventure"):
            if any(j > i and a.get("card") == e["card"] for j, a in attempts(t, "cast")):
                return True
    return False


# ----- Roles (WOE) -----------------------------------------------------------------------------------------------


def woe06(t: Trace) -> bool:
    return any((t.observation(i).get("pending_choice") or {}).get("kind") == "keep_role"
               for i in range(len(t.steps)))


def woe07(t: Trace) -> bool:
    return any(role_kind(e.get("name")) for _, e in events(t, "token_not_created"))


def woe10(t: Trace) -> bool:
    return any(True for _ in new_roles(t))


def _role_meets(same: bool) -> Predicate:
    """A new Role was created on a permanent already wearing a Role of the same (or of another) controller."""

    def predicate(t: Trace) -> bool:
        for i, e, controller in new_roles(t):
            if controller is None or not e.get("attached_to"):
                continue
            old = roles_by_controller(t.observation(i - 1), str(e["attached_to"]))
            if (controller in old) if same else any(c != controller for c in old):
                return True
        return False

    return predicate


def woe19(t: Trace) -> bool:
    return fizzled_with(t, "create_role")


def woe20(t: Trace) -> bool:
    for i, e, _controller in new_roles(t):
        host = before(t, i, str(e.get("attached_to") or ""))
        if not {"hexproof", "shroud"} & set(host.get("keywords") or []):
            continue
        resolved = {r.get("card") for r in t.events(i) if r.get("type") == "resolve"}
        if any(s["id"] in resolved and not s.get("targets") for s in t.observation(i - 1)["stack"]):
            return True
    return False


# ----- discover, free casts, mana value (LCI) ---------------------------------------------------------------------


def lci01(t: Trace) -> bool:
    for _i, a in free_casts(t):
        found = definition(t, t.card_name(a["card"]))
        face = found.face_named(a.get("mode", "normal")) if found is not None else None
        if a.get("mode") == "face_down" or (face is not None and face.additional_costs):
            return True
    return False


def lci02(t: Trace) -> bool:
    return any(a.get("type") == "cast" and layout(t, card) in ("adventure", "split", "mdfc")
               for _i, a, card in discover_choices(t))


def lci03(t: Trace) -> bool:
    return any(layout(t, card) == "split" for _i, card in discover_moves(t, "library", "exile"))


def lci04(t: Trace) -> bool:
    for i, a in accepted(t, "cast"):
        if a.get("alt_cost") or a.get("additional_costs") or a.get("mode") == "face_down":
            return True
        if any(on_battlefield(t, i, name) for name in COST_CHANGERS):
            return True
    return False


def lci05(t: Trace) -> bool:
    return any(True for _ in discover_moves(t, "library", "exile"))


def _has_x(t: Trace, card: str) -> bool:
    found = definition(t, t.card_name(card))
    return found is not None and any(f.mana_cost is not None and f.mana_cost.x for f in found.faces)


def lci06(t: Trace) -> bool:
    return any(_has_x(t, a["card"]) for _i, a in free_casts(t))


def lci07(t: Trace) -> bool:
    return any(int(a.get("x") or 0) > 0 and _has_x(t, a["card"]) for _i, a in accepted(t, "cast"))


def lci08(t: Trace) -> bool:
    return any(t.accepted(i) and a.get("type") in ("cast", "choose") for i, a, _card in discover_choices(t))


def lci09(t: Trace) -> bool:
    return fizzled_with(t, "discover")


def lci10(t: Trace) -> bool:
    exiled = set(discover_moves(t, "library", "exile"))
    return any((i, card) in exiled for i, card in discover_moves(t, "exile", "hand"))


# ----- Clues (MKM) ------------------------------------------------------------------------------------------------


def _offered(a: JSON) -> list[str]:
    """The permanents an action offers to sacrifice: named ones, and a Clue activating its own ability."""
    out = list(a.get("sacrifice") or [])
    for cost in a.get("additional_costs") or []:
        if isinstance(cost, dict):
            out += cost.get("sacrifice") or []
    if a.get("type") == "activate" and not a.get("sacrifice"):
        out.append(a.get("card"))
    return out


def mkm05(t: Trace) -> bool:
    gone: set[str] = set()
    for i in range(len(t.steps)):
        if any(c in gone for c in _offered(t.actions[i])) and t.actions[i].get("type") in ("activate", "cast"):
            return True
        gone |= {str(e["card"]) for e in t.events(i) if e.get("type") == "sacrifice"
                 and "Clue" in (e.get("subtypes") or [])}
    return False


def _clue_cost_offered(test: Callable[[JSON], bool]) -> Predicate:
    """A "sacrifice a Clue" activation was tried naming a permanent that passes `test`."""

    def predicate(t: Trace) -> bool:
        return any(test(before(t, i, str(c))) for i, a in attempts(t, "activate") for c in a.get("sacrifice") or [])

    return predicate


def _nontoken_clue(o: JSON) -> bool:
    return "Clue" in (o.get("subtypes") or []) and not o.get("token")


def _lookalike(o: JSON) -> bool:
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


# ----- disguise and face-down (MKM) -----------------------------------------------------------------------------


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


def mkm03(t: Trace) -> bool:
    """A face-down legendary card beside another permanent of the same card (face up or down) of its controller."""
    for i in range(len(t.steps)):
        obs = t.observation(i)
        for o in face_down(obs, ("battlefield",)):
            found = definition(t, str(o.get("identity")))
            if found is None or "Legendary" not in found.main.supertypes:
                continue
            if any(other["card"] != o["card"] and other["zone"] == "battlefield"
                   and other["controller"] == o["controller"]
                   and (other.get("identity") if other.get("face_down") else other.get("name")) == o.get("identity")
                   for other in obs["objects"]):
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
    return any("on_enters" in _verbs_of_name(t, str(before(t, i, a["card"]).get("identity")))
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
        if obj.get("face_down") and (obj.get("zone") == "stack" or not sorcery_timing(obs, obj.get("controller"))):
            return True
    return False


def mkm12(t: Trace) -> bool:
    return any(before(t, i, a["card"]).get("tapped") for i, a in accepted(t, "turn_face_up"))


def mkm14(t: Trace) -> bool:
    return any(before(t, i, a["card"]).get("face_down_by") == "disguise" for i, a in accepted(t, "turn_face_up"))


SITUATIONS: dict[str, tuple[str, Predicate]] = {
    "WOE-01": ("creature cast from exile after its Adventure tried outside sorcery timing", woe01),
    "WOE-02": ("Adventure cast tried without paying its mana cost", woe02),
    "WOE-03": ("Adventure cast while its caster controls Edgewall Innkeeper", _innkeeper_sees("adventure")),
    "WOE-04": ("an Adventure's name chosen, then a cast of an adventurer tried", woe04),
    "WOE-05": ("cast tried of an adventurer in exile without an Adventure permission", woe05),
    "WOE-06": ("one player's Roles attached at the same time: keep-one choice asked", woe06),
    "WOE-07": ("Role not created: it can't enchant the permanent", woe07),
    "WOE-08": ("Adventure spell left the stack (resolved, countered or fizzled)", _adventure_left(copy=False)),
    "WOE-09": ("Adventure spell on the stack, then in another zone", woe09),
    "WOE-10": ("Role token created", woe10),
    "WOE-11": ("cast tried of an adventurer on top of the library under Johann", woe11),
    "WOE-12": ("Role token created", woe10),
    "WOE-13": ("Archaeomancer's graveyard trigger with an adventurer in that graveyard", woe13),
    "WOE-14": ("token copy of an adventurer created, then a cast of it tried", woe14),
    "WOE-15": ("adventurer cast as a creature while its caster controls Edgewall Innkeeper",
               _innkeeper_sees("normal")),
    "WOE-16": ("copy of an Adventure spell resolved", _adventure_left(copy=True, resolved=True)),
    "WOE-17": ("new Role on a permanent already wearing another player's Role", _role_meets(same=False)),
    "WOE-18": ("new Role on a permanent already wearing a Role of the same player", _role_meets(same=True)),
    "WOE-19": ("Role-creating spell or ability fizzled (all targets illegal)", woe19),
    "WOE-20": ("untargeted Role created on a hexproof or shroud permanent", woe20),
    "LCI-01": ("free cast tried of a card with an additional cost, or face down", lci01),
    "LCI-02": ("cast tried at a discover choice of an adventurer, split or two-faced card", lci02),
    "LCI-03": ("discover exiled a split card", lci03),
    "LCI-04": ("spell cast for an alternative or additional cost, or under a cost changer", lci04),
    "LCI-05": ("discover exiled cards", lci05),
    "LCI-06": ("free cast tried of a spell with {X}", lci06),
    "LCI-07": ("spell with {X} cast with X above 0", lci07),
    "LCI-08": ("discover's cast-or-hand choice offered and answered", lci08),
    "LCI-09": ("discovering spell or ability fizzled (all targets illegal)", lci09),
    "LCI-10": ("discovered card couldn't be cast and went to hand", lci10),
    "MKM-01": ("turn face up tried for a face-down permanent that lost its abilities", mkm01),
    "MKM-02": ("face-down spell or permanent left for a zone where it is revealed", mkm02),
    "MKM-03": ("a face-down legendary card beside another of the same card under one controller", mkm03),
    "MKM-04": ("face-down object changed by another effect (Role, counters, pump)", mkm04),
    "MKM-05": ("Clue already sacrificed for one cost offered for another", mkm05),
    "MKM-06": ("permanent with an enters ability turned face up", mkm06),
    "MKM-07": ("one of several face-down objects left its zone or turned face up", mkm07),
    "MKM-08": ("permanent turned face up while enchanted, equipped or targeted", mkm08),
    "MKM-09": ("face-down spell on the stack and face-down permanent on the battlefield", mkm09),
    "MKM-10": ("face-down cast tried", mkm10),
    "MKM-11": ("turn face up tried for a spell or at instant speed", mkm11),
    "MKM-12": ("tapped face-down permanent turned face up", mkm12),
    "MKM-13": ("investigating spell or ability fizzled (all targets illegal)", mkm13),
    "MKM-14": ("disguise permanent turned face up", mkm14),
    "MKM-15": ("nontoken Clue offered to a \"sacrifice a Clue\" cost", _clue_cost_offered(_nontoken_clue)),
    "MKM-16": ("Clue sacrificed while its controller has a \"whenever you sacrifice a Clue\" permanent", mkm16),
    "MKM-17": ("changeling, or Clue with another card type, offered to a \"sacrifice a Clue\" cost",
               _clue_cost_offered(_lookalike)),
}


def reached(ruling_id: str, trace: Trace) -> bool:
    """Whether the model's trace of a scenario shows the situation the ruling is about."""
    return SITUATIONS[ruling_id][1](trace)
