"""Activation costs beyond mana, {T} and sacrifice (118.3, 602.2b): removing counters from the ability's source."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from .state import Rejected

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def check_counter_cost(game: GameRules, obj: GameObject, cost: JSON) -> None:
    """118.3: a cost of removing N counters of a kind from the source (``remove_counters``: ``counter``, ``n``) can
    be paid only when the source has that many."""
    removal = cost.get("remove_counters")
    if removal and obj.counters.get(removal["counter"], 0) < removal["n"]:
        raise Rejected(f"{obj.id} doesn't have {removal['n']} {removal['counter']} counters to remove (118.3)")


def pay_counter_cost(game: GameRules, obj: GameObject, cost: JSON) -> None:
    """602.2b, 601.2h: the counters are removed as the cost is paid."""
    removal = cost.get("remove_counters")
    if removal:
        obj.add_counters(removal["counter"], -removal["n"])
        game.emit({"type": "counters", "card": obj.id, "counter": removal["counter"], "amount": -removal["n"]})
