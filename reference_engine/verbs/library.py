"""Verbs acting on a player's library beyond drawing and scrying: surveil; a card picked from among cards
looked at, milled or in hand (608.2d); milling one's own library (701.17a); shuffling cards into it (701.24c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("surveil", rules="701.25a", params={"n": "amount"})
def surveil(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller looks at the top N cards and puts any number of them into their graveyard."""
    return game.surveil(ctx["controller"], game.amount(ctx, eff["n"]), resume)


@verb("look_and_take", rules="608.2d, 401.4", params={"n": "amount"})
def look_and_take(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller looks at the top N cards, puts one into their hand and the others into their graveyard."""
    return game.look_and_take(ctx["controller"], game.amount(ctx, eff["n"]), "graveyard", resume)


@verb("mill_and_take", rules="701.17a, 701.17c, 608.2d, 400.7",
      params={"n": "amount", "filter": "filter", "all": "flag?", "to": "zone?"})
def mill_and_take(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller mills N cards, then puts a card (or every card, `all`) from among them with the quality
    `filter` (`types_any`, `subtypes_any`, `has_adventure`: any of them) into their hand, or onto the battlefield
    (`to`: ``battlefield``, 603.6a: put there, not cast)."""
    return game.mill_and_take(ctx["controller"], game.amount(ctx, eff["n"]), eff["filter"], bool(eff.get("all")),
                              resume, eff.get("to", "hand"))


@verb("put_from_hand", rules="608.2d, 603.6a", params={"filter": "filter"})
def put_from_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller may put a card with the quality `filter` (`types_any`, ...) from their hand onto the
    battlefield."""
    return game.put_from_hand(ctx["controller"], eff["filter"], resume)



@verb("shuffle_targets_into_library", rules="701.24a, 701.24c, 401.1, 608.2b", params={})
def shuffle_targets_into_library(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Shuffle every target card still legal (cards from its controller's graveyard) into its owner's library: its
    controller's library is shuffled even when no card is put into it (701.24c)."""
    for ref in range(len(ctx["targets"])):
        card = game.effect_object(ctx, ref)
        if card is not None:
            game.move(card, "library", "effect")
    game.rng.shuffle(game.library(ctx["controller"]))  # 701.24a: a random order
