"""Listing the actions the reference engine would accept now (the model the strategies draw from)."""

from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING

from mtg_protocol import vocab
from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action
from mtg_protocol.vocab import AltCost, Color

from .activation_limits import sacrifice_relation_holds
from .blocking import block_forbidden, block_requirement_unmet, goad_defenders, required_attacks, required_blocks
from .casting import makes_any_color
from .modal import with_mode
from .objects import GameObject, natural_key
from .state import FREE_CAST_CHOICES, Rejected
from .verbs.interactions import castable_from_graveyard, with_retrace_discards

if TYPE_CHECKING:
    from .cards.model import CardDef
    from .interface import GameRules
    from .objects import GameObject


def _accepts(game: GameRules, action: Action) -> bool:
    """Whether the engine would accept this cast or activation: the same checks as performing it."""
    try:
        if action["type"] == "activate":
            game.prepare_activation(action)
        else:
            game.prepare_cast(action)
    except Rejected:
        return False
    return True


def _cast_actions(game: GameRules, pid: str) -> list[Action]:
    cards = list(game.zones[(pid, "hand")])
    for p in game.players:
        cards += [c for c in game.zones[(p.id, "exile")]]
    lib = game.library(pid)
    if lib:
        cards.append(lib[0])
    cards += [c for c in game.zones[(pid, "graveyard")] if castable_from_graveyard(game.objects[c].card)
              or game.flashback_cost_of(game.objects[c]) is not None]
    out: list[Action] = []
    for cid in cards:
        obj = game.objects[cid]
        for mode in game.castable_modes(obj):
            c = game.proposed_characteristics(obj, mode)
            try:  # the checks no choice changes, once per card and mode rather than per candidate
                permission = game.cast_permission(pid, obj, mode)
                if game.offers_flash_cost(obj, mode):  # checked again when the cast says if it pays it
                    permission = dataclasses.replace(permission, as_though_flash=True)
                game.check_may_begin_casting(pid, obj, c, permission)
            except Rejected:
                continue
            alt: AltCost | None = "disguise" if mode == "face_down" else \
                "flashback" if permission.source == "flashback" else \
                "disturb" if permission.source == "disturb" else None
            has_x = c.mana_cost is not None and bool(c.mana_cost.x) and mode != "face_down"
            for x in ((0, 1, 2) if has_x else (0,)):  # X is announced before targets (601.2b, 601.2c)
                candidates = game.cast_candidates(pid, obj, mode, alt, x)
                if alt is None and c.keyword_value("evoke") is not None:  # 702.74a: or for its evoke cost
                    candidates += game.cast_candidates(pid, obj, mode, "evoke", x)
                if alt is None and not permission.free and game.zero_cost_source(pid, obj, c) is not None:
                    candidates += game.cast_candidates(pid, obj, mode, "zero", x)  # 118.9: or for {0}
                for action in with_retrace_discards(game, pid, obj, candidates):
                    with_x: Action = {**action, "x": x} if has_x else action
                    if _accepts(game, with_x):
                        out.append(with_x)
    return out


X_TRIED = (0, 1, 2)
"""The values of X the legal actions offer for a spell with X in its mana cost."""


def _activations(game: GameRules, pid: str) -> list[Action]:
    out: list[Action] = []
    elsewhere = [game.objects[c] for zone in ("hand", "graveyard") for c in game.zones[(pid, zone)]
                 if works_elsewhere(game.objects[c].card)]
    for obj in [*game.battlefield_objects(), *elsewhere]:
        if obj.controller != pid:
            continue
        abilities = [a for a in game.chars(obj).abilities if a.get("kind") in ("activated", "equip")]
        for index, printed in enumerate(abilities):
            if printed.get("zone", "battlefield") != obj.zone:  # 113.6: it functions elsewhere
                continue
            modes = range(len(printed["choose_one"])) if printed.get("choose_one") else [None]
            for mode in modes:  # 700.2, 602.2b: a modal ability once for each mode
                out += _activations_of(game, pid, obj, index, printed if mode is None else with_mode(printed, mode),
                                       mode)
    return out


def _activations_of(game: GameRules, pid: str, obj: GameObject, index: int, ability: JSON,
                    mode: int | None) -> list[Action]:
    """Every way to activate one ability (with its mode chosen, if it has modes)."""
    out: list[Action] = []
    cost = ability.get("cost") or {}
    sac_options: list[list[str]] = [[]]
    sacrifices_x = bool(cost.get("sacrifice")) and cost["sacrifice"].get("n") == "X"  # 107.3: X chosen with it
    if cost.get("sacrifice"):  # 118.3: each set of N permanents the cost can be paid with
        able = [o.id for o in game.battlefield_objects()
                if game.can_sacrifice(pid, o, cost["sacrifice"]) and
                sacrifice_relation_holds(cost["sacrifice"], o, obj) and
                not (cost.get("sacrifice_self") and o is obj)]
        sizes = range(len(able) + 1) if sacrifices_x else [int(cost["sacrifice"].get("n", 1))]
        sac_options = [list(c) for size in sizes for c in itertools.combinations(able, size)
                       if game.sacrifice_set_allowed(cost["sacrifice"], [game.objects[i] for i in c])]
    specs = ([{"kind": "creature", "controller": "you", "other": True}] if ability["kind"] == "equip"
             else list(ability.get("targets") or []))
    colors: list[Color | None] = list(vocab.COLORS) if makes_any_color(ability) else [None]
    discards = discard_options(game, pid, cost)
    exiles = exile_options(game, pid, cost)
    for tap in tap_options(game, pid, obj, cost):
        x = len(tap) if tap is not None and (cost.get("tap_untapped") or {}).get("n") == "X" else None
        for targets in game.legal_target_choices(pid, game.target_specs_with_x(specs, x or 0), obj, game.chars(obj)):
            for sac, color, discard, exile in itertools.product(sac_options, colors, discards, exiles):
                action: Action = {"type": "activate", "card": obj.id, "ability": index, "targets": targets}
                if mode is not None:
                    action["modes"] = [mode]
                if sac:
                    action["sacrifice"] = sac
                if sacrifices_x:
                    action["x"] = len(sac)  # 107.3, 601.2b: X is announced; the cost sacrifices that many
                if tap:
                    action["tap"] = tap  # 118.3, 702.122a: the untapped permanents a tap or crew cost taps
                if x is not None:
                    action["x"] = x  # 107.3: X is announced; the cost taps that many
                if color:
                    action["mana"] = color  # 106.1b: the color of "any color" mana is chosen
                if discard:
                    action["discard"] = discard  # 118.3: the cards a discard cost is paid with
                if exile:
                    action["exile"] = exile  # 118.3: the permanents an exile cost is paid with
                out.append(action)
    return out


def works_elsewhere(card: CardDef) -> bool:
    """Whether any face of the card has an activated ability that functions in a hand or graveyard (113.6m)."""
    return any(a.get("zone") for face in card.faces for a in face.abilities)


def discard_options(game: GameRules, pid: str, cost: JSON) -> list[list[str]]:
    """118.3, 701.9a: each set of N cards of the player's hand a "discard N cards" cost can be paid with (none when
    the hand holds fewer); ``[[]]`` for a cost without one."""
    n = int((cost.get("discard") or {}).get("n", 0))
    if not n:
        return [[]]
    return [list(c) for c in itertools.combinations(sorted(game.zones[(pid, "hand")], key=natural_key), n)]


def tap_options(game: GameRules, pid: str, source: GameObject, cost: JSON) -> list[list[str] | None]:
    """118.3, 701.26a: each set of untapped permanents the player controls a "tap N untapped ... you control" cost can
    be paid with (every size when N is X, 107.3; never the source when its own {T} is part of the cost), or a crew
    cost (702.122a, ``crew_options``); ``[None]`` for a cost without one."""
    if "crew" in cost:  # 702.122a: the creatures a crew cost taps
        return list(crew_options(game, pid, source, cost))
    flt = cost.get("tap_untapped")
    if not flt:
        return [None]
    able = [o.id for o in game.battlefield_objects()
            if game.may_tap_for_cost(pid, o, flt) and not (cost.get("tap") and o is source)]
    sizes = range(len(able) + 1) if flt.get("n") == "X" else [int(flt.get("n", 1))]
    return [list(c) for size in sizes for c in itertools.combinations(able, size)]


def crew_options(game: GameRules, pid: str, vehicle: GameObject, cost: JSON) -> list[list[str]]:
    """702.122a: each set of other untapped creatures the player controls whose total power pays a crew N cost
    (any number of them, more than needed included); ``[[]]`` for a cost without one."""
    if "crew" not in cost:
        return [[]]
    able = [o for o in game.battlefield_objects() if game.may_crew(pid, vehicle, o)]
    return [[o.id for o in c] for n in range(1, len(able) + 1) for c in itertools.combinations(able, n)
            if sum(max(0, game.chars(o).power or 0) for o in c) >= int(cost["crew"])]


def exile_options(game: GameRules, pid: str, cost: JSON) -> list[list[str]]:
    """118.3, 701.13a: each set of N permanents the player controls (or cards of their graveyard) an exile cost can be
    paid with; ``[[]]`` for a cost without one."""
    flt = cost.get("exile")
    if not flt:
        return [[]]
    pool = game.battlefield_objects() if flt.get("zone") != "graveyard" else \
        [game.objects[c] for c in game.zones[(pid, "graveyard")]]
    able = [o.id for o in pool if game.may_exile_for_cost(pid, o, flt)]
    return [list(c) for c in itertools.combinations(able, int(flt.get("n", 1)))]


def legal_actions(game: GameRules) -> list[Action]:
    """Every action the engine accepts now, with the simplest first (pass, then choices in order)."""
    if game.game_over:
        return []
    if game.pending is not None:
        out: list[Action] = [{"type": "choose", "choice": option} for option in game.pending.options]
        if game.pending.kind in FREE_CAST_CHOICES:
            obj = game.objects[game.pending.data["card"]]
            for mode in game.pending.data["modes"]:
                out += [a for a in game.cast_candidates(game.pending.player, obj, mode, "free") if _accepts(game, a)]
        return out
    if game.awaiting_declaration == "attackers":
        candidates = [o.id for o in game.battlefield_objects() if game.can_attack(o.id)]
        defenders = game.attackable()  # 508.1b: a player, or a planeswalker they control
        required = required_attacks(game)  # 508.1d: with a requirement, only the declarations obeying it
        out = [{"type": "declare_attackers", "attackers": required}]
        out += [{"type": "declare_attackers", "attackers": {**required, c: d}}
                for c in candidates if c not in required for d in defenders]
        out += [{"type": "declare_attackers", "attackers": {**required, c: d}}
                for c in required for d in goad_defenders(game, game.objects[c])[1:]]
        return out
    if game.awaiting_declaration == "blockers":
        out = [{"type": "declare_blockers", "blockers": {}}]
        attacking = {a: d for a, d in game.attackers.items() if game.is_attacking(a)}
        able: dict[str, list[str]] = {attacker: [] for attacker in attacking}
        for obj in game.battlefield_objects():
            for attacker, defender in attacking.items():
                if (obj.controller == game.defending_player(defender) and not obj.tapped
                        and "Creature" in game.chars(obj).types
                        and not game.protected_from(game.objects[attacker], game.chars(obj))  # 702.16b
                        and not block_forbidden(game, obj, game.objects[attacker])):
                    able[attacker].append(obj.id)
        for obj in game.battlefield_objects():  # one blocker at a time; two for a creature with menace (702.111b)
            for attacker, blockers in able.items():
                if obj.id not in blockers:
                    continue
                if "menace" not in game.chars(game.objects[attacker]).keywords:
                    out.append({"type": "declare_blockers", "blockers": {obj.id: attacker}})
                elif blockers.index(obj.id) == 0 and len(blockers) >= 2:
                    out.append({"type": "declare_blockers", "blockers": {b: attacker for b in blockers[:2]}})
        required = required_blocks(game, attacking)  # 509.1c: with a requirement, only the declarations obeying it
        if required:
            out.append({"type": "declare_blockers", "blockers": required})
            out = [a for a in out if not block_requirement_unmet(game, dict(a["blockers"]), attacking)]
        return out
    pid = game.priority
    out = [{"type": "pass"}]
    if game.sorcery_timing(pid) and game.may_play_another_land(pid):
        playable = list(game.zones[(pid, "hand")])
        for perm in game.permissions:  # 305.1: a land an effect lets the player play from exile
            obj = game.objects.get(perm.card)
            if perm.player == pid and perm.source == "impulse" and obj is not None and obj.serial == perm.serial:
                playable.append(obj.id)
        playable += [o.id for p in game.players for o in map(game.objects.__getitem__, game.zones[(p.id, "exile")])
                     if game.may_play_adventure_land(pid, o)]  # 715.3d: a land card its own Adventure exiled
        for cid in playable:
            for mode in game.objects[cid].card.land_modes():  # 712.12: either land face of a modal card
                land: Action = {"type": "play_land", "card": cid}
                if mode != "normal":
                    land["mode"] = mode
                out.append(land)
    out += _cast_actions(game, pid)
    out += [a for a in _activations(game, pid) if _accepts(game, a)]
    for obj in game.battlefield_objects():
        if obj.controller == pid and obj.face_down:
            for i, (by, cost) in enumerate(game.face_up_costs(obj).items()):
                for x in (X_TRIED if _has_x(cost) else (0,)):  # 107.3d: X chosen with the special action
                    if _can_pay(game, pid, cost, x):
                        turn_up: Action = {"type": "turn_face_up", "card": obj.id}
                        if i:
                            turn_up["by"] = by
                        if x:
                            turn_up["x"] = x
                        out.append(turn_up)
    return out


def _has_x(cost_text: str) -> bool:
    from .mana import parse_cost

    return bool(parse_cost(cost_text).x)


def _can_pay(game: GameRules, pid: str, cost_text: str, x: int = 0) -> bool:
    from .mana import parse_cost

    cost = parse_cost(cost_text)
    try:
        game.plan(pid, cost.with_x(x))
    except Rejected:
        return False
    return True
