"""phase.rs bug 25: a token whose creating effect doesn't name it is named after its subtypes alone, without the
word "Token" (111.4).

Player 0 casts Raise the Alarm (create two 1/1 white Soldier creature tokens). The effect doesn't name the tokens,
so each is named "Soldier Token" (111.4: its subtypes plus the word "Token"). phase names them "Soldier".
Exit 1: still broken; 0: the tokens are named "Soldier Token"; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import PASS, act, engine, face, resolve, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Raise the Alarm", "{1}{W}", "Instant", "Create two 1/1 white Soldier creature tokens."),
]


def main() -> int:
    """Cast Raise the Alarm and read the tokens' names."""
    try:
        g, ids = setup(engine(CARDS), ({"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2,
                                        "library": ["Plains"] * 3}, {"library": ["Plains"] * 3}))
        offer = act(g, "CastSpell", object_id=ids[0]["hand"][0])
        if offer is None:
            raise LookupError("phase does not offer Raise the Alarm")
        g.apply(0, offer)
        for _ in range(3):
            if g.waiting_for()["type"] == "ManaPayment":
                g.apply(0, PASS)
        resolve(g)
        names = sorted(o.get("name") for o in g.state()["state"]["objects"].values()
                       if o.get("zone") == "Battlefield" and o.get("is_token"))
        if len(names) != 2:
            raise LookupError(f"not two tokens: {names!r}")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Raise the Alarm's tokens are named {names}")
    if names == ["Soldier Token", "Soldier Token"]:
        print("FIXED: the tokens are named after their subtype plus the word Token")
        return 0
    print("BUG: the tokens' names lack the word Token (111.4)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
