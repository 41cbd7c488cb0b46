"""Sacrificing a permanent as an effect (701.21a): one of its controller's choice, and what follows if they did
(608.2c); or the permanent an effect names ("then sacrifice it" after the target creature of a spell dealt its
damage)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("sacrifice_one", rules="701.21a, 608.2c", params={"filter": "filter", "if_you_do": "effects?"})
def sacrifice_one(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller sacrifices a permanent they control that `filter` names (a filter of counted permanents:
    ``not_subtypes`` for "a non-Demon creature"), their choice as a ``pick_card`` choice; if they sacrificed one,
    the effects `if_you_do` follow (with none to sacrifice, nothing does)."""
    pid = ctx["controller"]
    among = sorted((o.id for o in game.battlefield_objects()
                    if o.controller == pid and game.counted_permanent(o, pid, eff["filter"])), key=natural_key)
    if not among:
        return False
    game.ask(pid, "pick_card", among, then(sacrificed_one, ctx, eff, resume), source=ctx.get("source"))
    return True  # the answer resumes the effects


@continuation
def sacrificed_one(game: GameRules, ctx: JSON, eff: JSON, resume: Done, picked: str) -> None:
    """701.21a: the chosen permanent is sacrificed; then the effects "if you do" (608.2c), then `resume`."""
    game.sacrifice(ctx["controller"], game.objects[picked])
    game.run_effects(ctx, list(eff.get("if_you_do") or ()), resume)


@verb("sacrifice", rules="701.21a, 608.2b", params={"target": "object"})
def sacrifice(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller sacrifices the permanent, if it is still on the battlefield under their control (only a
    permanent a player controls can be sacrificed, 701.21a; an illegal target now is left alone, 608.2b)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield" and obj.controller == ctx["controller"]:
        game.sacrifice(ctx["controller"], obj)
