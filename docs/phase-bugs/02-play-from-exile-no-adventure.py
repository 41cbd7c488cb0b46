"""phase.rs bug 02: a card exiled with "you may play those cards" can't be cast as its Adventure (715.3, 715.3d, 601.3).

Seek the Beast exiles the top two cards of the library, one of them another Questing Druid // Seek the Beast,
and lets its controller play them. The rules let that permission cast either half; phase offers only the creature.
Exit 1: still broken; 0: the exiled card can be cast as Seek the Beast; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import ADVENTURER, act, engine, face, resolve, setup

CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
]


def main() -> int:
    """Cast Seek the Beast from hand, then try to cast the exiled adventurer as Seek the Beast."""
    try:
        g, ids = setup(engine(CARDS, (ADVENTURER,)), (
            {"hand": ["Questing Druid"], "battlefield": ["Forest", "Mountain", "Forest", "Mountain"],
             "library": ["Questing Druid", "Grizzly Bears", "Forest"]},
            {"library": ["Forest"] * 3}))
        g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
        g.apply(0, act(g, "ChooseAdventureFace", creature=False))
        resolve(g)
        exiled = ids[0]["library"][0]
        if g.object(exiled)["zone"] != "Exile":
            raise LookupError("Seek the Beast did not exile the second Druid")
        cast = act(g, "CastSpell", object_id=exiled)
        if cast is None:
            raise LookupError("phase gives no permission at all to play the exiled card")
        g.apply(0, cast)
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    adventure = act(g, "ChooseAdventureFace", creature=False)
    if adventure is not None:  # phase asked which half to cast
        g.apply(0, adventure)
    stack = [(g.object(s["id"])["name"], s["kind"]["data"].get("casting_variant")) for s in g.stack()]
    print(f"casting the exiled Druid under Seek the Beast's permission put {stack} on the stack "
          f"({'Adventure offered' if adventure else 'no choice of half'})")
    if any(variant == "Adventure" for _, variant in stack):
        print("FIXED: the exiled card was cast as Seek the Beast")
        return 0
    print("BUG: the exiled card can only be cast as Questing Druid, never as Seek the Beast")
    return 1


if __name__ == "__main__":
    sys.exit(main())
