"""Mutants that accept what a ruling forbids, or show a player what they may not see (or hide what they may).

Each is caught only where a scenario tries the forbidden action on purpose (conformance/catalog/refusals.py)
or compares every player's view field by field (conformance/catalog/views.py).
"""

from __future__ import annotations

from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action
from mtg_protocol.vocab import CastMode

from .. import layers
from ..game import Game
from ..mana import format_cost
from ..objects import GameObject
from ..plans import CastPermission
from .registry import mutant

# ----- refusals ----------------------------------------------------------------------------------------------

def _disguise_turned_up_for_mana_cost_manifested_mana_cost(game: Game, obj: GameObject) -> str | None:
    if obj.face_down == "disguise" and obj.card.main.mana_cost is not None:
        return format_cost(obj.card.main.mana_cost)
    return Game.manifested_mana_cost(game, obj)


mutant("disguise-turned-up-for-mana-cost", "MKM-14",
       "A face-down disguise permanent may also be turned face up for its printed mana cost, as if it had been "
       "manifested (701.40b is manifest's way, not disguise's).",
       manifested_mana_cost=_disguise_turned_up_for_mana_cost_manifested_mana_cost)


def _turn_up_others_face_down_turn_face_up_special_action(game: Game, action: Action) -> None:
    obj = game.objects.get(action.get("card", ""))
    actor = game.priority
    if obj is None or obj.zone != "battlefield" or not obj.face_down or obj.controller == actor:
        Game.turn_face_up_special_action(game, action)
        return
    game.priority = obj.controller
    try:
        Game.turn_face_up_special_action(game, action)
    finally:
        game.give_priority(actor)


mutant("turn-up-others-face-down", "MKM-11",
       "Any player with priority may turn any face-down permanent face up; its controller pays the cost.",
       turn_face_up_special_action=_turn_up_others_face_down_turn_face_up_special_action)


def _face_down_spell_turned_up_turn_face_up_special_action(game: Game, action: Action) -> None:
    obj = game.objects.get(action.get("card", ""))
    if obj is None or obj.zone != "stack" or not obj.face_down or obj.controller != game.priority:
        Game.turn_face_up_special_action(game, action)
        return
    game.reveal(obj, "all")
    obj.face_down = None
    game.invalidate()
    game.emit({"type": "turned_face_up", "card": obj.id})
    game.give_priority(obj.controller)


mutant("face-down-spell-turned-up", "MKM-11",
       "A face-down spell on the stack may be turned face up for nothing, like a permanent for its cost.",
       turn_face_up_special_action=_face_down_spell_turned_up_turn_face_up_special_action)


def _adventure_recast_from_exile_cast_permission(game: Game, pid: str, obj: GameObject,
                                                 mode: CastMode) -> CastPermission:
    if game.pending is None and obj.zone == "exile" and obj.adventure_permission == pid and mode == "adventure":
        return CastPermission("adventure")
    return Game.cast_permission(game, pid, obj, mode)


mutant("adventure-recast-from-exile", "WOE-08",
       "A card exiled by its own Adventure may be cast from exile either way, the Adventure again included.",
       cast_permission=_adventure_recast_from_exile_cast_permission)


def _discover_any_answer_answer_choice(game: Game, choice: Any) -> None:
    pending = game.pending
    if pending is not None and pending.kind == "discover_cast" and choice not in pending.options:
        choice = "hand"
    Game.answer_choice(game, choice)


mutant("discover-any-answer", "LCI-08",
       "A discover choice takes any answer: whatever is not a cast is read as 'put it into your hand'.",
       answer_choice=_discover_any_answer_answer_choice)


def _keep_any_role_answer_choice(game: Game, choice: Any) -> None:
    pending = game.pending
    if pending is not None and pending.kind == "keep_role" and choice not in pending.options \
            and isinstance(choice, str) and choice in game.objects:
        choice = pending.options[-1]
    Game.answer_choice(game, choice)


mutant("keep-any-role", "WOE-06",
       "When one player's Roles arrive together, any permanent named as the one to keep is accepted; an answer that is"
       " not one of the offered Roles keeps the newest of them.",
       answer_choice=_keep_any_role_answer_choice)


# ----- views ---------------------------------------------------------------------------------------------------

def _others_face_down(obj: GameObject, viewer: str | None) -> bool:
    return bool(obj.face_down) and obj.zone in ("battlefield", "stack") and viewer is not None \
        and viewer != obj.controller


def _face_down_printed_body_shown_describe(game: Game, obj: GameObject, position: int, viewer: str | None,
                                           visible: bool) -> JSON:
    out = Game._describe(game, obj, position, viewer, visible)
    if _others_face_down(obj, viewer) and "Creature" in obj.card.main.types:
        out = {**out, "power": obj.card.main.power, "toughness": obj.card.main.toughness}
    return out


mutant("face-down-printed-body-shown", "MKM-09",
       "Other players see a face-down spell or permanent as nameless, but with the card's printed power and toughness.",
       _describe=_face_down_printed_body_shown_describe)


def _face_down_bare_to_others_describe(game: Game, obj: GameObject, position: int, viewer: str | None,
                                       visible: bool) -> JSON:
    out = Game._describe(game, obj, position, viewer, visible)
    if _others_face_down(obj, viewer) and obj.face_down is not None:
        bare = layers.face_down_values(obj.face_down)
        out = {**out, "power": bare.power, "toughness": bare.toughness, "keywords": list(bare.keywords),
               "counters": {}}
    return out


mutant("face-down-bare-to-others", "MKM-09",
       "Other players see a face-down permanent as the bare face-down 2/2 with ward {2}: the Roles, counters and pumps"
       " on it are shown to its controller only.",
       _describe=_face_down_bare_to_others_describe)


def _discover_exile_nameless_to_others_describe(game: Game, obj: GameObject, position: int, viewer: str | None,
                                                visible: bool) -> JSON:
    out = Game._describe(game, obj, position, viewer, visible)
    if obj.zone == "exile" and obj.revealed_in_exile and viewer is not None and viewer != obj.owner:
        out = {**out, "name": None}
    return out


mutant("discover-exile-nameless-to-others", "LCI-05",
       "Cards exiled by discover are face up for every player, but other players see them without a name.",
       _describe=_discover_exile_nameless_to_others_describe)
