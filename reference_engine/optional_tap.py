"""608.2d with tapping as the optional action: "you may tap two untapped artifacts and/or creatures you control. If
you do, ..." (701.26a). Taking it is possible only while the player controls that many untapped permanents the
filter names; they pick them one at a time (a ``pick_card`` choice each), and each is tapped as it is picked. Rules
over the game like the other sections' modules, bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON

from .interface import GameRules
from .objects import natural_key
from .state import Done, Then


def untapped_to_tap(game: GameRules, ctx: JSON, eff: JSON) -> list[str]:
    """The untapped permanents the effect's controller controls that its ``tap_filter`` names (its ``any_of``
    alternatives, each a filter of counted permanents), in id order."""
    pid = ctx["controller"]
    flt = eff["tap_filter"]
    return sorted((o.id for o in game.battlefield_objects() if o.controller == pid and not o.tapped and any(
        game.counted_permanent(o, pid, alt) for alt in flt.get("any_of") or [flt])), key=natural_key)


def tap_chosen(game: GameRules, ctx: JSON, eff: JSON, left: int, resume: Done) -> None:
    """701.26a: the player picks the next permanent to tap (a ``pick_card`` choice), until `left` are tapped."""
    among = game.untapped_to_tap(ctx, eff)
    if left <= 0 or not among:
        game.proceed(resume)
        return
    game.ask(ctx["controller"], "pick_card", among, Then("picked_to_tap", (ctx, eff, left, resume)),
             source=ctx.get("source"))


def picked_to_tap(game: GameRules, ctx: JSON, eff: JSON, left: int, resume: Done, picked: str) -> None:
    """The picked permanent is tapped; then the next one is picked."""
    game.objects[picked].tapped = True
    game.tap_chosen(ctx, eff, left - 1, resume)
