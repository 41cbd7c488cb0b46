"""phase.rs bug 39: a face-down permanent whose disguise cost has an X (Aurelia's Vindicator, {X}{3}{W}) is never
offered to be turned face up (702.168d, 107.3d).

Player 0 casts Aurelia's Vindicator face down for {3} beside nine Plains, so six are still untapped. Any time player 0
has priority they may turn it face up for its disguise cost, choosing X just before paying (107.3d): six Plains pay
it with X up to 2. Control: the same card with a disguise cost of {3}{W} is offered at once.
Exit 1: no TurnFaceUp offered with the X cost; 0: offered; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, cast_face_down, engine, face, setup

VINDICATOR = "Aurelia's Vindicator"
TEXT = ("Flying, lifelink, ward {2}\nDisguise COST\nWhen this creature is turned face up, exile up to X other target "
        "creatures from the battlefield and/or creature cards from graveyards.\nWhen this creature leaves the "
        "battlefield, return the exiled cards to their owners' hands.")


def offered(disguise: str) -> bool:
    """Whether phase offers turning the face-down Vindicator up, with `disguise` as its disguise cost."""
    cards = [face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
             face(VINDICATOR, "{2}{W}{W}", "Creature — Angel", TEXT.replace("COST", disguise), (4, 2),
                  keywords=("Disguise", "Flying", "Lifelink", "Ward"))]
    g, ids = setup(engine(cards), ({"hand": [VINDICATOR], "battlefield": ["Plains"] * 9, "library": ["Plains"] * 3},
                                   {"library": ["Plains"] * 3}))
    oid = ids[0]["hand"][0]
    cast_face_down(g, 0, oid)
    untapped = sum(1 for o in g.battlefield() if o.get("name") == "Plains" and not o.get("tapped"))
    if untapped != 6:
        raise LookupError(f"{untapped} Plains untapped after the face-down cast, not 6")
    return act(g, "TurnFaceUp", object_id=oid) is not None


def main() -> int:
    """With the printed {X}{3}{W}, then with {3}{W} (the control)."""
    try:
        with_x = offered("{X}{3}{W}")
        if not offered("{3}{W}"):
            raise LookupError("the control failed: phase doesn't offer turning it face up for {3}{W} either")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"six untapped Plains, disguise {{X}}{{3}}{{W}}: turning face up offered: {with_x} (with {{3}}{{W}}: True)")
    if with_x:
        print("FIXED: a disguise cost with X can be paid")
        return 0
    print("BUG: phase never offers to turn face up a permanent whose disguise cost has an X (107.3d)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
