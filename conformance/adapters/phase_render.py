"""Rules text for phase.rs rendered from the pool's own data: one wording template per effect verb.

Used only for the faces the offline Oracle corpus lacks (an Adventure's spell, a split card's second half:
docs/phase-notes.md, section 4b). The text says what *our* model of the face does, in words phase's parser
reads; it is never a copy of the card's printed text. A face with anything the templates can't say
(abilities, keywords, additional costs, a verb or a target with no template) is not rendered: `render_face`
raises `Unrenderable` with the reason, and the card is unsupported on phase.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

JSON = dict[str, Any]

NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
# target kinds (cards/build.py `target`) with no further restriction, as rules text names them
TARGETS = {"any": "any target", "creature": "target creature", "permanent": "target permanent",
           "player": "target player", "spell": "target spell"}
# face keys a spell face may carry without changing what it does (characteristics, and "nothing")
PLAIN_KEYS = frozenset({"name", "mana_cost", "types", "supertypes", "subtypes", "colors", "effects", "targets",
                        "keywords", "abilities", "additional_costs", "power", "toughness"})


class Unrenderable(Exception):
    """The face's data holds something no template says."""


def _count(n: Any, one: str, many: str) -> str:
    if n == 1:
        return one
    if isinstance(n, int) and 0 <= n < len(NUMBERS):
        return f"{NUMBERS[n]} {many}"
    raise Unrenderable(f"count {n!r}")


def _target(face: JSON, ref: Any) -> str:
    targets = face.get("targets") or []
    if not isinstance(ref, int) or not 0 <= ref < len(targets):
        raise Unrenderable(f"target reference {ref!r}")
    spec = targets[ref]
    if set(spec) != {"kind"} or spec["kind"] not in TARGETS:
        raise Unrenderable(f"target {spec!r}")
    return TARGETS[spec["kind"]]


def _n(e: JSON) -> int:
    n = e.get("n", 1)
    if not isinstance(n, int):
        raise Unrenderable(f"count {n!r}")
    return n


# verb -> (the effect's keys the template says, wording). reference_engine/effects.py is what each verb does.
Template = Callable[[JSON, JSON], str]
TEMPLATES: dict[str, tuple[frozenset[str], Template]] = {
    "draw": (frozenset({"n"}), lambda f, e: f"Draw {_count(_n(e), 'a card', 'cards')}."),
    "discard": (frozenset({"n"}), lambda f, e: f"Discard {_count(_n(e), 'a card', 'cards')}."),
    "gain_life": (frozenset({"n"}), lambda f, e: f"You gain {_n(e)} life."),
    "scry": (frozenset({"n"}), lambda f, e: f"Scry {_n(e)}."),
    "tap": (frozenset({"target"}), lambda f, e: f"Tap {_target(f, e['target'])}."),
    "counter": (frozenset({"target"}), lambda f, e: f"Counter {_target(f, e['target'])}."),
    "damage": (frozenset({"n", "target"}),
               lambda f, e: f"{f['name']} deals {_n(e)} damage to {_target(f, e['target'])}."),
    # effects.exile_top_may_play: the permission lasts until end of turn
    "impulse": (frozenset({"n"}), lambda f, e: f"Exile the top {_count(_n(e), 'card', 'cards')} of your library. "
                                               "Until end of turn, you may play those cards."),
}


def render_face(face: JSON) -> str:
    """Rules text of a spell face from its pool data (cards/build.py `spell`): one sentence per effect."""
    extra = set(face) - PLAIN_KEYS
    if extra:
        raise Unrenderable(f"face data {sorted(extra)}")
    for key in ("keywords", "abilities", "additional_costs"):
        if face.get(key):
            raise Unrenderable(key.replace("_", " "))
    if face.get("power") is not None or not face.get("effects"):
        raise Unrenderable("not a spell with effects")
    lines: list[str] = []
    previous = None
    for e in face["effects"]:
        verb = e.get("do")
        if verb not in TEMPLATES:
            raise Unrenderable(f"effect {verb!r}")
        keys, words = TEMPLATES[verb]
        if set(e) - {"do"} - keys:
            raise Unrenderable(f"effect {verb!r} with {sorted(set(e) - {'do'} - keys)}")
        sentence = words(face, e)
        if (previous, verb) == ("draw", "discard"):  # a loot: "Draw N cards, then discard M cards."
            sentence = lines.pop()[:-1] + ", then " + sentence[0].lower() + sentence[1:]
        lines.append(sentence)
        previous = verb
    used = {e.get("target") for e in face["effects"]}
    if any(i not in used for i in range(len(face.get("targets") or []))):
        raise Unrenderable("a target no effect uses")
    return " ".join(lines)
