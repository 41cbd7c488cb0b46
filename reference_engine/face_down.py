"""Face-down permanents (708): disguise (702.168), manifest (701.40) and cloak (701.58), and turning them
face up as a special action (116.2b) or by an effect (708.8, 701.40g, 701.58g)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.types import Action

from . import layers
from .conditions import graveyard_cards
from .mana import format_cost, parse_cost
from .objects import GameObject
from .state import Rejected

if TYPE_CHECKING:
    from .interface import GameRules

# The face-down statuses whose card may be turned face up by its disguise procedure (702.168d, 701.40d, 701.58d;
# a permanent an effect turned face down, 702.168d: any face-down permanent with disguise),
# and those whose creature card may be turned face up for its mana cost (701.40b, 701.58b).
DISGUISE_PROCEDURE = ("disguise", "manifest", "cloak", "effect")
MANA_COST_PROCEDURE = ("manifest", "cloak")


def disguise_cost_if_face_up(game: GameRules, obj: GameObject) -> str | None:
    """702.168d: the cost it would have face up, after effects such as "loses all abilities" (MKM ruling).

    A manifested or cloaked card with disguise may use it too (701.40d, 701.58d).
    """
    if obj.face_down not in DISGUISE_PROCEDURE or game.has_lost_abilities(obj):
        return None
    values = layers.card_values(obj.card, "battlefield", face=obj.face)
    printed = values.keyword_value("disguise")
    reduction = sum(graveyard_cards(game, obj.controller, a["disguise_cost_reduction"]) for a in values.abilities
                    if "disguise_cost_reduction" in a)
    return reduced_disguise_cost(printed, reduction)


def reduced_disguise_cost(printed: str | None, reduction: int) -> str | None:
    """118.7, 702.168d: a disguise cost reduced by what the disguise ability itself says ("this cost is reduced by
    {1} for each instant and sorcery card in your graveyard", counted whenever the cost is found): only its generic
    part, never below zero; the colored symbols stay."""
    if printed is None or not reduction:
        return printed
    cost = parse_cost(printed)
    assert cost is not None
    return format_cost(cost.reduce_generic(reduction))


def manifested_mana_cost(game: GameRules, obj: GameObject) -> str | None:
    """701.40b, 701.58b: a manifested or cloaked permanent that is a creature card turns up for its mana cost.

    An instant, sorcery or other noncreature card can't be turned face up this way (701.40g, 701.58g);
    neither can a card with no mana cost. X in the cost is 0 (107.3).
    """
    if obj.face_down not in MANA_COST_PROCEDURE:
        return None
    front = obj.card.main
    if "Creature" not in front.types or front.mana_cost is None:
        return None
    return format_cost(front.mana_cost)


def face_up_costs(game: GameRules, obj: GameObject) -> dict[str, str]:
    """The procedures available to turn `obj` face up, by name, with their costs; disguise first."""
    out = {}
    disguise = game.disguise_cost_if_face_up(obj)
    if disguise is not None:
        out["disguise"] = disguise
    mana_cost = game.manifested_mana_cost(obj)
    if mana_cost is not None:
        out["mana_cost"] = mana_cost
    return out


def turn_face_up_special_action(game: GameRules, action: Action) -> None:
    """116.2b: any time its controller has priority; it doesn't use the stack (708.8: same permanent).

    `by` names the procedure (``"disguise"`` or ``"mana_cost"``); without it, the first one available.
    """
    pid = game.priority
    obj = game.obj(action.get("card", ""))
    if obj.zone == "stack":
        raise Rejected("a face-down spell can't be turned face up (708.7)")
    if obj.zone != "battlefield" or not obj.face_down:
        raise Rejected(f"{obj.id} is not a face-down permanent")
    if obj.controller != pid:
        raise Rejected(f"{pid} doesn't control {obj.id}")
    costs = game.face_up_costs(obj)
    by = action.get("by") or next(iter(costs), None)
    if by not in costs:
        if by == "mana_cost" or (by is None and obj.face_down in MANA_COST_PROCEDURE):
            raise Rejected(f"{obj.id} can't be turned face up for its mana cost (701.40b, 701.58b: only a "
                           "manifested or cloaked creature card with a mana cost can)")
        if by in (None, "disguise"):
            raise Rejected(f"{obj.id} would have no disguise cost face up, so it can't be turned face up this way")
        raise Rejected(f"unknown way to turn a permanent face up: {by!r} (\"disguise\" or \"mana_cost\")")
    cost = parse_cost(costs[by])
    assert cost is not None
    x = action.get("x") or 0  # 107.3d: X in a special action's cost is chosen as it is taken
    if not isinstance(x, int) or x < 0 or (x and not cost.x):
        raise Rejected(f"X must be a whole number, and only for a cost with X in it, not {x!r}")
    payment = game.plan(pid, cost.with_x(x))
    game.reveal(obj, "all")
    game.pay(pid, payment, obj.id)
    obj.x = x  # its "when this is turned face up" abilities know the X paid (107.3d, 107.3e)
    game.turn_permanent_face_up(obj)
    game.give_priority(pid)  # 116.3c: priority again after a special action (earlier passes don't count, 117.4)


def turn_permanent_face_up(game: GameRules, obj: GameObject) -> None:
    """708.8: the face-down permanent is turned face up, the same object (its characteristics change; tapped
    status, attachments and counters stay); its "as this is turned face up" abilities apply as it turns (708.11),
    then its "when this is turned face up" abilities trigger."""
    obj.face_down = None
    obj.face_down_subtypes = ()
    game.invalidate()
    game.as_turned_face_up(obj)
    game.emit({"type": "turned_face_up", "card": obj.id})
    game.trigger_turned_face_up(obj)


def turn_face_down(game: GameRules, obj: GameObject, subtypes: tuple[str, ...] = ()) -> bool:
    """708.2a: an effect turns a face-up permanent face down: the same object (708.8), a 2/2 creature with no name,
    text, subtypes, color or mana cost, but the creature types the effect lists; it may be turned face up again only
    by a disguise (or morph) cost it would have face up (702.168d). A double-faced permanent can't be turned face
    down (712.16), nor is a face-down one turned again: False then."""
    if obj.zone != "battlefield" or obj.face_down or obj.card.layout in ("mdfc", "transform"):
        return False
    obj.face_down = "effect"
    obj.face_down_subtypes = tuple(subtypes)
    game.invalidate()
    game.emit({"type": "turned_face_down", "card": obj.id})
    return True


def turned_face_up_by_effect(game: GameRules, obj: GameObject) -> bool:
    """An effect's "turn it face up" (no cost is paid: not the special action, 116.2b): a face-down permanent turns
    face up and True; a manifested or cloaked instant or sorcery card is revealed and stays face down, and nothing
    triggers (701.40g, 701.58g), nor does a permanent that isn't face down turn face up: False, "if you can't"."""
    if obj.zone != "battlefield" or not obj.face_down:
        return False
    if {"Instant", "Sorcery"} & set(layers.card_values(obj.card, "battlefield", face=obj.face).types):
        game.reveal(obj, "all")
        return False
    game.reveal(obj, "all")
    game.turn_permanent_face_up(obj)
    return True


def as_turned_face_up(game: GameRules, obj: GameObject) -> None:
    """614.1e: its "as this is turned face up" abilities (kind ``as_turned_face_up``) are replacement effects,
    applied as it turns face up, before anything triggers on its being face up."""
    for ability in game.chars(obj).abilities:
        if ability.get("kind") == "as_turned_face_up":
            ctx = {"controller": obj.controller, "source": obj.id, "source_serial": obj.serial,
                   "targets": [], "x": obj.x, "source_chars": game.chars(obj)}
            game.run_effects(ctx, list(ability["effects"]), None)
