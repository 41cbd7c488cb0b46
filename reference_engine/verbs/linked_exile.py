"""A linked ability over the cards another of its source's abilities exiled (607.2a; the exile is ``exile_linked`` in
verbs/zones.py): "become a copy of a creature card exiled with it until end of turn" (707.2, 611.2a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("become_copy_of_linked_card", rules="707.2, 607.2a, 611.2a, 608.2d", params={})
def become_copy_of_linked_card(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a creature card still in exile among those exiled with the source (a ``pick_card``
    choice) and the source becomes a copy of it until end of turn; with none, nothing happens."""
    source = game.effect_object(ctx, "self")
    if source is None or source.zone != "battlefield":
        return False
    cards = sorted((cid for cid, serial in source.exiled_with
                    if (card := game.objects.get(cid)) is not None and card.serial == serial and card.zone == "exile"
                    and "Creature" in game.chars(card).types), key=natural_key)
    if not cards:
        return False
    game.ask(ctx["controller"], "pick_card", cards, then(linked_card_picked, ctx, resume), source=ctx.get("source"))
    return True


@continuation
def linked_card_picked(game: GameRules, ctx: JSON, resume: Done, picked: str) -> None:
    """707.2: the source has the picked card's copiable values until end of turn; then `resume`."""
    source = game.effect_object(ctx, "self")
    if source is not None:
        game.become_copy_until_end_of_turn(source, game.objects[picked].card)
    game.proceed(resume)
