"""Combat (506-511): declare attackers and blockers, then combat damage: first strike, double strike, trample."""

from __future__ import annotations

from typing import TYPE_CHECKING

from conformance.protocol.jsontypes import JSON

from .blocking import attack_forbidden, block_forbidden
from .state import Rejected

if TYPE_CHECKING:
    from .game import Game
    from .objects import GameObject


class CombatMixin:
    regular_damage_dealers: frozenset[str] | None
    awaiting_declaration: str | None
    def can_attack(self: Game, cid: str) -> bool:
        obj = self.objects.get(cid)
        if obj is None or obj.zone != "battlefield" or obj.controller != self.active or obj.tapped:
            return False
        c = self.chars(obj)
        return "Creature" in c.types and (not obj.summoning_sick or "haste" in c.keywords) and \
            "defender" not in c.keywords and not attack_forbidden(self, obj)

    def begin_declare_attackers(self: Game) -> bool:
        """508.1: the active player declares attackers; with no possible attacker the step is skipped (508.8)."""
        options = [o.id for o in self.battlefield_objects() if self.can_attack(o.id)]
        if not options:
            self.step = "end_of_combat"
            self.begin_step()
            return False
        self.priority = self.active
        self.awaiting_declaration = "attackers"
        return False

    def declare_attackers(self: Game, action: JSON) -> None:
        """508.1: the active player declares attackers (the action's `attackers`: attacker -> defender)."""
        attackers: dict[str, str] = action.get("attackers") or {}
        if self.step != "declare_attackers" or self.awaiting_declaration != "attackers":
            raise Rejected("attackers are declared at the start of the declare attackers step")
        if self.priority != self.active:
            raise Rejected("only the active player declares attackers")
        for cid, defender in attackers.items():
            if not self.can_attack(cid) or defender not in self.opponents(self.active):
                raise Rejected(f"{cid} can't attack {defender}")
        self.awaiting_declaration = None
        self.attackers = dict(attackers)
        for cid in attackers:
            obj = self.objects[cid]
            if "vigilance" not in self.chars(obj).keywords:
                obj.tapped = True
            self.emit("attacks", card=cid, player=attackers[cid])
            self.trigger_attacks(obj)
        if not attackers:
            self.step = "end_of_combat"
            self.begin_step()
            return
        self.give_priority(self.active)

    def begin_declare_blockers(self: Game) -> bool:
        self.awaiting_declaration = "blockers"
        defenders = sorted(set(self.attackers.values()))
        self.priority = defenders[0] if defenders else self.active
        return False

    def declare_blockers(self: Game, action: JSON) -> None:
        """509.1: the defending players declare blockers (the action's `blockers`: blocker -> attacker)."""
        blockers: dict[str, str] = action.get("blockers") or {}
        if self.step != "declare_blockers" or self.awaiting_declaration != "blockers":
            raise Rejected("blockers are declared at the start of the declare blockers step")
        for blocker, attacker in blockers.items():
            obj = self.objects.get(blocker)
            if (obj is None or obj.zone != "battlefield" or obj.tapped or attacker not in self.attackers
                    or obj.controller != self.attackers[attacker] or "Creature" not in self.chars(obj).types):
                raise Rejected(f"{blocker} can't block {attacker}")
            if self.protected_from(self.objects[attacker], self.chars(obj)):
                raise Rejected(f"{attacker} has protection from {blocker}")
            restricted = block_forbidden(self, obj, self.objects[attacker])
            if restricted:
                raise Rejected(restricted)
        for attacker in set(blockers.values()):
            if "menace" in self.chars(self.objects[attacker]).keywords and list(blockers.values()).count(attacker) < 2:
                raise Rejected(f"{attacker} has menace: it can't be blocked except by two or more creatures (702.111b)")
        self.awaiting_declaration = None
        self.blockers = dict(blockers)
        for blocker, attacker in blockers.items():
            self.emit("blocks", card=blocker, attacker=attacker)
        self.give_priority(self.active)

    def combat_damage_step(self: Game) -> None:
        """510.4: with a creature in combat that has first strike or double strike as the step begins, this is a
        first-strike combat damage step where only those creatures deal damage, and a second (regular) combat
        damage step follows; in that one deal damage the creatures still in combat that had neither ability as
        the first began, and those that have double strike now (702.4b, 702.7b). Without one, all deal damage
        at once (510.2)."""
        fighting = self.creatures_in_combat()
        if self.regular_damage_dealers is not None:  # the second combat damage step
            dealers = {o.id for o in fighting if o.id in self.regular_damage_dealers or self.strikes_twice(o)}
            self.regular_damage_dealers = None
        elif any(self.strikes_first(o) or self.strikes_twice(o) for o in fighting):
            dealers = {o.id for o in fighting if self.strikes_first(o) or self.strikes_twice(o)}
            self.regular_damage_dealers = frozenset(o.id for o in fighting if o.id not in dealers)
        else:
            dealers = {o.id for o in fighting}
        self.deal_combat_damage(dealers)

    def strikes_first(self: Game, obj: GameObject) -> bool:
        return "first strike" in self.chars(obj).keywords

    def strikes_twice(self: Game, obj: GameObject) -> bool:
        return "double strike" in self.chars(obj).keywords

    def creatures_in_combat(self: Game) -> list[GameObject]:
        """The attacking and blocking creatures still on the battlefield (506.4: one that left is removed from
        combat)."""
        ids = dict.fromkeys([*self.attackers, *self.blockers])
        return [self.objects[i] for i in ids if i in self.objects and self.objects[i].zone == "battlefield"]

    def has_second_combat_damage_step(self: Game) -> bool:
        """510.4: a first-strike combat damage step is followed by a regular one, not by the end of combat step."""
        return self.step == "combat_damage" and self.regular_damage_dealers is not None

    def deal_combat_damage(self: Game, dealers: set[str]) -> None:
        """510.1, 510.2: the `dealers` among the attackers and blockers assign and deal their combat damage, all
        at once. A blocked attacker whose blockers are gone deals none, unless it has trample (509.1h, 702.19e);
        a blocked trampler assigns lethal damage to its blockers and the rest to the player (702.19b)."""
        for attacker, defender in self.attackers.items():
            obj = self.objects.get(attacker)
            if attacker not in dealers or obj is None or obj.zone != "battlefield":
                continue
            c = self.chars(obj)
            power = max(0, c.power or 0)
            blocking = [b for b, a in self.blockers.items() if a == attacker and b in self.objects
                        and self.objects[b].zone == "battlefield"]
            ctx = {"source_chars": c, "controller": obj.controller, "combat": True}
            if not blocking and (attacker not in self.blockers.values() or "trample" in c.keywords):
                if self.deal_damage(ctx, defender, power):
                    self.trigger_combat_damage_to_player(obj)
                continue
            for b in blocking:
                blocker = self.objects[b]
                lethal = max(0, (self.chars(blocker).toughness or 0) - blocker.damage)
                if "deathtouch" in c.keywords:
                    lethal = min(lethal, 1)  # 702.2c
                dealt = min(power, lethal) if "trample" in c.keywords else power
                self.deal_damage(ctx, b, dealt)
                power -= dealt
            if blocking and "trample" in c.keywords and power > 0 and self.deal_damage(ctx, defender, power):
                self.trigger_combat_damage_to_player(obj)
        for blocker_id, attacker in self.blockers.items():
            blocker = self.objects.get(blocker_id)
            target = self.objects.get(attacker)
            if (blocker_id not in dealers or blocker is None or blocker.zone != "battlefield" or target is None
                    or target.zone != "battlefield" or attacker not in self.attackers):
                continue
            bc = self.chars(blocker)
            self.deal_damage({"source_chars": bc, "controller": blocker.controller, "combat": True}, attacker,
                             max(0, bc.power or 0))
