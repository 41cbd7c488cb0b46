"""phase.rs bug 14: a pass after a special action resolves the stack without the other player's priority (117.4).

Player 0 casts Lightning Bolt at player 1 and passes; player 1 answers with a Bolt at player 0 and passes. Player 0
turns a face-down Bubble Smuggler face up (a special action, 116.2b) and passes. Player 1's pass came before that
action, so the players have not passed in succession: player 1 must get priority before anything resolves. phase
resolves player 1's Bolt at once.
Exit 1: still broken; 0: player 1 gets priority and the stack is untouched; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import PASS, act, cast_face_down, engine, face, phase, setup

BUBBLE_SMUGGLER = face(
    "Bubble Smuggler", "{1}{U}", "Creature — Octopus Fish",
    "Disguise {5}{U} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up "
    "any time for its disguise cost.)\nAs this creature is turned face up, put four +1/+1 counters on it.", (0, 1),
    keywords=("Disguise",))
CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    BUBBLE_SMUGGLER,
]


def cast_bolt(g: phase.Game, seat: int, bolt: int, player: int) -> None:
    """`seat` casts Lightning Bolt `bolt` at `player`."""
    g.apply(seat, act(g, "CastSpell", object_id=bolt))
    for _ in range(4):
        if g.waiting_for()["type"] == "Priority":
            return
        if g.waiting_for()["type"] in ("TargetSelection", "TriggerTargetSelection"):
            g.apply(seat, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Player": player}}}))
        else:
            g.apply(seat, g.actions()[0])
    raise LookupError(f"the Bolt cast stopped at {g.waiting_for()['type']}")


def main() -> int:
    """Bolt, pass, Bolt back, pass, turn face up, pass: who has priority?"""
    passing = phase.GameAction.from_dict(PASS)
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Bubble Smuggler", "Lightning Bolt"], "battlefield": ["Island"] * 9 + ["Mountain"],
             "library": ["Island"] * 3},
            {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Island"] * 3}))
        smuggler, bolt0 = ids[0]["hand"]
        cast_face_down(g, 0, smuggler)
        cast_bolt(g, 0, bolt0, 1)
        g.apply(0, passing)
        cast_bolt(g, 1, ids[1]["hand"][0], 0)
        g.apply(1, passing)
        if len(g.stack()) != 2 or g.priority_player() != 0:
            raise LookupError("expected two Bolts on the stack and player 0 to have priority")
        g.apply(0, act(g, "TurnFaceUp", object_id=smuggler))
        if g.object(smuggler)["face_down"] or g.priority_player() != 0 or len(g.stack()) != 2:
            raise LookupError("turning Bubble Smuggler face up did not leave player 0 with priority")
        g.apply(0, passing)
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    life = [p["life"] for p in g.state()["state"]["players"]]
    print(f"after player 0's pass: priority to player {g.priority_player()}, {len(g.stack())} spell(s) on the "
          f"stack, life totals {life}")
    if g.priority_player() == 1 and len(g.stack()) == 2:
        print("FIXED: player 1 gets priority before anything resolves")
        return 0
    print("BUG: player 1's Bolt resolved without player 1 getting priority after the special action")
    return 1


if __name__ == "__main__":
    sys.exit(main())
