"""Verbs whose follow-up depends on what an exile moved: "if a creature card is exiled this way" (608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..conditions import spell_matches
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
