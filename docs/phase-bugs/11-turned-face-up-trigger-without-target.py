"""phase.rs bug 11: Forum Familiar's "when turned face up" trigger goes on the stack without its target (603.3d).

Player 0 casts Forum Familiar face down (disguise) with five Plains, then turns it face up for {1}{W}. Its ability
("return another target permanent you control to its owner's hand and put a +1/+1 counter on this creature")
triggers; the Plains are legal targets, so player 0 must choose one as the ability is put on the stack. phase puts
it on the stack with no target and asks nothing; on resolution nothing returns to the hand and no counter is put.
Exit 1: still broken; 0: a target is asked for (or chosen) and the ability does its work; 2: can't be built.
"""
from __future__ import annotations

import sys

from _repro import FORUM_FAMILIAR, act, cast_face_down, engine, face, phase, resolve, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    FORUM_FAMILIAR,
]

def main() -> int:
    """Face down, then face up: is the trigger's target chosen?"""
    try:
        eng = engine(CARDS)
        g, ids = setup(eng, ({"hand": ["Forum Familiar"], "battlefield": ["Plains"] * 5, "library": ["Plains"] * 3},
                             {"library": ["Plains"] * 3}))
        familiar = ids[0]["hand"][0]
        cast_face_down(g, 0, familiar)
        turn_up = act(g, "TurnFaceUp", object_id=familiar)
        if not g.object(familiar)["face_down"] or turn_up is None:
            raise LookupError("Forum Familiar is not a face-down permanent that can be turned face up")
        g.apply(0, turn_up)
        asked = g.waiting_for()["type"]
        if asked in ("TargetSelection", "TriggerTargetSelection"):
            legal = g.waiting_for()["data"]["selection"]["current_legal_targets"]
            g.apply(0, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": legal[0]}}))
        triggers = [e for e in g.stack() if e["kind"]["type"] == "TriggeredAbility"]
        if len(triggers) != 1:
            raise LookupError(f"expected one triggered ability on the stack, found {len(triggers)}")
        targets = triggers[0]["kind"]["data"]["ability"].get("targets") or []
        resolve(g)
        returned = [o["name"] for o in g.hand(0)]
        counters = g.object(familiar).get("counters") or {}
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"turned face up: phase waited for {asked}; the trigger's targets {targets or 'none'}; after it resolved, "
          f"hand {returned or 'empty'}, counters {counters or 'none'}")
    if targets and returned and counters:
        print("FIXED: the trigger got its target and returned a permanent")
        return 0
    print("BUG: the trigger went on the stack without a target and did nothing")
    return 1


if __name__ == "__main__":
    sys.exit(main())
