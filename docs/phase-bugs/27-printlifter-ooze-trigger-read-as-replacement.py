"""phase.rs bug 27: Printlifter Ooze's "turned face up" trigger is read as a replacement effect and never triggers
(603.2, 702.168d, 116.2b).

Printlifter Ooze: whenever it or another creature its controller controls is turned face up, create a 0/0 Ooze
token with trample that enters with +1/+1 counters. Player 0 casts it face down and turns it face up for its
disguise cost {3}{G}: its own ability triggers. phase's Oracle parser turns the sentence into an "enters with
counters" replacement on the Ooze itself (its counter type a fragment of the text) and makes no trigger, so nothing
goes on the stack. Control: Pyrotechnic Performer, whose trigger has the same opening, triggers when turned face up.
Exit 1: still broken; 0: the Ooze's trigger goes on the stack; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import cast_face_down, engine, face, phase, setup, turn_face_up

DISGUISE = " (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for " \
    "its disguise cost.)"
CARDS = [
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Printlifter Ooze", "{1}{G}", "Creature — Ooze",
         "Deathtouch\nWhenever this creature or another creature you control is turned face up, create a 0/0 green "
         "Ooze creature token with trample. The token enters with X +1/+1 counters on it, where X is the number of "
         "other creatures you control.\nDisguise {3}{G}" + DISGUISE, (2, 2), keywords=("Deathtouch", "Disguise")),
    face("Pyrotechnic Performer", "{1}{R}", "Creature — Viashino Performer",
         "Disguise {R}" + DISGUISE + "\nWhenever this creature or another creature you control is turned face up, "
         "that creature deals damage equal to its power to each opponent.", (3, 2), keywords=("Disguise",)),
]


def triggers_when_turned_up(eng: phase.Engine, name: str, lands: list[str]) -> int:
    """Cast `name` face down, turn it face up: how many triggered abilities are then on the stack."""
    g, ids = setup(eng, ({"hand": [name], "battlefield": lands, "library": ["Forest"] * 3},
                         {"library": ["Forest"] * 3}))
    card = ids[0]["hand"][0]
    cast_face_down(g, 0, card)
    turn_face_up(g, 0, card)
    return sum(1 for item in g.stack() if item["kind"]["type"] == "TriggeredAbility")


def main() -> int:
    """The control (Pyrotechnic Performer), then Printlifter Ooze."""
    try:
        eng = engine(CARDS)
        if triggers_when_turned_up(eng, "Pyrotechnic Performer", ["Mountain"] * 4) != 1:
            raise LookupError("the control, Pyrotechnic Performer, doesn't trigger when turned face up")
        got = triggers_when_turned_up(eng, "Printlifter Ooze", ["Forest"] * 7)
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Printlifter Ooze turned face up: {got} triggered abilit{'y' if got == 1 else 'ies'} on the stack "
          "(the rules: 1)")
    if got == 1:
        print("FIXED: Printlifter Ooze's ability triggers when it is turned face up")
        return 0
    print("BUG: the trigger was parsed as an 'enters with counters' replacement and never triggers")
    return 1


if __name__ == "__main__":
    sys.exit(main())
