"""Mutants that break the disguise and face-down rulings, each the way a real engine could."""

from __future__ import annotations

from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action
from mtg_protocol.vocab import AltCost, Zone

from .. import layers
from ..game import Game
from ..mana import ManaCost, parse_cost
from ..objects import Characteristics, GameObject
from ..plans import CastPermission, CastPlan
from ..state import StackAbility
from .registry import mutant
from .shapes import notes, resolve_ability_noting_it, resolving_ability


def _disguise_cost_from_printed_card_disguise_cost_if_face_up(game: Game, obj: GameObject) -> str | None:
    if obj.face_down != "disguise":
        return None
    return game.printed_disguise_cost(obj)


mutant("disguise-cost-ignores-lost-abilities", "MKM-01",
       "reads the disguise cost from the printed card, so a face-down creature that lost its abilities can still be "
       "turned face up",
       disguise_cost_if_face_up=_disguise_cost_from_printed_card_disguise_cost_if_face_up)


def _bounce_not_revealed_move(game: Game, obj: GameObject, to: Zone, cause: str, *, position: str = "top",
                             controller: str | None = None, **kw: Any) -> GameObject:
    if obj.face_down and obj.zone == "battlefield" and to == "hand":
        obj.face_down = None  # the hidden card just goes back to the hand, unshown
    return Game.move(game, obj, to, cause, position=position, controller=controller, **kw)


mutant("face-down-bounce-not-revealed", "MKM-02",
       "reveals a face-down permanent that dies or is exiled, but not one returned to its owner's hand",
       move=_bounce_not_revealed_move)


def _legend_rule_by_printed_name_legend_group(game: Game, obj: GameObject,
                                              c: Characteristics) -> tuple[str, str] | None:
    printed = obj.card.main
    return (obj.controller, printed.name) if "Legendary" in printed.supertypes else None


mutant("legend-rule-uses-printed-name", "MKM-03",
       "applies the legend rule by each permanent's printed card name and supertypes, face-down ones included",
       legend_group=_legend_rule_by_printed_name_legend_group)


def _face_down_keeps_name_chars(game: Game, obj: GameObject) -> Characteristics:
    c = Game.chars(game, obj)
    if obj.face_down and obj.zone == "battlefield" and c.name is None:
        c = c.copy()
        c.name = obj.card.main.name
    return c


mutant("face-down-keeps-name", "MKM-03",
       "gives a face-down permanent its card's name (the rest of its face-down values stay), as an engine that builds "
       "face-down characteristics on top of the printed card would",
       chars=_face_down_keeps_name_chars)


def _face_down_overrides_effects_chars(game: Game, obj: GameObject) -> Characteristics:
    if obj.face_down:
        return layers.face_down_values(obj.face_down)
    return Game.chars(game, obj)


mutant("face-down-ignores-effects", "MKM-04",
       "applies the face-down 2/2 values after every other effect, so Roles and pumps on a face-down creature are lost",
       chars=_face_down_overrides_effects_chars)


def _turn_up_triggers_enters_trigger_turned_face_up(game: Game, obj: GameObject) -> None:
    Game.trigger_turned_face_up(game, obj)
    game.trigger_enters(obj)


mutant("turn-face-up-triggers-etb", "MKM-06",
       "treats turning a permanent face up like entering the battlefield, so enters abilities trigger",
       trigger_turned_face_up=_turn_up_triggers_enters_trigger_turned_face_up)


def _face_down_identities_shift_move(game: Game, obj: GameObject, to: Zone, cause: str, *, position: str = "top",
                             controller: str | None = None, **kw: Any) -> GameObject:
    if obj.face_down and obj.zone == "battlefield":
        pile = sorted((o for o in game.battlefield_objects() if o.face_down and o.controller == obj.controller),
                      key=lambda o: o.timestamp)
        if pile[0] is not obj:
            pile[0].card, obj.card = obj.card, pile[0].card
            game.invalidate()
    return Game.move(game, obj, to, cause, position=position, controller=controller, **kw)


mutant("face-down-identities-shift", "MKM-07",
       "keeps a player's hidden face-down cards in a pile matched by entry order and, when one leaves the battlefield,"
       " takes the first card off the pile, so an earlier face-down permanent becomes the one that left",
       move=_face_down_identities_shift_move)


def _turn_up_detaches_trigger_turned_face_up(game: Game, obj: GameObject) -> None:
    game.detach_all_from(obj)
    Game.trigger_turned_face_up(game, obj)


mutant("turn-face-up-detaches", "MKM-08",
       "rebuilds a permanent that turns face up as a new object, so its Auras and Equipment fall off",
       trigger_turned_face_up=_turn_up_detaches_trigger_turned_face_up)


def _face_down_spell_shown_may_see(game: Game, obj: GameObject, viewer: str | None) -> bool:
    if obj.face_down and obj.zone == "stack":
        return True
    return Game.may_see(game, obj, viewer)


mutant("face-down-spell-shown-to-all", "MKM-09",
       "hides face-down permanents from opponents but shows every player which card a face-down spell is",
       may_see=_face_down_spell_shown_may_see)


def _face_down_spell_printed_value_chars(game: Game, obj: GameObject) -> Characteristics:
    c = Game.chars(game, obj)
    if obj.face_down and obj.zone == "stack" and obj.card.main.mana_cost is not None:
        c = c.copy()
        c.mana_value = obj.card.main.mana_cost.mana_value(0)
    return c


mutant("face-down-spell-printed-mana-value", "MKM-10",
       "computes a face-down spell's mana value from the card's mana cost",
       chars=_face_down_spell_printed_value_chars)


def _total_cost_adding_mana_cost(game: Game, pid: str, c: Characteristics, alt_cost: AltCost | None, x: int,
                                 kicked: bool, face: Any) -> ManaCost:
    cost = Game.total_cost(game, pid, c, alt_cost, x, kicked, face)
    card: GameObject | None = notes(game).get("face_down_card")
    if alt_cost == "disguise" and card is not None:
        cost = cost.plus(card.card.main.mana_cost or ManaCost())
    return cost


def _prepare_cast_noting_the_card(game: Game, action: Action, pid: str | None = None,
                                  permission: CastPermission | None = None) -> CastPlan:
    notes(game)["face_down_card"] = game.objects.get(action.get("card", ""))  # the card being cast
    try:
        return Game.prepare_cast(game, action, pid, permission)
    finally:
        notes(game)["face_down_card"] = None


mutant("disguise-cast-adds-mana-cost", "MKM-10",
       "charges {3} on top of the card's mana cost for a face-down cast instead of {3} alone",
       total_cost=_total_cost_adding_mana_cost, prepare_cast=_prepare_cast_noting_the_card)


def _turn_up_sorcery_speed_disguise_cost_if_face_up(game: Game, obj: GameObject) -> str | None:
    if not game.sorcery_timing(obj.controller):
        return None
    return Game.disguise_cost_if_face_up(game, obj)


mutant("turn-face-up-sorcery-speed", "MKM-11",
       "lets a face-down permanent be turned face up only when its controller could cast a sorcery",
       disguise_cost_if_face_up=_turn_up_sorcery_speed_disguise_cost_if_face_up)


def _turn_up_uses_stack_turn_face_up_special_action(game: Game, action: Action) -> None:
    obj = game.obj(action.get("card", ""))
    if (obj.zone != "battlefield" or not obj.face_down or obj.controller != game.priority
            or action.get("by") not in (None, "disguise")):  # only the disguise way is this mutant's
        return Game.turn_face_up_special_action(game, action)
    cost_text = game.disguise_cost_if_face_up(obj)
    if cost_text is None:
        return Game.turn_face_up_special_action(game, action)

    cost = parse_cost(cost_text)
    assert cost is not None
    game.pay(game.priority, game.plan(game.priority, cost), obj.id)
    item = StackAbility(game.new_ability_id(), obj.id, obj.serial, None, obj.controller,
                        {"event": "turn_face_up", "effects": [{"do": "draw", "n": 0}]}, [], 0,
                        game.next_timestamp(), {"turn_up": obj.id})
    game.push_ability(item)
    game.give_priority(obj.controller)
    return None


def _turn_up_uses_stack_resolve_ability(game: Game, item: StackAbility) -> None:
    Game.resolve_ability(game, item)
    obj = game.objects.get(item.extra.get("turn_up", ""))
    if obj is not None and obj.face_down and obj.serial == item.source_serial:
        obj.face_down = None
        game.invalidate()
        game.emit({"type": "turned_face_up", "card": obj.id})
        game.trigger_turned_face_up(obj)


mutant("turn-face-up-uses-stack", "MKM-11",
       "puts turning face up on the stack as an ability; the permanent stays face down until it resolves",
       turn_face_up_special_action=_turn_up_uses_stack_turn_face_up_special_action,
       resolve_ability=_turn_up_uses_stack_resolve_ability)


def _turn_up_untaps_trigger_turned_face_up(game: Game, obj: GameObject) -> None:
    obj.tapped = False
    Game.trigger_turned_face_up(game, obj)


mutant("turn-face-up-untaps", "MKM-12",
       "re-enters a permanent that turns face up untapped, as if it were a new permanent",
       trigger_turned_face_up=_turn_up_untaps_trigger_turned_face_up)


def _turn_up_pays_mana_cost_disguise_cost_if_face_up(game: Game, obj: GameObject) -> str | None:
    cost = Game.disguise_cost_if_face_up(game, obj)
    if cost is None or obj.card.main.mana_cost is None:
        return cost
    from ..mana import format_cost

    return format_cost(obj.card.main.mana_cost)


mutant("turn-face-up-pays-mana-cost", "MKM-14",
       "charges the card's mana cost, not its disguise cost, to turn it face up",
       disguise_cost_if_face_up=_turn_up_pays_mana_cost_disguise_cost_if_face_up)


def _revealed_to_owner_only_reveal(game: Game, obj: GameObject, to: str) -> None:
    Game.reveal(game, obj, obj.owner)


mutant("face-down-revealed-to-owner-only", "MKM-02",
       "reveals a face-down object that leaves the battlefield or stack (or is left at the game's end) to its owner "
       "only, not to every player",
       reveal=_revealed_to_owner_only_reveal)


def _ward_never_triggers_trigger_ward(game: Game, pid: str, item_id: str, targets: list[str]) -> None:
    return None


mutant("ward-never-triggers", "MKM-04",
       "shows ward {2} on face-down disguise permanents (and ward on others) but never triggers it: an opponent's "
       "spell targeting one is never countered for want of paying",
       trigger_ward=_ward_never_triggers_trigger_ward)


def _face_down_shown_face_up_describe(game: Game, obj: GameObject, position: int, viewer: str | None,
                                      visible: bool) -> JSON:
    out = Game._describe(game, obj, position, viewer, visible)
    if obj.face_down and viewer not in (None, obj.controller) and obj.zone in ("battlefield", "stack"):
        out = {**out, "face_down": False, "name": obj.card.main.name}
    return out


mutant("face-down-shown-face-up-to-opponents", "MKM-09",
       "shows other players a face-down spell or permanent as the face-up card it is (its name, not face down), while "
       "its controller's view is right",
       _describe=_face_down_shown_face_up_describe)


def _turned_up_target_lost_turn_face_up_special_action(game: Game, action: Action) -> None:
    Game.turn_face_up_special_action(game, action)
    game.__dict__.setdefault("turned_up", set()).add(action.get("card"))


def _turned_up_target_lost_targets_still_legal(game: Game, targets: list[str], specs: list[JSON], controller: str,
                        source: GameObject | None, source_chars: Characteristics | None,
                        newest_serial: int, source_serial: int | None = None) -> list[str | None]:
    legal = Game.targets_still_legal(game, targets, specs, controller, source, source_chars, newest_serial,
                                   source_serial)
    return [None if t in game.__dict__.get("turned_up", set()) else t for t in legal]


mutant("turned-up-target-lost", "MKM-08",
       "keeps a turned-up permanent in the targeting spell's target list, but on resolution treats it as a new object:"
       " the spell fails to resolve for want of a legal target",
       turn_face_up_special_action=_turned_up_target_lost_turn_face_up_special_action,
       targets_still_legal=_turned_up_target_lost_targets_still_legal)


def _turn_up_alerts_watchers_trigger_turned_face_up(game: Game, obj: GameObject) -> None:
    Game.trigger_turned_face_up(game, obj)
    game.trigger_other_enters(obj)


mutant("turn-face-up-alerts-watchers", "MKM-06",
       "the turned card's own enters abilities stay silent, but other permanents' \"whenever a creature enters\" "
       "abilities trigger when a permanent is turned face up",
       trigger_turned_face_up=_turn_up_alerts_watchers_trigger_turned_face_up)


def _nameless_share_a_name_have_same_name(game: Game, a: Characteristics, b: Characteristics) -> bool:
    return (a.name or "") == (b.name or "") or Game.have_same_name(game, a, b)


mutant("nameless-share-a-name", "MKM-03",
       "compares names as strings, so two objects with no name have the same (empty) name: an effect reaching every "
       "creature with the same name as a face-down target reaches every other face-down creature too",
       have_same_name=_nameless_share_a_name_have_same_name)


def _face_down_cause_always_disguise_describe(game: Game, obj: GameObject, position: int, viewer: str | None,
                                              visible: bool) -> JSON:
    out = Game._describe(game, obj, position, viewer, visible)
    if out.get("face_down_by") is not None:
        out = {**out, "face_down_by": "disguise"}
    return out


mutant("face-down-cause-always-disguise", "MKM-07",
       "remembers that a permanent is face down but not what made it so: every face-down object is reported as face "
       "down by disguise, manifested and cloaked ones included",
       _describe=_face_down_cause_always_disguise_describe)


def _targets_lost_for_abilities_only(game: Game, targets: list[str], specs: list[JSON], controller: str,
                                     source: GameObject | None, source_chars: Characteristics | None,
                                     newest_serial: int, source_serial: int | None = None) -> list[str | None]:
    if resolving_ability(game):
        return _turned_up_target_lost_targets_still_legal(game, targets, specs, controller, source, source_chars,
                                                          newest_serial, source_serial)
    return Game.targets_still_legal(game, targets, specs, controller, source, source_chars, newest_serial,
                                    source_serial)


mutant("turned-up-ability-target-lost", "MKM-08",
       "as turned-up-target-lost, for abilities only: a triggered or activated ability aimed at a face-down permanent "
       "that then turns face up fails to resolve for want of a legal target; spells are right",
       turn_face_up_special_action=_turned_up_target_lost_turn_face_up_special_action,
       targets_still_legal=_targets_lost_for_abilities_only, resolve_ability=resolve_ability_noting_it)
