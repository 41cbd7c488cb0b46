"""Targets (115), the stack and resolution (405, 608), countering (701.6)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import Zone

from .conditions import spell_matches
from .objects import Characteristics, GameObject
from .state import Rejected, StackAbility, Then
from .verbs import VERBS

if TYPE_CHECKING:
    from .interface import GameRules


# ----- 115: targets ------------------------------------------------------------------------------


def target_specs_with_x(game: GameRules, specs: list[JSON], x: int) -> list[JSON]:
    """107.3, 601.2b-c, 602.2b: target specs whose quality names X ("with mana value X": ``mv: "X"``) with the X
    announced before the targets are chosen: a spell's or ability's X, which stays as it resolves (608.2b)."""
    return [{**{k: v for k, v in s.items() if k != "mv"}, "mv_min": x, "mv_max": x} if s.get("mv") == "X" else s
            for s in specs]


def is_legal_target(game: GameRules, spec: JSON, tid: str, controller: str, source: GameObject | None,
                    source_chars: Characteristics | None, source_serial: int | None = None) -> bool:
    """115.1: whether the object or player `tid` is one the target spec describes. `source_serial`: the serial of
    the source as the spell or ability knows it (its own by default), for a card "exiled with" it (607.2a: an
    ability on the stack still refers to the cards its source's linked ability exiled, 113.7a)."""
    kind = spec.get("kind")
    if kind == "any_of":  # 115.1: "target creature and/or creature card in a graveyard": one of its alternatives
        return any(game.is_legal_target(alt, tid, controller, source, source_chars) for alt in spec["of"])
    if spec.get("filter") and not game.target_filter_holds(spec["filter"], tid):
        return False
    if any(p.id == tid for p in game.players):
        return kind in ("player", "any") and not game.player(tid).lost and (
            spec.get("controller") != "opponent" or tid != controller)
    if kind == "ability" or tid in game.stack_abilities:
        return kind == "ability" and tid in game.stack_abilities and \
            ability_source_qualities(game, spec, game.stack_abilities[tid])
    obj = game.objects.get(tid)
    if obj is None or kind == "player":  # "target player", "target opponent": no object is one (115.1)
        return False
    if kind in ("spell",):
        if obj.zone != "stack" or (spec.get("controller") == "you" and obj.controller != controller):
            return False  # "target instant or sorcery spell you control"
        c = game.chars(obj)
        if "mv_max" in spec and c.mana_value > spec["mv_max"]:
            return False
        if "mv_min" in spec and c.mana_value < spec["mv_min"]:
            return False
        return not spec.get("types") or any(t in c.types for t in spec["types"])
    if kind == "card":
        if obj.zone != spec.get("zone", "graveyard"):
            return False
        if obj.zone == "graveyard" and game.graveyard_cards_untargetable():
            return False  # a static ability: "cards in graveyards can't be the targets of spells or abilities"
        if spec.get("controller") == "you" and obj.owner != controller:
            return False
        if spec.get("exiled_with") == "this" and not (  # "target card exiled with this" (607.2a, 406.6)
                source is not None and obj.exiled_by == (source.id, source.serial if source_serial is None
                                                         else source_serial)):
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
    if kind == "creature" and "Creature" not in c.types:
        return False
    if kind == "any" and not any(t in c.types for t in ("Creature", "Planeswalker", "Battle")):
        return False  # 115.4: "any target" is a creature, player, planeswalker or battle
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
    if spec.get("face_down") and not obj.face_down:  # "target face-down creature" (708.2)
        return False
    if not permanent_target_qualities(spec, obj.tapped, c):
        return False
    return game.can_be_targeted_by(obj, controller, source_chars)


def ability_source_qualities(game: GameRules, spec: JSON, item: StackAbility) -> bool:
    """115.1, 113.7: "target activated or triggered ability from a noncreature source": an ability on the stack (a
    mana ability never is, 605.3b), whose source has the spec's ``source`` filter's qualities: the source as it is
    now, or as it last existed if it has left its zone (113.7a)."""
    flt = spec.get("source")
    if not flt:
        return True
    _, chars = game.trigger_source_as_it_is(item.source, item.source_serial)
    if chars is None and item.source in game.objects:  # a source that never was a permanent: as it is now
        chars = game.chars(game.objects[item.source])
    return chars is not None and spell_matches(chars, flt)


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


def target_specs(specs: list[JSON] | tuple[JSON, ...], x: int, players: int = 2) -> list[JSON]:
    """601.2c: the targets a spell requires, their number settled as it is cast (once X is announced, 601.2b). A spec
    with ``times`` ("X target creatures": a whole number or "X") stands for that many targets of one instance of the
    word target (115.3); a spec with ``any_number`` and ``divide`` ("N damage divided as you choose among any number
    of targets") for one to N of them, none when N is 0, since each must receive at least one of what is divided
    (601.2d); a spec with ``for_each_player`` ("for each player, up to one target permanent that player controls")
    for up to one target for each of the game's `players`, each controlled by another player (``one_per_player``,
    115.1). Every other spec is itself."""
    out: list[JSON] = []
    for i, spec in enumerate(specs):
        if "times" not in spec and not (spec.get("any_number") and "divide" in spec) and not spec.get(
                "for_each_player"):
            out.append(spec)
            continue
        one = {k: v for k, v in spec.items() if k not in ("times", "any_number", "for_each_player")}
        one.setdefault("instance", f"spec {i}")
        if "times" in spec:
            out += [one] * (x if spec["times"] == "X" else int(spec["times"]))
            continue
        if spec.get("for_each_player"):
            out += [{**one, "optional": True, "one_per_player": True}] * players
            continue
        n = division_total(spec, x)
        out += [one] * min(n, 1) + [{**one, "optional": True}] * max(n - 1, 0)
    return out


def chosen_parts(face: Any, modes: list[int]) -> tuple[list[JSON], list[JSON]]:
    """700.2, 700.2c: a modal spell's targets and effects are those of the modes chosen for it, in printed order, each
    mode's target indexes moved past the targets of the modes before it; a spell without modes has its face's."""
    if face is None:
        return [], []
    if not face.modes:
        return list(face.targets), list(face.effects)
    targets: list[JSON] = []
    effects: list[JSON] = []
    for m in modes:
        mode = face.modes[m]
        effects += [shifted(e, len(targets)) for e in mode.get("effects") or ()]
        targets += list(mode.get("targets") or ())
    return targets, effects


def shifted(effect: JSON, offset: int) -> JSON:
    """An effect with its target indexes (parameters naming a target, an object or what to attach to, and those of
    the effects inside it) moved up by `offset`."""
    if not offset:
        return effect
    out = dict(effect)
    for param in VERBS[effect["do"]].params:
        value = out.get(param.name)
        if param.kind in ("target", "object", "attach") and isinstance(value, int) and not isinstance(value, bool):
            out[param.name] = value + offset
        elif param.kind == "effects" and isinstance(value, list):
            out[param.name] = [shifted(e, offset) for e in value]
    return out


def spell_target_specs(game: GameRules, spell: GameObject) -> list[JSON]:
    """The target specs of a spell on the stack: its face's, or its chosen modes' (700.2c), their number settled as it
    was cast (601.2c); none for a face-down spell."""
    face = None if spell.face_down else spell.card.face_named(spell.cast_as or "normal")
    specs = target_specs(chosen_parts(face, spell.modes)[0], spell.x, len(game.players))
    return concrete_target_specs(specs, variable_count(specs, len(spell.targets), spell.x))


def division_total(spec: JSON, x: int) -> int:
    """601.2d: the amount a target spec's ``divide`` divides among the targets of its instance (a whole number, or
    "X")."""
    total = spec.get("divide", 0)
    return x if total == "X" else int(total)


def with_any_number(specs: list[JSON], chosen: int) -> list[JSON]:
    """601.2c: "any number of target ..." (a last spec marked ``any_number``, with ``max``: "up to N target ...") is
    a variable number of targets, one instance of the word target (115.3), that may be none: as many optional
    copies of the spec as the `chosen` targets need beyond the specs before it (at most ``max``)."""
    if not specs or not specs[-1].get("any_number"):
        return specs
    base = specs[:-1]
    wanted = max(0, chosen - len(base))
    return base + [{**specs[-1], "optional": True}] * min(wanted, int(specs[-1].get("max", wanted)))


VARIABLE = "variable"
"""The instance (115.3) shared by the targets a spec for a variable number of targets stands for (601.2c)."""


def concrete_target_specs(specs: list[JSON], count: int) -> list[JSON]:
    """601.2c: "up to X target ..." (``count: "up_to_x"`` on the last spec, where X is known only as a trigger is put
    on the stack, 107.3e: "X target ..." as a spell is cast is ``times``, "any number" ``any_number``) stands for
    `count` optional targets of one instance of the word target (115.3: each object once at most). Other specs are
    kept."""
    if not specs or "count" not in specs[-1]:
        return specs
    one = {**{k: v for k, v in specs[-1].items() if k != "count"}, "instance": VARIABLE, "optional": True}
    return [*specs[:-1], *(dict(one) for _ in range(max(count, 0)))]


def variable_count(specs: list[JSON], n_targets: int, x: int) -> int:
    """How many targets an "up to X" spec stands for (601.2c): those chosen beyond the fixed specs', at most X."""
    return min(x, n_targets - (len(specs) - 1)) if specs and specs[-1].get("count") == "up_to_x" else 0


def legal_target_choices(game: GameRules, pid: str, specs: list[JSON], source: GameObject | None,
                         source_chars: Characteristics | None) -> list[list[str]]:
    """Every legal way to choose the targets, in order; trailing optional ("up to") targets may go unchosen. The
    targets chosen for one instance of the word target (115.3: equal specs, "up to N target cards" or "X target
    creatures") are one set of objects: listed once, in the candidates' order, never in every order
    (``instance_runs``); "any number of target ..." (601.2c) is every set of distinct legal objects (an "up to X
    target ..." spec is made concrete first, `concrete_target_specs`)."""
    if specs and specs[-1].get("count"):
        raise ValueError("an 'up to X' target spec is made concrete with its X before its targets are listed")
    candidates = [p.id for p in game.players] + sorted(game.objects)
    if any(s.get("kind") == "ability" for s in specs):  # 115.1: an activated or triggered ability on the stack
        candidates += list(game.stack_abilities)
    if specs and specs[-1].get("any_number"):  # 601.2c: each set of legal objects once (in card-id order)
        legal_last = [t for t in candidates if game.is_legal_target(specs[-1], t, pid, source, source_chars)]
        most = min(len(legal_last), int(specs[-1].get("max", len(legal_last))))  # "up to N": no more than N
        return [head + list(tail) for head in legal_target_choices(game, pid, specs[:-1], source, source_chars)
                for n in range(most + 1) for tail in itertools.combinations(legal_last, n)
                if not set(head) & set(tail) and game.targets_in_one_graveyard(
                    with_any_number(specs, len(head) + n), head + list(tail))]
    legal = {repr(s): [t for t in candidates if game.is_legal_target(s, t, pid, source, source_chars)]
             for s in specs}
    out: list[list[str]] = []
    n = len(specs)
    while True:
        runs = instance_runs(specs[:n])
        per_run = [itertools.combinations(legal[repr(specs[start])], length) if length > 1 else
                   ((t,) for t in legal[repr(specs[start])]) for start, length in runs]
        out += [[t for part in combo for t in part] for combo in itertools.product(*per_run)]
        if not (n and specs[n - 1].get("optional")):
            break
        n -= 1
    grouped = n < len(specs) or any("instance" in s or s.get("other_target") for s in specs)
    out = [c for c in out if targets_distinct(specs, c)] if grouped else out
    if any(s.get("one_per_player") for s in specs):
        out = [c for c in out if targets_of_different_players(game, specs, c)]
    if any(s.get("share_card_type") for s in specs):
        out = [c for c in out if targets_share_a_card_type(game, specs, c)]
    return [c for c in out if game.targets_in_one_graveyard(specs, c)] if any(
        s.get("one_graveyard") for s in specs) else out


def instance_runs(specs: list[JSON]) -> list[tuple[int, int]]:
    """The specs as runs (start, length) of one instance of the word target each (115.3): a spec, then the specs
    after it that are equal to it but for being optional ("X target creatures", "up to N", or one to N) and either
    share its ``instance`` or, like it, are optional without one (a required spec never follows an optional one)."""
    def same(a: JSON, b: JSON) -> bool:
        return {k: v for k, v in a.items() if k != "optional"} == {k: v for k, v in b.items() if k != "optional"}

    runs: list[tuple[int, int]] = []
    for i, spec in enumerate(specs):
        if runs:
            start, length = runs[-1]
            first = specs[start]
            one_instance = "instance" in first or (first.get("optional") and not first.get("other_target"))
            in_order = bool(spec.get("optional")) or not specs[i - 1].get("optional")
            if one_instance and start + length == i and in_order and same(first, spec):
                runs[-1] = (start, length + 1)
                continue
        runs.append((i, 1))
    return runs


def choose_targets(game: GameRules, pid: str, specs: list[JSON], chosen: list[str], source: GameObject | None,
                   source_chars: Characteristics | None, ability: bool = False) -> list[str]:
    """601.2c / 602.2b: one legal target for each instance of the word "target"; "up to N" targets (specs
    marked ``optional``, last) may be left unchosen (115.6), and one object is chosen once for them (115.3)."""
    specs = with_any_number(specs, len(chosen))
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
    if not targets_of_different_players(game, specs, chosen):
        raise Rejected("each target of this instance is a permanent of another player (115.1: one for each player)")
    if not targets_share_a_card_type(game, specs, chosen):
        raise Rejected("the targets must share a card type (115.1, 601.2c)")
    for spec, tid in zip(specs, chosen, strict=False):
        if not game.is_legal_target(spec, tid, pid, source, source_chars):
            raise Rejected(f"{tid} is not a legal target ({spec.get('kind')})")
    return list(chosen)


def new_target_choices(game: GameRules, iid: str) -> list[list[str]]:
    """115.7d: the ways to choose new targets for a spell or ability on the stack: its targets as they are (first),
    then every choice that changes some of them, each changed target legal for it as its controller's (601.2c) and
    the unchanged ones kept, legal or not; the number of targets doesn't change, and nothing is its own target
    (115.5). Nothing when it has no targets."""
    item = game.stack_abilities.get(iid)
    source: GameObject | None
    if item is not None:
        specs = list(item.ability.get("targets") or [])
        if (item.ability.get("effects") or [{}])[0].get("do") == "attach_source":
            specs = [{"kind": "creature", "controller": "you", "other": True}]  # equip's target (702.6a)
        controller, kept = item.controller, list(item.targets)
        source, chars = game.trigger_source_as_it_is(item.source, item.source_serial)
    else:
        spell = game.objects.get(iid)
        if spell is None or spell.zone != "stack" or spell.face_down:
            return []
        specs = spell_target_specs(game, spell)
        controller, kept, source, chars = spell.controller, list(spell.targets), spell, game.chars(spell)
    if not kept:
        return []
    candidates = [p.id for p in game.players] + sorted(game.objects) + list(game.stack_abilities)
    per_target = [[kept[i], *(t for t in candidates if t not in (kept[i], iid)
                              and game.is_legal_target(spec, t, controller, source, chars))]
                  for i, spec in enumerate(specs[:len(kept)])]
    return [list(c) for c in itertools.product(*per_target) if targets_distinct(specs, list(c))
            and game.targets_in_one_graveyard(specs, list(c)) and targets_of_different_players(game, specs, list(c))]


def change_targets(game: GameRules, iid: str, targets: list[str]) -> None:
    """115.7: the spell or ability now has these targets; each new one becomes a target of it (702.21a: ward, 603.2:
    "becomes the target of a spell")."""
    item = game.stack_abilities.get(iid)
    thing = item if item is not None else game.objects.get(iid)
    if thing is None or iid not in game.stack or list(targets) == list(thing.targets):
        return
    added = [t for t in targets if t not in thing.targets]
    thing.targets = list(targets)
    game.emit({"type": "targets_changed", "card": iid, "targets": list(targets)})
    game.trigger_ward(thing.controller, iid, added)
    if item is None:
        game.trigger_targeted_by_spell(thing.controller, added)


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
                        newest_serial: int, source_serial: int | None = None) -> list[str | None]:
    """608.2b: each target is checked again; an illegal one is not affected. A target object newer than
    ``newest_serial`` (the newest object when the spell or ability was put on the stack) has changed zones
    since: it is a new object (400.7), no longer the one targeted."""
    out: list[str | None] = []
    for spec, tid in zip(with_any_number(specs, len(targets)), targets, strict=False):
        obj = game.objects.get(tid)
        moved = obj is not None and obj.serial > newest_serial
        out.append(tid if not moved and game.is_legal_target(spec, tid, controller, source, source_chars,
                                                             source_serial) else None)
    if not targets_share_a_card_type(game, specs, [t or "" for t in out]):  # each of them is illegal now
        out = [None if spec.get("share_card_type") else t for spec, t in zip(specs, out, strict=False)]
    return out


def resolve_spell(game: GameRules, spell: GameObject) -> None:
    c = game.chars(spell)
    face = None if spell.face_down else spell.card.face_named(spell.cast_as or "normal")
    specs = spell_target_specs(game, spell)
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
           "source_chars": c, "division": list(spell.division)}
    game.run_effects(ctx, chosen_parts(face, spell.modes)[1], Then("finish_spell", (spell,)))


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
    """702.34a: a card cast with flashback is exiled whenever it would leave the stack; 614.1a: one an effect
    exiles instead of putting it into a graveyard (Jetsam's); otherwise the graveyard (608.2n, 701.6a)."""
    exiled = spell.alt_cost == "flashback" or spell.exile_instead_of_graveyard
    return "exile" if exiled and not spell.spell_copy else "graveyard"


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
    specs = game.target_specs_with_x(list(item.ability.get("targets") or []), item.x)
    specs = concrete_target_specs(specs, variable_count(specs, len(item.targets), item.x))  # 601.2c
    if item.ability.get("effects", [{}])[0].get("do") == "attach_source":
        specs = [{"kind": "creature", "controller": "you", "other": True}]
    legal = game.targets_still_legal(item.targets, specs, item.controller, source, source_chars,
                                     item.newest_serial, item.source_serial)
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
           "source_chars": source_chars, "extra": item.extra, "item": item.id,
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
                    alt_cost=spell.alt_cost,  # 702.74a: "if its evoke cost was paid"
                    haste_while_controlled_by=spell.haste_while_controlled_by)  # 702.62a
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


def targets_of_different_players(game: GameRules, specs: list[JSON], chosen: list[str]) -> bool:
    """115.1, 601.2c: "for each player, up to one target permanent that player controls": the permanents chosen for
    the specs marked ``one_per_player`` are each controlled by a different player."""
    controllers = [game.objects[tid].controller for spec, tid in zip(specs, chosen, strict=False)
                   if spec.get("one_per_player") and tid in game.objects]
    return len(controllers) == len(set(controllers))


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
