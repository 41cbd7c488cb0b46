"""Restrictions on blocking (509.1b): flying and reach, "can't block", "can block only creatures with flying" and
"can't be blocked by creatures with power N or less"; and on attacking (508.1c): "can't attack unless you control a
1/1 creature".

Static abilities that restrict blocks are data: ``{"kind": "static", "block": "cant"}`` (this creature can't
block), ``{"kind": "static", "block": "only_flying"}`` (it can block only creatures with flying), and
``{"kind": "static", "evasion": "power_at_most", "n": N}`` (creatures with power N or less can't block it; with
``"power_at_least"``, creatures with power N or greater), ``{"kind": "static", "evasion": "unblockable"}`` (it
can't be blocked), ``{"kind": "static", "evasion": "except_by", "filter": F}`` (only creatures the filter picks can
block it: "except by artifact creatures"); any of them with a ``condition`` applies only while it holds (611.3a,
reference_engine/conditions.py),
``{"kind": "static", "attack": "needs_1_1"}`` (it can't attack unless its controller controls a 1/1 creature).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import spell_matches, static_condition_holds

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def block_forbidden(game: GameRules, blocker: GameObject, attacker: GameObject) -> str | None:
    """Why this creature can't block that attacker under the restrictions above, or None when it may."""
    bc, ac = game.chars(blocker), game.chars(attacker)
    statics = [a for a in bc.abilities if a.get("kind") == "static"]
    if any(a.get("block") == "cant" for a in statics):
        return f"{blocker.id} can't block (509.1b)"
    if any(a.get("block") == "only_flying" for a in statics) and "flying" not in ac.keywords:
        return f"{blocker.id} can block only creatures with flying (509.1b)"
    if "flying" in ac.keywords and not ({"flying", "reach"} & set(bc.keywords)):
        return f"{attacker.id} has flying: only a creature with flying or reach can block it (702.9b, 702.17b)"
    for a in ac.abilities:
        if not static_condition_holds(game, attacker, a):  # 611.3a: "can't be blocked as long as ..."
            continue
        if a.get("kind") == "static" and a.get("evasion") == "unblockable":
            return f"{attacker.id} can't be blocked (509.1b)"
        if a.get("kind") == "static" and a.get("evasion") == "power_at_most" and (bc.power or 0) <= a["n"]:
            return f"{attacker.id} can't be blocked by creatures with power {a['n']} or less (509.1b)"
        if a.get("kind") == "static" and a.get("evasion") == "power_at_least" and (bc.power or 0) >= a["n"]:
            return f"{attacker.id} can't be blocked by creatures with power {a['n']} or greater (509.1b)"
        if a.get("kind") == "static" and a.get("evasion") == "except_by" and not spell_matches(bc, a["filter"]):
            return f"{attacker.id} can be blocked only by some creatures (509.1b)"
    return None


def attack_forbidden(game: GameRules, attacker: GameObject) -> bool:
    """508.1c: whether a restriction keeps this creature from attacking now."""
    for a in game.chars(attacker).abilities:
        if a.get("kind") == "static" and a.get("attack") == "needs_1_1" and not any(
                o.controller == attacker.controller and "Creature" in (c := game.chars(o)).types
                and (c.power, c.toughness) == (1, 1) for o in game.battlefield_objects()):
            return True
    return False
