"""Mutants that break the Role rulings (303.7, 111.10j-r, 704.5y)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import Zone

from ..cards import CardDef
from ..cards.model import parse_card
from ..game import Game
from ..objects import Characteristics, GameObject
from .registry import mutant
from .shapes import notes, resolve_ability_noting_it, resolving_ability


def _role_tie_no_choice_roles_to_keep(game: Game, roles: list[GameObject]) -> list[GameObject]:
    return Game.roles_to_keep(game, roles)[-1:]


mutant("role-tie-no-choice", "WOE-06",
       "Roles attached at the same time: the last one created stays, without asking its controller to choose (harmless"
       " between identical Roles, a rules violation when they differ).",
       roles_to_keep=_role_tie_no_choice_roles_to_keep)


def _role_onto_protection_create_role(game: Game, pid: str, kind: str, host: GameObject | None) -> None:
    if host is None or host.zone != "battlefield":
        Game.create_role(game, pid, kind, host)
        return
    game.create_tokens(pid, f"{kind} Role", 1, attached_to=host.id)


mutant("role-onto-protection", "WOE-07",
       "A Role is created attached to a permanent it can't enchant, and only the state-based action removes it.",
       create_role=_role_onto_protection_create_role)


def _role_six_kinds_create_role(game: Game, pid: str, kind: str, host: GameObject | None) -> None:
    if kind == "Virtuous":
        game.emit({"type": "token_not_created", "name": "Virtuous Role", "reason": "unknown token kind"})
        return
    Game.create_role(game, pid, kind, host)


mutant("role-six-kinds", "WOE-10",
       "Only the six main-set Roles exist: a Virtuous Role (Ellivere of the Wild Court) is never created.",
       create_role=_role_six_kinds_create_role)


def _role_without_aura_token_def(game: Game, kind: str) -> CardDef:
    found = Game.token_def(game, kind)
    if not kind.endswith(" Role"):
        return found
    data = dict(found.data)
    data["faces"] = [{**data["faces"][0], "subtypes": ["Role"]}]
    return parse_card(data)


mutant("role-without-aura", "WOE-12",
       "Role tokens are 'Enchantment - Role' without the Aura subtype.",
       token_def=_role_without_aura_token_def)


def _role_one_per_permanent_role_group(game: Game, role: GameObject) -> tuple[str, ...]:
    return (role.attached_to or "",)


mutant("role-one-per-permanent", "WOE-17",
       "A permanent keeps only its newest Role, whoever controls the others.",
       role_group=_role_one_per_permanent_role_group)


def _role_keeps_oldest_roles_to_keep(game: Game, roles: list[GameObject]) -> list[GameObject]:
    return [min(roles, key=lambda r: (r.timestamp, r.serial))]


mutant("role-keeps-oldest", "WOE-18",
       "Of one player's Roles on a permanent, the oldest stays and the new one goes to the graveyard.",
       roles_to_keep=_role_keeps_oldest_roles_to_keep)


def _role_zone_only_recheck_targets_still_legal(game: Game, targets: list[str], specs: list[JSON], controller: str,
                        source: GameObject | None, source_chars: Characteristics | None,
                        newest_serial: int, source_serial: int | None = None) -> list[str | None]:
    out: list[str | None] = []
    for spec, tid in zip(specs, targets, strict=False):
        obj = game.objects.get(tid)
        if any(p.id == tid for p in game.players):
            out.append(tid)
        elif obj is not None and obj.serial <= newest_serial \
                and obj.zone == ("stack" if spec.get("kind") == "spell" else "battlefield"):
            out.append(tid)
        else:
            out.append(None)
    return out


mutant("role-zone-only-recheck", "WOE-19",
       "On resolution a target counts as legal while it is still in its zone; hexproof or shroud gained since casting "
       "are not checked again.",
       targets_still_legal=_role_zone_only_recheck_targets_still_legal)


def _role_blocked_by_hexproof_create_role(game: Game, pid: str, kind: str, host: GameObject | None) -> None:
    if host is not None:
        keywords = game.chars(host).keywords
        if "shroud" in keywords or ("hexproof" in keywords and host.controller != pid):
            game.emit({"type": "token_not_created", "name": f"{kind} Role", "reason": "it can't be targeted"})
            return
    Game.create_role(game, pid, kind, host)


mutant("role-blocked-by-hexproof", "WOE-20",
       "Attaching a new Role is checked like targeting: hexproof (an opponent's) and shroud stop it.",
       create_role=_role_blocked_by_hexproof_create_role)


# ----- what a Role does in play, and Roles whose creature leaves other than by dying ----------------------------

def _is_role(obj: GameObject) -> bool:
    return obj.token and obj.card.name.endswith(" Role")


def _without(ability: JSON, *keys: str) -> dict[str, Any]:
    return {k: v for k, v in ability.items() if k not in keys}


def _role_abilities_without(*keys: str) -> Callable[[Game], list[tuple[GameObject, dict[str, Any]]]]:
    """A `static_abilities` by which a Role's static ability lacks the parts named `keys` (the engine forgot to
    apply them)."""

    def static_abilities(game: Game) -> list[tuple[GameObject, dict[str, Any]]]:
        return [(src, _without(ab, *keys) if _is_role(src) else ab) for src, ab in Game.static_abilities(game)]

    return static_abilities


mutant("role-bonus-missing", "WOE-10",
       "A Role grants its keywords and abilities but not its power and toughness bonus (Monster, Royal, Sorcerer, "
       "Wicked and Virtuous Roles leave the creature's size alone).",
       static_abilities=_role_abilities_without("power", "toughness", "power_per"))


mutant("role-keywords-missing", "WOE-10",
       "A Role's keywords are never granted: the Monster Role's creature has no trample, the Royal Role's no ward {1}.",
       static_abilities=_role_abilities_without("keywords"))


def _foreign_role_inert_static_abilities(game: Game) -> list[tuple[GameObject, dict[str, Any]]]:
    out = []
    for src, ab in Game.static_abilities(game):
        host = game.objects.get(src.attached_to or "")
        if _is_role(src) and host is not None and host.controller != src.controller:
            continue
        out.append((src, ab))
    return out


mutant("foreign-role-inert", "WOE-17",
       "A Role affects only a creature its own controller controls: a Role another player put on the creature stays "
       "attached but does nothing.",
       static_abilities=_foreign_role_inert_static_abilities)


def _wicked_role_silent_when_replaced_role_rule_losers(game: Game,
                                                       roles: list[GameObject]) -> list[tuple[GameObject, str]]:
    losers = Game.role_rule_losers(game, roles)
    notes(game).setdefault("replaced_roles", set()).update(r.id for r, _ in losers)
    return losers


def _wicked_role_silent_when_replaced_put_all_but(game: Game, objs: list[GameObject], keep: str, rule: str) -> None:
    notes(game).setdefault("replaced_roles", set()).update(o.id for o in objs if o.id != keep)
    Game.put_all_but(game, objs, keep, rule)


def _wicked_role_silent_when_replaced_trigger_leaves_battlefield(game: Game, old: GameObject, new: GameObject) -> None:
    if old.id in notes(game).get("replaced_roles", set()):
        return
    Game.trigger_leaves_battlefield(game, old, new)


mutant("wicked-role-silent-when-replaced", "WOE-18",
       "A Role put into the graveyard because a newer Role of its controller replaced it (704.5y) leaves silently: the"
       " Wicked Role's \"put into a graveyard\" trigger only fires when its creature dies.",
       role_rule_losers=_wicked_role_silent_when_replaced_role_rule_losers,
       put_all_but=_wicked_role_silent_when_replaced_put_all_but,
       trigger_leaves_battlefield=_wicked_role_silent_when_replaced_trigger_leaves_battlefield)


def _move_noting_orphans(*zones: str) -> Callable[..., GameObject]:
    """A `move` that remembers the Roles whose creature left the battlefield for one of `zones` (not by dying)."""

    def move(game: Game, obj: GameObject, to: Zone, cause: str, *, position: str = "top",
             controller: str | None = None, **kw: Any) -> GameObject:
        if obj.zone == "battlefield" and to in zones:
            notes(game).setdefault("orphans", set()).update(
                o.id for o in game.battlefield_objects() if o.attached_to == obj.id and _is_role(o))
        return Game.move(game, obj, to, cause, position=position, controller=controller, **kw)

    return move


def _sbas_blind_to_orphans(game: Game) -> bool:
    """State-based actions that don't see the Roles `_move_noting_orphans` remembered."""
    orphans = notes(game).get("orphans", set())
    hidden = [cid for cid in game.battlefield if cid in orphans]
    for cid in hidden:  # out of the state-based actions' sight
        game.battlefield.remove(cid)
    try:
        return Game.check_state_based_actions(game)
    finally:
        game.battlefield.extend(cid for cid in hidden if cid in game.objects and cid not in game.battlefield)


mutant("role-outlives-bounced-host", "WOE-12",
       "A Role whose creature is returned to its owner's hand stays on the battlefield, enchanting nothing: the engine"
       " cleans up Auras only when their creature dies.",
       move=_move_noting_orphans("hand"), check_state_based_actions=_sbas_blind_to_orphans)


mutant("role-outlives-exiled-host", "WOE-12",
       "A Role whose creature is exiled (even if it returns at once, as a new object) stays on the battlefield, "
       "enchanting nothing.",
       move=_move_noting_orphans("exile"), check_state_based_actions=_sbas_blind_to_orphans)


def _orphaned_role_leaves_silently(game: Game, old: GameObject, new: GameObject) -> None:
    orphans = notes(game).get("orphans", set())
    if old.id in orphans:
        orphans.discard(old.id)
        return
    Game.trigger_leaves_battlefield(game, old, new)


mutant("wicked-role-needs-host-death", "WOE-10",
       "The Wicked Role's trigger fires only when its creature dies: when the creature is bounced or exiled the Role "
       "still goes to the graveyard, but no opponent loses life.",
       move=_move_noting_orphans("hand", "exile", "library"),
       trigger_leaves_battlefield=_orphaned_role_leaves_silently)


def _role_created_unattached_create_role(game: Game, pid: str, kind: str, host: GameObject | None) -> None:
    if host is not None and host.zone == "battlefield" and not game.can_enchant(game.token_def(f"{kind} Role"),
                                                                                 host):
        game.create_tokens(pid, f"{kind} Role", 1, attached_to=None)
        return
    Game.create_role(game, pid, kind, host)


mutant("role-created-unattached", "WOE-07",
       "A Role for a permanent it can't enchant is created anyway, attached to nothing, and the state-based action for"
       " Auras (704.5m) then puts it into the graveyard.",
       create_role=_role_created_unattached_create_role)


mutant("role-grants-no-triggers", "WOE-10",
       "A Role's bonus and keywords apply, but the triggered abilities it grants its creature (the Sorcerer Role's "
       "scry, the Young Hero Role's +1/+1 counter when it attacks) are never granted.",
       static_abilities=_role_abilities_without("grant"))


def _wicked_role_drains_its_controller_queue_trigger(game: Game, source: GameObject, ability: JSON, controller: str,
                                                     **extra: Any) -> None:
    if _is_role(source):
        ability = {**ability, "effects": [{**e, "do": "lose_life"} if e.get("do") == "opponents_lose_life" else e
                                          for e in ability.get("effects") or []]}
    Game.queue_trigger(game, source, ability, controller, **extra)


mutant("wicked-role-drains-its-controller", "WOE-18",
       "The Wicked Role's trigger fires when it is put into a graveyard, but its controller loses the life instead of "
       "each opponent.",
       queue_trigger=_wicked_role_drains_its_controller_queue_trigger)


def _zone_only_recheck_for_abilities(game: Game, targets: list[str], specs: list[JSON], controller: str,
                                     source: GameObject | None, source_chars: Characteristics | None,
                                     newest_serial: int, source_serial: int | None = None) -> list[str | None]:
    legal = Game.targets_still_legal(game, targets, specs, controller, source, source_chars, newest_serial,
                                    source_serial)
    if not resolving_ability(game):
        return legal
    return [tid if t is None and _on_battlefield(game, tid, newest_serial) else t
            for t, tid in zip(legal, targets, strict=False)]


def _on_battlefield(game: Game, tid: str, newest_serial: int) -> bool:
    obj = game.objects.get(tid)
    return obj is not None and obj.serial <= newest_serial and obj.zone == "battlefield"


mutant("role-ability-zone-only-recheck", "WOE-19",
       "As it resolves, an ability (not a spell) rechecks its targets only by zone: a creature that gained hexproof "
       "since the ability was put on the stack is still a legal target, so the Role is created.",
       targets_still_legal=_zone_only_recheck_for_abilities, resolve_ability=resolve_ability_noting_it)
