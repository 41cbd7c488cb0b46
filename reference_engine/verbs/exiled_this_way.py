"""Verbs whose follow-up depends on what an exile (or a return to hand) moved: "if a creature card is exiled this
way", "if it's a green card" (608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..conditions import spell_matches
from ..state import Permission
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("exile_then_if_exiled", rules="701.13a, 608.2c, 400.7, 607.2a",
      params={"target": "object", "filter": "filter?", "effects": "effects", "linked": "flag?"})
def exile_then_if_exiled(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Exile the object (a permanent, or a card in a graveyard); if a card with the quality `filter` (any card
    without one: "If you do") was exiled this way, the effects follow (nothing follows when no object was chosen
    or it was gone). Their ``{"count": "exiled_mana_value"}`` is that card's mana value (608.2h); with `linked`,
    the card is one "exiled with" the source, which a linked ability of the source refers to (607.2a)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None:
        return None
    exiled = game.exile_object(obj)
    if exiled.zone != "exile" or not spell_matches(game.chars(exiled), eff.get("filter") or {}):
        return None
    if eff.get("linked"):
        exiled.exiled_by = (ctx["source"], ctx["source_serial"])
    ctx["exiled_mana_value"] = game.chars(exiled).mana_value
    game.run_effects(ctx, list(eff["effects"]), resume)
    return True


@verb("exile_namesakes_investigate", rules="701.13a, 201.2, 708.2, 608.2c, 701.16a", params={"target": "object"})
def exile_namesakes_investigate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the creature and, untargeted, every other creature its controller controls with the same name (one
    with no name, such as a face-down one, shares it with none), all at once; that player then investigates once
    for each nontoken creature exiled this way."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    name = game.chars(obj).name
    namesakes = [o for o in game.battlefield_objects() if o is not obj and o.controller == obj.controller
                 and name and game.chars(o).name == name and "Creature" in game.chars(o).types]
    leaving = [obj, *namesakes]
    player = obj.controller
    nontoken = sum(1 for o in leaving if not o.token)
    game.leave_battlefield_together(leaving, "exile", "effect")
    for _ in range(nontoken):
        game.create_tokens(player, "Clue", 1)
        game.investigated(player)


@verb("exile_targets_add_mana_may_play", rules="701.13a, 106.4, 608.2c, 611.2b", params={"mana": "mana"})
def exile_targets_add_mana_may_play(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile every target card (those still legal; "any number of target cards"), then its controller adds one mana
    of the kind `mana` for each card exiled this way, and may play those cards this turn."""
    pid = ctx["controller"]
    exiled = []
    for ref in range(len(ctx["targets"])):
        obj = game.effect_object(ctx, ref)
        if obj is not None:
            new = game.exile_object(obj)
            if new.zone == "exile":
                exiled.append(new)
    for _ in exiled:
        game.player(pid).add_mana(eff["mana"])
        game.emit({"type": "mana_added", "player": pid, "mana": eff["mana"]})
    for new in exiled:
        game.permissions.append(Permission(new.id, new.serial, pid, game.castable_modes(new), "impulse",
                                           until_end_of_turn=True))


@verb("to_hand_then_if", rules="400.7, 608.2c, 608.2h", params={"target": "object", "filter": "filter",
                                                               "effects": "effects"})
def to_hand_then_if(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Return the card to its owner's hand; if it was returned and has the quality `filter` ("if it's a green
    card": ``colors_any``), the effects follow (nothing follows when the target was gone)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None:
        return None
    returned = game.move(obj, "hand", "effect")
    if returned.zone != "hand" or not spell_matches(game.chars(returned), eff["filter"]):
        return None
    game.run_effects(ctx, list(eff["effects"]), resume)
    return True
