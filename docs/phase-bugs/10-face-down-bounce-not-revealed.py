"""phase.rs bug 10: a face-down permanent returned to its owner's hand is not revealed (708.9).

Player 0 casts Forum Familiar face down with disguise, then returns it to hand with their own Unsummon (their own
spell, so ward doesn't trigger). The rules require the card to be revealed to all players as it leaves the
battlefield. phase moves it to the hand silently: no reveal event, nothing in `revealed_cards` or
`public_revealed_cards`, and player 1 never learns what the card was.
Exit 1: still broken; 0: the card is revealed; 2: the situation can't be built.
"""
from __future__ import annotations

import sys
from typing import Any

from _repro import FORUM_FAMILIAR, PASS, act, cast_face_down, engine, face, phase, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Unsummon", "{U}", "Instant", "Return target creature to its owner's hand."),
    FORUM_FAMILIAR,
]

def mentions(value: Any, oid: int) -> bool:
    """Whether a revealed-cards record names object `oid`."""
    if isinstance(value, dict):
        return any(mentions(v, oid) for v in value.values())
    if isinstance(value, list):
        return any(mentions(v, oid) for v in value)
    return value == oid


def main() -> int:
    """Face down, then Unsummon: is the card revealed as it goes to the hand?"""
    try:
        eng = engine(CARDS)
        g, ids = setup(eng, ({"hand": ["Forum Familiar", "Unsummon"], "battlefield": ["Plains", "Plains", "Island",
                                                                                      "Island"],
                              "library": ["Plains"] * 3}, {"library": ["Plains"] * 3}))
        familiar, unsummon = ids[0]["hand"]
        cast_face_down(g, 0, familiar)
        g.apply(0, act(g, "CastSpell", object_id=unsummon))
        events: list[dict[str, Any]] = []
        for _ in range(5):
            kind = g.waiting_for()["type"]
            if kind == "TargetSelection":
                target = {"type": "ChooseTarget", "data": {"target": {"Object": familiar}}}
                g.apply(0, phase.GameAction.from_dict(target))
            elif kind == "ManaPayment":
                g.apply(0, phase.GameAction.from_dict(PASS))
            elif kind == "Priority" and g.stack():
                events += g.apply(g.priority_player(), phase.GameAction.from_dict(PASS)).events
            else:
                break
        if g.object(familiar)["zone"] != "Hand":
            raise LookupError("Unsummon did not return Forum Familiar to the hand")
        state = g.state()["state"]
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    revealed = [e["type"] for e in events if "reveal" in e["type"].lower()]
    recorded = mentions(state.get("revealed_cards"), familiar) or mentions(state.get("public_revealed_cards"), familiar)
    print(f"face-down Forum Familiar returned to hand: reveal events {revealed or 'none'}; recorded as revealed: "
          f"{recorded}")
    if revealed or recorded:
        print("FIXED: the face-down card is revealed as it leaves the battlefield")
        return 0
    print("BUG: the face-down card went to the hand unrevealed")
    return 1


if __name__ == "__main__":
    sys.exit(main())
