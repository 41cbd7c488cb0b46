"""Adventurer cards (rule 715): the Wilds of Eldraine rulings on Adventures."""

from __future__ import annotations

from strategies.scenarios.adventure import adventure_cast_and_recast

from ..trace import Trace, Violation
from .common import JSON, acceptance, comparable, how_it_left, permissions_for, stack_departures
from .model import ruling


def _zone_before(trace: Trace, i: int, card: str) -> str | None:
    obj = trace.obj(i - 1, card)
    return obj["zone"] if obj else None


def adventure_leaves_stack(trace: Trace) -> list[Violation]:
    """A resolving Adventure goes to exile with a permission; a countered or fizzled one to the graveyard."""
    for i, card, obj in stack_departures(trace):
        if obj.get("cast_as") != "adventure" or obj.get("copy") or not comparable(trace, i):
            continue
        how = how_it_left(trace, i, card)
        after = trace.obj(i, card)
        zone = after["zone"] if after else "nowhere"
        allowed = [p for p in permissions_for(trace, i, card) if p.get("player") == obj["controller"]]
        if how == "resolve":
            if zone != "exile":
                return [Violation(f"the Adventure {card} to be exiled as it resolves (715.3d)",
                                  f"put it into the {zone}", i)]
            if not any(p.get("as") == "normal" for p in allowed):
                return [Violation(f"{obj['controller']} to be allowed to cast {card} as a creature from exile "
                                  "(715.3d)", "granted no such permission", i)]
        elif how in ("counter", "fizzle"):
            verb = "countered" if how == "counter" else "failing to resolve (608.2b)"
            if zone != "graveyard":
                return [Violation(f"the Adventure {card}, {verb}, to go to its owner's graveyard (701.6a)",
                                  f"put it into the {zone}", i)]
            if allowed:
                return [Violation(f"no permission to cast {card} after its Adventure was {how}ed",
                                  "granted one", i)]
    return []


def _cast_from_exile(trace: Trace, i: int, action: JSON) -> bool:
    return action.get("type") == "cast" and _zone_before(trace, i, action.get("card", "")) == "exile"


ruling(
    "WOE-08", "adventure",
    "An Adventure that resolves is exiled, and while it stays in exile its controller may cast it as a "
    "permanent; an Adventure countered or fizzled goes to the graveyard and grants nothing.",
    ("715.3d", "608.2b", "701.6a"),
    adventure_cast_and_recast,
    adventure_leaves_stack,
    acceptance(_cast_from_exile, "an Adventure that resolved lets its card be cast as a permanent from exile"),
    cards=("Questing Druid // Seek the Beast", "Counterspell"),
)
