"""phase.rs bug 05: Storm Reading's discard is skipped when its draw ran out of cards (608.2c, 121.4, 704.5b).

Storm Reading (the Adventure of Galvanic Giant) says draw four cards, then discard two. With only three cards in
the library the fourth draw fails; the spell must still finish (discard two), and only then does the player lose
(state-based action). phase ends the spell without the discard. The loss itself, after the spell, is correct.
Control: with four cards in the library phase asks for the discard.
Exit 1: still broken; 0: the discard happens; 2: the situation can't be built.
"""
from __future__ import annotations

import sys
from typing import Any

from _repro import act, engine, face, phase, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
]
GIANT = "Galvanic Giant // Storm Reading"
ADVENTURER = (
    face("Galvanic Giant", "{3}{U}", "Creature — Giant Wizard",
         "Whenever you cast a spell with mana value 5 or greater, tap target creature an opponent controls and put "
         "a stun counter on it. (If a permanent with a stun counter would become untapped, remove one from it "
         "instead.)", (3, 3), card=GIANT, layout="adventure"),
    face("Storm Reading", "{5}{U}{U}", "Sorcery — Adventure", "Draw four cards, then discard two cards.",
         card=GIANT, layout="adventure"),
)


def storm_reading(eng: phase.Engine, library: int) -> tuple[bool, str]:
    """Cast Storm Reading with `library` cards left: (was a discard asked or made, how the game stands)."""
    g, ids = setup(eng, (
        {"hand": ["Galvanic Giant", "Grizzly Bears", "Lightning Bolt"], "battlefield": ["Island"] * 7,
         "library": ["Forest"] * library},
        {"library": ["Forest"] * 3}))
    g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
    g.apply(0, act(g, "ChooseAdventureFace", creature=False))
    events: list[dict[str, Any]] = []
    while g.waiting_for()["type"] == "Priority" and g.stack():
        events += g.apply(g.priority_player(), phase.GameAction.from_dict({"type": "PassPriority"})).events
    discarded = any(e["type"] == "ZoneChanged" and e["data"].get("from") == "Hand"
                    and e["data"].get("to") == "Graveyard" for e in events)
    return discarded or g.waiting_for()["type"] == "DiscardChoice", g.waiting_for()["type"]


def main() -> int:
    """Control with four cards in the library, then the case with three."""
    try:
        eng = engine(CARDS, (ADVENTURER,))
        if not storm_reading(eng, 4)[0]:
            raise LookupError("Storm Reading doesn't discard even with a full draw")
        discarded, state = storm_reading(eng, 3)
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Storm Reading with 4 cards in library: discard asked; with 3: "
          f"{'discard asked or made' if discarded else 'no discard'}, then {state}")
    if discarded:
        print("FIXED: the discard happens before the player loses")
        return 0
    print("BUG: the discard was skipped after the draw ran out of cards")
    return 1


if __name__ == "__main__":
    sys.exit(main())
