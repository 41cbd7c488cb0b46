"""Verbs that move permanents and cards between zones: exile, blink, return from a graveyard to the battlefield,
and counters a permanent enters with."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("exile", rules="701.13a, 400.7, 603.10a", params={"target": "object"})
def exile(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the object (a permanent, or a card in a graveyard)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        game.exile_object(obj)


@verb("blink", rules="701.13a, 400.7, 610.3c", params={"target": "object"})
def blink(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the permanent, then return that card to the battlefield under its owner's control (a new object)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.exile_and_return(obj)


@verb("exile_linked", rules="701.13a, 607.2a, 400.7", params={"target": "object"})
def exile_linked(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the object (a permanent, or a card in a graveyard); the source, if it is still the object whose ability
    this is, remembers the card in exile for its linked ability ("the exiled cards", 607.2a)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone not in ("battlefield", "graveyard"):
        return
    exiled = game.exile_object(obj) if obj.zone == "battlefield" else game.move(obj, "exile", "effect")
    source = game.effect_object(ctx, "self")
    if source is not None and source.zone == "battlefield" and exiled.zone == "exile" and not exiled.token:
        source.exiled_with = (*source.exiled_with, (exiled.id, exiled.serial))


@verb("return_linked_to_hand", rules="607.2a, 603.10a, 400.7")
def return_linked_to_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a "when this leaves the battlefield" ability: return the cards its linked ability exiled (as the source
    last existed, 603.10a) to their owners' hands, each while it is still that card in exile (400.7)."""
    source = game.objects.get(ctx["source"])
    if source is None or source.serial != ctx["source_serial"]:
        source = game.last_known.get(ctx["source_serial"], (None, None))[0]
    for cid, serial in source.exiled_with if source is not None else ():
        card = game.objects.get(cid)
        if card is not None and card.serial == serial and card.zone == "exile":
            game.move(card, "hand", "effect")


@verb("return_to_battlefield", rules="400.7, 603.6a, 607.2a", params={"target": "object", "linked": "flag?"})
def return_to_battlefield(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Put the card from a graveyard onto the battlefield under the effect's controller's control; with `linked`, the
    source remembers the new object for its linked ability ("the creature put onto the battlefield with this")."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "graveyard":
        new = game.put_onto_battlefield(obj, ctx["controller"])
        source = game.effect_object(ctx, "self")
        if eff.get("linked") and new is not None and source is not None and source.zone == "battlefield":
            source.linked = (new.id, new.serial)


@verb("enters_with_counters", rules="614.1c, 614.12, 122.6", params={"counter": "counter", "n": "amount"})
def enters_with_counters(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In an ``as_enters`` ability: the permanent enters with N counters of a kind (a replacement effect)."""
    obj = game.effect_object(ctx, "self")
    if obj is not None and obj.zone == "battlefield":
        game.put_counters(obj, eff["counter"], game.amount(ctx, eff["n"]), ctx["controller"])
