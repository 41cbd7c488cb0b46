"""The rule functions behind the effect vocabulary (reference_engine/verbs), and the keyword actions (701).

Effects run in order; one that needs a player's choice pauses the sequence and
resumes it when the choice is made (608.2c: instructions are followed in order).
What resumes it is data: a `Then` naming a continuation method (state.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON

from .cards import ROLE_KINDS, CardDef, lookup, names_for_choice
from .cards.model import parse_card
from .conditions import prevents_all_damage_to, spell_matches
from .layers import card_values, copiable_values
from .objects import KEYWORD_COUNTERS, Characteristics, GameObject, natural_key
from .stack import spell_target_specs
from .state import ALL_COMBAT_DAMAGE, ContinuousEffect, Pending, Permission, PreventionShield, Then
from .verbs import Done
from .verbs.vocabulary import perform

if TYPE_CHECKING:
    from .interface import GameRules


FACE_DOWN_COPY = parse_card({"name": "Face-down copy", "layout": "token", "faces": [
    {"name": "", "mana_cost": None, "types": ["Creature"], "colors": [], "power": 2, "toughness": 2}]})


def run_effects(game: GameRules, ctx: JSON, effects: list[JSON], done: Done, start: int = 0) -> None:
    """608.2c: follow the effects in order from `start`, then `done`."""
    for i in range(start, len(effects)):
        resume = Then("run_effects", (ctx, effects, done, i + 1))
        if game.do_effect(ctx, effects[i], resume):
            return  # waiting for a choice; `resume` continues
    game.proceed(done)


def amount(game: GameRules, ctx: JSON, n: Any) -> int:
    """An effect's amount: a number, the spell's or ability's X, or a count made as the effect is applied."""
    if n == "X":
        return int(ctx["x"])
    if isinstance(n, dict):
        return game.count_as_it_resolves(ctx, n)
    return int(n)


def count_as_it_resolves(game: GameRules, ctx: JSON, spec: JSON) -> int:
    """608.2h: an amount that needs information from the game is counted once, as the effect is applied.

    ``{"count": "permanents", "filter": {...}}``: the permanents with the filter's ``types`` and ``subtypes``
    controlled by the effect's controller (``controller: "you"``), by its target players (``"target_players"``:
    "those players control") or anyone's (no ``controller``);
    ``{"count": "opponents"}``: the controller's opponents still in the game (800.4a), with
    ``more_cards_in_hand``: only those holding more cards than them, ``dealt_combat_damage_this_turn``: only those
    dealt combat damage this turn (510.2), ``lost_life_this_turn``: only those who lost life this turn (119.3),
    ``control_artifact``: only those who control an artifact; ``plus``: N more ("one plus the number of ...");
    ``{"count": "damage_dealt"}``: the damage the event that triggered the ability dealt ("that many");
    ``{"count": "counters_put"}``: the counters the event that triggered the ability put ("that many", 122.6);
    ``{"count": "its_toughness"}``: the source's toughness, as it last existed if it has left the battlefield;
    ``{"count": "spell_mana_value"}``: the mana value of the spell whose casting triggered it, as it was cast;
    ``{"count": "exiled_mana_value"}``: the mana value of the card an earlier ``exile_then_if_exiled`` of the same
    effects exiled (608.2h), else of the card exiled from a graveyard to pay the ability's cost (118.3), as it was
    when exiled;
    ``{"count": "that_toughness"}``: the toughness of the creature its trigger event was about, now or as it last
    existed on the battlefield (0 if negative);
    ``{"count": "life_gained_this_turn"}``: the life the controller gained this turn (119.3);
    ``{"count": "creatures_died_under_you_this_turn"}``: the creatures that died under their control this turn
    (700.4); ``{"count": "noncreature_spells_since_your_last_turn"}``: the noncreature spells they cast (601.2i)
    since the beginning of their most recent turn; ``{"count": "discover_shortfall", "n": N}``: how much less
    than N the mana value of the card an earlier discover of the effect discovered is (701.57a; none if it
    discovered none); ``{"count": "milled", "types": [...]}``: the cards with those card types an earlier
    ``mill_yourself`` of the same effects milled; ``{"count": "revealed", "not_types": [...]}``: the cards without
    those card types an earlier ``each_reveals_top`` of the same effects revealed; ``{"count": "half_library",
    "target": I}``: half the cards in the library of the player target I names, rounded down (107.1a);
    ``{"count": "source_power", "times": N}``: N times the power of the ability's source, as it is or as it last
    existed on the battlefield;
    ``{"count": "excess_damage"}``: the excess damage (120.10) a ``damage_equal_to_power`` effect dealt, in its
    ``if_excess`` effects; ``{"count": "permanents_sacrificed_this_turn"}``: the permanents the controller
    sacrificed this turn (701.21a); ``{"count": "opponents_who_did", "plus"?: N}``: the opponents who did what an
    earlier ``each_opponent_may`` of the same effects offered, plus N.
    """
    pid = ctx["controller"]
    if spec["count"] == "permanents":
        flt = spec.get("filter") or {}
        if flt.get("controller") == "target_players":  # "those players": its target players still legal (608.2b)
            players = {t for t in ctx["targets"] if t is not None and any(p.id == t for p in game.players)}
            rest = {k: v for k, v in flt.items() if k != "controller"}
            return sum(1 for o in game.battlefield_objects()
                       if o.controller in players and game.counted_permanent(o, pid, rest))
        return sum(1 for o in game.battlefield_objects() if game.counted_permanent(o, pid, flt))
    if spec["count"] == "damage_dealt":  # "that many": the damage its trigger event dealt
        return int((ctx.get("extra") or {}).get("damage_dealt", 0))
    if spec["count"] == "spell_mana_value":  # "that spell's mana value": the spell its cast trigger saw (601.2i)
        return int((ctx.get("extra") or {}).get("mana_value", 0))
    if spec["count"] == "exiled_mana_value":  # "that card's mana value": what an earlier effect exiled, else the
        cost = (ctx.get("extra") or {}).get("exiled_mana_value", 0)  # card the cost exiled (118.3)
        return int(ctx.get("exiled_mana_value", cost))
    if spec["count"] == "that_toughness":  # "that creature's toughness": now, or as it last existed (608.2h)
        about = game.event_object_as_it_is(ctx.get("extra"))
        return max(about.toughness or 0, 0) if about is not None else 0
    if spec["count"] == "opponents":  # one who lost life, then the game, still counts (Teysa's ruling)
        mine = len(game.zones[(pid, "hand")])
        them = [p.id for p in game.players if p.id != pid] if spec.get("lost_life_this_turn") else game.opponents(pid)
        return sum(1 for opp in them
                   if (not spec.get("more_cards_in_hand") or len(game.zones[(opp, "hand")]) > mine)
                   and (not spec.get("dealt_combat_damage_this_turn") or opp in game.this_turn.combat_damaged)
                   and (not spec.get("lost_life_this_turn") or opp in game.this_turn.lost_life)
                   and (not spec.get("control_artifact") or any(
                       o.controller == opp and "Artifact" in game.chars(o).types
                       for o in game.battlefield_objects()))) + int(spec.get("plus", 0))
    if spec["count"] == "life_gained_this_turn":
        return game.this_turn.life_gained.get(pid, 0)
    if spec["count"] == "creatures_died_under_you_this_turn":
        return game.this_turn.died_under.get(pid, 0)
    if spec["count"] == "noncreature_spells_since_your_last_turn":
        return game.noncreature_since_turn.get(pid, 0)
    if spec["count"] == "counters_put":  # "that many": the counters its trigger event put (122.6)
        return int((ctx.get("extra") or {}).get("counters_put", 0))
    if spec["count"] == "its_toughness":  # the source's toughness now, or as it last existed on the battlefield
        _, chars = game.trigger_source_as_it_is(ctx.get("source") or "", ctx.get("source_serial", 0))
        return max(0, (chars.toughness or 0) if chars is not None else 0)
    if spec["count"] == "revealed":  # "for each nonland card revealed this way" (701.20a)
        return sum(1 for types in ctx.get("revealed_types", ())
                   if not any(t in types for t in spec.get("not_types") or ()))
    if spec["count"] == "half_your_library_rounded_up":  # 107.1a: "half ..., rounded up"
        return (len(game.library(ctx["controller"])) + 1) // 2
    if spec["count"] == "discarded":  # "twice for each card discarded this way" (an earlier discard_any_number)
        return int(ctx.get("discarded", 0)) * int(spec.get("times", 1)) + int(spec.get("plus", 0))
    if spec["count"] == "source_counters":  # "if there are three or more bore counters on it" (608.2c)
        source = game.effect_object(ctx, "self")
        return source.counters.get(spec["counter"], 0) if source is not None else 0
    if spec["count"] == "milled":  # "for each creature card milled this way" (701.17a)
        return sum(1 for types in ctx.get("milled_types", ()) if all(t in types for t in spec.get("types") or ()))
    if spec["count"] == "half_library":  # "half their library, rounded down" (107.1a)
        tid = game.effect_target_id(ctx, spec["target"])
        return len(game.zones[(tid, "library")]) // 2 if tid in {p.id for p in game.players} else 0
    if spec["count"] == "source_power":  # its power now, or as it last existed on the battlefield
        obj, serial = game.objects.get(ctx["source"]), ctx.get("source_serial")
        chars = game.chars(obj) if obj is not None and obj.zone == "battlefield" and obj.serial == serial else \
            game.last_known[serial][1] if serial in game.last_known else None
        return max(0, chars.power or 0) * int(spec.get("times", 1)) if chars is not None else 0
    if spec["count"] == "greatest_power_among_attackers":  # "the greatest power among them": the attackers its
        powers = [0]                                         # trigger remembers, as they are now or last existed
        for cid, serial in (ctx.get("extra") or {}).get("attackers", ()):
            obj = game.objects.get(cid)
            chars = game.chars(obj) if obj is not None and obj.zone == "battlefield" and obj.serial == serial else \
                game.last_known[serial][1] if serial in game.last_known else None
            powers += [chars.power or 0] if chars is not None else []
        return max(powers)
    if spec["count"] == "x":  # "twice X" (107.3): the spell's or ability's X, N times over
        return int(ctx.get("x") or 0) * int(spec.get("times", 1))
    if spec["count"] == "excess_damage":  # 120.10: the excess damage the effect before it dealt
        return int(ctx.get("excess_damage", 0))
    if spec["count"] == "discover_shortfall":  # none when no card was discovered
        found = ctx.get("discovered_mana_value")
        return max(0, int(spec["n"]) - found) if found is not None else 0
    if spec["count"] == "permanents_sacrificed_this_turn":  # 701.21a: by the effect's controller, any kind
        return len(game.this_turn.sacrificed.get(pid, ()))
    if spec["count"] == "opponents_who_did":  # 608.2h: after each_opponent_may, those who did, plus `plus`
        return int(ctx.get("opponents_who_did", 0)) + int(spec.get("plus", 0))
    raise ValueError(f"no count {spec['count']!r}")


def counted_permanent(game: GameRules, obj: GameObject, pid: str, flt: JSON, copiable: bool = False) -> bool:
    """Whether a permanent is one a count's filter names: its controller (``you``: `pid`), types and subtypes (all
    of ``subtypes``, one of ``subtypes_any``: "Detectives you control"; a changeling has every creature type, 702.73a),
    ``nontoken`` or ``token``, ``not_types`` (none of these card types), ``not_subtypes`` (none of these subtypes),
    ``attacking`` (508.1k), ``goaded`` (701.15b). `copiable`: read
    its copiable values (layer 1), as a static ability's count does from inside the layers (conditions.static_count)."""
    if flt.get("controller") == "you" and obj.controller != pid:
        return False
    if (flt.get("nontoken") and obj.token) or (flt.get("token") and not obj.token) or \
            (flt.get("attacking") and not game.is_attacking(obj.id)) or (flt.get("goaded") and not game.goaders(obj)):
        return False
    chars = copiable_values(obj) if copiable else game.chars(obj)
    return all(t in chars.types for t in flt.get("types") or ()) and \
        all(chars.has_subtype(t) for t in flt.get("subtypes") or ()) and \
        (not flt.get("subtypes_any") or any(chars.has_subtype(t) for t in flt["subtypes_any"])) and \
        not any(t in chars.types for t in flt.get("not_types") or ()) and \
        not any(chars.has_subtype(t) for t in flt.get("not_subtypes") or ())  # "non-Demon" (a changeling is one)


def effect_object(game: GameRules, ctx: JSON, ref: Any) -> GameObject | None:
    """The object an effect refers to: ``"self"`` (its source, if still the same object) or a target."""
    if ref == "self":
        obj = game.objects.get(ctx["source"])
        return obj if obj is not None and obj.serial == ctx["source_serial"] else None
    if ref in ("enchanted", "equipped"):  # what the source Aura or Equipment is attached to (301.5, 303.4)
        src = game.objects.get(ctx["source"])
        return game.objects.get(src.attached_to) if src is not None and src.attached_to else None
    if ref == "that":  # the object the trigger event was about, if it's still that object
        extra = ctx.get("extra") or {}
        obj = game.objects.get(extra.get("card", ""))
        return obj if obj is not None and obj.serial == extra.get("card_serial", obj.serial) else None
    tid = ctx["targets"][ref] if ref < len(ctx["targets"]) else None
    return game.objects.get(tid) if tid else None


def effect_target_id(game: GameRules, ctx: JSON, ref: int) -> str | None:
    return ctx["targets"][ref] if ref < len(ctx["targets"]) else None


def permanent_serial(game: GameRules, cid: str) -> int | None:
    """The serial of card `cid` as a permanent now, or as it last existed on the battlefield (608.2h); None if it
    never was one."""
    obj = game.objects.get(cid)
    if obj is not None and obj.zone == "battlefield":
        return obj.serial
    return max((serial for serial, (old, _) in game.last_known.items() if old.id == cid), default=None)


def do_effect(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Perform one effect through the verb registry; True when it waits for a choice and will call `resume`."""
    return perform(game, ctx, eff, resume)


# ----- simple effects ------------------------------------------------------------------------------


def change_life(game: GameRules, pid: str, amount: int) -> None:
    game.player(pid).life += amount
    if amount > 0:  # 119.3: a gain, counted for the turn
        game.this_turn.life_gained[pid] = game.this_turn.life_gained.get(pid, 0) + amount
    elif amount < 0:  # 119.3: a loss
        game.this_turn.lost_life = game.this_turn.lost_life | {pid}
    game.emit({"type": "life", "player": pid, "amount": amount})


def deal_damage(game: GameRules, ctx: JSON, tid: str | None, n: int) -> int:
    """Deal N damage to a player or permanent; how much was dealt after prevention (120.3, 615)."""
    if tid is None or n <= 0:
        return 0
    if (ctx.get("combat") and any(s.target == ALL_COMBAT_DAMAGE for s in game.prevention_shields)
            and game.damage_can_be_prevented()):
        # 615.1a: "prevent all combat damage this turn"
        game.emit({"type": "damage_prevented", "card": tid, "amount": n})
        return 0
    if any(p.id == tid for p in game.players):
        n = game.apply_prevention(tid, None, n)
        if n > 0:
            game.change_life(tid, -n)
            game.lifelink(ctx, n)
            if ctx.get("combat"):  # 510.2: counted for the turn
                game.this_turn.combat_damaged = game.this_turn.combat_damaged | {tid}
            else:  # 120.2: any damage but combat damage is noncombat damage
                game.trigger_noncombat_damage_to_opponent(str(ctx.get("source_controller") or ctx["controller"]), tid,
                                                          n)
        return max(n, 0)
    obj = game.objects.get(tid)
    if obj is None or obj.zone != "battlefield":
        return 0
    if (ctx.get("source_chars") is not None and game.protected_from(obj, ctx["source_chars"])
            and game.damage_can_be_prevented()):
        return 0  # 702.16e: damage from such a source is prevented (615.12: unless it can't be)
    if prevents_all_damage_to(game, obj) and game.damage_can_be_prevented():
        game.emit({"type": "damage_prevented", "card": tid, "amount": n})  # 615.1a: a static ability of the permanent
        return 0
    n = game.apply_prevention(obj.id, obj.serial, n)
    if n <= 0:
        return 0
    types = game.chars(obj).types
    if "Planeswalker" not in types or "Creature" in types:  # 120.3c, 120.3e: a planeswalker creature gets both
        obj.damage += n
    game.this_turn.damaged = game.this_turn.damaged | {obj.serial}
    if ctx.get("source_serial") is not None:  # who dealt it, for "a creature dealt damage by this this turn"
        game.this_turn.damaged_by = game.this_turn.damaged_by | {(int(ctx["source_serial"]), obj.serial)}
    if ctx.get("source_chars") is not None and "deathtouch" in ctx["source_chars"].keywords:
        obj.deathtouched = True  # 702.2b
    game.emit({"type": "damage", "card": tid, "amount": n})
    if "Planeswalker" in types:
        game.remove_loyalty_for_damage(obj, n)  # 120.3c
    game.lifelink(ctx, n)
    game.permanent_dealt_damage(obj, n)
    source = game.objects.get(str(ctx.get("source") or ""))
    if (not ctx.get("combat") and source is not None and source.serial == ctx.get("source_serial")
            and source.zone == "battlefield" and "Creature" in game.chars(obj).types):
        game.trigger_damage_to_creatures(source)  # 603.2: a permanent's noncombat damage to a creature (fight)
    return n


def lifelink(game: GameRules, ctx: JSON, n: int) -> None:
    """702.15b, 120.3f: damage dealt by a source with lifelink makes its controller gain that much life."""
    source = ctx.get("source_chars")
    if source is None or not ctx.get("controller"):
        return
    if "lifelink" in source.keywords or game.spell_has_lifelink(ctx["controller"], source):
        game.change_life(ctx["controller"], n)


def spell_has_lifelink(game: GameRules, pid: str, spell: Characteristics) -> bool:
    """613.1f: a static ability of a permanent (``spells_gain``) gives its controller's instant and sorcery
    spells lifelink."""
    if not {"Instant", "Sorcery"} & set(spell.types):
        return False
    return any(src.controller == pid and "lifelink" in (ab.get("spells_gain") or ())
               for src, ab in game.static_abilities())


def add_prevention_shield(game: GameRules, tid: str, amount: int | None) -> None:
    """615.7: a shield that prevents the next `amount` damage (all damage if None) to a player or permanent."""
    obj = game.objects.get(tid)
    serial = obj.serial if obj is not None and not any(p.id == tid for p in game.players) else None
    game.prevention_shields = [*game.prevention_shields, PreventionShield(tid, serial, amount)]
    game.touch()


def damage_can_be_prevented(game: GameRules) -> bool:
    """615.12: after "damage can't be prevented this turn", every prevention effect still applies to damage but
    prevents none of it (a shield isn't used up, 615.12; "prevent all combat damage", protection's 702.16e and
    the shields of 615.7 alike)."""
    return not game.damage_unpreventable


def apply_prevention(game: GameRules, tid: str, serial: int | None, n: int) -> int:
    """615.6, 615.7: the damage left after the shields on the recipient prevent what they can, oldest first;
    a used-up shield ends; 615.12: none when damage can't be prevented this turn."""
    if not game.prevention_shields or not game.damage_can_be_prevented():
        return n
    kept: list[PreventionShield] = []
    for shield in game.prevention_shields:
        if n <= 0 or shield.target != tid or shield.serial != serial:
            kept.append(shield)
            continue
        prevented = n if shield.amount is None else min(n, shield.amount)
        n -= prevented
        game.emit({"type": "damage_prevented", "card": tid, "amount": prevented})
        if shield.amount is None or shield.amount > prevented:
            kept.append(shield if shield.amount is None else
                        PreventionShield(shield.target, shield.serial, shield.amount - prevented))
    game.prevention_shields = kept
    game.touch()
    return n


def add_until_end_of_turn(game: GameRules, obj: GameObject, verb: str, eff: JSON,
                          until_turn_of: str | None = None) -> None:
    """611.2: a pump, a grant or a loss of abilities until end of turn, or until the next turn of `until_turn_of`
    ("until your next turn")."""
    if verb == "pump":
        layer, data = "7c", {"power": eff.get("power", 0), "toughness": eff.get("toughness", 0)}
    elif verb == "grant":
        layer, data = "6", {"keywords": eff["keywords"]}
    else:
        layer, data = "6", {"lose_all": True}
    game.continuous_effects.append(ContinuousEffect(layer, game.next_timestamp(), obj.id, obj.serial, data,
                                                    until_turn_of=until_turn_of))
    game.invalidate()


def replacement_multiplier(game: GameRules, pid: str, what: str) -> int:
    """614.1: Doubling Season-style effects double tokens or counters for their controller."""
    n = 1
    for src, ab in game.static_abilities():
        if ab.get("replacement") == what and src.controller == pid:
            n *= 2
    return n


def put_counters(game: GameRules, obj: GameObject, kind: str, n: int, by: str) -> None:
    """122.6: player `by` puts N counters of a kind on the permanent (614.1: doubled by a Doubling Season-style
    effect of its controller's); the turn's record keeps who put counters on a creature."""
    n *= game.replacement_multiplier(obj.controller, "double_counters")
    if n > 0:
        obj.add_counters(kind, n)
        if "Creature" in game.chars(obj).types:
            game.this_turn.put_counter_on_creature = game.this_turn.put_counter_on_creature | {by}
        if kind in KEYWORD_COUNTERS:  # 613.7c: every counter of that kind gets the new counter's timestamp
            obj.keyword_counter_timestamps = {**obj.keyword_counter_timestamps, kind: game.next_timestamp()}
        game.emit({"type": "counters", "card": obj.id, "counter": kind, "amount": n})
        game.invalidate()
        game.trigger_counters_put(obj, kind, n)  # 122.6


def attach(game: GameRules, aura: GameObject | None, host: GameObject | None) -> None:
    """701.3: attaching gives the attached object a new timestamp (613.7e)."""
    if aura is None or host is None or aura.zone != "battlefield" or host.zone != "battlefield":
        return
    aura.attached_to = host.id
    aura.timestamp = game.next_timestamp()
    game.emit({"type": "attach", "card": aura.id, "to": host.id})
    game.invalidate()


# ----- zone changes of permanents (400.7) ----------------------------------------------------------


def exile_object(game: GameRules, obj: GameObject) -> GameObject:
    """701.13a: move it to exile; leaving the battlefield, its leaves-the-battlefield abilities look back."""
    new = game.move(obj, "exile", "effect")
    if obj.zone == "battlefield":
        game.trigger_leaves_battlefield(obj, new)
    return new


def exile_and_return(game: GameRules, obj: GameObject) -> None:
    """Exile a permanent and return the card at once under its owner's control (610.3c), as a new object
    (400.7): face up, untapped, without counters, damage or Auras. A token that left the battlefield
    ceases to exist and doesn't return (111.7, 111.8)."""
    game.exile_and_return_transformed(obj, transformed=False)


def exile_and_return_transformed(game: GameRules, obj: GameObject, transformed: bool = True) -> None:
    """Exile a permanent, then return that card at once under its owner's control, a new object (400.7), with its
    back face up (712.14a: "return it transformed"; a card without one stays in exile)."""
    exiled = game.exile_object(obj)
    if not exiled.token:  # the token stays in exile until state-based actions (704.5d)
        game.put_onto_battlefield(exiled, exiled.owner, transformed=transformed)  # 400.4a: an instant or sorcery
        # card stays in exile


def put_onto_battlefield(game: GameRules, card: GameObject, controller: str, *, tapped: bool = False,
                         transformed: bool = False) -> GameObject | None:
    """A card put onto the battlefield by an effect (not cast, 603.6a): a new object; it enters face up (and
    `tapped`, if the effect says so), with its front face up (712.14) or, `transformed`, its back face (712.14a).
    An instant or sorcery card stays where it is (400.4a), and so does a card that isn't a transforming double-faced
    card put onto the battlefield transformed (712.14a): None then."""
    if not game.can_enter_battlefield(card) or (transformed and card.card.layout != "transform"):
        return None
    new = game.move(card, "battlefield", "effect", controller=controller, summoning_sick=True, tapped=tapped,
                    **({"face": "back"} if transformed else {}))
    game.trigger_enters(new)
    return new


def put_onto_battlefield_together(game: GameRules, cards: list[GameObject], *, tapped: bool = False
                                  ) -> list[GameObject]:
    """Cards one effect puts onto the battlefield at once, each under its owner's control (`tapped` if the effect says
    so; 610.3c: "return the exiled cards"): each a new object, and they enter together (603.6a, 614.12: each sees the
    others enter). An instant or sorcery card stays where it is (400.4a)."""
    arriving = []
    for card in cards:
        if game.can_enter_battlefield(card):
            new = game.move(card, "battlefield", "effect", controller=card.owner, summoning_sick=True, tapped=tapped)
            game.battlefield.remove(new.id)  # on the battlefield's list once they all are (enter_together)
            arriving.append(new)
    game.enter_together(arriving)
    return arriving


def can_enter_battlefield(game: GameRules, card: GameObject) -> bool:
    """400.4a: an instant or sorcery card can't enter the battlefield (a manifested one got there face down,
    701.40a; once face up in another zone it can't come back)."""
    return not {"Instant", "Sorcery"} & set(card_values(card.card, card.zone).types)


# ----- control (110.2, 613.1b) ---------------------------------------------------------------------------


def gain_control_until_end_of_turn(game: GameRules, obj: GameObject, pid: str) -> None:
    """613.1b, 611.2a: `pid` controls the permanent until end of turn (a control-changing effect, layer 2).
    302.6: it hasn't been under its new controller's control since their turn began, so it has summoning
    sickness unless it has haste."""
    if obj.zone != "battlefield" or obj.controller == pid:
        return
    game.control_until_end_of_turn = [*game.control_until_end_of_turn, (obj.id, obj.serial, obj.controller)]
    game.remove_from_combat(obj)  # 506.4
    obj.controller = pid
    obj.summoning_sick = True
    obj.haste_while_controlled_by = None  # 702.62a: its caster lost control of it
    game.invalidate()


def gain_lasting_control(game: GameRules, obj: GameObject, pid: str) -> None:
    """613.1b, 611.2a: `pid` controls the permanent for as long as it stays on the battlefield (a control-changing
    effect with no duration; a new object, 400.7, has its default controller again). Being later than any "until end
    of turn" control effect on it, it wins over them (613.7), and still holds once they end (514.2). 506.4: it is
    removed from combat; 302.6: it hasn't been under its new controller's control since their turn began."""
    if obj.zone != "battlefield":
        return
    game.control_until_end_of_turn = [e for e in game.control_until_end_of_turn if e[:2] != (obj.id, obj.serial)]
    if obj.controller == pid:
        return
    game.remove_from_combat(obj)
    obj.controller = pid
    obj.summoning_sick = True
    game.invalidate()


def become_copy_until_end_of_turn(game: GameRules, obj: GameObject, card: CardDef) -> None:
    """707.2, 613.2a, 611.2a: the permanent has the card's copiable values until end of turn (a copy effect in
    layer 1, over any earlier one); it is the same object, so it keeps its counters, damage and status (110.5)."""
    if obj.zone != "battlefield":
        return
    obj.copy_of = card
    game.copy_until_end_of_turn = [*game.copy_until_end_of_turn, (obj.id, obj.serial)]
    game.invalidate()


def end_copy_effects(game: GameRules) -> None:
    """514.2: "until end of turn" copy effects end; each permanent still the same object has its own copiable values
    again."""
    for cid, serial in game.copy_until_end_of_turn:
        obj = game.objects.get(cid)
        if obj is not None and obj.serial == serial and obj.zone == "battlefield":
            obj.copy_of = None
    if game.copy_until_end_of_turn:
        game.copy_until_end_of_turn = []
        game.invalidate()


def end_control_effects(game: GameRules) -> None:
    """514.2: "until end of turn" control effects end; each permanent still the same object (400.7) goes back
    to the controller it had before them (and again hasn't been under that player's control since their turn
    began, 302.6)."""
    for cid, serial, before in reversed(game.control_until_end_of_turn):
        obj = game.objects.get(cid)
        if obj is not None and obj.serial == serial and obj.zone == "battlefield":
            obj.controller = before
            obj.summoning_sick = True
    if game.control_until_end_of_turn:
        game.control_until_end_of_turn = []
        game.invalidate()


# ----- tokens and Roles (111, 303.7) ----------------------------------------------------------------


def token_def(game: GameRules, kind: str) -> CardDef:
    found = lookup(kind)
    assert found is not None, kind
    return found


def create_tokens(game: GameRules, pid: str, kind: str, n: int, attached_to: str | None = None,
                  card: CardDef | None = None, tapped: bool = False, counters: int = 0) -> list[GameObject]:
    """111.1: create N tokens of a pool kind, or of `card` (a token the creating card defines, 111.4), `tapped`
    or not, each entering with `counters` +1/+1 counters (614.1c, 122.6); with them, the tokens replacement
    effects add (`tokens_plus`, 614.1a). The tokens of `kind` are returned."""
    n *= game.replacement_multiplier(pid, "double_tokens")
    if n <= 0:
        return []
    card = card or game.token_def(kind)
    timestamp = game.next_timestamp()  # created at once: one timestamp
    made = []
    for _ in range(n):
        tok = game.new_object(game.new_created_id(), card, pid, pid, "battlefield", token=True)
        tok.timestamp = timestamp
        tok.attached_to = attached_to
        tok.tapped = tapped
        game.emit({"type": "token_created", "card": tok.id, "name": kind, "attached_to": attached_to})
        if counters:
            game.put_counters(tok, "+1/+1", counters, pid)
        made.append(tok)
    game.enter_together(made + _tokens_added(game, pid, timestamp))
    return made


def tokens_plus(game: GameRules, pid: str) -> list[str]:
    """614.1a: "if one or more tokens would be created under your control, those tokens plus a Clue token are created
    instead": the token kinds the replacement effects of `pid`'s permanents add to one event creating tokens under
    their control, one for each effect. Each applies once to the event (614.5: not to its own result). Applied after
    the effects that double the tokens (the order their controller chooses, 616.1, is not asked: the pool's one
    choice of it)."""
    return [ability["plus_token"] for source, ability in game.static_abilities()
            if ability.get("replacement") == "tokens_plus" and source.controller == pid]


def _tokens_added(game: GameRules, pid: str, timestamp: int) -> list[GameObject]:
    """The tokens `tokens_plus` adds to an event creating tokens under `pid`'s control, created by that event."""
    added = []
    for kind in game.tokens_plus(pid):
        tok = game.new_object(game.new_created_id(), game.token_def(kind), pid, pid, "battlefield", token=True)
        tok.timestamp = timestamp
        game.emit({"type": "token_created", "card": tok.id, "name": kind, "attached_to": None})
        added.append(tok)
    return added


def can_enchant(game: GameRules, aura_def: CardDef, host: GameObject, controller: str | None = None) -> bool:
    """303.4, 702.5a: an Aura can be attached only to what its enchant ability allows and nothing protected from
    it; "enchant creature you control" asks that `controller` (the Aura's, when there is one) control it."""
    kinds, yours = enchant_restriction(aura_def)
    if host.zone != "battlefield" or not any(kind in game.chars(host).types for kind in kinds):
        return False
    if yours and controller is not None and host.controller != controller:
        return False
    return not game.protected_from(host, card_values(aura_def, "battlefield"))


ENCHANTABLE = {"creature": "Creature", "land": "Land", "artifact": "Artifact"}
"""What an enchant keyword may name (702.5a), as the card type the enchanted permanent has."""


def enchant_restriction(aura_def: CardDef) -> tuple[tuple[str, ...], bool]:
    """702.5a: the card types an Aura's enchant keyword names, any of which the permanent has ("enchant creature":
    a Role's; "enchant creature or planeswalker"), and whether it says "you control"."""
    for keyword in aura_def.main.keywords:
        words = keyword.lower().split()
        if words[:1] == ["enchant"] and len(words) > 1 and words[1] in ENCHANTABLE:
            if words[2:4] == ["or", "planeswalker"]:
                return (ENCHANTABLE[words[1]], "Planeswalker"), False
            return (ENCHANTABLE[words[1]],), words[2:] == ["you", "control"]
    return ("Creature",), False


def creatures_matching(game: GameRules, pid: str, flt: JSON) -> list[GameObject]:
    """The creatures on the battlefield an untargeted "each creature ..." effect affects, in order: its controller
    relative to `pid` ("you" / "opponent"), `face_down`, `colorless`, and the qualities `spell_matches` reads
    ("each Rat you control": ``subtypes_any``; "each non-Dragon creature": ``not_subtypes``), and in combat
    ``blocking`` (blocking now) or ``blocked_this_turn`` (declared as a blocker this turn, 509.1)."""
    out = []
    for obj in game.battlefield_objects():
        chars = game.chars(obj)
        if "Creature" not in chars.types or not spell_matches(chars, flt):
            continue
        if flt.get("controller") == "you" and obj.controller != pid:
            continue
        if flt.get("controller") == "opponent" and obj.controller == pid:
            continue
        if flt.get("subtypes_any") and not any(game.chars(obj).has_subtype(s) for s in flt["subtypes_any"]):
            continue  # "each Human you control" (205.3m)
        if any(chars.has_subtype(s) for s in flt.get("not_subtypes") or ()):
            continue  # "each non-Dragon creature" (205.3m)
        if flt.get("blocking") and not game.is_blocking(obj.id):  # "each blocking creature" (509.1g)
            continue
        if flt.get("blocked_this_turn") and obj.serial not in game.this_turn.blocked:  # "that blocked this turn"
            continue
        if flt.get("face_down") and not obj.face_down:  # 708: "face-down creatures"
            continue
        if flt.get("colorless") and game.chars(obj).colors:  # 105.2c: "colorless creatures"
            continue
        out.append(obj)
    return out


def create_role(game: GameRules, pid: str, kind: str, host: GameObject | None) -> None:
    """A Role token is created attached to a permanent; if it couldn't legally enchant it, it isn't created."""
    assert kind in ROLE_KINDS, kind
    name = f"{kind} Role"
    if host is None or not game.can_enchant(game.token_def(name), host):
        game.emit({"type": "token_not_created", "name": name,
                   "reason": "it couldn't legally be attached to that permanent"})
        return
    game.create_tokens(pid, name, 1, attached_to=host.id)


# ----- copies (707) -----------------------------------------------------------------------------


def copy_spell(game: GameRules, pid: str, spell: GameObject) -> GameObject:
    """707.10: a copy of a spell is put on the stack; it copies the choices made for the original (returned)."""
    copy = game.new_object(game.new_created_id(), spell.card, pid, pid, "stack", spell_copy=True,
                           cast_as=spell.cast_as, face=spell.face, x=spell.x, kicked=spell.kicked,
                           replicated=spell.replicated,
                           targets=list(spell.targets), division=list(spell.division), modes=list(spell.modes),
                           face_down=spell.face_down)
    game.stack.append(copy.id)
    game.emit({"type": "token_created", "card": copy.id, "name": game.chars(copy).name, "attached_to": None,
               "copy_of": spell.id})
    return copy


def choose_new_targets(game: GameRules, copy: GameObject, resume: Done) -> bool:
    """707.10c: the copy's controller may choose new targets for it: the targets it copied (kept even if illegal
    now) or any other legal choice for its target specs. True when the choice waits for its answer, which goes on
    with `resume` (`copy_targets_chosen`)."""
    specs = spell_target_specs(game, copy)
    kept = list(copy.targets)
    others = [c for c in game.legal_target_choices(copy.controller, specs, copy, game.chars(copy))
              if c != kept and (not copy.division or len(c) == len(kept))]  # 601.2d: its division is copied
    if not others:
        return False
    return game.ask(copy.controller, "targets", [kept, *others], Then("copy_targets_chosen", (copy.id, resume)),
                    source=copy.id)


def copy_targets_chosen(game: GameRules, copy_id: str, resume: Done, targets: list[str]) -> None:
    """707.10c: the copy's targets are the ones chosen; the effect goes on."""
    copy = game.objects.get(copy_id)
    if copy is not None and copy.zone == "stack" and list(targets) != copy.targets:
        copy.targets = list(targets)
        game.emit({"type": "targets_changed", "card": copy.id, "targets": list(targets)})
    game.proceed(resume)


def create_token_copy(game: GameRules, pid: str, original: GameObject) -> None:
    """707.2: the token copies the copiable values, an Adventure included (715.2b)."""
    card = FACE_DOWN_COPY if original.face_down else original.copiable_card  # 707.3: a copy's copiable values
    n = game.replacement_multiplier(pid, "double_tokens")
    made = []
    for _ in range(n):  # 614.1a: Doubling Season's tokens are made by the same event, so they enter together
        tok = game.new_object(game.new_created_id(), card, pid, pid, "battlefield", token=True,
                              face=original.face, summoning_sick=True)
        game.emit({"type": "token_created", "card": tok.id, "name": game.chars(tok).name, "attached_to": None,
                   "copy_of": original.id})
        made.append(tok)
    game.enter_together(made + _tokens_added(game, pid, made[0].timestamp))


# ----- choices inside effects -------------------------------------------------------------------------


def discard(game: GameRules, pid: str, n: int, resume: Done) -> bool:
    hand = game.zones[(pid, "hand")]
    if n <= 0 or not hand:
        return False
    game.ask(pid, "discard", sorted(hand, key=natural_key), Then("discard_chosen", (pid, n, resume)))
    return True  # the answer resumes the effects, at once when there is a single option


def discard_hand(game: GameRules, pid: str) -> None:
    """701.9a, 701.9b: the player discards their whole hand at once, no card chosen; each card discarded is one
    discard event (701.9a)."""
    hand = sorted(game.zones[(pid, "hand")], key=natural_key)
    for cid in hand:
        game.move(game.objects[cid], "graveyard", "discard")
    for _ in hand:
        game.card_discarded(pid)


def offer_sacrifice(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """608.2d, 701.21a: the effect's controller may sacrifice a permanent they control that the effect's filter names
    (its ``any_of`` alternatives, each a filter of counted permanents): a ``pick_card`` choice among those, or
    ``none``. True when it waits (then `resume`)."""
    pid = ctx["controller"]
    among = [o.id for o in game.battlefield_objects() if o.controller == pid and any(
        game.counted_permanent(o, pid, alt) for alt in eff["filter"].get("any_of") or [eff["filter"]])]
    game.ask(pid, "pick_card", [*sorted(among, key=natural_key), "none"],
             Then("sacrifice_picked", (ctx, eff, resume)), source=ctx.get("source"))
    return True  # the answer resumes the effects, at once when there is a single option


def sacrifice_picked(game: GameRules, ctx: JSON, eff: JSON, resume: Done, picked: str) -> None:
    """The picked permanent is sacrificed (701.21a), then what follows "if you do" (608.2c) or "when you do"
    (603.12); with none picked, the effects "if you don't" follow (608.2c)."""
    if picked != "none":
        game.sacrifice(ctx["controller"], game.objects[picked])
        game.optional_action_done(ctx, eff, resume)
        return
    game.run_effects(ctx, list(eff.get("if_you_dont") or ()), resume)


def discard_in_turn(game: GameRules, pids: list[str], n: int, resume: Done) -> bool:
    """101.4: each player in turn discards N cards of their choice; True when it waits (then `resume`)."""
    for i, pid in enumerate(pids):
        if game.discard(pid, n, Then("discard_in_turn_after", (pids[i + 1:], n, resume))):
            return True
    return False


def discard_in_turn_after(game: GameRules, pids: list[str], n: int, resume: Done) -> None:
    """One player has discarded: the next players discard, then `resume`."""
    if not game.discard_in_turn(pids, n, resume):
        game.proceed(resume)


def discard_chosen(game: GameRules, pid: str, n: int, resume: Done, cid: str) -> None:
    """One card of N chosen to discard: discard it, then ask for the next one."""
    game.move(game.objects[cid], "graveyard", "discard")
    game.card_discarded(pid)
    if not game.discard(pid, n - 1, resume):
        game.proceed(resume)


def scry(game: GameRules, pid: str, n: int, resume: Done) -> bool:
    lib = game.library(pid)
    if n <= 0 or not lib:
        return False
    game.ask(pid, "scry", ["top", "bottom"], Then("scry_chosen", (pid, n, resume, lib[0])), card=lib[0])
    return True  # the answer resumes the effects, at once when there is a single option


def scry_chosen(game: GameRules, pid: str, n: int, resume: Done, top: str, where: str) -> None:
    """701.22a: the top card stays or goes to the bottom; then the next of N."""
    if where == "bottom":
        lib = game.library(pid)
        lib.remove(top)
        lib.append(top)
        game.touch()
    if not game.scry(pid, n - 1, resume):
        game.proceed(resume)


def choose_card_name(game: GameRules, pid: str, ctx: JSON, flt: str | None, resume: Done) -> bool:
    """715.5 / 201.4f: any face's own name may be chosen; it qualifies by that face's characteristics."""
    options = []
    for name in names_for_choice():
        face = game.face_by_name(name)
        if flt == "nonland" and face is not None and "Land" in face.types:
            continue
        if flt == "creature" and face is not None and "Creature" not in face.types:
            continue
        options.append(name)
    game.ask(pid, "card_name", options, Then("card_name_chosen", (ctx, resume)))
    return True  # the answer resumes the effects, at once when there is a single option


def card_name_chosen(game: GameRules, ctx: JSON, resume: Done, name: str) -> None:
    """The effect's source remembers the chosen name."""
    src = game.effect_object(ctx, "self")
    if src is not None:
        src.chosen_name = name
    game.proceed(resume)


def face_by_name(game: GameRules, name: str) -> Any:
    from .cards.pool import face_by_name

    return face_by_name(name)


# ----- keyword actions with permissions (701.57, impulse) ------------------------------------------


def exile_top_may_play(game: GameRules, pid: str, n: int, until: str = "end_of_turn") -> None:
    """701.13a: exile the top N cards; the player may play them until end of turn, or until their next end
    step (``until="your_next_end_step"``)."""
    granted_in_end_step = game.turn_number if (game.active == pid and game.step == "end") else -1
    lasting = {"until_end_step": (pid, granted_in_end_step)} if until == "your_next_end_step" \
        else {"until_end_of_turn": True}
    for _ in range(n):
        lib = game.library(pid)
        if not lib:
            return
        new = game.move(game.objects[lib[0]], "exile", "effect")
        game.reveal(new, "all")
        game.permissions.append(Permission(new.id, new.serial, pid, game.castable_modes(new), "impulse",
                                           **lasting))


def exile_face_down_may_play(game: GameRules, pid: str, owner: str, n: int) -> None:
    """406.3, 701.13a: exile the top N cards of `owner`'s library face down; `pid` may look at them and play them
    for as long as they remain exiled (a land is played, 305.1; a spell cast, 406.3a: turned face up as it is)."""
    for cid in game.library(owner)[:max(n, 0)]:
        new = game.move(game.objects[cid], "exile", "effect", revealed_in_exile=False)
        game.permissions.append(Permission(new.id, new.serial, pid, game.castable_modes(new), "impulse",
                                           may_look=True))


def discover(game: GameRules, pid: str, n: int, resume: Done, ctx: JSON | None = None) -> bool:
    """701.57a: exile until a nonland card with mana value N or less; cast it free or put it into hand. The
    discovered card's mana value is kept in the effect's `ctx` ("the discovered card's mana value", 608.2c)."""
    exiled: list[GameObject] = []
    hit: GameObject | None = None
    while game.library(pid):
        new = game.discover_exile_top(pid)
        exiled.append(new)
        if game.discover_qualifies(new, n):
            hit = new
            if ctx is not None:
                ctx["discovered_mana_value"] = game.chars(new).mana_value
            break
    finish = Then("exiled_to_bottom", (exiled, hit, "discover", resume))
    if hit is None:
        game.proceed(finish)
        return True
    modes = [m for m in game.castable_modes(hit) if game.castable_with(pid, hit, m, "free", n)]
    if not modes:
        game.discover_uncastable(hit, finish)  # LCI ruling: a card that can't be cast goes to hand
        return True
    game.pending = Pending(pid, "discover_cast", ["hand"], Then("discovered_to_hand", (hit, finish)),
                           {"card": hit.id, "n": n, "modes": modes, "finish": finish})
    return True


def exiled_to_bottom(game: GameRules, exiled: list[GameObject], hit: GameObject | None, cause: str,
                     resume: Done) -> None:
    """701.57a, 702.85a: the exiled cards still in exile (but `hit`, when given) go to the bottom in a random
    order; then `resume`."""
    rest = [o for o in exiled if o is not hit and game.objects.get(o.id) is o]
    game.rng.shuffle(rest)
    for o in rest:
        game.move(o, "library", cause, position="bottom")
    game.proceed(resume)


def discovered_to_hand(game: GameRules, hit: GameObject, finish: Done, _answer: str = "hand") -> None:
    """701.57a: the discovered card not cast goes to its owner's hand."""
    game.move(hit, "hand", "discover")
    game.proceed(finish)


def discover_exile_top(game: GameRules, pid: str) -> GameObject:
    """701.57a: exile the top card face up; every player sees it (LCI ruling, 406.3)."""
    new = game.move(game.objects[game.library(pid)[0]], "exile", "discover")
    new.revealed_in_exile = True
    game.reveal(new, "all")
    return new


def discover_qualifies(game: GameRules, obj: GameObject, n: int) -> bool:
    """701.57a: a nonland card whose mana value (as the card is in exile, 202.3d for split cards) is N or less."""
    c = game.chars(obj)
    return "Land" not in c.types and c.mana_value <= n


def discover_uncastable(game: GameRules, hit: GameObject, finish: Done) -> None:
    """A discovered card that can't be cast is put into its owner's hand (LCI ruling, 701.57a)."""
    game.discovered_to_hand(hit, finish)


def ward_counter_unless_paid(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """702.21a: counter the spell or ability unless its controller pays the ward cost."""
    return game.counter_unless_paid(ctx["extra"]["counter"], eff["cost"], resume)


def counter_unless_paid(game: GameRules, tid: str, cost_text: str, resume: Done) -> bool:
    """701.6a, 118.12: counter the spell or ability unless its controller pays (asked only if they could);
    True when it waits for the answer."""
    from .mana import parse_cost, plan_payment

    item = game.stack_abilities.get(tid) or game.objects.get(tid)
    if item is None or tid not in game.stack:
        return False
    payer = item.controller
    life = re.fullmatch(r"pay (\d+) life", cost_text)
    if life:  # 119.4: life can be paid only by a player whose life total is at least that much
        if game.player(payer).life < int(life[1]):
            game.counter(tid)
            return False
        game.ask(payer, "ward_pay", ["decline", "pay"], Then("life_paid_or_countered", (payer, int(life[1]), tid,
                                                                                        resume)))
        return True
    discard = re.fullmatch(r"discard (a|\d+) cards?", cost_text)
    if discard:  # 118.3: a discard cost can be paid only with enough cards in hand
        n = 1 if discard[1] == "a" else int(discard[1])
        if len(game.zones[(payer, "hand")]) < n:
            game.counter(tid)
            return False
        game.ask(payer, "ward_pay", ["decline", "pay"], Then("discarded_or_countered", (payer, n, tid, resume)))
        return True
    cost = parse_cost(cost_text)
    assert cost is not None
    payment = plan_payment(cost, game.player(payer).pool, game.mana_sources(payer), game.player(payer).life)
    if payment is None:
        game.counter(tid)
        return False
    game.ask(payer, "ward_pay", ["decline", "pay"], Then("paid_or_countered", (payer, payment, tid, resume)))
    return True  # the answer resumes the effects, at once when there is a single option


def paid_or_countered(game: GameRules, payer: str, payment: Any, tid: str, resume: Done, answer: str) -> None:
    """118.12: the cost is paid, or the spell or ability is countered."""
    if answer == "pay":
        game.pay(payer, payment, tid)
    else:
        game.counter(tid)
    game.proceed(resume)


def life_paid_or_countered(game: GameRules, payer: str, n: int, tid: str, resume: Done, answer: str) -> None:
    """118.12, 119.4: the life is paid (a loss of life, 119.3), or the spell or ability is countered."""
    if answer == "pay":
        game.change_life(payer, -n)
    else:
        game.counter(tid)
    game.proceed(resume)


def discarded_or_countered(game: GameRules, payer: str, n: int, tid: str, resume: Done, answer: str) -> None:
    """118.12, 701.9a: the cost is paid by discarding N cards of the payer's choice, or the spell or ability is
    countered."""
    if answer != "pay":
        game.counter(tid)
    elif game.discard(payer, n, resume):
        return
    game.proceed(resume)


def optional_action(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """608.2d: "you may [pay a cost / discard cards / sacrifice this / do something]": the effect's controller
    chooses, as it is applied, whether to take the action (a ``may`` choice, ``["decline", "accept"]``). Taking it
    is offered only when it is possible (a cost they can pay, enough cards in hand, the permanent still on the
    battlefield under their control, 701.21a; always, with no cost): otherwise they decline without being asked.
    Then the effects "if you do" follow (608.2c), or a reflexive triggered ability "when you do" triggers (603.12)."""
    from .mana import parse_cost, plan_payment
    from .verbs.evidence import can_collect_evidence

    pid = ctx["controller"]
    payment = None
    if "pay" in eff:
        cost = parse_cost(eff["pay"])
        assert cost is not None
        payment = plan_payment(cost, game.player(pid).pool, game.mana_sources(pid), game.player(pid).life)
        possible = payment is not None
    elif "sacrifice" in eff:  # 701.21a: only a permanent its controller controls can be sacrificed
        victim = game.effect_object(ctx, eff["sacrifice"])
        possible = victim is not None and victim.zone == "battlefield" and victim.controller == pid
    elif "discard" in eff:
        possible = len(game.zones[(pid, "hand")]) >= game.amount(ctx, eff["discard"])
    elif "tap" in eff:  # 701.26a: only untapped permanents can be tapped for it
        possible = len(game.untapped_to_tap(ctx, eff)) >= game.amount(ctx, eff["tap"])
    elif "collect_evidence" in eff:  # 701.59b: not offered when the graveyard can't reach N
        possible = can_collect_evidence(game, pid, game.amount(ctx, eff["collect_evidence"]))
    else:  # "you may <effects>": nothing to pay, so always possible (608.2d) unless done already this turn
        possible = not (eff.get("once_each_turn") and _done_this_turn(game, ctx, eff))
    options = ["decline", "accept"] if possible else ["decline"]
    game.ask(pid, "may", options, Then("optional_action_chosen", (ctx, eff, payment, resume)),
             source=ctx.get("source"))
    return True  # the answer resumes the effects, at once when there is a single option


def optional_action_chosen(game: GameRules, ctx: JSON, eff: JSON, payment: Any, resume: Done, answer: str) -> None:
    """608.2d: the player declined (nothing more happens) or takes the action: pays the cost (601.2h's way, the
    protocol's automatic payment), discards the cards of their choice (701.9b) or sacrifices the permanent (701.21a);
    then what follows it."""
    from .verbs.evidence import start_collecting

    if answer != "accept":
        game.proceed(resume)
        return
    done = Then("optional_action_done", (ctx, eff, resume))
    if eff.get("once_each_turn"):  # "do this only once each turn": taken now, not offered again this turn
        game.this_turn.triggered_once = game.this_turn.triggered_once | {_once_key(ctx, eff)}
    if "pay" in eff:
        game.pay(ctx["controller"], payment, ctx.get("source") or "")
        game.proceed(done)
    elif "sacrifice" in eff:
        victim = game.effect_object(ctx, eff["sacrifice"])
        assert victim is not None  # accepting was offered only while it could be sacrificed
        game.sacrifice(ctx["controller"], victim)
        game.proceed(done)
    elif "tap" in eff:  # 701.26a: the permanents of their choice, picked one at a time
        game.tap_chosen(ctx, eff, game.amount(ctx, eff["tap"]), done)
    elif "collect_evidence" in eff:  # 701.59a: the cards are picked one at a time, then exiled together
        if not start_collecting(game, ctx["controller"], game.amount(ctx, eff["collect_evidence"]), done):
            game.proceed(done)
    elif "discard" not in eff or not game.discard(ctx["controller"], game.amount(ctx, eff["discard"]), done):
        game.proceed(done)


def _once_key(ctx: JSON, eff: JSON) -> tuple[int, str]:
    """An optional action limited to once each turn, by its source object (a new object may again, 400.7)."""
    return int(ctx.get("source_serial") or 0), "may: " + repr(sorted(eff.items()))


def _done_this_turn(game: GameRules, ctx: JSON, eff: JSON) -> bool:
    return _once_key(ctx, eff) in game.this_turn.triggered_once


def optional_action_done(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The action was taken: the effects "if you do" (608.2c), or the reflexive trigger "when you do", which is
    put on the stack the next time a player would receive priority, its targets chosen then (603.12, 603.3d)."""
    if eff.get("when_you_do"):
        game.trigger_reflexive(ctx, eff["when_you_do"])
    game.run_effects(ctx, list(eff.get("if_you_do") or ()), resume)


def trigger_reflexive(game: GameRules, ctx: JSON, ability: JSON) -> None:
    """603.12: a reflexive triggered ability of the resolving spell's or ability's source, controlled by its
    controller, triggers at once."""
    from .state import TriggerInstance

    game.pending_triggers.append(TriggerInstance(
        ctx.get("source") or "", ctx.get("source_serial", 0), ctx.get("source_name"), ctx["controller"],
        {"kind": "triggered", "event": "reflexive", **ability}, int(ctx.get("x") or 0)))
