"""Mutants that break the Adventure rulings (715)."""

from __future__ import annotations

import dataclasses
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action
from mtg_protocol.vocab import CastMode, ChoiceKind

from ..cards.model import parse_card
from ..game import Game
from ..objects import Characteristics, GameObject
from ..plans import CastPermission, CastPlan
from ..state import Rejected, Then
from .registry import mutant
from .shapes import notes


def _adventure_to_graveyard_exile_resolving_adventure(game: Game, spell: GameObject) -> None:
    game.move(spell, "graveyard", "resolve")


mutant("adventure-to-graveyard", "WOE-08",
       "A resolving Adventure is put into the graveyard like any instant or sorcery instead of being exiled.",
       exile_resolving_adventure=_adventure_to_graveyard_exile_resolving_adventure)


def _adventure_exile_ignores_stack_check_casting_timing(game: Game, pid: str, c: Characteristics,
                                                        permission: CastPermission) -> None:
    if permission.source == "adventure" and game.priority == pid and game.is_main_phase_of(pid):
        return
    Game.check_casting_timing(game, pid, c, permission)


mutant("adventure-exile-ignores-stack", "WOE-01",
       "The creature cast from exile after an Adventure checks for the owner's main phase but forgets that the stack "
       "must be empty.",
       check_casting_timing=_adventure_exile_ignores_stack_check_casting_timing)


def _adventure_is_alternative_cost_prepare_cast(game: Game, action: Action, pid: str | None = None,
                                                permission: CastPermission | None = None) -> CastPlan:
    if action.get("mode") == "adventure" and action.get("alt_cost"):
        raise Rejected("only one alternative cost may apply, and casting as an Adventure is one (118.9a)")
    return Game.prepare_cast(game, action, pid, permission)


mutant("adventure-is-alternative-cost", "WOE-02",
       "Casting as an Adventure is treated as an alternative cost, so it can't be combined with a free cast.",
       prepare_cast=_adventure_is_alternative_cost_prepare_cast)


def _cast_trigger_reads_card_trigger_cast(game: Game, pid: str, spell: GameObject) -> None:
    if spell.cast_as != "adventure":
        Game.trigger_cast(game, pid, spell)
        return
    saved = spell.cast_as
    spell.cast_as = "normal"
    game.invalidate()
    try:
        Game.trigger_cast(game, pid, spell)
    finally:
        spell.cast_as = saved
        game.invalidate()


mutant("cast-trigger-reads-card", "WOE-03",
       "'Whenever you cast' triggers test the card's normal characteristics, so an Adventure spell counts as a "
       "creature spell that has an Adventure.",
       trigger_cast=_cast_trigger_reads_card_trigger_cast)


def _card_names_without_adventures_ask(game: Game, player: str, kind: ChoiceKind, options: list[Any], then: Then,
                                       **data: Any) -> bool:
    if kind == "card_name":
        from ..cards.pool import CARDS

        adventures = {d["faces"][1]["name"] for d in CARDS if d["layout"] == "adventure"}
        options = [o for o in options if o not in adventures]
    return Game.ask(game, player, kind, options, then, **data)


mutant("card-names-without-adventures", "WOE-04",
       "Choosing a card name offers only the cards' main names, never an Adventure's own name.",
       ask=_card_names_without_adventures_ask)


def _naming_adventure_bans_card_check_cast_prohibitions(game: Game, c: Characteristics) -> None:
    Game.check_cast_prohibitions(game, c)
    for card in (o.card for o in game.objects.values() if o.card.layout == "adventure"):
        if c.name == card.faces[0].name:
            names = {f.name for f in card.faces}
            for src, ab in game.static_abilities():
                if ab.get("prohibit") == "chosen_name" and src.chosen_name in names:
                    raise Rejected(f"spells named {src.chosen_name} can't be cast ({src.card.name})")


mutant("naming-adventure-bans-card", "WOE-04",
       "A named Adventure stops the whole card: the prohibition looks at every name the card has.",
       check_cast_prohibitions=_naming_adventure_bans_card_check_cast_prohibitions)


def _any_exiled_adventurer_castable_cast_permission(game: Game, pid: str, obj: GameObject,
                                                     mode: CastMode) -> CastPermission:
    if (game.pending is None and obj.zone == "exile" and obj.card.layout == "adventure" and obj.owner == pid
            and mode == "normal" and obj.adventure_permission is None
            and not any(p.card == obj.id and p.serial == obj.serial for p in game.permissions)):
        return CastPermission("adventure")
    return Game.cast_permission(game, pid, obj, mode)


mutant("any-exiled-adventurer-castable", "WOE-05",
       "Any adventurer card its owner has in exile may be cast as a creature, however it got there.",
       cast_permission=_any_exiled_adventurer_castable_cast_permission)


def _adventure_keeps_card_mana_value_chars(game: Game, obj: GameObject) -> Characteristics:
    c = Game.chars(game, obj)
    if obj.zone == "stack" and obj.cast_as == "adventure" and obj.card.layout == "adventure":
        front = obj.card.faces[0].mana_cost
        return dataclasses.replace(c, mana_cost=front, mana_value=front.mana_value(0) if front else 0)
    return c


mutant("adventure-keeps-card-mana-value", "WOE-09",
       "An Adventure spell has the Adventure's name and types but the creature's mana cost and mana value.",
       chars=_adventure_keeps_card_mana_value_chars)


def _library_top_any_half_proposed_characteristics(game: Game, obj: GameObject, mode: CastMode) -> Characteristics:
    c = Game.proposed_characteristics(game, obj, mode)
    if obj.zone == "library" and obj.card.layout == "adventure" and mode == "normal":
        tale = Game.proposed_characteristics(game, obj, "adventure")
        return dataclasses.replace(c, types=tuple(dict.fromkeys(c.types + tale.types)))
    return c


mutant("library-top-any-half", "WOE-11",
       "A permission to cast instants and sorceries from the library lets an adventurer be cast either way when either"
       " half is an instant or sorcery.",
       proposed_characteristics=_library_top_any_half_proposed_characteristics)


def _adventurer_targetable_as_instant_is_legal_target(game: Game, spec: JSON, tid: str, controller: str,
                                                      source: GameObject | None,
                                                      source_chars: Characteristics | None,
                                                      source_serial: int | None = None) -> bool:
    obj = game.objects.get(tid)
    if (spec.get("kind") == "card" and obj is not None and obj.card.layout == "adventure"
            and obj.zone == spec.get("zone", "graveyard")
            and (spec.get("controller") != "you" or obj.owner == controller)):
        return any(t in obj.card.faces[1].types for t in spec.get("types") or ())
    return Game.is_legal_target(game, spec, tid, controller, source, source_chars, source_serial)


mutant("adventurer-targetable-as-instant", "WOE-13",
       "A target 'instant or sorcery card' matches an adventurer card in the graveyard by its Adventure half.",
       is_legal_target=_adventurer_targetable_as_instant_is_legal_target)


def _adventurer_adventure_cost_off_graveyard_chars(game: Game, obj: GameObject) -> Characteristics:
    c = Game.chars(game, obj)
    if (obj.card.layout != "adventure" or obj.face_down or obj.zone == "graveyard"
            or (obj.zone == "stack" and obj.cast_as == "adventure")):
        return c
    tale = obj.card.faces[1].mana_cost
    return dataclasses.replace(c, mana_cost=tale, mana_value=tale.mana_value(0) if tale else 0)


mutant("adventurer-adventure-cost-off-graveyard", "WOE-13",
       "Outside the graveyard and the stack as an Adventure (in a hand, a library, exile, on the battlefield, or on "
       "the stack cast normally), an adventurer card has its Adventure's mana cost and mana value.",
       chars=_adventurer_adventure_cost_off_graveyard_chars)


def _token_copy_drops_adventure_create_token_copy(game: Game, pid: str, original: GameObject) -> None:
    if original.card.layout != "adventure" or original.face_down:
        Game.create_token_copy(game, pid, original)
        return
    front = parse_card({"name": original.card.faces[0].name, "layout": "normal",
                        "faces": [original.card.data["faces"][0]]})
    tok = game.new_object(game.new_created_id(), front, pid, pid, "battlefield", token=True, summoning_sick=True)
    game.battlefield.append(tok.id)
    game.emit({"type": "token_created", "card": tok.id, "name": game.chars(tok).name, "attached_to": None,
               "copy_of": original.id})
    game.trigger_enters(tok)


mutant("token-copy-drops-adventure", "WOE-14",
       "A token copy of an adventurer copies only the creature half: the copy has no Adventure.",
       create_token_copy=_token_copy_drops_adventure_create_token_copy)


def _has_adventure_means_on_adventure_chars(game: Game, obj: GameObject) -> Characteristics:
    c = Game.chars(game, obj)
    if c.has_adventure and obj.adventure_permission is None:
        return dataclasses.replace(c, has_adventure=False)
    return c


mutant("has-adventure-means-on-adventure", "WOE-15",
       "'Has an Adventure' is read as 'is on an adventure': only a card exiled by its Adventure counts.",
       chars=_has_adventure_means_on_adventure_chars)


def _adventure_copy_to_graveyard_exile_resolving_adventure(game: Game, spell: GameObject) -> None:
    if spell.spell_copy:
        game.move(spell, "graveyard", "resolve")
        return
    Game.exile_resolving_adventure(game, spell)


mutant("adventure-copy-to-graveyard", "WOE-16",
       "Only an Adventure that was cast is exiled as it resolves; a copy of one goes to the graveyard.",
       exile_resolving_adventure=_adventure_copy_to_graveyard_exile_resolving_adventure)


def _innkeeper_sees_any_creature_triggered_abilities(game: Game, obj: GameObject, *events: str) -> list[JSON]:
    found = Game.triggered_abilities(game, obj, *events)
    return [{**a, "filter": {k: v for k, v in a["filter"].items() if k != "has_adventure"}}
            if a.get("filter") else a for a in found]


mutant("innkeeper-sees-any-creature", "WOE-15",
       '"A creature spell that has an Adventure" is read as any creature spell, so Edgewall Innkeeper also triggers on'
       " a creature card without an Adventure.",
       triggered_abilities=_innkeeper_sees_any_creature_triggered_abilities)


def _innkeeper_sees_any_adventurer_triggered_abilities(game: Game, obj: GameObject, *events: str) -> list[JSON]:
    found = Game.triggered_abilities(game, obj, *events)
    return [{**a, "filter": {k: v for k, v in a["filter"].items() if k != "types"}}
            if (a.get("filter") or {}).get("has_adventure") else a for a in found]


mutant("innkeeper-sees-any-adventurer", "WOE-15",
       '"A creature spell that has an Adventure" is read as any spell that has one, so Edgewall Innkeeper also '
       "triggers on an adventurer whose normal face isn't a creature (a Virtue, an enchantment).",
       triggered_abilities=_innkeeper_sees_any_adventurer_triggered_abilities)


def _fizzled_adventure_exiled_spell_leaves_stack(game: Game, spell: GameObject, cause: str) -> None:
    if cause == "fizzle" and spell.cast_as == "adventure" and not spell.spell_copy:
        game.exile_resolving_adventure(spell)
        return
    Game.spell_leaves_stack(game, spell, cause)


mutant("fizzled-adventure-exiled", "WOE-08",
       "An Adventure that fails to resolve because its targets became illegal is exiled with the permission to cast "
       "the card later, as if it had resolved.",
       spell_leaves_stack=_fizzled_adventure_exiled_spell_leaves_stack)


def _trigger_cast_noting_the_spell(game: Game, pid: str, spell: GameObject) -> None:
    notes(game)["cast_trigger_spell"] = spell if spell.cast_as == "adventure" else None
    try:
        Game.trigger_cast(game, pid, spell)
    finally:
        notes(game)["cast_trigger_spell"] = None


def _chars_with_adventure_while_triggering(game: Game, obj: GameObject) -> Characteristics:
    """The spell's characteristics, read as having an Adventure while its cast triggers are checked."""
    found = Game.chars(game, obj)
    if obj is notes(game).get("cast_trigger_spell"):
        return dataclasses.replace(found, has_adventure=True)
    return found


mutant("adventure-filter-reads-card", "WOE-03",
       "A 'whenever you cast a spell that has an Adventure' filter asks the card, not the spell: a spell cast as an "
       "Adventure counts as having one (its reported characteristics stay right).",
       trigger_cast=_trigger_cast_noting_the_spell, chars=_chars_with_adventure_while_triggering)
