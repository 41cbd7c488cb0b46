"""phase.rs bug 15: when the non-active player's action puts a triggered ability on the stack, priority goes to the
active player instead of to the player who acted (117.3c, 117.5).

Two situations, each on player 1's turn with player 0 acting:
- player 0 turns a face-down Dog Walker face up (a special action, 116.2b) in answer to player 1's Lightning Bolt;
  its "turned face up" trigger goes on the stack;
- player 0 casts Lightning Bolt while controlling Questing Druid, whose "whenever you cast a ... red spell" trigger
  goes on the stack above the Bolt.
After casting a spell or taking a special action the same player receives priority (117.3c), once the triggered
abilities are put on the stack (117.5): player 0 both times. phase gives priority to player 1, the active player.
Control: turning up a disguise card with no such trigger, or casting with no trigger, leaves priority with player 0.
Exit 1: still broken in either situation; 0: player 0 keeps priority in both; 2: a situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import ADVENTURER, PASS, act, cast_face_down, dbg, engine, face, phase, setup, turn_face_up

DOG_WALKER = face(
    "Dog Walker", "{R/W}{R/W}", "Creature — Human Detective",
    "Vigilance\nDisguise {R/W}{R/W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn "
    "it face up any time for its disguise cost.)\nWhen this creature is turned face up, create two tapped 1/1 white "
    "Dog creature tokens.", (3, 1), keywords=("Vigilance", "Disguise"))
MOUNTAIN = face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)")
BOLT = face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")


def cast_bolt(g: phase.Game, seat: int, bolt: int, target: int) -> None:
    """`seat` casts Lightning Bolt at player `target`, paid automatically."""
    offer = act(g, "CastSpell", object_id=bolt)
    if offer is None:
        raise LookupError(f"player {seat} can't cast Lightning Bolt")
    g.apply(seat, {"type": "CastSpell", "data": {**offer.data, "payment_mode": {"type": "Auto"}}})
    for _ in range(4):
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection":
            g.apply(seat, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Player": target}}}))
        elif kind == "ManaPayment":
            g.apply(seat, phase.GameAction.from_dict(PASS))
        else:
            break
    if not any(e["id"] == bolt for e in g.stack()):
        raise LookupError("Lightning Bolt did not reach the stack")


def turned_up() -> int:
    """Bolt on player 1's turn, pass, player 0 turns Dog Walker face up: who has priority?"""
    g, ids = setup(engine([MOUNTAIN, BOLT, DOG_WALKER]), (
        {"hand": ["Dog Walker"], "battlefield": ["Mountain"] * 6, "library": ["Mountain"] * 3},
        {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Mountain"] * 3}))
    walker = ids[0]["hand"][0]
    cast_face_down(g, 0, walker)
    g.apply(0, dbg("SetPhase", phase="PreCombatMain", active_player=1))
    cast_bolt(g, 1, ids[1]["hand"][0], 0)
    g.apply(1, phase.GameAction.from_dict(PASS))
    if g.priority_player() != 0 or len(g.stack()) != 1:
        raise LookupError("expected the Bolt on the stack and player 0 to have priority")
    turn_face_up(g, 0, walker)
    if len(g.stack()) != 2:
        raise LookupError("Dog Walker's trigger is not on the stack")
    return g.priority_player()


def cast_with_trigger(druid: bool) -> int:
    """On player 1's turn player 1 passes and player 0 casts Bolt (beside Questing Druid or not): who has priority?"""
    g, ids = setup(engine([MOUNTAIN, BOLT], (ADVENTURER,)), (
        {"hand": ["Lightning Bolt"], "battlefield": (["Questing Druid"] if druid else []) + ["Mountain"],
         "library": ["Mountain"] * 3},
        {"battlefield": ["Mountain"], "library": ["Mountain"] * 3}))
    g.apply(0, dbg("SetPhase", phase="PreCombatMain", active_player=1))
    g.apply(1, phase.GameAction.from_dict(PASS))
    if g.priority_player() != 0:
        raise LookupError("player 0 did not receive priority after player 1 passed")
    cast_bolt(g, 0, ids[0]["hand"][0], 1)
    if len(g.stack()) != (2 if druid else 1):
        raise LookupError(f"{len(g.stack())} object(s) on the stack after the cast")
    return g.priority_player()


def main() -> int:
    """Both situations, after the control without a trigger."""
    try:
        if cast_with_trigger(druid=False) != 0:
            raise LookupError("the control failed: without a trigger, the caster does not keep priority")
        face_up, cast = turned_up(), cast_with_trigger(druid=True)
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"on player 1's turn, after player 0's action put a trigger on the stack: turning Dog Walker face up, "
          f"priority to player {face_up}; casting Bolt beside Questing Druid, priority to player {cast}")
    if face_up == 0 and cast == 0:
        print("FIXED: player 0, who acted, receives priority")
        return 0
    print("BUG: priority went to the active player, player 1, after player 0's action (117.3c, 117.5)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
