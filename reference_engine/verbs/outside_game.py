"""A verb bringing a card its controller owns from outside the game into their hand (400.11b): a "wish"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..conditions import spell_matches
from ..layers import card_values
from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("may_bring_in_from_outside", rules="400.11, 400.11a, 400.11b, 400.11c, 701.20a, 608.2d",
      params={"filter": "filter"})
def may_bring_in_from_outside(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may reveal a card they own from outside the game (their sideboard, 400.11a) that `filter`
    picks (``not_types``: a noncreature card) and put it into their hand: a ``pick_card`` choice among those cards'
    ids, ``none`` too (608.2d). Outside the game a card has only its printed characteristics (400.11c: nothing in
    the game affects it), a creature card being its main face's."""
    pid = ctx["controller"]
    owned = game.sideboards.get(pid) or {}
    found = sorted((cid for cid, card in owned.items() if spell_matches(card_values(card, "library"), eff["filter"])),
                   key=natural_key)
    game.ask(pid, "pick_card", [*found, "none"], then(brought_in_from_outside, pid, resume))
    return True  # the answer resumes the effects, at once when "none" is the only option


@continuation
def brought_in_from_outside(game: GameRules, pid: str, resume: Done, picked: str) -> None:
    """The card picked (if any) enters the game in its owner's hand with its setup id, revealed to every player
    (701.20a); it stays in the game until it ends (400.11b)."""
    if picked != "none":
        card = game.sideboards[pid].pop(picked)
        obj = game.new_object(picked, card, pid, pid, "hand")
        game.zones[(pid, "hand")].append(obj.id)
        game.touch()
        game.reveal(obj, "all")
        game.emit({"type": "zone_move", "card": obj.id, "from": None, "to": "hand", "cause": "effect"})
    game.proceed(resume)
