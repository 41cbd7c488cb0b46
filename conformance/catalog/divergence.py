"""The first divergence: the first step at which an engine's game departs from the model's in anything a verdict
may rest on (docs/judging.md), in game words and with the rule that decides it.

A ruling's invariant often notices a fault several steps after it happened: a ward that never triggered shows as a
refused answer to a question the engine never asked. The first divergence names the fault itself. It reads the two
traces only, with judging.md's equivalences: lists the protocol leaves unordered compared as sets, the objects an
engine creates paired with the model's by where they are, mana costs compared as costs, an absent optional field
read as its default, the questions an engine may settle itself already folded away (the aligned trace), the stack
and priority judged once every question of a step is answered (a trigger may show on the stack while its targets
are chosen), lands' tapped status and mana pools left out (an engine may pay another legal way), and nothing after
the game's end. It is computed for failures only.

A status or characteristic that differs already in the initial state (the engine's card data) is not a departure
in play: it is not counted again while neither value changes, and names the failure only when play departs
nowhere else (``_Reader.standing``).

What it looks at, step by step: whether the action was accepted alike; the question each game then waits for;
every object's zone, status and characteristics; once the step's questions are answered, the stack's resolutions,
the triggered abilities put on it and their targets, the players' life, the end of the game, the turn and who has
priority, and the cast permissions.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from mtg_protocol.choices import CHOICE_RULES
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace, Trace, Violation, same_field
from mtg_protocol.types import GameObject, Observation, PendingChoice
from mtg_protocol.words import actor, card_names, describe_action, in_zone, label

from .common import NEVER_SHOWN, _source_key, action_kind, drawn_by_chance
from .mana_symbols import same_mana_cost

_RULE = re.compile(r"\b\d{3}\.\d+[a-z]?\b")

ACTION_RULES = {"pass": "117.3d", "play_land": "305.1", "cast": "601.2", "activate": "602.2",
                "turn_face_up": "116.2b, 702.168d", "declare_attackers": "508.1", "declare_blockers": "509.1"}
"""The rule that makes each kind of action legal (for an action the engine refused and the model allowed)."""

MOVE_RULES = {"cast": "601.2a", "resolve": "608.2n", "counter": "701.6a", "fizzle": "608.2b", "sacrifice": "701.21a",
              "draw": "121.1", "discard": "701.9a", "play": "305.1", "discover": "701.57a", "destroy": "701.8a",
              "exile": "701.13a", "cease": "704.5d", "left_game": "800.4a"}
"""The rule behind a zone change, by the ``cause`` of the model's ``zone_move`` event."""

FIELD_RULES = {"controller": "108.4", "face_down": "708.2", "attached_to": "303.4, 301.5", "counters": "122.1",
               "damage": "120.3", "tapped": "701.26", "token": "111.1", "copy": "707.10", "cast_as": "715.3"}
"""The rule behind each status of an object; a characteristic falls under 613 (its value after every effect)."""

CHARACTERISTICS = ("name", "mana_cost", "mana_value", "colors", "types", "subtypes", "supertypes", "power",
                   "toughness", "keywords")
STATUS = ("controller", "face_down", "attached_to", "counters", "damage", "tapped", "token", "copy", "cast_as")
BATTLEFIELD_STATUS = ("damage", "tapped", "attached_to")
"""Statuses only a permanent has: a card elsewhere has none, whatever an engine leaves on it."""
DEFAULTS: dict[str, Any] = {"counters": {}, "damage": 0, "tapped": False, "face_down": None, "attached_to": None,
                            "token": False, "copy": False, "cast_as": None, "colors": [], "types": [],
                            "subtypes": [], "supertypes": [], "keywords": [], "mana_value": 0}
"""The value an optional field has when an engine leaves it out."""


@dataclass(frozen=True)
class Divergence:
    """Where an engine's game first departs from the model's: the scenario's action index (``-1``: the initial
    state), the kind of departure and the rule that decides it (together the failure's signature: no ids,
    seeds or numbers), the objects concerned and the departure in words."""

    step: int
    kind: str
    rule: str
    objects: tuple[str, ...]
    text: str

    @property
    def signature(self) -> str:
        return f"{self.kind} ({self.rule})" if self.rule else self.kind

    @property
    def where(self) -> str:
        return "in the initial state" if self.step < 0 else f"step {self.step + 1}"

    @property
    def headline(self) -> str:
        """The divergence in one sentence, led by its step and closed by its rule."""
        cited = f" ({self.rule})" if self.rule else ""
        return f"{self.where}: {self.text}" + ("" if self.text.endswith(cited) else cited)

    def to_json(self) -> JSON:
        return {"step": self.step, "kind": self.kind, "objects": list(self.objects), "rule": self.rule,
                "text": self.text}

    @classmethod
    def of_violation(cls, violation: Violation) -> Divergence:
        """A violation standing as its own divergence, when the two games agree up to it in all this module
        compares (a view, or a fact only the ruling's invariant reads)."""
        return cls(-1 if violation.step is None else violation.step, violation.signature, "", (),
                   f"expected {violation.expected}; the engine {violation.observed}")


OPEN_ANSWERS = frozenset({"card_name"})
"""Choice kinds whose answers are open: any card name may be named (201.3), so an engine lists the names its card
database knows and the model the pool's; a name either lacks is judged only when the scenario chooses it."""


def first_divergence(trace: JudgedTrace) -> Divergence | None:
    """The first step at which the engine departs from the model in anything a verdict may rest on, or None
    when the two games agree throughout (or part by chance, 701.57a, before they part otherwise)."""
    return _Reader(trace).find()


def failure_divergence(trace: JudgedTrace, violations: list[Violation]) -> Divergence | None:
    """The first divergence of a failing trace: the one found, if it is no later than the earliest violation
    (scenario action numbers); else the earliest violation stands as its own. None for a passing trace."""
    if not violations:
        return None
    earliest = min(violations, key=lambda v: (v.step is None, v.step if v.step is not None else 0))
    found = _Reader(trace).find(earliest.message)
    if found is not None and (earliest.step is None or found.step <= earliest.step):
        return found
    return Divergence.of_violation(earliest)


# ----- reading the two games side by side ------------------------------------------------------------------------

def _empty(value: Any) -> bool:
    return value is None or value == [] or value == {} or value == "" or value is False


def _value(obj: GameObject, key: str) -> Any:
    value = obj.get(key)
    return DEFAULTS[key] if value is None and key in DEFAULTS else value


def _name(obj: GameObject) -> Any:
    """An object's name, a Role token's without the word "Role" (111.10j-r name it "Wicked"; an engine may show
    "Wicked Role", as the catalog's Role rulings accept)."""
    name = obj.get("name")
    if isinstance(name, str) and "Role" in (obj.get("subtypes") or []):
        return name.removesuffix(" Role")
    return name


def _same(key: str, a: GameObject, b: GameObject) -> bool:
    if key == "name":
        return bool(_name(a) == _name(b))
    x, y = _value(a, key), _value(b, key)
    if key == "mana_cost":
        return bool(same_mana_cost(x or "", y or "")) if (x or y) else True
    if key == "keywords" and isinstance(x, list) and isinstance(y, list):
        return sorted(str(k).lower() for k in x) == sorted(str(k).lower() for k in y)
    if key == "face_down":
        return bool(x) == bool(y)
    if key == "counters":
        return {k: v for k, v in (x or {}).items() if v} == {k: v for k, v in (y or {}).items() if v}
    return same_field(key, x, y)


def _kind(obj: GameObject) -> tuple[list[str], list[str]]:
    """An object's card types and subtypes, in order."""
    return sorted(map(str, obj.get("types") or [])), sorted(map(str, obj.get("subtypes") or []))


def _is_land(obj: GameObject) -> bool:
    return "Land" in (obj.get("types") or [])


def _rules_in(text: Any) -> str:
    return ", ".join(dict.fromkeys(_RULE.findall(str(text or ""))))


class _Reader:
    """One pass over a judged trace, pairing the objects the engine created with the model's as it goes."""

    def __init__(self, trace: JudgedTrace) -> None:
        self.trace, self.model = trace, trace.model
        self.names = card_names(trace.setup)
        self.setup_ids = set(self.names)
        self.pairs: dict[str, str] = {}  # engine id -> model id, for objects and abilities the games created
        self.settled = -1  # the last step at which neither game had a question pending
        self.standing: dict[tuple[str, str], tuple[Any, Any]] = {}  # (card, field) -> (engine's, model's) values
        self.card_data: list[Divergence] = []  # each of them in words, one named when play departs nowhere

    # ----- words ---------------------------------------------------------------------------------------------

    def name(self, card: str, trace: Trace | None = None, i: int = -1) -> str:
        if card in self.names:
            return label(card, self.names)
        for source in (trace or self.model,):
            for j in (i, i - 1):
                obj = source.obj(j, card) if -1 <= j < len(source.steps) else None
                if obj is not None and obj.get("name"):
                    return f"{card} ({obj['name']})"
        return card

    def action(self, i: int) -> str:
        """Action i in words, taken by whom the model says (the scenario's actor)."""
        who = actor(self.model.observation(i - 1)) if i >= 0 else None
        return describe_action(self.trace.actions[i], self.trace.setup, who)

    def number(self, i: int) -> int:
        found = self.trace.action_number(i)
        return i if found is None else found

    def at(self, i: int, kind: str, rule: str, objects: list[str], text: str) -> Divergence:
        return Divergence(self.number(i), kind, rule, tuple(objects), text)

    # ----- the walk ------------------------------------------------------------------------------------------

    def find(self, violation: str = "") -> Divergence | None:
        """The first departure in play; else the initial state's first difference of card data, one of an object
        the earliest violation names (``violation``, its message) first."""
        trace, model = self.trace, self.model
        count = min(len(trace.steps), len(model.steps))
        found = self.objects(-1)
        if found:
            return found
        found = self.in_play(count)
        named = [d for d in self.card_data if any(re.search(rf"\b{re.escape(c)}\b", violation) for c in d.objects)]
        return found or next(iter(named or self.card_data), None)

    def in_play(self, count: int) -> Divergence | None:
        """The first departure from the model in the game's steps."""
        trace, model = self.trace, self.model
        for i in range(count):
            if model.observation(i - 1).get("game_over"):
                return None  # 104.1: nothing after the game's end is judged
            if drawn_by_chance(self.trace, i, self.trace.actions[i]):  # the games part by chance (701.57a)
                return None
            found = self.acceptance(i)
            if found:
                return found
            if not model.accepted(i):  # refused alike: nothing happened
                if self.settled == i - 1:
                    self.settled = i
                continue
            found = self.own_object(i) or self.payment(i) or self.question(i)
            if found:
                return found
            self.pair_new(i)
            settled = not (model.observation(i).get("pending_choice") or trace.observation(i).get("pending_choice"))
            start = self.settled + 1
            found = (self.resolution(start, i) if settled else None) or self.objects(i)
            if found:
                return found
            if not settled:
                continue
            self.settled = i
            for check in (self.stack, self.triggers, self.stack_size, self.players, self.game_over, self.turn,
                          self.permissions):
                found = check(start, i)
                if found:
                    return found
        return None

    def untargeted_trigger(self, i: int) -> Divergence | None:
        """A targets question the engine didn't ask because it put the triggered ability on the stack without
        choosing its target (603.3d)."""
        before = {str(s.get("id")) for s in self.trace.observation(i - 1).get("stack") or []}
        for item in self.trace.observation(i).get("stack") or []:
            if str(item.get("id")) not in before and item.get("kind") != "spell" and not item.get("targets"):
                source = str(item.get("source"))
                return self.at(i, "trigger put on the stack without its target", "603.3d", [source],
                               f'after "{self.action(i)}" the engine put the triggered ability of '
                               f"{self.name(source, self.trace, i)} on the stack with no target; its target is "
                               "chosen as it is put there")
        return None

    # ----- an action accepted or refused differently ---------------------------------------------------------

    def acceptance(self, i: int) -> Divergence | None:
        mine, want = self.trace.steps[i], self.model.steps[i]
        if bool(mine.get("accepted")) == bool(want.get("accepted")):
            return None
        action = self.trace.actions[i]
        kind = str(action.get("type"))
        question = self.model.observation(i - 1).get("pending_choice") if kind == "choose" else None
        what = action_kind(self.trace, i)  # "cast as adventure (free) from exile": one bug, one kind of action
        card = [str(action["card"])] if action.get("card") else []
        if want.get("accepted"):
            rule = CHOICE_RULES.get(str(question.get("kind")), "") if question else ACTION_RULES.get(kind, "")
            return self.at(i, f"legal {what} refused", rule, card,
                           f'the engine refused "{self.action(i)}", which the rules allow '
                           f"(it said: {mine.get('reason')})")
        rule = _rules_in(want.get("reason")) or ACTION_RULES.get(kind, "")
        return self.at(i, f"illegal {what} accepted", rule, card,
                       f'the engine accepted "{self.action(i)}", which the rules forbid: {want.get("reason")}')

    def payment(self, i: int) -> Divergence | None:
        """A permanent the model sacrificed to pay the cost of action i (a cast or an activation) that the
        engine left where it was: the questions and triggers that follow the sacrifice are its consequences."""
        if self.trace.actions[i].get("type") not in ("cast", "activate"):
            return None
        for e in self.model.events(i):
            if e.get("type") == "zone_move" and e.get("cause") == "sacrifice":
                card = str(e.get("card"))
                got = self.trace.obj(i, card)
                if got is not None and got.get("zone") == e.get("from"):
                    return self.zone_fault(i, card, self.model.obj(i, card), got)
        return None

    # ----- a question not asked, or asked wrongly ------------------------------------------------------------

    def question(self, i: int) -> Divergence | None:
        want = self.model.observation(i).get("pending_choice")
        got = self.trace.observation(i).get("pending_choice")
        if not want and not got:
            return None
        if want and not got:
            kind = str(want.get("kind"))
            bare = self.untargeted_trigger(i) if kind == "targets" else None
            if bare is not None:
                return bare
            return self.at(i, f"{kind} choice not asked", CHOICE_RULES.get(kind, ""), [],
                           f'after "{self.action(i)}" the engine asked {want.get("player")} no question; the rules '
                           f"give {want.get('player')} a {kind} choice among {len(want.get('options') or [])} "
                           "options here")
        if got and not want:
            kind = str(got.get("kind"))
            return self.at(i, f"{kind} choice asked out of turn", CHOICE_RULES.get(kind, ""), [],
                           f'after "{self.action(i)}" the engine asked {got.get("player")} a {kind} choice; the '
                           "rules ask no question here")
        assert want is not None and got is not None
        kind = str(want.get("kind"))
        if got.get("kind") != kind or got.get("player") != want.get("player"):
            return self.at(i, f"{kind} choice asked wrongly", CHOICE_RULES.get(kind, ""), [],
                           f"the engine asked {got.get('player')} a {got.get('kind')} choice; the rules give "
                           f"{want.get('player')} a {kind} choice here")
        options = {self.option(o) for o in got.get("options") or []}
        missing = sorted({self.option(o, model=True) for o in want.get("options") or []} - options)
        if missing and kind not in OPEN_ANSWERS:  # an extra option is judged when chosen (the answer is an action)
            return self.at(i, f"{kind} choice without some options", CHOICE_RULES.get(kind, ""), [],
                           f"the engine offered {want.get('player')} the {kind} choice without "
                           f"{', '.join(missing)}, which the rules offer")
        return None

    def option(self, option: Any, model: bool = False) -> str:
        if isinstance(option, list):
            return "[" + ", ".join(self.option(o, model) for o in option) + "]"
        text = str(option)
        return text if model else self.pairs.get(text, text)

    # ----- objects: zone, status, characteristics ------------------------------------------------------------

    def pair_new(self, i: int) -> None:
        """Pair the objects the engine created at step i with the model's, by where they are and what they are
        (docs/judging.md: an engine names its own tokens and copies)."""
        def key(obj: GameObject, mine: bool) -> tuple[Any, ...]:
            host = str(obj.get("attached_to")) if obj.get("attached_to") else None
            if mine and host is not None:
                host = self.pairs.get(host, host)
            return (_name(obj), obj.get("zone"), obj.get("controller"), bool(obj.get("token")), host)

        known_model = set(self.pairs.values()) | self.setup_ids
        model_new = [o for o in self.model.observation(i)["objects"] if o["card"] not in known_model]
        engine_new = [o for o in self.trace.observation(i)["objects"]
                      if o["card"] not in self.pairs and o["card"] not in self.setup_ids]
        for obj in engine_new:
            match = next((m for m in model_new if key(m, False) == key(obj, True)), None)
            if match is None:  # an Aura, Equipment or Role the engine attached elsewhere (or not at all)
                match = next((m for m in model_new if key(m, False)[:-1] == key(obj, True)[:-1]), None)
            if match is None:
                match = next((m for m in model_new if m["card"] == obj["card"]), None)
            if match is None:  # a token the engine named otherwise (111.4): the same kind of object, same place
                match = next((m for m in model_new if key(m, False)[1:] == key(obj, True)[1:] and
                              _kind(m) == _kind(obj)), None)
            if match is not None:
                self.pairs[str(obj["card"])] = str(match["card"])
                model_new.remove(match)

    def own_object(self, i: int) -> Divergence | None:
        """The action's own object first: a permanent the engine left face down after accepting to turn it face
        up (what follows, such as its turned-face-up trigger missing or a stack object in its place, is a
        consequence)."""
        if i < 0 or self.trace.actions[i].get("type") != "turn_face_up":
            return None
        card = str(self.trace.actions[i].get("card"))
        mine = next((o for o in self.trace.observation(i)["objects"] if self.pairs.get(o["card"], o["card"]) == card),
                    None)
        want = next((o for o in self.model.observation(i)["objects"] if o["card"] == card), None)
        if mine is not None and want is not None and mine.get("face_down") and not want.get("face_down"):
            return self.at(i, "permanent not turned face up at once", "116.2b", [card],
                           f'the engine accepted "{self.action(i)}" but left {self.name(card)} face down; turning '
                           "a permanent face up is a special action, done at once without the stack")
        return None

    def objects(self, i: int) -> Divergence | None:
        """Objects in another zone (or missing, or extra) first, then the status and characteristics of those
        in the same zone: a permanent whose power changed because another left the battlefield is a
        consequence of that move."""
        mine = {self.pairs.get(o["card"], o["card"]): o for o in self.trace.observation(i)["objects"]}
        want = {o["card"]: o for o in self.model.observation(i)["objects"]}
        for card, obj in want.items():
            got = mine.get(card)
            if got is None:
                if card in self.setup_ids or i < 0:
                    return self.zone_fault(i, card, obj, None)
                if obj.get("zone") in ("battlefield", "stack"):
                    return self.at(i, "object not created", MOVE_RULES["cast"] if obj.get("copy") else "111.1",
                                   [card], f"the engine has no {obj.get('name') or 'such'} "
                                   f"{'token' if obj.get('token') else 'object'} on the {obj.get('zone')}, which "
                                   "the rules create here")
            elif got.get("zone") != obj.get("zone") or got.get("owner") != obj.get("owner"):
                return self.zone_fault(i, card, obj, got)
        for card, got in mine.items():
            if card not in want and (card in self.setup_ids or card in self.pairs.values()):
                return self.zone_fault(i, card, None, got)  # it has ceased to exist in the model (704.5d)
            if card not in want and got.get("zone") in ("battlefield", "stack") and card not in self.setup_ids:
                return self.at(i, "extra object", "111.1", [card],
                               f"the engine has {got.get('name') or 'an object'} ({card}) on the {got.get('zone')}, "
                               "which the rules never create")
        for card, obj in want.items():
            got = mine.get(card)
            if got is None or (obj.get("zone") == "library" and i >= 0):
                continue  # a library's order and contents are hidden; where each card is, is compared above
            while fault := self.field_fault(card, obj, got, i):
                text = fault[2].replace("{card}", self.name(card, self.model, i))
                if i >= 0:
                    attachment = self.attachment_of(i, card, fault[3], mine, want) if fault[3] in CHARACTERISTICS \
                        else None
                    return attachment or self.at(i, fault[0], fault[1], [card], text)
                self.standing[(card, fault[3])] = (_value(got, fault[3]), _value(obj, fault[3]))
                if obj.get("zone") != "library":  # a library card's data is standing, never named
                    self.card_data.append(self.at(i, fault[0], fault[1], [card], text))
        return None

    def attachment_of(self, i: int, host: str, key: str, mine: dict[str, GameObject],
                      want: dict[str, GameObject]) -> Divergence | None:
        """An Aura, Equipment or Role attached to ``host`` in one game and not (or elsewhere) in the other: the
        host's characteristic ``key`` that differs is its consequence, so the attachment is named first."""
        for card, obj in want.items():
            got = mine.get(card)
            if got is None or obj.get("zone") != "battlefield" or got.get("zone") != "battlefield":
                continue
            engine_host = got.get("attached_to")
            engine_host = self.pairs.get(str(engine_host), str(engine_host)) if engine_host else None
            if host not in (obj.get("attached_to"), engine_host):
                continue
            fault = self.field_fault(card, obj, got, i)
            if fault is not None and fault[3] == "attached_to":
                text = fault[2].replace("{card}", self.name(card, self.model, i))
                what = key.replace("_", " ")
                text += f", whose {what} it changes" if obj.get("attached_to") == host else \
                    f"; it changes the {what} of {self.name(host, self.model, i)}"
                return self.at(i, fault[0], fault[1], [card, host], text)
        return None

    def host(self, card: Any, i: int, mine: bool) -> str:
        """What an attachment is attached to, in words (``mine``: an engine id, paired with the model's)."""
        if not card:
            return "nothing"
        card = self.pairs.get(str(card), str(card)) if mine else str(card)
        return self.name(card, self.model, i)

    def field_fault(self, card: str, want: GameObject, got: GameObject,
                    i: int = -1) -> tuple[str, str, str, str] | None:
        """(kind, rule, text with ``{card}``, field) for the first status or characteristic that differs, leaving
        out a difference the initial state already showed while neither value has changed (``standing``)."""
        for key in (*STATUS, *CHARACTERISTICS):
            if self.standing.get((card, key)) == (_value(got, key), _value(want, key)):
                continue  # the engine's card data, as in the initial state: no departure in play
            if key == "tapped" and (_is_land(want) or _is_land(got)):
                continue  # which lands paid is the engine's (601.2g-h), docs/judging.md
            if key in BATTLEFIELD_STATUS and want.get("zone") != "battlefield":
                continue  # no permanent's status outside the battlefield (400.7: a new object there)
            if key in CHARACTERISTICS and want.get("face_down") and want.get("zone") not in ("battlefield", "stack"):
                continue
            if key == "subtypes" and _changeling(want, got):
                continue  # 702.73a: every creature type, which an engine may list or not
            if _same(key, want, got):
                continue
            if key == "attached_to" and self.pairs.get(str(got.get(key))) == want.get(key):
                continue
            shown, wanted = _value(got, key), _value(want, key)
            if key == "name" and want.get("token") and not want.get("copy"):
                return ("token with another name", "111.4",
                        f"the engine names the token {card} {shown!r}; by the rules it is named {wanted!r}: a token's "
                        "name is the one the effect that creates it gives, else its subtypes and the word Token", key)
            if key == "attached_to":
                return (f"object with another {key.replace('_', ' ')} status", FIELD_RULES[key],
                        f"the engine has {{card}} attached to {self.host(shown, i, True)}; by the rules it is "
                        f"attached to {self.host(wanted, i, False)}", key)
            if key in CHARACTERISTICS:
                rule = "202.3" if key == "mana_value" else "708.2" if want.get("face_down") and \
                    want.get("zone") in ("battlefield", "stack") else "613.1"
                return (f"object with another {key.replace('_', ' ')}", rule,
                        f"the engine shows {{card}} with {key.replace('_', ' ')} {shown!r}; by the rules it is "
                        f"{wanted!r}", key)
            return (f"object with another {key.replace('_', ' ')} status", FIELD_RULES[key],
                    f"the engine shows {{card}} with {key.replace('_', ' ')} {shown!r}; by the rules it is "
                    f"{wanted!r}", key)
        return None

    def zone_fault(self, i: int, card: str, want: GameObject | None, got: GameObject | None) -> Divergence:
        """An object in another zone than the rules put it (``want`` None: it has ceased to exist), named by what
        moved it in the model (or should have moved it in the engine)."""
        where = in_zone(got.get("zone")) if got else "nowhere"
        want_zone = want.get("zone") if want else None
        there = in_zone(want_zone) if want_zone else "nowhere (it has ceased to exist)"
        if i < 0:
            owner = want.get("owner") if want else got.get("owner") if got else None
            return self.at(i, "object not where the setup put it", "", [card],
                           f"the engine shows {self.name(card)} {where}; the setup puts it "
                           f"{in_zone(want_zone, owner)}")
        moves = {str(e.get("cause")): e for e in self.model.events(i)
                 if e.get("type") == "zone_move" and e.get("card") == card}
        mine = {str(e.get("cause")): e for e in self.trace.events(i)
                if e.get("type") == "zone_move" and e.get("card") == card}
        action = self.trace.actions[i]
        paying = action.get("type") in ("cast", "activate") and "sacrifice" in moves and "sacrifice" not in mine
        if paying:
            verb = "activated" if action.get("type") == "activate" else "cast"
            rule = "602.2b, 601.2h" if verb == "activated" else "601.2h"
            return self.at(i, f"sacrifice cost not paid as the {'ability is' if verb == 'activated' else 'spell is'}"
                           f" {verb}", rule, [card],
                           f'the engine left {self.name(card)} {where} at "{self.action(i)}"; a cost is paid '
                           f"as the {'ability' if verb == 'activated' else 'spell'} is {verb}, so it is "
                           f"{there} at once")
        cause = next(iter(moves), None) or next(iter(mine), None)
        sba = [e for e in self.model.events(i) + self.trace.events(i)
               if e.get("type") == "sba" and e.get("card") == card]
        rule = str(sba[0].get("rule")) if sba else MOVE_RULES.get(str(cause), "400.1") if cause else "400.1"
        how = f" (it moves there by {cause})" if cause else ""
        on = "on" if got and got.get("zone") in ("battlefield", "stack") else "in"  # the signature's words
        kind = f"object {on} the {got.get('zone') if got else 'no zone'} instead of the {want_zone or 'no zone'}"
        return self.at(i, kind, rule, [card], f"after \"{self.action(i)}\" the engine has {self.name(card)} "
                       f"{where}; by the rules it is {there}{how}")

    # ----- once a step is settled: the stack, triggers, players, the turn ------------------------------------

    def events(self, trace: Trace, start: int, end: int, kind: str) -> list[JSON]:
        return [e for j in range(start, end + 1) for e in trace.events(j) if e.get("type") == kind]

    def resolution(self, start: int, i: int) -> Divergence | None:
        """Whether the engine resolved (or didn't) what the model did, after a pass (117.4)."""
        if self.trace.actions[start].get("type") != "pass":
            return None
        before = self.model.observation(start - 1)
        stack = before.get("stack") or []  # the stack is listed top first
        if not stack:
            return None
        top = stack[0]

        def left(trace: Trace) -> bool:  # whether the item on top of this game's stack before the pass left it
            own = trace.observation(start - 1).get("stack") or []  # the games agree up to here
            return bool(own) and all(s.get("id") != own[0].get("id") for s in trace.observation(i).get("stack") or [])

        mine, want = left(self.trace), left(self.model)
        if mine == want:
            return None
        item = self.name(str(top.get("source") or top.get("id")), self.model, start - 1)
        item = item if top.get("kind") == "spell" else f"the ability of {item}"
        passer = actor(self.model.observation(start - 1)) or "the player"
        if mine:
            nxt = actor(self.model.observation(i)) or "the next player"
            why = self.restarted(start)
            return self.at(start, "stack resolved before every player passed in succession", "117.4",
                           [str(top.get("id"))],
                           f"after {passer} passed priority the engine resolved {item} at once; {nxt} should have "
                           f"received priority first{why}")
        return self.at(start, "stack not resolved after every player passed", "117.4", [str(top.get("id"))],
                       f"after {passer} passed priority, every player having passed in succession, the engine did "
                       f"not resolve {item}")

    def restarted(self, i: int) -> str:
        """Why the passes before step i don't count: the last action taken since the previous pass (117.4)."""
        for j in range(i - 1, -1, -1):
            action = self.trace.actions[j]
            if not self.model.accepted(j) or action.get("type") == "choose":
                continue
            if action.get("type") == "pass":
                return ""
            what = "special action" if action.get("type") == "turn_face_up" else "action"
            who = actor(self.model.observation(j - 1)) or "a player"
            return f", because {who}'s {what} at step {self.number(j) + 1} began a new round of passes"
        return ""

    def triggers(self, start: int, i: int) -> Divergence | None:
        """The triggered abilities put on the stack in steps start..i, counted by their source's name (a
        token by the name it was created with; ids an engine never showed may stand for any source)."""
        want, ward, ids = self.sources(self.model, start, i)
        got, _, _ = self.sources(self.trace, start, i)
        spare = got.pop(NEVER_SHOWN, 0)
        for key, n in sorted(want.items()):
            have = got.get(key, 0) + min(spare, max(n - got.get(key, 0), 0))
            spare -= have - got.get(key, 0)
            if have < n:
                warded = key in ward
                return self.at(start, "ward did not trigger" if warded else "trigger not put on the stack",
                               "702.21a" if warded else "603.2, 603.3", [ids[key]],
                               f'after "{self.action(start)}" the engine put {have} of {n} '
                               f"{'ward ' if warded else ''}triggered abilit{'y' if n == 1 else 'ies'} of "
                               f"{_source_name(key)} on the stack")
            got[key] = have
        for key, n in sorted(got.items()):
            if want.get(key, 0) < n:
                return self.at(start, "extra trigger", "603.2", [],
                               f'after "{self.action(start)}" the engine put {n} triggered abilit'
                               f"{'y' if n == 1 else 'ies'} of {_source_name(key)} on the stack; the rules "
                               f"trigger {want.get(key, 0)}")
        return None

    def sources(self, trace: Trace, start: int, i: int) -> tuple[Counter[str], set[str], dict[str, str]]:
        """How many abilities triggered in steps start..i by source (its name), the sources whose trigger was
        ward, and an id for each."""
        out: Counter[str] = Counter()
        ward: set[str] = set()
        ids: dict[str, str] = {}
        for j in range(start, i + 1):
            for e in trace.events(j):
                if e.get("type") != "trigger":
                    continue
                key = _source_key(trace, i, str(e.get("source")))  # named at one step in both games: a source
                # turned face up in the window has its name by then in both, whenever each showed its trigger
                out[key] += 1
                ids.setdefault(key, str(e.get("source")))
                if str(e.get("text") or "").lower().startswith("ward"):
                    ward.add(key)
        return out, ward, ids

    def stack(self, start: int, i: int) -> Divergence | None:
        mine = self.trace.observation(i).get("stack") or []
        want = self.model.observation(i).get("stack") or []
        unpaired = mine[::-1]
        for item in want[::-1]:  # each of the model's items beside the engine's first one of the same kind and
            # source, from the bottom: the older items both games share pair first, not with a newer trigger above
            got = next((g for g in unpaired if g.get("kind") == item.get("kind") and
                        self.pairs.get(str(g.get("source")), str(g.get("source"))) == str(item.get("source"))), None)
            if got is None:
                continue
            unpaired.remove(got)
            targets = [self.pairs.get(str(t), str(t)) for t in got.get("targets") or []]
            wanted = [str(t) for t in item.get("targets") or []]
            if Counter(targets) == Counter(wanted):
                continue
            what = self.name(str(item.get("source") or item.get("id")), self.model, i)
            if item.get("kind") != "spell" and not targets:
                return self.at(start, "trigger put on the stack without its target", "603.3d",
                               [str(item.get("id")), *wanted],
                               f"the engine put the triggered ability of {what} on the stack with no target; its "
                               f"target ({', '.join(self.name(t) for t in wanted)}) is chosen as it is put there")
            return self.at(start, f"{'spell' if item.get('kind') == 'spell' else 'ability'} with other targets",
                           "601.2c" if item.get("kind") == "spell" else "603.3d", [str(item.get("id")), *wanted],
                           f"the engine has {what} on the stack targeting "
                           f"{', '.join(self.name(t) for t in targets) or 'nothing'}; by the rules it targets "
                           f"{', '.join(self.name(t) for t in wanted) or 'nothing'}")
        return None

    def stack_size(self, start: int, i: int) -> Divergence | None:
        mine = self.trace.observation(i).get("stack") or []
        want = self.model.observation(i).get("stack") or []
        if len(mine) != len(want):
            return self.at(start, "stack with another number of items", "405.1", [],
                           f'after "{self.action(start)}" the engine has {len(mine)} item(s) on the stack; by the '
                           f"rules there are {len(want)}")
        return None

    def players(self, start: int, i: int) -> Divergence | None:
        mine = {p.get("id"): p for p in self.trace.observation(i).get("players") or []}
        for p in self.model.observation(i).get("players") or []:
            got = mine.get(p.get("id"))
            life = got.get("life") if got else None
            if life != p.get("life"):
                return self.at(start, "life total differs", "119.3", [str(p.get("id"))],
                               f'after "{self.action(start)}" the engine has {p.get("id")} at {life} '
                               f"life; by the rules {p.get('id')} has {p.get('life')}")
        return None

    def game_over(self, start: int, i: int) -> Divergence | None:
        mine, want = self.trace.observation(i), self.model.observation(i)
        if bool(mine.get("game_over")) == bool(want.get("game_over")):
            return None
        if want.get("game_over"):
            return self.at(start, "game not ended", "104.3", [], f'after "{self.action(start)}" the engine went on '
                           f"playing; by the rules the game is over (winners {want.get('winners')})")
        return self.at(start, "game ended early", "104.3", [], f'after "{self.action(start)}" the engine ended the '
                       "game; by the rules it goes on")

    def turn(self, start: int, i: int) -> Divergence | None:
        mine = self.trace.observation(i).get("turn") or {}
        want = self.model.observation(i).get("turn") or {}
        for key in ("number", "active_player", "step"):
            if mine.get(key) != want.get(key):
                return self.at(start, f"turn {key.replace('_', ' ')} differs", "500.1", [],
                               f'after "{self.action(start)}" the engine is at {key.replace("_", " ")} '
                               f"{mine.get(key)!r}; by the rules it is {want.get(key)!r}")
        if mine.get("priority") == want.get("priority"):
            return None
        action = self.trace.actions[start]
        resolved = bool(self.events(self.model, start, i, "resolve"))
        rule = "117.3b" if resolved else "117.3d" if action.get("type") == "pass" else "117.3c"
        why = {"117.3b": "the active player receives priority after a spell or ability resolves",
               "117.3c": "a player who takes an action receives priority afterward",
               "117.3d": "priority passes to the next player"}[rule]
        return self.at(start, "priority with another player", rule, [],
                       f'after "{self.action(start)}" the engine gave priority to {mine.get("priority")}; '
                       f"{want.get('priority')} should have it: {why}")

    def permissions(self, start: int, i: int) -> Divergence | None:
        def keys(trace: Trace, mine: bool) -> set[tuple[str, str, str, str]]:
            out = set()
            for p in trace.observation(i).get("cast_permissions") or []:
                card = str(p.get("card"))
                out.add((self.pairs.get(card, card) if mine else card, str(p.get("zone")), str(p.get("player")),
                         str(p.get("as"))))
            return out

        mine, want = keys(self.trace, True), keys(self.model, False)
        for card, zone, player, mode in sorted(want - mine):
            return self.at(start, "cast permission missing", "601.3", [card],
                           f"the engine does not let {player} cast {self.name(card)} from the {zone} as {mode}; the "
                           "rules do")
        for card, zone, player, mode in sorted(mine - want):
            return self.at(start, "extra cast permission", "601.3", [card],
                           f"the engine lets {player} cast {self.name(card)} from the {zone} as {mode}; the rules "
                           "don't")
        return None


def _changeling(*objects: GameObject) -> bool:
    return any("changeling" in [str(k).lower() for k in o.get("keywords") or []] for o in objects)


def _source_name(words: str) -> str:
    """A trigger's source by name (``c3 (Bear)`` -> ``Bear``), so that two games' ids for one object agree."""
    found = re.fullmatch(r"\S+ \((.*)\)", words)
    return found.group(1) if found else words


def _choice_key(pending: PendingChoice | None) -> tuple[str | None, str | None]:
    """A pending choice's kind and player (None, None for no choice)."""
    return (pending.get("kind"), pending.get("player")) if pending else (None, None)


def verdict_differences(engine: Observation, model: Observation) -> list[tuple[str, Any, Any]]:
    """(what, the engine's value, the model's) for each difference between two observations that a verdict may
    rest on, with the equivalences above (``replay --verbose``); positions, timestamps, identities, which lands
    paid, mana pools and option lists an engine may extend are left out."""
    out: list[tuple[str, Any, Any]] = []
    mine = {str(o.get("card")): o for o in engine.get("objects") or [] if isinstance(o, dict)}
    want = {str(o.get("card")): o for o in model.get("objects") or [] if isinstance(o, dict)}
    for card in sorted(set(mine) | set(want)):
        a, b = mine.get(card), want.get(card)
        if a is None or b is None:
            out.append((card, "present" if a else "absent", "present" if b else "absent"))
            continue
        for key in ("zone", "owner", *STATUS, *CHARACTERISTICS):
            if key == "tapped" and (_is_land(a) or _is_land(b)):
                continue
            if key == "subtypes" and _changeling(a, b):
                continue
            if b.get("zone") == "library" and key not in ("zone", "owner"):
                continue
            if key in BATTLEFIELD_STATUS and b.get("zone") != "battlefield":
                continue
            if not _same(key, a, b):
                out.append((f"{card}.{key}", _value(a, key), _value(b, key)))
    players = {p.get("id"): p for p in engine.get("players") or []}
    for p in model.get("players") or []:
        e = players.get(p.get("id"))
        life = e.get("life") if e else None
        if life != p.get("life"):
            out.append((f"{p.get('id')}.life", life, p.get("life")))
    if engine.get("turn") != model.get("turn"):
        out.append(("turn", engine.get("turn"), model.get("turn")))
    stacks = [[(s.get("kind"), s.get("source"), sorted(map(str, s.get("targets") or [])))
               for s in o.get("stack") or []] for o in (engine, model)]
    if stacks[0] != stacks[1]:
        out.append(("stack", engine.get("stack"), model.get("stack")))
    asked, wanted = engine.get("pending_choice"), model.get("pending_choice")
    offered = {str(x) for x in (asked.get("options") or [] if asked else [])}
    if _choice_key(asked) != _choice_key(wanted) or \
            not {str(x) for x in (wanted.get("options") or [] if wanted else [])} <= offered:
        out.append(("pending_choice", engine.get("pending_choice"), model.get("pending_choice")))
    if bool(engine.get("game_over")) != bool(model.get("game_over")):
        out.append(("game_over", engine.get("game_over"), model.get("game_over")))
    return out
