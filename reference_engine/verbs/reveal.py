"""Revealing a library's top card and sorting it (701.20a): "reveal the top card of your library; if it's <a kind>,
put it into your hand; otherwise, you may put it into your graveyard", and explore (701.44a), which does the same with
a land card and a +1/+1 counter on the exploring permanent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..conditions import spell_matches
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules
    from ..objects import GameObject


def reveal_and_sort(game: GameRules, pid: str, flt: JSON, explorer: GameObject | None, resume: Done) -> bool | None:
    """701.20a: `pid` reveals the top card of their library (it stays there, 701.20b); one the filter picks goes to
    their hand; otherwise `explorer` (if any) gets a +1/+1 counter (701.44a) and they may put the card into their
    graveyard (608.2d: a ``may`` choice). True when it waits."""
    library = game.library(pid)
    top = game.objects[library[0]] if library else None
    if top is not None:
        game.reveal(top, "all")
    if top is not None and spell_matches(game.chars(top), flt):
        game.move(top, "hand", "effect")
        return None
    if explorer is not None and explorer.zone == "battlefield":
        game.put_counters(explorer, "+1/+1", 1, pid)
    if top is None:
        return None
    game.ask(pid, "may", ["decline", "accept"], then(revealed_card_binned, top.id, top.serial, resume),
             card=top.id)
    return True


@continuation
def revealed_card_binned(game: GameRules, cid: str, serial: int, resume: Done, answer: str) -> None:
    """The player chose whether the revealed card goes into their graveyard (it does only if it is still that card on
    top of their library, 400.7)."""
    card = game.objects.get(cid)
    if answer == "accept" and card is not None and card.serial == serial and card.zone == "library":
        game.move(card, "graveyard", "effect")
    game.proceed(resume)


@verb("reveal_top_take", rules="701.20a, 701.20b, 608.2d", params={"filter": "filter"})
def reveal_top_take(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Its controller reveals the top card of their library: one with the quality `filter` (``types``, ``mv_max``)
    goes into their hand; otherwise they may put it into their graveyard."""
    return reveal_and_sort(game, ctx["controller"], eff["filter"], None, resume)


@verb("explore", rules="701.44a, 701.44b", params={"target": "object"})
def explore(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """The permanent explores: its controller reveals the top card of their library; a land card goes into their
    hand; otherwise the permanent gets a +1/+1 counter and they may put the card into their graveyard."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return None
    return reveal_and_sort(game, obj.controller, {"types": ["Land"]}, obj, resume)
