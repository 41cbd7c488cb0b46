"""Disguise and face-down spells and permanents (702.168, 708): the Murders at Karlov Manor rulings.

Each ruling is one record (``ruling()``): its text in our words, rules, invariants, the strategy that draws its
scenarios (from ``strategies/scenarios/disguise.py`` and ``nameless.py``), the situation it aims at, the action
it forbids and its corpus cases, all defined here: the corpus cases and the situations first, then the
invariants and the records.
"""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from mtg_protocol.types import Action, GameObject, Observation, RevealEvent, SbaEvent, TurnedFaceUpEvent
from strategies.scenarios.disguise import disguise_scenario
from strategies.scenarios.nameless import CLOAK_SPELLS, MANIFEST_SPELLS, SAME_NAME_SPELLS, nameless_scenario
from strategies.situations import (
    Predicate,
    Situation,
    accepted,
    attempts,
    before,
    definition,
    face_down,
    sorcery_timing,
    verbs_of_name,
)
from strategies.states import SetupBuilder

from .common import (
    acceptance,
    accepted_steps,
    comparable,
    events_until_settled,
    granted_abilities_work,
    mana_spent,
    settled_step,
)
from .mana_symbols import mana_paid_range
from .model import Case, ruling
from .refusals import Refusal, kind_is

# ----- its corpus cases (written to conformance/corpus/ by mtg-conformance rebuild) ----------------------------


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


def _corpus_cases() -> list[tuple[str, JSON, str]]:
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


_CORPUS = _corpus_cases()


def _cases(rid: str) -> tuple[Case, ...]:
    """The corpus cases of one ruling of this module, for its record."""
    return tuple(Case(description, scenario) for ruling_id, scenario, description in _CORPUS if ruling_id == rid)


# ----- the situations its rulings speak of (predicates over the model's trace) ------------------------------


def mkm01(t: Trace) -> bool:
    return any((o := before(t, i, a["card"])) is not None and o.get("face_down_by") == "disguise"
               and "ward {2}" not in (o.get("keywords") or [])
               and o.get("zone") == "battlefield" for i, a in attempts(t, "turn_face_up"))


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
    return any("on_enters" in verbs_of_name(t, str(o.get("identity") if (o := before(t, i, a["card"])) else None))
               for i, a in accepted(t, "turn_face_up"))


def mkm07(t: Trace) -> bool:
    for i in range(len(t.steps)):
        down = face_down(t.observation(i - 1))
        if len(down) < 2:
            continue
        for o in down:
            after = t.obj(i, o["card"])
            if after is None or after.get("zone") != o["zone"] or not after.get("face_down"):
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
        if obj is not None and obj.get("face_down") and (obj.get("zone") == "stack"
                                                         or not sorcery_timing(obs, obj["controller"])):
            return True
    return False


def mkm12(t: Trace) -> bool:
    return any((o := before(t, i, a["card"])) is not None and o.get("tapped") for i, a in accepted(t, "turn_face_up"))


def mkm14(t: Trace) -> bool:
    return any((o := before(t, i, a["card"])) is not None and o.get("face_down_by") == "disguise"
               for i, a in accepted(t, "turn_face_up"))


# ----- the situations its rulings speak of (predicates over the model's trace) ------------------------------


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


def same_name_spell_among_nameless(t: Trace) -> bool:
    """A same-name spell resolved while two face-down permanents, both nameless, were on the battlefield."""
    for i in range(len(t.steps)):
        if any(e.get("type") == "resolve" and t.card_name(str(e.get("card"))) in SAME_NAME_SPELLS
               for e in t.events(i)) and len(face_down(t.observation(i - 1), ("battlefield",))) >= 2:
            return True
    return False


PUBLIC_ZONES = ("battlefield", "stack")


# ----- reading face-down objects ----------------------------------------------------------------------

def face_down_objects(obs: Observation) -> list[GameObject]:
    """Face-down spells and permanents in an observation."""
    return [o for o in obs["objects"] if o.get("face_down") and o["zone"] in PUBLIC_ZONES]


def model_obj(trace: JudgedTrace, i: int, card: str) -> GameObject | None:
    return trace.model.obj(i, card)


def disguise_cost_of(obj: GameObject | None) -> str | None:
    for k in (obj.get("keywords") or [] if obj else []):
        if k.startswith("disguise "):
            return str(k[len("disguise "):])
    return None


def _is_turn_up(trace: Trace, i: int, action: Action) -> bool:
    return action.get("type") == "turn_face_up"


def _is_face_down_cast(trace: JudgedTrace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and action.get("mode") == "face_down"


# ----- MKM-04 / MKM-10: the face-down characteristics ------------------------------------------------------

def _fixed_face_down_faults(o: GameObject, want: GameObject | None) -> str | None:
    """702.168b, 708.2a: no name, no mana cost and mana value 0 whatever applies; colors, types, subtypes and
    supertypes as the model gives them (none of the card's own, but other effects may grant some)."""
    if o.get("name") is not None:
        return f"a name ({o['name']!r})"
    if o.get("mana_cost") is not None or o.get("mana_value") != 0:
        return f"mana cost {o.get('mana_cost')} and mana value {o.get('mana_value')}"
    for key in ("colors", "types", "subtypes", "supertypes"):
        expected = sorted(_strings(want, key)) if want is not None else ["Creature"] if key == "types" else []
        if sorted(_strings(o, key)) != expected:
            return f"{key} {o.get(key) or []}"
    return None


def _strings(obj: GameObject, key: str) -> list[str]:
    """A list field of an object (colors, types, ...) as strings; empty when absent."""
    value = obj.get(key)
    return [str(v) for v in value] if isinstance(value, list) else []


def face_down_characteristics(trace: JudgedTrace) -> list[Violation]:
    """Face-down disguise spells and permanents are nameless colorless 2/2 creatures with ward {2} and MV 0;
    other effects (Roles, pumps) still change them, as the model computes."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for o in face_down_objects(trace.observation(i)):
            expected = model_obj(trace, i, o["card"])
            if expected is not None and not expected.get("face_down"):
                continue
            fault = _fixed_face_down_faults(o, expected)
            if fault:
                return [Violation(f"face-down {o['card']} on the {o['zone']} to have no name, no mana cost, "
                                  "mana value 0, and no color, type or subtype but what other effects give it "
                                  "(708.2a, 702.168b)", f"gave it {fault}", i,
                                  kind="face-down object with characteristics")]
            if expected is None:
                continue
            got = (o.get("power"), o.get("toughness"), sorted(o.get("keywords") or []))
            want = (expected["power"], expected["toughness"], sorted(expected["keywords"]))
            if got != want:
                return [Violation(f"face-down {o['card']} on the {o['zone']} to be {want[0]}/{want[1]} with "
                                  f"{want[2]}: a 2/2 with ward {{2}} (702.168b) as changed by the effects "
                                  "that apply to it (613)", f"showed {got[0]}/{got[1]} with {got[2]}", i,
                                  kind="wrong face-down power, toughness or abilities")]
    return []


def face_down_cast_costs_three(trace: JudgedTrace) -> list[Violation]:
    """702.168a: casting face down costs {3} whatever the card's mana cost (and cost changes, 601.2f, as the model
    applies them); the spell has MV 0 (202.3a)."""
    for i, action in accepted_steps(trace, "cast"):
        if action.get("mode") != "face_down":
            continue
        spell = trace.obj(i, action["card"])
        if spell is None or spell["zone"] != "stack":
            return [Violation(f"{action['card']} to be on the stack face down", "did not put it there", i,
                              kind="not on the stack face down")]
        if spell.get("mana_cost") is not None or spell.get("mana_value") != 0:
            return [Violation(f"the face-down spell {action['card']} to have no mana cost and mana value 0 "
                              "(702.168a, 202.3a)",
                              f"gave it mana cost {spell.get('mana_cost')} and mana value {spell.get('mana_value')}",
                              i, kind="face-down spell with a mana cost")]
        paid, want = mana_spent(trace, i, spell["controller"]), mana_spent(trace.model, i, spell["controller"])
        if paid != want:  # {3}, with whatever increases or reductions apply to it as the model pays (601.2f)
            return [Violation(f"casting {action['card']} face down to cost {{3}} (an alternative cost, 702.168a, "
                              f"118.9), {want} mana with the cost changes that apply (601.2f)",
                              f"spent {paid} mana on it", i, kind="face-down cast not costing three")]
    return []


# ----- MKM-11 / MKM-14 / MKM-06 / MKM-08 / MKM-12: turning face up --------------------------------------------

def turning_up_uses_no_stack(trace: JudgedTrace) -> list[Violation]:
    """116.2b: the permanent is face up at once, nothing waits on the stack for it, its controller keeps priority:
    read once the questions the action raised are answered (`settled_step`), since no player has priority while
    a trigger's targets are chosen (117.5); null is allowed while a choice is still pending."""
    for i, action in accepted_steps(trace, "turn_face_up"):
        card = action["card"]
        after = trace.obj(i, card)
        if after is None or after.get("face_down"):
            return [Violation(f"{card} to be face up as soon as the special action is taken (116.2b, 702.168d)",
                              "left it face down", i, kind="not face up at once")]
        grew, model_grew = _stack_growth(trace, i), _stack_growth(trace.model, i, announcing=True)
        if grew > model_grew:
            return [Violation(f"turning {card} face up to use no stack (116.2b): only its triggered abilities "
                              f"({model_grew}) may be added", f"added {grew} item(s) to the stack", i,
                              kind="turning face up used the stack")]
        before = trace.observation(i - 1)["turn"]["priority"]
        j = settled_step(trace, i)  # while a trigger's targets are chosen no one has priority yet (117.5)
        settled = trace.observation(j)
        now = settled["turn"]["priority"]
        if now != before and not (now is None and settled.get("pending_choice")):
            return [Violation(f"{before} to receive priority again after the special action, once the triggers "
                              "it caused are on the stack (117.3c, 117.5)", f"gave priority to {now}", j,
                              kind="priority not given back")]
    return []


def _stack_growth(trace: Trace, i: int, announcing: bool = False) -> int:
    """How many items step i added to the stack, counted once the questions it raised are answered: a trigger's
    targets are chosen as it is put on the stack (603.3d, 601.2a-c), which an engine may show before or after
    the choice. With `announcing`, a trigger still waiting for its targets when the trace ends counts too."""
    j = settled_step(trace, i)
    grew = len(trace.observation(j)["stack"]) - len(trace.observation(i - 1)["stack"])
    return grew + (1 if announcing and trace.pending_kind(j) == "targets" else 0)


def turning_up_pays_disguise_cost(trace: JudgedTrace) -> list[Violation]:
    """702.168d: turning up costs the disguise cost, which the revealed card shows; less when the disguise ability
    itself reduces it (118.7: Fugitive Codebreaker's "reduced by {1} for each instant and sorcery card in your
    graveyard"), as much less as the model paid."""
    for i, action in accepted_steps(trace, "turn_face_up"):
        card = action["card"]
        cost = disguise_cost_of(model_obj(trace, i, card))
        after = trace.obj(i, card)
        if cost is None or after is None:
            continue
        paid = mana_spent(trace, i, after["controller"])
        least, most = mana_paid_range(cost)  # X is 0 when a cost doesn't say otherwise (107.3)
        least = min(least, mana_spent(trace.model, i, after["controller"]))  # a reduction the model applied
        if not least <= paid <= most:
            amount = str(least) if least == most else f"{least} to {most}"
            return [Violation(f"turning {card} face up to cost its disguise cost {cost.upper()}, {amount} mana "
                              "(702.168d, 107.4)", f"spent {paid} mana on it", i,
                              kind="turning face up paid another cost")]
        if after.get("name") is None:
            return [Violation(f"{card}, turned face up, to show its own characteristics (708.8)",
                              "left it nameless", i, kind="turned face up without its characteristics")]
    return []


def _named(triggers: list[JSON]) -> str:
    return ", ".join(f"{e.get('source')}: {e.get('text')}" for e in triggers)


def turning_up_triggers_no_etb(trace: JudgedTrace) -> list[Violation]:
    """708.8: turning face up is no entering the battlefield, so enters abilities don't trigger. Triggers are
    judged by what triggered them, counted against the model's (of the turned card, and of every permanent):
    never by their free `text`, which may well say "enters" for an ability that also triggers on turning face
    up (Offender at Large)."""
    for i, action in accepted_steps(trace, "turn_face_up"):
        card = action["card"]
        mine = [e for e in events_until_settled(trace, i) if e.get("type") == "trigger" and e.get("source") == card]
        model = [e for e in events_until_settled(trace.model, i)
                 if e.get("type") == "trigger" and e.get("source") == card]
        everyone = [e for e in events_until_settled(trace, i) if e.get("type") == "trigger"]
        expected = [e for e in events_until_settled(trace.model, i) if e.get("type") == "trigger"]
        if len(everyone) > len(expected):  # another permanent's "whenever a creature enters" (603.6a)
            return [Violation(f"turning {card} face up to trigger only what the model triggers ({len(expected)}): "
                              "it doesn't enter the battlefield, so no enters ability of any permanent triggers "
                              "(708.8, 603.6a)", f"triggered {len(everyone)} ability(ies) ({_named(everyone)})", i)]
        if len(mine) > len(model):
            return [Violation(f"turning {card} face up to trigger no enters-the-battlefield ability (708.8): "
                              f"{len(model)} trigger(s) expected", f"triggered {len(mine)} ability(ies) of it "
                              f"({', '.join(str(e.get('text')) for e in mine)})", i)]
    return []


def _attached_to(obs: Observation, host: str) -> dict[str, GameObject]:
    return {o["card"]: o for o in obs["objects"] if o.get("attached_to") == host}


def turning_up_keeps_attachments(trace: JudgedTrace) -> list[Violation]:
    """708.8: the same permanent: Auras and Equipment stay attached unless its new characteristics forbid it
    (704.5m, 704.5n); spells and abilities targeting it still target it."""
    for i, action in accepted_steps(trace, "turn_face_up"):
        card = action["card"]
        for att in _attached_to(trace.observation(i - 1), card):
            now, want = trace.obj(i, att), trace.model.obj(i, att)
            where = (now or {}).get("attached_to") if now and now["zone"] == "battlefield" else None
            should = (want or {}).get("attached_to") if want and want["zone"] == "battlefield" else None
            if where != should:
                expected = (f"{att} to stay attached to {card} (708.8)" if should == card else
                            f"{att} to come off {card}: it can't legally be attached to it face up (704.5m, 704.5n)")
                return [Violation(expected, f"left it {'attached to ' + where if where else 'unattached'}", i,
                                  kind="attachment changed")]
        for item in trace.observation(i - 1)["stack"]:
            if card not in item.get("targets", []):
                continue
            still = next((s for s in trace.observation(i)["stack"] if s["id"] == item["id"]), None)
            if still is not None and card not in still.get("targets", []):
                return [Violation(f"{item['id']} to keep targeting {card} after it turned face up (708.8)",
                                  f"changed its targets to {still.get('targets')}", i, kind="targets changed")]
    return []


def _departure(trace: Trace, item: str, start: int) -> tuple[int, str | None] | None:
    """(step, how) at which spell or ability `item` left the engine's stack after step `start`, by the engine's
    events."""
    for j in range(start + 1, len(trace.steps)):
        if not any(s["id"] == item for s in trace.observation(j)["stack"]):
            how = next((str(e["type"]) for e in trace.events(j)
                        if e.get("card") == item and e.get("type") in ("resolve", "counter", "fizzle")), None)
            return j, how
    return None


def targeting_spell_still_resolves(trace: JudgedTrace) -> list[Violation]:
    """708.8: a spell or ability targeting a permanent that turns face up still targets the same object, so it
    resolves (or fails) exactly as the model's does, not as if its target had left.

    Where the model's spell fails to resolve because the face-up permanent is no longer a legal target
    (608.2b: Monstrous Rage aimed at a face-down Concealed Weapon, an Equipment face up), an engine that calls
    its spell resolved but did nothing to the target played the same game: the word is dialogue, the
    target's state is the outcome (phase.rs reports every spell leaving the stack as resolved)."""
    for i, action in accepted_steps(trace, "turn_face_up"):
        card = action["card"]
        for item in trace.observation(i - 1)["stack"]:
            if card not in item.get("targets", []):
                continue  # a spell or an ability aimed at it: either is followed to its resolution
            mine, model = _departure(trace, item["id"], i), _departure(trace.model, item["id"], i)
            if mine is None or model is None or mine[0] != model[0] or not comparable(trace, mine[0] - 1):
                continue
            if mine[1] == model[1]:
                continue
            if model[1] == "fizzle":
                if mine[1] == "resolve" and _left_alone(trace, mine[0], card):
                    continue
                return [Violation(f"{item['id']}, targeting {card} when it turned face up, to fail to resolve: "
                                  "face up, the permanent is no longer a legal target (608.2b)",
                                  f"made it {mine[1] or 'leave the stack'}", mine[0])]
            return [Violation(f"{item['id']}, targeting {card} when it turned face up, to {model[1]}: the "
                              "permanent is the same object face up, still a legal target (708.8)",
                              f"made it {mine[1] or 'leave the stack'}", mine[0])]
    return []


def _left_alone(trace: JudgedTrace, j: int, card: str) -> bool:
    """`card` after step j as in the model, whose spell aimed at it did nothing: the same zone, power,
    toughness, damage and counters, as many objects attached to it, and no more tokens created."""
    mine, model = trace.obj(j, card), trace.model.obj(j, card)
    if mine is None or model is None:
        return mine is model

    def tokens(t: Trace) -> int:
        return sum(e.get("type") == "token_created" for e in t.events(j))

    fields = ("zone", "power", "toughness", "damage", "counters")
    return (all(mine.get(f) == model.get(f) for f in fields) and tokens(trace) == tokens(trace.model)
            and len(_attached_to(trace.observation(j), card)) == len(_attached_to(trace.model.observation(j), card)))


def turning_up_keeps_tapped_status(trace: JudgedTrace) -> list[Violation]:
    """708.8, 110.5: turning face up doesn't tap or untap the permanent."""
    for i, action in accepted_steps(trace, "turn_face_up"):
        card = action["card"]
        before, after = trace.obj(i - 1, card), trace.obj(i, card)
        if before and after and before["tapped"] != after["tapped"]:
            state = "tapped" if before["tapped"] else "untapped"
            return [Violation(f"{card} to stay {state} when turned face up (708.8, 110.5)",
                              f"{'untapped' if before['tapped'] else 'tapped'} it", i)]
    return []


# ----- MKM-02: revealing ----------------------------------------------------------------------------------

def _revealed(trace: JudgedTrace, i: int, card: str) -> bool:
    """The engine revealed `card` at step i to everyone the model did, as the card it is: a `reveal` event to
    that audience naming the card, or the card now face up in a graveyard or exile, which shows it to every
    player (400.2), all 708.9's reveal asks; an engine need not announce it as well. A card gone to a hidden
    zone (hand, library) needs the event."""
    after = trace.obj(i, card)
    if after and after["zone"] in ("graveyard", "exile") and not after.get("face_down"):
        return True
    wanted = [e for e in trace.model.events_of(i, RevealEvent) if e["card"] == card]
    got = [e for e in trace.events_of(i, RevealEvent) if e["card"] == card]
    players = {str(p["id"]) for p in trace.setup["players"]}

    def audience(events: list[RevealEvent]) -> set[str]:
        """The players shown the card: a reveal to "all" shows it to every player, as one to each does."""
        return {p for e in events for p in (players if e["to"] == "all" else {e["to"]})}

    shown = audience([e for e in got if e["identity"] == trace.card_name(card)])
    return bool(got) and audience(wanted) <= shown


def face_down_departures_revealed(trace: JudgedTrace) -> list[Violation]:
    """708.9: a face-down spell leaving the stack other than to the battlefield, a face-down permanent leaving
    the battlefield, and every face-down object when the game ends, is revealed."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        over = trace.observation(i).get("game_over") and not trace.observation(i - 1).get("game_over")
        for o in face_down_objects(trace.observation(i - 1)):
            after = trace.obj(i, o["card"])
            stayed = after is not None and after["zone"] in ("battlefield", o["zone"])
            if (stayed and not over) or _revealed(trace, i, o["card"]):
                continue
            shown = [f"to {e.get('to')} as {e.get('identity')}" for e in trace.events(i)
                     if e.get("type") == "reveal" and e.get("card") == o["card"]]
            did = f"revealed it only {', '.join(shown)}" if shown else "did not reveal it"
            if stayed:
                return [Violation(f"face-down {o['card']} to be revealed to all players as "
                                  f"{trace.card_name(o['card'])} when the game ends (708.9)", did, i,
                                  kind="not revealed at the end of the game")]
            where = after["zone"] if after else "nowhere"
            return [Violation(f"face-down {o['card']}, leaving the {o['zone']} for the {where}, to be revealed to "
                              f"all players as {trace.card_name(o['card'])} (708.9)", did, i,
                              kind="not revealed when it left")]
    return []


# ----- MKM-03: no name --------------------------------------------------------------------------------------

def face_down_have_no_shared_name(trace: JudgedTrace) -> list[Violation]:
    """201.2a, 708.2a: a face-down object has no name, so the legend rule (704.5j) never pairs it with another:
    no face-down permanent is named, offered in a legend rule choice, or put into the graveyard by the legend
    rule (said by an ``sba`` event, or seen: gone beside a permanent of the same card while the model kept it)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        before, now = trace.observation(i - 1), trace.observation(i)
        # turned up in this step by the engine, or by the model (an engine that settled the legend rule between
        # two now identical permanents itself is compared with the ids of the one it kept swapped: docs/judging.md)
        turned_up = {e["card"] for t in (trace, trace.model) for e in t.events_of(i, TurnedFaceUpEvent)}
        down_before = {o["card"] for o in face_down_objects(before)} - turned_up
        down_now = {o["card"] for o in face_down_objects(now)}
        for e in trace.events_of(i, SbaEvent):
            if e["rule"] == "704.5j" and e.get("card") in down_before:
                return [Violation(f"no legend rule for face-down {e['card']}: it has no name (201.2a, 708.2a)",
                                  "put it into the graveyard under 704.5j", i,
                                  kind="legend rule applied to a face-down permanent")]
        pending = now.get("pending_choice")
        if pending and pending.get("kind") == "keep_legend" and down_now & set(map(str, pending.get("options") or [])):
            return [Violation("no legend rule choice involving a face-down permanent: it has no name (201.2a)",
                              f"asked {pending.get('player')} to choose among {pending.get('options')}", i,
                              kind="legend rule choice with a face-down permanent")]
        named = [o for o in face_down_objects(now) if o.get("name") is not None]
        if named:
            return [Violation(f"face-down {named[0]['card']} to have no name (708.2a)",
                              f"named it {named[0]['name']!r}", i, kind="face-down permanent with a name")]
        lost = _lost_beside_a_twin(trace, i, down_before & _on_battlefield(before))
        if lost:
            return [Violation(f"face-down {lost} to stay on the battlefield beside a permanent of the same card: "
                              "it has no name, so the legend rule doesn't apply (201.2a, 708.2a, 704.5j)",
                              f"put it into the graveyard ({_zone_of(trace.observation(i), lost)})", i,
                              kind="face-down permanent lost to the legend rule")]
    return []


def _boost(trace: Trace, i: int, card: str) -> tuple[int, int] | None:
    """How much power and toughness `card` gained at step i (None: not a creature on the battlefield then)."""
    before, after = trace.obj(i - 1, card), trace.obj(i, card)
    if not before or not after or after["zone"] != "battlefield":
        return None
    power, toughness = before.get("power"), before.get("toughness")
    now_power, now_toughness = after.get("power"), after.get("toughness")
    if power is None or now_power is None or toughness is None or now_toughness is None:
        return None
    return now_power - power, now_toughness - toughness


def same_name_reaches_only_named(trace: JudgedTrace) -> list[Violation]:
    """201.2a, 708.2a: an effect that reaches every creature with the same name as its target (Echoing Courage)
    reaches exactly the creatures the model's does: a face-down permanent has no name, so it has the same name as
    no other object, another face-down one included, and no named creature shares a name with it."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        spells = [str(e["card"]) for e in trace.model.events(i)
                  if e.get("type") == "resolve" and trace.card_name(str(e.get("card"))) in SAME_NAME_SPELLS]
        if not spells:
            continue
        for o in trace.model.objects(i - 1, zone="battlefield"):
            want, got = _boost(trace.model, i, o["card"]), _boost(trace, i, o["card"])
            if want is None or got is None or want == got:
                continue
            spell = f"{trace.card_name(spells[0])} ({spells[0]})"
            what = (f"face-down {o['card']}" if o.get("face_down") else
                    f"{o['card']} ({o.get('name')})")
            return [Violation(f"{what} to get {want[0]:+d}/{want[1]:+d} as {spell} resolves: only the target and "
                              "the creatures with the same name as it are reached, and a face-down permanent has "
                              "no name, so it shares a name with no other object (201.2a, 708.2a)",
                              f"gave it {got[0]:+d}/{got[1]:+d}", i,
                              kind="same-name effect reached the wrong creatures")]
    return []


def _on_battlefield(obs: Observation) -> set[str]:
    return {o["card"] for o in obs["objects"] if o["zone"] == "battlefield"}


def _zone_of(obs: Observation, card: str) -> str | None:
    return next((o["zone"] for o in obs["objects"] if o["card"] == card), None)


def _lost_beside_a_twin(trace: JudgedTrace, i: int, face_down: set[str]) -> str | None:
    """A face-down permanent of step i-1 that the engine put into a graveyard in step i while the model kept it
    on the battlefield, and that shared its card with another permanent of its controller (a legend rule
    applied to it, sba event or not)."""
    before, model_now = trace.model.observation(i - 1), trace.model.observation(i)
    kept = _on_battlefield(model_now)
    for card in sorted(face_down):
        if card not in kept or _zone_of(trace.observation(i), card) != "graveyard":
            continue
        mine = next(o for o in before["objects"] if o["card"] == card)
        if any(o["card"] != card and o["zone"] == "battlefield" and o["controller"] == mine["controller"]
               and (o.get("identity") if o.get("face_down") else o.get("name")) == mine.get("identity")
               for o in before["objects"]):
            return card
    return None


# ----- MKM-07: distinguishable --------------------------------------------------------------------------------

def _entered(trace: Trace, upto: int) -> set[str]:
    """Objects that entered the battlefield or the stack in the game, by step `upto`: the others have been on
    the battlefield since the setup, in an order the protocol leaves to the engine's own timestamps."""
    return {str(e.get("card")) for j in range(upto + 1) for e in trace.events(j)
            if e.get("type") == "zone_move" and e.get("to") in ("battlefield", "stack")}


def _out_of_order(mine: list[GameObject], model: list[GameObject], since_setup: set[str]) -> tuple[str, str] | None:
    """Two face-down permanents (a, b), a entered before b in the model's game and after it by the engine's
    timestamps; pairs of setup permanents, and permanents that entered at once (equal timestamps), have no
    order to keep."""
    stamp = {o["card"]: o.get("timestamp") or 0 for o in mine}
    want = {o["card"]: o.get("timestamp") or 0 for o in model if o["card"] in stamp}
    for a in sorted(want):
        for b in sorted(want):
            if a in since_setup and b in since_setup:
                continue
            if want[a] < want[b] and stamp[a] > stamp[b]:
                return a, b
    return None


def face_down_objects_keep_identity(trace: JudgedTrace) -> list[Violation]:
    """708.6: each face-down object keeps which card it is, its entry order and what made it face down."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        mine = face_down_objects(trace.observation(i))
        for o in mine:
            want = model_obj(trace, i, o["card"])
            if want is None:
                continue
            if o.get("identity") != want.get("identity"):
                return [Violation(f"face-down {o['card']} to still be {want.get('identity')} (708.6)",
                                  f"reports it as {o.get('identity')}", i, kind="identity lost")]
            if o.get("face_down_by") != want.get("face_down_by"):
                return [Violation(f"face-down {o['card']} to remember it is face down by "
                                  f"{want.get('face_down_by')} (708.6)", f"reports {o.get('face_down_by')}", i,
                                  kind="face-down cause lost")]
        on_field = [o for o in mine if o["zone"] == "battlefield"]
        model_field = [o for o in face_down_objects(trace.model.observation(i)) if o["zone"] == "battlefield"]
        since_setup = {o["card"] for o in on_field} - _entered(trace.model, i)
        swapped = _out_of_order(on_field, model_field, since_setup)
        if swapped:
            first, then = swapped
            return [Violation(f"the face-down permanents to keep their entry order: {first} entered before {then} "
                              "(708.6)", f"gave {first} a later timestamp than {then}", i,
                              kind="entry order changed")]
    return []


# ----- MKM-09: who may look ------------------------------------------------------------------------------------

def face_down_seen_only_by_controller(trace: Trace) -> list[Violation]:
    """708.5: the controller may look at its face-down spells and permanents; other players may not. Each
    face-down object of the referee's observation is looked up in every player's view, so one shown face up
    (with its name) to an opponent is caught too."""
    if not trace.views:
        return []
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        for o in face_down_objects(trace.observation(i)):
            real = o.get("identity") or trace.card_name(o["card"])
            for viewer, view in trace.views[i].items():
                seen = next((v for v in view["objects"] if v["card"] == o["card"]), None)
                if seen is None:
                    continue
                if o["controller"] == viewer:
                    if seen.get("identity") != real:
                        return [Violation(f"{viewer} to see that its face-down {o['card']} on the {o['zone']} is "
                                          f"{real} (708.5)", f"showed {seen.get('identity')}", i,
                                          kind="controller not shown its face-down card")]
                elif (seen.get("identity") is not None or seen.get("name") is not None
                      or not seen.get("face_down")):
                    shown = seen.get("identity") or seen.get("name") or "face up"
                    return [Violation(f"{viewer} not to see which card {o['controller']}'s face-down {o['card']} "
                                      f"on the {o['zone']} is (708.5)", f"showed it as {shown}", i,
                                      kind="face-down card shown to another player")]
    return []


def face_down_ids(obs: Observation) -> set[str]:
    return {o["card"] for o in face_down_objects(obs)}


face_down_ward_works = granted_abilities_work(
    "face_down_ward_works", face_down_ids, "ward {2} of a face-down permanent, or another of its abilities",
    "702.168b, 702.21a")


# ----- the rulings ---------------------------------------------------------------------------------------------

DISGUISERS = ("Hidden Courier of Test", "Masked Paladin of Test", "Veiled Legend of Test")

ruling(
    "MKM-01", "disguise",
    "Once a face-down permanent has lost all its abilities it would have no disguise cost face up either, so "
    "it can't be turned face up through disguise.",
    ("702.168d", "708.8", "613.1f"),
    acceptance(_is_turn_up, "a face-down permanent that lost its abilities has no disguise cost to pay (702.168d)"),
    cards=("Merfolk Trickster", *DISGUISERS),
    refusal=Refusal("turn face up refused", kind_is("turn_face_up"), ("turn_up",),
                    "702.168d, 613.1f: a permanent that lost its abilities has no disguise cost to pay"),
    scenario=disguise_scenario("trickster"),
    situation=Situation("turn face up tried for a face-down permanent that lost its abilities",
                        mkm01),
    corpus=_cases("MKM-01"),
)

ruling(
    "MKM-02", "face_down",
    "A face-down spell that goes anywhere but the battlefield, a face-down permanent that leaves the "
    "battlefield, and every face-down object left when the game ends, gets revealed.",
    ("708.9",),
    face_down_departures_revealed,
    cards=("Counterspell", "Unsummon", "Lightning Bolt", *DISGUISERS),
    scenario=disguise_scenario("reveal"),
    situation=Situation("face-down spell or permanent left for a zone where it is revealed",
                        mkm02),
    corpus=_cases("MKM-02"),
)

ruling(
    "MKM-03", "face_down",
    "Face-down creatures are nameless, so no two of them ever share a name, and the legend rule never applies "
    "to face-down legendary cards.",
    ("201.2a", "708.2a", "704.5j"),
    face_down_have_no_shared_name,
    same_name_reaches_only_named,
    cards=("Arno Dorian", "Veiled Legend of Test", *MANIFEST_SPELLS, *CLOAK_SPELLS, *SAME_NAME_SPELLS,
           "Grizzly Bears"),
    scenario=nameless_scenario(),
    situation=Situation("a face-down legendary card beside another of the same card under one controller",
                        mkm03,
                        branches=(("the legend rule: a face-down legendary card beside its twin", mkm03),
                        ("an effect reaching every creature with the same name as its target, two face-down "
                        "permanents on the battlefield", same_name_spell_among_nameless))),
    corpus=_cases("MKM-03"),
)

ruling(
    "MKM-04", "disguise",
    "A face-down disguise spell or permanent is a colorless, nameless, typeless-beyond-creature 2/2 with ward {2}, "
    "no mana cost and mana value 0, which other effects may still modify.",
    ("702.168b", "708.2a", "613.1", "702.21a"),
    face_down_characteristics,
    face_down_ward_works,
    cards=("Invoke Monster of Test", "Monstrous Rage", *DISGUISERS),
    scenario=disguise_scenario("characteristics"),
    situation=Situation("face-down object changed by another effect (Role, counters, pump)",
                        mkm04),
    corpus=_cases("MKM-04"),
)

ruling(
    "MKM-06", "face_down",
    "Turning a permanent face up is not entering the battlefield: its enters abilities don't trigger.",
    ("708.8", "603.6a"),
    turning_up_triggers_no_etb,
    cards=("Hidden Courier of Test", "Prosperous Innkeeper"),
    scenario=disguise_scenario("etb"),
    situation=Situation("permanent with an enters ability turned face up",
                        mkm06),
    corpus=_cases("MKM-06"),
)

ruling(
    "MKM-07", "face_down",
    "Each face-down spell and permanent stays tellable apart: which card it is, when it was cast or entered, and "
    "which ability made it face down are all kept.",
    ("708.6",),
    face_down_objects_keep_identity,
    cards=("Unsummon", "Lightning Bolt", *DISGUISERS),
    scenario=disguise_scenario("identity"),
    situation=Situation("one of several face-down objects left its zone or turned face up",
                        mkm07,
                        branches=(("one of several face-down objects left its zone or turned face up", mkm07),
                        ("face-down permanents made face down by different abilities side by side",
                        _mkm07_ways))),
    corpus=_cases("MKM-07"),
)

ruling(
    "MKM-08", "face_down",
    "Turning a permanent face up changes only its characteristics: attachments and targets stay unless the new "
    "characteristics make them illegal (a Role falls off a creature with protection from enchantments).",
    ("708.8", "704.5m", "704.5n"),
    turning_up_keeps_attachments,
    targeting_spell_still_resolves,
    cards=("Masked Paladin of Test", "Wrench", "Lightning Bolt", "Monster Role", "Merfolk Trickster"),
    gaps=(
        "Nothing in the pool turns a permanent face down, so the 'or face down' half (attachments and targets "
        "kept as a permanent turns face down) is unreachable.",
    ),
    scenario=disguise_scenario("attach"),
    situation=Situation("permanent turned face up while enchanted, equipped or targeted",
                        mkm08,
                        branches=(("turned face up with an Aura or Equipment attached", _turned_up_under("attached")),
                        ("turned face up while a spell targets it", _turned_up_under("spell")),
                        ("turned face up while an ability targets it", _turned_up_under("ability")))),
    corpus=_cases("MKM-08"),
)

ruling(
    "MKM-09", "face_down",
    "Players may look at the face-down spells and permanents they control, never at those someone else controls.",
    ("708.5",),
    face_down_seen_only_by_controller,
    views=True,
    cards=DISGUISERS,
    scenario=disguise_scenario("views"),
    situation=Situation("face-down spell on the stack and face-down permanent on the battlefield",
                        mkm09),
    corpus=_cases("MKM-09"),
)

ruling(
    "MKM-10", "disguise",
    "Casting a card face down is an alternative cost of {3}; the face-down spell has no mana cost and mana "
    "value 0.",
    ("702.168a", "118.9", "202.3a"),
    face_down_cast_costs_three,
    acceptance(_is_face_down_cast, "casting face down costs {3}, whatever the card's mana cost (702.168a)"),
    cards=DISGUISERS,
    refusal=Refusal("face-down cast refused", kind_is("cast", mode="face_down"), ("cast:hand",),
                    "702.168a, 118.9a: a card is cast face down as a creature spell would be (its timing, "
                    "302.1), for the alternative cost {3}, combined with no other"),
    scenario=disguise_scenario("cost"),
    situation=Situation("face-down cast tried",
                        mkm10),
    corpus=_cases("MKM-10"),
)

ruling(
    "MKM-11", "disguise",
    "Turning a face-down disguise permanent face up is a special action its controller may take whenever it has "
    "priority, without using the stack; face-down spells can't be turned up.",
    ("116.2b", "702.168d", "708.7"),
    acceptance(_is_turn_up, "turning a face-down permanent up is allowed whenever its controller has priority, "
                            "and never for a spell (116.2b, 708.7)"),
    turning_up_uses_no_stack,
    cards=("Lightning Bolt", *DISGUISERS),
    refusal=Refusal("turn face up refused (a spell, or not its controller)", kind_is("turn_face_up"),
                    ("turn_up",), "116.2b, 708.7: only the controller of a face-down permanent may turn it up, "
                                  "never a face-down spell"),
    scenario=disguise_scenario("instant"),
    situation=Situation("turn face up tried for a spell or at instant speed",
                        mkm11),
    corpus=_cases("MKM-11"),
)

ruling(
    "MKM-12", "face_down",
    "A permanent turned face up (or down) keeps its tapped or untapped status.",
    ("708.8", "110.5"),
    turning_up_keeps_tapped_status,
    cards=DISGUISERS,
    gaps=(
        "Nothing in the pool turns a permanent face down, so the 'or face down' half is unreachable.",
    ),
    scenario=disguise_scenario("tapped"),
    situation=Situation("tapped face-down permanent turned face up",
                        mkm12),
    corpus=_cases("MKM-12"),
)

ruling(
    "MKM-14", "disguise",
    "Disguise lets a card be cast face down for {3}, and lets its controller turn the permanent face up by "
    "paying the disguise cost at any time they have priority.",
    ("702.168a", "702.168d"),
    acceptance(_is_face_down_cast, "a disguise card may be cast face down for {3} (702.168a)"),
    acceptance(_is_turn_up, "a face-down disguise permanent may be turned up for its disguise cost (702.168d)"),
    turning_up_pays_disguise_cost,
    cards=DISGUISERS,
    refusal=Refusal("turn face up refused (a cost it doesn't have, or not its controller)",
                    kind_is("turn_face_up"), ("turn_up",),
                    "702.168d, 116.2b: its controller turns it up by paying its disguise cost; a disguised "
                    "permanent has no mana-cost way (701.40b is manifest's)"),
    scenario=disguise_scenario(),
    situation=Situation("disguise permanent turned face up",
                        mkm14),
    corpus=_cases("MKM-14"),
)
