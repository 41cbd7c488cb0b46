"""Casting a card from another player's graveyard as an effect resolves (601.2, 118.9): Jetsam's "each opponent mills
three cards, then you may cast a spell from each opponent's graveyard without paying its mana cost", the spell
exiled instead if it would be put into a graveyard (614.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from ..state import Pending
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("opponents_mill_then_cast_from_graveyards", rules="701.17a, 601.2, 118.9, 614.1a", params={"n": "amount"})
def opponents_mill_then_cast_from_graveyards(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Each opponent of its controller mills N cards; then, opponent by opponent in turn order, its controller may
    pick a card in that opponent's graveyard they could cast (a ``pick_card`` choice, ``none`` too) and cast it
    without paying its mana cost (a ``graveyard_cast`` choice, answered by casting it or ``decline``); a spell cast
    this way is exiled instead of going to a graveyard (objects.exile_instead_of_graveyard). True: it waits."""
    pid = ctx["controller"]
    n = game.amount(ctx, eff["n"])
    opponents = game.opponents(pid)
    for opp in opponents:  # 701.17a: fewer if the library has fewer
        for _ in range(n):
            if not game.library(opp):
                break
            game.move(game.objects[game.library(opp)[0]], "graveyard", "mill")
    offer_graveyard_cast(game, pid, opponents, resume)
    return True


def castable_modes_free(game: GameRules, pid: str, cid: str) -> list[str]:
    """The modes in which `pid` could cast this card without paying its mana cost now (none for a land card)."""
    obj = game.objects[cid]
    return [m for m in game.castable_modes(obj) if game.castable_with(pid, obj, m, "free", None)]


@continuation
def offer_graveyard_cast(game: GameRules, pid: str, opponents: list[str], resume: Done, _answer: object = None
                         ) -> None:
    """The next opponent's graveyard: a card to cast picked from those `pid` could cast, or none; with none left
    to offer, the effect goes on."""
    while opponents:
        opp, rest = opponents[0], opponents[1:]
        castable = sorted((c for c in game.zones[(opp, "graveyard")] if castable_modes_free(game, pid, c)),
                          key=natural_key)
        if castable:
            game.ask(pid, "pick_card", [*castable, "none"], then(graveyard_card_picked, pid, rest, resume))
            return
        opponents = rest
    game.proceed(resume)


@continuation
def graveyard_card_picked(game: GameRules, pid: str, rest: list[str], resume: Done, picked: str) -> None:
    """The picked card is offered to cast for free (``graveyard_cast``); ``none`` goes on to the next opponent."""
    following = then(offer_graveyard_cast, pid, rest, resume)
    if picked == "none":
        game.proceed(following)
        return
    game.pending = Pending(pid, "graveyard_cast", ["decline"], following,
                           {"card": picked, "n": None, "modes": castable_modes_free(game, pid, picked),
                            "finish": following})
