"""Rules text for phase.rs worded from the pool's own data: one template per effect verb.

Used only for the faces the offline Oracle corpus lacks (an Adventure's spell, a split card's second half, a
modal double-faced card's back face:
docs/phase-notes.md, section 4b). The text says what *our* model of the face does (each verb as
``reference_engine/verbs/`` implements it, docs/cards.md), in words phase's parser reads; it is never a copy
of the card's printed text. A face with anything the templates can't say (abilities, keywords, additional
costs, a verb, parameter or target restriction with no wording) is not worded: `render_face` raises
`Unrenderable` with the reason, and the card is unsupported on phase.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON

NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
# target kinds (cards/build.py `target`) as rules text names them
NOUNS = {"creature": "creature", "permanent": "permanent", "spell": "spell", "card": "card"}
BARE = {"any": "any target", "player": "target player"}
# face keys a spell face may carry without changing what it does (characteristics, and "nothing")
PLAIN_KEYS = frozenset({"name", "mana_cost", "types", "supertypes", "subtypes", "colors", "effects", "targets",
                        "keywords", "abilities", "additional_costs", "power", "toughness"})


class Unrenderable(Exception):
    """The face's data holds something no template says."""


_IMPULSE_UNTIL = {"end_of_turn": "Until end of turn", "your_next_end_step": "Until your next end step"}


def _count(n: Any, one: str, many: str) -> str:
    if n == 1:
        return one
    if isinstance(n, int) and 0 <= n < len(NUMBERS):
        return f"{NUMBERS[n]} {many}"
    raise Unrenderable(f"count {n!r}")


def _n(e: JSON) -> int:
    n = e.get("n", 1)
    if not isinstance(n, int) or n < 0:
        raise Unrenderable(f"count {n!r}")
    return n


def _or(words: list[str]) -> str:
    if len(words) > 2:
        raise Unrenderable(f"types {words!r}")
    return " or ".join(w.lower() for w in words)


def _describe(spec: JSON) -> str:
    """A target (cards/build.py `target`) as rules text: "target creature an opponent controls", ..."""
    kind = spec.get("kind")
    if kind in BARE and set(spec) == {"kind"}:
        return BARE[kind]
    if "filter" in spec:
        return _describe_filtered(spec)
    if kind not in NOUNS or set(spec) - {"kind", "types", "controller", "not_types", "zone", "tapped", "power_min",
                                         "mv_max"}:
        raise Unrenderable(f"target {spec!r}")
    zone, controller = spec.get("zone"), spec.get("controller")
    if (kind == "card") != (zone == "graveyard") or (zone is not None and zone != "graveyard"):
        raise Unrenderable(f"target {spec!r}")
    noun = NOUNS[kind]
    if kind == "card" and set(spec.get("types") or ()) == PERMANENT_TYPES:
        noun = "permanent card"
    elif spec.get("types"):
        noun = f"{_or(list(spec['types']))} {noun}" if kind == "card" else _or(list(spec["types"]))
    if spec.get("not_types"):
        if spec["not_types"] != ["Land"] or kind != "permanent" or spec.get("types"):
            raise Unrenderable(f"target {spec!r}")
        noun = "nonland permanent"
    if spec.get("tapped") is True and kind in ("creature", "permanent") and zone is None:
        noun = f"tapped {noun}"
    elif "tapped" in spec:
        raise Unrenderable(f"target {spec!r}")
    having = ""  # "with power 4 or greater", after who controls it
    for key, words in (("power_min", "power {} or greater"), ("mv_max", "mana value {} or less")):
        if key in spec:
            if not isinstance(spec[key], int) or (key == "power_min" and kind != "creature") or having:
                raise Unrenderable(f"target {spec!r}")
            having = f" with {words.format(spec[key])}"
    if zone == "graveyard":
        where = {"you": "your graveyard", "opponent": "an opponent's graveyard", None: "a graveyard"}
        if controller not in where:
            raise Unrenderable(f"target {spec!r}")
        return f"target {noun}{having} from {where[controller]}"
    owner = {"you": " you control", "opponent": " an opponent controls", None: ""}
    if controller not in owner or (controller and kind == "spell"):
        raise Unrenderable(f"target {spec!r}")
    return f"target {noun}{owner[controller]}{having}"


PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})  # 110.4


def _describe_filtered(spec: JSON) -> str:
    """A battlefield or stack target narrowed by a `filter` (cards/build.py `target`): "target noncreature spell",
    "target artifact or enchantment", "target creature with flying"."""
    kind, f = spec.get("kind"), spec.get("filter") or {}
    if set(spec) != {"kind", "filter"}:
        raise Unrenderable(f"target {spec!r}")
    if kind == "spell" and f == {"not_types": ["Creature"]}:
        return "target noncreature spell"
    if kind == "permanent" and set(f) == {"types_any"} and 1 <= len(f["types_any"]) <= 2:
        return f"target {_or(list(f['types_any']))}"
    if kind == "creature" and set(f) == {"keywords"} and len(f["keywords"]) == 1 and f["keywords"][0].isalpha():
        return f"target creature with {f['keywords'][0]}"
    raise Unrenderable(f"target {spec!r}")


class _Words:
    """The face being worded: its targets, each named in full once and "it" after that."""

    def __init__(self, face: JSON) -> None:
        self.face = face
        self.targets = list(face.get("targets") or [])
        self.named: set[int] = set()

    def target(self, ref: Any) -> str:
        if not isinstance(ref, int) or not 0 <= ref < len(self.targets):
            raise Unrenderable(f"target reference {ref!r}")
        if ref in self.named:
            return "it"
        self.named.add(ref)
        return _describe(self.targets[ref])

    def in_graveyard(self, ref: Any) -> bool:
        return isinstance(ref, int) and 0 <= ref < len(self.targets) and self.targets[ref].get("zone") == "graveyard"


def _pt(e: JSON) -> str:
    p, t = e.get("power", 0), e.get("toughness", 0)
    if not isinstance(p, int) or not isinstance(t, int):
        raise Unrenderable(f"pump {p!r}/{t!r}")
    sign = "-" if min(p, t) < 0 else "+"  # "+2/+0", "-4/-0"

    def one(v: int) -> str:
        return f"{v:+d}" if v else f"{sign}0"

    return f"{one(p)}/{one(t)}"


def _to_hand(w: _Words, e: JSON) -> str:
    graveyard = w.in_graveyard(e["target"])
    return f"Return {w.target(e['target'])} to {'your' if graveyard else 'its owner' + chr(39) + 's'} hand."


def _token(e: JSON) -> str:
    if not isinstance(e.get("token"), str):
        raise Unrenderable(f"token {e.get('token')!r}")
    return f"Create {_count(_n(e), 'a ' + e['token'] + ' token', e['token'] + ' tokens')}."


def _counters(w: _Words, e: JSON) -> str:
    kind = e.get("counter")
    if kind not in ("+1/+1", "-1/-1"):
        raise Unrenderable(f"counter {kind!r}")
    return f"Put {_count(_n(e), f'a {kind} counter', f'{kind} counters')} on {w.target(e['target'])}."


def _keywords(e: JSON) -> str:
    kws = [k for k in e.get("keywords") or [] if isinstance(k, str) and k.replace(" ", "").isalpha()]
    if not kws or len(kws) != len(e["keywords"]) or len(kws) > 2:
        raise Unrenderable(f"keywords {e.get('keywords')!r}")
    return " and ".join(kws)


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _creature_token(e: JSON) -> str:
    """create_creature_token: "Create two 2/2 white Knight creature tokens with vigilance." (111.4)."""
    tok = e.get("token")
    if not isinstance(tok, dict) or set(tok) - {"subtypes", "colors", "power", "toughness", "keywords"}:
        raise Unrenderable(f"token {tok!r}")
    colors = list(tok.get("colors") or [])
    if len(colors) > 2 or any(c not in COLOR_WORDS for c in colors):
        raise Unrenderable(f"token colors {colors!r}")
    color = " and ".join(COLOR_WORDS[c] for c in colors) or "colorless"
    kws = f" with {_keywords(tok)}" if tok.get("keywords") else ""
    shape = f"{tok.get('power')}/{tok.get('toughness')} {color} {' '.join(tok.get('subtypes') or [])} creature"
    return f"Create {_count(_n(e), f'a {shape} token', f'{shape} tokens')}{kws}."


def _destroy_all(e: JSON) -> str:
    """destroy_all over every creature, or every creature but some subtype: "Destroy all non-Giant creatures."."""
    f = e.get("filter") or {}
    spared = list(f.get("not_subtypes") or [])
    if set(f) - {"not_subtypes"} or len(spared) > 1 or not all(isinstance(x, str) and x.isalpha() for x in spared):
        raise Unrenderable(f"destroy_all filter {f!r}")
    return f"Destroy all {'non-' + spared[0] + ' ' if spared else ''}creatures."


def _pump_each(e: JSON) -> str:
    """pump_each over the creatures a player controls: "Creatures your opponents control get -1/-1 until end of
    turn."."""
    f = e.get("filter") or {}
    whose = {"opponent": "Creatures your opponents control", "you": "Creatures you control"}
    if set(f) != {"controller"} or f["controller"] not in whose:
        raise Unrenderable(f"pump_each filter {f!r}")
    if e.get("keywords"):  # keywords alone: "Creatures you control gain deathtouch until end of turn."
        if e.get("power") or e.get("toughness"):
            raise Unrenderable("pump_each with a bonus and keywords")
        return f"{whose[f['controller']]} gain {_keywords(e)} until end of turn."
    return f"{whose[f['controller']]} get {_pt(e)} until end of turn."


def _role(w: _Words, e: JSON) -> str:
    """create_role on one target: "Create a Monster Role token attached to target creature you control." (303.7)."""
    role = e.get("role")
    if not isinstance(role, str) or not role.isalpha() or not isinstance(e.get("attach"), int):
        raise Unrenderable(f"create_role {e!r}")
    return f"Create a {role} Role token attached to {w.target(e['attach'])}."


def _damage_each(w: _Words, e: JSON) -> str:
    """damage_each over the creatures a player controls: "X deals 1 damage to each creature your opponents
    control." (120.3)."""
    whose = {"opponent": "each creature your opponents control", "you": "each creature you control"}
    f = e.get("filter") or {}
    if set(f) != {"controller"} or f["controller"] not in whose:
        raise Unrenderable(f"damage_each filter {f!r}")
    return f"{w.face['name']} deals {_n(e)} damage to {whose[f['controller']]}."


def _to_library_top(w: _Words, e: JSON) -> str:
    if not w.in_graveyard(e["target"]):
        raise Unrenderable("to_library_top of a permanent")
    return f"Put {w.target(e['target'])} on top of your library."


def _search(e: JSON) -> str:
    """search_library into the hand: "Search your library for a legendary creature card, reveal it, put it into
    your hand, then shuffle." (701.23)."""
    f = e.get("filter") or {}
    types, supers = list(f.get("types") or []), list(f.get("supertypes") or [])
    if set(f) - {"types", "supertypes"} or len(types) != 1 or len(supers) > 1 or e.get("to") != "hand":
        raise Unrenderable(f"search_library {e!r}")
    words = " ".join(w.lower() for w in [*supers, *types])
    reveal = ", reveal it" if e.get("reveal") else ""
    return f"Search your library for {'an' if words[0] in 'aeiou' else 'a'} {words} card{reveal}, put it into your " \
        "hand, then shuffle."


# verb -> (the effect's parameters the template says, wording); what each verb does: docs/cards.md
Template = Callable[["_Words", JSON], str]
TEMPLATES: dict[str, tuple[frozenset[str], Template]] = {
    "draw": (frozenset({"n"}), lambda w, e: f"Draw {_count(_n(e), 'a card', 'cards')}."),
    "discard": (frozenset({"n"}), lambda w, e: f"Discard {_count(_n(e), 'a card', 'cards')}."),
    "gain_life": (frozenset({"n"}), lambda w, e: f"You gain {_n(e)} life."),
    "scry": (frozenset({"n"}), lambda w, e: f"Scry {_n(e)}."),
    "tap": (frozenset({"target"}), lambda w, e: f"Tap {w.target(e['target'])}."),
    "counter": (frozenset({"target"}), lambda w, e: f"Counter {w.target(e['target'])}."),
    "exile": (frozenset({"target"}), lambda w, e: f"Exile {w.target(e['target'])}."),
    "to_hand": (frozenset({"target"}), _to_hand),
    "destroy": (frozenset({"target"}), lambda w, e: f"Destroy {w.target(e['target'])}."),
    "untap": (frozenset({"target"}), lambda w, e: f"Untap {w.target(e['target'])}."),
    "lose_life": (frozenset({"n"}), lambda w, e: f"You lose {_n(e)} life."),
    "target_loses_life": (frozenset({"target", "n"}), lambda w, e: f"{w.target(e['target'])} loses {_n(e)} life."),
    "mill": (frozenset({"target", "n"}),
             lambda w, e: f"{w.target(e['target'])} mills {_count(_n(e), 'a card', 'cards')}."),
    "create_creature_token": (frozenset({"token", "n"}), lambda w, e: _creature_token(e)),
    "damage": (frozenset({"n", "target"}),
               lambda w, e: f"{w.face['name']} deals {_n(e)} damage to {w.target(e['target'])}."),
    "pump": (frozenset({"target", "power", "toughness"}),
             lambda w, e: f"{w.target(e['target'])} gets {_pt(e)} until end of turn."),
    "grant": (frozenset({"target", "keywords"}),
              lambda w, e: f"{w.target(e['target'])} gains {_keywords(e)} until end of turn."),
    "add_counters": (frozenset({"target", "counter", "n"}), _counters),
    "create_token": (frozenset({"token", "n"}), lambda w, e: _token(e)),
    "destroy_all": (frozenset({"filter"}), lambda w, e: _destroy_all(e)),
    "pump_each": (frozenset({"filter", "power", "toughness", "keywords"}), lambda w, e: _pump_each(e)),
    "spell_to_hand": (frozenset({"target"}), lambda w, e: f"Return {w.target(e['target'])} to its owner's hand."),
    # the permission lasts until end of turn, or until the player's next end step (verbs/choices.py `impulse`)
    "impulse": (frozenset({"n", "until"}),
                lambda w, e: f"Exile the top {_count(_n(e), 'card', 'cards')} of your library. "
                f"{_IMPULSE_UNTIL[e.get('until', 'end_of_turn')]}, you may play those cards."),
    "create_role": (frozenset({"role", "attach"}), _role),
    "skip_next_untap": (frozenset({"target"}), lambda w, e: f"{w.target(e['target'])} doesn't untap during its "
                        "controller's next untap step."),
    "blink": (frozenset({"target"}), lambda w, e: f"Exile {w.target(e['target'])}, then return it to the "
              "battlefield under its owner's control."),
    "damage_each": (frozenset({"n", "filter"}), _damage_each),
    "mill_yourself": (frozenset({"n"}), lambda w, e: f"Mill {_count(_n(e), 'a card', 'cards')}."),
    "to_library_top": (frozenset({"target"}), _to_library_top),
    "search_library": (frozenset({"filter", "to", "reveal"}), lambda w, e: _search(e)),
}


def render_land_face(face: JSON) -> str:
    """Rules text of a land face whose only abilities are entering tapped (614.1c) and one mana ability that
    adds one mana of a color (605.1a): the back faces of the pool's modal double-faced cards."""
    lines: list[str] = []
    for ability in face.get("abilities") or ():
        if ability == {"kind": "as_enters", "effects": [{"do": "enters_tapped"}]} and not lines:
            lines.append("This land enters tapped.")
        elif set(ability) == {"kind", "produces"} and ability["kind"] == "mana" and ability["produces"] in "WUBRG":
            lines.append(f"{{T}}: Add {{{ability['produces']}}}.")
        else:
            raise Unrenderable(f"land ability {ability!r}")
    if not lines or not lines[-1].startswith("{T}"):
        raise Unrenderable("a land face without one mana ability")
    return "\n".join(lines)


def render_face(face: JSON) -> str:
    """Rules text of a spell face from its pool data (cards/build.py `spell`): one sentence per effect; a
    plain land face (`render_land_face`)."""
    if face.get("types") == ["Land"] and not face.get("supertypes") and not face.get("subtypes") \
            and set(face) <= PLAIN_KEYS and not face.get("keywords"):
        return render_land_face(face)
    extra = set(face) - PLAIN_KEYS
    if extra:
        raise Unrenderable(f"face data {sorted(extra)}")
    for key in ("keywords", "abilities", "additional_costs"):
        if face.get(key):
            raise Unrenderable(key.replace("_", " "))
    if face.get("power") is not None or not face.get("effects"):
        raise Unrenderable("not a spell with effects")
    words = _Words(face)
    lines: list[str] = []
    previous = None
    for e in face["effects"]:
        verb = e.get("do")
        if verb not in TEMPLATES:
            raise Unrenderable(f"effect {verb!r}")
        keys, template = TEMPLATES[verb]
        if set(e) - {"do"} - keys:
            raise Unrenderable(f"effect {verb!r} with {sorted(set(e) - {'do'} - keys)}")
        sentence = template(words, e)
        sentence = sentence[0].upper() + sentence[1:]
        if (previous, verb) == ("draw", "discard"):  # a loot: "Draw N cards, then discard M cards."
            sentence = lines.pop()[:-1] + ", then " + sentence[0].lower() + sentence[1:]
        lines.append(sentence)
        previous = verb
    if len(words.named) != len(words.targets):
        raise Unrenderable("a target no effect uses")
    return " ".join(lines)
