"""Verbs built on a choice or on cards leaving the library: naming a card, discover, impulse draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("choose_card_name", rules="201.4, 715.5", params={"filter": "name_filter?"})
def choose_card_name(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a card name (any face's own name); the source remembers it."""
    return game.choose_card_name(ctx["controller"], ctx, eff.get("filter"), resume)


@verb("discover", rules="701.57a", params={"n": "amount"})
def discover(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller discovers N."""
    return game.discover(ctx["controller"], game.amount(ctx, eff["n"]), resume, ctx)


@verb("exile_face_down_may_play", rules="406.3, 406.3a, 701.13a, 601.2", params={"target": "target", "n": "amount"})
def exile_face_down_may_play(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the top N cards of the target player's library face down; its controller may look at and play them for
    as long as they remain exiled."""
    owner = game.effect_target_id(ctx, eff["target"])
    if owner is not None:
        game.exile_face_down_may_play(ctx["controller"], owner, game.amount(ctx, eff["n"]))


@verb("impulse", rules="701.13a, 601.2, 611.2b", params={"n": "amount", "until": "duration?"})
def impulse(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller exiles the top N cards of their library and may play them until end of turn (or until
    their next end step)."""
    game.exile_top_may_play(ctx["controller"], game.amount(ctx, eff["n"]), eff.get("until", "end_of_turn"))
