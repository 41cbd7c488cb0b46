"""Turns, steps and priority (500-514, 117): what each step does as it begins, and how passing priority moves
the game on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import no_maximum_hand_size
from .state import MAIN_PHASES, STEPS, Then, TurnRecord

if TYPE_CHECKING:
    from .interface import GameRules

MAX_HAND_SIZE = 7
"""402.2: the maximum hand size, checked in the cleanup step (514.1)."""


def is_main_phase_of(game: GameRules, pid: str) -> bool:
    return game.active == pid and game.step in MAIN_PHASES


def sorcery_timing(game: GameRules, pid: str) -> bool:
    """307.1: a main phase of the player's own turn with an empty stack."""
    return game.is_main_phase_of(pid) and not game.stack and game.priority == pid


def give_priority(game: GameRules, pid: str) -> None:
    """117.3; 800.4j: priority meant for a player who left the game goes to the next player in turn order."""
    game.priority = game.next_player_after(pid) if game.player(pid).lost else pid
    game.passes = 0


def pass_priority(game: GameRules) -> None:
    """117.3d, 117.4: all players passing in succession resolves the top of the stack or ends the step."""
    game.passes += 1
    if game.passes < sum(not p.lost for p in game.players):
        game.priority = game.next_player_after(game.priority)
        return
    game.passes = 0
    if game.stack:
        game.give_priority(game.active)  # 117.3b: after resolution the active player receives priority
        game.resolve_top()
    else:
        game.advance_step()


def advance_step(game: GameRules) -> None:
    """End the current step (500.4 empties mana pools) and begin the next one's turn-based actions."""
    for p in game.players:
        p.empty_pool(game.step)
    i = STEPS.index(game.step)
    if game.step == "end_of_combat":
        game.end_combat()  # 511.3: as the step ends, not as it begins (its triggers still see the attackers)
    if game.has_second_combat_damage_step():
        game.begin_step()  # 510.4: the regular combat damage step after the first-strike one
        return
    if game.step == "cleanup":
        game.begin_turn()
        return
    game.step = STEPS[i + 1]
    game.begin_step()


def begin_turn(game: GameRules) -> None:
    game.active = game.next_turns_player()
    game.turn_number += 1
    if any(e.until_turn_of == game.active for e in game.continuous_effects):  # "until your next turn" ends
        game.continuous_effects = [e for e in game.continuous_effects if e.until_turn_of != game.active]
        game.invalidate()
    for obj in game.battlefield_objects():  # 701.15a: goaded until the next turn of the player who goaded it
        if game.active in obj.goaded_by:
            obj.goaded_by = obj.goaded_by - {game.active}
    if any(t.controller == game.active for t in game.until_next_turn_triggers):  # 603.7b: they end too
        game.until_next_turn_triggers = tuple(t for t in game.until_next_turn_triggers if t.controller != game.active)
    game.this_turn = TurnRecord()
    game.noncreature_since_turn = {**game.noncreature_since_turn, game.active: 0}
    for p in game.players:
        p.lands_played = 0
    game.activated_once = frozenset()
    game.loyalty_activated = frozenset()
    game.permissions_used = frozenset()
    game.touch()
    game.step = "untap"
    game.begin_step()


def next_turns_player(game: GameRules) -> str:
    """500.7: the player whose extra turn was created most recently takes it next, right after this turn; else the
    next player in turn order (500.1). 800.4k: a player who left the game gets no turn, extra turns included."""
    while game.extra_turns:
        pid, game.extra_turns = game.extra_turns[0], game.extra_turns[1:]
        if not game.player(pid).lost:
            return pid
    return game.next_player_after(game.active)


def begin_step(game: GameRules) -> None:
    game.emit({"type": "step", "step": game.step, "turn": game.turn_number, "active_player": game.active})
    if game.step == "end":
        game.end_permissions_until_end_step()
        game.trigger_at_next_end_step()  # 603.7, 513.1
    if game.step == "untap":
        game.untap_step()
        game.step = "upkeep"  # 502.4: no player receives priority during the untap step
        game.emit({"type": "step", "step": game.step, "turn": game.turn_number, "active_player": game.active})
    elif game.step == "draw":  # 504.1; the card may be revealed as it is drawn (701.20a), a choice that waits
        if game.draw_then([(game.active, 1)], Then("draw_step_drawn")):
            return
    elif game.step == "precombat_main":
        game.add_lore_counters_turn_based()  # 505.4, 714.3b
    elif game.step == "declare_attackers":
        if not game.begin_declare_attackers():
            return
    elif game.step == "declare_blockers":
        if not game.begin_declare_blockers():
            return
    elif game.step == "combat_damage":
        game.combat_damage_step()
    elif game.step == "end_of_combat":
        game.regular_damage_dealers = None
    elif game.step == "cleanup":
        game.cleanup_step()
        return
    game.trigger_beginning_of_step()
    game.give_priority(game.active)


def draw_step_drawn(game: GameRules) -> None:
    """504.1, 504.2: the draw step's card drawn (after a choice made as it was drawn), the step's triggers and then
    priority."""
    game.trigger_beginning_of_step()
    game.give_priority(game.active)


def end_permissions_until_end_step(game: GameRules) -> None:
    """An "until your next end step" permission ends as that player's end step begins (513.1, 611.2b),
    unless it was granted during that very end step."""
    if any(p.until_end_step for p in game.permissions):
        game.permissions = [p for p in game.permissions if not (
            p.until_end_step and p.until_end_step[0] == game.active and p.until_end_step[1] != game.turn_number)]


def untap_step(game: GameRules) -> None:
    for obj in game.battlefield_objects():
        obj.summoning_sick = obj.summoning_sick and obj.controller != game.active
        if obj.controller == game.active and game.untaps_this_step(obj) and obj.tapped:
            if obj.counters.get("stun"):
                obj.add_counters("stun", -1)  # 122.1d: a stun counter replaces untapping
            else:
                obj.tapped = False


def cleanup_step(game: GameRules) -> None:
    """514.1: the active player discards down to the maximum hand size, then 514.2 runs."""
    excess = len(game.zones[(game.active, "hand")]) - MAX_HAND_SIZE
    if no_maximum_hand_size(game, game.active):  # 402.2
        excess = 0
    if excess > 0 and game.discard(game.active, excess, Then("end_of_turn_cleanup")):
        return  # resumed by the discard choices
    game.end_of_turn_cleanup()


def end_of_turn_cleanup(game: GameRules) -> None:
    """514.2: damage wears off and "until end of turn" effects end; no priority unless something happens."""
    for obj in game.battlefield_objects():
        obj.damage = 0
    game.end_control_effects()
    game.end_copy_effects()
    if any(not e.lasting and e.until_turn_of is None for e in game.continuous_effects):
        game.continuous_effects = [e for e in game.continuous_effects
                                   if e.lasting or e.until_turn_of is not None]  # 611.2a
        game.invalidate()
    game.permissions = [p for p in game.permissions if not p.until_end_of_turn and not (
        p.until_end_of_next_turn and p.until_end_of_next_turn[0] == game.active
        and p.until_end_of_next_turn[1] != game.turn_number)]
    if game.prevention_shields:
        game.prevention_shields = []  # 615.7: "this turn" shields end
        game.touch()
    game.damage_unpreventable = False
    if game.face_down_lookers:  # 708.5: the permission to look at face-down creatures ends (514.2)
        game.face_down_lookers = frozenset()
        game.invalidate()
    game.advance_step()
