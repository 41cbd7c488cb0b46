"""Combat (506-511): declare attackers and blockers, then combat damage: first strike, double strike, trample."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.types import Action

from .blocking import attack_forbidden, attack_requirement_unmet, block_forbidden, block_requirement_unmet
from .state import Rejected

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def can_attack(game: GameRules, cid: str) -> bool:
    obj = game.objects.get(cid)
    if obj is None or obj.zone != "battlefield" or obj.controller != game.active or obj.tapped:
        return False
    c = game.chars(obj)
    return "Creature" in c.types and (not obj.summoning_sick or "haste" in c.keywords) and \
        "defender" not in c.keywords and not attack_forbidden(game, obj)


def attackable(game: GameRules) -> list[str]:
    """506.2, 508.1b: what the active player's creatures may attack: each opponent, and each planeswalker an
    opponent controls (306.6)."""
    opponents = game.opponents(game.active)
    return opponents + [o.id for o in game.battlefield_objects()
                        if o.controller in opponents and "Planeswalker" in game.chars(o).types]


def defending_player(game: GameRules, defender: str) -> str:
    """506.2: the player an attack is against: the player attacked, or the controller of the planeswalker attacked
    (once that planeswalker has left the battlefield, the nonactive player of a two-player game, else its owner)."""
    if any(p.id == defender for p in game.players):
        return defender
    obj = game.objects[defender]
    if obj.zone == "battlefield":
        return obj.controller
    opponents = game.opponents(game.active)
    return opponents[0] if len(opponents) == 1 else obj.owner


def begin_declare_attackers(game: GameRules) -> bool:
    """508.1: the active player declares attackers; with no possible attacker the step is skipped (508.8)."""
    options = [o.id for o in game.battlefield_objects() if game.can_attack(o.id)]
    if not options:
        game.step = "end_of_combat"
        game.begin_step()
        return False
    game.priority = game.active
    game.awaiting_declaration = "attackers"
    return False


def declare_attackers(game: GameRules, action: Action) -> None:
    """508.1: the active player declares attackers (the action's `attackers`: attacker -> defender)."""
    attackers: dict[str, str] = action.get("attackers") or {}
    if game.step != "declare_attackers" or game.awaiting_declaration != "attackers":
        raise Rejected("attackers are declared at the start of the declare attackers step")
    if game.priority != game.active:
        raise Rejected("only the active player declares attackers")
    for cid, defender in attackers.items():
        if not game.can_attack(cid) or defender not in attackable(game):
            raise Rejected(f"{cid} can't attack {defender}")
    unmet = attack_requirement_unmet(game, attackers)
    if unmet:
        raise Rejected(unmet)
    game.awaiting_declaration = None
    game.attackers = dict(attackers)
    game.combatants = {cid: game.objects[cid].serial for cid in attackers}
    for cid in attackers:
        obj = game.objects[cid]
        obj.times_attacked += 1
        if "vigilance" not in game.chars(obj).keywords:
            obj.tapped = True
        game.emit({"type": "attacks", "card": cid, "player": attackers[cid]})
        game.trigger_attacks(obj)
    if attackers:  # 508.1a: the active player attacked this turn (a static ability counting the times its source
        game.this_turn.attacked = game.this_turn.attacked | {game.active}  # attacked follows the state, 611.3a)
    game.trigger_attackers_declared(attackers)  # 508.1m
    if not attackers:
        game.step = "end_of_combat"
        game.begin_step()
        return
    game.give_priority(game.active)


def begin_declare_blockers(game: GameRules) -> bool:
    game.awaiting_declaration = "blockers"
    defenders = sorted({defending_player(game, d) for d in game.attackers.values()})
    game.priority = defenders[0] if defenders else game.active
    return False


def declare_blockers(game: GameRules, action: Action) -> None:
    """509.1: the defending players declare blockers (the action's `blockers`: blocker -> attacker)."""
    blockers: dict[str, str] = action.get("blockers") or {}
    if game.step != "declare_blockers" or game.awaiting_declaration != "blockers":
        raise Rejected("blockers are declared at the start of the declare blockers step")
    for blocker, attacker in blockers.items():
        obj = game.objects.get(blocker)
        if (obj is None or obj.zone != "battlefield" or obj.tapped or not is_attacking(game, attacker)
                or obj.controller != defending_player(game, game.attackers[attacker])
                or "Creature" not in game.chars(obj).types):
            raise Rejected(f"{blocker} can't block {attacker}")
        if game.protected_from(game.objects[attacker], game.chars(obj)):
            raise Rejected(f"{attacker} has protection from {blocker}")
        restricted = block_forbidden(game, obj, game.objects[attacker])
        if restricted:
            raise Rejected(restricted)
    for attacker in set(blockers.values()):
        if "menace" in game.chars(game.objects[attacker]).keywords and list(blockers.values()).count(attacker) < 2:
            raise Rejected(f"{attacker} has menace: it can't be blocked except by two or more creatures (702.111b)")
    unmet = block_requirement_unmet(game, blockers, {a: d for a, d in game.attackers.items() if is_attacking(game, a)})
    if unmet:
        raise Rejected(unmet)
    game.awaiting_declaration = None
    game.blockers = dict(blockers)
    game.combatants = {**game.combatants, **{b: game.objects[b].serial for b in blockers}}
    for blocker, attacker in blockers.items():
        game.emit({"type": "blocks", "card": blocker, "attacker": attacker})
    game.this_turn.blocked = game.this_turn.blocked | {game.objects[b].serial for b in blockers}
    game.trigger_blocks(blockers)  # 509.2a, 509.3a
    game.trigger_becomes_blocked(blockers)  # 509.3c
    game.give_priority(game.active)


def combat_damage_step(game: GameRules) -> None:
    """510.4: with a creature in combat that has first strike or double strike as the step begins, this is a
    first-strike combat damage step where only those creatures deal damage, and a second (regular) combat
    damage step follows; in that one deal damage the creatures still in combat that had neither ability as
    the first began, and those that have double strike now (702.4b, 702.7b). Without one, all deal damage
    at once (510.2)."""
    fighting = game.creatures_in_combat()
    if game.regular_damage_dealers is not None:  # the second combat damage step
        dealers = {o.id for o in fighting if o.id in game.regular_damage_dealers or game.strikes_twice(o)}
        game.regular_damage_dealers = None
    elif any(game.strikes_first(o) or game.strikes_twice(o) for o in fighting):
        dealers = {o.id for o in fighting if game.strikes_first(o) or game.strikes_twice(o)}
        game.regular_damage_dealers = frozenset(o.id for o in fighting if o.id not in dealers)
    else:
        dealers = {o.id for o in fighting}
    batch: dict[str, int] = {}
    game.damage_batch = batch
    try:
        game.deal_combat_damage(dealers)
    finally:
        game.damage_batch = None
    for cid, n in batch.items():  # 120.4b: one damage event, whatever the number of sources
        game.trigger_dealt_damage(game.objects[cid], n)


def strikes_first(game: GameRules, obj: GameObject) -> bool:
    return "first strike" in game.chars(obj).keywords


def strikes_twice(game: GameRules, obj: GameObject) -> bool:
    return "double strike" in game.chars(obj).keywords


def is_in_combat(game: GameRules, cid: str) -> bool:
    """506.4: whether the permanent with this id is the object declared as an attacker or blocker and is still in
    combat (not one that left the battlefield, even if its card came back, nor one that changed control)."""
    obj = game.objects.get(cid)
    return obj is not None and obj.zone == "battlefield" and game.combatants.get(cid) == obj.serial


def is_attacking(game: GameRules, cid: str) -> bool:
    """508.1k, 506.4: an attacking creature: declared as an attacker and still in combat."""
    return cid in game.attackers and is_in_combat(game, cid)


def is_blocking(game: GameRules, cid: str) -> bool:
    """509.1g, 506.4: a blocking creature: declared as a blocker and still in combat."""
    return cid in game.blockers and is_in_combat(game, cid)


def remove_from_combat(game: GameRules, obj: GameObject) -> None:
    """506.4: a permanent that changes control is removed from combat (one that leaves the battlefield is a new
    object, 400.7, and no longer the one declared). An attacker it blocked stays blocked (509.1h)."""
    if obj.id in game.combatants:
        game.combatants = {cid: s for cid, s in game.combatants.items() if cid != obj.id}


def end_combat(game: GameRules) -> None:
    """511.3: as the end of combat step ends, all creatures and planeswalkers are removed from combat."""
    game.attackers.clear()
    game.blockers.clear()
    game.combatants = {}


def creatures_in_combat(game: GameRules) -> list[GameObject]:
    """The attacking and blocking creatures still in combat (506.4)."""
    ids = dict.fromkeys([*game.attackers, *game.blockers])
    return [game.objects[i] for i in ids if is_in_combat(game, i)]


def has_second_combat_damage_step(game: GameRules) -> bool:
    """510.4: a first-strike combat damage step is followed by a regular one, not by the end of combat step."""
    return game.step == "combat_damage" and game.regular_damage_dealers is not None


def deal_combat_damage(game: GameRules, dealers: set[str]) -> None:
    """510.1, 510.2: the `dealers` among the attackers and blockers assign and deal their combat damage, all
    at once. A blocked attacker whose blockers are gone deals none, unless it has trample (509.1h, 702.19e);
    a blocked trampler assigns lethal damage to its blockers and the rest to the player (702.19b)."""
    damaged: dict[str, set[str]] = {}  # 603.2c: each player dealt combat damage, and by whose creatures
    for attacker, defender in game.attackers.items():
        obj = game.objects.get(attacker)
        if attacker not in dealers or obj is None or not is_in_combat(game, attacker):
            continue
        c = game.chars(obj)
        power = max(0, c.power or 0)
        blocking = [b for b, a in game.blockers.items() if a == attacker and is_in_combat(game, b)]
        ctx = {"source_chars": c, "controller": obj.controller, "combat": True, "source": obj.id,
               "source_serial": obj.serial}
        if not blocking and (attacker not in game.blockers.values() or "trample" in c.keywords):
            dealt = game.deal_damage(ctx, defender, power)
            if dealt and defending_player(game, defender) == defender:  # a player, not a planeswalker (120.3c)
                game.trigger_combat_damage_to_player(obj, dealt, defender)
                damaged.setdefault(defender, set()).add(obj.controller)
            continue
        hit = False  # damage dealt to one or more creatures (603.2): one trigger for the event
        for b in blocking:
            blocker = game.objects[b]
            lethal = max(0, (game.chars(blocker).toughness or 0) - blocker.damage)
            if "deathtouch" in c.keywords:
                lethal = min(lethal, 1)  # 702.2c
            dealt = min(power, lethal) if "trample" in c.keywords else power
            done = game.deal_damage(ctx, b, dealt)
            game.trigger_combat_damage_to_creature(obj, blocker, done)
            hit = hit or (done > 0 and "Creature" in game.chars(blocker).types)
            power -= dealt
        if hit:
            game.trigger_damage_to_creatures(obj)
        if blocking and "trample" in c.keywords and power > 0:
            dealt = game.deal_damage(ctx, defender, power)
            if dealt and defending_player(game, defender) == defender:  # a player, not a planeswalker (120.3c)
                game.trigger_combat_damage_to_player(obj, dealt, defender)
                damaged.setdefault(defender, set()).add(obj.controller)
    for blocker_id, attacker in game.blockers.items():
        blocker = game.objects.get(blocker_id)
        target = game.objects.get(attacker)
        if (blocker_id not in dealers or blocker is None or not is_in_combat(game, blocker_id) or target is None
                or not is_attacking(game, attacker)):
            continue
        bc = game.chars(blocker)
        ctx = {"source_chars": bc, "controller": blocker.controller, "combat": True, "source": blocker.id,
               "source_serial": blocker.serial}
        done = game.deal_damage(ctx, attacker, max(0, bc.power or 0))
        game.trigger_combat_damage_to_creature(blocker, target, done)
        if done > 0 and "Creature" in game.chars(target).types:
            game.trigger_damage_to_creatures(blocker)
    game.trigger_creatures_combat_damage(damaged)
