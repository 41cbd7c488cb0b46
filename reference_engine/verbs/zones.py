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
