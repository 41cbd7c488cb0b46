"""phase.rs bug 34: a Saga whose final chapter ability was removed from the stack for want of a target is never
sacrificed (714.4, 603.3d).

Player 0 controls The Witch's Vanity with two lore counters, in the draw step, and no creature; player 1 controls
Grizzly Bears. As the precombat main phase begins the Saga gets its third lore counter (714.3b) and chapter III
triggers ("create a Wicked Role token attached to target creature you control"). With no creature of player 0's it
has no legal target and is removed from the stack (603.3d). Then no chapter ability of the Saga is waiting to leave
the stack, and it has as many lore counters as its final chapter number: the state-based action sacrifices it
(714.4). Control: beside a Grizzly Bears of player 0's, the chapter resolves and phase sacrifices the Saga.
Exit 1: the Saga stays; 0: it goes to the graveyard; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

import phase
from _repro import PASS, dbg, engine, face, resolve, setup

CARDS = [
    face("Swamp", None, "Basic Land — Swamp", "({T}: Add {B}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("The Witch's Vanity", "{1}{B}", "Enchantment — Saga",
         "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Destroy target "
         "creature an opponent controls with mana value 2 or less.\nII — Create a Food token. (It's an artifact with "
         "\"{2}, {T}, Sacrifice this token: You gain 3 life.\")\nIII — Create a Wicked Role token attached to target "
         "creature you control."),
]


def saga_zone(mine: list[str]) -> str:
    """Where the Saga is once chapter III has triggered and the stack is empty again, from two lore counters."""
    g, ids = setup(engine(CARDS), ({"battlefield": ["The Witch's Vanity", *mine], "library": ["Swamp"] * 3},
                                   {"battlefield": ["Grizzly Bears"], "library": ["Swamp"] * 3}))
    saga = ids[0]["battlefield"][0]
    g.apply(0, dbg("ModifyCounters", object_id=saga, counter_type="lore", delta=2))
    g.apply(0, dbg("SetPhase", phase="Draw", active_player=0))
    if (g.object(saga).get("counters") or {}).get("lore") != 2:
        raise LookupError(f"the Saga doesn't start with two lore counters: {g.object(saga).get('counters')!r}")
    for seat in (0, 1):  # both pass in the draw step: the game moves to the precombat main phase
        g.apply(seat, phase.GameAction.from_dict(PASS))
    if g.state()["state"].get("phase") != "PreCombatMain":
        raise LookupError(f"not in the precombat main phase: {g.state()['state'].get('phase')!r}")
    for _ in range(4):  # let chapter III resolve when it has a target; answer nothing else
        if g.waiting_for()["type"] != "Priority" or not g.stack():
            break
        resolve(g)
    return str(g.object(saga)["zone"])


def main() -> int:
    """With no creature of player 0's, then beside one (the control)."""
    try:
        alone = saga_zone([])
        if saga_zone(["Grizzly Bears"]) != "Graveyard":
            raise LookupError("the control failed: the Saga stays after chapter III resolved, too")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"with no creature to target, the Saga is in the {alone} once chapter III has triggered "
          "(beside a creature of player 0's, it is sacrificed)")
    if alone == "Graveyard":
        print("FIXED: the Saga is sacrificed once its final chapter ability has left the stack")
        return 0
    print("BUG: the Saga stays on the battlefield after its final chapter ability was removed for want of a target")
    return 1


if __name__ == "__main__":
    sys.exit(main())
