"""Trigger events (603.2) beyond triggers.py's: blocking (509.3a), combat damage dealt to a creature (510.2), a
permanent being sacrificed (701.21), and "doesn't untap during its controller's next untap step" (502.3).

Each event costs nothing while no permanent watches it: its trigger function returns at once unless a card on the
battlefield (or, looking back, the object that left) names the event (`watched`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .conditions import spell_matches
from .state import TriggerInstance

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
    for role in (game.attackers, game.blockers):
        if dead.id in role:
            others = [c for c in role if c != dead.id and c in game.objects and game.objects[c].zone == "battlefield"
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
