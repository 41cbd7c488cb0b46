"""Targets (115), the stack and resolution (405, 608), countering (701.6)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import Zone

from .conditions import spell_matches
from .objects import Characteristics, GameObject
from .state import Rejected, StackAbility, Then

if TYPE_CHECKING:
    from .interface import GameRules


# ----- 115: targets ------------------------------------------------------------------------------


def is_legal_target(game: GameRules, spec: JSON, tid: str, controller: str, source: GameObject | None,
                    source_chars: Characteristics | None) -> bool:
    kind = spec.get("kind")
    if spec.get("filter") and not game.target_filter_holds(spec["filter"], tid):
        return False
    if any(p.id == tid for p in game.players):
        return kind in ("player", "any") and not game.player(tid).lost and (
            spec.get("controller") != "opponent" or tid != controller)
    obj = game.objects.get(tid)
    if obj is None or kind == "player":  # "target player", "target opponent": no object is one (115.1)
        return False
    if kind in ("spell",):
        if obj.zone != "stack":
            return False
        c = game.chars(obj)
        if "mv_max" in spec and c.mana_value > spec["mv_max"]:
            return False
        return not spec.get("types") or any(t in c.types for t in spec["types"])
    if kind == "card":
        if obj.zone != spec.get("zone", "graveyard"):
            return False
        if obj.zone == "graveyard" and game.graveyard_cards_untargetable():
            return False  # a static ability: "cards in graveyards can't be the targets of spells or abilities"
        if spec.get("controller") == "you" and obj.owner != controller:
            return False
        c = game.chars(obj)
        if "mv_max" in spec and c.mana_value > spec["mv_max"]:
            return False  # "with mana value N or less" (202.3)
        return not spec.get("types") or any(t in c.types for t in spec["types"])
    if obj.zone != "battlefield" or spec.get("nontoken") and obj.token:  # "target nontoken permanent"
        return False
    if spec.get("token") and not obj.token:  # "target artifact token" (111.1)
        return False
    c = game.chars(obj)
    if kind in ("creature", "any") and "Creature" not in c.types:
        return False
    if spec.get("not_types") and any(t in c.types for t in spec["not_types"]):  # "nonland permanent"
        return False
    if spec.get("controller") == "you" and obj.controller != controller:
        return False
    if spec.get("controller") == "opponent" and obj.controller == controller:
        return False
    if spec.get("owner") == "you" and obj.owner != controller:  # "target creature you own" (108.3)
        return False
    if spec.get("other") and source is not None and obj.id == source.id:
        return False
    if spec.get("attacking") and not game.is_attacking(obj.id):  # "target attacking creature" (506.4, 508.1)
        return False
    if not permanent_target_qualities(spec, obj.tapped, c):
        return False
    return game.can_be_targeted_by(obj, controller, source_chars)


def target_filter_holds(game: GameRules, flt: JSON, tid: str) -> bool:
    """115.1, 115.2: a target spec's `filter` ("target nonblack creature", "target noncreature spell") over the
    characteristics of the object (a player never matches a filter)."""
    obj = game.objects.get(tid)
    return obj is not None and spell_matches(game.chars(obj), flt)


def can_be_targeted_by(game: GameRules, obj: GameObject, controller: str, source_chars: Characteristics | None) -> bool:
    """702.18 shroud, 702.11 hexproof, 702.16 protection."""
    kws = game.chars(obj).keywords
    if "shroud" in kws:
        return False
    if "hexproof" in kws and obj.controller != controller:
        return False
    return not (source_chars is not None and game.protected_from(obj, source_chars))


def protected_from(game: GameRules, obj: GameObject, quality: Characteristics) -> bool:
    colors = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    for k in game.chars(obj).keywords:
        if not k.startswith("protection from "):
            continue
        what = k[len("protection from "):]
        if what == "enchantments" and "Enchantment" in quality.types:
            return True
        if what in colors and colors[what] in quality.colors:
            return True
        if what == "everything":
            return True
    return False


def spread_any_number(game: GameRules, specs: list[JSON]) -> list[JSON]:
    """"Any number of target players" (115.1, a spec marked ``any_number``, last): one optional spec for each player
    of the game, all one instance of the word target (115.3: no player chosen twice), so none, some or all of them
    may be chosen."""
    if not any(s.get("any_number") for s in specs):
        return specs
    out: list[JSON] = []
    for spec in specs:
        if spec.get("any_number"):
            one = {**{k: v for k, v in spec.items() if k != "any_number"}, "optional": True, "instance": "any_number"}
            out += [one] * len(game.players)
        else:
            out.append(spec)
    return out


def legal_target_choices(game: GameRules, pid: str, specs: list[JSON], source: GameObject | None,
                         source_chars: Characteristics | None) -> list[list[str]]:
    """Every legal way to choose the targets, in order; trailing optional ("up to") targets may go unchosen. "Any
    number of target players" is listed once per set of players, in the players' order."""
    spread = spread_any_number(game, specs)
    if spread is not specs:
        order = [p.id for p in game.players]
        first = next(i for i, s in enumerate(specs) if s.get("any_number"))
        return [c for c in legal_target_choices(game, pid, spread, source, source_chars)
                if [order.index(t) for t in c[first:]] == sorted(order.index(t) for t in c[first:])]
    candidates = [p.id for p in game.players] + sorted(game.objects)
    per_spec = [[t for t in candidates if game.is_legal_target(s, t, pid, source, source_chars)] for s in specs]
    out = [list(combo) for combo in itertools.product(*per_spec)]
    n = len(specs)
    while n and specs[n - 1].get("optional"):
        n -= 1
        out += [list(combo) for combo in itertools.product(*per_spec[:n])]
    grouped = n < len(specs) or any("instance" in s or s.get("other_target") for s in specs)
    out = [c for c in out if targets_distinct(specs, c)] if grouped else out
    if any(s.get("share_card_type") for s in specs):
        out = [c for c in out if targets_share_a_card_type(game, specs, c)]
    return [c for c in out if game.targets_in_one_graveyard(specs, c)] if any(
        s.get("one_graveyard") for s in specs) else out


def choose_targets(game: GameRules, pid: str, specs: list[JSON], chosen: list[str], source: GameObject | None,
                   source_chars: Characteristics | None, ability: bool = False) -> list[str]:
    """601.2c / 602.2b: one legal target for each instance of the word "target"; "up to N" targets (specs
    marked ``optional``, last) may be left unchosen (115.6), and one object is chosen once for them (115.3)."""
    specs = spread_any_number(game, specs)
    required = len(specs)
    while required and specs[required - 1].get("optional"):
        required -= 1
    if not required <= len(chosen) <= len(specs):
        wanted = f"{required} to {len(specs)}" if required < len(specs) else str(len(specs))
        raise Rejected(f"this needs {wanted} target(s), {len(chosen)} given")
    if not targets_distinct(specs, chosen):
        raise Rejected("the same object can't be chosen twice for one instance of the word target (115.3), nor "
                       "again for an 'other' target")
    if not game.targets_in_one_graveyard(specs, chosen):
        raise Rejected("the target cards must all be in a single graveyard (601.2c)")
    if not targets_share_a_card_type(game, specs, chosen):
        raise Rejected("the targets must share a card type (115.1, 601.2c)")
    for spec, tid in zip(specs, chosen, strict=False):
        if not game.is_legal_target(spec, tid, pid, source, source_chars):
            raise Rejected(f"{tid} is not a legal target ({spec.get('kind')})")
    return list(chosen)


# ----- the stack ---------------------------------------------------------------------------------


def push_ability(game: GameRules, item: StackAbility) -> None:
    item.newest_serial = game._serial
    game.stack_abilities[item.id] = item
    game.stack.append(item.id)


def resolve_top(game: GameRules) -> None:
    top = game.stack[-1]
    if top in game.stack_abilities:
        game.resolve_ability(game.stack_abilities[top])
    else:
        game.resolve_spell(game.objects[top])


def targets_still_legal(game: GameRules, targets: list[str], specs: list[JSON], controller: str,
                        source: GameObject | None, source_chars: Characteristics | None,
                        newest_serial: int) -> list[str | None]:
    """608.2b: each target is checked again; an illegal one is not affected. A target object newer than
    ``newest_serial`` (the newest object when the spell or ability was put on the stack) has changed zones
    since: it is a new object (400.7), no longer the one targeted."""
    specs = spread_any_number(game, specs)
    out: list[str | None] = []
    for spec, tid in zip(specs, targets, strict=False):
        obj = game.objects.get(tid)
        moved = obj is not None and obj.serial > newest_serial
        out.append(tid if not moved and game.is_legal_target(spec, tid, controller, source, source_chars)
                   else None)
    if not targets_share_a_card_type(game, specs, [t or "" for t in out]):  # each of them is illegal now
        out = [None if spec.get("share_card_type") else t for spec, t in zip(specs, out, strict=False)]
    return out


def resolve_spell(game: GameRules, spell: GameObject) -> None:
    c = game.chars(spell)
    face = None if spell.face_down else spell.card.face_named(spell.cast_as or "normal")
    specs = list(face.targets) if face is not None else []
    legal = game.targets_still_legal(spell.targets, specs, spell.controller, spell, c, spell.serial)
    if c.is_permanent:
        if game.spell_fizzles(face, specs, legal):  # 608.3b: an Aura spell whose target is illegal now
            game.emit({"type": "fizzle", "card": spell.id})
            game.spell_leaves_stack(spell, "fizzle")
            return
        game.emit({"type": "resolve", "card": spell.id})
        game.enter_battlefield_from_stack(spell)
        return
    if game.spell_fizzles(face, specs, legal):
        game.emit({"type": "fizzle", "card": spell.id})  # 608.2b: the spell doesn't resolve
        game.spell_leaves_stack(spell, "fizzle")
        return
    game.emit({"type": "resolve", "card": spell.id})
    ctx = {"controller": spell.controller, "source": spell.id, "source_serial": spell.serial,
           "targets": legal, "x": spell.x, "kicked": spell.kicked, "source_name": c.name,
           "source_chars": c}
    game.run_effects(ctx, list(face.effects) if face else [], Then("finish_spell", (spell,)))


def spell_fizzles(game: GameRules, face: Any, specs: list[JSON], legal: list[str | None]) -> bool:
    """608.2b: a spell with targets, all of them now illegal, doesn't resolve (none of its effects happen)."""
    return bool(specs) and bool(legal) and all(t is None for t in legal)  # 115.6: none chosen, untargeted


def finish_spell(game: GameRules, spell: GameObject) -> None:
    """608.2n: the spell that resolved leaves the stack (if it is still there)."""
    if spell.id in game.objects and game.objects[spell.id] is spell and spell.zone == "stack":
        game.spell_leaves_stack(spell, "resolve")


def spell_leaves_stack(game: GameRules, spell: GameObject, cause: str) -> None:
    """608.2n / 715.3d / 720.3d: an instant or sorcery goes to the graveyard; a resolving Adventure is exiled, a
    resolving Omen shuffled into its owner's library."""
    if cause == "resolve" and spell.cast_as == "adventure":
        game.exile_resolving_adventure(spell)
        return
    if cause == "resolve" and spell.cast_as == "omen":
        game.shuffle_resolving_omen(spell)
        return
    game.move(spell, game.zone_leaving_stack(spell), cause)


def zone_leaving_stack(game: GameRules, spell: GameObject) -> Zone:
    """702.34a: a card cast with flashback is exiled whenever it would leave the stack; otherwise the
    graveyard (608.2n, 701.6a)."""
    return "exile" if spell.alt_cost == "flashback" and not spell.spell_copy else "graveyard"


def exile_resolving_adventure(game: GameRules, spell: GameObject) -> None:
    """715.3d: exiled instead, and its controller may cast it as a permanent while it stays there."""
    new = game.move(spell, "exile", "resolve")
    if not spell.spell_copy:
        new.adventure_permission = spell.controller


def counter(game: GameRules, tid: str) -> None:
    """701.6a: a countered spell goes to its owner's graveyard; a countered ability is removed."""
    if tid in game.stack_abilities:
        game.stack.remove(tid)
        del game.stack_abilities[tid]
        game.emit({"type": "counter", "card": tid})
        return
    obj = game.objects.get(tid)
    if obj is None or obj.zone != "stack":
        return
    if any(ab.get("uncounterable") == "spells_you_control" and src.controller == obj.controller
           for src, ab in game.static_abilities()):
        return  # 101.2: "can't be countered" wins over the instruction to counter it
    if any(ab.get("uncounterable") == "self" for ab in game.chars(obj).abilities):
        return  # 101.2: the spell's own "this spell can't be countered" (a static ability working on the stack)
    game.emit({"type": "counter", "card": tid})
    game.move(obj, game.zone_leaving_stack(obj), "counter")


def resolve_ability(game: GameRules, item: StackAbility) -> None:
    source = game.objects.get(item.source)
    source_chars = game.chars(source) if source is not None else None
    specs = list(item.ability.get("targets") or [])
    if item.ability.get("effects", [{}])[0].get("do") == "attach_source":
        specs = [{"kind": "creature", "controller": "you", "other": True}]
    legal = game.targets_still_legal(item.targets, specs, item.controller, source, source_chars,
                                     item.newest_serial)
    if specs and legal and all(t is None for t in legal):
        game.stack.remove(item.id)
        del game.stack_abilities[item.id]
        game.emit({"type": "fizzle", "card": item.id})
        return
    if item.ability.get("kind") == "triggered" and not game.intervening_if_holds(
            item.ability, *game.trigger_source_as_it_is(item.source, item.source_serial),
            game.event_object_as_it_is(item.extra)):
        game.stack.remove(item.id)  # 603.4: the condition is false now, so the ability does nothing
        del game.stack_abilities[item.id]
        game.emit({"type": "trigger_removed", "id": item.id, "source": item.source,
                   "reason": "its intervening 'if' condition is false as it resolves (603.4)"})
        return
    game.emit({"type": "resolve", "card": item.id})
    ctx = {"controller": item.controller, "source": item.source, "source_serial": item.source_serial,
           "targets": legal, "x": item.x, "kicked": False, "source_name": item.source_name,
           "source_chars": source_chars, "extra": item.extra,
           "ability_timestamp": item.timestamp}  # 701.27f: when it was put on the stack
    game.run_effects(ctx, list(item.ability.get("effects") or []), Then("finish_ability", (item.id,)))


def finish_ability(game: GameRules, item_id: str) -> None:
    """608.2n: the ability that resolved is removed from the stack."""
    if item_id in game.stack:
        game.stack.remove(item_id)
    game.stack_abilities.pop(item_id, None)


def enter_battlefield_from_stack(game: GameRules, spell: GameObject) -> None:
    """608.3: a permanent spell becomes a permanent; a copy of a permanent spell becomes a token (707.10f)."""
    new = game.move(spell, "battlefield", "resolve", controller=spell.controller,
                    face_down=spell.face_down, face=spell.face, x=spell.x, was_cast=True,
                    summoning_sick=True, token=spell.spell_copy, bargained=spell.bargained,
                    alt_cost=spell.alt_cost)  # 702.74a: "if its evoke cost was paid"
    new.spell_copy = False
    if "Aura" in game.chars(new).subtypes and spell.targets:
        new.attached_to = spell.targets[0]  # 608.3c: an Aura spell enters attached to the object it targets
    game.trigger_enters(new)


def permanent_target_qualities(spec: JSON, tapped: bool, c: Characteristics) -> bool:
    """The qualities a target permanent must have (115.1): any of `types`, none of `not_types`, `power_min`,
    `mv_max`, `mv_min`, `tapped`."""
    if spec.get("types") and not any(t in c.types for t in spec["types"]):
        return False
    if spec.get("not_types") and any(t in c.types for t in spec["not_types"]):
        return False
    if "power_min" in spec and (c.power is None or c.power < spec["power_min"]):
        return False
    if "mv_max" in spec and c.mana_value > spec["mv_max"]:
        return False
    if "mv_min" in spec and c.mana_value < spec["mv_min"]:  # "with mana value 1 or greater" (202.3)
        return False
    return not spec.get("tapped") or tapped


def targets_share_a_card_type(game: GameRules, specs: list[JSON], chosen: list[str]) -> bool:
    """115.1, 601.2c: "two target permanents that share a card type": the objects chosen for the specs marked
    ``share_card_type`` have at least one card type in common (one may have types the other lacks). Checked as they
    are chosen and again as the spell or ability resolves (608.2b: if they no longer share one, each is illegal);
    with fewer than two of them left (`chosen` naming "" for one no longer legal) there is nothing to compare."""
    objects = [game.objects[tid] for spec, tid in zip(specs, chosen, strict=False)
               if spec.get("share_card_type") and tid in game.objects]
    if len(objects) < 2:
        return True
    shared = set(game.chars(objects[0]).types)
    for obj in objects[1:]:
        shared &= set(game.chars(obj).types)
    return bool(shared)


def targets_in_one_graveyard(game: GameRules, specs: list[JSON], chosen: list[str]) -> bool:
    """601.2c: "target cards from a single graveyard": the cards chosen for the specs marked ``one_graveyard`` are
    all in one player's graveyard (checked as the targets are chosen; a card can't move to another graveyard and
    stay the object targeted, 400.7)."""
    owners = {game.objects[tid].owner for spec, tid in zip(specs, chosen, strict=False)
              if spec.get("one_graveyard") and tid in game.objects}
    return len(owners) <= 1


def targets_distinct(specs: list[JSON], chosen: list[str]) -> bool:
    """115.3: "up to N target ..." is one instance of the word target, written as N equal optional specs;
    no object or player is chosen twice for it. Specs that share an ``instance`` key are one instance too
    ("one or two target creatures": a required spec, then an optional one). A spec marked ``other_target`` ("any
    other target") is never an object or player chosen for an earlier target of the spell or ability."""
    seen: set[tuple[str, str]] = set()
    for i, (spec, tid) in enumerate(zip(specs, chosen, strict=False)):
        if spec.get("other_target") and tid in chosen[:i]:
            return False
        if "instance" in spec:
            key = (f"instance {spec['instance']}", tid)
        elif spec.get("optional"):
            key = (repr(sorted(spec.items())), tid)
        else:
            continue
        if key in seen:
            return False
        seen.add(key)
    return True
