"""phase.rs bug 36: Case of the Pilfered Proof's "Solved" replacement effect applies while the Case is unsolved
(702.169b, 719.3c).

Player 0 controls Case of the Pilfered Proof, not solved, beside two Islands, and casts Deduce (draw a card,
investigate). The Case's last ability is a static ability that works only while the Case is solved ("as long as this
Case is solved", 702.169b): it adds a Clue to tokens its controller would create. Unsolved, it does nothing, so
Deduce makes one Clue. Control: phase itself says the Case isn't solved (``case_state.is_solved``).
Exit 1: two Clues; 0: one; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, engine, face, resolve, setup

CASE = "Case of the Pilfered Proof"
CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Deduce", "{1}{U}", "Instant",
         "Draw a card.\nInvestigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a "
         "card.\")", keywords=("Investigate",)),
    face(CASE, "{1}{W}", "Enchantment — Case",
         "Whenever a Detective you control enters or is turned face up, put a +1/+1 counter on it.\nTo solve — You "
         "control three or more Detectives. (If unsolved, solve at the beginning of your end step.)\nSolved — If one "
         "or more tokens would be created under your control, those tokens plus a Clue token are created instead. "
         "(It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")", layout="case", keywords=("Solved",)),
]


def clues() -> int:
    """The Clues player 0 controls once Deduce has resolved beside the unsolved Case."""
    g, ids = setup(engine(CARDS), ({"hand": ["Deduce"], "battlefield": [CASE, "Island", "Island"],
                                    "library": ["Island"] * 3}, {"library": ["Island"] * 3}))
    case = ids[0]["battlefield"][0]
    if (g.object(case).get("case_state") or {}).get("is_solved") is not False:
        raise LookupError(f"the Case doesn't start unsolved: {g.object(case).get('case_state')!r}")
    cast = act(g, "CastSpell", object_id=ids[0]["hand"][0])
    if cast is None:
        raise LookupError("phase does not offer casting Deduce")
    g.apply(0, cast)
    resolve(g)
    if g.stack() or g.object(ids[0]["hand"][0])["zone"] != "Graveyard":
        raise LookupError("Deduce did not resolve")
    if (g.object(case).get("case_state") or {}).get("is_solved") is not False:
        raise LookupError("the control failed: phase solved the Case")
    return sum(1 for o in g.battlefield() if o.get("name") == "Clue" and o.get("controller") == 0)


def main() -> int:
    """Deduce beside the unsolved Case."""
    try:
        made = clues()
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Deduce beside an unsolved Case of the Pilfered Proof makes {made} Clue(s) (the rules: 1)")
    if made == 1:
        print("FIXED: the Solved ability applies only once the Case is solved")
        return 0
    print("BUG: the Case's Solved replacement effect adds a Clue while the Case is unsolved (702.169b)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
