"""Discover (701.57), casting without paying the mana cost (118.9) and mana value (202.3): the LCI rulings.

Each ruling is one record (``ruling()``): its text in our words, rules, invariants, the strategy that draws its
scenarios (from ``strategies/scenarios/discover.py``), the situation it aims at, the action it forbids and its corpus
cases, all defined here: the corpus cases and the situations first, then the invariants and the records.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from mtg_protocol.types import Action, GameObject, PendingChoice, ZoneMoveEvent
from mtg_protocol.words import actor
from strategies.scenarios.discover import (
    APPRAISER,
    FIRE_ICE,
    FOUR,
    GIANT,
    SEVEN,
    SHAPES,
    SURVEY,
    TWIN_PATHS,
    scenario_for,
    x_spell_scenario,
)
from strategies.situations import (
    Situation,
    accepted,
    definition,
    discover_choices,
    discover_moves,
    fizzled_as,
    fizzled_with,
    layout,
    on_battlefield,
)
from strategies.situations import (
    free_casts as free_casts_tried,
)
from strategies.states import SetupBuilder

from .common import acceptance, comparable, how_it_left, mana_spent
from .mana_symbols import same_mana_cost
from .model import Case, ruling
from .refusals import (
    Refusal,
    answers,
    at_discover,
    discover_casts_by_value,
    free_casts,
    free_casts_with_other_costs,
    free_x_casts,
)

# ----- its corpus cases (written to conformance/corpus/ by mtg-conformance rebuild) ----------------------------

PASS = {"type": "pass"}
TO_HAND = {"type": "choose", "choice": "hand"}


def _fixed(source: str, library: list[str], plan: Callable[[dict[str, str]], list[JSON]], *,
           lands: str = "RRRRR", p1_battlefield: tuple[str, ...] = (), p2_battlefield: tuple[str, ...] = (),
           p2_hand: tuple[str, ...] = (), p2_lands: str = "") -> JSON:
    b = SetupBuilder()
    ids = {"source": b.add("p1", "hand", source)}
    b.lands("p1", lands)
    for i, name in enumerate(p1_battlefield):
        ids[f"mine{i}"] = b.add("p1", "battlefield", name)
    for i, name in enumerate(p2_battlefield):
        ids[f"theirs{i}"] = b.add("p2", "battlefield", name)
    for i, name in enumerate(p2_hand):
        ids[f"answer{i}"] = b.add("p2", "hand", name)
    b.lands("p2", p2_lands)
    for i, name in enumerate(library):
        ids[f"lib{i}"] = b.add("p1", "library", name)
    return {"setup": b.build(), "actions": plan(ids)}


def _cast_source(ids: dict[str, str], targets: tuple[str, ...] = ()) -> list[JSON]:
    return [{"type": "cast", "card": ids["source"], "targets": list(targets)}, {"type": "pass"}, {"type": "pass"}]


def _free(card: str, mode: str = "normal", **rest: Any) -> JSON:
    return {"type": "cast", "card": card, "mode": mode, "alt_cost": "free", "targets": [], **rest}


# ----- the situations its rulings speak of (predicates over the model's trace) ------------------------------


COST_CHANGERS = ("Thalia, Guardian of Thraben", "Baral, Chief of Compliance")


def lci01(t: Trace) -> bool:
    for _i, a in free_casts_tried(t):
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


def _drawn_with_x(t: Trace, card: str) -> bool:
    found = definition(t, t.card_name(card))
    return found is not None and any(f.mana_cost is not None and f.mana_cost.x for f in found.faces)


def lci06(t: Trace) -> bool:
    return any(_drawn_with_x(t, a["card"]) for _i, a in free_casts_tried(t))


def lci07(t: Trace) -> bool:
    return any(int(a.get("x") or 0) > 0 and _drawn_with_x(t, a["card"]) for _i, a in accepted(t, "cast"))


def lci08(t: Trace) -> bool:
    return any(t.accepted(i) and a.get("type") in ("cast", "choose") for i, a, _card in discover_choices(t))


def lci09(t: Trace) -> bool:
    return fizzled_with(t, "discover")


def lci10(t: Trace) -> bool:
    exiled = set(discover_moves(t, "library", "exile"))
    return any((i, card) in exiled for i, card in discover_moves(t, "exile", "hand"))


Invariant = Callable[[JudgedTrace], list[Violation]]


# ----- reading discover out of a trace ------------------------------------------------------------------------


def _model_pending(trace: JudgedTrace, i: int) -> PendingChoice | None:
    return trace.model.observation(i)["pending_choice"] if i < len(trace.model.steps) else None


def in_discover_choice(trace: JudgedTrace, i: int) -> bool:
    """Whether, before action i, the model waits for the discover choice (cast it or put it into hand)."""
    pending = _model_pending(trace, i - 1)
    return bool(pending and pending["kind"] == "discover_cast")


def _discover_card(trace: JudgedTrace, i: int) -> str | None:
    """The card the model's pending discover choice (after action i) is about."""
    for p in trace.model.observation(i).get("cast_permissions") or []:
        if p.get("source") == "discover":
            return str(p["card"])
    return None


def _model_moves(trace: JudgedTrace, i: int, to: str | None, cause: str, src: str | None = None) -> list[str]:
    return [e["card"] for e in trace.model.events_of(i, ZoneMoveEvent) if e["to"] == to and e["cause"] == cause
            and (src is None or e["from"] == src)]


def _zone(trace: Trace, i: int, card: str) -> str:
    obj = trace.obj(i, card)
    return obj["zone"] if obj else "nowhere"


def _name(trace: Trace, card: str) -> str:
    return f"{card} ({trace.card_name(card)})"


def discover_attempt(trace: JudgedTrace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and in_discover_choice(trace, i)


def _free_cast(trace: JudgedTrace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and (action.get("alt_cost") == "free" or in_discover_choice(trace, i))


def _split_half_attempt(trace: JudgedTrace, i: int, action: Action) -> bool:
    return discover_attempt(trace, i, action) and action.get("mode") in ("left", "right")


def _x_attempt(trace: JudgedTrace, i: int, action: Action) -> bool:
    return _free_cast(trace, i, action) and "x" in action


# ----- mana value from the mana cost (202.3) --------------------------------------------------------------------


def _announced_x(trace: Trace, upto: int, card: str) -> int:
    for j in range(upto, -1, -1):
        action = trace.actions[j]
        if action.get("type") == "cast" and action.get("card") == card and trace.accepted(j):
            return int(action.get("x") or 0)
    return 0


def stack_mana_values(only: Callable[[JudgedTrace, int, GameObject], bool], why: str) -> Invariant:
    """Invariant: each spell on the stack has the mana value of its printed mana cost (X as announced), as the
    model computes it: what the engine reports as the cost can't vouch for the value."""

    def invariant(trace: JudgedTrace) -> list[Violation]:
        for i in range(len(trace.steps)):
            if not comparable(trace, i):
                return []
            for obj in trace.objects(i, zone="stack"):
                if obj.get("hidden") or obj.get("copy") or not only(trace, i, obj):
                    continue
                x = _announced_x(trace, i, obj["card"])
                want = trace.model.obj(i, obj["card"])
                if want is None or want["zone"] != "stack" or want.get("hidden"):
                    continue
                expected = want.get("mana_value")  # from the printed cost, never from what the engine reports
                if obj.get("mana_value") != expected:
                    cost = want.get("mana_cost") or "no mana cost"
                    return [Violation(f"{_name(trace, obj['card'])} on the stack, with {cost}"
                                      f"{f' and X={x}' if x else ''}, to have mana value {expected}: {why}",
                                      f"reported mana value {obj.get('mana_value')}", i)]
        return []

    invariant.__name__ = "stack_mana_values"
    return invariant


def _cast_action(trace: Trace, i: int, card: str) -> Action | None:
    for j in range(i, -1, -1):
        action = trace.actions[j]
        if action.get("type") == "cast" and action.get("card") == card and trace.accepted(j):
            return action
    return None


def _paid_differently(trace: Trace, i: int, obj: GameObject) -> bool:
    """Cast for an alternative cost, with an additional cost, or under a cost increase or reduction."""
    action = _cast_action(trace, i, obj["card"])
    if action is not None and (action.get("alt_cost") or action.get("additional_costs")):
        return True
    changers = ("Thalia, Guardian of Thraben", "Baral, Chief of Compliance")
    return any(o.get("name") in changers for o in trace.objects(i, zone="battlefield"))


def _has_x(trace: Trace, i: int, obj: GameObject) -> bool:
    return "{X}" in (obj.get("mana_cost") or "")


def _free_x(trace: JudgedTrace, i: int, obj: GameObject) -> bool:
    action = _cast_action(trace, i, obj["card"])
    return _has_x(trace, i, obj) and action is not None and action.get("alt_cost") == "free"


# ----- LCI-01: free casts pay additional costs ------------------------------------------------------------------


def free_cast_pays_additional_costs(trace: JudgedTrace) -> list[Violation]:
    """A free cast waives the mana cost only: sacrifices, kicker and cost increases are still paid (601.2f)."""
    for i, action, result in trace.indexed_steps():
        if not (_free_cast(trace, i, action) and comparable(trace, i) and result.get("accepted")):
            continue
        for entry in action.get("additional_costs") or []:
            for victim in entry.get("sacrifice", []) if isinstance(entry, dict) else []:
                if _zone(trace, i, victim) == "battlefield":
                    return [Violation(f"{_name(trace, victim)} to be sacrificed for the spell's additional cost, "
                                      "which a free cast still pays (118.9, 601.2f)", "left it on the battlefield", i,
                                      kind="additional sacrifice not paid")]
        pid = actor(trace.model.observation(i - 1)) or ""  # the discover choice's player: no one has priority
        want, got = mana_spent(trace.model, i, pid), mana_spent(trace, i, pid)
        if want != got:
            return [Violation(f"{want} mana spent on {describe_free(action)}: only the mana cost is waived; "
                              "kicker and cost increases are paid, reductions apply (118.9, 601.2f)",
                              f"spent {got}", i, kind="wrong mana paid for a free cast")]
    return []


def describe_free(action: Action) -> str:
    extra = f" with {action['additional_costs']}" if action.get("additional_costs") else ""
    return f"the free cast of {action.get('card')}{extra}"


# ----- LCI-02 / LCI-03 / LCI-08 / LCI-10: where discover stops and where the card goes -----------------------


def discover_offers_model_modes(trace: JudgedTrace) -> list[Violation]:
    """At the discover choice the engine offers exactly the faces whose own mana value fits (701.57a, 715.3a)."""
    for i in range(len(trace.steps)):
        card = _discover_card(trace, i)
        if card is None or not comparable(trace, i):
            continue
        want = {p["as"] for p in trace.model.observation(i)["cast_permissions"] if p.get("source") == "discover"}
        got = {p.get("as") for p in trace.observation(i).get("cast_permissions") or []
               if p.get("card") == card and p.get("source") == "discover"}
        if got - want:
            return [Violation(f"discover to let {_name(trace, card)} be cast only as {sorted(want)}: each face is "
                              "judged by its own mana value against the discover value (701.57a, 715.3a, 712.11)",
                              f"offered {sorted(got)}", i)]
    return []


def discover_stops_where_the_rules_say(why: str) -> Invariant:
    """Invariant: cards passed over return to the library; the discovered card is offered or put into hand."""

    def invariant(trace: JudgedTrace) -> list[Violation]:
        for i in range(len(trace.steps)):
            if not comparable(trace, i):
                return []
            for card in _model_moves(trace, i, "library", "discover", "exile"):
                if _zone(trace, i, card) != "library":
                    return [Violation(f"{_name(trace, card)} to be passed over by discover and put on the bottom "
                                      f"of the library: {why}", f"left it in the {_zone(trace, i, card)}", i,
                                      kind="passed-over card not put on the bottom")]
            held = _discover_card(trace, i)
            if held is not None and _zone(trace, i, held) != "exile":
                return [Violation(f"discover to stop at {_name(trace, held)} and hold it in exile while its "
                                  f"controller chooses: {why}", f"put it in the {_zone(trace, i, held)}", i,
                                  kind="discovered card not held in exile")]
        return []

    invariant.__name__ = "discover_stops_where_the_rules_say"
    return invariant


def split_card_mana_value(trace: JudgedTrace) -> list[Violation]:
    """202.3d / 709.4b: off the stack a split card's mana value is that of both halves' costs together, as the
    model computes it from the printed card (never from the cost the engine itself reports)."""
    for i in range(-1, len(trace.steps)):
        if i >= 0 and not comparable(trace, i):
            return []
        for obj in trace.observation(i)["objects"]:
            name = obj.get("name") or ""
            if " // " not in name or obj["zone"] == "stack" or obj.get("hidden"):
                continue
            want = trace.model.obj(i, obj["card"])
            if want is None or want["zone"] != obj["zone"] or want.get("hidden"):
                continue
            if obj.get("mana_value") != want.get("mana_value") or not same_mana_cost(obj.get("mana_cost"),
                                                                                    want.get("mana_cost")):
                return [Violation(f"the split card {_name(trace, obj['card'])} in the {obj['zone']} to have "
                                  f"mana cost {want.get('mana_cost')} and mana value {want.get('mana_value')} (both "
                                  "halves together, 202.3d, 709.4b)",
                                  f"reported {obj.get('mana_cost')} and {obj.get('mana_value')}", i)]
    return []


def discover_choice_is_cast_or_hand(trace: JudgedTrace) -> list[Violation]:
    """701.57a: exiling is not optional; the only choice is casting the card or putting it into hand."""
    for i in range(len(trace.steps)):
        card = _discover_card(trace, i)
        if card is None or not comparable(trace, i):
            continue
        pending = trace.observation(i).get("pending_choice")
        options = set(pending.get("options") or []) if pending else set()
        if not pending or pending.get("kind") != "discover_cast" or "hand" not in options or options - {"cast",
                                                                                                           "hand"}:
            return [Violation(f"a discover_cast choice for {_name(trace, card)} whose only options are casting it "
                              "or putting it into its owner's hand (701.57a)", f"offered {pending}", i)]
    return []


def declined_card_goes_to_hand(trace: JudgedTrace) -> list[Violation]:
    """701.57a: a discovered card its controller doesn't cast is put into that player's hand."""
    for i, action, _ in trace.indexed_steps():
        if action != {"type": "choose", "choice": "hand"} or not in_discover_choice(trace, i):
            continue
        card = _discover_card(trace, i - 1)
        if card is None or not comparable(trace, i):
            continue
        if _zone(trace, i, card) != "hand":
            return [Violation(f"{_name(trace, card)}, not cast, to be put into its owner's hand (701.57a)",
                              f"put it in the {_zone(trace, i, card)}", i)]
    return []


def uncastable_card_goes_to_hand(trace: JudgedTrace) -> list[Violation]:
    """LCI ruling: a discovered card that can't be cast (no legal target, unpayable cost) goes to hand."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        exiled = set(_model_moves(trace, i, "exile", "discover", "library"))
        for card in _model_moves(trace, i, "hand", "discover", "exile"):
            if card in exiled and _zone(trace, i, card) != "hand":
                return [Violation(f"{_name(trace, card)}, discovered but impossible to cast, to be put into its "
                                  "owner's hand (701.57a)", f"put it in the {_zone(trace, i, card)}", i)]
    return []


# ----- LCI-05: exiled face up ------------------------------------------------------------------------------------


def _identified(seen: GameObject | None, card_name: str, names: set[str | None]) -> bool:
    """Whether a view shows a face-up card for what it is: not hidden nor face down, with its name (the
    model's, or the one the engine's own game state gives it: a wrong name there is a characteristic the
    ruling that governs it judges, not something hidden); an `identity`, where the engine gives one, names the
    card too (null is allowed: the name already says it)."""
    if seen is None or seen.get("hidden") or seen.get("face_down") or seen.get("name") not in names:
        return False
    return seen.get("identity") in (None, card_name)


def discovered_cards_seen_by_all(trace: JudgedTrace) -> list[Violation]:
    """406.3 / 701.57a: cards exiled by discover are face up; every player's view shows which cards they are."""
    if trace.views is None:
        return []
    players = [p["id"] for p in trace.setup["players"]]
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for card in _model_moves(trace, i, "exile", "discover", "library"):
            if _zone(trace, i, card) != "exile":
                continue
            want = trace.model.obj(i, card)
            names = {o.get("name") for o in (want, trace.obj(i, card)) if o and o.get("name")}
            for viewer in players:
                seen = next((o for o in trace.views[i][viewer]["objects"] if o["card"] == card), None)
                if not _identified(seen, trace.card_name(card), names):
                    shown = "nothing" if seen is None else \
                        f"name {seen.get('name')!r}, identity {seen.get('identity')!r}, hidden {seen.get('hidden')}"
                    return [Violation(f"{_name(trace, card)}, exiled face up by discover, to be visible to {viewer} "
                                      "(406.3; every player sees discovered cards)", f"showed {viewer} {shown}", i)]
    return []


# ----- LCI-09: a fizzled discover spell discovers nothing -------------------------------------------------------


def fizzled_spell_discovers_nothing(trace: JudgedTrace) -> list[Violation]:
    """608.2b: a spell whose targets are all illegal doesn't resolve, so none of its effects (discover) happen."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        fizzled = [c for c in {e.get("card") for e in (trace.model.events(i) if trace.model else [])}
                   if c and how_it_left(trace, i, c) == "fizzle"]
        if not fizzled:
            continue
        before = {o["card"] for o in trace.observation(i - 1)["objects"] if o["zone"] == "library"}
        after = {o["card"] for o in trace.observation(i)["objects"] if o["zone"] == "library"}
        kept = {o["card"] for o in trace.model.observation(i)["objects"] if o["zone"] == "library"}
        taken = sorted((before - after) & kept)  # what left the library in the engine's game, not in the model's
        if taken:
            return [Violation(f"{_name(trace, fizzled[0])}, all its targets illegal, not to resolve and so not to "
                              "discover (608.2b)", f"moved {taken} out of the library", i)]
    return []


# ----- the records --------------------------------------------------------------------------------------------------

ruling(
    "LCI-01", "free_cast",
    "Casting for free rules out every other alternative cost (such as casting face down) but not additional "
    "costs: a mandatory one must still be paid, an optional one may be.",
    ("118.9", "118.9a", "601.2b", "601.2f"),
    acceptance(_free_cast, "a free cast forbids other alternative costs and requires mandatory additional costs "
                           "(118.9a, 601.2b, 601.2f)"),
    free_cast_pays_additional_costs,
    needs=("free_cast", "discover"),
    cards=("Village Rites", "Deadly Dispute", "Burst Lightning", "Hidden Courier of Test",
           "Thalia, Guardian of Thraben", "Baral, Chief of Compliance"),
    refusal=Refusal("free cast refused (another alternative cost, or a mandatory cost unpaid)",
                    free_casts_with_other_costs,
                    ("cast",), "118.9a, 601.2b, 601.2f: one alternative cost at most; mandatory additional "
                               "costs must be paid"),
    scenario=scenario_for(SHAPES["LCI-01"]),
    situation=Situation("free cast tried of a card with an additional cost, or face down",
                        lci01),
    corpus=(Case("Discover 4 hits Village Rites: cast free without the sacrifice is refused, with it allowed",
                 _fixed(FOUR, ["Village Rites"], lambda i: _cast_source(i) + [
                     _free(i["lib0"]), _free(i["lib0"], additional_costs=[{"sacrifice": [i["mine0"]]}]), PASS, PASS],
                     p1_battlefield=("Grizzly Bears",))),
            Case("Discover 4 hits a disguise card: it can't be cast face down, only face up for free",
                 _fixed(FOUR, ["Hidden Courier of Test"], lambda i: _cast_source(i) + [
                     {"type": "cast", "card": i["lib0"], "mode": "face_down", "alt_cost": "disguise", "targets": []},
                     {"type": "cast", "card": i["lib0"], "mode": "face_down", "alt_cost": "free", "targets": []},
                     _free(i["lib0"])])),),
)

ruling(
    "LCI-02", "discover",
    "When discover finds a card with an Adventure or two faces, each way of casting it is allowed only if that "
    "way's own mana value is within the discover value.",
    ("701.57a", "715.3a", "709.3a", "712.11"),
    acceptance(discover_attempt, "each face or Adventure is judged by its own mana value against the discover "
                                 "value (701.57a, 715.3a, 712.11)"),
    discover_offers_model_modes,
    needs=("discover", "adventure", "mdfc", "split"),
    cards=("Galvanic Giant // Storm Reading", "Twin Paths of Test // Far Path of Test", "Discover Four of Test",
           "Discover Seven of Test", "Skyclave Cleric // Skyclave Basilica", "Bala Ged Recovery // Bala Ged Sanctuary"),
    refusal=Refusal("cast at discover refused (mana value over the limit)", discover_casts_by_value,
                    ("cast:exile",),
                    "701.57a: a discovered card may be cast only with characteristics of mana value at most the "
                    "discover value (715.3a, 709.3a, 712.11)"),
    scenario=scenario_for(SHAPES["LCI-02"]),
    situation=Situation("cast tried at a discover choice of an adventurer, split or two-faced card",
                        lci02),
    corpus=(Case("Discover 4 reveals Galvanic Giant: the giant may be cast, Storm Reading (7) may not",
                 _fixed(FOUR, ["Forest", GIANT], lambda i: _cast_source(i) + [
                     _free(i["lib1"], "adventure"), _free(i["lib1"]), PASS, PASS])),
            Case("Discover 7 reveals Galvanic Giant: Storm Reading may be cast",
                 _fixed(SEVEN, [GIANT, "Island", "Island", "Island"], lambda i: _cast_source(i) + [
                     _free(i["lib0"], "adventure")])),
            Case("Discover 3 reveals a modal double-faced card: only the front (2) may be cast, not the back (4)",
                 _fixed(SURVEY, [TWIN_PATHS], lambda i: _cast_source(i, (i["theirs0"],)) + [
                     _free(i["lib0"], "back"), _free(i["lib0"])], p2_battlefield=("Grizzly Bears",))),
            Case("Geological Appraiser's discover 3 passes over a Pathway (a land card) and reveals Skyclave "
                 "Cleric: its front (2) may be cast, its land back never",
                 _fixed(APPRAISER, ["Brightclimb Pathway // Grimclimb Pathway",
                                    "Skyclave Cleric // Skyclave Basilica"],
                        lambda i: _cast_source(i) + [PASS, PASS, _free(i["lib1"], "back"), _free(i["lib1"])])),),
)

ruling(
    "LCI-03", "discover",
    "A split card outside the stack counts both halves' costs for its mana value, so discover stops at it only "
    "if that total fits; then exactly one half within the limit may be cast.",
    ("202.3d", "709.4b", "709.3a", "701.57a"),
    split_card_mana_value,
    discover_stops_where_the_rules_say("a split card's mana value off the stack is both halves together "
                                       "(202.3d, 709.4b)"),
    acceptance(_split_half_attempt, "one half of a discovered split card may be cast when its own mana value "
                                    "fits (709.3a, 701.57a)"),
    needs=("discover", "split", "mana_value"),
    cards=("Fire // Ice", "Seismic Survey of Test"),
    refusal=Refusal("cast of a discovered split card refused", at_discover("split"), ("cast:exile/split",),
                    "709.3, 701.57a: one half is cast, judged by its own mana value; never the whole card"),
    scenario=scenario_for(SHAPES["LCI-03"]),
    situation=Situation("discover exiled a split card",
                        lci03),
    corpus=(Case("Discover 3 passes over Fire // Ice (mana value 4) and stops at Grizzly Bears",
                 _fixed(SURVEY, [FIRE_ICE, "Grizzly Bears"], lambda i: _cast_source(i, (i["theirs0"],)) + [TO_HAND],
                        p2_battlefield=("Grizzly Bears",))),
            Case("Discover 4 stops at Fire // Ice (mana value 4): one half, Fire, is cast",
                 _fixed(FOUR, [FIRE_ICE], lambda i: _cast_source(i) + [
                     _free(i["lib0"], "left", targets=["p2"]), PASS, PASS])),),
)

ruling(
    "LCI-04", "mana_value",
    "Only the printed mana cost sets a spell's mana value; what was actually paid (an alternative cost, kicker, "
    "a tax or a discount) does not enter into it.",
    ("202.3", "118.9c", "601.2f"),
    stack_mana_values(_paid_differently, "mana value ignores alternative and additional costs, increases and "
                                         "reductions (202.3, 118.9c, 601.2f)"),
    needs=("mana_value", "free_cast"),
    cards=("Burst Lightning", "Hidden Courier of Test", "Thalia, Guardian of Thraben", "Baral, Chief of Compliance"),
    scenario=scenario_for(SHAPES["LCI-04"]),
    situation=Situation("spell cast for an alternative or additional cost, or under a cost changer",
                        lci04),
    corpus=(Case("A kicked, free Burst Lightning under Thalia has mana value 1 on the stack",
                 _fixed(FOUR, ["Burst Lightning"], lambda i: _cast_source(i) + [
                     _free(i["lib0"], targets=["p2"], additional_costs=["kicker"])], lands="RRRRRRRR",
                     p1_battlefield=("Thalia, Guardian of Thraben",))),
            Case("A face-down spell cast for its disguise cost has mana value 0",
                 _fixed("Hidden Courier of Test", [], lambda i: [
                     {"type": "cast", "card": i["source"], "mode": "face_down", "alt_cost": "disguise", "targets": []}],
                     lands="GGG")),),
)

ruling(
    "LCI-05", "discover",
    "Every card discover exiles, the one found and the ones passed over, is exiled face up where all players "
    "can see it.",
    ("701.57a", "406.3"),
    discovered_cards_seen_by_all,
    needs=("discover",),
    views=True,
    gaps=(
        "When discover finishes within one step, the cards it passed over are back in the library before any "
        "observation: the protocol has no event for a card exiled face up, so whether they were shown to every "
        "player can't be checked then.",
    ),
    scenario=scenario_for(SHAPES["LCI-05"]),
    situation=Situation("discover exiled cards",
                        lci05),
    corpus=(Case("Discover exiles two lands and Grizzly Bears face up: both players see them",
                 _fixed(FOUR, ["Forest", "Island", "Grizzly Bears"], lambda i: _cast_source(i))),),
)

ruling(
    "LCI-06", "free_cast",
    "With no mana cost to pay, the only value X may take for a free cast is zero.",
    ("107.3b", "118.9"),
    acceptance(_x_attempt, "a spell cast without paying its mana cost must have X = 0 (107.3b)"),
    stack_mana_values(_free_x, "X is 0 for a spell cast without paying its mana cost (107.3b, 202.3e)"),
    needs=("free_cast", "x_spells", "discover"),
    cards=("Blaze", "Abundant Hydra of Test"),
    refusal=Refusal("free cast with X above 0 refused", free_x_casts, ("cast",),
                    "107.3b: cast without paying its mana cost, X is 0"),
    scenario=scenario_for(SHAPES["LCI-06"]),
    situation=Situation("free cast tried of a spell with {X}",
                        lci06),
    corpus=(Case("Discover 4 hits Blaze: X=2 is refused, X=0 allowed",
                 _fixed(FOUR, ["Blaze"], lambda i: _cast_source(i) + [
                     _free(i["lib0"], targets=["p2"], x=2), _free(i["lib0"], targets=["p2"], x=0), PASS, PASS])),),
)

ruling(
    "LCI-07", "mana_value",
    "While a spell with {X} is on the stack, X counts as the number announced for it in its mana value.",
    ("202.3e", "107.3"),
    stack_mana_values(_has_x, "on the stack X is the announced value (202.3e)"),
    needs=("mana_value", "x_spells"),
    cards=("Blaze", "Abundant Hydra of Test"),
    scenario=x_spell_scenario,
    situation=Situation("spell with {X} cast with X above 0",
                        lci07),
    corpus=(Case("Blaze cast with X=3 has mana value 4 on the stack",
                 _fixed("Blaze", [], lambda i: [{"type": "cast", "card": i["source"], "targets": ["p2"], "x": 3}],
                        lands="RRRR")),),
)

ruling(
    "LCI-08", "discover",
    "Discover always exiles; its controller's only decision is whether the card found is cast or goes to hand.",
    ("701.57a",),
    discover_choice_is_cast_or_hand,
    declined_card_goes_to_hand,
    discover_stops_where_the_rules_say("discover exiles until a nonland card within the value (701.57a)"),
    needs=("discover",),
    refusal=Refusal("discover answered with something not offered", answers("discover_cast"),
                    ("choose:discover_cast",),
                    "701.57a: the discovered card is cast or put into its owner's hand; nothing else"),
    scenario=scenario_for(SHAPES["LCI-08"]),
    situation=Situation("discover's cast-or-hand choice offered and answered",
                        lci08),
    corpus=(Case("Discover must exile; choosing not to cast puts Grizzly Bears into the hand",
                 _fixed(FOUR, ["Forest", "Grizzly Bears", "Island"], lambda i: _cast_source(i) + [TO_HAND])),),
)

ruling(
    "LCI-09", "discover",
    "If every target of a spell that would discover is illegal as it resolves, the spell does nothing at all, "
    "discover included.",
    ("608.2b", "701.57a"),
    fizzled_spell_discovers_nothing,
    needs=("discover",),
    cards=("Seismic Survey of Test", "Seismic Lookout of Test", "Unsummon", "Lightning Bolt"),
    gaps=(
        "On an engine that loads only real cards (synthetic_cards: false), only spells lose their targets here: "
        "no real card in the pool has a targeted ability that discovers (Geological Appraiser's enters trigger "
        "has no target). The synthetic Seismic Lookout of Test (1 damage to target creature, discover 2) closes "
        "the 'or ability' half until a real such card joins the pool.",
    ),
    scenario=scenario_for(SHAPES["LCI-09"]),
    situation=Situation("discovering spell or ability fizzled (all targets illegal)",
                        lci09,
                        branches=(("a discovering spell fizzled", fizzled_as("spell", "discover")),
                        ("a discovering ability fizzled", fizzled_as("ability", "discover")))),
    corpus=(Case("Seismic Survey's only target is bounced in response: nothing is discovered",
                 _fixed(SURVEY, ["Grizzly Bears"], lambda i: [
                     {"type": "cast", "card": i["source"], "targets": [i["theirs0"]]}, PASS,
                     {"type": "cast", "card": i["answer0"], "targets": [i["theirs0"]]}, PASS, PASS, PASS, PASS],
                     p2_battlefield=("Grizzly Bears",), p2_hand=("Unsummon",), p2_lands="U")),),
)

ruling(
    "LCI-10", "discover",
    "A discovered card that its controller has no legal way to cast goes to that player's hand instead.",
    ("701.57a", "601.2c"),
    uncastable_card_goes_to_hand,
    needs=("discover",),
    cards=("Unsummon", "Village Rites", "Counterspell"),
    refusal=Refusal("free cast refused (the discovered card can't be cast, or went to hand)", free_casts,
                    ("cast:exile,hand",), "701.57a, 601.2c: a discovered card that can't be cast (no legal "
                                          "target) is put into its owner's hand, with no free cast left"),
    scenario=scenario_for(SHAPES["LCI-10"]),
    situation=Situation("discovered card couldn't be cast and went to hand",
                        lci10),
    corpus=(Case("Discover hits Unsummon with no creature to target: it goes to the hand",
                 _fixed(FOUR, ["Unsummon", "Grizzly Bears"], lambda i: _cast_source(i))),),
)
