"""phase.rs bug 28: "Investigate X times, then create a token" repeats the token too (608.2c, 701.16a, 111.1).

Elemental, My Dear: investigate X times, then create one 0/0 blue Elemental creature token and put +1/+1 counters on
it equal to the number of Clues its controller controls. Player 0 casts it with X = 1 and, in another game, X = 2:
the rules make exactly one Elemental each time (with 1, then 2 counters: it survives). phase puts the token creation
inside the repetition: one Elemental for X = 1, two for X = 2 (its token also named "Blue ~", the card's name read
into the token's words).
Exit 1: still broken; 0: one token besides the Clues each time; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import PASS, act, engine, face, phase, resolve, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Elemental, My Dear", "{X}{U}{U}", "Sorcery",
         "Investigate X times, then create an 0/0 Blue Elemental creature token. Put +1/+1 counters on that token "
         "equal to the number of Clues you control."),
]


def creatures_made(eng: phase.Engine, x: int) -> list[str]:
    """Cast Elemental, My Dear with X = `x` and let it resolve: the names of the creature tokens it made."""
    g, ids = setup(eng, ({"hand": ["Elemental, My Dear"], "battlefield": ["Island"] * 5, "library": ["Island"] * 3},
                         {"library": ["Island"] * 3}))
    g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
    for _ in range(4):
        kind = g.waiting_for()["type"]
        if kind == "ChooseXValue":
            g.apply(0, act(g, "ChooseX", value=x))
        elif kind == "ManaPayment":
            g.apply(0, phase.GameAction.from_dict(PASS))
        else:
            break
    if not g.stack():
        raise LookupError(f"Elemental, My Dear is not on the stack with X = {x}")
    resolve(g)
    objects = g.state()["state"]["objects"].values()
    if sum(1 for o in objects if o.get("is_token") and o["name"] == "Clue" and o["zone"] == "Battlefield") != x:
        raise LookupError(f"the spell didn't investigate {x} times")
    return [o["name"] for o in objects if o.get("is_token") and o["zone"] == "Battlefield" and o["name"] != "Clue"]


def main() -> int:
    try:
        eng = engine(CARDS)
        made = {x: creatures_made(eng, x) for x in (1, 2)}
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"tokens besides the Clues: X = 1 -> {made[1]}; X = 2 -> {made[2]} (the rules: one Elemental each time)")
    if len(made[1]) == 1 and len(made[2]) == 1:
        print("FIXED: the Elemental is created once, after the investigations")
        return 0
    print("BUG: the token creation is repeated X times with the investigate")
    return 1


if __name__ == "__main__":
    sys.exit(main())
