"""phase.rs bug 37: Blink's chapter I ("choose target creature; its owner shuffles it into their library, then
investigates") shuffles the Saga itself into its controller's library, and the Saga's controller investigates
(115.1, 608.2c, 701.16a).

Player 0 controls Blink with no lore counter, in the draw step, and no creature; player 1 controls Grizzly Bears. Both
pass: the precombat main phase begins, Blink gets a lore counter (714.3b) and chapter I triggers, aimed at the Bears,
the only creature. As it resolves the Bears' owner, player 1, shuffles the Bears into their library and then creates
a Clue. Control: chapter I goes on the stack aimed at the Bears.
Exit 1: the Saga is shuffled away (or player 0 gets the Clue); 0: the Bears go and player 1 gets the Clue; 2: the
situation can't be built.
"""
from __future__ import annotations

import sys

import phase
from _repro import PASS, dbg, engine, face, setup

BLINK = "Blink"
CARDS = [
    face("Swamp", None, "Basic Land — Swamp", "({T}: Add {B}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face(BLINK, "{2}{U}{B}", "Enchantment — Saga",
         "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)\nI, III — Choose "
         "target creature. Its owner shuffles it into their library, then investigates. (They create a Clue token.)\n"
         "II, IV — Create a 2/2 black Alien Angel artifact creature token with first strike, vigilance, and \"Whenever "
         "an opponent casts a creature spell, this token isn't a creature until end of turn.\"", layout="saga",
         keywords=("Investigate",)),
]


def chapter_one() -> tuple[str, str, list[int]]:
    """Where the Saga and the Bears are once chapter I has resolved, and the controllers of the Clues."""
    g, ids = setup(engine(CARDS), ({"battlefield": [BLINK], "library": ["Swamp"] * 3},
                                   {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}))
    saga, bears = ids[0]["battlefield"][0], ids[1]["battlefield"][0]
    g.apply(0, dbg("SetPhase", phase="Draw", active_player=0))
    for seat in (0, 1):  # both pass in the draw step: the precombat main phase adds the first lore counter
        g.apply(seat, phase.GameAction.from_dict(PASS))
    if (g.object(saga).get("counters") or {}).get("lore") != 1:
        raise LookupError(f"Blink has no lore counter: {g.object(saga).get('counters')!r}")
    if g.waiting_for()["type"] == "TriggerTargetSelection":
        g.apply(0, next(a for a in g.actions() if str(bears) in str(a.data)))
    stack = g.stack()
    if len(stack) != 1 or str(bears) not in str(stack[0]):
        raise LookupError(f"the control failed: chapter I isn't on the stack aimed at the Bears: {stack!r}")
    for _ in range(2):
        if g.waiting_for()["type"] == "Priority" and g.stack():
            g.apply(g.priority_player(), phase.GameAction.from_dict(PASS))
    if g.stack():
        raise LookupError(f"chapter I did not resolve: {g.waiting_for()!r}")
    clues = [int(o["controller"]) for o in g.battlefield() if o.get("name") == "Clue"]
    return str(g.object(saga)["zone"]), str(g.object(bears)["zone"]), clues


def main() -> int:
    """Chapter I aimed at player 1's Bears."""
    try:
        saga, bears, clues = chapter_one()
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"after chapter I aimed at player 1's Bears: Blink in the {saga}, the Bears in the {bears}, Clues of "
          f"players {clues} (the rules: Blink on the Battlefield, the Bears in the Library, a Clue of player 1's)")
    if (saga, bears, clues) == ("Battlefield", "Library", [1]):
        print("FIXED: the target's owner shuffles the target away and investigates")
        return 0
    print("BUG: 'its owner shuffles it' is read as the Saga itself, and the Saga's controller investigates")
    return 1


if __name__ == "__main__":
    sys.exit(main())
