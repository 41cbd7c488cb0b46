"""phase.rs's vocabulary and ours: steps, colours, costs, keywords, counters, and phase action builders."""

from __future__ import annotations

import json
import re
from typing import Any

from phase import GameAction

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import ACTION_TYPES, CHOICE_KINDS, SETUP_ZONES

from .phase_cards import known_cards, mana_value_of

VERSION = "0.103.0"
# Only what was set up and driven end to end through this adapter (docs/phase-results.md).
MECHANICS = ["adventure", "role", "clue", "investigate", "discover", "free_cast", "face_down",
             "split", "x_spells", "mana_value", "copy_spell", "card_name", "disguise", "copy_permanent", "mdfc"]
ACTIONS = list(ACTION_TYPES)
CHOICES = [kind for kind in CHOICE_KINDS if kind not in ("may", "surveil", "pick_card", "mode", "keyword", "token_kind",
                                                        "mana_color", "library_position", "vote", "guess",
                                                        "graveyard_cast", "effect_cast", "creature_type")]
"""Every choice kind but ``may`` (608.2d, "you may pay / discard ..."), ``surveil`` (701.25a), ``pick_card``
(608.2d, a card picked from among those an effect names), ``mode`` (603.3c, a modal triggered ability's mode),
``keyword`` (608.2d, a keyword ability chosen as an effect resolves), ``token_kind`` (608.2d, the kind of token an
effect creates, among several), ``mana_color`` (106.1b, the color of mana a resolving spell adds),
``library_position`` (401.7, second from the top or the bottom), ``vote`` (701.38a, a player's vote), ``guess``
(608.2d, a player's guess about a card another chose), ``graveyard_cast`` (601.2, 118.9: a free cast from an
opponent's graveyard, Jetsam's), ``effect_cast`` (608.2g: an offer to cast a card free as an effect resolves) and
``creature_type`` (614.12, a creature type chosen as a permanent enters), which the adapter doesn't map to phase's
prompts yet: a scenario that reaches one is skipped as unsupported."""

STEPS = {"untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "precombat_main": "PreCombatMain",
         "beginning_of_combat": "BeginCombat", "declare_attackers": "DeclareAttackers",
         "declare_blockers": "DeclareBlockers", "combat_damage": "CombatDamage", "end_of_combat": "EndCombat",
         "postcombat_main": "PostCombatMain", "end": "End", "cleanup": "Cleanup"}
PHASE_STEPS = {v: k for k, v in STEPS.items()}
ZONES = SETUP_ZONES
COLORS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C"}
COLOR_NAMES = {v: k for k, v in COLORS.items()}
SHARDS = {**COLORS, "Snow": "S", "X": "X", "Two": "2", "Phyrexian": "P"}
COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
CLUE_PRESET = "9003ec81-9a0c-5f92-b39b-636c9fe9b8b9"
WARD2 = {"Ward": {"type": "Mana", "data": {"type": "Cost", "shards": [], "generic": 2}}}
FACE_DOWN_CAUSES = {"Disguise": "disguise", "Morph": "morph", "Manifest": "manifest", "Cloak": "cloak"}
# prompts that belong to casting a spell or activating an ability (answered from the action itself)
CAST_PROMPTS = {"CastOffer", "AlternativeCastChoice", "ModalFaceChoice", "TargetSelection", "ChooseXValue",
                "DistributeAmong", "PayCost", "ManaPayment", "OptionalCostChoice"}

KNOWN = known_cards()  # lazy: the corpus is read at the first look-up

class Refused(Exception):
    """An action the engine (or the adapter on its behalf) does not accept."""


def phase_action(kind: str, **data: Any) -> GameAction:
    """A phase action from its kind and data."""
    return GameAction.from_dict({"type": kind, "data": data} if data else {"type": kind})


def debug_action(kind: str, **data: Any) -> GameAction:
    """A phase ``Debug`` action (needs ``debug_mode`` in the state); one without data is a unit variant."""
    return GameAction.from_dict({"type": "Debug", "data": {"type": kind, "data": data} if data else {"type": kind}})


def _words(name: str) -> list[str]:
    return re.findall(r"[A-Z][a-z]*|\d+", name) or [name]


def format_cost(cost: JSON | None, token: bool = False) -> str | None:
    """phase's ``{"type": "Cost", shards, generic}`` as a mana string ("{X}{1}{G}")."""
    if not cost or cost.get("type") != "Cost":
        return None
    shards = cost.get("shards") or []
    if not shards and not cost.get("generic") and token:
        return None
    xs = ["{X}" for s in shards if s == "X"]
    rest = []
    for s in shards:
        if s == "X":
            continue
        parts = [SHARDS.get(w, w) for w in _words(s)]
        if "P" in parts:  # Phyrexian is written last: {W/P}
            parts = [p for p in parts if p != "P"] + ["P"]
        rest.append("{" + "/".join(parts) + "}")
    generic = cost.get("generic", 0)
    head = [f"{{{generic}}}"] if generic or not (xs or rest) else []
    return "".join(xs + head + rest)


def cost_mana_value(cost: JSON | None, x: int = 0) -> int:
    """Mana value of phase's cost (202.3); X counts as `x`."""
    text = format_cost(cost)
    return mana_value_of(text, x) if text else 0


def format_keyword(kw: Any) -> str:
    """phase's keyword as our lower-case keyword ("first strike", "ward {2}")."""
    if isinstance(kw, str):
        return " ".join(_words(kw)).lower()
    if isinstance(kw, dict) and len(kw) == 1:
        key, val = next(iter(kw.items()))
        word = " ".join(_words(key)).lower()
        if isinstance(val, dict) and val.get("type") == "Mana":
            val = val.get("data")
        if isinstance(val, dict) and isinstance(val.get("cost"), dict):  # a cost with its reduction (118.7) beside it
            val = val["cost"]
        if isinstance(val, dict) and val.get("type") == "Cost":
            return f"{word} {format_cost(val)}"
        if isinstance(val, dict) and val.get("type") == "With":  # partner with a named card (702.124j)
            return f"{word} with {val.get('data')}".lower()
        if key == "Enchant":
            text = json.dumps(val)
            for t in ("Creature", "Permanent", "Artifact", "Land", "Player"):
                if t in text:
                    return f"enchant {t.lower()}"
        if isinstance(val, (int, str)):
            return f"{word} {val}".lower()
        return word
    return str(kw).lower()


def sacrifices(act: JSON) -> list[str]:
    """The card ids an action names for its sacrifice costs (``sacrifice``, or ``additional_costs`` entries
    ``{"sacrifice": [...]}``); an optional additional cost such as kicker is not mapped onto phase's prompts."""
    out = act.get("sacrifice") or []
    if isinstance(out, str):
        out = [out]
    out = list(out)
    for cost in act.get("additional_costs") or []:
        if isinstance(cost, dict):
            for key, cards in cost.items():
                if key != "sacrifice":
                    raise EngineError(f"unsupported: additional cost {key!r} is not mapped by the phase adapter")
                out += list(cards)
        else:
            raise EngineError(f"unsupported: additional cost {cost!r} is not mapped by the phase adapter")
    return out


def chosen_targets(ability: JSON | None) -> list[Any]:
    """Every target chosen for a spell or ability on phase's stack, in order (601.2c: each instance of the word
    "target" is its own choice). phase keeps a second targeted instruction's targets on its ``sub_ability``
    (Cut In's damage, then its Role). A sub-ability that refers back to its parent's target (Swords to
    Plowshares' "its controller gains life": a ``ParentTarget...`` reference) may carry a copy of that target:
    the copy is the same target, chosen once, not a second choice."""
    out: list[Any] = []
    depth = 0
    parent: list[Any] = []
    while isinstance(ability, dict) and depth < 20:
        targets = list(ability.get("targets") or [])
        if not (depth and targets == parent and _refers_to_parent_target(ability.get("effect"))):
            out += targets
        parent = targets
        ability, depth = ability.get("sub_ability"), depth + 1
    return out


def _refers_to_parent_target(effect: Any) -> bool:
    """Whether an effect names its parent's target ("its controller") rather than choosing one of its own."""
    if isinstance(effect, dict):
        kind = effect.get("type")
        if isinstance(kind, str) and kind.startswith("ParentTarget"):
            return True
        return any(_refers_to_parent_target(v) for v in effect.values())
    if isinstance(effect, list):
        return any(_refers_to_parent_target(v) for v in effect)
    return False
