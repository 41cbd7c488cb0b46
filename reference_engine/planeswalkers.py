"""Planeswalkers (306): loyalty (306.5), loyalty abilities (606), damage to a planeswalker (120.3c);
the state-based action of a planeswalker with no loyalty (704.5i) is sba.py's.

A loyalty ability is card data: an activated ability whose cost holds ``loyalty``: N, the number on its loyalty
symbol (606.2; +1 puts one loyalty counter on the permanent, -3 removes three, 606.4). Its special rules are
checked here: only as its controller could cast a sorcery, and only if no loyalty ability of that permanent was
activated this turn (606.3); a negative cost only with that many loyalty counters (606.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from .objects import GameObject
from .state import Rejected

if TYPE_CHECKING:
    from .interface import GameRules

LOYALTY = "loyalty"


def is_loyalty_ability(ability: JSON) -> bool:
    """606.2: an activated ability with a loyalty symbol in its cost."""
    return ability.get("kind") == "activated" and "loyalty" in (ability.get("cost") or {})


def loyalty_as_planeswalker_enters(game: GameRules, obj: GameObject) -> None:
    """306.5b, 614.1c: a planeswalker enters with as many loyalty counters as its printed loyalty (209.1)."""
    c = game.chars(obj)
    if "Planeswalker" in c.types and c.loyalty:
        obj.add_counters(LOYALTY, c.loyalty)
        game.emit({"type": "counters", "card": obj.id, "counter": LOYALTY, "amount": c.loyalty})


def check_loyalty_cost(game: GameRules, pid: str, obj: GameObject, ability: JSON) -> None:
    """606.3: a loyalty ability is activated only when its controller could cast a sorcery (a main phase of their
    turn, the stack empty) and only if no loyalty ability of the permanent was activated this turn; 606.6: one with
    a negative cost only if the permanent has that many loyalty counters."""
    if not is_loyalty_ability(ability):
        return
    if not game.sorcery_timing(pid):
        raise Rejected("a loyalty ability is activated only in a main phase of your turn with the stack empty "
                       "(606.3)")
    if obj.serial in game.loyalty_activated:
        raise Rejected(f"a loyalty ability of {obj.id} was already activated this turn (606.3)")
    cost = int(ability["cost"]["loyalty"])
    if cost < 0 and obj.counters.get(LOYALTY, 0) < -cost:
        raise Rejected(f"{obj.id} doesn't have {-cost} loyalty counters to remove (606.6)")


def pay_loyalty_cost(game: GameRules, obj: GameObject, ability: JSON) -> None:
    """606.4: the cost is paid by putting on (or removing) that many loyalty counters; the permanent's loyalty
    abilities are then spent for the turn (606.3)."""
    if not is_loyalty_ability(ability):
        return
    game.loyalty_activated = game.loyalty_activated | {obj.serial}
    cost = int(ability["cost"]["loyalty"])
    if cost:
        obj.add_counters(LOYALTY, cost)
        game.emit({"type": "counters", "card": obj.id, "counter": LOYALTY, "amount": cost})


def remove_loyalty_for_damage(game: GameRules, obj: GameObject, n: int) -> None:
    """120.3c, 306.8: damage dealt to a planeswalker removes that many loyalty counters from it (as many as it has)."""
    removed = min(n, obj.counters.get(LOYALTY, 0))
    if removed:
        obj.add_counters(LOYALTY, -removed)
        game.emit({"type": "counters", "card": obj.id, "counter": LOYALTY, "amount": -removed})

