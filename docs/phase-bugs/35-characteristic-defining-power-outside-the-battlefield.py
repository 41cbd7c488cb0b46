"""phase.rs bug 35: Duggan, Private Detective's power and toughness count the cards in its owner's hand only on the
battlefield: in the hand it shows 0/0 (604.3: a characteristic-defining ability works in every zone).

Player 0 holds Duggan and two Islands. Duggan's power and toughness are each the number of cards in its controller's
hand, a characteristic-defining ability (604.3), which functions everywhere, so Duggan in the hand is 3/3 (itself and
the two Islands). Control: on the battlefield beside two Islands in the hand, phase makes it 2/2.
Exit 1: still 0/0 in the hand; 0: 3/3 there; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import engine, face, setup

DUGGAN = "Duggan, Private Detective"
CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face(DUGGAN, "{2}{G}{U}", "Legendary Creature — Human Detective",
         "Duggan's power and toughness are each equal to the number of cards in your hand.\nWhenever Duggan enters or "
         "attacks, investigate.\nThe Most Important Punch in History — {1}{G}, {T}: Duggan deals damage equal to twice "
         "its power to another target creature. Activate only once.", ("*", "*")),
]


def size(zone: str) -> tuple[int, int]:
    """Duggan's power and toughness in `zone` ("hand" or "battlefield"), two Islands in player 0's hand."""
    hand = ["Island", "Island"] + ([DUGGAN] if zone == "hand" else [])
    g, ids = setup(engine(CARDS), ({"hand": hand, "battlefield": [DUGGAN] if zone == "battlefield" else [],
                                    "library": ["Island"] * 3}, {"library": ["Island"] * 3}))
    oid = ids[0][zone][-1 if zone == "hand" else 0]
    o = g.object(oid)
    if o.get("name") != DUGGAN:
        raise LookupError(f"object {oid} is {o.get('name')!r}, not Duggan")
    return int(o.get("power") or 0), int(o.get("toughness") or 0)


def main() -> int:
    """In the hand, then on the battlefield (the control)."""
    try:
        in_hand = size("hand")
        if size("battlefield") != (2, 2):
            raise LookupError("the control failed: on the battlefield beside two cards in hand Duggan isn't 2/2")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Duggan in the hand with two Islands: {in_hand[0]}/{in_hand[1]} (the rules: 3/3); on the battlefield: 2/2")
    if in_hand == (3, 3):
        print("FIXED: the characteristic-defining ability works in the hand")
        return 0
    print("BUG: a characteristic-defining power and toughness apply only on the battlefield (604.3)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
