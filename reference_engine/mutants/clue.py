"""Mutants that break the Clue and investigate rulings (111.10f, 205.3g, 701.16, 608.2b)."""

from __future__ import annotations

from typing import Any

from mtg_protocol.jsontypes import JSON

from ..game import Game
from ..objects import GameObject
from ..state import Then
from . import mutant
from .shapes import FizzledAbilityStillActs


@mutant("clue-sacrifice-lki", "MKM-05",
        "A 'sacrifice a Clue' cost accepts a Clue by its last known information, even one already sacrificed.")
class ClueSacrificeLki(Game):
    def can_sacrifice(self, pid: str, victim: GameObject, flt: dict[str, Any]) -> bool:
        if victim.zone == "graveyard" and victim.owner == pid and flt.get("subtype") == "Clue":
            return self.is_clue(victim)
        return super().can_sacrifice(pid, victim, flt)


@mutant("investigate-partial-fizzle", "MKM-13",
        "With every target illegal, a spell still does the parts that don't name a target (it investigates).")
class InvestigatePartialFizzle(Game):
    def resolve_spell(self, spell: GameObject) -> None:
        face = None if spell.face_down else spell.card.face_named(spell.cast_as or "normal")
        c = self.chars(spell)
        specs = list(face.targets) if face is not None else []
        legal = self.targets_still_legal(spell.targets, specs, spell.controller, spell, c, spell.serial)
        if c.is_permanent or not specs or any(t is not None for t in legal) or face is None:
            super().resolve_spell(spell)
            return
        untargeted = [e for e in face.effects if not isinstance(e.get("target", e.get("attach")), int)]
        ctx = {"controller": spell.controller, "source": spell.id, "source_serial": spell.serial,
               "targets": legal, "x": spell.x, "kicked": spell.kicked, "source_name": c.name, "source_chars": c}
        self.emit("fizzle", card=spell.id)
        self.run_effects(ctx, untargeted, Then("spell_leaves_stack", (spell, "fizzle")))


@mutant("investigate-ability-partial-fizzle", "MKM-13",
        "With every target illegal, an ability (not a spell) still does the parts that don't name a target "
        "(it investigates).")
class InvestigateAbilityPartialFizzle(FizzledAbilityStillActs):
    def parts_done_anyway(self, effects: list[JSON]) -> list[JSON] | None:
        return [e for e in effects if not isinstance(e.get("target", e.get("attach")), int)]


@mutant("clue-token-only", "MKM-15",
        "Only Clue tokens count as Clues: Wrench or another Clue card can't pay 'sacrifice a Clue'.")
class ClueTokenOnly(Game):
    def is_clue(self, obj: GameObject) -> bool:
        return obj.token and super().is_clue(obj)


@mutant("clue-trigger-own-ability-only", "MKM-16",
        "'Whenever you sacrifice a Clue' triggers only when a Clue is sacrificed for its own ability.")
class ClueTriggerOwnAbilityOnly(Game):
    _activating: str | None = None

    def activate(self, action: dict[str, Any]) -> None:
        self._activating = action.get("card")
        try:
            super().activate(action)
        finally:
            self._activating = None

    def trigger_sacrificed_clue(self, pid: str, clue: GameObject) -> None:
        if clue.id == self._activating:
            super().trigger_sacrificed_clue(pid, clue)


@mutant("changeling-is-clue", "MKM-17",
        "Changeling's 'every creature type' is read as every subtype, so a changeling creature counts as a Clue.")
class ChangelingIsClue(Game):
    def is_clue(self, obj: GameObject) -> bool:
        return super().is_clue(obj) or "changeling" in self.chars(obj).keywords


@mutant("clue-trigger-does-nothing", "MKM-16",
        "A 'whenever you sacrifice a Clue' ability triggers every time, as it should, but resolves doing nothing "
        "(Tireless Tracker gets no +1/+1 counter).")
class ClueTriggerDoesNothing(Game):
    def queue_trigger(self, source: GameObject, ability: dict[str, Any], controller: str, **extra: Any) -> None:
        if ability.get("event") == "sacrifice_clue":
            ability = {**ability, "effects": [{"do": "gain_life", "n": 0}]}  # resolves, changes nothing
        super().queue_trigger(source, ability, controller, **extra)
