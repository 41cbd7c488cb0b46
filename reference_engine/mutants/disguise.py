"""Mutants that break the disguise and face-down rulings, each the way a real engine could."""

from __future__ import annotations

from typing import Any

from .. import layers
from ..game import Game
from ..mana import ManaCost, parse_cost
from ..objects import Characteristics, GameObject
from . import mutant
from .shapes import ResolvingAbility


@mutant("disguise-cost-ignores-lost-abilities", "MKM-01",
        "reads the disguise cost from the printed card, so a face-down creature that lost its abilities can "
        "still be turned face up")
class DisguiseCostFromPrintedCard(Game):
    def disguise_cost_if_face_up(self, obj: GameObject) -> str | None:
        if obj.face_down != "disguise":
            return None
        return self.printed_disguise_cost(obj)


@mutant("face-down-bounce-not-revealed", "MKM-02",
        "reveals a face-down permanent that dies or is exiled, but not one returned to its owner's hand")
class BounceNotRevealed(Game):
    def move(self, obj: GameObject, to: str, cause: str, **kw: Any) -> GameObject:
        if obj.face_down and obj.zone == "battlefield" and to == "hand":
            obj.face_down = None  # the hidden card just goes back to the hand, unshown
        return super().move(obj, to, cause, **kw)


@mutant("legend-rule-uses-printed-name", "MKM-03",
        "applies the legend rule by each permanent's printed card name and supertypes, face-down ones included")
class LegendRuleByPrintedName(Game):
    def legend_group(self, obj: GameObject, c: Characteristics) -> tuple[str, str] | None:
        printed = obj.card.main
        return (obj.controller, printed.name) if "Legendary" in printed.supertypes else None


@mutant("face-down-keeps-name", "MKM-03",
        "gives a face-down permanent its card's name (the rest of its face-down values stay), as an engine that "
        "builds face-down characteristics on top of the printed card would")
class FaceDownKeepsName(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if obj.face_down and obj.zone == "battlefield" and c.name is None:
            c = c.copy()
            c.name = obj.card.main.name
        return c


@mutant("face-down-ignores-effects", "MKM-04",
        "applies the face-down 2/2 values after every other effect, so Roles and pumps on a face-down creature "
        "are lost")
class FaceDownOverridesEffects(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        if obj.face_down:
            return layers.face_down_values(obj.face_down)
        return super().chars(obj)


@mutant("turn-face-up-triggers-etb", "MKM-06",
        "treats turning a permanent face up like entering the battlefield, so enters abilities trigger")
class TurnUpTriggersEnters(Game):
    def trigger_turned_face_up(self, obj: GameObject) -> None:
        super().trigger_turned_face_up(obj)
        self.trigger_enters(obj)


@mutant("face-down-identities-shift", "MKM-07",
        "keeps a player's hidden face-down cards in a pile matched by entry order and, when one leaves the "
        "battlefield, takes the first card off the pile, so an earlier face-down permanent becomes the one that left")
class FaceDownIdentitiesShift(Game):
    def move(self, obj: GameObject, to: str, cause: str, **kw: Any) -> GameObject:
        if obj.face_down and obj.zone == "battlefield":
            pile = sorted((o for o in self.battlefield_objects() if o.face_down and o.controller == obj.controller),
                          key=lambda o: o.timestamp)
            if pile[0] is not obj:
                pile[0].card, obj.card = obj.card, pile[0].card
                self.invalidate()
        return super().move(obj, to, cause, **kw)


@mutant("turn-face-up-detaches", "MKM-08",
        "rebuilds a permanent that turns face up as a new object, so its Auras and Equipment fall off")
class TurnUpDetaches(Game):
    def trigger_turned_face_up(self, obj: GameObject) -> None:
        self.detach_all_from(obj)
        super().trigger_turned_face_up(obj)


@mutant("face-down-spell-shown-to-all", "MKM-09",
        "hides face-down permanents from opponents but shows every player which card a face-down spell is")
class FaceDownSpellShown(Game):
    def may_see(self, obj: GameObject, viewer: str | None) -> bool:
        if obj.face_down and obj.zone == "stack":
            return True
        return super().may_see(obj, viewer)


@mutant("face-down-spell-printed-mana-value", "MKM-10",
        "computes a face-down spell's mana value from the card's mana cost")
class FaceDownSpellPrintedValue(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if obj.face_down and obj.zone == "stack" and obj.card.main.mana_cost is not None:
            c = c.copy()
            c.mana_value = obj.card.main.mana_cost.mana_value(0)
        return c


@mutant("disguise-cast-adds-mana-cost", "MKM-10",
        "charges {3} on top of the card's mana cost for a face-down cast instead of {3} alone")
class DisguiseCastAddsManaCost(Game):
    pending_face_down_card: GameObject | None = None  # the card being cast, remembered by prepare_cast

    def total_cost(self, pid: str, c: Characteristics, alt_cost: str | None, x: int, kicked: bool,
                   face: Any) -> ManaCost:
        cost = super().total_cost(pid, c, alt_cost, x, kicked, face)
        if alt_cost == "disguise" and self.pending_face_down_card is not None:
            cost = cost.plus(self.pending_face_down_card.card.main.mana_cost or ManaCost())
        return cost

    def prepare_cast(self, action: dict[str, Any], pid: str | None = None, permission: Any = None) -> Any:
        self.pending_face_down_card = self.objects.get(action.get("card", ""))
        try:
            return super().prepare_cast(action, pid, permission)
        finally:
            self.pending_face_down_card = None


@mutant("turn-face-up-sorcery-speed", "MKM-11",
        "lets a face-down permanent be turned face up only when its controller could cast a sorcery")
class TurnUpSorcerySpeed(Game):
    def disguise_cost_if_face_up(self, obj: GameObject) -> str | None:
        if not self.sorcery_timing(obj.controller):
            return None
        return super().disguise_cost_if_face_up(obj)


@mutant("turn-face-up-uses-stack", "MKM-11",
        "puts turning face up on the stack as an ability; the permanent stays face down until it resolves")
class TurnUpUsesStack(Game):
    def turn_face_up_special_action(self, action: dict[str, Any]) -> None:
        obj = self.obj(action.get("card", ""))
        if (obj.zone != "battlefield" or not obj.face_down or obj.controller != self.priority
                or action.get("by") not in (None, "disguise")):  # only the disguise way is this mutant's
            return super().turn_face_up_special_action(action)
        cost_text = self.disguise_cost_if_face_up(obj)
        if cost_text is None:
            return super().turn_face_up_special_action(action)
        from ..state import StackAbility

        cost = parse_cost(cost_text)
        assert cost is not None
        self.pay(self.priority, self.plan(self.priority, cost), obj.id)
        item = StackAbility(self.new_ability_id(), obj.id, obj.serial, None, obj.controller,
                            {"event": "turn_face_up", "effects": [{"do": "draw", "n": 0}]}, [], 0,
                            self.next_timestamp(), {"turn_up": obj.id})
        self.push_ability(item)
        self.give_priority(obj.controller)
        return None

    def resolve_ability(self, item: Any) -> None:
        super().resolve_ability(item)
        obj = self.objects.get(item.extra.get("turn_up", ""))
        if obj is not None and obj.face_down and obj.serial == item.source_serial:
            obj.face_down = None
            self.invalidate()
            self.emit("turned_face_up", card=obj.id)
            self.trigger_turned_face_up(obj)


@mutant("turn-face-up-untaps", "MKM-12",
        "re-enters a permanent that turns face up untapped, as if it were a new permanent")
class TurnUpUntaps(Game):
    def trigger_turned_face_up(self, obj: GameObject) -> None:
        obj.tapped = False
        super().trigger_turned_face_up(obj)


@mutant("turn-face-up-pays-mana-cost", "MKM-14",
        "charges the card's mana cost, not its disguise cost, to turn it face up")
class TurnUpPaysManaCost(Game):
    def disguise_cost_if_face_up(self, obj: GameObject) -> str | None:
        cost = super().disguise_cost_if_face_up(obj)
        if cost is None or obj.card.main.mana_cost is None:
            return cost
        from ..mana import format_cost

        return format_cost(obj.card.main.mana_cost)


@mutant("face-down-revealed-to-owner-only", "MKM-02",
        "reveals a face-down object that leaves the battlefield or stack (or is left at the game's end) to its "
        "owner only, not to every player")
class RevealedToOwnerOnly(Game):
    def reveal(self, obj: GameObject, to: str) -> None:
        super().reveal(obj, obj.owner)


@mutant("ward-never-triggers", "MKM-04",
        "shows ward {2} on face-down disguise permanents (and ward on others) but never triggers it: an "
        "opponent's spell targeting one is never countered for want of paying")
class WardNeverTriggers(Game):
    def trigger_ward(self, pid: str, item_id: str, targets: list[str]) -> None:
        return None


@mutant("face-down-shown-face-up-to-opponents", "MKM-09",
        "shows other players a face-down spell or permanent as the face-up card it is (its name, not face down), "
        "while its controller's view is right")
class FaceDownShownFaceUp(Game):
    def _describe(self, obj: GameObject, position: int, viewer: str | None, visible: bool) -> dict[str, Any]:
        out = super()._describe(obj, position, viewer, visible)
        if obj.face_down and viewer not in (None, obj.controller) and obj.zone in ("battlefield", "stack"):
            out = {**out, "face_down": False, "name": obj.card.main.name}
        return out


@mutant("turned-up-target-lost", "MKM-08",
        "keeps a turned-up permanent in the targeting spell's target list, but on resolution treats it as a new "
        "object: the spell fails to resolve for want of a legal target")
class TurnedUpTargetLost(Game):
    def turn_face_up_special_action(self, action: dict[str, Any]) -> None:
        super().turn_face_up_special_action(action)
        self.__dict__.setdefault("turned_up", set()).add(action.get("card"))

    def targets_still_legal(self, targets: list[str], specs: list[dict[str, Any]], controller: str,
                            source: GameObject | None, source_chars: Characteristics | None,
                            newest_serial: int) -> list[str | None]:
        legal = super().targets_still_legal(targets, specs, controller, source, source_chars, newest_serial)
        return [None if t in self.__dict__.get("turned_up", set()) else t for t in legal]


@mutant("turn-face-up-alerts-watchers", "MKM-06",
        "the turned card's own enters abilities stay silent, but other permanents' \"whenever a creature enters\" "
        "abilities trigger when a permanent is turned face up")
class TurnUpAlertsWatchers(Game):
    def trigger_turned_face_up(self, obj: GameObject) -> None:
        super().trigger_turned_face_up(obj)
        self.trigger_other_enters(obj)


@mutant("nameless-share-a-name", "MKM-03",
        "compares names as strings, so two objects with no name have the same (empty) name: an effect reaching "
        "every creature with the same name as a face-down target reaches every other face-down creature too")
class NamelessShareAName(Game):
    def have_same_name(self, a: Characteristics, b: Characteristics) -> bool:
        return (a.name or "") == (b.name or "") or super().have_same_name(a, b)


@mutant("face-down-cause-always-disguise", "MKM-07",
        "remembers that a permanent is face down but not what made it so: every face-down object is reported "
        "as face down by disguise, manifested and cloaked ones included")
class FaceDownCauseAlwaysDisguise(Game):
    def _describe(self, obj: GameObject, position: int, viewer: str | None, visible: bool) -> dict[str, Any]:
        out = super()._describe(obj, position, viewer, visible)
        if out.get("face_down_by") is not None:
            out = {**out, "face_down_by": "disguise"}
        return out


@mutant("turned-up-ability-target-lost", "MKM-08",
        "as turned-up-target-lost, for abilities only: a triggered or activated ability aimed at a face-down "
        "permanent that then turns face up fails to resolve for want of a legal target; spells are right")
class TurnedUpAbilityTargetLost(ResolvingAbility, TurnedUpTargetLost):
    def targets_still_legal(self, targets: list[str], specs: list[dict[str, Any]], controller: str,
                            source: GameObject | None, source_chars: Characteristics | None,
                            newest_serial: int) -> list[str | None]:
        if self.resolving_ability:
            return super().targets_still_legal(targets, specs, controller, source, source_chars, newest_serial)
        return Game.targets_still_legal(self, targets, specs, controller, source, source_chars, newest_serial)
