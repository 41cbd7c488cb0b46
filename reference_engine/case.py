"""Case cards (719): the solved designation (719.3b), "to solve" (719.3a) and solved abilities (719.3c).

A Case's "to solve" is card data: a triggered ability at the beginning of its controller's end step whose effect is
the verb ``solve`` and whose intervening "if" (603.4) is ``to_solve``: its condition (``{"count": ..., "at_least":
N}``, a count of permanents as effects count them) and that the Case isn't solved yet, both checked as it triggers
and as it resolves. "Solved" is a designation of the object (``GameObject.solved``), not an ability nor a copiable
value: it lasts while the permanent stays on the battlefield (a new object has none, 400.7). An activated ability
marked ``solved`` can be activated only while its source is solved, and a static ability marked ``solved`` works only
then (719.3c, casting.prepare_activation, zones.static_abilities).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from .objects import GameObject

if TYPE_CHECKING:
    from .interface import GameRules


def solve_condition_holds(game: GameRules, ability: JSON, source: GameObject | None) -> bool:
    """719.3a: a "to solve" trigger's intervening "if": the Case isn't solved and its condition holds (at least
    ``at_least`` of the permanents the count names, for the Case's controller). True for any other ability."""
    condition = ability.get("to_solve")
    if not condition:
        return True
    if source is None or source.solved:
        return False
    spec = condition["count"]
    counted = sum(1 for o in game.battlefield_objects()
                  if game.counted_permanent(o, source.controller, spec.get("filter") or {}))
    return counted >= int(condition["at_least"])


def solve(game: GameRules, obj: GameObject) -> None:
    """719.3b: the Case becomes solved (it stays so until it leaves the battlefield)."""
    if obj.zone == "battlefield" and not obj.solved:
        obj.solved = True
        game.invalidate()  # its "Solved" static abilities apply from now on (719.3c)
        game.emit({"type": "solved", "card": obj.id})


def may_activate_solved(game: GameRules, obj: GameObject, ability: JSON) -> bool:
    """719.3c: a "Solved —" activated ability can be activated only while its Case is solved."""
    return not ability.get("solved") or obj.solved
