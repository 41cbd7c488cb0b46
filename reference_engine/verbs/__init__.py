"""The effect vocabulary as a registry of verbs: one function per verb, each naming the rules it follows.

A card's rules are data: each effect is ``{"do": VERB, PARAM: value, ...}``.
`verb` registers the function that performs one verb with the shape of its
parameters, and `Verb.check` tells whether an effect fits that shape.

This module is the registry only, at the bottom of the package: the
implementations live in the modules of this package, grouped by what they act
on, and each registers its verbs; `verbs/vocabulary.py` imports them all and
holds what needs every verb (`registry`, `perform`, `check_card`).

A verb that waits for a player's choice goes on with a continuation. A verb of a mechanic the game's rule
sections don't play may keep its own beside it: `continuation` enters a function of the verb's module in the
game's rule table (a mutant may replace it, reference_engine/rules.py), and `then` names it in the `Then` a choice
resumes with. So a new mechanic's keyword action is one verb module (docs/adding-a-ruling.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON

from ..cards.pool import ROLE_KINDS, TOKENS
from ..state import MANA_KEPT_UNTIL, VERB_STEPS, Then, VerbStep
from ..state import Done as Done  # the verb modules take it from here, with `verb`

if TYPE_CHECKING:
    from ..interface import GameRules

VerbFunction = Callable[["GameRules", JSON, JSON, Done], "bool | None"]

# The shapes a parameter may take, each with the words that document it.
PARAM_KINDS: dict[str, str] = {
    "amount": 'a whole number, "X" for the spell\'s or ability\'s X, or a count made as the effect is applied '
              '(608.2h): `{"count": "permanents", "filter": {"controller"?: "you", "types"?, "subtypes"?}}` or '
              '`{"count": "opponents", "more_cards_in_hand"?: true, "dealt_combat_damage_this_turn"?: true, '
              '"control_artifact"?: true, "plus"?: N, '
              '"lost_life_this_turn"?: true}` or '
              '`{"count": "damage_dealt"}` (a damage trigger\'s "that many") or '
              '`{"count": "counters_put"}` (a counters trigger\'s "that many", 122.6) or '
              '`{"count": "its_toughness"}` (the source\'s, as it last existed: 608.2h) or '
              '`{"count": "spell_mana_value"}` (a cast trigger\'s "that spell\'s mana value") or '
              '`{"count": "exiled_mana_value"}` (the mana value of the card an earlier exile_then_if_exiled '
              'exiled, else of the card an exile cost took from a graveyard) or '
              '`{"count": "that_toughness"}` (the toughness of the creature a trigger event was about) or '
              '`{"count": "life_gained_this_turn"}` or `{"count": "noncreature_spells_since_your_last_turn"}` or '
              '`{"count": "discover_shortfall", "n": N}` (after a discover of the same effects) or '
              '`{"count": "creatures_died_under_you_this_turn"}` or `{"count": "excess_damage"}` (in a '
              'damage_equal_to_power\'s or damage\'s if_excess effects, 120.10) or `{"count": "source_power", '
              '"times"?: N}` (N times the source\'s power) or `{"count": "x", "times"?: N}` (N times X) or '
              '`{"count": "greatest_power_among_attackers"}` (of the attackers an attack trigger names) or '
              '`{"count": "half_library", "target": I}` (half the target player\'s '
              'library, rounded down) or `{"count": "milled", "types"?: [...]}` (the cards an earlier mill_yourself '
              'milled) or `{"count": "revealed", "not_types"?: [...]}` (the cards an earlier each_reveals_top '
              'revealed) or `{"count": "permanents_sacrificed_this_turn"}` or '
              '`{"count": "half_your_library_rounded_up"}` or `{"count": "discarded", "times"?: N, "plus"?: M}` '
              '(N times the cards an earlier discard_any_number discarded, plus M) or '
              '`{"count": "source_counters", "counter": K}` (the counters of kind K on the source) or '
              '`{"count": "opponents_who_did", "plus"?: N}` (after an each_opponent_may of the same effects); '
              'the permanents\' filter may add `nontoken` or `token`, `not_types`, `not_subtypes`, `attacking` '
              '(508.1k) and `goaded` (701.15b)',
    "target": "the index of one of the spell's or ability's targets (0 for the first)",
    "object": 'a target index, "self" (the source), "enchanted" or "equipped" (what the source is attached to) or '
              '"that" (the object its trigger event was about)',
    "attach": 'an object reference (as `object`), or "each" for every creature `filter` picks, untargeted',
    "keywords": "a list of keyword abilities, lower case",
    "int": "a whole number (negative allowed)",
    "filter": 'a filter over objects: `controller` ("you" / "opponent"), `types`, `types_any`, `other`',
    "cost": 'a mana cost such as "{2}"',
    "mana": 'a mana symbol ("W", "U", "B", "R", "G", "C") or "any" (the color named on activation)',
    "counter": 'a kind of counter, such as "+1/+1" or "stun"',
    "role": "a Role kind (111.10j-r), such as \"Monster\"",
    "roles": "a list of Role kinds (111.10j-r)",
    "token": "a token kind the pool defines (111.10), such as \"Clue\" or \"Food\"",
    "tokens": "a list of two or more token kinds the pool defines (111.10), in printed order",
    "name_filter": '"nonland", "creature", or absent for any name',
    "zone": 'a zone a card returns to: "battlefield" or "hand"',
    "duration": '"end_of_turn", "your_next_end_step" or "your_next_turn"',
    "emblem": '"no_max_hand_size": the player-wide static ability an emblem carries (114.1, 402.2)',
    "mana_duration": '"end_of_combat" or "end_of_turn": until then the mana isn\'t lost as steps and phases end '
                     '(106.4, 500.4)',
    "subtype": 'a subtype, such as "Knight"',
    "card_name": 'a card name, compared without case, such as "jenny flint" (201.2)',
    "subtypes": 'a list of subtypes, such as ["Horror"]',
    "token_spec": 'a creature token the card defines: `subtypes`, `colors`, `power`, `toughness`, `types`?, '
                  '`keywords`?, `abilities`? (its own abilities, 111.4), `name`? and `supertypes`? (a named '
                  'token such as a legendary one; else named after its subtypes)',
    "flag": "true or false",
    "effects": "a list of effects, with the targets of the spell or ability they are part of",
    "ability": "a triggered ability made by the effect (603.12): its `effects` and its own `targets`",
    "event": 'a trigger event (603.2) a card\'s triggered ability may name, such as "creature_combat_damage_to_player"',
    "filters": "a list of filters (as `filter`), one object for each",
    "token_specs": "a list of creature tokens the card defines (as `token_spec`), made at the same time",
    "aura_spec": 'an Aura token the card defines (111.4): `name`, `colors`, `keywords` (its enchant keyword) and '
                 '`abilities`',
    "vote_choices": 'the choices players vote for (701.38b), in printed order: a list of `{"word": W, "effects": '
                    '[...]}`, each choice\'s effects done once for each vote it gets',
}


@dataclass(frozen=True)
class Param:
    name: str
    kind: str
    optional: bool


@dataclass(frozen=True)
class Verb:
    """A registered verb: its function, the rules it implements and the shape of its parameters."""

    name: str
    rules: tuple[str, ...]
    params: tuple[Param, ...]
    run: VerbFunction
    summary: str

    def check(self, eff: JSON, n_targets: int) -> str | None:
        """Why this effect doesn't fit the verb's parameters, or None when it does."""
        given = set(eff) - {"do"}
        known = {p.name for p in self.params}
        unknown = sorted(given - known)
        if unknown:
            return f"{self.name!r} has no parameter {', '.join(map(repr, unknown))}"
        for p in self.params:
            if p.name not in eff:
                if not p.optional:
                    return f"{self.name!r} needs the parameter {p.name!r} ({p.kind})"
                continue
            nested = _nested_problem(p.kind, eff[p.name], n_targets)
            if nested:
                return f"{self.name!r} parameter {p.name!r}: {nested}"
            if not _fits(p.kind, eff[p.name], n_targets):
                return f"{self.name!r} parameter {p.name!r} must be {PARAM_KINDS[p.kind]}, not {eff[p.name]!r}"
        return None


VERBS: dict[str, Verb] = {}


def verb(name: str, *, rules: str, params: dict[str, str] | None = None) -> Callable[[VerbFunction], VerbFunction]:
    """Register the decorated function as the verb `name`.

    `rules` names the Comprehensive Rules it implements (comma-separated);
    `params` maps each parameter to its kind (see PARAM_KINDS), with a
    trailing ``?`` for an optional one.
    """
    shape = tuple(Param(p, kind.rstrip("?"), kind.endswith("?")) for p, kind in (params or {}).items())
    for p in shape:
        if p.kind not in PARAM_KINDS:
            raise ValueError(f"verb {name!r}: unknown parameter kind {p.kind!r}")

    def register(fn: VerbFunction) -> VerbFunction:
        if name in VERBS:
            raise ValueError(f"verb {name!r} registered twice")
        summary = (fn.__doc__ or "").strip().split("\n")[0]
        VERBS[name] = Verb(name, tuple(r.strip() for r in rules.split(",")), shape, fn, summary)
        return fn

    return register


ContinuationFunction = Callable[..., None]
"""A continuation: the game first, then its `Then`'s arguments, then the answer of the choice, if any."""

CONTINUED: dict[str, ContinuationFunction] = {}
"""The verb modules' own continuations by name, which the game's rule table holds (reference_engine/game.py)."""


def continuation(fn: ContinuationFunction) -> ContinuationFunction:
    """Enter the decorated function, by its name, among the continuations of the game's rule table."""
    if fn.__name__ in CONTINUED:
        raise ValueError(f"continuation {fn.__name__!r} registered twice")
    CONTINUED[fn.__name__] = fn
    VERB_STEPS.add(fn.__name__)
    return fn


def then(fn: ContinuationFunction, *args: Any) -> Then:
    """What the game does next: the continuation `fn` (registered with `continuation`) with `args`."""
    if CONTINUED.get(fn.__name__) is not fn:
        raise ValueError(f"{fn.__name__!r} is not a registered continuation")
    return Then(VerbStep(fn.__name__), args)


def _is_index(value: Any, n_targets: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n_targets


def _is_count(value: Any) -> bool:
    if isinstance(value, dict):
        return _is_counted(value)
    return value == "X" or (isinstance(value, int) and not isinstance(value, bool) and value >= 0)


def _is_counted(spec: dict[str, Any]) -> bool:
    """Whether `spec` is a count the engine makes as an effect is applied (effects.count_as_it_resolves)."""
    if spec.get("count") == "permanents":
        flt = spec.get("filter")
        return set(spec) <= {"count", "filter"} and isinstance(flt, dict) and \
            flt.get("controller", "you") in ("you", "target_players") \
            and set(flt) <= {"controller", "types", "subtypes", "nontoken", "token", "not_types", "attacking",
                             "not_subtypes", "goaded"}
    if spec.get("count") in ("damage_dealt", "life_gained_this_turn", "noncreature_spells_since_your_last_turn",
                             "creatures_died_under_you_this_turn", "counters_put", "its_toughness",
                             "excess_damage", "spell_mana_value", "that_toughness", "permanents_sacrificed_this_turn",
                             "greatest_power_among_attackers", "exiled_mana_value", "half_your_library_rounded_up"):
        return set(spec) == {"count"}
    if spec.get("count") == "revealed":
        return set(spec) <= {"count", "not_types"} and isinstance(spec.get("not_types", []), list)
    if spec.get("count") == "opponents_who_did":
        return set(spec) <= {"count", "plus"} and isinstance(spec.get("plus", 0), int)
    if spec.get("count") == "milled":
        return set(spec) <= {"count", "types"} and isinstance(spec.get("types", []), list)
    if spec.get("count") == "half_library":
        return set(spec) == {"count", "target"} and isinstance(spec["target"], int)
    if spec.get("count") in ("source_power", "x"):
        return set(spec) <= {"count", "times"} and isinstance(spec.get("times", 1), int)
    if spec.get("count") == "discarded":
        return set(spec) <= {"count", "times", "plus"} and all(isinstance(spec.get(k, 1), int)
                                                              for k in ("times", "plus"))
    if spec.get("count") == "source_counters":
        return set(spec) == {"count", "counter"} and isinstance(spec["counter"], str)
    if spec.get("count") == "discover_shortfall":
        return set(spec) == {"count", "n"} and isinstance(spec["n"], int)
    if spec.get("count") == "opponents":
        return set(spec) <= {"count", "more_cards_in_hand", "dealt_combat_damage_this_turn", "lost_life_this_turn",
                             "control_artifact", "plus"} and isinstance(spec.get("plus", 0), int) and \
            all(spec[k] is True for k in spec if k not in ("count", "plus"))
    return False


def _fits(kind: str, value: Any, n_targets: int) -> bool:
    """Whether `value` has the shape of a parameter of `kind` (target indexes must name a declared target)."""
    if kind == "amount":
        return _is_count(value)
    if kind == "target":
        return _is_index(value, n_targets)
    if kind == "object":
        return value in ("self", "enchanted", "equipped", "that") or _is_index(value, n_targets)
    if kind == "attach":
        return value in ("self", "enchanted", "each", "that") or _is_index(value, n_targets)
    if kind == "keywords":
        return isinstance(value, list) and all(isinstance(k, str) for k in value)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "filter":
        return isinstance(value, dict)
    if kind == "cost":
        return isinstance(value, str) and value.startswith("{")
    if kind == "mana":
        return value in ("W", "U", "B", "R", "G", "C", "any")
    if kind in ("role", "roles"):
        values = value if kind == "roles" and isinstance(value, list) and value else [value]
        return all(isinstance(v, str) and v in ROLE_KINDS for v in values)
    if kind == "token":
        return value in TOKENS
    if kind == "tokens":
        return isinstance(value, list) and len(value) >= 2 and all(v in TOKENS for v in value)
    if kind == "name_filter":
        return value in ("nonland", "creature")
    if kind == "zone":
        return value in ("battlefield", "hand")
    if kind == "duration":
        return value in ("end_of_turn", "your_next_end_step", "your_next_turn")
    if kind == "mana_duration":
        return value in MANA_KEPT_UNTIL
    if kind == "emblem":
        return value in ("no_max_hand_size",)
    if kind == "subtype":
        return isinstance(value, str) and value[:1].isupper()
    if kind == "subtypes":
        return isinstance(value, list) and all(_fits("subtype", v, n_targets) for v in value)
    if kind == "token_spec":
        return isinstance(value, dict) and isinstance(value.get("subtypes"), list) and \
            {"colors", "power", "toughness"} <= set(value)
    if kind in ("filters", "token_specs"):  # a list, each item of the kind named in the singular
        return isinstance(value, list) and bool(value) and all(_fits(kind[:-1], v, n_targets) for v in value)
    if kind == "flag":
        return isinstance(value, bool)
    if kind == "aura_spec":
        enchants = isinstance(value, dict) and any(str(k).startswith("enchant ") for k in value.get("keywords") or ())
        return enchants and isinstance(value.get("name"), str) and isinstance(value.get("colors"), list)
    if kind == "vote_choices":
        return isinstance(value, list) and len(value) >= 2 and all(
            isinstance(v, dict) and set(v) == {"word", "effects"} and isinstance(v["word"], str) for v in value)
    if kind in ("effects", "ability"):
        return True  # checked by _nested_problem
    return isinstance(value, str)  # counter


def _nested_problem(kind: str, value: Any, n_targets: int) -> str | None:
    """Why effects inside an effect (``effects``, or an ``ability`` with targets of its own) don't fit."""
    if kind == "ability":
        if not isinstance(value, dict) or set(value) - {"effects", "targets"} or not value.get("effects"):
            return "a triggered ability is an object with `effects` and `targets`"
        return _nested_problem("effects", value["effects"], len(value.get("targets") or ()))
    if kind == "effects":
        if not isinstance(value, list):
            return "a list of effects"
        return effects_problem(value, n_targets)
    if kind == "vote_choices" and isinstance(value, list):
        for choice in value:
            problem = _nested_problem("effects", choice.get("effects") if isinstance(choice, dict) else None,
                                      n_targets)
            if problem:
                return problem
    return None


def effects_problem(effects: Any, n_targets: int) -> str | None:
    """Why a list of effects doesn't fit the registered verbs (an unknown verb, or a parameter that doesn't fit
    `Verb.check`), or None."""
    for eff in effects or ():
        name = eff.get("do") if isinstance(eff, dict) else None
        if name not in VERBS:
            return f"unknown verb {name!r}"
        problem = VERBS[name].check(eff, n_targets)
        if problem:
            return problem
    return None
