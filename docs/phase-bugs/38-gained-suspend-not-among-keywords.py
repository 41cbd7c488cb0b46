"""phase.rs bug 38: Rory Williams exiled by its own cast trigger "gains suspend", and phase's object for it has no
suspend keyword, though its suspend triggers work (702.62a, 613.1f).

Player 0 casts Rory Williams from the hand. Its cast trigger resolves first: the spell is exiled with three time
counters, it gains suspend, and player 0 investigates. The card in exile then has suspend (an ability an effect gave
it, 613.1f), which is what makes it a suspended card (702.62b). Control: the card is in exile with three time
counters, and phase has registered the suspend triggers it gained (``trigger_occurrence_state``).
Exit 1: no Suspend among its keywords; 0: Suspend there; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

import phase
from _repro import PASS, act, engine, face, setup

RORY = "Rory Williams"
CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face(RORY, "{W}{U}", "Legendary Creature — Human Soldier",
         "Partner with Amy Pond\nFirst strike, lifelink\nThe Last Centurion — When you cast this spell from anywhere "
         "other than exile, exile it with three time counters on it. It gains suspend. Then investigate. (Create a "
         "Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")", (3, 3),
         keywords=("First strike", "Investigate", "Lifelink", "Partner", "Partner with")),
]


def exiled_rory() -> dict:
    """phase's object for Rory Williams once its cast trigger has resolved."""
    g, ids = setup(engine(CARDS), ({"hand": [RORY], "battlefield": ["Plains", "Island"], "library": ["Plains"] * 3},
                                   {"library": ["Plains"] * 3}))
    rory = ids[0]["hand"][0]
    cast = act(g, "CastSpell", object_id=rory)
    if cast is None:
        raise LookupError("phase does not offer casting Rory Williams")
    g.apply(0, cast)
    for _ in range(6):  # pay, then pass until the cast trigger has resolved
        kind = g.waiting_for()["type"]
        if kind == "ManaPayment":
            g.apply(0, phase.GameAction.from_dict(PASS))
        elif kind == "Priority" and g.stack() and g.object(rory)["zone"] != "Exile":
            g.apply(g.priority_player(), phase.GameAction.from_dict(PASS))
        else:
            break
    o = g.object(rory)
    if o["zone"] != "Exile" or (o.get("counters") or {}).get("time") != 3:
        raise LookupError(f"the control failed: Rory is in {o['zone']} with {o.get('counters')!r}")
    if not (o.get("trigger_occurrence_state") or {}).get("active_grants"):
        raise LookupError("the control failed: phase registered no granted trigger on the exiled card")
    return o


def main() -> int:
    """Rory Williams cast from the hand."""
    try:
        o = exiled_rory()
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    keywords = o.get("keywords") or []
    print(f"Rory Williams in exile with three time counters; its keywords: {keywords!r} "
          "(the rules: suspend among them)")
    if any("Suspend" in str(k) for k in keywords):
        print("FIXED: the card has the suspend it gained")
        return 0
    print("BUG: the suspend the card gained is not among its keywords (613.1f)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
