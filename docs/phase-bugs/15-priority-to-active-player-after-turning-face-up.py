"""phase.rs bug 15: after the non-active player turns Dog Walker face up, priority goes to the active player (117.3c).

On player 1's turn, player 1 casts Lightning Bolt at player 0 and passes. Player 0, holding priority, turns a
face-down Dog Walker face up (a special action, 116.2b); its "turned face up" trigger goes on the stack (603.3,
117.5). After a special action the player who took it receives priority again (117.3c): player 0. phase gives
priority to player 1.
Exit 1: still broken; 0: player 0 keeps priority; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import PASS, act, cast_face_down, dbg, engine, face, phase, setup, turn_face_up

DOG_WALKER = face(
    "Dog Walker", "{R/W}{R/W}", "Creature — Human Detective",
    "Vigilance\nDisguise {R/W}{R/W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn "
    "it face up any time for its disguise cost.)\nWhen this creature is turned face up, create two tapped 1/1 white "
    "Dog creature tokens.", (3, 1), keywords=("Vigilance", "Disguise"))
CARDS = [face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
         face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."), DOG_WALKER]


def main() -> int:
    """Bolt on player 1's turn, pass, player 0 turns Dog Walker face up: who has priority?"""
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Dog Walker"], "battlefield": ["Mountain"] * 6, "library": ["Mountain"] * 3},
            {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Mountain"] * 3}))
        walker = ids[0]["hand"][0]
        cast_face_down(g, 0, walker)
        g.apply(0, dbg("SetPhase", phase="PreCombatMain", active_player=1))
        g.apply(1, act(g, "CastSpell", object_id=ids[1]["hand"][0]))
        for _ in range(4):
            kind = g.waiting_for()["type"]
            if kind == "Priority":
                break
            if kind == "TargetSelection":
                g.apply(1, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Player": 0}}}))
            else:
                g.apply(1, g.actions()[0])
        g.apply(1, phase.GameAction.from_dict(PASS))
        if g.priority_player() != 0 or len(g.stack()) != 1:
            raise LookupError("expected the Bolt on the stack and player 0 to have priority")
        turn_face_up(g, 0, walker)
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"after player 0 turns Dog Walker face up: priority to player {g.priority_player()}, "
          f"{len(g.stack())} object(s) on the stack")
    if g.priority_player() == 0:
        print("FIXED: player 0, who took the special action, receives priority")
        return 0
    print("BUG: priority went to player 1 after player 0's special action")
    return 1


if __name__ == "__main__":
    sys.exit(main())
