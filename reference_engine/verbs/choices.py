"""Verbs built on a choice or on cards leaving the library: naming a card, discover, impulse draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..creature_types import CREATURE_TYPES
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("choose_card_name", rules="201.4, 715.5", params={"filter": "name_filter?"})
def choose_card_name(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a card name (any face's own name); the source remembers it."""
    return game.choose_card_name(ctx["controller"], ctx, eff.get("filter"), resume)


@verb("choose_creature_type", rules="614.12, 205.3m")
def choose_creature_type(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """As the permanent enters, its controller chooses a creature type (a ``creature_type`` choice among every one,
    205.3m); the permanent remembers it (``chosen_type``) for as long as it is that object (400.7)."""
    game.ask(ctx["controller"], "creature_type", sorted(CREATURE_TYPES), then(creature_type_chosen, ctx, resume),
             source=ctx.get("source"))
    return True  # the answer resumes the effects


@continuation
def creature_type_chosen(game: GameRules, ctx: JSON, resume: Done, chosen: str) -> None:
    """The entering permanent remembers the chosen type; then `resume`."""
    src = game.effect_object(ctx, "self")
    if src is not None:
        src.chosen_type = chosen
        game.invalidate()  # the creatures its static ability picks change (613.4c)
    game.proceed(resume)


@verb("discover", rules="701.57a", params={"n": "amount"})
def discover(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller discovers N."""
    return game.discover(ctx["controller"], game.amount(ctx, eff["n"]), resume, ctx)


@verb("impulse", rules="701.13a, 601.2, 611.2b", params={"n": "amount", "until": "duration?"})
def impulse(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller exiles the top N cards of their library and may play them until end of turn (or until
    their next end step)."""
    game.exile_top_may_play(ctx["controller"], game.amount(ctx, eff["n"]), eff.get("until", "end_of_turn"))
