"""phase.rs bug 32: Panther Pounce's "target player investigates" has no target: the spell can't be aimed at a player
(115.1a, 601.2c, 701.16a).

Player 0 casts Panther Pounce ("target player investigates; target creature gets +1/+0 and gains flying until end of
turn; untap it") with a tapped Grizzly Bears of its own and one of player 1's. The spell has two targets, a player
and a creature, chosen as it is cast (601.2c): player 1 may be made to investigate. phase's spell asks for one target
only, the creature (its Investigate effect has no target and makes the caster investigate).
Exit 1: no player target; 0: a player is among the targets asked for; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, engine, face, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Panther Pounce", "{W}", "Instant",
         "Target player investigates. Target creature gets +1/+0 and gains flying until end of turn. Untap it. (To "
         "investigate, create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")"),
]


def main() -> int:
    try:
        g, ids = setup(engine(CARDS), ({"hand": ["Panther Pounce"], "battlefield": ["Plains", "Grizzly Bears"],
                                        "library": ["Plains"] * 3},
                                       {"battlefield": ["Grizzly Bears"], "library": ["Plains"] * 3}))
        cast = act(g, "CastSpell", object_id=ids[0]["hand"][0])
        if cast is None:
            raise LookupError("phase does not offer Panther Pounce")
        g.apply(0, cast)
        wf = g.waiting_for()
        if wf["type"] != "TargetSelection":
            raise LookupError(f"phase asks no target: {wf['type']}")
        slots = wf["data"].get("target_slots") or []
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    legal = [[next(iter(t)) for t in s.get("legal_targets") or []] for s in slots]
    print(f"phase asks for {len(slots)} target(s); the kinds each may be: {legal}")
    if any("Player" in kinds for kinds in legal):
        print("FIXED: a player can be chosen to investigate")
        return 0
    print("BUG: 'target player investigates' has no target: only the creature is asked for")
    return 1


if __name__ == "__main__":
    sys.exit(main())
