"""phase.rs bug 29: Rampaging Ursaguana's "+2/+2 for each time it attacked this game" is a flat +2/+2 (613.4c, 508.1).

Rampaging Ursaguana is a 4/4 that gets +2/+2 for each time it has attacked this game. Put on the battlefield in
player 0's first main phase, it has never attacked: the bonus is multiplied by 0 and it is a 4/4. phase's Oracle
parser drops the "for each time ... attacked this game" count and keeps a constant +2/+2, so the Ursaguana is a 6/6
from the start.
Exit 1: still broken; 0: it is a 4/4 before it ever attacks; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import engine, face, setup

CARDS = [
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Rampaging Ursaguana", "{4}{G}{G}", "Creature — Bear Lizard",
         "Trample, ward {2}, haste\nRampaging Ursaguana gets +2/+2 for each time this creature attacked this game.\n"
         "Disguise {2}{G}{G} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face "
         "up any time for its disguise cost.)", (4, 4), keywords=("Trample", "Ward", "Haste", "Disguise")),
]


def main() -> int:
    try:
        g, ids = setup(engine(CARDS), ({"battlefield": ["Rampaging Ursaguana", "Forest"], "library": ["Forest"] * 3},
                                       {"library": ["Forest"] * 3}))
        ursaguana = g.object(ids[0]["battlefield"][0])
        if ursaguana["zone"] != "Battlefield":
            raise LookupError("the Ursaguana is not on the battlefield")
        size = (ursaguana["power"], ursaguana["toughness"])
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Rampaging Ursaguana, which has never attacked: {size[0]}/{size[1]} (the rules: 4/4)")
    if size == (4, 4):
        print("FIXED: the bonus counts the attacks")
        return 0
    print("BUG: the +2/+2 applies without any attack")
    return 1


if __name__ == "__main__":
    sys.exit(main())
