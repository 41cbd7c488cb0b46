"""Triggered abilities (603): what triggers, and putting triggers on the stack in APNAP order."""

from __future__ import annotations

import itertools
import json
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON

from .cards import lookup
from .conditions import spell_matches
from .objects import Characteristics, GameObject
from .stack import concrete_target_specs
from .state import Done, Ready, StackAbility, Then, TriggerInstance
from .verbs.interactions import CASCADE_TRIGGER
from .verbs.zone_changes import GRAVESTORM_TRIGGER, REPLICATE_TRIGGER

if TYPE_CHECKING:
    from .interface import GameRules

def triggered_abilities(game: GameRules, obj: GameObject, *events: str) -> list[JSON]:
    """The object's triggered abilities with one of `events` as a trigger event: its ``event``, or its ``or_event``
    (603.2: one ability with two trigger events, "when this enters and at the beginning of your upkeep")."""
    return [a for a in game.chars(obj).abilities
            if a.get("kind") == "triggered" and (a.get("event") in events or a.get("or_event") in events)]


def queue_trigger(game: GameRules, source: GameObject, ability: JSON, controller: str, **extra: Any) -> None:
    """603.2: the ability triggered; one that "triggers only once each turn" (``once_each_turn``) doesn't trigger
    again this turn for the same object, and one whose event has a condition (``while_you_control``) doesn't
    trigger unless it holds."""
    if not event_condition_holds(game, ability, controller):
        return
    if ability.get("once_each_turn"):
        key = (source.serial, json.dumps(ability, sort_keys=True))
        if key in game.this_turn.triggered_once:
            return
        game.this_turn.triggered_once = game.this_turn.triggered_once | {key}
    game.pending_triggers.append(TriggerInstance(
        source.id, source.serial, game.chars(source).name, controller, ability, source.x, extra))


def event_condition_holds(game: GameRules, ability: JSON, controller: str) -> bool:
    """603.2: a condition that is part of the trigger event ("whenever this attacks while you control a creature
    with power 4 or greater": ``while_you_control``, a filter over the ability's controller's permanents), judged
    as the event happens. Unlike an intervening "if" (603.4), it isn't checked again as the ability resolves."""
    flt = ability.get("while_you_control")
    return flt is None or any(o.controller == controller and spell_matches(game.chars(o), flt)
                              for o in game.battlefield_objects())


def queue_entering_trigger(game: GameRules, source: GameObject, ability: JSON, controller: str, **extra: Any) -> None:
    """603.2d: an ability a permanent entering caused to trigger; it triggers an additional time for each static
    ability "if a permanent entering causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time" (``extra_trigger: "enters"``) of its source's controller."""
    times = 1 + sum(1 for src, ab in game.static_abilities()
                    if ab.get("extra_trigger") == "enters" and src.controller == source.controller)
    for _ in range(times):
        game.queue_trigger(source, ability, controller, **extra)


def trigger_enters(game: GameRules, obj: GameObject) -> None:
    """603.6a: enters-the-battlefield abilities of one permanent that entered alone; "as enters" effects
    happen first (614.12)."""
    game.apply_as_enters(obj)
    game.trigger_entered(obj)


def enter_together(game: GameRules, arriving: list[GameObject], start: int = 0) -> None:
    """Permanents put onto the battlefield by one event (objects already in the battlefield zone, not yet on
    the battlefield's list): each one's "as enters" effects apply before any of them is on the battlefield
    (614.12), so none counts the others, one permanent after another (a choice among them, 614.12a, is
    answered before the next one's is asked); then they all are, and every permanent, the newcomers included,
    is checked for enters abilities, so each sees every other newcomer (603.6a)."""
    if start < len(arriving):
        game.apply_as_enters(arriving[start], Then("enter_together", (arriving, start + 1)))
        return  # the next one goes on when these effects are done (at once, or after the answer)
    for obj in arriving:
        game.battlefield.append(obj.id)
        game.battlefield_changed(obj)
    for obj in arriving:
        game.trigger_entered(obj)


def apply_as_enters(game: GameRules, obj: GameObject, then: Then | None = None) -> None:
    """614.1c, 614.12: the permanent's "as enters" effects (replacement effects on how it enters), then `then`;
    other permanents' effects on how it enters first (counters it enters with)."""
    game.enters_as_a_copy(obj)  # 614.1c, 707.2: first, since what it is decides what else applies (614.12)
    game.lore_counter_as_saga_enters(obj)  # 714.3a
    game.loyalty_as_planeswalker_enters(obj)  # 306.5b
    game.counters_as_it_enters(obj)
    effects = [e for ability in game.chars(obj).abilities if ability.get("kind") == "as_enters"
               for e in ability["effects"]]
    if not effects:
        game.proceed(then)
        return
    ctx = {"controller": obj.controller, "source": obj.id, "source_serial": obj.serial,
           "targets": [], "x": obj.x, "source_chars": game.chars(obj)}
    game.run_effects(ctx, effects, then)


def enters_as_a_copy(game: GameRules, obj: GameObject) -> None:
    """614.1c, 614.12, 707.2: "other creatures you control enter as a copy of <card>" (a static ability,
    ``others_enter_as_copy_of``, of another permanent its controller controls): a creature entering under that
    player's control, judged as it would exist on the battlefield, enters with that card's copiable values (layer 1,
    613.2a; a face-down one keeps its face-down values over them, 613.2b)."""
    if "Creature" not in game.chars(obj).types:
        return
    for source in game.battlefield_objects():
        if source is obj or source.controller != obj.controller:
            continue
        for ability in game.chars(source).abilities:
            if ability.get("kind") == "static" and ability.get("others_enter_as_copy_of"):
                obj.copy_of = lookup(ability["others_enter_as_copy_of"])  # the pool's card, by its name
                game.invalidate()


def trigger_entered(game: GameRules, obj: GameObject) -> None:
    """603.6a: the triggers of a permanent's entering (its own, others' "whenever a creature enters", landfall),
    once it is on the battlefield."""
    for ability in game.triggered_abilities(obj, "enters", "enters_or_attacks", "enters_or_turned_face_up",
                                            "enters_or_combat_damage_to_player", "enters_or_leaves"):
        if game.intervening_if_holds(ability, obj, game.chars(obj)):
            queue_entering_trigger(game, obj, ability, obj.controller)
    game.trigger_other_enters(obj)
    if "Land" in game.chars(obj).types:
        for other in game.battlefield_objects():
            if other.controller == obj.controller:
                for ability in game.triggered_abilities(other, "landfall"):
                    queue_entering_trigger(game, other, ability, other.controller)


def trigger_cast(game: GameRules, pid: str, spell: GameObject) -> None:
    """603.2: "whenever you cast" abilities look at the spell as it became cast (and remember its mana value then:
    "that spell's mana value")."""
    c = game.chars(spell)
    for ability in game.triggered_abilities(spell, "cast_this"):  # "when you cast this spell" (603.2, 603.6)
        if spell.cast_from not in ability.get("not_cast_from", ()):  # "... from anywhere other than exile"
            game.queue_trigger(spell, ability, pid, spell=spell.id)
    for obj in game.battlefield_objects():
        if obj.controller != pid:
            for ability in game.triggered_abilities(obj, "opponent_casts"):  # "whenever an opponent casts"
                if spell_matches(c, ability.get("filter") or {}):
                    game.queue_trigger(obj, ability, obj.controller, spell=spell.id, caster=pid)
            continue
        for ability in game.triggered_abilities(obj, "cast_spell"):
            if "cast_from" in ability and spell.cast_from != ability["cast_from"]:
                continue  # "whenever you cast a spell from exile" (601.2a: the zone it was cast from)
            if ability.get("using_mana_from_this") and obj.id not in spell.mana_from:
                continue  # "a spell cast using mana produced by this" (601.2h: its mana paid for it)
            if spell_matches(c, ability.get("filter") or {}) and game.nth_spell_this_turn(ability, pid):
                game.queue_trigger(obj, ability, pid, spell=spell.id, mana_value=c.mana_value)
    if game.this_turn.delayed_triggers:  # "when you next cast ... this turn" (603.7c)
        game.trigger_next_cast(pid, spell, c)
    for _ in range(sum(k == "cascade" for k in c.keywords)):  # 702.85a, 702.85c: one trigger per instance
        game.queue_trigger(spell, CASCADE_TRIGGER, pid, spell=spell.id, mana_value=c.mana_value)
    for _ in range(sum(k == "gravestorm" for k in c.keywords)):  # 702.69a, 702.69b: one trigger per instance
        game.queue_trigger(spell, GRAVESTORM_TRIGGER, pid, spell=spell.id, spell_object=spell)
    if spell.replicated:  # 702.56a: "if a replicate cost was paid" (603.4; one instance, 702.56b)
        game.queue_trigger(spell, REPLICATE_TRIGGER, pid, spell=spell.id, spell_object=spell)


def nth_this_turn(game: GameRules, ability: JSON, record: str, pid: str) -> bool:
    """603.2: "whenever you cast your second spell each turn", "... draw your second card each turn", "... investigate
    for the first time each turn": an ability with ``nth_this_turn`` N triggers only on the event that makes the
    player's count this turn (`record`, a field of `TurnRecord`, counted before the triggers are checked) N,
    however many of those events happened before its source was on the battlefield."""
    nth = ability.get("nth_this_turn")
    return nth is None or getattr(game.this_turn, record).get(pid, 0) == nth


def card_drawn(game: GameRules, pid: str) -> None:
    """121.1, 121.2: the player drew one card (each draw is its own event): counted for this turn, and the
    "whenever you draw a card" abilities (event ``draw_card``) of their permanents trigger."""
    game.this_turn.count(game.this_turn.cards_drawn, pid)
    _trigger_own_numbered_event(game, pid, "draw_card", "cards_drawn")


def draw_then(game: GameRules, draws: list[tuple[str, int]], resume: Done) -> bool:
    """121.1, 121.2: each (player, N) of `draws` in turn: the player draws N cards one at a time. The first card a
    player draws in a turn, while they control a permanent whose static ability lets them reveal it as they draw it
    (``reveal_first_draw``, 701.20a), is offered for revealing (a ``may`` choice) before anything else is drawn. True
    when it waits (the answer goes on with the draws, then `resume`)."""
    for at, (pid, n) in enumerate(draws):
        for left in range(n - 1, -1, -1):
            lib = game.library(pid)
            if not lib:
                game.player(pid).drew_from_empty = True  # 704.5b
                continue
            first = not game.this_turn.cards_drawn.get(pid)
            card = game.move(game.objects[lib[0]], "hand", "draw")
            game.card_drawn(pid)
            if first and any(src.controller == pid and ab.get("reveal_first_draw")
                             for src, ab in game.static_abilities()):
                rest = ([(pid, left)] if left else []) + list(draws[at + 1:])
                game.ask(pid, "may", ["decline", "accept"],
                         Then("first_draw_reveal_chosen", (pid, card.id, card.serial, rest, resume)), card=card.id)
                return True
    return False


def first_draw_reveal_chosen(game: GameRules, pid: str, cid: str, serial: int, rest: list[tuple[str, int]],
                             resume: Done, answer: str) -> None:
    """701.20a: the player revealed the card they drew (or not); "whenever you reveal <a kind of> card this way"
    abilities of their permanents (event ``revealed_first_draw``, `filter` over the card) trigger; then the draws go
    on."""
    card = game.objects.get(cid)
    if answer == "accept" and card is not None and card.serial == serial:
        game.reveal(card, "all")
        chars = game.chars(card)
        for watcher in game.battlefield_objects():
            if watcher.controller == pid:
                for ability in game.triggered_abilities(watcher, "revealed_first_draw"):
                    if spell_matches(chars, ability.get("filter") or {}):
                        game.queue_trigger(watcher, ability, pid, card=cid, card_serial=serial)
    if not game.draw_then(rest, resume):
        game.proceed(resume)


def investigated(game: GameRules, pid: str) -> None:
    """701.16a: the player investigated once (investigating twice is two events): counted for this turn, and the
    "whenever you investigate" abilities (event ``investigate``) of their permanents trigger."""
    game.this_turn.count(game.this_turn.investigations, pid)
    _trigger_own_numbered_event(game, pid, "investigate", "investigations")


def _trigger_own_numbered_event(game: GameRules, pid: str, event: str, record: str) -> None:
    """603.2: the player's own event (``draw_card``, ``investigate``) triggers the abilities of their permanents
    that watch it, those numbered "the Nth each turn" only on that one (`record`: the turn's count of it)."""
    if game.watched(event):
        for obj in game.battlefield_objects():
            if obj.controller == pid:
                for ability in game.triggered_abilities(obj, event):
                    if game.nth_this_turn(ability, record, pid):
                        game.queue_trigger(obj, ability, pid)


def card_discarded(game: GameRules, pid: str) -> None:
    """701.9a: the player discarded a card (each card is its own discard); "whenever a player discards a card"
    abilities (event ``discard_card``) of every permanent trigger."""
    if game.watched("discard_card"):
        for obj in game.battlefield_objects():
            for ability in game.triggered_abilities(obj, "discard_card"):
                game.queue_trigger(obj, ability, obj.controller, player=pid)


def trigger_attackers_declared(game: GameRules, attackers: dict[str, str]) -> None:
    """508.1m: once attackers are declared, the abilities that trigger on it: "whenever you attack [with N or more
    creatures]" (508.3d, event ``you_attack``, ``min_attackers``) or "whenever one or more <kind of> creatures you
    control attack" (``attackers``: a filter of their characteristics; the trigger remembers them) once for the
    declaration, and "whenever a
    creature [you control] attacks [alone] [you or a planeswalker you control]" (508.3a, event
    ``creature_attacks``: its `filter` as for entering, ``alone`` for the only attacker declared (506.5),
    ``defender: "you"`` for a creature attacking the watcher's controller or a planeswalker they control) once
    for each attacker. A creature's own "whenever this attacks" triggers as it is declared (`trigger_attacks`)."""
    if not attackers or not (game.watched("you_attack") or game.watched("creature_attacks")
                             or game.until_next_turn_triggers):
        return
    for watcher in game.battlefield_objects():
        if watcher.controller == game.active:
            for ability in game.triggered_abilities(watcher, "you_attack"):
                if ability.get("attacks_player") and not any(p.id in attackers.values() for p in game.players):
                    continue  # "whenever you attack a player": not when only planeswalkers are attacked (506.3)
                if "attackers" in ability:  # "one or more artifact creatures you control attack" (508.3d)
                    them = [(cid, game.objects[cid].serial) for cid in attackers
                            if spell_matches(game.chars(game.objects[cid]), ability["attackers"])]
                    if them:
                        game.queue_trigger(watcher, ability, watcher.controller, attackers=them)
                elif len(attackers) >= ability.get("min_attackers", 1):
                    game.queue_trigger(watcher, ability, watcher.controller)
        for ability in game.triggered_abilities(watcher, "creature_attacks"):
            if ability.get("alone") and len(attackers) != 1:
                continue
            for cid, defender in attackers.items():
                attacker = game.objects[cid]
                if ability.get("defender") == "you" and not game.attacks_player_or_their_planeswalker(
                        defender, watcher.controller):
                    continue
                if game.event_object_matches(ability.get("filter") or {}, watcher, attacker, game.chars(attacker)):
                    game.queue_trigger(watcher, ability, watcher.controller, card=cid)
    for waiting in game.until_next_turn_triggers:  # 603.7b: "until your next turn, whenever a creature attacks ..."
        if waiting.ability.get("event") != "creature_attacks":
            continue
        for cid, defender in attackers.items():
            attacker = game.objects[cid]
            if waiting.ability.get("defender") == "you" and not game.attacks_player_or_their_planeswalker(
                    defender, waiting.controller):
                continue
            if spell_matches(game.chars(attacker), waiting.ability.get("filter") or {}):
                game.pending_triggers.append(TriggerInstance(
                    waiting.source, waiting.source_serial, waiting.source_name, waiting.controller, waiting.ability,
                    0, {"card": cid, "card_serial": attacker.serial}))


def attacks_player_or_their_planeswalker(game: GameRules, defender: str, pid: str) -> bool:
    """506.3: whether an attack on `defender` (a player, or a planeswalker's id) is an attack on `pid` or on a
    planeswalker `pid` controls."""
    if defender == pid:
        return True
    obj = game.objects.get(defender)
    return obj is not None and obj.zone == "battlefield" and obj.controller == pid and \
        "Planeswalker" in game.chars(obj).types


def trigger_ward(game: GameRules, pid: str, item_id: str, targets: list[str]) -> None:
    """702.21a: ward triggers when the permanent becomes the target of an opponent's spell or ability."""
    for tid in targets:
        obj = game.objects.get(tid)
        if obj is None or obj.zone != "battlefield" or obj.controller == pid:
            continue
        cost = game.ward_cost(game.chars(obj))
        if cost is not None:
            ability = {"kind": "triggered", "event": "ward", "effects": [{"do": "ward_counter", "cost": cost}]}
            game.queue_trigger(obj, ability, obj.controller, counter=item_id)


def trigger_targeted_by_spell(game: GameRules, pid: str, targets: list[str]) -> None:
    """603.2: "whenever this creature becomes the target of a spell" (once per spell, even if targeted twice)."""
    for tid in dict.fromkeys(targets):
        obj = game.objects.get(tid)
        if obj is not None and obj.zone == "battlefield":
            for ability in game.triggered_abilities(obj, "targeted_by_spell"):
                game.queue_trigger(obj, ability, obj.controller, caster=pid)


def trigger_sacrificed_clue(game: GameRules, pid: str, clue: GameObject) -> None:
    """MKM ruling: "whenever you sacrifice a Clue" triggers on every sacrifice, for any reason."""
    for obj in game.battlefield_objects():
        if obj.controller == pid:
            for ability in game.triggered_abilities(obj, "sacrifice_clue"):
                game.queue_trigger(obj, ability, pid, clue=clue.id)


def trigger_leaves_battlefield(game: GameRules, old: GameObject, new: GameObject) -> None:
    """603.10a: leaves-the-battlefield abilities look back at the object as it last existed."""
    if new.zone != "graveyard":
        return
    if not old.face_down:  # "dies" for a creature (700.4); "put into a graveyard": graveyard_triggers.py
        for ability in game.triggered_abilities(old, "dies"):
            game.queue_trigger(old, ability, old.controller, moved_to=new.serial)  # 400.7e
    game.trigger_creature_dies(old)
    game.trigger_put_into_graveyard(old)


def trigger_creature_dies(game: GameRules, dead: GameObject) -> None:
    """603.6c, 603.10a: "whenever a creature dies" abilities of the permanents on the battlefield, of those that
    left it in the same event, and of the creature itself (looking back) unless the ability says "another"."""
    others = [o for o in game.left_together if o is not dead and not o.face_down]  # left with it (603.10a)
    if not game.watched("creature_dies", dead, *others):
        return
    chars = game.last_known[dead.serial][1] if dead.serial in game.last_known else game.chars(dead)
    if "Creature" not in chars.types:
        return
    watchers = [*game.battlefield_objects(), *others, *([] if dead.face_down else [dead])]
    for watcher in watchers:
        for ability in game.triggered_abilities(watcher, "creature_dies"):
            flt = ability.get("filter") or {}
            if ability.get("if_it_was_alone_in_combat") and not game.was_alone_in_combat(dead):
                continue  # 603.4, about the creature as it last existed (its last known information can't change)
            if game.event_object_matches(flt, watcher, dead, chars) and not (
                    ability.get("one_or_more") and game.died_before_in_event(flt, watcher, dead)):
                now = game.objects.get(dead.id)  # the card it became (400.7), which the effect may name as "that"
                serial = {"card_serial": now.serial} if now is not None and now.serial != dead.serial else {}
                game.queue_trigger(watcher, ability, watcher.controller, card=dead.id, **serial)


def died_before_in_event(game: GameRules, flt: JSON, watcher: GameObject, dead: GameObject) -> bool:
    """603.2c: "whenever one or more creatures ... die" triggers once for one event however many die in it: whether
    a creature `flt` names left the battlefield in the same event as `dead`, before it in the event's order (the
    ability triggered for that one). Each is judged as it last existed (603.10a)."""
    for other in game.left_together:
        if other is dead:
            return False
        if other.serial in game.last_known and game.event_object_matches(flt, watcher, other,
                                                                          game.last_known[other.serial][1]):
            return True
    return False


def trigger_self_left(game: GameRules, left: GameObject) -> None:
    """603.6c, 603.10a: the permanent's own "when this enters or leaves the battlefield" (one ability, two events:
    ``enters_or_leaves``) triggers as it leaves for any zone, looking back at it as it last existed (a face-down
    permanent had no such ability)."""
    if left.face_down or "enters_or_leaves" not in left.copiable_card.trigger_events:
        return
    for ability in game.triggered_abilities(left, "enters_or_leaves"):
        game.queue_trigger(left, ability, left.controller)


def trigger_permanent_left(game: GameRules, left: GameObject) -> None:
    """603.6c, 603.10a: the permanent's own "when this leaves the battlefield" (event ``leaves``), to any zone, as it
    last existed; "whenever another permanent you control leaves the battlefield" (event
    ``permanent_leaves``, `filter` as for entering), to any zone, of the permanents on the battlefield and of
    those leaving in the same event (looking back); ``if_it_had_counters`` (603.4) asks whether the permanent
    had counters as it left, which its last known information keeps true as the ability resolves."""
    chars = game.last_known[left.serial][1]
    if game.watched("leaves", left) and not left.face_down:  # "when this leaves the battlefield", looking back
        for ability in chars.abilities:
            if ability.get("kind") == "triggered" and ability.get("event") == "leaves":
                game.queue_trigger(left, ability, left.controller)
    if not game.watched("permanent_leaves", *game.left_together):
        return
    present = {o.id for o in game.battlefield_objects()}
    watchers = [*game.battlefield_objects(),
                *(o for o in game.left_together if o.id not in present and not o.face_down)]
    for watcher in watchers:
        for ability in game.triggered_abilities(watcher, "permanent_leaves"):
            if ability.get("if_it_had_counters") and not any(n > 0 for n in left.counters.values()):
                continue
            if game.event_object_matches(ability.get("filter") or {}, watcher, left, chars):
                game.queue_trigger(watcher, ability, watcher.controller, card=left.id)


def trigger_other_enters(game: GameRules, entered: GameObject) -> None:
    """603.6a: "whenever a creature enters" abilities of the permanents on the battlefield (those entering at
    the same time included); the permanent's own only when the ability doesn't say "another". The effect names
    the creature ``"that"`` while it is the same object (400.7). An ability with two events, "whenever a Detective
    you control enters or is turned face up" (``creature_enters_or_turned_face_up``, 603.2), triggers here too."""
    if not (game.watched("creature_enters") or game.watched("creature_enters_or_turned_face_up")):
        return
    chars = game.chars(entered)
    for watcher in game.battlefield_objects():
        for ability in game.triggered_abilities(watcher, "creature_enters", "creature_enters_or_turned_face_up"):
            if game.event_object_matches(ability.get("filter") or {}, watcher, entered, chars) and \
                    game.intervening_if_holds(ability, watcher, game.chars(watcher), chars):
                queue_entering_trigger(game, watcher, ability, watcher.controller, card=entered.id,
                                       card_serial=entered.serial)


def watched(game: GameRules, event: str, *also: GameObject) -> bool:
    """Whether any permanent (or one of `also`) has a card whose abilities could trigger on `event`."""
    memo, clock = game.memo, game.clock.value
    if memo.trigger_events_at == clock:
        watching = memo.trigger_events
    else:  # the permanents' cards change only with the battlefield, which moves the clock
        objects = game.objects
        watching = frozenset().union(*(objects[cid].copiable_card.trigger_events for cid in game.battlefield))
        if memo.on:
            memo.trigger_events, memo.trigger_events_at = watching, clock
    return event in watching or any(event in o.copiable_card.trigger_events for o in also)


def event_object_matches(game: GameRules, flt: JSON, watcher: GameObject, obj: GameObject,
                         chars: Characteristics) -> bool:
    """Whether the object of an event is one a trigger condition names: a creature (any `permanent`), `other` than the
    watcher, the one it's attached to (`equipped`), one with an Aura attached (`enchanted`), a `modified` one (700.9),
    not a token (`nontoken`), controlled by ``you`` (the watcher's controller) or an ``opponent``, with `types`, dealt
    damage by the watcher this turn (`dealt_damage_by_this_this_turn`); with ``or_this``, the watcher itself whatever
    it is ("this or another Dragon you control", 603.2)."""
    if flt.get("or_this") and obj.id == watcher.id:
        return True
    if ("Creature" not in chars.types and not flt.get("permanent")) or (flt.get("other") and obj.id == watcher.id):
        return False  # a creature, or with `permanent` any permanent
    if flt.get("nontoken") and obj.token:
        return False  # "nontoken creature" (111.1: a token is not represented by a card)
    if flt.get("enchanted") and not game.is_enchanted(obj):
        return False  # "enchanted creature": one with an Aura attached (303.4)
    if flt.get("equipped") and not (watcher.attached_to == obj.id or
                                    game.was_attached_to.get(watcher.id) == obj.serial):
        return False  # "equipped creature" (301.5), looking back if it has left (603.10a)
    if flt.get("modified") and not is_modified(game, obj):
        return False  # "modified creature" (700.9), as it last existed (603.10a)
    if flt.get("controller") == "you" and obj.controller != watcher.controller:
        return False
    if flt.get("controller") == "opponent" and obj.controller == watcher.controller:
        return False
    if flt.get("keywords") and not all(k in chars.keywords for k in flt["keywords"]):
        return False  # "a creature you control with deathtouch" (702: a keyword ability it has now)
    if flt.get("dealt_damage_by_this_this_turn") and (watcher.serial, obj.serial) not in game.this_turn.damaged_by:
        return False  # "a creature dealt damage by this this turn" (120.3): by the watcher, the same object (400.7)
    if flt.get("goaded") and not game.goaders(obj):
        return False  # "a goaded creature" (701.15b)
    return spell_matches(chars, flt)


def trigger_beginning_of_step(game: GameRules) -> None:
    """603.2b, 503.1a, 504.2, 513.1: "at the beginning of your <step>" abilities of the active player's
    permanents, and "at the beginning of each <step>" abilities of every permanent (event
    ``beginning_of_each_STEP``), trigger once the step's turn-based actions are done, before anyone gets
    priority."""
    yours, each = f"beginning_of_your_{game.step}", f"beginning_of_each_{game.step}"
    if game.step == "upkeep":
        game.trigger_suspend_upkeep()  # 702.62a: suspended cards in exile
    if not (game.watched(yours) or game.watched(each)):
        return
    for obj in game.battlefield_objects():
        events = (yours, each) if obj.controller == game.active else (each,)
        for ability in game.triggered_abilities(obj, *events):
            if game.intervening_if_holds(ability, obj, game.chars(obj)):
                game.queue_trigger(obj, ability, obj.controller)


def is_modified(game: GameRules, obj: GameObject) -> bool:
    """700.9: a permanent with one or more counters on it, equipped, or enchanted by an Aura its controller controls;
    for one that has left the battlefield, as it last existed there (its counters, and what was attached to it:
    603.10a, `was_attached_to`)."""
    if any(n > 0 for n in obj.counters.values()):
        return True
    for other in game.battlefield_objects():
        if other.attached_to == obj.id or game.was_attached_to.get(other.id) == obj.serial:
            subtypes = game.chars(other).subtypes
            if "Equipment" in subtypes or ("Aura" in subtypes and other.controller == obj.controller):
                return True
    return False


def is_enchanted(game: GameRules, obj: GameObject) -> bool:
    """303.4: a permanent with an Aura attached to it is enchanted."""
    return any(o.attached_to == obj.id and "Aura" in game.chars(o).subtypes for o in game.battlefield_objects())


def controls_enchanted_creature(game: GameRules, pid: str) -> bool:
    """Whether `pid` controls a creature with an Aura attached to it (303.4)."""
    hosts = [game.objects.get(o.attached_to) for o in game.battlefield_objects()
             if o.attached_to and "Aura" in game.chars(o).subtypes]
    return any(h is not None and h.controller == pid and "Creature" in game.chars(h).types for h in hosts)


def trigger_turned_face_up(game: GameRules, obj: GameObject) -> None:
    """708.8, 603.2: "when this is turned face up" abilities (and "when this enters or is turned face up": one
    ability with two trigger events, event ``enters_or_turned_face_up``), then others' abilities watching it."""
    for ability in game.triggered_abilities(obj, "turned_face_up", "enters_or_turned_face_up"):
        if game.intervening_if_holds(ability, obj, game.chars(obj)):
            game.queue_trigger(obj, ability, obj.controller)
    game.trigger_creature_turned_face_up(obj)


def trigger_creature_turned_face_up(game: GameRules, turned: GameObject) -> None:
    """708.8, 603.2: "whenever this or another creature [you control] is turned face up" abilities of the
    permanents on the battlefield (event ``creature_turned_face_up``, `filter` as for entering; and the second event
    of ``creature_enters_or_turned_face_up``); the effect refers to that creature as ``"that"``."""
    if not (game.watched("creature_turned_face_up") or game.watched("creature_enters_or_turned_face_up")):
        return
    chars = game.chars(turned)  # as it is now, face up (a face-down creature has no creature types, 708.2)
    for watcher in game.battlefield_objects():
        for ability in game.triggered_abilities(watcher, "creature_turned_face_up",
                                                "creature_enters_or_turned_face_up"):
            if game.event_object_matches(ability.get("filter") or {}, watcher, turned, chars):
                game.queue_trigger(watcher, ability, watcher.controller, card=turned.id,
                                   card_serial=turned.serial)


def trigger_combat_damage_to_player(game: GameRules, obj: GameObject, dealt: int, player: str) -> None:
    """510.2, 603.2: "whenever this creature deals combat damage to a player" (event
    ``combat_damage_to_player``), once the damage has been dealt (none if it was all prevented); the ability
    remembers how much was dealt (its "that many", ``{"count": "damage_dealt"}``) and to which player ("that
    player"); with ``to_opponent``, only damage to an opponent of the ability's controller triggers it. One ability
    with two events, "whenever this enters or deals combat damage to a player", is event
    ``enters_or_combat_damage_to_player``."""
    for ability in game.triggered_abilities(obj, "combat_damage_to_player", "enters_or_combat_damage_to_player"):
        if _to_whom_holds(game, ability, obj.controller, player):
            game.queue_trigger(obj, ability, obj.controller, damage_dealt=dealt, player=player)
    if game.this_turn.delayed_triggers:  # "until end of turn, whenever a creature you control deals ..." (603.7b)
        game.trigger_delayed("creature_combat_damage_to_player", obj, game.chars(obj), card=obj.id,
                             card_serial=obj.serial, damage_dealt=dealt, player=player)
    if game.watched("creature_combat_damage_to_player"):  # "whenever a [kind of] creature you control deals
        chars = game.chars(obj)                            # combat damage to a player" of other permanents
        for watcher in game.battlefield_objects():
            for ability in game.triggered_abilities(watcher, "creature_combat_damage_to_player"):
                if game.event_object_matches(ability.get("filter") or {}, watcher, obj, chars) and \
                        _to_whom_holds(game, ability, watcher.controller, player):
                    game.queue_trigger(watcher, ability, watcher.controller, card=obj.id, card_serial=obj.serial,
                                       damage_dealt=dealt, player=player)


def _to_whom_holds(game: GameRules, ability: JSON, controller: str, player: str) -> bool:
    """"Deals combat damage to an opponent" (``to_opponent``): the damaged player is an opponent of the ability's
    controller (102.2)."""
    return not ability.get("to_opponent") or player in game.opponents(controller)


def permanent_dealt_damage(game: GameRules, obj: GameObject, n: int) -> None:
    """120.4b: damage was dealt to the permanent; during combat damage (`damage_batch`, 510.2) it adds to what the
    permanent is dealt in that one event, otherwise its abilities that trigger on being dealt damage trigger now."""
    if game.damage_batch is not None:
        game.damage_batch[obj.id] = game.damage_batch.get(obj.id, 0) + n
    else:
        game.trigger_dealt_damage(obj, n)


def trigger_dealt_damage(game: GameRules, obj: GameObject, n: int) -> None:
    """603.2, 120.4b: "whenever this is dealt [N or more] damage" (event ``dealt_damage``, ``min_damage``): once for
    one damage event, with the damage it dealt in all (from one source or several at once). The permanent may
    have left the battlefield since (its ability still triggered: it looks at the game as the damage was
    dealt)."""
    if not game.watched("dealt_damage", obj):
        return
    for ability in game.triggered_abilities(obj, "dealt_damage"):
        if n >= ability.get("min_damage", 1):
            game.queue_trigger(obj, ability, obj.controller)


def trigger_attacks(game: GameRules, obj: GameObject) -> None:
    """508.3a: "whenever this attacks" (and the abilities with two events, "enters or attacks", "attacks or blocks",
    603.2) as the creature is declared an attacker; ``alone`` only when it is the only creature declared (506.5)."""
    for ability in game.triggered_abilities(obj, "attacks", "enters_or_attacks", "attacks_or_blocks"):
        if ability.get("alone") and len(game.attackers) != 1:
            continue
        if game.intervening_if_holds(ability, obj, game.chars(obj)):
            game.queue_trigger(obj, ability, obj.controller)


def intervening_if_holds(game: GameRules, ability: JSON, source: GameObject | None,
                         chars: Characteristics | None, about: Characteristics | None = None) -> bool:
    """603.4: the intervening "if" condition of a triggered ability, about its source.

    Checked when the trigger event happens (no condition, no trigger) and again as the ability resolves
    (false then, it does nothing); a source that has left the battlefield is judged by its last known
    information (608.2h). Conditions: ``if_cast`` (the source was cast), ``if_toughness_at_most``,
    ``if_you_control_enchanted_creature`` (about the source's controller), ``if_defending_hand_at_most``
    (its defending player's hand size), ``if_creature_died_this_turn`` (any creature, 700.4),
    ``if_you_cast_this_turn`` (the source's controller cast a spell of each kind listed, ``creature`` or
    ``noncreature``, this turn), ``if_you_attacked_this_turn`` (the source's controller declared attackers this
    turn, 508.1a), ``if_suspended`` (the source is a suspended card, 702.62b), ``if_exiled`` (the source is still in
    exile), ``if_you_gained_life_this_turn`` N (the source's controller gained N or more life this turn in all,
    119.3), ``if_bigger_than_this`` (the object the event was about, `about`, has greater power or greater
    toughness than the source), ``if_your_permanent_left_this_turn`` (a permanent the source's controller
    controlled left the battlefield this turn), ``if_you_put_counter_on_creature_this_turn`` (the source's
    controller put a counter on a creature this turn, 122.6), ``if_you_sacrificed_clues_this_turn`` N (the source's
    controller sacrificed N or more Clues this turn), ``if_you_control_none`` (a filter of permanents, as a count's:
    the source's controller controls none of them, "if you control no Clues").
    """
    if not turn_record_condition_holds(game, ability, source):
        return False
    none_of = ability.get("if_you_control_none")  # "if you control no Clues": none of these permanents
    if none_of is not None and (source is None or any(
            game.counted_permanent(o, source.controller, {**none_of, "controller": "you"})
            for o in game.battlefield_objects())):
        return False
    if ability.get("if_bigger_than_this") and not (
            chars is not None and about is not None and ((about.power or 0) > (chars.power or 0)
                                                         or (about.toughness or 0) > (chars.toughness or 0))):
        return False
    if ability.get("if_creature_died_this_turn") and not game.this_turn.creatures_died:
        return False
    if ability.get("if_you_attacked_this_turn") and not (
            source is not None and source.controller in game.this_turn.attacked):
        return False
    if ability.get("if_you_descended_this_turn") and not (  # 700.11
            source is not None and source.controller in game.this_turn.descended):
        return False
    gained = ability.get("if_you_gained_life_this_turn")
    if gained is not None and not (source is not None and game.this_turn.life_gained.get(source.controller, 0)
                                   >= gained):
        return False
    kinds = ability.get("if_you_cast_this_turn")
    if kinds and not (source is not None and set(kinds) <= game.this_turn.spell_kinds(source.controller)):
        return False
    if ability.get("if_suspended") and not (source is not None and game.is_suspended(source)):
        return False  # 702.62a, 702.62b
    if ability.get("if_exiled") and not (source is not None and source.zone == "exile"):
        return False
    if ability.get("if_cast") and not (source is not None and source.was_cast):
        return False
    if ability.get("if_bargained") and not (source is not None and source.bargained):
        return False  # 702.166b
    if ability.get("if_evoked") and not (source is not None and source.alt_cost == "evoke"):
        return False  # 702.74a
    if ability.get("if_you_control_enchanted_creature") and not (
            source is not None and game.controls_enchanted_creature(source.controller)):
        return False
    hand_limit = ability.get("if_defending_hand_at_most")
    if hand_limit is not None:  # the player the source is attacking (506.2)
        attacked = game.attackers.get(source.id) if source is not None else None
        defender = game.defending_player(attacked) if attacked is not None else None
        if defender is None or len(game.zones[(defender, "hand")]) > hand_limit:
            return False
    if not game.solve_condition_holds(ability, source):  # 719.3a
        return False
    limit = ability.get("if_toughness_at_most")
    return limit is None or (chars is not None and (chars.toughness or 0) <= limit)


def turn_record_condition_holds(game: GameRules, ability: JSON, source: GameObject | None) -> bool:
    """603.4: the intervening "if" conditions about what the source's controller did or had happen this turn,
    read from the turn's record (state.TurnRecord)."""
    pid = source.controller if source is not None else None
    if ability.get("if_your_permanent_left_this_turn") and pid not in game.this_turn.left_battlefield_under:
        return False
    clues = ability.get("if_you_sacrificed_clues_this_turn")  # N or more
    if clues is not None and game.this_turn.clues_sacrificed.get(pid or "", 0) < clues:
        return False
    return not (ability.get("if_you_put_counter_on_creature_this_turn")
                and pid not in game.this_turn.put_counter_on_creature)


def event_object_as_it_is(game: GameRules, extra: JSON | None) -> Characteristics | None:
    """The characteristics of the object a trigger event was about (its ``card``): now, or as it last existed on
    the battlefield if it has left (608.2h); None for an event about no object."""
    cid = (extra or {}).get("card")
    serial = game.permanent_serial(cid) if cid else None
    if cid is None or serial is None:
        return None
    obj = game.objects.get(cid)
    if obj is not None and obj.serial == serial:
        return game.chars(obj)
    return game.last_known[serial][1]


def trigger_source_as_it_is(game: GameRules, source_id: str, serial: int) -> tuple[GameObject | None,
                                                                              Characteristics | None]:
    """The source of an ability now, or as it last existed on the battlefield if it has left (608.2h)."""
    obj = game.objects.get(source_id)
    if obj is not None and obj.serial == serial:
        return obj, game.chars(obj)
    return game.last_known.get(serial, (None, None))


def put_triggers_on_stack(game: GameRules) -> None:
    """603.3b: in APNAP order, each player puts the triggered abilities they control on the stack in the order
    they choose, choosing each one's targets (603.3d). The targets are asked first, the order last (the same
    states are reachable: no trigger of the pool targets another trigger)."""
    order = game.apnap()
    queued = sorted(game.pending_triggers, key=lambda t: order.index(t.controller) if t.controller in order else 99)
    game.pending_triggers = []
    game._stack_in_apnap_order(queued)


def _stack_in_apnap_order(game: GameRules, queued: list[TriggerInstance]) -> None:
    if not queued:
        return
    controller = queued[0].controller
    mine = [t for t in queued if t.controller == controller]
    rest = [t for t in queued if t.controller != controller]
    game._choose_trigger_targets(mine, [], Then("push_in_chosen_order", (controller, rest)))


def _choose_trigger_targets(game: GameRules, waiting: list[TriggerInstance], ready: Ready, then: Then) -> None:
    """603.3d: each trigger's targets, in the order they triggered; one with no legal target is removed.

    `then` goes on with the triggers and their targets.
    """
    while waiting:
        trig = waiting.pop(0)
        if trig.ability.get("choose_one"):  # 603.3c: a modal ability's mode first
            game.ask_trigger_mode(trig, waiting, ready, then)
            return  # resumed by the answer
        specs = list(trig.ability.get("targets") or [])
        if specs and specs[-1].get("count") == "up_to_x":  # 601.2c: "up to X target ...", X as the trigger
            specs = concrete_target_specs(specs, trig.x)  # knows it (107.3d, 107.3e)
        if not specs:
            ready.append((trig, []))
            continue
        source = game.objects.get(trig.source)
        source_chars = game.chars(source) if source is not None else None
        choices = game.legal_target_choices(trig.controller, specs, source, source_chars)
        if not choices:
            game.emit({"type": "trigger_removed", "source": trig.source, "reason": "no legal targets (603.3d)"})
            continue
        chosen = Then("trigger_targets_chosen", (trig, waiting, ready, then))
        game.ask(trig.controller, "targets", choices, chosen, source=trig.source)
        return  # resumed by the answer
    game.proceed(then, ready)


def trigger_targets_chosen(game: GameRules, trig: TriggerInstance, waiting: list[TriggerInstance], ready: Ready,
                           then: Then, targets: list[str]) -> None:
    """603.3d: the trigger's targets are chosen; on to the next trigger's."""
    ready.append((trig, list(targets)))
    game._choose_trigger_targets(waiting, ready, then)


def push_in_chosen_order(game: GameRules, controller: str, rest: list[TriggerInstance], ready: Ready) -> None:
    """603.3b: the controller's order (asked only when it can matter), then the next player's triggers."""
    ordered = Then("push_triggers_in_order", (ready, rest))
    orders = trigger_orders([trig for trig, _targets in ready])
    if len(orders) == 1 or all_alike(ready):
        game.proceed(ordered, orders[0])  # one trigger, or none that can be told apart: no order to choose
    else:
        game.ask_trigger_order(controller, orders, ordered)


def push_triggers_in_order(game: GameRules, ready: Ready, rest: list[TriggerInstance], chosen: list[str]) -> None:
    """603.3b: the triggers go on the stack in the chosen order; then the next player's triggers."""
    for trig, targets in in_trigger_order(ready, chosen):
        item = StackAbility(game.new_ability_id(), trig.source, trig.source_serial, trig.source_name,
                            trig.controller, trig.ability, targets, trig.x, game.next_timestamp(), trig.extra)
        game._push_trigger(item)
        if targets:
            game.trigger_ward(item.controller, item.id, item.targets)
    game._stack_in_apnap_order(rest)


def ask_trigger_order(game: GameRules, controller: str, orders: list[list[str]], ordered: Then) -> None:
    """603.3b: the controller chooses the order (an ``order_triggers`` choice among `orders`), answered to
    `ordered`."""
    game.ask(controller, "order_triggers", orders, ordered)


def _push_trigger(game: GameRules, item: StackAbility) -> None:
    game.push_ability(item)
    game.emit({"type": "trigger", "id": item.id, "source": item.source, "text": item.ability.get("event", "")})


def trigger_label(trig: TriggerInstance) -> str:
    """How the protocol names a waiting trigger in an ``order_triggers`` choice: its source's card id, and for a
    trigger about another object (the creature that entered or died, 603.2) ``source>object``."""
    about = trig.extra.get("card")
    return f"{trig.source}>{about}" if isinstance(about, str) and about != trig.source else trig.source


def all_alike(ready: Ready) -> bool:
    """Whether the triggers are one ability of sources of one name, about one object, with the same targets, and
    do nothing to their own source (two Sorcerer Roles on one attacker, two Blood Artists draining one
    player): no order of them can change the game, only which source's trigger is which."""
    def look(entry: tuple[TriggerInstance, list[str]]) -> tuple[Any, ...]:
        trig, targets = entry
        own = "'self'" in repr(trig.ability.get("effects"))  # the effect is about its source: a source of its own
        return (trig.source_name, repr(trig.ability), trig.extra.get("card"), tuple(targets),
                trig.source if own else None)

    return len({look(entry) for entry in ready}) == 1


def trigger_orders(triggers: list[TriggerInstance]) -> list[list[str]]:
    """603.3b: every order (first put on the stack first, so last to resolve) in which their controller may put
    these triggers on the stack, as lists of labels; the order they triggered in comes first. Triggers with
    the same label can't be told apart, so orders differing only among them are one order."""
    labels = [trigger_label(t) for t in triggers]
    return [list(p) for p in dict.fromkeys(itertools.permutations(labels))]


def in_trigger_order(ready: Ready, order: list[str]) -> Ready:
    """The triggers (with their targets) arranged as `order` (labels) says; among triggers with one label, in the
    order they triggered."""
    left = list(ready)
    out = []
    for label in order:
        found = next(entry for entry in left if trigger_label(entry[0]) == label)
        left.remove(found)
        out.append(found)
    return out
