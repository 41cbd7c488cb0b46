"""A basic combat (506-511): declare attackers and blockers, then combat damage with trample."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .blocking import attack_forbidden, block_forbidden
from .state import Rejected

if TYPE_CHECKING:
    from .game import Game


class CombatMixin:
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

    def declare_attackers(self: Game, attackers: dict[str, str]) -> None:
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

    def declare_blockers(self: Game, blockers: dict[str, str]) -> None:
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
        self.awaiting_declaration = None
        self.blockers = dict(blockers)
        for blocker, attacker in blockers.items():
            self.emit("blocks", card=blocker, attacker=attacker)
        self.give_priority(self.active)

    def combat_damage_step(self: Game) -> None:
        """510: each attacker deals damage; a blocked trampler assigns lethal damage and the rest to the player."""
        for attacker, defender in self.attackers.items():
            obj = self.objects.get(attacker)
            if obj is None or obj.zone != "battlefield":
                continue
            c = self.chars(obj)
            power = max(0, c.power or 0)
            blocking = [b for b, a in self.blockers.items() if a == attacker and b in self.objects
                        and self.objects[b].zone == "battlefield"]
            ctx = {"source_chars": c, "controller": obj.controller, "combat": True}
            if not blocking:
                if attacker in self.blockers.values():
                    continue  # blocked, blockers gone, no trample
                if self.deal_damage(ctx, defender, power):
                    self.trigger_combat_damage_to_player(obj)
                continue
            for b in blocking:
                blocker = self.objects[b]
                bc = self.chars(blocker)
                lethal = max(0, (bc.toughness or 0) - blocker.damage)
                if "deathtouch" in c.keywords:
                    lethal = min(lethal, 1)  # 702.2c
                dealt = min(power, lethal) if "trample" in c.keywords else power
                self.deal_damage(ctx, b, dealt)
                power -= dealt
                self.deal_damage({"source_chars": bc, "controller": blocker.controller, "combat": True}, attacker,
                                 max(0, bc.power or 0))
            if "trample" in c.keywords and power > 0 and self.deal_damage(ctx, defender, power):
                self.trigger_combat_damage_to_player(obj)
