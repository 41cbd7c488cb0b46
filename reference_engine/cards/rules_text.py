"""A card face's rules in plain words, generated from its data (never typed in: no printed text is copied).

Every verb of the vocabulary (``reference_engine/verbs``) has a phrase here, every trigger event a "when"
clause and every kind of static ability a sentence, so no internal name reaches the words. Targets are named
once, where an effect first uses them ("target creature"); later effects of the same ability say "it" (or "the
first target", "the second target", ... when the ability has several). Activated abilities carry the index an
``activate`` action gives them (docs/protocol.md, *Ability numbering*): ``[0]``, ``[1]``, ...
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_protocol.vocab import STEPS

from .keyword_abilities import keyword_abilities
from .model import Face, granted_abilities

ACTIVATED = ("activated", "equip")
"""The ability kinds ``activate.ability`` counts, in the order the face lists its abilities."""

COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
ORDINALS = ("first", "second", "third", "fourth", "fifth")
NUMBERS = ("no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")

Data = dict[str, Any]


# --- small words -------------------------------------------------------------------------------------------

def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _for_each(spec: Any) -> str:
    """What a count made as an effect is applied counts (608.2h), after "for each": "Clue you control"."""
    if spec["count"] == "damage_dealt":
        return "damage dealt"
    if spec["count"] == "counters_put":
        return "counter put"
    if spec["count"] == "opponents":
        return "opponent" + (" who has more cards in hand than you" if spec.get("more_cards_in_hand") else "") + (
            " who was dealt combat damage this turn" if spec.get("dealt_combat_damage_this_turn") else "") + (
            " who lost life this turn" if spec.get("lost_life_this_turn") else "") + (
            " who controls an artifact" if spec.get("control_artifact") else "")
    if spec["count"] == "life_gained_this_turn":
        return "1 life you gained this turn"
    if spec["count"] == "noncreature_spells_since_your_last_turn":
        return "noncreature spell you've cast since the beginning of your last turn"
    if spec["count"] == "milled":
        return " ".join([*(t.lower() for t in spec.get("types") or ()), "card milled this way"])
    if spec["count"] == "revealed":
        return " ".join([*(f"non{t.lower()}" for t in spec.get("not_types") or ()), "card revealed this way"])
    if spec["count"] == "discarded":
        return "card discarded this way"
    if spec["count"] == "half_your_library_rounded_up":
        return "half the number of cards in your library, rounded up"
    if spec["count"] == "creatures_died_under_you_this_turn":
        return "creature that died under your control this turn"
    if spec["count"] == "discover_shortfall":
        return f"1 by which the discovered card's mana value is less than {spec['n']}"
    if spec["count"] == "permanents_sacrificed_this_turn":
        return "permanent you've sacrificed this turn"
    if spec["count"] == "times_attacked":
        return "time this attacked this game"
    if spec["count"] == "attached_to_source":
        return f"{_and(list(spec.get('subtypes_any') or ()))} attached to this"
    flt = spec.get("filter") or {}
    if flt.get("controller") == "target_players":  # 608.2h: "those players", the spell's target players
        return " ".join(t.lower() for t in flt.get("types", ())) + " those players control"
    noun = " ".join([*(f"non{t.lower()}" for t in flt.get("not_types", ())),
                     *(["nontoken"] if flt.get("nontoken") else []), *(["attacking"] if flt.get("attacking") else []),
                     *(["goaded"] if flt.get("goaded") else []),
                     *flt.get("subtypes", ()), *(t.lower() for t in flt.get("types", ()))]) or "permanent"
    if flt.get("not_types") and not flt.get("types") and not flt.get("subtypes"):
        noun += " token" if flt.get("token") else " permanent"
    return f"{noun} you control" if flt.get("controller") == "you" else noun


X_IS = {"spell_mana_value": "that spell's mana value", "that_toughness": "that creature's toughness"}


def _or_permanents(flt: Data) -> str:
    """"artifact, enchantment, or token", "artifact or creature", "Clue", "non-Demon creature": the alternatives of a
    filter of permanents (types, a subtype, a subtype they lack, or a token)."""
    return _or_words([" ".join([*(f"non-{t}" for t in a.get("not_subtypes") or ()),
                                 *(t.lower() for t in a.get("types") or ()), *(a.get("subtypes") or ()),
                                 *(["token"] if a.get("token") else [])])
                       for a in flt.get("any_of") or [flt]])


def _or_words(words: list[str]) -> str:
    """"vigilance, lifelink, or hexproof"; "artifact or creature"; "Clue"."""
    return " or ".join(words) if len(words) <= 2 else ", ".join(words[:-1]) + ", or " + words[-1]
"""A count an "X, where X is ..." names in words, by its kind (608.2h)."""


def _times(n: Any) -> str:
    """How many times an action is done: "", " twice", " that many times", " once for each opponent"."""
    if n in ({"count": "damage_dealt"}, {"count": "counters_put"}):
        return " that many times"
    if isinstance(n, dict) and n.get("count") == "opponents_who_did":  # 608.2h, after each_opponent_may
        plus = f"{NUMBERS[n['plus']] if n['plus'] > 1 else 'one'} plus " if n.get("plus") else ""
        return f" X times, where X is {plus}the number of opponents who did this way"
    if isinstance(n, dict):
        twice = {1: "once", 2: "twice"}.get(int(n.get("times", 1)), f"{n.get('times')} times")
        return f" {twice} for each {_for_each(n)}"
    return f" {n} times" if n not in (1, None) else ""


def _kept(e: Data) -> str:
    """"Until end of combat, you don't lose this mana as steps and phases end" (an effect's `until`, 500.4)."""
    until = e.get("until")
    return f". Until end of {'combat' if until == 'end_of_combat' else 'turn'}, you don't lose this mana as steps " \
        "and phases end" if until else ""


def _count(n: Any, noun: str) -> str:
    """"a card", "two cards", "X cards", "a card for each opponent"."""
    if n in ({"count": "damage_dealt"}, {"count": "counters_put"}):
        return f"that many {noun}s"
    if n == {"count": "exiled_mana_value"}:
        return f"X {noun}s{_where_x(n)}"
    if isinstance(n, dict):
        return f"{_a(noun)} for each {_for_each(n)}"
    if n in (1, None):
        return _a(noun)
    number = NUMBERS[n] if isinstance(n, int) and 0 <= n < len(NUMBERS) else str(n)
    return f"{number} {noun}s"


def _top(counted: str) -> str:
    """"the top two cards", "that many cards from the top"."""
    return f"{counted} from the top" if counted.startswith("that many") else f"the top {counted}"


def _or(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _serial_or(words: list[str]) -> str:
    """"a Clue token or a Food token"; "a Clue token, a Food token, or a Treasure token"."""
    return " or ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + ", or " + words[-1]


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _mana(text: str) -> str:
    """Mana symbols in upper case ("{1}{g/u}" -> "{1}{G/U}"), as keywords keep them lower case in the data."""
    return re.sub(r"\{[^}]*\}", lambda m: m.group(0).upper(), text)


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "." if text else ""


def _signed(power: int, toughness: int) -> str:
    """"+2/+0", "-2/-0" (a zero takes the other's sign, as cards print it)."""
    sign = "-" if power < 0 or toughness < 0 else "+"
    return "/".join(f"{sign}0" if n == 0 else f"{n:+d}" for n in (power, toughness))


def _kw(keywords: Any) -> str:
    return _and([_mana(str(k)) for k in keywords])


def _keyword_line(keywords: Any) -> str:
    """The keyword line: "Flying, disguise {1}{W}", "Partner with Jenny Flint" (the name as a name)."""
    text = ", ".join(_mana(str(k)) if not str(k).startswith("partner with ")
                     else "partner with " + str(k)[len("partner with "):].title() for k in keywords)
    return text[:1].upper() + text[1:]


# --- objects: filters and targets --------------------------------------------------------------------------

def _described(spec: Data, noun: str, plural: bool = False) -> str:
    """An object description from a filter or target spec: "nonblack creature an opponent controls"."""
    spec = {**spec, **(spec.get("filter") or {})}
    before: list[str] = []
    if spec.get("other"):
        before.append("other")
    if spec.get("tapped"):
        before.append("tapped")
    if spec.get("enchanted"):
        before.append("enchanted")
    if spec.get("modified"):  # 700.9
        before.append("modified")
    if spec.get("nontoken"):
        before.append("nontoken")
    if spec.get("attacking"):
        before.append("attacking")
    if spec.get("goaded"):  # 701.15b
        before.append("goaded")
    if spec.get("blocking"):
        before.append("blocking")
    if spec.get("historic"):
        before.append("historic")
    if spec.get("face_down"):
        before.append("face-down")
    if spec.get("colorless"):
        before.append("colorless")
    before += [t.lower() for t in spec.get("supertypes") or ()]
    before += ["non" + COLORS.get(c, c) for c in spec.get("not_colors") or ()]
    if spec.get("colors_any"):
        before.append(_or([COLORS.get(c, c) for c in spec["colors_any"]]))
    before += ["non" + t.lower() for t in spec.get("not_types") or ()]
    before += ["non-" + t for t in spec.get("not_subtypes") or ()]
    types = list(spec.get("types") or spec.get("types_any") or ())
    if spec.get("subtypes_any") and not types:  # "a Mutant, Ninja, or Turtle"
        noun = _or(list(spec["subtypes_any"]))
    if sorted(types) == list(PERMANENT_TYPES) or spec.get("permanent_spell"):  # 110.4b: "a permanent spell"
        types = ["permanent"]
    if spec.get("any_of"):  # "artifact, enchantment or legendary card": each alternative's types or supertypes
        alternatives = [_alternative(a) for a in spec["any_of"]]
        words = [*before, _or(alternatives), noun]
    elif types:
        kinds = [t.lower() for t in types]
        if noun == "permanent":  # "artifact or enchantment", not "artifact or enchantment permanent"
            words = [*before, _or(kinds)]
        else:
            words = [*before, (_and if plural else _or)(kinds), noun]
    else:
        words = [*before, noun]
    if spec.get("token"):
        words[-1] += " token"
    if plural:
        words[-1] += "s"
    after: list[str] = []
    if spec.get("has_adventure"):
        after.append("that have an Adventure" if plural else "that has an Adventure")
    if spec.get("dealt_damage_by_this_this_turn"):  # 120.3
        after.append("dealt damage by this this turn")
    if spec.get("blocked_this_turn"):
        after.append("that blocked this turn")
    if spec.get("controller") in ("you", "opponent") and spec.get("zone") is None:
        after.append("you control" if spec["controller"] == "you" else "an opponent controls")
    if spec.get("owner") == "you":
        after.append("you own")
    if "mv" in spec:  # "with mana value X" (107.3)
        after.append(f"with mana value {spec['mv']}")
    if "mv_min" in spec:
        after.append(f"with mana value {spec['mv_min']} or greater")
    if "mv_max" in spec:
        after.append(f"with mana value {spec['mv_max']} or less")
    if "power_min" in spec:
        after.append(f"with power {spec['power_min']} or greater")
    if "power_max" in spec:
        after.append(f"with power {spec['power_max']} or less")
    if spec.get("keywords"):
        after.append(f"with {_kw(spec['keywords'])}")
    if spec.get("not_keywords"):
        after.append("without " + _or(list(spec["not_keywords"])))
    if spec.get("one_graveyard"):  # 601.2c: every card chosen for this instance of "target" in one graveyard
        after.append("from a single graveyard")
    elif spec.get("exiled_with") == "this":  # 607.2a
        after.append("exiled with this")
    elif spec.get("zone"):
        after.append(f"in {'your' if spec.get('controller') == 'you' else 'a'} {spec['zone']}")
    if spec.get("equipped"):
        return "the equipped creature"
    return " ".join([*words, *after])


def _alternative(spec: Data) -> str:
    """One alternative of an ``any_of`` filter in words: its types or supertypes ("artifact", "legendary"), the
    types it lacks ("noncreature") or its subtypes ("Dragon")."""
    words = [w.lower() for w in [*(spec.get("types") or spec.get("types_any") or ()), *(spec.get("supertypes") or ())]]
    words += ["non" + t.lower() for t in spec.get("not_types") or ()]
    words += list(spec.get("subtypes_any") or ())
    return " ".join(words)


def _target_words(spec: Data) -> str:
    if spec.get("times") == "X" or (spec.get("any_number") and not {"divide", "max"} & set(spec)):
        spec = {**{k: v for k, v in spec.items() if k not in ("times", "any_number")},  # 601.2c: said like `count`
                "count": "x" if spec.get("times") == "X" else "any"}
    kind = spec.get("kind", "any")
    if kind == "ability":  # 115.1: an activated or triggered ability on the stack, by its source's qualities
        source = spec.get("source")
        return "target activated or triggered ability" + (
            f" from {_a(_described(source, 'source'))}" if source else "")
    if spec.get("any_number") and "max" in spec:  # 601.2c: "up to three target cards in your graveyard"
        rest = {k: v for k, v in spec.items() if k not in ("any_number", "max")}
        many = _described({k: v for k, v in rest.items() if k != "kind"}, str(rest.get("kind")), plural=True)
        return f"up to {NUMBERS[spec['max']]} target {many}"
    if kind == "any":
        return "any other target" if spec.get("other_target") else "any target"
    noun = str(kind)
    if kind == "any_of":  # "target creature and/or creature card in a graveyard" (115.1)
        alternatives = [_target_words({**alt, **({"count": "any"} if spec.get("count") else {})}).split("target ", 1)[1]
                        for alt in spec["of"]]
        noun_words = " and/or ".join(alternatives)
        count = {"any": "any number of ", "x": "X ", "up_to_x": "up to X "}.get(spec.get("count", ""), "")
        return f"{count}target {noun_words}"
    if spec.get("count"):  # 601.2c: a variable number of targets
        many = _described({k: v for k, v in spec.items() if k != "count"}, noun, plural=True)
        return {"any": "any number of ", "x": "X ", "up_to_x": "up to X "}[spec["count"]] + "target " + many
    if kind == "player" and spec.get("controller") == "opponent":
        return "target opponent"
    if spec.get("any_number"):  # 601.2c: a variable number of targets
        most = f"up to {_count(spec['max'], 'card').split()[0]}" if "max" in spec else "any number of"
        return f"{most} target " + _described({k: v for k, v in spec.items() if k != "max"}, noun, plural=True)
    if spec.get("optional") and spec.get("other"):  # "up to one other target creature"
        return "up to one other target " + _described({**spec, "other": False}, noun)
    words = "target " + _described(spec, noun)
    return "up to one " + words if spec.get("optional") else words


class Namer:
    """Names the objects one ability's (or spell's) effects speak of: each target in full where first used,
    afterwards "it" (one target) or "the first target", "the second target", ... (several)."""

    def __init__(self, targets: tuple[Data, ...], subject: str = "this") -> None:
        self.targets = targets
        self.said: set[int] = set()
        self.subject = subject

    def __call__(self, value: Any) -> str:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.targets):
            if value in self.said:
                return "it" if len(self.targets) == 1 else f"the {ORDINALS[value]} target"
            self.said.add(value)
            words = _target_words(self.targets[value])
            if any(_same_group(self.targets[i], self.targets[value]) for i in range(value)):
                more = "up to one more target" if words.startswith("up to one") else "another target"
                words = words.replace("up to one target" if words.startswith("up to one") else "target", more, 1)
            return words
        return {"self": self.subject, "enchanted": "the enchanted creature", "equipped": "the equipped creature",
                "that": "that creature",
                "each": "each creature"}.get(str(value), "that object")


def _divided_spec(o: Namer) -> Data:
    """The target spec of a divided effect (601.2d): its spell's first spec that divides."""
    return next(t for t in o.targets if "divide" in t)


def _divided_amount(o: Namer, noun: str | None = None) -> str:
    """What a spell divides among its targets (601.2d): "4", "X", "three +1/+1 counters"."""
    n = _divided_spec(o)["divide"]
    return _x(n) if noun is None else _count(n, noun)


def _divided_targets(o: Namer) -> str:
    """The targets a divided effect is divided among (601.2d): "any number of targets", "one or two target
    creatures you control"."""
    spec = _divided_spec(o)
    many = "one or two" if spec.get("divide") == 2 else "any number of"  # each target gets one at least (601.2d)
    if spec.get("kind", "any") == "any":
        return f"{many} targets" if spec.get("any_number") else "its targets"
    noun = "target " + _described(spec, str(spec["kind"]), plural=True)
    return f"{many} {noun}" if spec.get("any_number") else noun


def _counted_targets(o: Namer) -> str:
    """The targets of a spell whose number is set as it is cast (601.2c): "X target creatures"."""
    spec = o.targets[0]
    noun = "target " + _described(spec, str(spec.get("kind", "permanent")), plural=spec.get("times") != 1)
    return f"{_x(spec['times'])} {noun}" if "times" in spec else _target_words(spec)


def _same_group(a: Data, b: Data) -> bool:
    """Two specs that are one instance of the word target ("up to two", "one or two", 115.3)."""
    if "instance" in a or "instance" in b:
        return a.get("instance") == b.get("instance")
    return a == b


# --- effects -----------------------------------------------------------------------------------------------

def _token(spec: Data, n: Any, tapped: bool) -> str:
    colors = [COLORS.get(c, c) for c in spec.get("colors") or ()]
    color = _and(colors) if colors else "colorless"
    kinds = " ".join(spec.get("subtypes") or ())
    types = " ".join(t.lower() for t in spec.get("types") or ("Creature",))
    body = f"{spec.get('power')}/{spec.get('toughness')} {color} {kinds} {types} token".replace("  ", " ")
    words = ("tapped " if tapped else "") + " ".join(s.lower() for s in spec.get("supertypes") or ()) + \
        (" " if spec.get("supertypes") else "") + body
    text = _count(n, words) if n not in (1, None) else _a(words)
    if spec.get("name"):  # a token the card names (111.4): "Tiny, a legendary 2/2 ..."
        text = f"{spec['name']}, {text}"
    granted = [_kw(spec["keywords"])] if spec.get("keywords") else []
    granted += ['"' + ability_words(a, subject="this creature").rstrip(".") + '"'  # 111.4: its own abilities
                for a in spec.get("abilities") or ()]
    if granted:
        text += " with " + _and(granted)
    return text


def _x(n: Any) -> str:
    """An amount as a number, "twice X" (the spell's X, times over), or "X" for a count made as the effect is
    applied (608.2h), said by `_where_x`."""
    if isinstance(n, dict) and n["count"] == "x":
        return {1: "X", 2: "twice X"}.get(n.get("times", 1), f"{n.get('times')} times X")
    return "X" if isinstance(n, dict) else str(n)


def _where_x(n: Any) -> str:
    """", where X is the number of ..." after an amount `_x` wrote as X."""
    if not isinstance(n, dict) or n["count"] == "x":
        return ""
    if n["count"] == "life_gained_this_turn":
        return ", where X is the amount of life you gained this turn"
    if n["count"] == "its_toughness":
        return ", where X is its toughness"
    if n["count"] == "noncreature_spells_since_your_last_turn":
        return ", where X is the number of noncreature spells you've cast since the beginning of your last turn"
    if n["count"] == "excess_damage":
        return ", where X is that excess damage"
    if n["count"] == "exiled_mana_value":
        return ", where X is that card's mana value"
    if n["count"] == "greatest_power_among_attackers":
        return ", where X is the greatest power among them"
    if n["count"] == "exiled_mana_value":
        return ", where X is the mana value of the exiled card"
    if n["count"] == "source_power":
        return ", where X is " + ("twice " if n.get("times") == 2 else "") + "its power"
    if n["count"] in X_IS:  # "that spell's mana value"
        return f", where X is {X_IS[n['count']]}"
    noun, yours, _ = _for_each(n).partition(" you control")
    return f", where X is the number of {noun}s{yours}"


def _token_counters(eff: Data) -> str:
    """The +1/+1 counters a created token enters with (614.1c: counted before it exists, so a count of creatures
    you control is of the *other* ones) or gets once created."""
    if "enters_with" in eff:
        n = eff["enters_with"]
        flt = (n.get("filter") or {}) if isinstance(n, dict) else {}
        token_types = eff["token"].get("types") or ["Creature"]
        other = isinstance(n, dict) and n.get("count") == "permanents" and \
            set(flt.get("types") or ()) <= set(token_types) and \
            set(flt.get("subtypes") or ()) <= set(eff["token"].get("subtypes") or ())
        counted = f"a +1/+1 counter on it for each {'other ' if other else ''}{_for_each(n)}" \
            if isinstance(n, dict) else f"{_count(n, '+1/+1 counter')} on it"
        return f" that enters with {counted}"
    if "counters_after" in eff:
        n = eff["counters_after"]
        if isinstance(n, dict):
            return f", then put a +1/+1 counter on it for each {_for_each(n)}"
        return f", then put {_count(n, '+1/+1 counter')} on it"
    return ""


Phrase = Callable[[Data, Namer], str]

PHRASES: dict[str, Phrase] = {
    "add_counters": lambda e, o: (f"put {_a(e['counter'] + ' counter')} on {o(e['target'])} for each "
                                  f"{_for_each(e['n'])}") if isinstance(e["n"], dict) and e["n"] != {
        "count": "damage_dealt"} else f"put {_count(e['n'], e['counter'] + ' counter')} on {o(e['target'])}",
    "add_mana": lambda e, o: (("add one mana of any color" if e.get("n", 1) == 1 else
                              f"add {_count(e['n'], 'mana')} of any one color".replace("manas", "mana"))
                             if e["mana"] == "any" else "add " + f"{{{e['mana']}}}" * int(e.get("n", 1))) + _kept(e),
    "attach_source": lambda e, o: f"attach this to {o(e['target'])}",
    "blink": lambda e, o: f"exile {o(e['target'])}, then return that card to the battlefield under its "
                          "owner's control",
    "cant_block": lambda e, o: f"{o(e['target'])} can't block this turn",
    "cascade": lambda e, o: "cascade",
    "choose_card_name": lambda e, o: "choose " + _a(f"{e['filter']} card name" if e.get("filter")
                                                     else "card name"),
    "cloak": lambda e, o: f"cloak the top {_count(e.get('n'), 'card')} of "
    f"{'that player' + chr(39) + 's' if e.get('that_players') else 'your'} library".replace(
        "top a card", "top card") + _each_counters(e),
    "copy_spell": lambda e, o: f"copy {o(e['target'])}. You may choose new targets for the copy"
                               if e.get("new_targets") else
                               f"copy {o(e['target'])}; the copy keeps the original's targets and choices",
    "counter": lambda e, o: f"counter {o(e['target'])}",
    "counter_unless_paid": lambda e, o: f"counter {o(e['target'])} unless its controller pays {e['cost']}",
    "counters_equal_to_power": lambda e, o: f"put a number of {e['counter']} counters equal to its power on "
                                            f"{o(e['target'])}",
    "counters_on_each": lambda e, o: f"put {_count(e['n'], e['counter'] + ' counter')} on each "
                                     f"{_described(e['filter'], 'creature')}",
    "counters_per_other_creature": lambda e, o: f"put {_a(e['counter'])} counter on this for each other "
                                                f"{_described(e['filter'], 'creature')}",
    "create_creature_token": lambda e, o: "create " + _token(e["token"], e.get("n"), bool(e.get("tapped")))
    + _token_counters(e),
    "create_role": lambda e, o: f"create {_a(e['role'])} Role token attached to " + (
        "each " + _described(e.get("filter") or {}, "creature") if e["attach"] == "each" else o(e["attach"])),
    "create_roles": lambda e, o: f"create {_and([_a(r) for r in e['roles']])} Role token, all at once, "
                                 f"attached to {o(e['attach'])}",
    "create_token_of_choice": lambda e, o: "create your choice of "
    + _serial_or([_a(f"{k} token") for k in e["tokens"]]),
    "create_token": lambda e, o: "create " + (
        f"X {e['token']} tokens, where X is one plus the number of opponents who control an artifact"
        if e.get("n") == {"count": "opponents", "control_artifact": True, "plus": 1}  # 608.2h
        else _count(e.get("n"), ("tapped " if e.get("tapped") else "") + e["token"] + " token")),
    "reveal_top_take": lambda e, o: (
        f"reveal the top card of your library. If it's {_a(_described(e['filter'], 'card'))}, put it into your hand. "
        "Otherwise, you may put it into your graveyard"),
    "explore": lambda e, o: f"{o(e['target'])} explores",
    "may_bring_in_from_outside": lambda e, o: (  # verbs/outside_game.py (400.11b)
        f"you may reveal {_a(_described(e['filter'], 'card'))} you own from outside the game and put it into your "
        "hand"),
    "damage_you": lambda e, o: f"this deals {e['n']} damage to you",
    "damage": lambda e, o: f"this deals {_x(e['n'])} damage to {o(e['target'])}" + (
        f" ({e['kicked_n']} instead if this spell was kicked)" if "kicked_n" in e else "") + _where_x(e["n"]) + (
        ". If excess damage was dealt to it this way, " + ", then ".join(effect_words(x, o) for x in e["if_excess"])
        if e.get("if_excess") else ""),
    "damage_divided": lambda e, o: f"this deals {_divided_amount(o)} damage divided as you choose among "
                                   f"{_divided_targets(o)}",
    "counters_divided": lambda e, o: f"distribute {_divided_amount(o, e['counter'] + ' counter')} among "
                                     f"{_divided_targets(o)}",
    "exile_chosen_then_cloak": lambda e, o: (
        f"exile any number of face-up {_described(e['filter'], 'creature', plural=True)} you control in a face-down "
        "pile, shuffle that pile, then cloak them"),
    "choose_new_targets_for_others": lambda e, o: "you may choose new targets for any number of other spells "
                                                  "and/or abilities",
    "damage_caster": lambda e, o: f"this deals {e['n']} damage to that spell's controller",
    "damage_unpreventable": lambda e, o: "damage can't be prevented this turn",
    "destroy": lambda e, o: f"destroy {o(e['target'])}",
    "choose_creature_type": lambda e, o: "choose a creature type",  # 614.12
    "exile_may_cast_until_next_turn": lambda e, o: (  # 406.3, 611.2a
        f"exile {o(e['target'])}. Until the end of your next turn, you may cast that card"),
    "to_hand_each": lambda e, o: f"return all {_described(e['filter'], 'creature', True)} to their owners' hands",
    "next_spell_costs_less": lambda e, o: (  # 601.2f, 611.2a
        f"the next {_described(e['filter'], 'spell').removesuffix(' spell')} spell you cast costs {{{e['n']}}} less "
        "to cast"),
    "destroy_all": lambda e, o: f"destroy each {_described(e['filter'], 'creature')} at the same time",
    "discard": lambda e, o: f"discard {_count(e['n'], 'card')}" + (
        ". If you do, " + ", then ".join(effect_words(x, o) for x in e["if_you_do"]) if e.get("if_you_do") else ""),
    "discover": lambda e, o: f"discover {_x(e['n'])}{_where_x(e['n'])}",
    "discard_hand": lambda e, o: "discard your hand",
    "tap_or_untap": lambda e, o: f"tap or untap {o(e['target'])}",
    "remove_all_counters": lambda e, o: f"remove all counters from {o(e['target'])}",
    "remove_counters_of_kind": lambda e, o: f"remove all {e['counter']} counters from {o(e['target'])}",
    "drain": lambda e, o: f"{o(e['target'])} loses {e['n']} life and you gain {e['n']} life",
    "drain_per_subtype": lambda e, o: f"you gain X life and each opponent loses X life, where X is the number "
                                      f"of {e['subtype']}s you control",
    "draw": lambda e, o: "draw cards equal to " + _for_each(e["n"]) if e["n"] == {
        "count": "half_your_library_rounded_up"} else "draw that many cards plus one" if e["n"] == {
        "count": "discarded", "plus": 1} else f"draw {_count(e['n'], 'card')}",
    "get_emblem": lambda e, o: 'you get an emblem with "You have no maximum hand size"',
    "exile_self_return_transformed": lambda e, o: "exile this, then return it to the battlefield transformed under "
                                                  "its owner's control",
    "to_hand_then_if": lambda e, o: f"return {o(e['target'])} to its owner's hand. If it's "
                                    f"{_a(_described(e['filter'], 'card'))}, "
                                    + ", then ".join(effect_words(x, o) for x in e["effects"]),
    "enters_tapped": lambda e, o: "this enters tapped" + (" unless it's your turn" if e.get("unless_your_turn")
                                                          else ""),
    "populate": lambda e, o: "populate",
    "proliferate": lambda e, o: "proliferate",
    "regenerate": lambda e, o: f"regenerate {o(e['target'])}",
    "sacrifice_one": lambda e, o: f"sacrifice {_a(_described(e['filter'], 'permanent'))}" + (
        ". If you do, " + ", then ".join(effect_words(x, o) for x in e["if_you_do"]) if e.get("if_you_do") else ""),
    "if_you_controlled": lambda e, o: f"if you controlled {o(e['target'])}, "
    + ", then ".join(effect_words(x, o) for x in e["effects"]),
    "enters_with_counters": lambda e, o: (
        f"this enters with {_a(e['counter'] + ' counter')} on it for each {_for_each(e['n'])}"
        if isinstance(e["n"], dict) else f"this enters with {_count(e['n'], e['counter'] + ' counter')} on it"),
    "evade_power_at_least": lambda e, o: f"{o(e['target'])} can't be blocked by creatures with power {e['n']} "
                                         "or greater this turn",
    "exile": lambda e, o: f"exile {o(e['target'])}",
    "exile_gain_life_power": lambda e, o: f"exile {o(e['target'])}; its controller gains life equal to its power",
    "exile_return_if_yours": lambda e, o: f"exile {o(e['target'])}; if you controlled it, return it to the "
                                          "battlefield tapped, otherwise its controller creates "
                                          + _token(e["token"], 1, False),
    "gain_control": lambda e, o: f"gain control of {o(e['target'])} until end of turn",
    "gain_life": lambda e, o: f"you gain {e['n']} life",
    "exile_targets_add_mana_may_play": lambda e, o: f"exile {o(0)}. Add {{{e['mana']}}} for each card exiled this "
                                                    "way. You may play those cards this turn",
    "grant": lambda e, o: f"{o(e['target'])} gains {_kw(e['keywords'])} until end of turn",
    "exile_face_down_may_play": lambda e, o: (
        f"exile {_top(_count(e['n'], 'card'))} of {o(e['target'])}'s library face down. You may look at and play "
        + ("those cards for as long as they remain" if e["n"] != 1 else "that card for as long as it remains")
        + " exiled"),
    "impulse": lambda e, o: f"exile {_top(_count(e['n'], 'card'))} of your library; you may play "
                            f"{'them' if e['n'] != 1 else 'it'} until "
                            + ("your next end step" if e.get("until") == "your_next_end_step" else "end of turn"),
    "investigate": lambda e, o: "investigate" + _times(e.get("n")),
    "lose_abilities": lambda e, o: f"{o(e['target'])} loses all abilities until end of turn",
    "target_player_may_search_named": lambda e, o: f"{o(e['target'])} may put a card named "
                                                   f"{str(e['name']).title()} from their library into their hand, "
                                                   "then shuffle",
    "opponents_mill_then_cast_from_graveyards": lambda e, o: (
        f"each opponent mills {_count(e['n'], 'card')}, then you may cast a spell from each opponent's graveyard "
        "without paying its mana cost. If a spell cast this way would be put into a graveyard, exile it instead"),
    "look_at_face_down_creatures": lambda e, o: "until end of turn, you may look at face-down creatures you don't "
                                                "control any time",
    "lose_life": lambda e, o: f"you lose {_x(e['n'])} life{_where_x(e['n'])}",
    "manifest": lambda e, o: f"manifest the top {_count(e.get('n'), 'card')} of your library".replace(
        "top a card", "top card") + _each_counters(e),
    "mill": lambda e, o: f"{o(e['target'])} mills " + (
        "half their library, rounded down" if isinstance(e["n"], dict) and e["n"]["count"] == "half_library"
        else _count(e["n"], "card")),
    "opponents_discard": lambda e, o: f"each opponent discards {_count(e['n'], 'card')}",
    "opponents_lose_life": lambda e, o: f"each opponent loses {e['n']} life",
    "power_damage_to_opponents": lambda e, o: f"{o(e['source'])} deals damage equal to its power to each "
                                              "opponent",
    "prevent_combat_damage": lambda e, o: "prevent all combat damage that would be dealt this turn",
    "prevent_damage": lambda e, o: (f"prevent the next {e['n']} damage" if "n" in e else "prevent all damage")
                                   + f" that would be dealt to {o(e['target'])} this turn",
    "pump": lambda e, o: f"{o(e['target'])} gets {_signed(e.get('power', 0), e.get('toughness', 0))} until end "
                         "of turn" + (f" for each {_for_each(e['for_each'])}" if "for_each" in e else "")
                         + ("; so does each other creature with the same name" if e.get("same_name") else ""),
    "pump_each": lambda e, o: f"each {_described(e['filter'], 'creature')} " + " and ".join(_pump_parts(e))
                              + (" until your next turn" if e.get("duration") == "your_next_turn"
                                 else " until end of turn"),
    "pump_per_creature": lambda e, o: f"{o(e['target'])} gets +X/+X" + (
        f" and gains {_kw(e['keywords'])}" if e.get("keywords") else "")
        + " until end of turn, where X is the number of creatures you control",
    "return_to_battlefield": lambda e, o: f"put {o(e['target'])} onto the battlefield under your control",
    "scry": lambda e, o: f"scry {e['n']}",
    "source_to_library_bottom": lambda e, o: "put it on the bottom of its owner's library",
    "additional_land_play": lambda e, o: "you may play an additional land this turn",
    "add_mana_of_a_chosen_color": lambda e, o: ("add one mana of any color" if e.get("n", 1) == 1 else
                                                f"add {_count(e['n'], 'mana')} of any one color".replace(
                                                    "manas", "mana")) + _kept(e),
    "adventure_from_graveyard": lambda e, o: "you may cast it from your graveyard as an Adventure until the end of "
                                             "your next turn",
    "spell_to_hand": lambda e, o: f"return {o(e['target'])} to its owner's hand",
    "surveil": lambda e, o: f"surveil {e['n']}",
    "suspect": lambda e, o: f"suspect {o(e['target'])}",
    "tap": lambda e, o: f"tap {o(e['target'])}",
    "target_loses_life": lambda e, o: f"{o(e['target'])} loses {e['n']} life",
    "target_player_creates_creature_token": lambda e, o: f"{o(e['target'])} creates "
    + _token(e["token"], e.get("n"), False),
    "target_player_discards": lambda e, o: f"{o(e['target'])} discards {_count(e['n'], 'card')}",
    "to_hand": lambda e, o: f"return {o(e['target'])} to its owner's hand",
    "to_hand_investigate_if_yours": lambda e, o: f"return {o(e['target'])} to its owner's hand; if you "
                                                 "controlled it, investigate",
    "to_library_top": lambda e, o: f"put {o(e['target'])} on top of its owner's library",
    "token_copy": lambda e, o: f"create a token that's a copy of {o(e['target'])}",
    "goad": lambda e, o: f"goad {o(e['target'])}",
    "ungoad_each": lambda e, o: f"each {_described(e['filter'], 'creature')} is no longer goaded",
    "unsuspect_each": lambda e, o: f"each suspected {_described(e['filter'], 'creature')} stops being "
                                   "suspected",
    "untap": lambda e, o: f"untap {o(e['target'])}",
    "untap_each": lambda e, o: f"untap each {_described(e['filter'], 'creature')}",
    "untap_permanents": lambda e, o: f"untap all {_quality(e['filter'], plural=True).removesuffix(' cards')}s you "
                                     "control",
    "each_reveals_top": lambda e, o: "each player reveals the top card of their library",
    "each_player_draws": lambda e, o: f"each player draws {_count(e['n'], 'card')}",
    "cant_cast_until_your_next_turn": lambda e, o: "you can't cast spells until your next turn",
    "ward_counter": lambda e, o: f"counter that spell or ability unless its controller pays {e['cost']}",
}
"""One phrase per verb of the vocabulary (a test checks that none is missing)."""


def _each_counters(effect: Data) -> str:
    n = effect.get("counters")
    if not n:
        return ""
    return f", then put {_count(n, '+1/+1 counter')} on " + ("it" if effect.get("n") in (1, None) else "each of them")


def _pump_parts(effect: Data) -> list[str]:
    parts = []
    if effect.get("for_each") == "X":  # -1/-1 X times over: "-X/-X"
        parts.append("gets " + "/".join(("-" if v < 0 else "+") + "X" if v else "+0"
                                        for v in (effect.get("power", 0), effect.get("toughness", 0))))
    elif effect.get("power") or effect.get("toughness"):
        parts.append("gets " + _signed(effect.get("power", 0), effect.get("toughness", 0))
                     + (f" for each {_for_each(effect['for_each'])}" if "for_each" in effect else ""))
    if effect.get("keywords"):
        parts.append("gains " + _kw(effect["keywords"]))
    return parts


def effect_words(effect: Data, name: Namer) -> str:
    phrase = PHRASES.get(effect["do"])
    if phrase is None:
        raise KeyError(f"no words for the verb {effect['do']!r}")
    return phrase(effect, name)


def effects_words(effects: Any, targets: tuple[Data, ...], subject: str = "this") -> str:
    name = Namer(targets, subject)
    words = ""
    for i, e in enumerate(effects):
        said = effect_words(e, name)
        if i and (effects[i - 1]["do"] == "may" or e["do"] in OWN_SENTENCE or effects[i - 1]["do"] in OWN_SENTENCE):
            # "If you do, ...", "If it was ...", and what follows such a sentence
            words += ". " + said[:1].upper() + said[1:]
        else:
            words += (", then " if i else "") + said
    return words


def _may_words(effect: Data, name: Namer) -> str:
    """"you may pay {1}. If you do, ..." / "... When you do, ..." (608.2d, 603.12: the reflexive ability's own
    targets named in its words)."""
    if not any(k in effect for k in ("sacrifice", "pay", "discard", "tap", "collect_evidence")):  # no cost
        once = ". Do this only once each turn" if effect.get("once_each_turn") else ""
        return "you may " + ", then ".join(effect_words(e, name) for e in effect["if_you_do"]) + once
    if "sacrifice" in effect:
        action = f"sacrifice {name(effect['sacrifice'])}"
    elif "tap" in effect:  # 701.26a: "tap two untapped artifacts and/or creatures you control"
        kinds = " and/or ".join(w + "s" for w in _or_permanents(effect["tap_filter"]).split(" or "))
        n = effect["tap"]
        action = f"tap {NUMBERS[n] if isinstance(n, int) else n} untapped {kinds} you control"
    elif "collect_evidence" in effect:  # 701.59a
        action = f"collect evidence {_x(effect['collect_evidence'])}"
    else:
        action = f"pay {effect['pay']}" if "pay" in effect else f"discard {_count(effect['discard'], 'card')}"
    words = f"you may {action}"
    if effect.get("if_you_do"):
        words += ". If you do, " + ", then ".join(effect_words(e, name) for e in effect["if_you_do"])
    if effect.get("when_you_do"):
        reflexive = effect["when_you_do"]
        words += ". When you do, " + effects_words(reflexive["effects"], tuple(reflexive.get("targets") or ()),
                                                   name.subject)
    return words


PHRASES["may"] = _may_words


def _may_sacrifice_one_words(effect: Data, name: Namer) -> str:
    """"you may sacrifice an artifact or creature. If you do, ... / When you do, ... / If you don't, ..." (608.2d,
    701.21a, 603.12)."""
    words = f"you may sacrifice {_a(_or_permanents(effect['filter']))}"
    for key, said in (("if_you_do", "If you do"), ("if_you_dont", "If you don't")):
        if effect.get(key):
            words += f". {said}, " + ", then ".join(effect_words(e, name) for e in effect[key])
    if effect.get("when_you_do"):
        reflexive = effect["when_you_do"]
        words += ". When you do, " + effects_words(reflexive["effects"], tuple(reflexive.get("targets") or ()),
                                                   name.subject)
    return words


PHRASES["may_sacrifice_one"] = _may_sacrifice_one_words
PHRASES["grant_one_of"] = lambda e, o: (  # 608.2d: one of the keywords, chosen as it resolves
    f"{o(e['target'])} gains your choice of {_or_words(e['keywords'])} until end of turn")
PHRASES["solve"] = lambda e, o: "this Case becomes solved"  # 719.3b
PHRASES["damage_each_opponent"] = lambda e, o: f"this deals {_x(e['n'])} damage to each opponent"
PHRASES["if_opponent_life_at_most"] = lambda e, o: (  # 608.2c: a branch on an opponent's life total
    f"then if an opponent has {e['n']} or less life, " + ", then ".join(effect_words(x, o) for x in e["effects"])
    + ". Otherwise, " + ", then ".join(effect_words(x, o) for x in e["otherwise"]))
PHRASES["exile_self_cast_this_turn"] = lambda e, o: "exile this and you may cast it this turn"
PHRASES["when_next_cast_this_turn"] = lambda e, o: (  # 603.7c: a delayed trigger that triggers once
    f"when you next cast {_a(_described(e['filter'], 'spell'))} this turn, "
    + ", then ".join(effect_words(x, o) for x in e["effects"]))
PHRASES["copy_that_spell"] = lambda e, o: "copy that spell" + (  # 707.10c
    ". You may choose new targets for the copy" if e.get("new_targets") else "")


def _others_of_yours(count: Data) -> Data:
    """A count's filter without its ``controller`` (the words say "you control" already)."""
    return {k: v for k, v in (count.get("filter") or {}).items() if k != "controller"}
PHRASES["if_dealt_damage_this_turn"] = lambda e, o: (
    f"if {o(e['target'])} was dealt damage this turn, " + ", then ".join(effect_words(x, o) for x in e["effects"]))
PHRASES["poison"] = lambda e, o: f"{o(e['target'])} gets {_count(e['n'], 'poison counter')}"
PHRASES["if_creature_died_this_turn"] = lambda e, o: (
    "if a creature died this turn, " + ", then ".join(effect_words(x, o) for x in e["effects"]))
PHRASES["if_cast_from_graveyard"] = lambda e, o: (
    ", then ".join(effect_words(x, o) for x in e["otherwise"]) + ". If this spell was cast from a graveyard, "
    + ", then ".join(effect_words(x, o) for x in e["effects"]) + " instead")
PHRASES["counter_then_discover_its_mana_value"] = lambda e, o: (
    f"counter {o(e['target'])}, then discover X, where X is that spell's mana value")
PHRASES["source_to_hand"] = lambda e, o: "return it to its owner's hand"
PHRASES["source_to_battlefield"] = lambda e, o: (
    "return it to the battlefield" + (" tapped" if e.get("tapped") else "") + " under its owner's control"
    + "".join(", then " + effect_words(x, o) for x in e.get("then") or ()))
PHRASES["grant_trigger"] = lambda e, o: (  # the granted ability's "this" is the permanent that gains it
    f"until end of turn, {o(e['target'])} gains \"" + _when({"event": e["event"]}, "this creature") + ", "
    + effects_words(e["effects"], (), "this creature") + '"')
PHRASES["damage_equal_to_power"] = lambda e, o: (
    f"{o(e['source'])} deals damage equal to its power to {o(e['target'])}" + (
        ". If excess damage was dealt this way, " + ", then ".join(effect_words(x, o) for x in e["if_excess"])
        if e.get("if_excess") else ""))
PHRASES["sacrifice"] = lambda e, o: f"sacrifice {o(e['target'])}"
PHRASES["must_block_this_turn"] = lambda e, o: f"{o(e['target'])} blocks this turn if able"
PHRASES["most_creatures_investigate"] = lambda e, o: "each player who controls the most creatures investigates"
PHRASES["exile_namesakes_investigate"] = lambda e, o: (
    f"exile {o(e['target'])} and, untargeted, each other creature its controller controls that has its name; that "
    "player investigates once for each nontoken creature exiled")
PHRASES["exile_then_if_exiled"] = lambda e, o: (
    f"exile {o(e['target'])}. "
    + (f"If {_a(_described(e['filter'], 'card'))} is exiled this way, " if e.get("filter") else "If you do, ")
    + ", then ".join(effect_words(x, o) for x in e["effects"]))
OWN_SENTENCE = frozenset({"if_dealt_damage_this_turn", "if_opponent_life_at_most", "if_creature_died_this_turn"})
"""Verbs whose words start a sentence of their own ("If it was dealt damage this turn, ...")."""


def _quality(flt: Data, plural: bool = False) -> str:
    """The quality of the card an effect picks: "creature card", "instant, sorcery, or Faerie card", "cards that
    have an Adventure"."""
    kinds = [t.lower() for t in flt.get("types_any") or ()] + list(flt.get("subtypes_any") or ())
    words = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + ("," if len(kinds) > 2 else "") + \
        f" or {kinds[-1]}" if kinds else ""
    noun = "cards" if plural else "card"
    adventure = (" that have an Adventure" if plural else " that has an Adventure") if flt.get("has_adventure") \
        else ""
    return f"{words} {noun}".strip() + adventure


def _mill_and_take(effect: Data, name: Namer) -> str:
    which = f"all {_quality(effect['filter'], plural=True)}" if effect.get("all") else _a(_quality(effect["filter"]))
    where = "onto the battlefield" if effect.get("to") == "battlefield" else "into your hand"
    return f"mill {_count(effect['n'], 'card')}, then put {which} from among them {where}"


PHRASES["look_and_take"] = lambda e, o: (f"look at the top {_count(e['n'], 'card')} of your library; put one into "
                                         "your hand and " + ("the other" if e["n"] == 2 else "the rest")
                                         + " into your graveyard")
PHRASES["mill_and_take"] = _mill_and_take
PHRASES["reveal_top_put_one"] = lambda e, o: (  # verbs/reveal.py (701.20a, 110.2a, 401.4)
    f"{o(e['target'])} reveals the top {e['n'] if isinstance(e['n'], str) else _number_word(e['n'])} cards of their "
    f"library. You may put {_a(_described({k: v for k, v in e['filter'].items() if k != 'mv_max'}, 'card'))}"
    + (f" with mana value {e['filter']['mv_max']} or less" if "mv_max" in e["filter"] else "")
    + " from among them onto the battlefield under your control. That player puts the rest on the bottom of their "
    "library in a random order")
PHRASES["put_from_hand"] = lambda e, o: f"you may put {_a(_quality(e['filter']))} from your hand onto the battlefield"


def _controller_of(words: str) -> str:
    return "its controller" if words == "it" else f"the controller of {words}"


def _become_creature(e: Data, o: Namer) -> str:
    kind = " ".join([*([e["creature_type"]] if e.get("creature_type") else []), "artifact creature"])
    size = f"{e['power']}/{e['toughness']} " if "power" in e else ""  # without: its printed ones (301.7b)
    words = f"{o(e['target'])} becomes {_a(size + kind)}"
    if e.get("keywords"):
        words += f" with {_kw(e['keywords'])}"
    until = {"end_of_turn": "until end of turn", "your_next_turn": "until your next turn"}.get(e.get("duration", ""))
    return f"{until}, {words}" if until else words


PHRASES.update({  # verbs/targets.py: a target's controller (608.2h), a permanent becoming a creature (205.1b)
    "its_controller_investigates": lambda e, o: f"{_controller_of(o(e['target']))} investigates" + _times(e.get("n")),
    "its_controller_creates_token": lambda e, o: f"{_controller_of(o(e['target']))} creates "
                                                 f"{_count(e.get('n'), e['token'] + ' token')}",
    "become_creature": _become_creature,
    "unblockable_this_turn": lambda e, o: f"{o(e['target'])} can't be blocked this turn",
})


BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"]  # 205.3i


def _exiled_kind(flt: Data) -> str:
    """A permanent kind an optional exile names: "Human", "artifact" (verbs/optional_exile.py)."""
    return " ".join([*flt.get("subtypes", ()), *(t.lower() for t in flt.get("types", ()))]) or "permanent"


def _searched_for(flt: Data) -> str:
    """The card a library search looks for (701.23a): "a basic land card", "a land card with a basic land type",
    "a Forest card", "a basic Forest card"."""
    if sorted(flt.get("subtypes_any") or ()) == sorted(BASIC_LAND_TYPES):
        return _a(_described({k: v for k, v in flt.items() if k != "subtypes_any"}, "card") + " with a basic land "
                  "type")
    if flt.get("subtypes_any") and not flt.get("types"):
        return _a(" ".join([*(s.lower() for s in flt.get("supertypes") or ()), _or(list(flt["subtypes_any"]))])
                  + " card")
    return _a(_described(flt, "card"))


def _number_word(n: Any) -> str:
    return ("no", "one", "two", "three", "four", "five")[n] if isinstance(n, int) and 0 <= n <= 5 else str(n)


def _search_library(e: Data, o: Namer) -> str:
    if e.get("second_to"):  # two cards found, one for each zone (701.23h)
        first = "onto the battlefield" + (" tapped" if e.get("tapped") else "") if e["to"] == "battlefield" \
            else "into your hand"
        second = "into your hand" if e["second_to"] == "hand" else "onto the battlefield"
        kind = _searched_for(e["filter"])[2:]
        return f"search your library for up to two {kind}s" + (" and reveal them" if e.get("reveal") else "") + \
            f". Put one of them {first} and the other {second}, then shuffle"
    where = ("put it onto the battlefield" + (" tapped" if e.get("tapped") else "")) if e["to"] == "battlefield" \
        else "put it into your hand"
    return f"search your library for {_searched_for(e['filter'])}, " + ("reveal it, " if e.get("reveal") else "") \
        + f"{where}, then shuffle"


PHRASES.update({  # verbs/cloak.py (701.58a: any card, not only the top one), verbs/search.py (701.23)
    "cloak_looked_at": lambda e, o: f"look at the top {_number_word(e['n'])} cards of your library, cloak "
                                    f"{_number_word(e['cloak'])} of them, "
                                    "and put the rest on the bottom of your library in a random order",
    "cloak_from_hand": lambda e, o: "cloak a card from your hand",
    "exile_targets_then_their_controllers_cloak": lambda e, o: (
        f"for each player, exile up to one target {_described(o.targets[0], str(o.targets[0]['kind']))} that player "
        "controls. For each permanent exiled this way, its controller cloaks the top card of their library"),
    "cloak_with_top_cards": lambda e, o: f"exile {o(e['target'])} and the top {_number_word(e['n'])} cards of your "
                                         "library in a face-down pile, shuffle that pile, then cloak those cards. "
                                         + ("They enter tapped" if e.get("tapped") else ""),
    "cloak_and_attach_source": lambda e, o: "cloak the top card of your library, then attach this to it",
    "search_library": _search_library,
    "shuffle_into_library_then_discover": lambda e, o: f"the owner of {o(e['target'])} shuffles it into their "
                                                       "library. Then that player discovers X, where X is its mana "
                                                       "value",
    "mill_yourself": lambda e, o: "mill a card" if e["n"] == 1 else f"mill {_number_word(e['n'])} cards",
})

PHRASES.update({  # verbs/search.py (401.1, 701.16a), verbs/type_changes.py (205.1a)
    "shuffle_into_library_then_investigate": lambda e, o: f"the owner of {o(e['target'])} shuffles it into their "
                                                          "library, then investigates",
    "not_a_creature_this_turn": lambda e, o: ("this" if e["target"] == "self" else o(e["target"]))
                                             + " isn't a creature until end of turn",
    "extra_turn": lambda e, o: "take an extra turn after this one",  # verbs/extra_turns.py (500.7, 608.2n)
    "create_creature_tokens": lambda e, o: "create " + _and([_token(t, 1, False) for t in e["tokens"]]),
    "may_exile_yours": lambda e, o: "you may exile " + _and([_a(_exiled_kind(f)) + " you control" for f in e["exile"]])
                                    + ". If you do, " + effects_words(e["if_you_do"], ()),
    "exile_this_spell": lambda e, o: "exile this",
})

# --- abilities ---------------------------------------------------------------------------------------------

EVENTS = {
    "enters": "When this enters", "attacks": "Whenever this attacks", "dies": "When this dies",
    "put_into_graveyard": "When this is put into a graveyard from the battlefield",
    "enters_or_attacks": "Whenever this enters or attacks", "turned_face_up": "When this is turned face up",
    "landfall": "Whenever a land you control enters", "sacrifice_clue": "Whenever you sacrifice a Clue",
    "combat_damage_to_player": "Whenever this deals combat damage to a player",
    "targeted_by_spell": "Whenever this becomes the target of a spell",
    "cast_spell": "Whenever you cast {spell}", "opponent_casts": "Whenever an opponent casts {spell}",
    "creature_dies": "Whenever {creature} dies", "creature_enters": "Whenever {creature} enters",
    "creature_turned_face_up": "Whenever {creature} is turned face up",
    "creature_enters_or_turned_face_up": "Whenever {creature} enters or is turned face up",
    "creature_combat_damage_to_player": "Whenever {creature} deals combat damage to a player",
    "enters_or_turned_face_up": "When this enters or is turned face up", "draw_card": "Whenever you draw a card",
    "enters_or_combat_damage_to_player": "Whenever this enters or deals combat damage to a player",
    "enters_or_leaves": "When this enters or leaves the battlefield",
    "investigate": "Whenever you investigate", "you_attack": "Whenever you attack",
    "creature_attacks": "Whenever {creature} attacks", "dealt_damage": "Whenever this is dealt damage",
    "discard_card": "Whenever a player discards a card",
    "damage_to_creatures": "Whenever this deals damage to one or more creatures",
    "permanent_leaves": "Whenever {creature} leaves the battlefield",
    "permanent_put_into_graveyard": "Whenever {creature} is put into a graveyard from the battlefield",
}
EVENTS |= {f"beginning_of_your_{step}": "At the beginning of " + {
    "upkeep": "your upkeep", "precombat_main": "your precombat main phase", "beginning_of_combat": "combat on your "
    "turn", "postcombat_main": "your postcombat main phase"}.get(step, f"your {step.replace('_', ' ')} step")
    for step in STEPS if step not in ("untap", "cleanup")}  # no player gets priority in these (502.4, 514.3)
EVENTS |= {f"beginning_of_each_{step}": "At the beginning of each " + {
    "upkeep": "upkeep", "precombat_main": "precombat main phase", "beginning_of_combat": "combat",
    "postcombat_main": "postcombat main phase"}.get(step, f"{step.replace('_', ' ')} step")
    for step in STEPS if step not in ("untap", "cleanup")}
"""Every trigger event a card's data may name, as a "when" clause ({spell}/{creature}: what its filter picks);
``beginning_of_your_STEP`` and ``beginning_of_each_STEP`` for each step (503-513, triggers.py)."""

CONDITIONS: dict[str, Callable[[Any], str]] = {
    "if_cast": lambda v: "if it was cast",
    "if_toughness_at_most": lambda v: f"if its toughness is {v} or less",
    "if_defending_hand_at_most": lambda v: f"if the defending player has {v} or fewer cards in hand",
    "if_you_control_enchanted_creature": lambda v: "if you control an enchanted creature",
    "if_creature_died_this_turn": lambda v: "if a creature died this turn",
    "if_you_attacked_this_turn": lambda v: "if you attacked this turn",
    "if_you_descended_this_turn": lambda v: "if you descended this turn",
    "if_bigger_than_this": lambda v: "if its power is greater than this creature's power or its toughness is "
                                     "greater than this creature's toughness",
    "if_it_had_counters": lambda v: "if it had counters on it",
    "if_it_was_alone_in_combat": lambda v: "if it was attacking or blocking alone",
    "if_you_cast_this_turn": lambda v: "if you've cast " + ("both " if len(v) > 1 else "") + _and(
        [f"{_a(k)} spell" for k in v]) + " this turn",
    "to_solve": lambda v: f"if you control {NUMBERS[int(v['at_least'])]} or more "  # 719.3a
                          f"{_described(_others_of_yours(v['count']), 'permanent', plural=True)} and this Case "
                          "is not solved",
    "if_your_permanent_left_this_turn": lambda v: "if a permanent you controlled left the battlefield this turn",
    "if_you_put_counter_on_creature_this_turn": lambda v: "if you put a counter on a creature this turn",
    "if_you_sacrificed_clues_this_turn": lambda v: f"if you sacrificed {v} or more Clues this turn",
    "if_you_control_none": lambda v: f"if you control no {_for_each({'count': 'permanents', 'filter': v})}s",
}
"""The intervening "if" clauses of triggered abilities (603.4)."""


ROMAN_NUMERALS = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}
"""A chapter ability's number as its chapter symbol shows it (714.2a)."""
EVENTS["chapter"] = "When the lore counters on this reach its chapter's number"  # 714.2b, for `_when`'s table

NTH_EVENTS = {"cast_spell": "Whenever you cast your {nth} spell each turn",
              "draw_card": "Whenever you draw your {nth} card each turn",
              "investigate": "Whenever you investigate for the {nth} time each turn"}
"""Events matched by their number this turn (``nth_this_turn``, 603.2)."""
NTH_WORDS = {1: "first", 2: "second", 3: "third"}


def _counted_when(ability: Data, when: str) -> str:
    """The "when" clause with what an ability counts or asks of its event: its number this turn, how many
    attackers (``min_attackers``), attacking ``alone`` (506.5), attacking its ``defender``."""
    event = ability.get("event", "")
    if "nth_this_turn" in ability:
        kind = ability.get("filter")
        if event not in NTH_EVENTS or (kind and event != "cast_spell"):
            raise KeyError(f"no words for the {event!r} trigger with a number this turn")
        words = NTH_EVENTS[event].format(nth=NTH_WORDS[ability["nth_this_turn"]])
        return words.replace(" spell ", f" {_described(kind, 'spell')} ") if kind else words
    if ability.get("min_damage", 1) > 1:
        when = when.replace("dealt damage", f"dealt {ability['min_damage']} or more damage")
    if ability.get("min_attackers", 1) > 1:
        when += f" with {NUMBERS[ability['min_attackers']]} or more creatures"
    if "attackers" in ability:  # "Whenever one or more artifact creatures you control attack"
        when = f"Whenever one or more {_described(ability['attackers'], 'creature', plural=True)} you control attack"
    if ability.get("alone"):
        when += " alone"
    if ability.get("defender") == "you":
        when += " you or a planeswalker you control"
    if event == "sacrifice_permanent":  # "an artifact", "a permanent"
        flt = ability.get("filter") or {}
        when = when.replace("a permanent", "a token" if flt == {"token": True} else _a(_described(flt, "permanent")))
    if ability.get("during_your_turn"):
        when += " during your turn"
    if "while_you_control" in ability:  # 603.2: a condition of the event itself
        when += " while you control " + _a(_described(ability["while_you_control"], "permanent"))
    if ability.get("attacks_player"):
        when += " a player"
    if ability.get("using_mana_from_this"):  # 601.2h: its mana paid for the spell
        when += " using mana produced by this"
    if ability.get("cast_from"):  # 601.2a: the zone the spell was cast from
        when += f" from {ability['cast_from']}"
    if ability.get("one_or_more"):  # "one or more nontoken creatures you control die"
        spec = ability.get("filter") or {}
        when = when.replace(f"Whenever {_a(_described(spec, 'creature'))} dies",
                            f"Whenever one or more {_described(spec, 'creature', plural=True)} die")
    if (ability.get("filter") or {}).get("permanent"):
        when = when.replace(" creature ", " permanent ")
    return when


def _when(ability: Data, subject: str = "this") -> str:
    event = ability.get("event", "")
    spec = ability.get("filter") or {}
    if event not in EVENTS:
        raise KeyError(f"no words for the trigger event {event!r}")
    creature = _described(spec, "creature")
    if spec.get("or_this"):  # "this or another Dragon you control" (the source itself, whatever it is)
        creature = "this or another " + _described({**spec, "or_this": False, "other": False}, "creature")
    elif not creature.startswith("the "):
        creature = _a(creature).replace("an other", "another")
    spell = _a(_described(spec, "spell"))
    cards = _described(spec, "card", plural=True)
    card = _a(_described(spec, "card"))
    when = _counted_when(ability, EVENTS[event].format(spell=spell, creature=creature, cards=cards, card=card)).replace(
        "this", subject)
    if ability.get("not_cast_from"):  # "when you cast this spell from anywhere other than exile" (601.2a)
        when += " from anywhere other than " + " or ".join(ability["not_cast_from"])
    if ability.get("or_event"):  # 603.2: one ability, a second trigger event ("... and at the beginning of ...")
        second = EVENTS[ability["or_event"]]
        when += " and " + second[:1].lower() + second[1:]
    if ability.get("to_opponent"):  # "deals combat damage to an opponent" (triggers.trigger_combat_damage_to_player)
        when = when.replace("to a player", "to an opponent")
    conditions = [CONDITIONS[k](v) for k, v in ability.items() if k in CONDITIONS and v]
    return ", ".join([when, *conditions])


def ability_words(ability: Data, subject: str = "this") -> str:
    kind = ability.get("kind")
    targets = tuple(ability.get("targets") or ())
    effects = effects_words(ability.get("effects") or (), targets, subject)
    modes = " ".join(f"\u2022 {_sentence(effects_words(m['effects'], tuple(m.get('targets') or ()), subject))}"
                     for m in ability.get("choose_one") or ())  # 700.2: "choose one —" and a bullet per mode
    if kind == "triggered" and modes:
        return f"{_when(ability, subject)}, choose one \u2014 {modes}"
    if kind == "triggered" and ability.get("event") == "chapter":  # 714.2b: a Saga's chapter ability
        return f"Chapter {ROMAN_NUMERALS[ability['chapter']]} \u2014 {_sentence(effects)}"
    if kind == "triggered":
        once = " This ability triggers only once each turn." if ability.get("once_each_turn") else ""
        return _sentence(f"{_when(ability, subject)}, {effects}") + once
    if kind == "activated":
        limits = {"sorcery": " Activate only as a sorcery.",
                  "your_turn": " Activate only during your turn.",
                  "opponents_turn": " Activate only during an opponent's turn."}.get(str(ability.get("timing")), "")
        if ability.get("once_per_turn"):
            limits += " Activate only once each turn."
        if ability.get("only_once"):
            limits += " Activate only once."
        solved = "Solved \u2014 " if ability.get("solved") else ""  # 719.3c: only while its Case is solved
        sacrificed = (ability.get("only_if") or {}).get("sacrificed_this_turn")
        if sacrificed is not None:  # 602.5b
            limits += f" Activate only if you've sacrificed {_a(_described(sacrificed, 'permanent'))} this turn."
        if ability.get("zone") == "graveyard" and list(ability.get("effects") or ()) == [
                {"do": "to_hand", "target": "self"}]:  # 113.6m: the ability works where its effect moves the card
            effects = "return this card from your graveyard to your hand"
        done = f"Choose one \u2014 {modes}" if modes else _sentence(effects)
        return f"{solved}{_cost(ability.get('cost') or {})}: {done}{limits}"
    if kind == "equip":
        cost = ability.get("cost") or {}  # 702.6a; a cost beyond mana is written after a dash: "Equip—{2}, Pay 2 life"
        return (f"Equip\u2014{_cost(cost)}" if set(cost) - {"mana"} else f"Equip {cost.get('mana', '')}".strip())
    if kind == "mana":
        kinds = ability.get("produces_one_of") or [ability.get("produces", "")]
        only = " Spend this mana only to activate abilities." if ability.get("spend_only") == "abilities" else ""
        return f"{{T}}: Add {' or '.join(f'{{{k}}}' * int(ability.get('amount', 1)) for k in kinds)}.{only}"
    if kind in ("as_enters", "as_turned_face_up"):
        if all(e["do"] in ("enters_tapped", "enters_with_counters") for e in ability.get("effects") or ()):
            return _sentence(effects)
        return _sentence(f"As this {'enters' if kind == 'as_enters' else 'is turned face up'}, {effects}")
    if kind == "static":
        return _static(ability)
    raise KeyError(f"no words for the ability kind {kind!r}")


AFFECTS = {"enchanted": "enchanted creature", "equipped": "equipped creature", "self": "this",
           "creature_tokens_you_control": "creature tokens you control",
           "face_down_creatures_you_control": "face-down creatures you control",
           "enchanted_creatures_you_control": "enchanted creatures you control",
           "other_creatures_you_control": "other creatures you control",
           "creatures_you_control": "creatures you control", "permanents_you_control": "permanents you control"}
"""Who a static ability's `affects` names; the plural ones end in "you control"."""

def _blockers(spec: Data) -> Data:
    """The creatures an "except by" evasion names, their type Creature left to the noun ("artifact creatures")."""
    types = [t for t in spec.get("types") or () if t != "Creature"]
    return {**spec, "types": types} if types else {k: v for k, v in spec.items() if k != "types"}


def _cda_counted(spec: Data) -> str:
    """What a characteristic-defining power and toughness counts (604.3, conditions.static_count)."""
    if spec["count"] == "cards_in_hand":
        return "cards in your hand"
    if spec["count"] == "permanents":
        noun, yours, _ = _for_each(spec).partition(" you control")
        return f"{noun}s{yours}"
    return _described({"types": spec.get("types") or []}, "card", plural=True) + (
        " in all graveyards" if spec.get("whose") == "all" else " in your graveyard")


STATICS: dict[str, Callable[[Data], str]] = {
    "attack": lambda a: {"needs_1_1": "this can't attack unless you control a 1/1 creature"}[a["attack"]],
    "block": lambda a: {"cant": "this can't block",
                        "only_flying": "this can block only creatures with flying"}[a["block"]],
    "blocked": lambda a: {"must": "this must be blocked if able"}[a["blocked"]],
    "evasion": lambda a: {"unblockable": "this can't be blocked",
                          "power_at_most": f"this can't be blocked by creatures with power {a.get('n')} or less",
                          "power_at_least": f"this can't be blocked by creatures with power {a.get('n')} or greater",
                          "power_less_than_this": "creatures with power less than this creature's power can't block "
                                                  "it",
                          "except_by": "this can't be blocked except by "
                                       + _described(_blockers(a.get("filter") or {}), "creature", plural=True),
                          }[a["evasion"]],
    "cost_change": lambda a: _cost_change(a),
    "activation_cost_change": lambda a: (
        f"activated abilities of {_described(a.get('applies') or {}, 'permanent', plural=True)} you control cost "
        f"{{{-int(a['activation_cost_change'])}}} less to activate, but never less than "
        f"{_STATIC_NUMBERS.get(int(a.get('at_least', 0)), 'one')} mana"),
    "permission": lambda a: {"cast_instant_sorcery_from_library_top":
                             ("once each turn, " if a.get("once_per_turn") else "")
                             + "you may cast an instant or sorcery spell from the top of your library"
                             }[a["permission"]],
    "prohibit": lambda a: {"chosen_name": "spells with the chosen name can't be cast"}[a["prohibit"]],
    "replacement": lambda a: {
        "double_tokens": "effects create twice as many tokens under your control as they otherwise would",
        "double_counters": "effects put twice as many counters on permanents you control as they otherwise "
                           "would",
        "tokens_plus": f"if one or more tokens would be created under your control, those tokens plus "
                       f"{_a(a.get('plus_token', ''))} token are created instead"}[a["replacement"]],
    "spells_gain": lambda a: f"instant and sorcery spells you control have {_kw(a['spells_gain'])}",
    "uncounterable": lambda a: {"spells_you_control": "spells you control can't be countered",
                                "self": "this spell can't be countered"}[a["uncounterable"]],
    "affects": lambda a: _affects(a),
    "player": lambda a: {"no_max_hand_size": "you have no maximum hand size"}[a["player"]],
    "prevent_damage": lambda a: "prevent all damage that would be dealt to this",
    "cda": lambda a: "this creature's power and toughness are each equal to the number of " + _cda_counted(a["cda"]),
    "others_enter_as_copy_of": lambda a: "other creatures you control enter as a copy of "
                                         + a["others_enter_as_copy_of"],
    "cost_per_extra_target": lambda a: f"this spell costs {a['cost_per_extra_target']} more to cast for each target "
                                       "beyond the first",
    "self_cost_reduction": lambda a: "this spell costs {1} less to cast for each " + _or(
        [("card with an Adventure" if k.get("has_adventure") else " ".join(t.lower() for t in k["types"]) + " card")
         for k in a["self_cost_reduction"].get("any_of") or [{"types": a["self_cost_reduction"]["types"]}]])
        + " in your graveyard",
    "disguise_cost_reduction": lambda a: "its disguise cost is reduced by {1} for each " + _and(
        [" ".join(t.lower() for t in k["types"]) for k in a["disguise_cost_reduction"]["any_of"]]) + " card in your "
        "graveyard",
}
"""One sentence per kind of static ability, keyed by the field that names the kind."""


_STATIC_NUMBERS: dict[int, str] = {2: "two", 3: "three", 4: "four", 5: "five"}
STATIC_CONDITIONS: dict[str, Callable[[Any], str]] = {
    "you_control_token": lambda v: "you control a token",
    "cards_drawn_min": lambda v: f"you've drawn {_STATIC_NUMBERS.get(v, v)} or more cards this turn",
    "hand_at_most": lambda v: f"you have {NUMBERS[v] if v > 1 else 'one'} or fewer cards in hand",
    "you_cast_this_turn": lambda v: f"you've cast {_and([_a(k) + ' spell' for k in v])} this turn",
    "graveyard_min": lambda v: f"there are {_STATIC_NUMBERS.get(v['n'], v['n'])} or more "
                               f"{_described({'types': v.get('types') or []}, 'card', plural=True)} in your graveyard",
}
"""A static ability's condition (611.3a, reference_engine/conditions.py), as the words after "as long as"."""


def _static(ability: Data) -> str:
    solved = "Solved \u2014 " if ability.get("solved") else ""  # 719.3c: only while its Case is solved
    for key, words in STATICS.items():
        if key in ability:
            return solved + _sentence(_conditioned(ability, words(ability)))
    raise KeyError(f"no words for the static ability {sorted(ability)}")


def _conditioned(ability: Data, words: str) -> str:
    """A static ability's words with its condition: "during your turn, ..." or "... as long as ..."."""
    condition = dict(ability.get("condition") or {})
    if condition.pop("your_turn", False):
        words = "during your turn, " + words[:1].lower() + words[1:]
    said = [STATIC_CONDITIONS[k](v) for k, v in condition.items()]
    return words.rstrip(".") + (" as long as " + _and(said) if said else "")


def _cost_change(ability: Data) -> str:
    applies = ability.get("applies") or {}
    spells = _described({k: v for k, v in applies.items() if k != "has_adventure"}, "spell", plural=True)
    if ability.get("who") == "you":
        spells += " you cast"
    if applies.get("has_adventure"):
        spells += " that have an Adventure"
    change = int(ability["cost_change"])
    return f"{spells} cost {{{abs(change)}}} {'more' if change > 0 else 'less'} to cast"


def _affects(ability: Data) -> str:
    """A static ability that changes the objects it `affects` (613): "Enchanted creature gets +1/+1 and has ..."."""
    affects = str(ability["affects"])
    who = AFFECTS[affects]
    if affects == "permanents_you_control" and set(ability.get("with") or {}) == {"subtypes_any"}:
        who = f"each {_and(list(ability['with']['subtypes_any']))} you control"  # 205.3: "each Fungus and Saproling"
    elif ability.get("with"):  # "other historic creatures you control", "creatures you control with flying"
        who = _described({**ability["with"], "other": affects.startswith("other_"), "controller": "you"},
                         "creature", plural=True)
    if ability.get("of_chosen_type"):  # 614.12: "creatures you control of the chosen type"
        who += " of the chosen type"
    many = affects.endswith("you_control") and not who.startswith("each ")
    kinds = list(ability.get("subtypes") or ())
    if kinds and affects == "other_creatures_you_control":  # a filter there (layers._affects): "Other Assassins"
        who, kinds = f"other {_and([f'{s}s' for s in kinds])} you control", []
    gets, has, is_ = ("get", "have", "are") if many else ("gets", "has", "is")
    parts = []
    if ability.get("add_types"):  # 205.1b: "is a Golem creature ... in addition to its other types"
        who = "enchanted permanent" if affects == "enchanted" else who
        added = " ".join([*(ability.get("add_subtypes") or ()), *(t.lower() for t in ability["add_types"])])
        parts.append(f"{is_} {_a(added)} in addition to its other types")
    elif ability.get("add_subtypes"):  # 205.1b: "Clues you control are Equipment in addition to their other types"
        parts.append(f"{is_} {_a(' '.join(ability['add_subtypes']))} in addition to its other types")
    if "set_power" in ability:
        parts.append(f"{has} base power and toughness {ability['set_power']}/{ability['set_toughness']}")
    if "power" in ability:
        each = f" for each {_for_each(ability['for_each'])}" if "for_each" in ability else ""
        parts.append(f"{gets} {_signed(ability['power'], ability.get('toughness', 0))}{each}")
    if ability.get("power_per") == "enchantment_you_control":
        parts.append(f"{gets} +1/+1 for each enchantment you control")
    granted = [_kw(ability["keywords"])] if ability.get("keywords") else []
    granted += ['"' + ability_words(a, subject="this creature").rstrip(".") + '"' for a in granted_abilities(ability)]
    if granted:
        parts.append(f"{has} " + _and(granted))
    if kinds:
        named = _and([f"{s}s" if many else s for s in kinds])
        parts.append(f"{is_} {named if many else _a(named)} in addition to {'their' if many else 'its'} other "
                     "types")
    if ability.get("doesnt_untap"):  # 502.3 (activation_limits.kept_tapped)
        parts.append("doesn't untap during its controller's untap step")
    if ability.get("no_activated"):  # 602.5 (activation_limits.activation_forbidden)
        parts.append("its activated abilities can't be activated")
    if ability.get("goads"):  # 701.15b (blocking.goaders)
        parts.append(f"{is_} goaded")
    if affects == "enchanted" and (ability.get("doesnt_untap") or ability.get("no_activated")):
        who = "enchanted permanent"
    return _sentence(f"{who} " + " and ".join(parts))


def _cost(cost: Data) -> str:
    parts = [str(cost["mana"])] if cost.get("mana") else []
    if "crew" in cost:  # 702.122a
        parts.append(f"Tap any number of other untapped creatures you control with total power {cost['crew']} or "
                     "more")
    if "loyalty" in cost:  # 606.2: the loyalty symbol, +N, -N or 0
        parts.append(f"{cost['loyalty']:+d}" if cost["loyalty"] else "0")
    if cost.get("tap"):
        parts.append("{T}")
    if cost.get("sacrifice_self"):
        parts.append("Sacrifice this")
    if cost.get("remove_counters"):
        removed = cost["remove_counters"]
        parts.append(f"Remove {_count(removed['n'], removed['counter'] + ' counter')} from this")
    if cost.get("life"):
        parts.append(f"Pay {cost['life']} life")  # 119.4
    wanted = cost.get("sacrifice")
    if isinstance(wanted, dict):
        kind = {k: v for k, v in wanted.items() if k not in ("other", "n", "attached_to_source", "different_names")}
        words = kind["subtype"] if "subtype" in kind else _described(kind, "permanent")
        words += " attached to this" if wanted.get("attached_to_source") else ""
        if wanted.get("n") == "X":  # 107.3: X chosen as the ability is activated
            parts.append(f"Sacrifice X {words}s")
        elif wanted.get("n", 1) != 1:
            names = " with different names" if wanted.get("different_names") else ""  # 201.2
            parts.append(f"Sacrifice {_count(wanted['n'], words)}{names}")
        else:
            parts.append("Sacrifice " + (f"another {words}" if wanted.get("other") else _a(words)))
    if cost.get("discard"):
        parts.append(f"Discard {_count(cost['discard']['n'], 'card')}")
    if cost.get("discard_self"):  # 113.6m: from its owner's hand
        parts.append("Discard this card")
    if cost.get("exile_self"):  # 113.6m: from its owner's graveyard
        parts.append("Exile this card from your graveyard")
    if cost.get("tap_untapped"):  # 701.26a: "Tap X untapped artifacts you control"
        kind = {k: v for k, v in cost["tap_untapped"].items() if k != "n"}
        parts.append(f"Tap {cost['tap_untapped'].get('n', 1)} untapped {_described(kind, 'permanent', plural=True)}"
                     " you control")
    if cost.get("exile"):
        exiled = {k: v for k, v in cost["exile"].items() if k not in ("n", "zone")}
        if cost["exile"].get("zone") == "graveyard":
            parts.append(f"Exile {_count(cost['exile'].get('n', 1), _described(exiled, 'card'))} from your graveyard")
        else:
            parts.append(f"Exile {_count(cost['exile'].get('n', 1), _described(exiled, 'permanent'))} you control")
    return ", ".join(parts)


def _additional_cost(cost: Data) -> str:
    kind = cost.get("kind")
    if kind in ("kicker", "replicate"):
        return f"{kind.capitalize()} {cost.get('mana', '')}"
    if kind == "sacrifice":
        return f"As an additional cost to cast this, sacrifice {_a(_described(cost.get('filter') or {}, 'permanent'))}."
    if kind == "flash":
        return f"You may cast this as though it had flash if you pay {cost.get('mana')} more."
    raise KeyError(f"no words for the additional cost {kind!r}")


# --- blocking, combat damage to a creature, sacrificing (trigger_events.py), 502.3, 701.10, 601.3b --------------

EVENTS |= {
    "blocks": "Whenever this blocks", "attacks_or_blocks": "Whenever this attacks or blocks",
    "combat_damage_to_creature": "Whenever this deals combat damage to a creature",
    "sacrifice_permanent": "Whenever you sacrifice a permanent",
    "noncombat_damage_to_opponent": "Whenever a source you control deals noncombat damage to an opponent",
    "creatures_you_control_become_blocked": "Whenever one or more creatures you control become blocked",
    "creatures_combat_damage_to_player": "Whenever one or more creatures you control deal combat damage to a player",
}
PHRASES |= {
    "skip_next_untap": lambda e, o: f"{o(e['target'])} doesn't untap during its controller's next untap step",
    "double_power": lambda e, o: f"double the power of {o(e['target'])} until end of turn",
    "until_end_of_turn_trigger": lambda e, o: "until end of turn, " + _when(
        {"event": e["event"], "filter": e.get("filter") or {}}).replace("Whenever", "whenever", 1) + ", "
        + effects_words(e["effects"], ()),
    "discard_any_number": lambda e, o: "discard any number of cards",
    "shuffle_targets_into_library": lambda e, o: f"shuffle {o(0)} into your library",
    "until_your_next_turn_trigger": lambda e, o: "until your next turn, " + _when(
        {"event": e["event"], "filter": e.get("filter") or {}, **({"defender": "you"} if e.get("attacking_you")
                                                                   else {})}).replace("Whenever", "whenever", 1)
        + ", " + effects_words(e["effects"], ()),
}
STATICS["enters_with_counter"] = lambda a: f"{_described(a.get('applies') or {}, 'creature', plural=True)} you " \
                                           f"control enter with {_a(a['enters_with_counter'])} counter on them"
STATICS["flash_for"] = lambda a: f"you may cast {_described(a['flash_for'], 'spell', plural=True)} as though " \
                                 "they had flash"
STATICS["extra_trigger"] = lambda a: {  # 603.2d (triggers.queue_entering_trigger)
    "enters": "if a permanent entering causes a triggered ability of a permanent you control to trigger, that "
              "ability triggers an additional time"}[a["extra_trigger"]]
STATICS["alt_cost_zero"] = lambda a: (  # 118.9 (casting.zero_cost_source)
    f"once each turn, you may pay {{0}} rather than pay the mana cost for "
    f"{_a(_described(a['alt_cost_zero'], 'spell').lower())} you cast from exile")
_TIMES: dict[int, str] = {2: "twice", 3: "three times"}
STATICS["mana_multiplier"] = lambda a: (  # 106.12, 614.1a: a replacement on the mana a source makes (casting.py)
    f"if you tap {_a(_described(a.get('sources') or {}, 'permanent'))} for mana, it produces "
    f"{_TIMES.get(a['mana_multiplier'], str(a['mana_multiplier']) + ' times')} as much of that mana instead")
STATICS["cast_only_if"] = lambda a: (  # 601.3: the spell's own casting restriction (casting.py)
    f"cast this spell only if you control {_STATIC_NUMBERS.get(a['cast_only_if']['at_least'], 'one')} or more "
    + (" ".join(a["cast_only_if"]["filter"]["subtypes"]) + "s" if a["cast_only_if"]["filter"].get("subtypes")
       else _described({k: v for k, v in a["cast_only_if"]["filter"].items() if k != "controller"}, "permanent",
                       plural=True)))


def rules_text(face: Face) -> list[str]:
    """The face's keywords, then each ability or its spell effects, one line each."""
    lines = [_keyword_line(face.keywords)] if face.keywords else []
    index = 0
    for ability in face.abilities:
        label = None
        if ability.get("kind") in ACTIVATED:
            label, index = f"[{index}] ", index + 1
        words = ability_words(ability)
        if "enchant land" in face.keywords:  # 303.4: what an Aura's "enchanted" names is what it may enchant
            words = words.replace("Enchanted creature", "Enchanted land", 1)
        lines.append((label or "") + words)
    for ability in keyword_abilities(face.keywords):  # an activated ability a keyword stands for (702.122a crew):
        if ability.get("kind") in ACTIVATED:  # numbered after the printed ones, as game.chars lists them
            lines.append(f"[{index}] {ability_words(ability)}")
            index += 1
    if face.effects:
        chosen = [_target_words(s) for s in face.targets if s.get("any_number") and "divide" not in s]  # 115.1
        said = _sentence(effects_words(face.effects, face.targets))
        lines.append(" ".join([*(f"Choose {w}." for w in chosen), said]))
    if face.modes:  # 700.2: a modal spell, one or more of its modes chosen as it is cast; a bullet per mode
        modes = " ".join(f"\u2022 {_sentence(effects_words(m['effects'], tuple(m.get('targets') or ())))}"
                         for m in face.modes)
        lines.append(("Choose one or both" if len(face.modes) == 2 else "Choose one or more") + f" \u2014 {modes}")
    for cost in face.additional_costs:
        if cost.get("kind") not in ("kicker", "replicate") and not cost.get("bargain"):  # shown as keywords (702.33a,
            # 702.56a, 702.166a)
            lines.append(_additional_cost(cost))
    return lines


def ability_indexes(face: Face) -> list[int]:
    """For each of the face's abilities in order, its ``activate.ability`` index, or -1 if it has none."""
    out, index = [], 0
    for ability in face.abilities:
        if ability.get("kind") in ACTIVATED:
            out.append(index)
            index += 1
        else:
            out.append(-1)
    return out


# --- keyword abilities and what they bring: kicker (702.33d), extort (702.101a), a player investigating -------------

PHRASES |= {
    "if_kicked": lambda e, o: "if this spell was kicked, " + ", then ".join(effect_words(x, o) for x in e["effects"]),
    "drain_each_opponent": lambda e, o: f"each opponent loses {e['n']} life and you gain life equal to the life lost "
                                        "this way",
    "player_investigates": lambda e, o: f"{o(e['target'])} investigates" + _times(e.get("n")),
    "damage_each": lambda e, o: f"this deals {e['n']} damage to each {_described(e['filter'], 'creature')}",
    "sacrifice_source": lambda e, o: "sacrifice this",
    "fight": lambda e, o: f"{o(e['a'])} fights {o(e['b'])}",
    "reflexive_trigger": lambda e, o: "when you do, " + effects_words(
        e["ability"]["effects"], tuple(e["ability"].get("targets") or ()), o.subject),
}
CONDITIONS["if_evoked"] = lambda v: "if its evoke cost was paid"  # 702.74a
OWN_SENTENCE |= {"if_kicked", "reflexive_trigger"}
CONDITIONS["if_bargained"] = lambda v: "if it was bargained"  # 702.166b
CONDITIONS["if_you_gained_life_this_turn"] = lambda v: f"if you gained {v} or more life this turn"
EVENTS["counters_put"] = "Whenever one or more +1/+1 counters are put on this"  # 122.6 (the filter's counter)

# --- transforming double-faced cards (701.27) ---------------------------------------------------------------------
PHRASES["transform"] = lambda e, o: "transform this"
EVENTS["transformed_into"] = "When this transforms into this face"  # 701.27e: an ability of the back face
STATICS["old_companion"] = lambda a: (  # like companion (702.139a), it works only outside the game
    "Old Companion \u2014 your starting deck holds only cards of "
    + _and([*a["old_companion"]["sets"], *(["playtest cards"] if a["old_companion"].get("playtest") else [])])
    + "; if this is your companion, you may cast it from outside the game")
PHRASES["turn_face_up"] = lambda e, o: f"turn {o(e['target'])} face up" + "".join(
    (". If you can't, " if i == 0 else ", then ") + effect_words(x, o) for i, x in enumerate(e.get("otherwise") or ()))
PHRASES["exile_may_cast_free"] = lambda e, o: (
    f"exile {o(e['target'])}, then you may cast the exiled card without paying its mana cost")
PHRASES["exile_linked"] = lambda e, o: f"exile {o(e['target'])}"
PHRASES["return_linked_to_hand"] = lambda e, o: "return the cards exiled with this to their owners' hands"
EVENTS["leaves"] = "When this leaves the battlefield"  # 603.6c, 603.10a
PHRASES["for_each_target"] = lambda e, o: f"for each of {o(e['target'])}, " + ", then ".join(
    effect_words(x, o) for x in e["effects"])
PHRASES["turn_face_down"] = lambda e, o: f"turn {o(e['target'])} face down as a 2/2 " + " ".join(
    [*(e.get("subtypes") or ()), "creature"])
PHRASES["choose_creature"] = lambda e, o: (
    "choose " + _a(_described(e.get("filter") or {}, "creature")) + " you control, then "
    + _and([effect_words(x, o) for x in e["then"]]).replace("that creature", "the chosen creature"))
STATICS["graveyard_untargetable"] = lambda a: "cards in graveyards can't be the targets of spells or abilities"
STATICS["exile_instead_of_graveyard"] = lambda a: ("if this would be put into a graveyard from anywhere, exile it "
                                                   "instead")  # 614.1a
EVENTS["creature_cards_to_graveyard"] = "Whenever one or more creature cards are put into graveyards from anywhere"
EVENTS["linked_leaves"] = "When the creature put onto the battlefield with this leaves the battlefield"  # 607.2a
# --- verbs/zone_changes.py: an exile undone at the next end step (603.7, 610.3c), gravestorm's copies (702.69a) ------

PHRASES |= {
    "exile_until_next_end_step": lambda e, o: (
        f"exile {o(e['target'])}; at the beginning of the next end step, return that card to the battlefield"
        + (" tapped" if e.get("tapped") else "") + " under its owner's control"),
    "exile_targets_until_next_end_step": lambda e, o: (
        f"exile {_counted_targets(o)}; at the beginning of the next end step, return the exiled cards to the "
        "battlefield" + (" tapped" if e.get("tapped") else "") + " under their owners' control"),
    "return_those_to_battlefield": lambda e, o: "return those cards to the battlefield" + (
        " tapped" if e.get("tapped") else "") + " under their owners' control",
    "return_that_to_battlefield": lambda e, o: "return that card to the battlefield" + (
        " tapped" if e.get("tapped") else "") + " under its owner's control",
    "gravestorm": lambda e, o: "copy that spell for each permanent put into a graveyard from the battlefield this turn",
    "replicate": lambda e, o: "copy that spell for each time its replicate cost was paid",
}
EVENTS["cards_leave_your_graveyard"] = "Whenever one or more {cards} leave your graveyard"  # 603.2c
EVENTS["revealed_first_draw"] = "Whenever you reveal {card} this way"  # 701.20a, as it is drawn
STATICS["reveal_first_draw"] = lambda a: "you may reveal the first card you draw each turn as you draw it"
EVENTS["creature_cards_from_your_library"] = "Whenever one or more {cards} are put into your graveyard from your " \
    "library"  # 603.2c
PHRASES["to_library_second_or_bottom"] = lambda e, o: (  # 401.7, 608.2d: the owner's choice
    f"the owner of {o(e['target'])} puts it into their library second from the top or on the bottom")
PHRASES["to_library_top_or_bottom"] = lambda e, o: (  # 401.1, 608.2d: the owner's choice
    f"the owner of {o(e['target'])} puts it on their choice of the top or bottom of their library")
PHRASES["if_count_at_least"] = lambda e, o: (  # 608.2c: a branch on the amount an earlier effect counted
    (f"if there are {e['at_least']} or more {e['n']['counter']} counters on this, "
     if isinstance(e["n"], dict) and e["n"].get("count") == "source_counters"
     else f"if that number is {e['at_least']} or more, ")
    + ", then ".join(effect_words(x, o) for x in e["effects"]))
OWN_SENTENCE |= {"if_count_at_least"}
OWN_SENTENCE |= {"exile_if_dies_this_turn"}  # 614.1a: "If that creature would die this turn, exile it instead."
PHRASES["exile_if_dies_this_turn"] = lambda e, o: f"if {o(e['target'])} would die this turn, exile it instead"
PHRASES["collect_evidence"] = lambda e, o: f"collect evidence {_x(e['n'])}"  # 701.59a
EVENTS["collect_evidence"] = "Whenever you collect evidence"  # 701.59a
PHRASES["vote"] = lambda e, o: (  # 701.38a: council's dilemma, each choice's effects once for each vote it got
    "starting with you, each player votes for " + _or([c["word"] for c in e["choices"]]) + ". "
    + " ".join(f"For each {c['word']} vote, {effects_words(c['effects'], ())}." for c in e["choices"])
    + (" While voting, you may vote an additional time" if e.get("additional_vote") else ""))
_TIME_COUNTERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
EVENTS["cast_this"] = "When you cast this spell"  # 603.2, 603.6: a trigger of the spell itself (triggers.py)
PHRASES["exile_this_spell_suspended"] = lambda e, o: (  # 702.62a
    f"exile it with {_TIME_COUNTERS.get(e['n'], str(e['n']))} time counters on it. It gains suspend")
PHRASES["remove_time_counter_from_this"] = lambda e, o: "remove a time counter from this"  # 702.62a
PHRASES["suspend_cast"] = lambda e, o: (  # 702.62a
    "you may cast this without paying its mana cost; a creature spell cast this way gains haste until you lose "
    "control of it")


def _exchange_words(e: Data, o: Namer) -> str:
    """701.12: "exchange control of two target nonland permanents that share a card type" (one instance of the word
    target whose objects must share a card type, 115.1), else the two targets one after the other."""
    pair = [o.targets[i] for i in (e["target"], e["other"]) if isinstance(i, int) and i < len(o.targets)]
    if len(pair) == 2 and all(s.get("share_card_type") for s in pair) and _same_group(*pair):
        o.said |= {e["target"], e["other"]}
        kind = {k: v for k, v in pair[0].items() if k not in ("share_card_type", "instance")}
        return f"exchange control of two target {_described(kind, str(kind.get('kind')), plural=True)} that share a " \
               "card type"
    return f"exchange control of {o(e['target'])} and {o(e['other'])}"


PHRASES["exchange_control"] = _exchange_words


def _each_opponent_may_words(e: Data, o: Namer) -> str:
    """608.2d: "each opponent may investigate. Each opponent who doesn't loses 1 life" (their own effects, "you" being
    each of them: said in the third person)."""
    def theirs(effects: list[Data]) -> str:
        return effects_words(effects, ()).replace("you lose", "loses").replace("you ", "they ")
    words = f"each opponent may {effects_words(e['if_they_do'], ())}"
    if e.get("if_they_dont"):
        words += f". Each opponent who doesn't {theirs(e['if_they_dont'])}"
    return words


PHRASES["each_opponent_may"] = _each_opponent_may_words


def _aura_token_words(e: Data, o: Namer) -> str:
    """111.4, 303.4i: "create a red Aura enchantment token named N attached to <object>. That token has enchant
    creature and "<its abilities>"."""
    spec = e["token"]
    color = _and([COLORS.get(c, c) for c in spec["colors"]]) or "colorless"
    has = [_kw(spec["keywords"])] + ['"' + ability_words(a).rstrip(".") + '"' for a in spec.get("abilities") or ()]
    return f"create {_a(color)} Aura enchantment token named {spec['name']} attached to {o(e['attach'])}. That " \
           f"token has {_and(has)}"


PHRASES["create_aura_token"] = _aura_token_words


PHRASES["exile_linked"] = lambda e, o: f"exile {o(e['target'])}"  # 607.2a: remembered by its linked ability
PHRASES["become_copy_of_linked_card"] = lambda e, o: (  # 707.2, 611.2a
    "have this become a copy of a creature card exiled with it until end of turn")
PHRASES["hand_card_guess_free_cast"] = lambda e, o: (  # 608.2d, 608.2g
    "choose a card in your hand. Defending player guesses whether that card's mana value is greater than the number "
    "of artifacts you control. If they guessed wrong, you may cast it without paying its mana cost. If you don't cast "
    f"a spell this way, {effects_words(e['otherwise'], ())}")
