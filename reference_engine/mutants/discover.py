"""Mutants that break the discover, free-cast and mana-value rulings (701.57, 118.9, 202.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_protocol.jsontypes import JSON

from ..casting import CastPermission
from ..effects import Done
from ..game import Game
from ..mana import ManaCost, format_cost
from ..objects import Characteristics, GameObject
from . import mutant
from .shapes import FizzledAbilityStillActs


@mutant("free-cast-skips-additional-costs", "LCI-01",
        "Casting without paying the mana cost also waives additional costs: no sacrifice, no kicker payment.")
class FreeCastSkipsAdditionalCosts(Game):
    def announce_additional_costs(self, pid: str, face: Any, action: JSON) -> tuple[bool, list[GameObject]]:
        if action.get("alt_cost") == "free":
            return "kicker" in (action.get("additional_costs") or []), []
        return super().announce_additional_costs(pid, face, action)

    def total_cost(self, pid: str, c: Characteristics, alt_cost: str | None, x: int, kicked: bool,
                   face: Any) -> ManaCost:
        return super().total_cost(pid, c, alt_cost, x, kicked and alt_cost != "free", face)


@mutant("free-cast-face-down", "LCI-01",
        "A free cast of a disguise card may also be made face down, as if the two alternative costs combined.")
class FreeCastFaceDown(Game):
    def check_alternative_cost(self, mode: str, alt_cost: str | None, permission: CastPermission) -> None:
        if mode == "face_down" and alt_cost == "free" and permission.free:
            return
        super().check_alternative_cost(mode, alt_cost, permission)


@mutant("discover-limit-on-card", "LCI-02",
        "Discover's mana value limit is checked on the card as it sits in exile, not on the face being cast, "
        "so an expensive Adventure or back face rides on a cheap front.")
class DiscoverLimitOnCard(Game):
    def check_mana_value_limit(self, obj: GameObject, c: Characteristics, permission: CastPermission) -> None:
        super().check_mana_value_limit(obj, replace(c, mana_value=self.chars(obj).mana_value), permission)


@mutant("split-cheapest-half", "LCI-03",
        "Discover measures a split card by its cheaper half instead of both halves together.")
class SplitCheapestHalf(Game):
    def discover_qualifies(self, obj: GameObject, n: int) -> bool:
        if obj.card.layout == "split":
            cheapest = min((f.mana_cost.mana_value() if f.mana_cost else 0) for f in obj.card.faces)
            return cheapest <= n
        return super().discover_qualifies(obj, n)


@mutant("mana-value-from-total-cost", "LCI-04",
        "A spell's mana value on the stack is read from what was actually paid: kicker and taxes raise it, "
        "discounts, alternative costs and free casts lower it.")
class ManaValueFromTotalCost(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if obj.zone != "stack" or obj.spell_copy or obj.id not in self.stack:
            return c
        face = None if obj.face_down else obj.card.face_named(obj.cast_as or "normal")
        paid = self.total_cost(obj.controller, c, obj.alt_cost, obj.x, obj.kicked, face)
        return replace(c, mana_value=paid.mana_value())


@mutant("discover-private-exile", "LCI-05",
        "Cards exiled by discover are shown only to the discovering player, as if exiled face down to others.")
class DiscoverPrivateExile(Game):
    def discover_exile_top(self, pid: str) -> GameObject:
        new = self.move(self.objects[self.library(pid)[0]], "exile", "discover")
        self.private_to = {**getattr(self, "private_to", {}), new.id: (new.serial, pid)}
        self.reveal(new, pid)
        return new

    def may_see(self, obj: GameObject, viewer: str | None) -> bool:
        serial, pid = getattr(self, "private_to", {}).get(obj.id, (None, None))
        if obj.zone == "exile" and serial == obj.serial:
            return viewer is None or viewer == pid
        return super().may_see(obj, viewer)


@mutant("free-cast-any-x", "LCI-06",
        "A spell cast without paying its mana cost may take any X, since the X is never paid for.")
class FreeCastAnyX(Game):
    def announce_x(self, c: Characteristics, action: JSON, free: bool) -> int:
        return super().announce_x(c, action, False)

    def total_cost(self, pid: str, c: Characteristics, alt_cost: str | None, x: int, kicked: bool,
                   face: Any) -> ManaCost:
        return super().total_cost(pid, c, alt_cost, 0 if alt_cost == "free" else x, kicked, face)


@mutant("x-zero-on-stack", "LCI-07",
        "A spell's {X} counts as 0 for its mana value everywhere, the stack included.")
class XZeroOnStack(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if obj.zone == "stack" and obj.x and c.mana_cost is not None and c.mana_cost.x:
            return replace(c, mana_value=c.mana_cost.mana_value(0))
        return c


@mutant("discover-declined-to-bottom", "LCI-08",
        "A discovered card its controller declines to cast goes to the bottom with the others, as with cascade.")
class DiscoverDeclinedToBottom(Game):
    def answer_choice(self, choice: Any) -> None:
        pending = self.pending
        if pending is not None and pending.kind == "discover_cast" and choice == "hand":
            self.pending = None
            self.emit("choice", player=pending.player, kind=pending.kind, choice=choice)
            hit = self.objects[pending.data["card"]]
            self.move(hit, "library", "discover", position="bottom")
            self.proceed(pending.data["finish"])
            return
        super().answer_choice(choice)


@mutant("discover-despite-fizzle", "LCI-09",
        "A spell fizzles only when every one of its effects needs a target, so an untargeted discover still "
        "happens after its only target became illegal.")
class DiscoverDespiteFizzle(Game):
    def spell_fizzles(self, face: Any, specs: list[JSON], legal: list[str | None]) -> bool:
        effects = list(face.effects) if face is not None else []
        if any("target" not in e for e in effects):
            return False
        return super().spell_fizzles(face, specs, legal)


@mutant("discover-ability-despite-fizzle", "LCI-09",
        "An ability (not a spell) whose targets are all illegal as it resolves still does the parts that name no "
        "target: it discovers.")
class DiscoverAbilityDespiteFizzle(FizzledAbilityStillActs):
    def parts_done_anyway(self, effects: list[JSON]) -> list[JSON] | None:
        if not any(e.get("do") == "discover" for e in effects):
            return None
        return [e for e in effects if not isinstance(e.get("target"), int)]


@mutant("uncastable-discover-stays-exiled", "LCI-10",
        "A discovered card that can't be cast is left in exile instead of being put into its owner's hand.")
class UncastableDiscoverStaysExiled(Game):
    def discover_uncastable(self, hit: GameObject, finish: Done) -> None:
        self.proceed(finish)


@mutant("split-reports-one-half", "LCI-03",
        "Off the stack, a split card is reported with its left half's mana cost and mana value (consistent with "
        "each other, so only the printed card shows the error); the rules use both halves.")
class SplitReportsOneHalf(Game):
    def _describe(self, obj: GameObject, position: int, viewer: str | None, visible: bool) -> JSON:
        out = super()._describe(obj, position, viewer, visible)
        if obj.card.layout == "split" and obj.zone != "stack" and not out.get("hidden"):
            left = obj.card.faces[0].mana_cost
            out = {**out, "mana_cost": format_cost(left), "mana_value": left.mana_value() if left else 0}
        return out


@mutant("stack-reports-paid-cost", "LCI-04",
        "A spell on the stack is reported with what was paid for it as its mana cost, and the matching mana "
        "value: kicker and taxes fold into both, so the two agree with each other but not with the printed cost.")
class StackReportsPaidCost(Game):
    def _describe(self, obj: GameObject, position: int, viewer: str | None, visible: bool) -> JSON:
        out = super()._describe(obj, position, viewer, visible)
        if obj.zone != "stack" or obj.spell_copy or obj.face_down or out.get("hidden") or obj.id not in self.stack:
            return out
        c = self.chars(obj)
        face = obj.card.face_named(obj.cast_as or "normal")
        paid = self.total_cost(obj.controller, c, obj.alt_cost, obj.x, obj.kicked, face)
        return {**out, "mana_cost": format_cost(paid), "mana_value": paid.mana_value()}


@mutant("split-cast-whole", "LCI-03",
        "A discovered split card may also be cast whole, both halves as one spell (the left half's effects, the "
        "whole card's mana value against the discover value), where the rules let only one half be cast.")
class SplitCastWhole(Game):
    def castable_modes(self, obj: GameObject) -> tuple[str, ...]:
        modes = super().castable_modes(obj)
        pending = self.pending
        if (obj.card.layout == "split" and pending is not None and pending.kind == "discover_cast"
                and pending.data.get("card") == obj.id):
            return (*modes, "normal")
        return modes
