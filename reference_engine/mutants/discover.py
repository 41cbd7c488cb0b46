"""Mutants that break the discover, free-cast and mana-value rulings (701.57, 118.9, 202.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action
from mtg_protocol.vocab import AltCost, CastMode

from ..game import Game
from ..mana import ManaCost, format_cost
from ..objects import Characteristics, GameObject
from ..plans import CastPermission
from ..verbs import Done
from .registry import mutant
from .shapes import fizzled_ability_still_acts, notes


def _free_cast_skips_additional_costs_announce_additional_costs(game: Game, pid: str, face: Any,
                                                                action: Action) -> tuple[bool, list[GameObject]]:
    if action.get("alt_cost") == "free":
        return "kicker" in (action.get("additional_costs") or []), []
    return Game.announce_additional_costs(game, pid, face, action)


def _free_cast_skips_additional_costs_total_cost(game: Game, pid: str, c: Characteristics, alt_cost: AltCost | None,
                                                 x: int, kicked: bool, face: Any) -> ManaCost:
    return Game.total_cost(game, pid, c, alt_cost, x, kicked and alt_cost != "free", face)


mutant("free-cast-skips-additional-costs", "LCI-01",
       "Casting without paying the mana cost also waives additional costs: no sacrifice, no kicker payment.",
       announce_additional_costs=_free_cast_skips_additional_costs_announce_additional_costs,
       total_cost=_free_cast_skips_additional_costs_total_cost)


def _free_cast_face_down_check_alternative_cost(game: Game, mode: CastMode, alt_cost: AltCost | None,
                                                permission: CastPermission) -> None:
    if mode == "face_down" and alt_cost == "free" and permission.free:
        return
    Game.check_alternative_cost(game, mode, alt_cost, permission)


mutant("free-cast-face-down", "LCI-01",
       "A free cast of a disguise card may also be made face down, as if the two alternative costs combined.",
       check_alternative_cost=_free_cast_face_down_check_alternative_cost)


def _discover_limit_on_card_check_mana_value_limit(game: Game, obj: GameObject, c: Characteristics,
                                                   permission: CastPermission) -> None:
    Game.check_mana_value_limit(game, obj, replace(c, mana_value=game.chars(obj).mana_value), permission)


mutant("discover-limit-on-card", "LCI-02",
       "Discover's mana value limit is checked on the card as it sits in exile, not on the face being cast, so an "
       "expensive Adventure or back face rides on a cheap front.",
       check_mana_value_limit=_discover_limit_on_card_check_mana_value_limit)


def _split_cheapest_half_discover_qualifies(game: Game, obj: GameObject, n: int) -> bool:
    if obj.card.layout == "split":
        cheapest = min((f.mana_cost.mana_value() if f.mana_cost else 0) for f in obj.card.faces)
        return cheapest <= n
    return Game.discover_qualifies(game, obj, n)


mutant("split-cheapest-half", "LCI-03",
       "Discover measures a split card by its cheaper half instead of both halves together.",
       discover_qualifies=_split_cheapest_half_discover_qualifies)


def _mana_value_from_total_cost_chars(game: Game, obj: GameObject) -> Characteristics:
    c = Game.chars(game, obj)
    if obj.zone != "stack" or obj.spell_copy or obj.id not in game.stack:
        return c
    face = None if obj.face_down else obj.card.face_named(obj.cast_as or "normal")
    paid = game.total_cost(obj.controller, c, obj.alt_cost, obj.x, obj.kicked, face)
    return replace(c, mana_value=paid.mana_value())


mutant("mana-value-from-total-cost", "LCI-04",
       "A spell's mana value on the stack is read from what was actually paid: kicker and taxes raise it, discounts, "
       "alternative costs and free casts lower it.",
       chars=_mana_value_from_total_cost_chars)


def _discover_private_exile_discover_exile_top(game: Game, pid: str) -> GameObject:
    new = game.move(game.objects[game.library(pid)[0]], "exile", "discover")
    notes(game).setdefault("private_to", {})[new.id] = (new.serial, pid)
    game.reveal(new, pid)
    return new


def _discover_private_exile_may_see(game: Game, obj: GameObject, viewer: str | None) -> bool:
    serial, pid = notes(game).get("private_to", {}).get(obj.id, (None, None))
    if obj.zone == "exile" and serial == obj.serial:
        return viewer is None or viewer == pid
    return Game.may_see(game, obj, viewer)


mutant("discover-private-exile", "LCI-05",
       "Cards exiled by discover are shown only to the discovering player, as if exiled face down to others.",
       discover_exile_top=_discover_private_exile_discover_exile_top, may_see=_discover_private_exile_may_see)


def _free_cast_any_x_announce_x(game: Game, c: Characteristics, action: Action, free: bool) -> int:
    return Game.announce_x(game, c, action, False)


def _free_cast_any_x_total_cost(game: Game, pid: str, c: Characteristics, alt_cost: AltCost | None, x: int,
                                kicked: bool, face: Any) -> ManaCost:
    return Game.total_cost(game, pid, c, alt_cost, 0 if alt_cost == "free" else x, kicked, face)


mutant("free-cast-any-x", "LCI-06",
       "A spell cast without paying its mana cost may take any X, since the X is never paid for.",
       announce_x=_free_cast_any_x_announce_x, total_cost=_free_cast_any_x_total_cost)


def _x_zero_on_stack_chars(game: Game, obj: GameObject) -> Characteristics:
    c = Game.chars(game, obj)
    if obj.zone == "stack" and obj.x and c.mana_cost is not None and c.mana_cost.x:
        return replace(c, mana_value=c.mana_cost.mana_value(0))
    return c


mutant("x-zero-on-stack", "LCI-07",
       "A spell's {X} counts as 0 for its mana value everywhere, the stack included.",
       chars=_x_zero_on_stack_chars)


def _discover_declined_to_bottom_answer_choice(game: Game, choice: Any) -> None:
    pending = game.pending
    if pending is not None and pending.kind == "discover_cast" and choice == "hand":
        game.pending = None
        game.emit({"type": "choice", "player": pending.player, "kind": pending.kind, "choice": choice})
        hit = game.objects[pending.data["card"]]
        game.move(hit, "library", "discover", position="bottom")
        game.proceed(pending.data["finish"])
        return
    Game.answer_choice(game, choice)


mutant("discover-declined-to-bottom", "LCI-08",
       "A discovered card its controller declines to cast goes to the bottom with the others, as with cascade.",
       answer_choice=_discover_declined_to_bottom_answer_choice)


def _discover_despite_fizzle_spell_fizzles(game: Game, face: Any, specs: list[JSON], legal: list[str | None]) -> bool:
    effects = list(face.effects) if face is not None else []
    if any("target" not in e for e in effects):
        return False
    return Game.spell_fizzles(game, face, specs, legal)


mutant("discover-despite-fizzle", "LCI-09",
       "A spell fizzles only when every one of its effects needs a target, so an untargeted discover still happens "
       "after its only target became illegal.",
       spell_fizzles=_discover_despite_fizzle_spell_fizzles)


def _untargeted_parts_of_a_discover(effects: list[JSON]) -> list[JSON] | None:
    if not any(e.get("do") == "discover" for e in effects):
        return None
    return [e for e in effects if not isinstance(e.get("target"), int)]


mutant("discover-ability-despite-fizzle", "LCI-09",
       "An ability (not a spell) whose targets are all illegal as it resolves still does the parts that name no "
       "target: it discovers.",
       resolve_ability=fizzled_ability_still_acts(_untargeted_parts_of_a_discover))


def _uncastable_discover_stays_exiled_discover_uncastable(game: Game, hit: GameObject, finish: Done) -> None:
    game.proceed(finish)


mutant("uncastable-discover-stays-exiled", "LCI-10",
       "A discovered card that can't be cast is left in exile instead of being put into its owner's hand.",
       discover_uncastable=_uncastable_discover_stays_exiled_discover_uncastable)


def _split_reports_one_half_describe(game: Game, obj: GameObject, position: int, viewer: str | None,
                                     visible: bool) -> JSON:
    out = Game._describe(game, obj, position, viewer, visible)
    if obj.card.layout == "split" and obj.zone != "stack" and not out.get("hidden"):
        left = obj.card.faces[0].mana_cost
        out = {**out, "mana_cost": format_cost(left), "mana_value": left.mana_value() if left else 0}
    return out


mutant("split-reports-one-half", "LCI-03",
       "Off the stack, a split card is reported with its left half's mana cost and mana value (consistent with each "
       "other, so only the printed card shows the error); the rules use both halves.",
       _describe=_split_reports_one_half_describe)


def _stack_reports_paid_cost_describe(game: Game, obj: GameObject, position: int, viewer: str | None,
                                      visible: bool) -> JSON:
    out = Game._describe(game, obj, position, viewer, visible)
    if obj.zone != "stack" or obj.spell_copy or obj.face_down or out.get("hidden") or obj.id not in game.stack:
        return out
    c = game.chars(obj)
    face = obj.card.face_named(obj.cast_as or "normal")
    paid = game.total_cost(obj.controller, c, obj.alt_cost, obj.x, obj.kicked, face)
    return {**out, "mana_cost": format_cost(paid), "mana_value": paid.mana_value()}


mutant("stack-reports-paid-cost", "LCI-04",
       "A spell on the stack is reported with what was paid for it as its mana cost, and the matching mana value: "
       "kicker and taxes fold into both, so the two agree with each other but not with the printed cost.",
       _describe=_stack_reports_paid_cost_describe)


def _split_cast_whole_castable_modes(game: Game, obj: GameObject) -> tuple[CastMode, ...]:
    modes = Game.castable_modes(game, obj)
    pending = game.pending
    if (obj.card.layout == "split" and pending is not None and pending.kind == "discover_cast"
            and pending.data.get("card") == obj.id):
        return (*modes, "normal")
    return modes


mutant("split-cast-whole", "LCI-03",
       "A discovered split card may also be cast whole, both halves as one spell (the left half's effects, the whole "
       "card's mana value against the discover value), where the rules let only one half be cast.",
       castable_modes=_split_cast_whole_castable_modes)
