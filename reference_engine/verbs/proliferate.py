"""Proliferate (701.34): more of each kind of counter already on the permanents and players its controller chooses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb
from .choices import pick_any_number

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("proliferate", rules="701.34a, 122.1", params={})
def proliferate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses any number of the permanents and players that have a counter (one ``pick_card`` choice
    at a time among their ids, ``none`` to stop; anyone's, none at all included), then each chosen one gets another
    counter of each kind it already has."""
    return pick_any_number(game, ctx["controller"], _candidates(game), then(give_counters, ctx["controller"]), resume)


def _candidates(game: GameRules) -> list[str]:
    """701.34a: the permanents with one or more counters (on the battlefield only), then the players with one (poison
    counters, 122.1f: the only kind a player has here), in turn order."""
    permanents = sorted((o.id for o in game.battlefield_objects() if any(n > 0 for n in o.counters.values())),
                        key=natural_key)
    players = [p.id for p in game.players if not p.lost and p.poison > 0]
    return [*permanents, *players]


@continuation
def give_counters(game: GameRules, pid: str, chosen: list[str]) -> None:
    """701.34a: each chosen permanent gets one more counter of each kind already on it (put by `pid`, 122.6), each
    chosen player one more poison counter."""
    players = {p.id for p in game.players}
    for cid in chosen:
        if cid in players:
            game.player(cid).poison += 1
            game.emit({"type": "player_counters", "player": cid, "counter": "poison", "amount": 1})
            continue
        obj = game.objects.get(cid)
        if obj is None or obj.zone != "battlefield":
            continue
        for kind, n in sorted(obj.counters.items()):
            if n > 0:
                game.put_counters(obj, kind, 1, pid)
