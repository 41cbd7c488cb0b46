"""Mutants that break the Role rulings (303.7, 111.10j-r, 704.5y)."""

from __future__ import annotations

from typing import Any

from ..cards import CardDef
from ..cards.model import parse_card
from ..game import Game
from ..objects import Characteristics, GameObject
from . import mutant
from .shapes import ResolvingAbility


@mutant("role-tie-no-choice", "WOE-06",
        "Roles attached at the same time: the last one created stays, without asking its controller to choose "
        "(harmless between identical Roles, a rules violation when they differ).")
class RoleTieNoChoice(Game):
    def roles_to_keep(self, roles: list[GameObject]) -> list[GameObject]:
        return super().roles_to_keep(roles)[-1:]


@mutant("role-onto-protection", "WOE-07",
        "A Role is created attached to a permanent it can't enchant, and only the state-based action removes it.")
class RoleOntoProtection(Game):
    def create_role(self, pid: str, kind: str, host: GameObject | None) -> None:
        if host is None or host.zone != "battlefield":
            super().create_role(pid, kind, host)
            return
        self.create_tokens(pid, f"{kind} Role", 1, attached_to=host.id)


@mutant("role-six-kinds", "WOE-10",
        "Only the six main-set Roles exist: a Virtuous Role (Ellivere of the Wild Court) is never created.")
class RoleSixKinds(Game):
    def create_role(self, pid: str, kind: str, host: GameObject | None) -> None:
        if kind == "Virtuous":
            self.emit("token_not_created", name="Virtuous Role", reason="unknown token kind")
            return
        super().create_role(pid, kind, host)


@mutant("role-without-aura", "WOE-12",
        "Role tokens are 'Enchantment - Role' without the Aura subtype.")
class RoleWithoutAura(Game):
    def token_def(self, kind: str) -> CardDef:
        found = super().token_def(kind)
        if not kind.endswith(" Role"):
            return found
        data = dict(found.data)
        data["faces"] = [{**data["faces"][0], "subtypes": ["Role"]}]
        return parse_card(data)


@mutant("role-one-per-permanent", "WOE-17",
        "A permanent keeps only its newest Role, whoever controls the others.")
class RoleOnePerPermanent(Game):
    def role_group(self, role: GameObject) -> tuple[str, ...]:
        return (role.attached_to or "",)


@mutant("role-keeps-oldest", "WOE-18",
        "Of one player's Roles on a permanent, the oldest stays and the new one goes to the graveyard.")
class RoleKeepsOldest(Game):
    def roles_to_keep(self, roles: list[GameObject]) -> list[GameObject]:
        return [min(roles, key=lambda r: (r.timestamp, r.serial))]


@mutant("role-zone-only-recheck", "WOE-19",
        "On resolution a target counts as legal while it is still in its zone; hexproof or shroud gained "
        "since casting are not checked again.")
class RoleZoneOnlyRecheck(Game):
    def targets_still_legal(self, targets: list[str], specs: list[dict[str, Any]], controller: str,
                            source: GameObject | None, source_chars: Characteristics | None,
                            newest_serial: int) -> list[str | None]:
        out: list[str | None] = []
        for spec, tid in zip(specs, targets, strict=False):
            obj = self.objects.get(tid)
            if any(p.id == tid for p in self.players):
                out.append(tid)
            elif obj is not None and obj.serial <= newest_serial \
                    and obj.zone == ("stack" if spec.get("kind") == "spell" else "battlefield"):
                out.append(tid)
            else:
                out.append(None)
        return out


@mutant("role-blocked-by-hexproof", "WOE-20",
        "Attaching a new Role is checked like targeting: hexproof (an opponent's) and shroud stop it.")
class RoleBlockedByHexproof(Game):
    def create_role(self, pid: str, kind: str, host: GameObject | None) -> None:
        if host is not None:
            keywords = self.chars(host).keywords
            if "shroud" in keywords or ("hexproof" in keywords and host.controller != pid):
                self.emit("token_not_created", name=f"{kind} Role", reason="it can't be targeted")
                return
        super().create_role(pid, kind, host)


# ----- what a Role does in play, and Roles whose creature leaves other than by dying ----------------------------

def _is_role(obj: GameObject) -> bool:
    return obj.token and obj.card.name.endswith(" Role")


def _without(ability: dict, *keys: str) -> dict:
    return {k: v for k, v in ability.items() if k not in keys}


class _RoleAbilityPartsMissing(Game):
    """A Role's static ability without the parts named in `MISSING` (the engine forgot to apply them)."""

    MISSING: tuple[str, ...] = ()

    def static_abilities(self) -> list[tuple[GameObject, dict]]:
        return [(src, _without(ab, *self.MISSING) if _is_role(src) else ab) for src, ab in super().static_abilities()]


@mutant("role-bonus-missing", "WOE-10",
        "A Role grants its keywords and abilities but not its power and toughness bonus (Monster, Royal, "
        "Sorcerer, Wicked and Virtuous Roles leave the creature's size alone).")
class RoleBonusMissing(_RoleAbilityPartsMissing):
    MISSING = ("power", "toughness", "power_per")


@mutant("role-keywords-missing", "WOE-10",
        "A Role's keywords are never granted: the Monster Role's creature has no trample, the Royal Role's no "
        "ward {1}.")
class RoleKeywordsMissing(_RoleAbilityPartsMissing):
    MISSING = ("keywords",)


@mutant("foreign-role-inert", "WOE-17",
        "A Role affects only a creature its own controller controls: a Role another player put on the creature "
        "stays attached but does nothing.")
class ForeignRoleInert(Game):
    def static_abilities(self) -> list[tuple[GameObject, dict]]:
        out = []
        for src, ab in super().static_abilities():
            host = self.objects.get(src.attached_to or "")
            if _is_role(src) and host is not None and host.controller != src.controller:
                continue
            out.append((src, ab))
        return out


@mutant("wicked-role-silent-when-replaced", "WOE-18",
        "A Role put into the graveyard because a newer Role of its controller replaced it (704.5y) leaves "
        "silently: the Wicked Role's \"put into a graveyard\" trigger only fires when its creature dies.")
class WickedRoleSilentWhenReplaced(Game):
    def role_rule_losers(self, roles: list[GameObject]) -> list[tuple[GameObject, str]]:
        losers = super().role_rule_losers(roles)
        self.__dict__.setdefault("replaced_roles", set()).update(r.id for r, _ in losers)
        return losers

    def put_all_but(self, objs: list[GameObject], keep: str, rule: str) -> None:
        self.__dict__.setdefault("replaced_roles", set()).update(o.id for o in objs if o.id != keep)
        super().put_all_but(objs, keep, rule)

    def trigger_leaves_battlefield(self, old: GameObject, new: GameObject) -> None:
        if old.id in self.__dict__.get("replaced_roles", set()):
            return
        super().trigger_leaves_battlefield(old, new)


class _HostLeavesMutant(Game):
    """Remembers the Roles whose creature left the battlefield for one of `ZONES` (not by dying)."""

    ZONES: tuple[str, ...] = ()

    def move(self, obj: GameObject, to: str, cause: str, **kw: Any) -> GameObject:
        if obj.zone == "battlefield" and to in self.ZONES:
            self.__dict__.setdefault("orphans", set()).update(
                o.id for o in self.battlefield_objects() if o.attached_to == obj.id and _is_role(o))
        return super().move(obj, to, cause, **kw)


class _RoleOutlivesHost(_HostLeavesMutant):
    def check_state_based_actions(self) -> bool:
        orphans = self.__dict__.get("orphans", set())
        hidden = [cid for cid in self.battlefield if cid in orphans]
        for cid in hidden:  # out of the state-based actions' sight
            self.battlefield.remove(cid)
        try:
            return super().check_state_based_actions()
        finally:
            self.battlefield.extend(cid for cid in hidden if cid in self.objects and cid not in self.battlefield)


@mutant("role-outlives-bounced-host", "WOE-12",
        "A Role whose creature is returned to its owner's hand stays on the battlefield, enchanting nothing: the "
        "engine cleans up Auras only when their creature dies.")
class RoleOutlivesBouncedHost(_RoleOutlivesHost):
    ZONES = ("hand",)


@mutant("role-outlives-exiled-host", "WOE-12",
        "A Role whose creature is exiled (even if it returns at once, as a new object) stays on the battlefield, "
        "enchanting nothing.")
class RoleOutlivesExiledHost(_RoleOutlivesHost):
    ZONES = ("exile",)


@mutant("wicked-role-needs-host-death", "WOE-10",
        "The Wicked Role's trigger fires only when its creature dies: when the creature is bounced or exiled the "
        "Role still goes to the graveyard, but no opponent loses life.")
class WickedRoleNeedsHostDeath(_HostLeavesMutant):
    ZONES = ("hand", "exile", "library")

    def trigger_leaves_battlefield(self, old: GameObject, new: GameObject) -> None:
        if old.id in self.__dict__.get("orphans", set()):
            self.__dict__["orphans"].discard(old.id)
            return
        super().trigger_leaves_battlefield(old, new)


@mutant("role-created-unattached", "WOE-07",
        "A Role for a permanent it can't enchant is created anyway, attached to nothing, and the state-based "
        "action for Auras (704.5m) then puts it into the graveyard.")
class RoleCreatedUnattached(Game):
    def create_role(self, pid: str, kind: str, host: GameObject | None) -> None:
        if host is not None and host.zone == "battlefield" and not self.can_enchant(self.token_def(f"{kind} Role"),
                                                                                     host):
            self.create_tokens(pid, f"{kind} Role", 1, attached_to=None)
            return
        super().create_role(pid, kind, host)


@mutant("role-grants-no-triggers", "WOE-10",
        "A Role's bonus and keywords apply, but the triggered abilities it grants its creature (the Sorcerer "
        "Role's scry, the Young Hero Role's +1/+1 counter when it attacks) are never granted.")
class RoleGrantsNoTriggers(_RoleAbilityPartsMissing):
    MISSING = ("grant",)


@mutant("wicked-role-drains-its-controller", "WOE-18",
        "The Wicked Role's trigger fires when it is put into a graveyard, but its controller loses the life "
        "instead of each opponent.")
class WickedRoleDrainsItsController(Game):
    def queue_trigger(self, source: GameObject, ability: dict[str, Any], controller: str, **extra: Any) -> None:
        if _is_role(source):
            ability = {**ability, "effects": [{**e, "do": "lose_life"} if e.get("do") == "opponents_lose_life" else e
                                              for e in ability.get("effects") or []]}
        super().queue_trigger(source, ability, controller, **extra)


@mutant("role-ability-zone-only-recheck", "WOE-19",
        "As it resolves, an ability (not a spell) rechecks its targets only by zone: a creature that gained "
        "hexproof since the ability was put on the stack is still a legal target, so the Role is created.")
class RoleAbilityZoneOnlyRecheck(ResolvingAbility):
    def targets_still_legal(self, targets: list[str], specs: list[dict[str, Any]], controller: str,
                            source: GameObject | None, source_chars: Characteristics | None,
                            newest_serial: int) -> list[str | None]:
        legal = super().targets_still_legal(targets, specs, controller, source, source_chars, newest_serial)
        if not self.resolving_ability:
            return legal
        return [tid if t is None and self._on_battlefield(tid, newest_serial) else t
                for t, tid in zip(legal, targets, strict=False)]

    def _on_battlefield(self, tid: str, newest_serial: int) -> bool:
        obj = self.objects.get(tid)
        return obj is not None and obj.serial <= newest_serial and obj.zone == "battlefield"
