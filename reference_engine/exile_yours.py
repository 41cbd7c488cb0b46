"""An optional exile of permanents of stated kinds that the effect's controller controls ("you may exile a Human
you control and an artifact you control. If you do, ...", 608.2d, 608.2c, 406.2).

Rules over the game like the other sections' modules, bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

from itertools import permutations

from mtg_protocol.jsontypes import JSON

from .interface import GameRules
from .objects import natural_key
from .state import Done, Then


def _candidates(game: GameRules, pid: str, flt: JSON, chosen: list[str]) -> list[str]:
    return sorted((o.id for o in game.battlefield_objects()
                   if o.id not in chosen and game.counted_permanent(o, pid, {**flt, "controller": "you"})),
                  key=natural_key)


def can_exile_each(game: GameRules, pid: str, filters: list[JSON], chosen: list[str]) -> bool:
    """Whether one different permanent of `pid`'s can still be found for each of `filters` (each object is
    exiled once: "a Human and an artifact" are two permanents)."""
    if not filters:
        return True
    pools = [_candidates(game, pid, flt, chosen) for flt in filters]
    every = sorted({cid for pool in pools for cid in pool})
    return any(all(cid in pool for cid, pool in zip(pick, pools, strict=True))
               for pick in permutations(every, len(filters)))


def offer_exile_yours(game: GameRules, ctx: JSON, filters: list[JSON], if_you_do: list[JSON], resume: Done) -> bool:
    """608.2d: the effect's controller chooses, as it is applied, whether to exile one permanent they control of
    each kind (a ``may`` choice); accepting is offered only when there are such permanents, all different."""
    pid = ctx["controller"]
    options = ["decline", "accept"] if can_exile_each(game, pid, filters, []) else ["decline"]
    game.ask(pid, "may", options, Then("exile_yours_chosen", (ctx, filters, if_you_do, resume)),
             source=ctx.get("source"))
    return True


def exile_yours_chosen(game: GameRules, ctx: JSON, filters: list[JSON], if_you_do: list[JSON], resume: Done,
                       answer: str) -> None:
    """Declined: nothing more happens (608.2c). Accepted: the permanents are picked one kind at a time."""
    if answer != "accept":
        game.proceed(resume)
        return
    game.pick_exiled_yours(ctx, filters, if_you_do, [], resume)


def pick_exiled_yours(game: GameRules, ctx: JSON, filters: list[JSON], if_you_do: list[JSON], chosen: list[str],
                      resume: Done) -> None:
    """The next kind's permanent is picked among those that leave a permanent for each kind after it; once all are
    picked they are exiled at the same time (406.2), then the effects "if you do" follow (608.2c)."""
    pid = ctx["controller"]
    if len(chosen) == len(filters):
        with game.simultaneously():
            for cid in chosen:
                game.exile_object(game.objects[cid])
        game.run_effects(ctx, list(if_you_do), resume)
        return
    rest = filters[len(chosen) + 1:]
    options = [cid for cid in _candidates(game, pid, filters[len(chosen)], chosen)
               if can_exile_each(game, pid, rest, [*chosen, cid])]
    game.ask(pid, "pick_card", options, Then("exiled_yours_picked", (ctx, filters, if_you_do, chosen, resume)))


def exiled_yours_picked(game: GameRules, ctx: JSON, filters: list[JSON], if_you_do: list[JSON], chosen: list[str],
                        resume: Done, picked: str) -> None:
    game.pick_exiled_yours(ctx, filters, if_you_do, [*chosen, picked], resume)
