"""Mutants that break the Clue and investigate rulings (111.10f, 205.3g, 701.16, 608.2b)."""

from __future__ import annotations

from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action

from ..game import Game
from ..objects import GameObject
from ..state import Then
from .registry import mutant
from .shapes import fizzled_ability_still_acts, notes


def _clue_sacrifice_lki_can_sacrifice(game: Game, pid: str, victim: GameObject, flt: JSON) -> bool:
    if victim.zone == "graveyard" and victim.owner == pid and flt.get("subtype") == "Clue":
        return game.is_clue(victim)
    return Game.can_sacrifice(game, pid, victim, flt)


mutant("clue-sacrifice-lki", "MKM-05",
       "A 'sacrifice a Clue' cost accepts a Clue by its last known information, even one already sacrificed.",
       can_sacrifice=_clue_sacrifice_lki_can_sacrifice)


def _investigate_partial_fizzle_resolve_spell(game: Game, spell: GameObject) -> None:
    face = None if spell.face_down else spell.card.face_named(spell.cast_as or "normal")
    c = game.chars(spell)
    specs = list(face.targets) if face is not None else []
    legal = game.targets_still_legal(spell.targets, specs, spell.controller, spell, c, spell.serial)
    if c.is_permanent or not specs or any(t is not None for t in legal) or face is None:
        Game.resolve_spell(game, spell)
        return
    untargeted = [e for e in face.effects if not isinstance(e.get("target", e.get("attach")), int)]
    ctx = {"controller": spell.controller, "source": spell.id, "source_serial": spell.serial,
           "targets": legal, "x": spell.x, "kicked": spell.kicked, "source_name": c.name, "source_chars": c}
    game.emit({"type": "fizzle", "card": spell.id})
    game.run_effects(ctx, untargeted, Then("spell_leaves_stack", (spell, "fizzle")))


mutant("investigate-partial-fizzle", "MKM-13",
       "With every target illegal, a spell still does the parts that don't name a target (it investigates).",
       resolve_spell=_investigate_partial_fizzle_resolve_spell)


def _untargeted_parts(effects: list[JSON]) -> list[JSON] | None:
    return [e for e in effects if not isinstance(e.get("target", e.get("attach")), int)]


mutant("investigate-ability-partial-fizzle", "MKM-13",
       "With every target illegal, an ability (not a spell) still does the parts that don't name a target (it "
       "investigates).",
       resolve_ability=fizzled_ability_still_acts(_untargeted_parts))


def _clue_token_only_is_clue(game: Game, obj: GameObject) -> bool:
    return obj.token and Game.is_clue(game, obj)


mutant("clue-token-only", "MKM-15",
       "Only Clue tokens count as Clues: Wrench or another Clue card can't pay 'sacrifice a Clue'.",
       is_clue=_clue_token_only_is_clue)


def _activate_noting_the_card(game: Game, action: Action) -> None:
    notes(game)["activating"] = action.get("card")
    try:
        Game.activate(game, action)
    finally:
        notes(game)["activating"] = None


def _trigger_only_for_own_ability(game: Game, pid: str, clue: GameObject) -> None:
    if clue.id == notes(game).get("activating"):
        Game.trigger_sacrificed_clue(game, pid, clue)


mutant("clue-trigger-own-ability-only", "MKM-16",
       "'Whenever you sacrifice a Clue' triggers only when a Clue is sacrificed for its own ability.",
       activate=_activate_noting_the_card, trigger_sacrificed_clue=_trigger_only_for_own_ability)


def _changeling_is_clue_is_clue(game: Game, obj: GameObject) -> bool:
    return Game.is_clue(game, obj) or "changeling" in game.chars(obj).keywords


mutant("changeling-is-clue", "MKM-17",
       "Changeling's 'every creature type' is read as every subtype, so a changeling creature counts as a Clue.",
       is_clue=_changeling_is_clue_is_clue)


def _clue_trigger_does_nothing_queue_trigger(game: Game, source: GameObject, ability: JSON, controller: str,
                                             **extra: Any) -> None:
    if ability.get("event") == "sacrifice_clue":
        ability = {**ability, "effects": [{"do": "gain_life", "n": 0}]}  # resolves, changes nothing
    Game.queue_trigger(game, source, ability, controller, **extra)


mutant("clue-trigger-does-nothing", "MKM-16",
       "A 'whenever you sacrifice a Clue' ability triggers every time, as it should, but resolves doing nothing "
       "(Tireless Tracker gets no +1/+1 counter).",
       queue_trigger=_clue_trigger_does_nothing_queue_trigger)
