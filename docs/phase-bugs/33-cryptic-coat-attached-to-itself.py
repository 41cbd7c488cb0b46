"""phase.rs bug 33: Cryptic Coat's "cloak the top card of your library, then attach this Equipment to it" cloaks the
card and attaches nothing (701.58a, 701.3a, 608.2c).

Player 0 casts Cryptic Coat with Grizzly Bears on top of the library. Its enters trigger resolves: the Bears are put
onto the battlefield face down (cloaked, 701.58a), then the Coat is attached to that face-down creature (701.3a),
which is 3/2 and can't be blocked. phase cloaks the card, and the Coat stays unattached: its parse of the second
sentence is an `Attach` whose target is the Coat itself (`SelfRef`), not the cloaked permanent "it" names.
Exit 1: the Coat is unattached; 0: it is attached to the cloaked creature; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

import phase
from _repro import PASS, act, engine, face, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Cryptic Coat", "{2}{U}", "Artifact — Equipment",
         "When this Equipment enters, cloak the top card of your library, then attach this Equipment to it. (To cloak "
         "a card, put it onto the battlefield face down as a 2/2 creature with ward {2}. Turn it face up any time for "
         "its mana cost if it's a creature card.)\nEquipped creature gets +1/+0 and can't be blocked.\n{1}{U}: Return "
         "this Equipment to its owner's hand."),
]


def main() -> int:
    try:
        g, ids = setup(engine(CARDS), ({"hand": ["Cryptic Coat"], "battlefield": ["Island"] * 3,
                                        "library": ["Grizzly Bears", "Island", "Island"]},
                                       {"library": ["Island"] * 3}))
        coat, top = ids[0]["hand"][0], ids[0]["library"][0]
        g.apply(0, act(g, "CastSpell", object_id=coat))
        for _ in range(12):  # pay, then pass until the Coat and its trigger have resolved
            kind = g.waiting_for()["type"]
            if kind == "ManaPayment":
                g.apply(0, phase.GameAction.from_dict(PASS))
            elif kind == "Priority" and g.stack():
                g.apply(g.priority_player(), phase.GameAction.from_dict(PASS))
            else:
                break
        cloaked = g.object(top)
        if cloaked["zone"] != "Battlefield" or not cloaked["face_down"]:
            raise LookupError(f"the top card was not cloaked: {cloaked['zone']}, face down {cloaked['face_down']}")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    attached = g.object(coat).get("attached_to")
    print(f"the top card is cloaked; Cryptic Coat is attached to {attached!r} (the cloaked creature is {top})")
    if top in (attached, attached.get("data") if isinstance(attached, dict) else None):
        print("FIXED: the Coat is attached to the cloaked creature")
        return 0
    print("BUG: the Coat is not attached to the creature it cloaked")
    return 1


if __name__ == "__main__":
    sys.exit(main())
