"""phase.rs bug 30: Doubling Season doubles the lore counter a Saga gets as its controller's precombat main phase
begins (714.3b), a turn-based action, not an effect (122.6, 614.1).

Player 0 controls The Witch's Vanity with one lore counter and Doubling Season, in the draw step. As the precombat
main phase begins, player 0 puts one lore counter on the Saga (714.3b): it has two, and chapter II triggers.
Doubling Season replaces only counters an effect would put; the turn-based action isn't one, so it doesn't apply.
Control: without Doubling Season, phase gives the Saga its second counter.
Exit 1: still doubled; 0: one counter with Doubling Season too; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

import phase
from _repro import PASS, dbg, engine, face, setup

CARDS = [
    face("Swamp", None, "Basic Land — Swamp", "({T}: Add {B}.)"),
    face("The Witch's Vanity", "{1}{B}", "Enchantment — Saga",
         "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Destroy target "
         "creature an opponent controls with mana value 2 or less.\nII — Create a Food token. (It's an artifact with "
         "\"{2}, {T}, Sacrifice this token: You gain 3 life.\")\nIII — Create a Wicked Role token attached to target "
         "creature you control."),
    face("Doubling Season", "{4}{G}", "Enchantment",
         "If an effect would create one or more tokens under your control, it creates twice that many of those tokens "
         "instead.\nIf an effect would put one or more counters on a permanent you control, it puts twice that many of "
         "those counters on that permanent instead."),
]


def lore_in_main(battlefield: list[str]) -> int:
    """The Saga's lore counters once player 0's precombat main phase has begun, from one in the draw step."""
    g, ids = setup(engine(CARDS), ({"battlefield": battlefield, "library": ["Swamp"] * 3}, {"library": ["Swamp"] * 3}))
    saga = ids[0]["battlefield"][0]
    g.apply(0, dbg("ModifyCounters", object_id=saga, counter_type="lore", delta=1))
    g.apply(0, dbg("SetPhase", phase="Draw", active_player=0))
    if (g.object(saga).get("counters") or {}).get("lore") != 1:
        raise LookupError(f"the Saga doesn't start with one lore counter: {g.object(saga).get('counters')!r}")
    for seat in (0, 1):  # both pass in the draw step: the game moves to the precombat main phase
        g.apply(seat, phase.GameAction.from_dict(PASS))
    if g.state()["state"].get("phase") != "PreCombatMain":
        raise LookupError(f"not in the precombat main phase: {g.state()['state'].get('phase')!r}")
    return int((g.object(saga).get("counters") or {}).get("lore") or 0)


def main() -> int:
    """With Doubling Season, then without it (the control)."""
    try:
        doubled = lore_in_main(["The Witch's Vanity", "Doubling Season"])
        if lore_in_main(["The Witch's Vanity"]) != 2:
            raise LookupError("the control failed: without Doubling Season the Saga doesn't get one lore counter")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"with Doubling Season the Saga has {doubled} lore counters once the precombat main phase begins "
          "(without it: 2)")
    if doubled == 2:
        print("FIXED: the turn-based lore counter is not doubled")
        return 0
    print("BUG: Doubling Season doubles the lore counter of the turn-based action (714.3b)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
