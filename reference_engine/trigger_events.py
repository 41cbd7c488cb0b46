"""Trigger events (603.2) beyond triggers.py's: blocking (509.3a), combat damage dealt to a creature (510.2) and by one
or more creatures to a player at once (603.2c), a
permanent being sacrificed (701.21), "doesn't untap during its controller's next untap step" (502.3), and a spell
matched by its number among the spells of its kind cast this turn.

Each event costs nothing while no permanent watches it: its trigger function returns at once unless a card on the
battlefield (or, looking back, the object that left) names the event (`watched`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON

from .conditions import spell_matches
from .state import TriggerInstance
from .verbs.sagas import NEXT_CAST

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import Characteristics, GameObject


def trigger_blocks(game: GameRules, blockers: dict[str, str]) -> None:
    """509.3a, 509.2a: once blockers are declared, each blocking creature's "whenever this blocks" abilities (event
    ``blocks``, and ``attacks_or_blocks``: one ability with two events, 603.2) trigger once, whatever it
    blocks."""
    if not (game.watched("blocks") or game.watched("attacks_or_blocks")):
        return
    for blocker_id in blockers:
        blocker = game.objects[blocker_id]
        for ability in game.triggered_abilities(blocker, "blocks", "attacks_or_blocks"):
            game.queue_trigger(blocker, ability, blocker.controller)


def trigger_combat_damage_to_creature(game: GameRules, source: GameObject, damaged: GameObject, dealt: int) -> None:
    """510.2, 603.2: "whenever this deals combat damage to a creature" (event ``combat_damage_to_creature``), once
    the damage has been dealt (none if it was all prevented); the effect names the creature dealt damage ``"that"``
    (the object as it was then: one that has left the battlefield since is gone, 400.7)."""
    if dealt <= 0 or not game.watched("combat_damage_to_creature", source):
        return
    if "Creature" not in game.chars(damaged).types:
        return
    for ability in game.triggered_abilities(source, "combat_damage_to_creature"):
        game.queue_trigger(source, ability, source.controller, card=damaged.id, card_serial=damaged.serial)


def trigger_damage_to_creatures(game: GameRules, source: GameObject) -> None:
    """603.2, 120.4b: "whenever this deals damage to one or more creatures" (event ``damage_to_creatures``): once for
    one damage event in which the source dealt damage to at least one creature (combat damage at once is one event,
    510.2; each effect dealing damage outside combat is its own)."""
    if not game.watched("damage_to_creatures", source):
        return
    for ability in game.triggered_abilities(source, "damage_to_creatures"):
        game.queue_trigger(source, ability, source.controller)


def trigger_sacrificed(game: GameRules, pid: str, victim: GameObject, chars: Characteristics) -> None:
    """701.21a, 603.2: "whenever you sacrifice a <kind of permanent>" (event ``sacrifice_permanent``, its `filter`
    over the permanent as it last existed, ``token`` for "a token", ``during_your_turn`` only in its controller's
    turn) of the permanents `pid` controls, the sacrificed one included: a leaves-the-battlefield ability looks back
    (603.10a)."""
    if not game.watched("sacrifice_permanent", victim):
        return
    watchers = [*game.battlefield_objects(), victim]
    for watcher in watchers:
        controller = watcher.controller
        if controller != pid:
            continue
        watcher_chars = chars if watcher is victim else game.chars(watcher)
        for ability in watcher_chars.abilities:
            if ability.get("kind") != "triggered" or ability.get("event") != "sacrifice_permanent":
                continue
            if ability.get("during_your_turn") and game.active != pid:
                continue
            flt = ability.get("filter") or {}
            if spell_matches(chars, flt) and (not flt.get("token") or victim.token):  # "a token" (111.1)
                game.queue_trigger(watcher, ability, controller, card=victim.id)


def was_alone_in_combat(game: GameRules, dead: GameObject) -> bool:
    """506.5: whether a creature that just left the battlefield was attacking or blocking alone: the only attacking
    (or blocking) creature, the others that were removed from combat (506.4) no longer counting."""
    if game.combatants.get(dead.id) != dead.serial:
        return False
    for role in (game.attackers, game.blockers):
        if dead.id in role:
            others = [c for c in role if c != dead.id and game.is_in_combat(c)
                      and game.objects[c] not in game.left_together]
            return not others
    return False


def trigger_delayed(game: GameRules, event: str, obj: GameObject, chars: Characteristics, **extra: Any) -> None:
    """603.7b: the delayed triggered abilities lasting this turn that wait for `event` about the creature `obj`
    (their filter: ``controller`` "you" or "opponent" relative to the delayed ability's controller, and the
    characteristics) trigger, each as a copy of its waiting trigger with what the event tells (`extra`)."""
    for waiting in game.this_turn.delayed_triggers:
        flt = waiting.ability.get("filter") or {}
        if waiting.ability.get("event") != event or "Creature" not in chars.types or not spell_matches(chars, flt):
            continue
        if flt.get("controller") == "you" and obj.controller != waiting.controller:
            continue
        if flt.get("controller") == "opponent" and obj.controller == waiting.controller:
            continue
        game.pending_triggers.append(TriggerInstance(waiting.source, waiting.source_serial, waiting.source_name,
                                                     waiting.controller, waiting.ability, 0, dict(extra)))


def trigger_next_cast(game: GameRules, pid: str, spell: GameObject, chars: Characteristics) -> None:
    """603.7c: a delayed "when you next cast [a spell of a kind] this turn" ability of the caster triggers, once: it is
    used up as it triggers. It remembers the spell as it was cast, for "that spell" (608.2h)."""
    for waiting in game.this_turn.delayed_triggers:
        if waiting.ability.get("event") != NEXT_CAST or waiting.controller != pid or \
                not spell_matches(chars, waiting.ability.get("filter") or {}):
            continue
        game.this_turn.delayed_triggers = tuple(w for w in game.this_turn.delayed_triggers if w is not waiting)
        game.pending_triggers.append(TriggerInstance(waiting.source, waiting.source_serial, waiting.source_name,
                                                     waiting.controller, waiting.ability, 0,
                                                     {"spell": spell.id, "spell_object": spell}))


def skip_next_untap(game: GameRules, obj: GameObject) -> None:
    """502.3: the permanent doesn't untap during its controller's next untap step (an effect that ends as that step
    is done, whether or not the permanent was tapped then)."""
    obj.skips_next_untap = True


def untaps_this_step(game: GameRules, obj: GameObject) -> bool:
    """502.3: whether the active player's permanent untaps in this untap step; one an effect keeps tapped doesn't, and
    that effect is used up."""
    if obj.skips_next_untap:
        obj.skips_next_untap = False
        return False
    return not game.kept_tapped(obj)  # an Aura's "doesn't untap during its controller's untap step"


def nth_spell_this_turn(game: GameRules, ability: JSON, pid: str) -> bool:
    """603.2: "whenever you cast your first instant or sorcery spell each turn": an ability with ``nth_this_turn`` N
    and a `filter` of card types (``types``, ``types_any``, ``not_types``) triggers only on the spell that makes the
    player's count this turn of spells of that kind N (those cast before its source was on the battlefield count);
    without a filter, N among all their spells this turn (`nth_this_turn`)."""
    flt = ability.get("filter") or {}
    if "nth_this_turn" not in ability or not flt:
        return game.nth_this_turn(ability, "spells_cast", pid)
    if set(flt) - {"types", "types_any", "not_types"}:
        raise ValueError(f"a spell's number this turn is counted over card types only, not {sorted(flt)}")
    kind = [types for types in game.this_turn.spell_types.get(pid, ()) if _of_kind(types, flt)]
    return len(kind) == int(ability["nth_this_turn"])


def _of_kind(types: tuple[str, ...], flt: JSON) -> bool:
    return (all(t in types for t in flt.get("types") or ()) and
            (not flt.get("types_any") or any(t in types for t in flt["types_any"])) and
            not any(t in types for t in flt.get("not_types") or ()))


def ward_cost(game: GameRules, chars: Characteristics) -> str | None:
    """702.21a: the cost a permanent's ward asks: a mana cost ("ward {2}"), life ("ward\u2014pay 2 life", written
    ``"pay 2 life"``) or cards ("ward\u2014discard a card", written ``"discard a card"``); None without ward."""
    mana = chars.keyword_value("ward")
    if mana is not None:
        return mana
    other = next((k for k in chars.keywords if k.startswith("ward\u2014")), None)
    return other[len("ward\u2014"):] if other else None


def trigger_noncombat_damage_to_opponent(game: GameRules, source_controller: str, player: str, dealt: int) -> None:
    """603.2, 120.2: "whenever a source you control deals noncombat damage to an opponent" (event
    ``noncombat_damage_to_opponent``), once for each such damage event (none if it was all prevented), for each
    permanent whose controller controls the source and is an opponent of the player dealt damage; the ability
    remembers how much was dealt (its "that many", ``{"count": "damage_dealt"}``)."""
    if dealt <= 0 or source_controller == player or not game.watched("noncombat_damage_to_opponent"):
        return
    for watcher in game.battlefield_objects():
        if watcher.controller == source_controller:
            for ability in game.triggered_abilities(watcher, "noncombat_damage_to_opponent"):
                game.queue_trigger(watcher, ability, watcher.controller, damage_dealt=dealt)


def trigger_becomes_blocked(game: GameRules, blockers: dict[str, str]) -> None:
    """509.3c, 509.2a: "whenever one or more creatures you control become blocked" (event
    ``creatures_you_control_become_blocked``): once blockers are declared, once for the whole declaration, for each
    permanent whose controller controls one or more of the blocked attackers."""
    if not blockers or not game.watched("creatures_you_control_become_blocked"):
        return
    blocked_under = {game.objects[a].controller for a in blockers.values() if a in game.objects}
    for watcher in game.battlefield_objects():
        if watcher.controller in blocked_under:
            for ability in game.triggered_abilities(watcher, "creatures_you_control_become_blocked"):
                game.queue_trigger(watcher, ability, watcher.controller)


def trigger_creatures_combat_damage(game: GameRules, damaged: dict[str, set[str]]) -> None:
    """603.2c, 510.2: "whenever one or more creatures you control deal combat damage to a player" (event
    ``creatures_combat_damage_to_player``): the combat damage of one step is one event, so the ability triggers once
    for each player dealt combat damage then by a creature its controller controlled (`damaged`: each player dealt
    combat damage, and the controllers of the creatures that dealt it)."""
    if not damaged or not game.watched("creatures_combat_damage_to_player"):
        return
    for player, controllers in damaged.items():
        for watcher in game.battlefield_objects():
            if watcher.controller in controllers:
                for ability in game.triggered_abilities(watcher, "creatures_combat_damage_to_player"):
                    game.queue_trigger(watcher, ability, watcher.controller, player=player)
