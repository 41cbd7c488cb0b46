"""Mutants that break the Role rulings (303.7, 111.10j-r, 704.5y)."""

from __future__ import annotations

from ..cards import CardDef
from ..cards.model import parse_card
from ..game import Game
from ..objects import Characteristics, GameObject
from . import mutant


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
    def targets_still_legal(self, targets: list[str], specs: list[dict], controller: str,
                            source: GameObject | None, source_chars: Characteristics | None) -> list[str | None]:
        out: list[str | None] = []
        for spec, tid in zip(specs, targets, strict=False):
            obj = self.objects.get(tid)
            if any(p.id == tid for p in self.players):
                out.append(tid)
            elif obj is not None and obj.zone == ("stack" if spec.get("kind") == "spell" else "battlefield"):
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
