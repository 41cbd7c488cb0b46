"""Casting spells (601.2) and activating abilities (602): one pipeline for every mode.

Every check happens before anything changes, so a rejected cast leaves the
game as it was (rule 732).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections import Counter
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action
from mtg_protocol.vocab import AltCost, CastMode

from . import layers
from .conditions import graveyard_cards, spell_matches
from .mana import COLORS, ManaCost, Payment, format_cost, parse_cost, plan_payment
from .modal import announced_mode
from .objects import Characteristics, GameObject, natural_key
from .plans import ActivationPlan, CastPermission, CastPlan
from .stack import chosen_parts, concrete_target_specs, division_total, target_specs, variable_count
from .state import FREE_CAST_CHOICES, ContinuousEffect, Rejected, StackAbility
from .verbs.interactions import disturb_cost, flashback_cost, retrace_discard

if TYPE_CHECKING:
    from .interface import GameRules

MODES = ("normal", "adventure", "face_down", "left", "right", "back", "omen")


# ----- 601.2a / 715.3 / 720.3 / 709.3 / 712.11 / 708.4: the spell's characteristics as proposed ----------


def proposed_characteristics(game: GameRules, obj: GameObject, mode: CastMode) -> Characteristics:
    """The copiable values the spell would have on the stack in this mode, X at 0 until announced (601.3e).

    Read-only: shared with every object of the same card.
    """
    return layers.card_values(obj.card, "stack", face_down="disguise" if mode == "face_down" else None,
                              cast_as=mode if mode in ("adventure", "omen", "left", "right") else "normal",
                              face="back" if mode == "back" else "normal")


def castable_modes(game: GameRules, obj: GameObject) -> tuple[CastMode, ...]:
    modes = obj.card.modes()
    if obj.card.layout == "mdfc":  # 712.11c, 305.9: a land face is played, never cast
        modes = tuple(m for m in modes if m not in obj.card.land_modes())
    if game.printed_disguise_cost(obj) is not None:
        modes = modes + ("face_down",)
    if obj.zone == "graveyard" and disturb_cost(obj.card) is not None:
        modes = modes + ("back",)  # 702.146a, 712.11a: cast transformed, with its back face up
    return modes


def printed_disguise_cost(game: GameRules, obj: GameObject) -> str | None:
    for k in obj.card.main.keywords:
        if k.startswith("disguise "):
            return k[len("disguise "):]
    return None


# ----- 601.3: permission to begin casting ------------------------------------------------------------


def cast_permission(game: GameRules, pid: str, obj: GameObject, mode: CastMode) -> CastPermission:
    pending = game.pending
    if pending is not None:
        if pending.kind in FREE_CAST_CHOICES and pending.player == pid and pending.data["card"] == obj.id:
            return CastPermission(FREE_CAST_CHOICES[pending.kind], free=True, ignore_timing=True,
                                  max_mana_value=pending.data["n"])
        raise Rejected(f"{pending.player} must first answer the pending {pending.kind} choice")
    if obj.zone == "hand" and obj.owner == pid:
        return CastPermission("hand")
    if obj.zone == "exile" and obj.adventure_permission == pid:
        if mode == "adventure":
            raise Rejected("a card exiled by its own Adventure can't be cast as an Adventure again (715.3d)")
        return CastPermission("adventure")
    for perm in game.permissions:
        if perm.card == obj.id and perm.serial == obj.serial and perm.player == pid and mode in perm.modes:
            return CastPermission(perm.source, free=perm.free, max_mana_value=perm.max_mana_value)
    if obj.zone == "library" and obj.owner == pid and game.library(pid)[:1] == [obj.id]:
        if game.library_top_permission(pid, game.proposed_characteristics(obj, mode)):
            return CastPermission("library_top")
    if mode == "back" and obj.card.layout == "transform":  # 712.11: front face up, unless cast transformed
        if obj.zone == "graveyard" and obj.owner == pid and disturb_cost(obj.card) is not None:
            return CastPermission("disturb")  # 702.146a: from its owner's graveyard for its disturb cost
        raise Rejected(f"{obj.id} is cast with its front face up (712.11); only disturb casts it transformed")
    if obj.zone == "graveyard" and obj.owner == pid and game.flashback_cost_of(obj) is not None:
        return CastPermission("flashback")  # 702.34a: cast from its owner's graveyard for its flashback cost
    if obj.zone == "graveyard" and obj.owner == pid and "retrace" in obj.card.main.keywords:
        return CastPermission("retrace")  # 702.81a: from its owner's graveyard, discarding a land card
    if obj.zone == "exile" and obj.card.layout == "adventure":
        raise Rejected(f"{obj.id} was not exiled by its own Adventure resolving, so it can't be cast (715.3d)")
    raise Rejected(f"{pid} has no permission to cast {obj.id} from the {obj.zone}")


def may_play_adventure_land(game: GameRules, pid: str, obj: GameObject) -> bool:
    """715.3d: a card its own Adventure exiled may be played by that spell's controller while it stays in exile;
    a land card is played as a land (305.1), under the usual timing and one-land limit (305.2)."""
    return obj.zone == "exile" and obj.adventure_permission == pid and bool(obj.card.land_modes())


def library_top_permission(game: GameRules, pid: str, c: Characteristics) -> bool:
    """A Johann-like permission: once each turn, an instant or sorcery spell from the top (715.3a)."""
    return game.may_cast_from_library_top(pid) and ("Instant" in c.types or "Sorcery" in c.types)


def may_cast_from_library_top(game: GameRules, pid: str) -> bool:
    """Whether a permission to cast from the top of the library applies to `pid` now, whatever the card."""
    return game.library_top_permission_source(pid) is not None


def library_top_permission_source(game: GameRules, pid: str) -> GameObject | None:
    """The first permanent `pid` controls whose permission to cast from the top of the library is unused: a
    "once each turn" permission belongs to its object (400.7), so a permanent that left and came back is a
    new object with a fresh one, and two such permanents give one cast each."""
    for src, ab in game.static_abilities():
        if (src.controller == pid and ab.get("permission") == "cast_instant_sorcery_from_library_top"
                and not (ab.get("once_per_turn") and src.serial in game.permissions_used)):
            return src
    return None


# ----- 117.1a / 307.1: timing ---------------------------------------------------------------------------


def check_casting_timing(game: GameRules, pid: str, c: Characteristics, permission: CastPermission) -> None:
    if permission.ignore_timing:
        return  # 608.2g: a spell cast while another resolves ignores timing
    if game.priority != pid:
        raise Rejected(f"{pid} does not have priority")
    if "Instant" in c.types or "flash" in c.keywords or permission.as_though_flash or \
            game.may_cast_as_though_flash(pid, c):
        return
    if not game.sorcery_timing(pid):
        raise Rejected("a noninstant spell can be cast only in your main phase while the stack is empty (307.1)")


def check_cast_prohibitions(game: GameRules, c: Characteristics) -> None:
    for src, ab in game.static_abilities():
        if ab.get("prohibit") == "chosen_name" and src.chosen_name and src.chosen_name in c.names:
            raise Rejected(f"spells named {src.chosen_name} can't be cast ({src.card.name})")


def check_alternative_cost(game: GameRules, mode: CastMode, alt_cost: AltCost | None,
                           permission: CastPermission) -> None:
    """118.9a: at most one alternative cost; a free cast (118.9) excludes every other one, disguise included."""
    if (mode == "face_down") != (alt_cost == "disguise"):
        raise Rejected("casting face down is done by paying the disguise alternative cost (702.168a)")
    if (permission.source == "flashback") != (alt_cost == "flashback"):
        raise Rejected("a card with flashback is cast from a graveyard by paying its flashback cost (702.34a)")
    if (permission.source == "disturb") != (alt_cost == "disturb"):
        raise Rejected("a card is cast transformed with disturb by paying its disturb cost (702.146a)")
    if alt_cost not in (None, "disguise", "free", "flashback", "evoke", "disturb", "zero"):
        raise Rejected(f"unknown alternative cost {alt_cost!r}")
    if alt_cost == "free" and not permission.free:
        raise Rejected("no effect lets this spell be cast without paying its mana cost")
    if permission.free and alt_cost != "free":
        raise Rejected("only one alternative cost can apply: this cast is without paying its mana cost (118.9a)")


def zero_cost_source(game: GameRules, pid: str, obj: GameObject, c: Characteristics) -> GameObject | None:
    """118.9: a permanent of `pid`'s whose static ability lets them pay {0} rather than the mana cost of a spell
    `alt_cost_zero` picks that they cast from exile, once each turn (Tlincalli Hunter; `permissions_used`), for the
    card `obj` cast with characteristics `c`; None when none does."""
    if obj.zone != "exile":
        return None
    for src, ab in game.static_abilities():
        if "alt_cost_zero" in ab and src.controller == pid and src.serial not in game.permissions_used \
                and spell_matches(c, ab["alt_cost_zero"]):
            return src
    return None


def check_mana_value_limit(game: GameRules, obj: GameObject, c: Characteristics, permission: CastPermission) -> None:
    """701.57a / 601.3e: a limit such as discover's is judged on the spell as it would be cast (715.3a, 709.3a)."""
    if permission.max_mana_value is not None and c.mana_value > permission.max_mana_value:
        raise Rejected(f"the spell's mana value {c.mana_value} is greater than {permission.max_mana_value}")


# ----- 601.2b-f: announcements and total cost ----------------------------------------------------------


def announce_x(game: GameRules, c: Characteristics, action: Action, free: bool) -> int:
    x = action.get("x") or 0
    if not isinstance(x, int) or x < 0:
        raise Rejected(f"X must be a whole number, not {x!r}")
    if c.mana_cost is None or c.mana_cost.x == 0:
        if x:
            raise Rejected("this spell has no {X} in its mana cost")
        return 0
    if free and x:
        raise Rejected("X must be 0 when a spell is cast without paying its mana cost (107.3b)")
    return x


def announce_additional_costs(game: GameRules, pid: str, face: Any, action: Action) -> tuple[bool, list[GameObject]]:
    chosen = action.get("additional_costs") or []
    kicked = "kicker" in chosen
    sacrifice_ids: list[str] = []
    for entry in chosen:
        if isinstance(entry, dict):
            sacrifice_ids += entry.get("sacrifice") or []
    sacrificed: list[GameObject] = []
    specs = list(face.additional_costs) if face is not None else []
    if kicked and not any(s["kind"] == "kicker" for s in specs):
        raise Rejected("this spell has no kicker cost")
    for spec in specs:
        if spec["kind"] == "sacrifice":
            if not sacrifice_ids:
                if spec.get("mandatory"):
                    raise Rejected("this spell's mandatory additional cost (sacrifice) must be paid (601.2f)")
                continue
            victim = game.obj(sacrifice_ids.pop(0))
            if not game.can_sacrifice(pid, victim, spec.get("filter") or {}):
                raise Rejected(f"{victim.id} can't be sacrificed for this cost")
            sacrificed.append(victim)
    if sacrifice_ids:
        raise Rejected("more permanents named for sacrifice than the spell's costs ask for")
    return kicked, sacrificed


def bargained(plan: CastPlan) -> bool:
    """702.166b: a spell is bargained if its bargain cost was paid: a permanent was sacrificed for the cost its
    bargain keyword stands for (a face with bargain has no other sacrifice cost)."""
    face = plan.obj.card.face_named(plan.mode) if plan.mode != "face_down" else None
    return bool(plan.sacrificed) and face is not None and any(c.get("bargain") for c in face.additional_costs)


def can_sacrifice(game: GameRules, pid: str, victim: GameObject, flt: JSON) -> bool:
    if victim.zone != "battlefield" or victim.controller != pid:
        return False
    if flt.get("any_of"):  # one of several kinds (702.166a: "an artifact, enchantment, or token")
        return any(game.can_sacrifice(pid, victim, f) for f in flt["any_of"])
    if flt.get("token") and not victim.token:
        return False
    c = game.chars(victim)
    if flt.get("types") and not all(t in c.types for t in flt["types"]):
        return False
    if flt.get("types_any") and not any(t in c.types for t in flt["types_any"]):
        return False
    if flt.get("subtype") == "Clue":
        return game.is_clue(victim)
    return not flt.get("subtype") or c.has_subtype(flt["subtype"])


def sacrifice_set_allowed(game: GameRules, flt: JSON, victims: list[GameObject]) -> bool:
    """118.3: whether these permanents together pay a "sacrifice N ..." cost's own demand on the set: with
    ``different_names``, no two share a name (201.2: "three artifact tokens with different names")."""
    names = [game.chars(v).name for v in victims]
    return not flt.get("different_names") or len(set(names)) == len(names)


def flash_cost_paid(game: GameRules, face: Any, action: Action) -> ManaCost | None:
    """"Cast it as though it had flash if you pay N more" (601.2f, 702.8a): the extra cost when the cast
    announces ``"flash"`` among its additional costs, else None."""
    if "flash" not in (action.get("additional_costs") or []):
        return None
    spec = next((s for s in (face.additional_costs if face is not None else ()) if s["kind"] == "flash"), None)
    if spec is None:
        raise Rejected("this spell can't be cast as though it had flash for a cost")
    return parse_cost(spec["mana"]) or ManaCost()


def announce_replicate(game: GameRules, face: Any, action: Action) -> int:
    """601.2b, 702.56a: how many times the caster pays the spell's replicate cost, an additional cost that may be paid
    any number of times: ``"replicate"`` listed once among the cast's additional costs for each time."""
    n = sum(1 for entry in action.get("additional_costs") or [] if entry == "replicate")
    if n and not any(s["kind"] == "replicate" for s in (face.additional_costs if face is not None else ())):
        raise Rejected("this spell has no replicate cost (702.56a)")
    return n


def replicate_cost(face: Any) -> ManaCost:
    """702.56a: the mana one payment of the face's replicate cost adds to the total cost (601.2f)."""
    spec = next(s for s in face.additional_costs if s["kind"] == "replicate")
    return parse_cost(spec["mana"]) or ManaCost()


def offers_flash_cost(game: GameRules, obj: GameObject, mode: CastMode) -> bool:
    face = None if mode == "face_down" else obj.card.face_named(mode)
    return face is not None and any(s["kind"] == "flash" for s in face.additional_costs)


def is_clue(game: GameRules, obj: GameObject) -> bool:
    """205.3g: Clue is an artifact type; only an artifact can be a Clue."""
    c = game.chars(obj)
    return "Artifact" in c.types and "Clue" in c.subtypes


def total_cost(game: GameRules, pid: str, c: Characteristics, alt_cost: AltCost | None, x: int, kicked: bool,
               face: Any) -> ManaCost:
    """601.2f: the mana cost or alternative cost, plus additional costs and increases, minus reductions."""
    if alt_cost == "disguise":
        cost = ManaCost(3)  # 702.168a
    elif alt_cost in ("free", "zero"):  # 118.9: without paying the mana cost, or {0} rather than it
        cost = ManaCost()
    elif alt_cost == "flashback":
        cost = parse_cost(flashback_cost(c.keywords)) or ManaCost()  # 702.34a, 118.9
    elif alt_cost == "disturb":  # 702.146a: the front face's disturb cost instead of the mana cost
        if game.announced_disturb_cost is None:
            raise Rejected("this spell has no disturb cost (702.146a)")
        cost = game.announced_disturb_cost
    elif alt_cost == "evoke":  # 702.74a: the evoke cost instead of the mana cost
        if c.keyword_value("evoke") is None:
            raise Rejected("this spell has no evoke cost (702.74a)")
        cost = parse_cost(c.keyword_value("evoke")) or ManaCost()
    else:
        cost = (c.mana_cost or ManaCost()).with_x(x)
    if kicked:
        kicker = next(s for s in face.additional_costs if s["kind"] == "kicker")
        cost = cost.plus(parse_cost(kicker["mana"]) or ManaCost())
    if game.announced_cost_increase is not None:  # 601.2f: cost increases, added before any reduction
        cost = cost.plus(game.announced_cost_increase)
    for ab in c.abilities:  # 601.2f: "this spell costs {W}{U} more to cast for each target beyond the first"
        for _ in range(max(0, game.announced_target_count - 1) if "cost_per_extra_target" in ab else 0):
            cost = cost.plus(parse_cost(ab["cost_per_extra_target"]) or ManaCost())
    change = -sum(graveyard_cards(game, pid, ab["self_cost_reduction"]) for ab in c.abilities
                  if "self_cost_reduction" in ab)  # 601.2f: "this spell costs {X} less to cast, where X is ..."
    change -= sum(n for who, flt, n in game.next_spell_reductions if who == pid and spell_matches(c, flt))
    for src, ab in game.static_abilities():
        if "cost_change" not in ab or (ab.get("who") == "you" and src.controller != pid):
            continue
        if spell_matches(c, ab.get("applies") or {}):
            change += ab["cost_change"]
    if change > 0:
        cost = cost.plus(ManaCost(change))
    elif change < 0:
        cost = cost.reduce_generic(-change)
    return cost


def mana_sources(game: GameRules, pid: str, for_abilities: bool = False) -> list[tuple[str, str]]:
    """The untapped mana abilities `pid` controls, as (card id, mana), one entry per mana each makes; with
    `for_abilities`, also those whose mana may be spent only to activate abilities (106.6). Reused while nothing
    changed."""
    return game.while_unchanged(("mana_sources", pid, for_abilities),
                                lambda: game._untapped_mana_sources(pid, for_abilities))


def _untapped_mana_sources(game: GameRules, pid: str, for_abilities: bool = False) -> list[tuple[str, str]]:
    out = []
    for obj in game.battlefield_objects():
        if obj.controller != pid or obj.tapped or game.activation_forbidden(obj):  # 602.5, 605.1a
            continue
        c = game.chars(obj)
        if obj.summoning_sick and "Creature" in c.types and "haste" not in c.keywords:
            continue  # 302.6: a creature's {T} ability only once it has been under its control since the turn began
        times = mana_multiplier(game, pid, c)
        for ab in c.abilities:
            if ab.get("kind") == "mana" and (for_abilities or ab.get("spend_only") != "abilities"):
                out += [(obj.id, mana_ability_symbols(ab)) for _ in range(times * int(ab.get("amount", 1)))]
    return sorted(out, key=lambda s: natural_key(s[0]))


def mana_multiplier(game: GameRules, pid: str, c: Characteristics) -> int:
    """106.12, 614.1a, 616.1: how many times as much mana a permanent with characteristics `c` produces when `pid`
    taps it for mana: each static ability of theirs "if you tap a <kind> for mana, it produces N times as much of
    that mana instead" (``mana_multiplier``, the kind its ``sources`` filter) applies in turn, multiplying."""
    times = 1
    for src, ab in game.static_abilities():
        if "mana_multiplier" in ab and src.controller == pid and spell_matches(c, ab.get("sources") or {}):
            times *= int(ab["mana_multiplier"])
    return times


def mana_ability_symbols(ability: JSON) -> str:
    """The mana a land's mana ability can add, one symbol per kind (605.1a): ``produces`` names one kind;
    ``produces_one_of`` names two colors, one of which its controller chooses as it activates it (106.1a)."""
    return "".join(ability["produces_one_of"]) if "produces_one_of" in ability else str(ability["produces"])


def plan(game: GameRules, pid: str, cost: ManaCost, tapped_for_cost: str | None = None,
         for_abilities: bool = False) -> Payment:
    """601.2g-h: how `pid` would pay `cost` now; the same plan while nothing changed.

    `tapped_for_cost` is a permanent the cost also taps ({T}), so it can't tap for mana too (602.2h); an activated
    ability's cost (`for_abilities`) may also be paid with mana spendable only on abilities (106.6).
    """
    def found() -> Payment | None:
        player = game.player(pid)
        pool = player.pool + player.ability_pool if for_abilities else player.pool
        payment = plan_payment(cost, pool, [s for s in game.mana_sources(pid, for_abilities)
                                            if s[0] != tapped_for_cost], player.life)
        return dataclasses.replace(payment, for_abilities=True) if payment and for_abilities else payment

    payment = game.while_unchanged(("plan", pid, cost, tapped_for_cost, for_abilities), found)
    if payment is None:
        raise Rejected(f"{pid} can't pay {format_cost(cost)}")
    return payment


def pay(game: GameRules, pid: str, payment: Payment, for_card: str) -> None:
    """601.2g-h: the mana from the pool, the sources tapped (each once), the life. A source that made more mana than
    the payment used (a tripled basic land, 106.12) leaves the rest in its controller's mana pool (106.4)."""
    player = game.player(pid)
    made = Counter(game.mana_sources(pid, for_abilities=True))
    restricted = {entry[0] for entry in made} - {entry[0] for entry in game.mana_sources(pid)}
    for sym, n in payment.from_pool:
        spent_restricted = min(n, player.ability_pool[sym]) if payment.for_abilities else 0
        player.add_ability_mana(sym, -spent_restricted)  # 106.6: it can pay only this, so it goes first
        player.add_mana(sym, spent_restricted - n)
    tapped = list(dict.fromkeys(payment.tapped))
    for land in tapped:
        game.objects[land].tapped = True
        entries = [entry for entry in made if entry[0] == land]
        unused = sum(made[entry] for entry in entries) - payment.tapped.count(land)
        if unused > 0 and len(entries) == 1 and len(entries[0][1]) == 1:
            add = player.add_ability_mana if land in restricted else player.add_mana
            add(entries[0][1], unused)
    mana = "".join(f"{{{s}}}" * n for s, n in payment.from_pool)
    life = [f"pay {payment.life} life"] if payment.life else []
    game.emit({"type": "cost_paid", "card": for_card, "mana": mana,
               "other": [f"tap {t}" for t in tapped] + life})
    if payment.life:
        game.change_life(pid, -payment.life)  # 119.4, 107.4f: Phyrexian mana paid with life


def sacrifice(game: GameRules, pid: str, victim: GameObject, cause: str = "sacrifice") -> None:
    """701.21: a sacrificed permanent goes to its owner's graveyard; "whenever you sacrifice" triggers."""
    c = game.chars(victim)
    game.emit({"type": "sacrifice", "card": victim.id, "player": pid, "name": c.name, "subtypes": list(c.subtypes)})
    game.this_turn.sacrificed[pid] = (*game.this_turn.sacrificed.get(pid, ()), frozenset(c.types))
    was_clue = game.is_clue(victim)
    new = game.move(victim, "graveyard", cause)
    game.trigger_leaves_battlefield(victim, new)
    if was_clue:
        game.this_turn.count(game.this_turn.clues_sacrificed, pid)
        game.trigger_sacrificed_clue(pid, victim)
    game.trigger_sacrificed(pid, victim, c)


# ----- 601.2: the pipeline ---------------------------------------------------------------------------


def prepare_cast(game: GameRules, action: Action, pid: str | None = None,
                 permission: CastPermission | None = None) -> CastPlan:
    """601.2a-f: every announcement and check, with nothing changed yet."""
    pid = pid or game.actor()
    obj = game.obj(action.get("card", ""))
    mode = action.get("mode", "normal")
    alt_cost = action.get("alt_cost")
    if mode not in MODES:
        raise Rejected(f"unknown cast mode {mode!r}")
    if mode not in game.castable_modes(obj):
        raise Rejected(f"{obj.card.name} can't be cast as {mode}")
    permission = permission or game.cast_permission(pid, obj, mode)
    game.check_alternative_cost(mode, alt_cost, permission)
    c = game.proposed_characteristics(obj, mode)
    if alt_cost == "flashback":  # 702.34a: a flashback the card was granted in the graveyard sets its cost too
        c = game.with_granted_flashback(obj, c)
    face = None if mode == "face_down" else obj.card.face_named(mode)
    flash_cost = game.flash_cost_paid(face, action)  # if paid, it may be cast any time an instant could
    if flash_cost is not None:
        permission = dataclasses.replace(permission, as_though_flash=True)
    game.check_may_begin_casting(pid, obj, c, permission)
    if alt_cost == "zero" and game.zero_cost_source(pid, obj, c) is None:
        raise Rejected("nothing lets this spell be cast for {0} rather than its mana cost now (118.9)")
    x = game.announce_x(c, action, permission.free or alt_cost == "zero")
    kicked, sacrificed = game.announce_additional_costs(pid, face, action)
    modes = game.announce_modes(face, action)
    chosen = action.get("targets") or []
    specs = target_specs(chosen_parts(face, modes)[0], x, len(game.players))
    specs = concrete_target_specs(specs, variable_count(specs, len(chosen), x))  # 601.2c
    targets = game.choose_targets(pid, specs, chosen, source=obj, source_chars=c)
    division = game.announce_division(specs, targets, action, x)
    replicated = game.announce_replicate(face, action)
    increases = ([flash_cost] if flash_cost is not None else []) + ([replicate_cost(face)] * replicated
                                                                    if replicated else [])
    game.announced_cost_increase = functools.reduce(ManaCost.plus, increases) if increases else None
    game.announced_disturb_cost = parse_cost(disturb_cost(obj.card)) if alt_cost == "disturb" else None
    game.announced_target_count = len(targets)
    try:
        cost = game.total_cost(pid, c, alt_cost, x, kicked, face)
    finally:
        game.announced_cost_increase = game.announced_disturb_cost = None
        game.announced_target_count = 0
    payment = game.plan(pid, cost)
    discarded = retrace_discard(game, pid, obj, action, permission.source == "retrace")
    return CastPlan(pid, obj, mode, alt_cost, permission, x, kicked, sacrificed, targets, payment, discarded,
                    division, modes, replicated)


def announce_modes(game: GameRules, face: Any, action: Action) -> list[int]:
    """601.2b, 700.2: a modal spell ("choose one or both") announces its modes as it is cast: one or more of them,
    each once (700.2d), by index in printed order; a mode whose targets can't be chosen can't be chosen (700.2a: its
    targets are then required). A spell without modes takes none."""
    modes = action.get("modes")
    if face is None or not face.modes:
        if modes:
            raise Rejected("this spell has no modes to choose (700.2)")
        return []
    n = len(face.modes)
    if not isinstance(modes, list) or not modes or modes != sorted(set(modes)) or \
            any(not isinstance(m, int) or isinstance(m, bool) or not 0 <= m < n for m in modes):
        raise Rejected(f"a modal spell announces one or more of its {n} modes, each once, in printed order (700.2)")
    return list(modes)

def announce_division(game: GameRules, specs: list[JSON], targets: list[str], action: Action, x: int) -> list[int]:
    """601.2d: a spell that divides or distributes damage or counters among its targets (specs with ``divide``)
    announces the division as it is cast, after its targets: one share for each target, each at least one,
    together the amount divided. A spell that divides nothing takes no division."""
    shares = action.get("divide")
    divided = [s for s in specs[:len(targets)] if "divide" in s]
    if not divided:
        if shares:
            raise Rejected("this spell divides nothing among its targets (601.2d)")
        return []
    if not isinstance(shares, list) or len(shares) != len(targets) or len(divided) != len(targets):
        raise Rejected("a spell that divides an effect among its targets announces one share for each target "
                       "(601.2d)")
    if any(not isinstance(n, int) or isinstance(n, bool) or n < 1 for n in shares):
        raise Rejected("each target of a divided effect receives at least one of what is divided (601.2d)")
    total = division_total(divided[0], x)
    if sum(shares) != total:
        raise Rejected(f"the shares must add up to the {total} the spell divides (601.2d), not {sum(shares)}")
    return list(shares)


def divisions(total: int, n: int) -> list[list[int]]:
    """601.2d: every way to divide `total` among `n` targets, each receiving at least one (none when n is 0)."""
    if n == 0:
        return [[]] if total == 0 else []
    return [[b - a for a, b in zip((0, *cuts), (*cuts, total), strict=True)]
            for cuts in itertools.combinations(range(1, total), n - 1)]


def check_may_begin_casting(game: GameRules, pid: str, obj: GameObject, c: Characteristics,
                            permission: CastPermission) -> None:
    """601.3: the checks on the card in the proposed mode (`c`) that no choice made while casting changes."""
    if "Land" in c.types:
        raise Rejected("a land is played, not cast")
    game.check_mana_value_limit(obj, c, permission)
    game.check_casting_timing(pid, c, permission)
    game.check_cast_prohibitions(c)
    game.check_casting_restriction(pid, c)
    if game.casting_forbidden(pid):
        raise Rejected(f"{pid} can't cast spells until their next turn (611.2, 613.11)")


CANT_CAST = "cant_cast"
"""The data of a rule-modifying effect (613.11) on a player: they can't cast spells."""


def forbid_casting_until_next_turn(game: GameRules, pid: str) -> None:
    """611.2, 613.11: "you can't cast spells until your next turn": a rule-modifying effect on the player, which ends
    as their next turn begins (`ContinuousEffect.until_turn_of`)."""
    game.continuous_effects.append(ContinuousEffect("rules", game.next_timestamp(), pid, 0, {CANT_CAST: True},
                                                    until_turn_of=pid))


def casting_forbidden(game: GameRules, pid: str) -> bool:
    """Whether an effect says the player can't cast spells now (613.11)."""
    return any(e.target == pid and e.data.get(CANT_CAST) for e in game.continuous_effects)


def check_casting_restriction(game: GameRules, pid: str, c: Characteristics) -> None:
    """601.3: a spell's own restriction on casting it ("cast this spell only if you control two or more Doctors"),
    a static ability of the card that works as it is proposed (``cast_only_if``: a count of the caster's permanents
    a filter picks, at least ``at_least``), judged on the characteristics it would be cast with (601.3e)."""
    for ability in c.abilities:
        needed = ability.get("cast_only_if")
        if needed is None:
            continue
        flt = needed.get("filter") or {}
        have = sum(1 for o in game.battlefield_objects() if game.counted_permanent(o, pid, flt))
        if have < needed["at_least"]:
            raise Rejected(f"this spell may be cast only while its caster controls {needed['at_least']} or more "
                           "permanents of the kind it names (601.3)")


def use_next_spell_reductions(game: GameRules, pid: str, c: Characteristics) -> None:
    """611.2a: a "next spell you cast costs less" effect ends once its player casts a spell it applies to (601.2i),
    whether or not it changed what was paid."""
    kept = tuple(r for r in game.next_spell_reductions if not (r[0] == pid and spell_matches(c, r[1])))
    if kept != game.next_spell_reductions:
        game.next_spell_reductions = kept
        game.touch()


def cast(game: GameRules, action: Action) -> None:
    plan = game.prepare_cast(action)
    pid, obj = plan.pid, plan.obj
    free_cast = plan.permission.source in FREE_CAST_CHOICES.values()
    permission_source = game.library_top_permission_source(pid) if plan.permission.source == "library_top" \
        else None
    finish_discover = None
    if free_cast:  # made at the discover choice, which is pending (701.57a)
        assert game.pending is not None
        finish_discover = game.pending.data["finish"]
    suspend_haste = free_cast and game.pending is not None and game.pending.data.get("suspend", False)
    game.pending = None
    if plan.alt_cost == "zero":  # 118.9: the once-each-turn alternative cost is used
        zero_source = game.zero_cost_source(pid, obj, game.proposed_characteristics(obj, plan.mode))
        assert zero_source is not None
        game.permissions_used = game.permissions_used | {zero_source.serial}
        game.touch()
    # 601.2g-h: pay, then the spell is on the stack and becomes cast (601.2i).
    game.pay(pid, plan.payment, obj.id)
    for victim in plan.sacrificed:
        game.sacrifice(pid, victim)
    if plan.discarded is not None:
        game.move(plan.discarded, "graveyard", "discard")  # 702.81a: retrace's additional cost
        game.card_discarded(pid)
    if permission_source is not None:
        game.permissions_used = game.permissions_used | {permission_source.serial}
        game.touch()
    game.permissions = [p for p in game.permissions if not (p.card == obj.id and p.serial == obj.serial)]
    spell = game.move(obj, "stack", "cast", controller=pid, cast_as=plan.mode,
                      face="back" if plan.mode == "back" else "normal", x=plan.x, kicked=plan.kicked,
                      replicated=plan.replicated,
                      targets=plan.targets, division=plan.division, modes=plan.modes, was_cast=True,
                      cast_from=obj.zone,
                      alt_cost=plan.alt_cost, mana_from=tuple(plan.payment.tapped),
                      bargained=bargained(plan),
                      face_down="disguise" if plan.mode == "face_down" else None,
                      exile_instead_of_graveyard=plan.permission.source == "graveyard_cast")
    if suspend_haste and "Creature" in game.chars(spell).types:  # 702.62a
        spell.haste_while_controlled_by = pid
    game.emit({"type": "cast", "card": spell.id, "player": pid, "mode": plan.mode,
               "mana_value": game.chars(spell).mana_value, "alt_cost": plan.alt_cost, "x": plan.x})
    game.this_turn.spell_cast(pid, game.chars(spell).types)  # 601.2i: the spell became cast
    game.use_next_spell_reductions(pid, game.chars(spell))
    if "Creature" not in game.chars(spell).types:
        game.noncreature_since_turn = {**game.noncreature_since_turn,
                                       pid: game.noncreature_since_turn.get(pid, 0) + 1}
    game.trigger_cast(pid, spell)
    game.trigger_ward(pid, spell.id, plan.targets)
    game.trigger_targeted_by_spell(pid, plan.targets)
    if finish_discover is not None:
        game.proceed(finish_discover)
    else:
        game.give_priority(pid)


def cast_candidates(game: GameRules, pid: str, obj: GameObject, mode: CastMode, alt_cost: AltCost | None,
                    x: int = 0) -> list[Action]:
    """Concrete cast actions for one card and mode (with X announced as `x`, which may set the number of targets
    and the amount divided): every legal target choice (X targets for an "X target ..." spell, 601.2c) and every
    division among them (601.2d), the first way to pay each mandatory additional cost, with and without optional
    kicker, replicate paid up to twice."""
    c = game.proposed_characteristics(obj, mode)
    if alt_cost == "flashback":  # 702.34a: a flashback the card was granted in the graveyard sets its cost too
        c = game.with_granted_flashback(obj, c)
    face = None if mode == "face_down" else obj.card.face_named(mode)
    base: Action = {"type": "cast", "card": obj.id, "mode": mode, "alt_cost": alt_cost}
    extras: list[list[Any]] = [[]]
    if face is not None:
        for spec in face.additional_costs:
            if spec["kind"] == "sacrifice":
                victims = [o.id for o in game.battlefield_objects()
                           if game.can_sacrifice(pid, o, spec.get("filter") or {})]
                extras = [e + [{"sacrifice": [v]}] for e in extras for v in victims[:2]]
                if not spec.get("mandatory"):
                    extras.append([])
            elif spec["kind"] in ("kicker", "flash"):
                extras = extras + [e + [spec["kind"]] for e in extras]
            elif spec["kind"] == "replicate":  # 702.56a: paid any number of times; up to twice here
                extras = [e + ["replicate"] * n for e in extras for n in range(3)]
    out: list[Action] = []
    n = len(face.modes) if face is not None else 0
    mode_sets = [list(m) for k in range(1, n + 1) for m in itertools.combinations(range(n), k)] or [[]]  # 700.2
    for modes in mode_sets:
        specs = target_specs(chosen_parts(face, modes)[0], x, len(game.players))
        divided = [s for s in specs if "divide" in s]
        for targets in game.legal_target_choices(pid, specs, obj, c):
            shares = divisions(division_total(divided[0], x), len(targets)) if divided else [[]]
            for extra, share in itertools.product(extras, shares):
                action: Action = {**base, "targets": targets}
                if modes:
                    action["modes"] = modes
                if extra:
                    action["additional_costs"] = extra
                if share:
                    action["divide"] = share
                out.append(action)
    return out


def castable_with(game: GameRules, pid: str, obj: GameObject, mode: CastMode, alt_cost: AltCost | None,
                  max_mana_value: int | None) -> bool:
    """Could `pid` cast this now without paying its mana cost, e.g. for discover (701.57a; `max_mana_value` None:
    any)?"""
    permission = CastPermission("discover", free=True, ignore_timing=True, max_mana_value=max_mana_value)
    for action in game.cast_candidates(pid, obj, mode, alt_cost):
        try:
            game.prepare_cast(action, pid, permission)
        except Rejected:
            continue
        return True
    return False


def prepare_activation(game: GameRules, action: Action) -> ActivationPlan:
    """602.2a-b, 602.2: every announcement and check of an activation, with nothing changed yet."""
    pid = game.priority
    obj = game.obj(action.get("card", ""))
    if obj.zone == "battlefield" and obj.controller != pid:
        raise Rejected(f"{pid} doesn't control {obj.id} on the battlefield")
    abilities = [a for a in game.chars(obj).abilities if a.get("kind") in ("activated", "equip")]
    index = action.get("ability", 0)
    if not isinstance(index, int) or not 0 <= index < len(abilities):
        raise Rejected(f"{obj.id} has no activated ability number {index}")
    ability = announced_mode(abilities[index], action)  # 602.2b, 601.2b: a modal ability's mode (700.2)
    game.check_activation_zone(pid, obj, ability)  # 113.6, 113.6m: where the ability functions
    if ability.get("once_per_turn") and (obj.serial, index) in game.activated_once:
        raise Rejected("this ability can be activated only once each turn (602.5b)")
    if not game.may_activate_solved(obj, ability):
        raise Rejected("this ability can be activated only once its Case is solved (719.3c)")
    if ability.get("only_once") and (obj.serial, index) in game.activated_ever:
        raise Rejected("this ability can be activated only once (602.5b)")
    equip = ability["kind"] == "equip"
    if (equip or ability.get("timing") == "sorcery") and not game.sorcery_timing(pid):
        raise Rejected("this ability can be activated only as a sorcery")
    game.check_activation_restrictions(pid, obj, ability)
    game.check_loyalty_cost(pid, obj, ability)  # 606.3, 606.6
    cost_spec = ability.get("cost") or {}
    mana = parse_cost(cost_spec.get("mana")) or ManaCost()
    x = action.get("x") or 0
    x_in_cost = any((cost_spec.get(k) or {}).get("n") == "X" for k in ("sacrifice", "tap_untapped"))  # 107.3, 118.3
    sacrifices_x = (cost_spec.get("sacrifice") or {}).get("n") == "X"  # "Sacrifice X Clues"
    if mana.x == 0 and not x_in_cost and x:
        raise Rejected("this ability has no {X} in its cost")
    if not isinstance(x, int) or x < 0:
        raise Rejected(f"X must be a whole number, not {x!r}")
    game.check_counter_cost(obj, cost_spec)
    game.check_life_cost(pid, cost_spec)
    if cost_spec.get("tap"):
        if obj.tapped:
            raise Rejected(f"{obj.id} is already tapped")
        if obj.summoning_sick and "Creature" in game.chars(obj).types and "haste" not in game.chars(obj).keywords:
            raise Rejected(f"{obj.id} has summoning sickness and can't pay a {{T}} cost (302.6)")
    sacrifice_ids = list(action.get("sacrifice") or [])
    victims: list[GameObject] = []
    if cost_spec.get("sacrifice"):
        wanted = x if sacrifices_x else int(cost_spec["sacrifice"].get("n", 1))  # 118.3: "sacrifice three Clues"
        if len(sacrifice_ids) != wanted or len(set(sacrifice_ids)) != wanted:
            raise Rejected(f"name exactly {wanted} different permanent(s) to sacrifice for this cost")
        for victim in map(game.obj, sacrifice_ids):
            if cost_spec.get("sacrifice_self") and victim is obj:
                raise Rejected("one permanent can't be sacrificed to pay two costs (MKM: 602.2)")
            game.check_sacrifice_other(cost_spec, victim, obj)
            if not game.can_sacrifice(pid, victim, cost_spec["sacrifice"]):
                raise Rejected(f"{victim.id} can't be sacrificed for this cost")
            victims.append(victim)
        if not game.sacrifice_set_allowed(cost_spec["sacrifice"], victims):
            raise Rejected("the permanents sacrificed for this cost must have different names (201.2)")
    elif sacrifice_ids:
        raise Rejected("this ability's cost doesn't sacrifice another permanent")
    if cost_spec.get("sacrifice_self"):
        victims.insert(0, obj)
    discarded = game.discard_cost_cards(pid, cost_spec, action)  # 118.3
    exiled = game.exile_cost_permanents(pid, cost_spec, action)  # 118.3
    if cost_spec.get("discard_self"):  # 118.3, 113.6m: "discard this card", from its owner's hand
        discarded.insert(0, obj)
    if cost_spec.get("exile_self"):  # 118.3, 113.6m: "exile this card from your graveyard"
        exiled.insert(0, obj)
    tapped = (game.crew_cost_creatures(pid, obj, cost_spec, action) if "crew" in cost_spec  # 702.122a
              else game.tap_cost_permanents(pid, cost_spec, action))  # 118.3: "tap X untapped artifacts"
    equip_target = [{"kind": "creature", "controller": "you", "other": True}]
    chosen = action.get("targets") or []
    specs = equip_target if equip else game.target_specs_with_x(list(ability.get("targets") or []), x)
    specs = concrete_target_specs(specs, variable_count(specs, len(chosen), x))  # 601.2c
    targets = game.choose_targets(pid, specs, chosen, source=obj, source_chars=game.chars(obj), ability=True)
    color = game.mana_color_choice(ability, action)
    total = game.changed_activation_cost(pid, obj, mana.with_x(x))  # 601.2f through 602.2b
    payment = game.plan(pid, total, obj.id if cost_spec.get("tap") else None, for_abilities=True)
    return ActivationPlan(pid, obj, ability, x, targets, victims, color, payment, discarded, exiled, tapped)


def activate(game: GameRules, action: Action) -> None:
    """602.2: announce, choose targets, determine and pay the total cost; mana abilities resolve at once."""
    plan = game.prepare_activation(action)
    pid, obj, ability, x, targets = plan.pid, plan.obj, plan.ability, plan.x, plan.targets
    if obj.zone == "hand":  # 602.2a: an ability activated from a hidden zone reveals its card
        game.reveal(obj, "all")
    equip = ability["kind"] == "equip"
    cost_spec = ability.get("cost") or {}
    game.pay(pid, plan.payment, obj.id)
    if ability.get("once_per_turn"):
        game.activated_once = game.activated_once | {(obj.serial, action.get("ability", 0))}
    if ability.get("only_once"):
        game.activated_ever = game.activated_ever | {(obj.serial, action.get("ability", 0))}
    if cost_spec.get("tap"):
        obj.tapped = True
    game.pay_counter_cost(obj, cost_spec)
    game.pay_loyalty_cost(obj, ability)  # 606.4
    game.pay_life_cost(pid, cost_spec)
    game.pay_discard_cost(pid, plan.discarded)
    exiled_value = sum(game.chars(card).mana_value for card in plan.exiled if card is not obj)  # 608.2h
    game.pay_exile_cost(plan.exiled)
    game.pay_tap_cost(plan.tapped)
    source_name = game.chars(obj).name
    serial = obj.serial
    for victim in plan.victims:
        game.sacrifice(pid, victim)
    if ability.get("mana_ability"):
        game.resolve_mana_ability(pid, ability, plan.color)
        game.give_priority(pid)  # 117.3c; an action between passes restarts the count (117.4)
        return
    item = StackAbility(game.new_ability_id(), obj.id, serial, source_name, pid,
                        {"effects": [{"do": "attach_source", "target": 0}]} if equip else ability,
                        targets, x, game.next_timestamp(),
                        {"exiled_mana_value": exiled_value} if cost_spec.get("exile", {}).get("zone") else {})
    game.push_ability(item)
    game.trigger_ward(pid, item.id, targets)
    game.give_priority(pid)


def mana_color_choice(game: GameRules, ability: JSON, action: Action) -> str | None:
    """106.1b, 605.3a: "one mana of any color" adds the color the player names with the activation.

    The activate action carries it as `mana` (one of W, U, B, R, G); an ability that adds a fixed
    kind of mana takes no choice.
    """
    chosen = action.get("mana")
    if makes_any_color(ability):
        if chosen not in COLORS:
            raise Rejected(f"name the color of the mana to add: one of {', '.join(COLORS)}, not {chosen!r}")
        return str(chosen)
    if chosen is not None:
        raise Rejected("this ability doesn't let its controller choose a color of mana")
    return None


def resolve_mana_ability(game: GameRules, pid: str, ability: JSON, color: str | None = None) -> None:
    """605.3b: a mana ability resolves at once, without the stack."""
    ctx: JSON = {"controller": pid, "chosen_mana": color, "targets": []}
    for eff in ability.get("effects") or []:
        game.do_effect(ctx, eff, None)


def makes_any_color(ability: JSON) -> bool:
    """A mana ability that adds one mana of any color (its activation names the color)."""
    return bool(ability.get("mana_ability")) and any(
        e.get("do") == "add_mana" and e.get("mana") == "any" for e in ability.get("effects") or [])
