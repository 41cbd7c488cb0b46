"""Adventurer cards (rule 715): the Wilds of Eldraine rulings on Adventures.

Each ruling is one record (``ruling()``): its text in our words, rules, invariants, the strategy that draws its
scenarios (from ``strategies/scenarios/adventure.py``), the situation it aims at, the action it forbids and its corpus
cases, all defined here: the corpus cases and the situations first, then the invariants and the records.
"""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace, Trace, Violation, same_field
from mtg_protocol.types import Action, CastEvent, GameObject, Observation, ZoneMoveEvent
from mtg_protocol.vocab import MAIN_STEPS
from mtg_protocol.words import actor
from strategies.scenarios.adventure import (
    adventure_cast_and_recast,
    adventure_fates,
    copied_adventure,
    discover_adventure,
    exile_timing,
    exiled_other_ways,
    graveyard_adventurer,
    innkeeper_casts,
    library_top_adventurer,
    named_adventure,
    token_copy_adventurer,
)
from strategies.situations import (
    Predicate,
    Situation,
    accepted,
    attempts,
    before,
    caster,
    events,
    layout,
    on_battlefield,
    permission,
    sorcery_timing,
    stack_departures,
)
from strategies.situations import (
    free_casts as free_casts_tried,
)
from strategies.situations import (
    how_it_left as how_the_model_left,
)
from strategies.states import SetupBuilder

from .common import (
    acceptance,
    comparable,
    events_until_settled,
    how_it_left,
    mana_spent,
    permissions_for,
)
from .mana_symbols import same_mana_cost
from .model import Case, Invariant, ruling
from .refusals import ADVENTURE_EXILE, Refusal, casts_from, casts_of_created

# ----- its corpus cases (written to conformance/corpus/ by mtg-conformance rebuild) ----------------------------

DRUID = "Questing Druid // Seek the Beast"


def _case(b: SetupBuilder, actions: list[JSON]) -> JSON:
    return {"setup": b.build(), "actions": actions}


def _corpus_cases() -> list[tuple[str, JSON, str]]:
    """(ruling id, scenario, description) for every fixed case of the Adventure rulings."""
    out: list[tuple[str, JSON, str]] = []

    b = SetupBuilder()
    druid = b.add("p1", "hand", DRUID)
    b.lands("p1", "GGRR")
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Forest")
    b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    out.append(("WOE-08", _case(b, [{"type": "cast", "card": druid, "mode": "adventure"}, {"type": "pass"},
                                     {"type": "pass"}, {"type": "cast", "card": druid, "mode": "normal"}]),
                "Seek the Beast resolves and is exiled; Questing Druid is then cast from exile"))
    out.append(("WOE-08", _case(b, [{"type": "cast", "card": druid, "mode": "adventure"}, {"type": "pass"},
                                     {"type": "cast", "card": "c8", "mode": "normal", "targets": [druid]},
                                     {"type": "pass"}, {"type": "pass"},
                                     {"type": "cast", "card": druid, "mode": "normal"}]),
                "Seek the Beast is countered: it goes to the graveyard and can't be cast from exile"))

    for active, step, hold, what in (("p1", "precombat_main", True, "with a spell on the stack"),
                                     ("p2", "precombat_main", False, "in the opponent's turn"),
                                     ("p1", "beginning_of_combat", False, "outside a main phase"),
                                     ("p1", "postcombat_main", False, "in p1's postcombat main phase")):
        b = SetupBuilder(active=active, step=step)
        druid = b.add("p1", "exile", DRUID, cast_permission="adventure")
        bolt = b.add("p1", "hand", "Lightning Bolt")
        b.lands("p1", "GGR")
        actions: list[JSON] = [{"type": "pass"}] if active == "p2" else []
        if hold:
            actions.append({"type": "cast", "card": bolt, "mode": "normal", "targets": ["p2"]})
        actions.append({"type": "cast", "card": druid, "mode": "normal"})
        out.append(("WOE-01", _case(b, actions), f"Questing Druid cast from its adventure {what}"))

    b = SetupBuilder()
    survey = b.add("p1", "hand", "Seismic Survey of Test")
    druid = b.add("p1", "library", DRUID)
    b.add("p1", "library", "Forest")
    b.lands("p1", "RRR")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    out.append(("WOE-02", _case(b, [{"type": "cast", "card": survey, "mode": "normal", "targets": [bears]},
                                     {"type": "pass"}, {"type": "pass"},
                                     {"type": "cast", "card": druid, "mode": "adventure", "alt_cost": "free"},
                                     {"type": "pass"}, {"type": "pass"}]),
                "discover 3 finds Questing Druid; Seek the Beast is cast without paying its mana cost"))

    b = SetupBuilder()
    b.add("p1", "battlefield", "Edgewall Innkeeper")
    druid = b.add("p1", "hand", DRUID)
    b.lands("p1", "GGRR")
    for _ in range(3):
        b.add("p1", "library", "Forest")
    out.append(("WOE-03", _case(b, [{"type": "cast", "card": druid, "mode": "adventure"}, {"type": "pass"},
                                     {"type": "pass"}]),
                "Edgewall Innkeeper doesn't trigger on Seek the Beast cast as an Adventure"))
    out.append(("WOE-15", _case(b, [{"type": "cast", "card": druid, "mode": "normal"}, {"type": "pass"},
                                     {"type": "pass"}]),
                "Edgewall Innkeeper triggers on Questing Druid cast from hand, never sent on an adventure"))
    out.append(("WOE-15", _case(b, [{"type": "cast", "card": druid, "mode": "adventure"}, {"type": "pass"},
                                     {"type": "pass"}, {"type": "cast", "card": druid, "mode": "normal"},
                                     {"type": "pass"}, {"type": "pass"}]),
                "Edgewall Innkeeper triggers on Questing Druid cast from exile after its Adventure"))

    b = SetupBuilder()
    b.add("p1", "battlefield", "Edgewall Innkeeper")
    bears = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "GG")
    b.add("p1", "library", "Forest")
    out.append(("WOE-15", _case(b, [{"type": "cast", "card": bears, "mode": "normal"}, {"type": "pass"},
                                     {"type": "pass"}]),
                "Edgewall Innkeeper stays silent for Grizzly Bears, a creature card with no Adventure"))

    b = SetupBuilder()
    b.add("p1", "battlefield", "Edgewall Innkeeper")
    manual = b.add("p1", "hand", "Monster Manual // Zoological Study")
    b.lands("p1", "GGGG")
    for _ in range(3):
        b.add("p1", "library", "Forest")
    out.append(("WOE-15", _case(b, [{"type": "cast", "card": manual, "mode": "normal"}, {"type": "pass"},
                                     {"type": "pass"}]),
                "Edgewall Innkeeper stays silent for Monster Manual, an artifact spell that has an Adventure"))

    b = SetupBuilder()
    mage = b.add("p1", "hand", "Meddling Mage")
    druid = b.add("p1", "hand", DRUID)
    b.lands("p1", "WUGGRR")
    b.add("p1", "library", "Forest")
    out.append(("WOE-04", _case(b, [{"type": "cast", "card": mage, "mode": "normal"}, {"type": "pass"},
                                     {"type": "pass"}, {"type": "choose", "choice": "Seek the Beast"},
                                     {"type": "cast", "card": druid, "mode": "adventure"},
                                     {"type": "cast", "card": druid, "mode": "normal"}]),
                "Meddling Mage names Seek the Beast: the Adventure can't be cast, Questing Druid can"))

    b = SetupBuilder()
    druid = b.add("p1", "exile", DRUID)
    b.lands("p1", "GGRR")
    out.append(("WOE-05", _case(b, [{"type": "cast", "card": druid, "mode": "normal"},
                                     {"type": "cast", "card": druid, "mode": "adventure"}]),
                "Questing Druid exiled some other way can't be cast from exile"))

    b = SetupBuilder()
    druid = b.add("p1", "hand", DRUID)
    b.lands("p1", "GGRR")
    b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    out.append(("WOE-09", _case(b, [{"type": "cast", "card": druid, "mode": "adventure"}, {"type": "pass"},
                                     {"type": "cast", "card": "c6", "mode": "normal", "targets": [druid]},
                                     {"type": "pass"}, {"type": "pass"}]),
                "Seek the Beast on the stack is a red instant of mana value 2; countered, it is a green creature"))

    b = SetupBuilder()
    b.add("p1", "battlefield", "Johann, Apprentice Sorcerer")
    druid = b.add("p1", "library", DRUID)
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Forest")
    b.lands("p1", "GGRR")
    out.append(("WOE-11", _case(b, [{"type": "cast", "card": druid, "mode": "normal"},
                                     {"type": "cast", "card": druid, "mode": "adventure"}, {"type": "pass"},
                                     {"type": "pass"}]),
                "With Johann, Seek the Beast can be cast from the top of the library but Questing Druid can't"))

    b = SetupBuilder()
    seeker = b.add("p1", "hand", "Archaeomancer")
    b.add("p1", "graveyard", DRUID)
    b.lands("p1", "UUUU")
    out.append(("WOE-13", _case(b, [{"type": "cast", "card": seeker, "mode": "normal"}, {"type": "pass"},
                                     {"type": "pass"}]),
                "Questing Druid in the graveyard is a creature card: Archaeomancer's trigger can't target it"))
    b.add("p1", "graveyard", "Lightning Bolt")
    out.append(("WOE-13", _case(b, [{"type": "cast", "card": seeker, "mode": "normal"}, {"type": "pass"},
                                     {"type": "pass"}, {"type": "pass"}, {"type": "pass"}]),
                "With Questing Druid and Lightning Bolt in the graveyard, the trigger can target only Lightning Bolt"))
    b = SetupBuilder()
    seeker = b.add("p1", "hand", "Archaeomancer")
    b.add("p1", "graveyard", "Twice Upon a Time // Unlikely Meeting")
    b.lands("p1", "UUUU")
    out.append(("WOE-13", _case(b, [{"type": "cast", "card": seeker, "mode": "normal"}, {"type": "pass"},
                                     {"type": "pass"}, {"type": "pass"}, {"type": "pass"}]),
                "Twice Upon a Time's normal face is a sorcery: in the graveyard it is a sorcery card, and "
                "Archaeomancer's trigger may return it"))

    b = SetupBuilder()
    druid = b.add("p1", "battlefield", DRUID)
    mirror = b.add("p1", "hand", "Mirror Image of Test")
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "UUUUR")
    passes: list[JSON] = [{"type": "pass"}] * 4  # Questing Druid's own trigger resolves first
    out.append(("WOE-14", _case(b, [{"type": "cast", "card": mirror, "mode": "normal", "targets": [druid]},
                                     *passes,
                                     {"type": "cast", "card": unsummon, "mode": "normal", "targets": ["t1"]},
                                     {"type": "choose", "choice": [druid, "t1"]},  # both Druids trigger (603.3b)
                                     *passes, *passes[:2],
                                     {"type": "cast", "card": "t1", "mode": "adventure"}]),
                "A token copy of Questing Druid has an Adventure; bounced, it ceases to exist and can't be cast"))

    b = SetupBuilder()
    druid = b.add("p1", "hand", DRUID)
    twincast = b.add("p1", "hand", "Twincast")
    b.lands("p1", "GRUU")
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Forest")
    out.append(("WOE-16", _case(b, [{"type": "cast", "card": druid, "mode": "adventure"},
                                     {"type": "cast", "card": twincast, "mode": "normal", "targets": [druid]},
                                     {"type": "pass"}, {"type": "pass"}, {"type": "pass"}, {"type": "pass"},
                                     {"type": "cast", "card": "t1", "mode": "normal"}]),
                "Twincast copies Seek the Beast: the copy is exiled, ceases to exist and can't be cast"))
    b = SetupBuilder()
    knight = b.add("p1", "hand", "Rimrock Knight // Boulder Rush")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p1", "R")
    b.lands("p2", "U")
    out.append(("WOE-08", _case(b, [{"type": "cast", "card": knight, "mode": "adventure", "targets": [bears]},
                                     {"type": "pass"},
                                     {"type": "cast", "card": unsummon, "mode": "normal", "targets": [bears]},
                                     {"type": "pass"}, {"type": "pass"}, {"type": "pass"}, {"type": "pass"},
                                     {"type": "cast", "card": knight, "mode": "normal"}]),
                "Boulder Rush's only target is bounced in response: it fails to resolve, goes to the graveyard "
                "and Rimrock Knight can't be cast from exile"))
    return out


_CORPUS = _corpus_cases()


def _cases(rid: str) -> tuple[Case, ...]:
    """The corpus cases of one ruling of this module, for its record."""
    return tuple(Case(description, scenario) for ruling_id, scenario, description in _CORPUS if ruling_id == rid)


# ----- the situations its rulings speak of (predicates over the model's trace) ------------------------------


INNKEEPER = "Edgewall Innkeeper"  # "whenever you cast a creature spell that has an Adventure"


JOHANN = "Johann, Apprentice Sorcerer"  # "cast an instant or sorcery spell from the top of your library"


ARCHAEOMANCER = "Archaeomancer"  # "target instant or sorcery card in your graveyard"


def woe01(t: Trace) -> bool:
    for i, a in attempts(t, "cast"):
        obs = t.observation(i - 1)
        if (a.get("mode", "normal") == "normal" and permission(t, i, a["card"], "adventure")
                and not obs["pending_choice"] and not sorcery_timing(obs, caster(t, i))):
            return True
    return False


def woe02(t: Trace) -> bool:
    return any(a.get("mode") == "adventure" and ((o := before(t, i, a["card"])) is None
                                                 or o.get("has_adventure") is not False)
               and layout(t, a["card"]) == "adventure" for i, a in free_casts_tried(t))


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
             and t.pending_kind(i - 1) == "card_name"]
    return bool(named) and any(i > named[0] and (o := before(t, i, a["card"])) is not None and o.get("has_adventure")
                               for i, a in attempts(t, "cast"))


def woe05(t: Trace) -> bool:
    return any((o := before(t, i, a["card"])) is not None and o.get("zone") == "exile" and o.get("has_adventure")
               and not permission(t, i, a["card"], "adventure") for i, a in attempts(t, "cast"))


def _adventure_left(copy: bool, resolved: bool = False) -> Predicate:
    def predicate(t: Trace) -> bool:
        for i, card, obj in stack_departures(t):
            if obj.get("cast_as") == "adventure" and bool(obj.get("copy")) == copy:
                how = how_the_model_left(t, i, card)
                if how == "resolve" or (not resolved and how is not None):
                    return True
        return False

    return predicate


def woe09(t: Trace) -> bool:
    return any(obj.get("cast_as") == "adventure" and not obj.get("copy") and t.obj(i, card) is not None
               for i, card, obj in stack_departures(t))


def _innkeeper_sees(mode: str) -> Predicate:
    def predicate(t: Trace) -> bool:
        return any(a.get("mode", "normal") == mode and (o := before(t, i, a["card"])) is not None
                   and o.get("has_adventure") and on_battlefield(t, i - 1, INNKEEPER, caster(t, i))
                   for i, a in accepted(t, "cast"))

    return predicate


def woe11(t: Trace) -> bool:
    return any((o := before(t, i, a["card"])) is not None and o.get("zone") == "library" and o.get("has_adventure")
               and on_battlefield(t, i - 1, JOHANN, caster(t, i)) for i, a in attempts(t, "cast"))


def _adventurer_in(zone: str) -> Predicate:
    """An adventurer card seen in `zone` (on the stack: cast as its permanent, not as the Adventure, 715.4)."""
    def reached(t: Trace) -> bool:
        return any(o.get("has_adventure") and o["zone"] == zone and o.get("cast_as") != "adventure"
                   for i in range(-1, len(t.steps)) for o in t.observation(i)["objects"])

    return reached


def woe13(t: Trace) -> bool:
    for kind in ("trigger", "trigger_removed"):
        for i, e in events(t, kind):
            source = str(e.get("source"))
            if t.card_name(source) != ARCHAEOMANCER:
                continue
            found = t.obj(i, source)
            owner = found.get("controller") if found else None
            for j in (i - 1, i):
                if any(o.get("has_adventure") and o["owner"] == owner for o in t.objects(j, zone="graveyard")):
                    return True
    return False


def woe14(t: Trace) -> bool:
    for i, e in events(t, "token_created"):
        if e.get("copy_of") and (o := before(t, i, str(e["copy_of"]))) is not None and o.get("has_adventure"):
            if any(j > i and a.get("card") == e["card"] for j, a in attempts(t, "cast")):
                return True
    return False


MAIN_PHASES = MAIN_STEPS
# "whenever you cast a (creature) spell that has an Adventure": Edgewall Innkeeper, and a synthetic watcher without
# the creature filter, for which an Adventure spell's own characteristics alone decide (715.3b)
HAS_ADVENTURE_WATCHERS = ("Edgewall Innkeeper", "Storyteller of Test")
CREATURE_ADVENTURE_WATCHERS = ("Edgewall Innkeeper",)  # "whenever you cast a creature spell that has an Adventure"
LIBRARY_TOP_INSTANTS = ("Johann, Apprentice Sorcerer",)  # "cast an instant or sorcery spell from the top"
CHARACTERISTICS = ("name", "mana_cost", "mana_value", "colors", "types", "subtypes")


def _zone_before(trace: JudgedTrace, i: int, card: str) -> str | None:
    obj = trace.obj(i - 1, card)
    return obj["zone"] if obj else None


def _lost_on_empty_draw(trace: JudgedTrace, i: int, obj: GameObject) -> bool:
    """Whether the engine ended the game at step i with the Adventure's controller losing, where the model, one
    question behind (a forced discard still asked), has that player's library empty: a draw from it failed, and
    704.5b makes them lose once the spell is done. A permission to cast later has no later then (104.1)."""
    after, model = trace.observation(i), trace.model.observation(i)
    player = next((p for p in model.get("players") or [] if p.get("id") == obj["controller"]), None)
    return bool(after.get("game_over") and obj["controller"] not in (after.get("winners") or [])
                and model.get("pending_choice") and player is not None and player.get("library_size") == 0)


def adventure_leaves_stack(trace: JudgedTrace) -> list[Violation]:
    """A resolving Adventure goes to exile with a permission; a countered or fizzled one to the graveyard."""
    for i, card, obj in stack_departures(trace):
        if obj.get("cast_as") != "adventure" or obj.get("copy") or not comparable(trace, i):
            continue
        how = how_it_left(trace, i, card)
        after = trace.obj(i, card)
        zone = after["zone"] if after else "nowhere"
        allowed = [p for p in permissions_for(trace, i, card) if p.get("player") == obj["controller"]]
        if how == "resolve":
            if zone != "exile":
                return [Violation(f"the Adventure {card} to be exiled as it resolves (715.3d)",
                                  f"put it into the {zone}", i,
                                  kind=f"resolved Adventure put into the {zone}, not exile")]
            if not any(p.get("as") == "normal" for p in allowed) and not _lost_on_empty_draw(trace, i, obj):
                return [Violation(f"{obj['controller']} to be allowed to cast {card} as a creature from exile "
                                  "(715.3d)", "granted no such permission", i,
                                  kind="no permission to cast the card from exile")]
        elif how in ("counter", "fizzle"):
            verb = "countered" if how == "counter" else "failing to resolve (608.2b)"
            if zone != "graveyard":
                return [Violation(f"the Adventure {card}, {verb}, to go to its owner's graveyard (701.6a)",
                                  f"put it into the {zone}", i,
                                  kind=f"{how}ed Adventure put into the {zone}, not the graveyard")]
            if allowed:
                return [Violation(f"no permission to cast {card} after its Adventure was {how}ed",
                                  "granted one", i, kind=f"cast permission after the Adventure was {how}ed")]
    return []


def _cast_from_exile(trace: JudgedTrace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and _zone_before(trace, i, action.get("card", "")) == "exile"


ruling(
    "WOE-08", "adventure",
    "An Adventure that resolves is exiled, and while it stays in exile its controller may cast it as a "
    "permanent; an Adventure countered or fizzled goes to the graveyard and grants nothing.",
    ("715.3d", "608.2b", "701.6a"),
    adventure_leaves_stack,
    acceptance(_cast_from_exile, "an Adventure that resolved lets its card be cast as a permanent from exile"),
    cards=("Questing Druid // Seek the Beast", "Counterspell", "Bonecrusher Giant // Stomp", "Unsummon"),
    refusal=Refusal("adventurer cast from exile or a graveyard refused",
                    casts_from("exile", "graveyard", layout="adventure"), ("cast:exile,graveyard",),
                    "715.3d: only an Adventure that resolved gives a permission, to cast the permanent; a "
                    "countered or fizzled one gives none (701.6a, 608.2b)"),
    scenario=adventure_fates,
    situation=Situation("Adventure spell left the stack (resolved, countered or fizzled)",
                        _adventure_left(copy=False)),
    corpus=_cases("WOE-08"),
)


# ----- reading adventurer cards in a trace ------------------------------------------------------------------


def adventurer_cards(trace: JudgedTrace) -> set[str]:
    """Card ids of the setup's adventurer cards (the model says which cards have an Adventure, 715.2a)."""
    return {o["card"] for o in trace.model.initial["objects"] if o.get("has_adventure")}


def normal_types(trace: JudgedTrace) -> dict[str, set[str]]:
    """Card types of each adventurer card's normal face, by card id (715.4): as the model shows it in the initial
    state, where no card is a spell cast as an Adventure. Most are permanent cards; a few are instants or
    sorceries (Twice Upon a Time), cast from exile as such after their Adventure (715.3d)."""
    return {o["card"]: set(o.get("types") or []) for o in trace.model.initial["objects"]
            if o.get("has_adventure") and not is_adventure_spell(o)}


def adventure_name(trace: Trace, card: str) -> str | None:
    """The Adventure's own name, from the card's full ``creature // Adventure`` name."""
    parts = trace.card_name(card).split(" // ")
    return parts[1] if len(parts) == 2 else None


def accepted_casts(trace: Trace, **fields: object) -> list[tuple[int, Action]]:
    """(step, action) of each cast the engine accepted while it still agreed with the model."""
    out = []
    for i, action, result in trace.indexed_steps():
        if action.get("type") != "cast" or not result.get("accepted") or not comparable(trace, i):
            continue
        if all(action.get(k) == v for k, v in fields.items()):
            out.append((i, action))
    return out


def named_sources(trace: Trace, i: int, names: tuple[str, ...], controller: str | None = None) -> set[str]:
    """Card ids of face-up permanents on the battlefield after step i whose setup name is one of `names`."""
    return {o["card"] for o in trace.objects(i, zone="battlefield")
            if trace.card_name(o["card"]) in names and not o.get("face_down")
            and (controller is None or o["controller"] == controller)}


def trigger_sources(trace: Trace, i: int) -> list[str]:
    """The sources of the triggers step i put on the stack, its questions (order, targets) answered."""
    return [str(e.get("source")) for e in events_until_settled(trace, i) if e.get("type") == "trigger"]


def is_adventure_spell(obj: GameObject) -> bool:
    return obj["zone"] == "stack" and obj.get("cast_as") == "adventure"


def visible_adventurers(trace: JudgedTrace, i: int) -> list[GameObject]:
    """Face-up, unhidden objects of the setup's adventurer cards after step i."""
    cards = adventurer_cards(trace)
    return [o for o in trace.observation(i)["objects"]
            if o["card"] in cards and not o.get("hidden") and not o.get("face_down")]


# ----- WOE-01: timing of the permanent cast from exile ------------------------------------------------------


def _timing_fault(before: Observation, caster: str | None) -> str | None:
    turn = before["turn"]
    if before["stack"]:
        return f"accepted it with {len(before['stack'])} object(s) on the stack"
    if turn["active_player"] != caster:
        return f"accepted it during {turn['active_player']}'s turn"
    if turn["step"] not in MAIN_PHASES:
        return f"accepted it in the {turn['step'].replace('_', ' ')} step"
    return None


def exile_cast_keeps_timing(trace: Trace) -> list[Violation]:
    """A creature cast from exile after its Adventure still waits for its controller's main phase, empty stack."""
    for i, action in accepted_casts(trace, mode="normal"):
        before = trace.observation(i - 1)
        obj = trace.obj(i - 1, action["card"])
        if obj is None or obj["zone"] != "exile" or "flash" in obj.get("keywords", []) or before["pending_choice"]:
            continue  # a cast in the middle of a resolution (608.2g) has no timing of its own
        if "Instant" in obj.get("types", []):
            continue
        fault = _timing_fault(before, before["turn"]["priority"])
        if fault:
            return [Violation(f"{action['card']} ({obj.get('name')}) to be castable from exile only in its "
                              "controller's main phase with an empty stack (715.3d, 302.1)", fault, i)]
    return []


ruling(
    "WOE-01", "adventure",
    "The permission to cast an adventurer from exile after its Adventure changes where it may be cast from, "
    "not when: a creature half still needs its controller's main phase and an empty stack.",
    ("715.3d", "302.1", "117.1a"),
    exile_cast_keeps_timing,
    acceptance(_cast_from_exile, "the card on an adventure follows the creature's normal timing (302.1)"),
    cards=("Questing Druid // Seek the Beast", "Lightning Bolt"),
    refusal=Refusal("cast from exile refused (timing or mode)", casts_from("exile", layout="adventure"),
                    ("cast:exile",), ADVENTURE_EXILE),
    scenario=exile_timing,
    situation=Situation("creature cast from exile after its Adventure tried outside sorcery timing",
                        woe01),
    corpus=_cases("WOE-01"),
)


# ----- WOE-02: free casts apply to Adventures ------------------------------------------------------------


def _free_adventure(trace: Trace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and action.get("mode") == "adventure" and action.get("alt_cost") == "free"


def free_adventure_pays_nothing(trace: JudgedTrace) -> list[Violation]:
    """An Adventure cast without paying its mana cost is on the stack as an Adventure and no mana was paid."""
    for i, action in accepted_casts(trace, mode="adventure", alt_cost="free"):
        card = action["card"]
        spell = trace.obj(i, card)
        casts = [e for e in trace.events_of(i, CastEvent) if e["card"] == card]
        if casts and casts[0]["mode"] not in (None, "adventure"):
            return [Violation(f"{card} to be cast as an Adventure (715.3)", f"cast it as {casts[0]['mode']}", i,
                              kind="not cast as an Adventure")]
        if spell is not None and spell["zone"] == "stack" and spell.get("cast_as") != "adventure":
            return [Violation(f"{card} to be on the stack as an Adventure (715.3b)",
                              f"shows it cast as {spell.get('cast_as')}", i, kind="not on the stack as an Adventure")]
        caster = actor(trace.model.observation(i - 1)) or ""  # at a discover choice, its player (no priority)
        want = mana_spent(trace.model, i, caster)
        got = mana_spent(trace, i, caster)
        if got > want:  # what was paid, by sources tapped and the pool; a reported "{0}" is no payment
            return [Violation(f"the Adventure {card} cast without paying its mana cost to cost no mana "
                              f"({want} spent in the rules, 118.9)", f"spent {got} mana on it", i,
                              kind="free Adventure charged a cost")]
    return []


ruling(
    "WOE-02", "adventure",
    "Choosing to cast the Adventure half is not itself an alternative cost, so a permission to cast a card "
    "without paying its mana cost (such as discover's) can be used for the Adventure.",
    ("715.3", "118.9", "601.2b", "701.57a"),
    acceptance(_free_adventure, "casting as an Adventure is not an alternative cost, so a free cast applies (118.9)"),
    free_adventure_pays_nothing,
    needs=("adventure", "discover", "free_cast"),
    cards=("Questing Druid // Seek the Beast", "Seismic Survey of Test", "Geological Appraiser"),
    gaps=(
        "Only discover's free cast reaches an Adventure: no card in the pool grants an alternative cost an Adventure "
        "could be cast for, so that half of the ruling is untested until one joins the pool.",
    ),
    scenario=discover_adventure,
    situation=Situation("Adventure cast tried without paying its mana cost",
                        woe02),
    corpus=_cases("WOE-02"),
)


# ----- WOE-03 / WOE-15: "has an Adventure" ---------------------------------------------------------------


def adventure_spell_has_no_adventure(trace: Trace) -> list[Violation]:
    """A spell on the stack as an Adventure does not count as having an Adventure (715.3b, 715.2a)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for obj in trace.observation(i)["objects"]:
            if is_adventure_spell(obj) and obj.get("has_adventure"):
                return [Violation(f"the Adventure spell {obj['card']} ({obj.get('name')}) not to have an Adventure "
                                  "while on the stack as one (715.3b)", "reported has_adventure true", i)]
    return []


def watchers_ignore_adventure_casts(trace: Trace) -> list[Violation]:
    """No 'whenever you cast a (creature) spell that has an Adventure' trigger from an Adventure cast."""
    for i, action in accepted_casts(trace, mode="adventure"):
        watchers = named_sources(trace, i - 1, HAS_ADVENTURE_WATCHERS)
        fired = [s for s in trigger_sources(trace, i) if s in watchers]
        if fired:
            return [Violation(f"no trigger of a 'spell that has an Adventure' watcher when {action['card']} is cast "
                              "as an Adventure (it then has no Adventure, 715.3b)", f"triggered {', '.join(fired)}", i)]
    return []


ruling(
    "WOE-03", "adventure",
    "Looking for a card, spell or permanent that has an Adventure never finds a spell that is on the stack "
    "as an Adventure, since it then has only the Adventure's characteristics.",
    ("715.2a", "715.3b"),
    adventure_spell_has_no_adventure,
    watchers_ignore_adventure_casts,
    cards=("Edgewall Innkeeper", "Storyteller of Test", "Questing Druid // Seek the Beast"),
    gaps=(
        "On an engine that loads only real cards (synthetic_cards: false), the only watcher is Edgewall Innkeeper, "
        "whose creature filter no Adventure spell passes whatever the engine believes: "
        "watchers_ignore_adventure_casts can't fail then. The synthetic Storyteller of Test, which has no creature "
        "filter, closes it until a real such watcher joins the pool.",
    ),
    scenario=innkeeper_casts,
    situation=Situation("Adventure cast while its caster controls Edgewall Innkeeper",
                        _innkeeper_sees("adventure")),
    corpus=_cases("WOE-03"),
)


def adventurers_always_have_adventure(trace: JudgedTrace) -> list[Violation]:
    """Off the stack, or on it as a creature spell, an adventurer card has an Adventure, used or not (715.2a)."""
    for i in range(-1, len(trace.steps)):
        if not comparable(trace, i):
            return []
        for obj in visible_adventurers(trace, i):
            if not is_adventure_spell(obj) and obj.get("has_adventure") is not True:
                where = "on the stack" if obj["zone"] == "stack" else f"in the {obj['zone']}"
                return [Violation(f"{obj['card']} ({obj.get('name')}) {where} to have an Adventure (715.2a)",
                                  f"reported has_adventure {obj.get('has_adventure')}", i)]
    return []


def watchers_see_creature_adventurers(trace: JudgedTrace) -> list[Violation]:
    """Casting an adventurer as a creature triggers each 'creature spell that has an Adventure' watcher; an
    adventurer whose normal face isn't a creature (a Virtue: an enchantment) triggers only the watchers without
    a creature filter (Storyteller of Test), never Edgewall Innkeeper's (715.2a, 715.4)."""
    cards = adventurer_cards(trace)
    creatures = {o["card"] for o in trace.model.initial["objects"] if "Creature" in (o.get("types") or [])}
    for i, action in accepted_casts(trace, mode="normal"):
        if action["card"] not in cards:
            continue
        caster = trace.observation(i - 1)["turn"]["priority"]
        watchers = named_sources(trace, i - 1, HAS_ADVENTURE_WATCHERS, caster)
        expected = watchers if action["card"] in creatures else \
            watchers - named_sources(trace, i - 1, CREATURE_ADVENTURE_WATCHERS, caster)
        fired = set(trigger_sources(trace, i))
        missing, extra = sorted(expected - fired), sorted((watchers - expected) & fired)
        if missing:
            return [Violation(f"the watcher(s) {', '.join(missing)} to trigger when {action['card']} is cast as a "
                              "creature: it has an Adventure even when not cast as one (715.2a)",
                              "did not trigger it", i)]
        if extra:
            return [Violation(f"no trigger of {', '.join(extra)} when {action['card']} is cast: it has an Adventure, "
                              "but its spell isn't a creature spell (715.4)", f"triggered {', '.join(extra)}", i)]
    return []


def watchers_ignore_spells_without_adventure(trace: JudgedTrace) -> list[Violation]:
    """A spell from a card with no Adventure (Grizzly Bears) triggers no 'creature spell that has an Adventure'
    watcher: having an Adventure is a property of the card, not of being a creature spell (715.2a)."""
    cards = adventurer_cards(trace)
    for i, action in accepted_casts(trace):
        if action["card"] in cards:
            continue
        caster = trace.observation(i - 1)["turn"]["priority"]
        fired = named_sources(trace, i - 1, HAS_ADVENTURE_WATCHERS, caster) & set(trigger_sources(trace, i))
        if fired:
            return [Violation(f"no Edgewall Innkeeper trigger when {action['card']} is cast: its card has no "
                              "Adventure (715.2a)", f"triggered {', '.join(sorted(fired))}", i)]
    return []


ruling(
    "WOE-15", "adventure",
    "A card, spell or permanent has an Adventure whenever it carries an adventurer's alternative "
    "characteristics, whether or not they are in use and whether or not it was ever cast as an Adventure.",
    ("715.2a",),
    adventurers_always_have_adventure,
    watchers_see_creature_adventurers,
    watchers_ignore_spells_without_adventure,
    cards=("Edgewall Innkeeper", "Questing Druid // Seek the Beast"),
    scenario=innkeeper_casts,
    situation=Situation("adventurer cast as a creature while its caster controls Edgewall Innkeeper",
                        _innkeeper_sees("normal")),
    corpus=_cases("WOE-15"),
)


# ----- WOE-04: choosing an Adventure's name ----------------------------------------------------------------


def _naming(trace: Trace, i: int, action: Action) -> bool:
    return action.get("type") == "choose" and trace.pending_kind(i - 1) == "card_name"


def _cast_under_name_ban(trace: Trace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and bool(named_sources(trace, i - 1, ("Meddling Mage",)))


def adventure_names_offered(trace: JudgedTrace) -> list[Violation]:
    """When a card name is chosen, the Adventure names the rules allow are among the options (715.5)."""
    wanted = {n for n in (adventure_name(trace, c) for c in adventurer_cards(trace)) if n}
    for i in range(-1, len(trace.steps)):
        if not comparable(trace, i):
            return []
        pending, expected = trace.pending(i), trace.model.pending(i)
        if not pending or not expected or pending.get("kind") != "card_name" or expected.get("kind") != "card_name":
            continue
        missing = sorted((wanted & set(expected.get("options") or [])) - set(pending.get("options") or []))
        if missing:
            return [Violation(f"the Adventure name(s) {', '.join(missing)} to be offered as card names (715.5)",
                              "left them out of the options", i)]
    return []


ruling(
    "WOE-04", "adventure",
    "When a player names a card, an Adventure's own name is a valid choice, and whether it fits the effect's "
    "restriction is judged by the Adventure's characteristics only.",
    ("715.5", "201.4f"),
    adventure_names_offered,
    acceptance(_naming, "an Adventure's name may be chosen, judged by the Adventure's characteristics (715.5)"),
    acceptance(_cast_under_name_ban, "a named Adventure stops only the half with that name (715.3a, 715.5)"),
    needs=("adventure", "card_name"),
    cards=("Meddling Mage", "Questing Druid // Seek the Beast"),
    gaps=(
        "No effect in the pool names a card under a restriction one half meets and the other doesn't (Meddling "
        "Mage's 'nonland' fits both), so judging the name by the Adventure's characteristics alone is untested.",
    ),
    scenario=named_adventure,
    situation=Situation("an Adventure's name chosen, then a cast of an adventurer tried",
                        woe04),
    corpus=_cases("WOE-04"),
)


# ----- WOE-05: exiled any other way ---------------------------------------------------------------------


def _legit_exiles(trace: Trace) -> set[str]:
    """Cards the setup put on an adventure (their cast_permission says so)."""
    return {e["id"] for p in trace.setup["players"] for e in p.get("exile") or []
            if e.get("cast_permission") == "adventure"}


def _update_legit(trace: Trace, i: int, legit: set[str]) -> None:
    """Follow the engine's zone moves: only an Adventure resolving into exile puts a card on an adventure."""
    for e in trace.events(i):
        if e.get("type") != "zone_move":
            continue
        card = str(e.get("card"))
        was = trace.obj(i - 1, card)
        own = (e.get("from") == "stack" and e.get("to") == "exile" and e.get("cause") == "resolve"
               and was is not None and was.get("cast_as") == "adventure" and not was.get("copy"))
        if own:
            legit.add(card)
        else:
            legit.discard(card)


def adventure_permission_only_after_own_adventure(trace: Trace) -> list[Violation]:
    """An Adventure-exile permission exists only for a card its own resolving Adventure exiled (715.3d)."""
    legit = _legit_exiles(trace)
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        _update_legit(trace, i, legit)
        for p in trace.observation(i).get("cast_permissions") or []:
            if p.get("source") == "adventure" and p.get("card") not in legit:
                return [Violation(f"no Adventure permission for {p['card']}: it was not exiled by its own Adventure "
                                  "resolving (715.3d)", f"granted {p.get('player')} one to cast it as "
                                  f"{p.get('as')}", i)]
    return []


ruling(
    "WOE-05", "adventure",
    "Only an Adventure exiling itself as it resolves gives the right to cast the card later; an adventurer "
    "that reached exile by any other route brings no such right.",
    ("715.3d",),
    adventure_permission_only_after_own_adventure,
    # the same words serve "to be allowed" and "to be refused": state the rule, not one verdict
    acceptance(_cast_from_exile, "715.3d lets an adventurer be cast from exile only after its own Adventure "
               "exiled it as it resolved"),
    cards=("Questing Druid // Seek the Beast",),
    refusal=Refusal("cast from exile refused (no Adventure permission)", casts_from("exile", layout="adventure"),
                    ("cast:exile",), ADVENTURE_EXILE),
    scenario=exiled_other_ways,
    situation=Situation("cast tried of an adventurer in exile without an Adventure permission",
                        woe05),
    corpus=_cases("WOE-05"),
)


# ----- WOE-09 / WOE-13: which characteristics exist where ---------------------------------------------------


def adventure_spell_shape(trace: JudgedTrace) -> list[Violation]:
    """On the stack as an Adventure: an Adventure instant or sorcery and nothing of the creature (715.3b)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for obj in visible_adventurers(trace, i):
            if not is_adventure_spell(obj):
                continue
            types = obj.get("types") or []
            if "Adventure" not in (obj.get("subtypes") or []) or "Creature" in types or obj.get("power") is not None:
                return [Violation(f"the Adventure spell {obj['card']} to have only the Adventure's characteristics "
                                  "(an Adventure instant or sorcery, 715.3b)",
                                  f"showed {obj.get('name')}: {' '.join(types)} - "
                                  f"{' '.join(obj.get('subtypes') or [])}, power {obj.get('power')}", i)]
    return []


def adventurer_is_permanent_card(trace: JudgedTrace) -> list[Violation]:
    """Off the stack (or cast normally) an adventurer has only its normal characteristics (715.4): no Adventure
    subtype, and an instant or sorcery only if its normal face is one (`normal_types`): a permanent card, unless
    its normal face is itself a sorcery."""
    normal = normal_types(trace)
    for i in range(-1, len(trace.steps)):
        if not comparable(trace, i):
            return []
        for obj in visible_adventurers(trace, i):
            if is_adventure_spell(obj):
                continue
            types = obj.get("types") or []
            spell_types = {"Instant", "Sorcery"} - normal.get(obj["card"], set())
            if spell_types & set(types) or "Adventure" in (obj.get("subtypes") or []):
                kind = "card" if normal.get(obj["card"], set()) & {"Instant", "Sorcery"} else "permanent card"
                return [Violation(f"{obj['card']} in the {obj['zone']} to be a {kind} with only its normal "
                                  "characteristics (715.4)", f"showed it as {obj.get('name')}: {' '.join(types)}", i)]
    return []


def characteristics_match_model(zones: tuple[str, ...] | None = None) -> Invariant:
    """Invariant: an adventurer's name, cost, mana value, colors and types are what the rules give it."""

    def invariant(trace: JudgedTrace) -> list[Violation]:
        for i in range(-1, len(trace.steps)):
            if not comparable(trace, i):
                return []
            for obj in visible_adventurers(trace, i):
                want = trace.model.obj(i, obj["card"])
                if want is None or want["zone"] != obj["zone"] or (zones and obj["zone"] not in zones):
                    continue
                for key in CHARACTERISTICS:
                    if not (same_mana_cost(obj.get("mana_cost"), want.get("mana_cost")) if key == "mana_cost"
                            else same_field(key, obj.get(key), want.get(key))):
                        how = "as an Adventure" if is_adventure_spell(want) else "with its normal characteristics"
                        return [Violation(f"{obj['card']} in the {obj['zone']} {how} to have {key} "
                                          f"{want.get(key)!r} (715.3b, 715.4)", f"reported {obj.get(key)!r}", i)]
        return []

    invariant.__name__ = "characteristics_match_model"
    return invariant


ruling(
    "WOE-09", "adventure",
    "While an adventurer is a spell cast as an Adventure, its color, cost, mana value, types and name come "
    "from the Adventure alone; as soon as it leaves the stack the card's normal ones apply again.",
    ("715.3b", "715.4"),
    adventure_spell_shape,
    adventurer_is_permanent_card,
    characteristics_match_model(),
    cards=("Questing Druid // Seek the Beast", "Counterspell"),
    scenario=adventure_cast_and_recast,
    situation=Situation("Adventure spell on the stack, then in another zone",
                        woe09),
    corpus=_cases("WOE-09"),
)


def _targets_named(trace: Trace, i: int) -> list[tuple[str, list[str]]]:
    """(what the engine did, targets) for Archaeomancer triggers on the stack after step i and for the
    target options of a pending trigger."""
    obs = trace.observation(i)
    out = [(f"let {s['id']} target it", list(s.get("targets") or [])) for s in obs["stack"]
           if s.get("kind") == "ability" and trace.card_name(s.get("source") or "") == "Archaeomancer"]
    pending = obs.get("pending_choice")
    if pending and pending.get("kind") == "targets":
        for option in pending.get("options") or []:
            out.append(("offered it as a target for a trigger", option if isinstance(option, list) else [option]))
    return out


def graveyard_adventurer_not_instant_target(trace: JudgedTrace) -> list[Violation]:
    """'Target instant or sorcery card in your graveyard' can't be an adventurer there whose normal face is a
    permanent (715.4); one whose normal face is a sorcery (Twice Upon a Time) is a sorcery card there."""
    cards = {card for card, types in normal_types(trace).items() if not types & {"Instant", "Sorcery"}}
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for item, targets in _targets_named(trace, i):
            for t in targets:
                obj = trace.obj(i, t)
                if t in cards and obj is not None and obj["zone"] == "graveyard":
                    return [Violation(f"{t} ({trace.card_name(t)}) in the graveyard not to be a legal target for "
                                      "an instant or sorcery card: it is a permanent card there (715.4)",
                                      item, i)]
    return []


ruling(
    "WOE-13", "adventure",
    "Everywhere except on the stack as an Adventure, an adventurer card is just its normal half: in a "
    "graveyard an adventurer creature is a creature card with the creature's mana value, never an instant or "
    "sorcery card (one whose normal half is a sorcery is a sorcery card there).",
    ("715.4",),
    graveyard_adventurer_not_instant_target,
    adventurer_is_permanent_card,
    characteristics_match_model(("graveyard", "hand", "library", "exile", "battlefield")),
    cards=("Archaeomancer", "Questing Druid // Seek the Beast"),
    scenario=graveyard_adventurer,
    situation=Situation("Archaeomancer's graveyard trigger with an adventurer in that graveyard",
                        woe13,
                        branches=tuple((f"an adventurer {words}", _adventurer_in(zone)) for zone, words in (
                        ("hand", "in a hand"), ("library", "in a library"), ("exile", "in exile"),
                        ("battlefield", "on the battlefield"), ("stack", "on the stack, cast as the creature")))),
    corpus=_cases("WOE-13"),
)


# ----- WOE-11: permissions judged by the Adventure alone -------------------------------------------------


def _cast_from_library(trace: JudgedTrace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and _zone_before(trace, i, action.get("card", "")) == "library"


def library_top_casts_are_instant_or_sorcery(trace: JudgedTrace) -> list[Violation]:
    """With only an 'instant or sorcery from the top' permission, what leaves the library is such a spell."""
    for i, action in accepted_casts(trace):
        if _zone_before(trace, i, action["card"]) != "library":
            continue
        if not named_sources(trace, i - 1, LIBRARY_TOP_INSTANTS):
            continue
        spell = trace.obj(i, action["card"])
        types = spell.get("types") or [] if spell else []
        if spell is not None and spell["zone"] == "stack" and not ({"Instant", "Sorcery"} & set(types)):
            return [Violation(f"only an instant or sorcery spell to be cast from the top of the library; "
                              f"{action['card']} qualifies only as its Adventure (715.3a)",
                              f"let it be cast as {spell.get('name')} ({' '.join(types)})", i)]
    return []


ruling(
    "WOE-11", "adventure",
    "Whether an adventurer may be cast as its Adventure is decided by the Adventure's characteristics only, "
    "so a permission for instants and sorceries covers the Adventure half and not the creature.",
    ("715.3a", "601.3e"),
    library_top_casts_are_instant_or_sorcery,
    acceptance(_cast_from_library, "an instant-or-sorcery permission covers the Adventure, not the creature (715.3a)"),
    cards=("Johann, Apprentice Sorcerer", "Questing Druid // Seek the Beast"),
    refusal=Refusal("cast from the library top refused", casts_from("library"), ("cast:library",),
                    "715.3a, 601.3e: an instant-or-sorcery permission is judged by the characteristics the card "
                    "would have on the stack; it covers the Adventure, not the creature"),
    scenario=library_top_adventurer,
    situation=Situation("cast tried of an adventurer on top of the library under Johann",
                        woe11),
    corpus=_cases("WOE-11"),
)


# ----- WOE-14: token copies of adventurers ---------------------------------------------------------------


def _copied_adventurer_tokens(trace: JudgedTrace, i: int) -> list[tuple[str, str]]:
    """(token, original) for each token created at step i as a copy of an object that had an Adventure."""
    out = []
    for e in trace.events(i):
        if e.get("type") == "token_created" and e.get("copy_of"):
            original = trace.model.obj(i - 1, e["copy_of"])
            if original is not None and original.get("has_adventure"):
                out.append((str(e["card"]), str(e["copy_of"])))
    return out


def token_copy_has_adventure(trace: JudgedTrace) -> list[Violation]:
    """A token copying an adventurer has the Adventure too: it is part of the copiable values (715.2b)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for token, original in _copied_adventurer_tokens(trace, i):
            obj = trace.obj(i, token)
            if obj is not None and obj["zone"] == "battlefield" and obj.get("has_adventure") is not True:
                return [Violation(f"the token {token} copying {original} to have an Adventure (715.2b, 707.2)",
                                  f"reported has_adventure {obj.get('has_adventure')}", i)]
    return []


def tokens_stay_on_battlefield(trace: Trace) -> list[Violation]:
    """A token that left the battlefield has ceased to exist by the next observation (704.5d)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for obj in trace.observation(i)["objects"]:
            if obj.get("token") and obj["zone"] != "battlefield":
                return [Violation(f"the token {obj['card']} to cease to exist once it left the battlefield "
                                  "(704.5d), so it can't be cast as an Adventure", f"kept it in the {obj['zone']}",
                                  i)]
    return []


def _cast_of_created(trace: Trace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and str(action.get("card", "")).startswith("t")


ruling(
    "WOE-14", "adventure",
    "Copying an adventurer copies its Adventure as well, but the copy can never be cast as that Adventure: "
    "a token ceases to exist and a permanent stops being a copy as soon as it changes zones.",
    ("715.2b", "707.2", "704.5d", "400.7"),
    token_copy_has_adventure,
    tokens_stay_on_battlefield,
    acceptance(_cast_of_created, "a token copy that changed zones no longer exists to be cast (704.5d, 400.7)"),
    needs=("adventure", "copy_permanent"),
    cards=("Mirror Image of Test", "Cackling Counterpart", "Questing Druid // Seek the Beast", "Unsummon"),
    gaps=(
        "No effect in the pool makes a nontoken permanent become a copy of an adventurer, so the 'stops being a copy "
        "when it changes zones' branch is untested.",
    ),
    refusal=Refusal("cast of a copy that changed zones refused", casts_of_created, ("cast:created",),
                    "704.5d, 400.7: a token copy that left the battlefield ceased to exist; nothing is left to cast"),
    scenario=token_copy_adventurer,
    situation=Situation("token copy of an adventurer created, then a cast of it tried",
                        woe14),
    corpus=_cases("WOE-14"),
)


# ----- WOE-16: copies of Adventure spells --------------------------------------------------------------


def adventure_copy_exiled_then_gone(trace: JudgedTrace) -> list[Violation]:
    """A resolving copy of an Adventure is exiled, then ceases to exist, with no permission (715.3c-d, 704.5e)."""
    for i, card, obj in stack_departures(trace):
        if obj.get("cast_as") != "adventure" or not obj.get("copy") or not comparable(trace, i):
            continue
        if how_it_left(trace, i, card) == "resolve":
            moves = [e for e in trace.events_of(i, ZoneMoveEvent) if e["card"] == card and e["from"] == "stack"]
            if moves and moves[0]["to"] != "exile":
                return [Violation(f"the copy {card} of an Adventure to be exiled as it resolves (715.3c, 715.3d)",
                                  f"moved it to the {moves[0]['to']}", i,
                                  kind="resolved Adventure copy not exiled")]
        after = trace.obj(i, card)
        if after is not None:
            return [Violation(f"the copy {card} to cease to exist once off the stack (704.5e, 707.10a)",
                              f"kept it in the {after['zone']}", i, kind="copy kept after leaving the stack")]
        if permissions_for(trace, i, card):
            return [Violation(f"no permission to cast the copy {card} as a permanent (715.3d)", "granted one", i,
                              kind="copy given a cast permission")]
    return []


ruling(
    "WOE-16", "adventure",
    "A copy of a spell cast as an Adventure is itself an Adventure and is exiled as it resolves, but being a "
    "copy it then disappears, so nothing is left to cast as a permanent.",
    ("715.3c", "715.3d", "707.10a", "704.5e"),
    adventure_copy_exiled_then_gone,
    acceptance(_cast_of_created, "a copy of an Adventure can't be cast as a permanent (704.5e)"),
    needs=("adventure", "copy_spell"),
    cards=("Twincast", "Questing Druid // Seek the Beast"),
    refusal=Refusal("cast of an Adventure's copy refused", casts_of_created, ("cast:created",),
                    "707.10a, 704.5e: a copy of a spell ceases to exist once it leaves the stack; it is never "
                    "cast as a permanent"),
    scenario=copied_adventure,
    situation=Situation("copy of an Adventure spell resolved",
                        _adventure_left(copy=True, resolved=True)),
    corpus=_cases("WOE-16"),
)
