"""State-based actions (704), performed simultaneously and repeated until none apply (704.3)."""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from mtg_protocol.vocab import ChoiceKind

from .objects import Characteristics, GameObject, natural_key
from .state import Then

if TYPE_CHECKING:
    from .interface import GameRules


def check_state_based_actions(game: GameRules) -> bool:
    """Perform every applicable state-based action at once; True if any was performed."""
    game.memo.sba_waits = False
    if game.check_player_losses():
        return True
    to_graveyard: list[tuple[GameObject, str]] = []
    cease = game.copies_and_tokens_outside()
    unattach: list[tuple[GameObject, str]] = []
    roles: list[GameObject] = []
    sagas: list[GameObject] = []
    legends: dict[tuple[str, str], list[GameObject]] = defaultdict(list)
    for obj in game.battlefield_objects():
        c = game.chars(obj)
        group = game.legend_group(obj, c)
        if group is not None:
            legends[group].append(obj)
        if "Saga" in c.subtypes:
            read = game.saga_read(obj)  # 704.5s
            game.memo.sba_waits = game.memo.sba_waits or read == "waiting"
            if read == "sacrifice":
                sagas.append(obj)
        if "Creature" in c.types and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((obj, "704.5f"))
            elif obj.damage >= c.toughness:
                to_graveyard.append((obj, "704.5g"))
            elif obj.deathtouched:
                to_graveyard.append((obj, "704.5h"))
        if "Planeswalker" in c.types and obj.counters.get("loyalty", 0) <= 0:  # 306.5c: its loyalty is 0
            to_graveyard.append((obj, "704.5i"))
        if not obj.attached_to:
            if "Aura" in c.subtypes:
                to_graveyard.append((obj, "704.5m"))  # an Aura attached to nothing
            continue
        host = game.objects.get(obj.attached_to)
        if host is not None and host.zone != "battlefield":
            host = None  # attached to an object that is not a permanent
        if "Aura" in c.subtypes and not (host is not None and game.can_enchant(obj.card, host, obj.controller)):
            to_graveyard.append((obj, "704.5m"))
        if "Equipment" in c.subtypes and (host is None or "Creature" not in game.chars(host).types
                                          or "Creature" in c.types  # 301.5c: a creature can't equip
                                          or game.protected_from(host, c)):
            unattach.append((obj, "704.5n"))
        elif "Aura" not in c.subtypes and "Equipment" not in c.subtypes:
            unattach.append((obj, "704.5p"))  # neither an Aura nor an Equipment: no longer one, say (301.5c)
        if "Role" in c.subtypes:
            roles.append(obj)
    to_graveyard += game.role_rule_losers(roles)
    if game.pending:
        return False
    legend_losers = game.legend_rule_losers(legends)
    if game.pending:
        return False
    to_graveyard += legend_losers
    if not (to_graveyard or cease or unattach or sagas):
        return False
    for obj, rule in unattach:
        obj.attached_to = None
        game.emit({"type": "sba", "rule": rule, "card": obj.id})
    for obj in cease:
        game.emit({"type": "sba", "rule": "704.5d" if obj.token else "704.5e", "card": obj.id})
        game.cease_to_exist(obj)
    rules: dict[str, str] = {}
    dying = []
    for obj, rule in to_graveyard:
        if obj.id not in rules and game.objects.get(obj.id) is obj:
            rules[obj.id] = rule
            dying.append(obj)
    destroyed = [o for o in dying if rules[o.id] in DESTRUCTION]
    saved = {o.id for o in destroyed} - {o.id for o in game.regenerated_instead(destroyed)}  # 701.19a
    dying = [o for o in dying if o.id not in saved]
    game.leave_battlefield_together(dying, "graveyard", "sba",  # 704.3: all at once
                                    lambda obj: game.emit({"type": "sba", "rule": rules[obj.id], "card": obj.id}))
    for saga in sagas:  # 704.5s: sacrificed, so "whenever you sacrifice" abilities see it (701.21a)
        if game.objects.get(saga.id) is saga and saga.zone == "battlefield":
            game.emit({"type": "sba", "rule": "704.5s", "card": saga.id})
            game.sacrifice(saga.controller, saga, "sba")
    game.invalidate()
    return True


DESTRUCTION = ("704.5g", "704.5h")
"""The state-based actions that destroy a permanent (lethal damage, deathtouch damage): a regeneration shield replaces
them (701.19a); the others put it into its graveyard without destroying it (704.5f, 704.5i, ...)."""


def copies_and_tokens_outside(game: GameRules) -> list[GameObject]:
    """704.5d: tokens and copies of cards off the battlefield; 704.5e: copies of spells off the stack."""
    return [o for o in game.objects.values()
            if (o.token or o.card_copy or o.spell_copy) and o.zone not in ("battlefield", "stack")]


def check_player_losses(game: GameRules) -> bool:
    """704.5a, 704.5b, 704.5c; the game ends when one player remains (104.2a)."""
    changed = False
    for p in game.players:
        if not p.lost and (p.life <= 0 or p.drew_from_empty or p.poison >= 10):
            p.lost = True
            changed = True
            rule = "704.5a" if p.life <= 0 else "704.5b" if p.drew_from_empty else "704.5c"
            game.emit({"type": "sba", "rule": rule, "player": p.id})
            game.emit({"type": "player_lost", "player": p.id})
    alive = [p.id for p in game.players if not p.lost]
    if changed and len(alive) <= 1:
        game.end_game(alive)
    elif changed:
        game.leave_game_cleanup()
    return changed


def leave_game_cleanup(game: GameRules) -> None:
    """800.4a: a player who leaves the game takes their objects; priority moves on (800.4)."""
    gone = {p.id for p in game.players if p.lost}
    for obj in list(game.objects.values()):
        if obj.owner in gone:
            if obj.face_down:
                game.reveal(obj, "all")  # 708.9
            game.zone_list(obj).remove(obj.id)
            del game.objects[obj.id]
            game.emit({"type": "zone_move", "card": obj.id, "from": obj.zone, "to": None, "cause": "left_game"})
    for cid in list(game.stack):
        item = game.stack_abilities.get(cid)
        if item is not None and item.controller in gone:
            game.stack.remove(cid)
            del game.stack_abilities[cid]
    for obj in list(game.objects.values()):  # then what they still control is exiled
        if obj.controller in gone and obj.zone in ("battlefield", "stack"):
            game.move(obj, "exile", "left_game")
    game.pending_triggers = [t for t in game.pending_triggers if t.controller not in gone]
    if game.pending is not None and game.pending.player in gone:
        game.pending = None
    if game.priority in gone:
        game.priority = game.next_player_after(game.priority)
    # 800.4j: a turn whose player left continues without an active player; `active` keeps naming
    # that player so that turn order goes on from them (800.4k), and priority skips them (give_priority).
    game.invalidate()


def end_game(game: GameRules, winners: list[str]) -> None:
    """708.9: at the end of the game every face-down spell and permanent is revealed."""
    for cid in list(game.battlefield) + list(game.stack):
        obj = game.objects.get(cid)
        if obj is not None and obj.face_down:
            game.reveal(obj, "all")
    game.game_over = True
    game.winners = winners
    game.pending = None
    game.emit({"type": "game_over", "winners": winners})


def role_group(game: GameRules, role: GameObject) -> tuple[str, ...]:
    """704.5y counts Roles per permanent and per controller."""
    return (role.attached_to or "", role.controller)


def roles_to_keep(game: GameRules, roles: list[GameObject]) -> list[GameObject]:
    """303.7a: the Role with the most recent timestamp stays; Roles attached at once share it."""
    newest = max(r.timestamp for r in roles)
    return [r for r in roles if r.timestamp == newest]


def role_rule_losers(game: GameRules, roles: list[GameObject]) -> list[tuple[GameObject, str]]:
    """704.5y / 303.7a: per permanent and per controller, only the newest Role stays.

    `roles` are the attached Roles on the battlefield. Roles that became attached at the same time tie;
    their controller chooses the one to keep (WOE ruling).
    """
    if len(roles) < 2:
        return []
    groups: dict[tuple[str, ...], list[GameObject]] = defaultdict(list)
    for role in roles:
        groups[game.role_group(role)].append(role)
    losers: list[tuple[GameObject, str]] = []
    for _group, grouped in sorted(groups.items()):
        if len(grouped) < 2:
            continue
        keep = game.roles_to_keep(grouped)
        if len(keep) > 1:
            game.ask_keep_role(keep[0].controller, keep)
            return []
        losers += [(r, "704.5y") for r in grouped if r not in keep]
    return losers


def ask_keep_role(game: GameRules, controller: str, tied: list[GameObject]) -> None:
    game.ask_keep_one(controller, "keep_role", tied, "704.5y")


def have_same_name(game: GameRules, a: Characteristics, b: Characteristics) -> bool:
    """201.2a: two objects have the same name when a name of one is a name of the other; an object with no
    name (a face-down permanent, 708.2a) has the same name as no object, another nameless one included."""
    return bool(set(a.names) & set(b.names))


def legend_group(game: GameRules, obj: GameObject, c: Characteristics) -> tuple[str, str] | None:
    """704.5j groups legendary permanents (`c`: their characteristics) by controller and name.

    Face-down ones have no name (708.2).
    """
    return (obj.controller, c.name) if "Legendary" in c.supertypes and c.name else None


def legend_rule_losers(game: GameRules,
                       groups: dict[tuple[str, str], list[GameObject]]) -> list[tuple[GameObject, str]]:
    """704.5j: a player with two legendary permanents of the same name keeps one of their choice."""
    for (controller, _name), objs in sorted(groups.items()):
        if len(objs) > 1:
            game.ask_keep_one(controller, "keep_legend", objs, "704.5j")
            return []
    return []


def ask_keep_one(game: GameRules, controller: str, kind: ChoiceKind, objs: list[GameObject], rule: str) -> None:
    """The state-based actions that let a player keep one of several permanents (704.5j, 704.5y)."""
    game.ask(controller, kind, sorted((o.id for o in objs), key=natural_key),
             Then("kept_one", (objs, rule)))


def kept_one(game: GameRules, objs: list[GameObject], rule: str, keep: str) -> None:
    """704.5j, 704.5y: the player chose the permanent to keep."""
    game.put_all_but(objs, keep, rule)


def put_all_but(game: GameRules, objs: list[GameObject], keep: str, rule: str) -> None:
    """704.5j, 704.5y: the permanents but the one kept go to their owners' graveyards."""
    for o in objs:
        if o.id != keep and game.objects.get(o.id) is o:
            game.emit({"type": "sba", "rule": rule, "card": o.id})
            game.trigger_leaves_battlefield(o, game.move(o, "graveyard", "sba"))
