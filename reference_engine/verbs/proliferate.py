"""Proliferate (701.34): more of each kind of counter already on the permanents and players its controller chooses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("proliferate", rules="701.34a, 122.1", params={})
def proliferate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses any number of the permanents and players that have a counter (one ``pick_card`` choice
    at a time among their ids, ``none`` to stop; anyone's, none at all included), then each chosen one gets another
    counter of each kind it already has."""
    return _pick_next(game, ctx["controller"], [], resume)


def _candidates(game: GameRules, chosen: list[str]) -> list[str]:
    """701.34a: the permanents with one or more counters (on the battlefield only), then the players with one (poison
    counters, 122.1f: the only kind a player has here), in turn order; those already chosen left out."""
    permanents = sorted((o.id for o in game.battlefield_objects() if any(n > 0 for n in o.counters.values())),
                        key=natural_key)
    players = [p.id for p in game.players if not p.lost and p.poison > 0]
    return [i for i in (*permanents, *players) if i not in chosen]


def _pick_next(game: GameRules, pid: str, chosen: list[str], resume: Done) -> bool:
    """Ask for the next permanent or player, or, with none left, give the chosen ones their counters; True when a
    choice waits."""
    left = _candidates(game, chosen)
    if not left:
        _give_counters(game, pid, chosen)
        return False
    game.ask(pid, "pick_card", [*left, "none"], then(proliferate_picked, pid, chosen, resume))
    return True


@continuation
def proliferate_picked(game: GameRules, pid: str, chosen: list[str], resume: Done, picked: str) -> None:
    """One more permanent or player chosen, or ``none``: the chosen ones get their counters; the effect goes on."""
    if picked == "none":
        _give_counters(game, pid, chosen)
    elif _pick_next(game, pid, [*chosen, picked], resume):
        return
    game.proceed(resume)


def _give_counters(game: GameRules, pid: str, chosen: list[str]) -> None:
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
