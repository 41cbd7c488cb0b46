"""phase.rs bug 31: Hurl into History discovers 0, not the mana value of the spell it countered (608.2h, 701.57a).

Player 0 casts Grizzly Bears (mana value 2) and, holding priority, Hurl into History targeting it ("counter target
artifact or creature spell; discover X, where X is that spell's mana value"). Hurl into History resolves: the
Bears are countered, and X is the Bears' mana value, 2, from their last known information as a spell (608.2h).
With Forest, Lightning Bolt and Island on top of the library, discover 2 exiles the Forest and stops at Lightning
Bolt (mana value 1). phase asks its discover question with `discover_value` 0: a library of Forest, Memnite
(mana value 0), Island finds Memnite (the control: discover does run), and Lightning Bolt is passed over.
Exit 1: X is 0; 0: X is the countered spell's mana value; 2: the situation can't be built.
"""
from __future__ import annotations

import sys
from typing import Any

import phase
from _repro import PASS, act, engine, face, setup

HURL = face("Hurl into History", "{3}{U}{U}", "Instant",
            "Counter target artifact or creature spell. Discover X, where X is that spell's mana value. (Exile cards "
            "from the top of your library until you exile a nonland card with that mana value or less. Cast it "
            "without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)")
CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    face("Memnite", "{0}", "Artifact Creature — Construct", "", (1, 1)),
    HURL,
]


def cast(g: phase.Game, oid: int, target: int | None = None) -> None:
    """Player 0 casts `oid` (aimed at `target`), paying with phase's own automatic payment."""
    g.apply(0, act(g, "CastSpell", object_id=oid))
    for _ in range(10):
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection" and target is not None:
            g.apply(0, {"type": "ChooseTarget", "data": {"target": {"Object": target}}})
        elif kind == "ManaPayment":
            g.apply(0, phase.GameAction.from_dict(PASS))
        else:
            return


def discover(library: list[str]) -> dict[str, Any] | None:
    """phase's discover question after Hurl into History counters player 0's own Grizzly Bears (None: none asked)."""
    g, ids = setup(engine(CARDS), ({"hand": ["Grizzly Bears", "Hurl into History"],
                                    "battlefield": ["Forest"] * 2 + ["Island"] * 5, "library": library},
                                   {"library": ["Island"] * 3}))
    bears, hurl = ids[0]["hand"]
    cast(g, bears)
    cast(g, hurl, bears)
    if len(g.stack()) != 2:
        raise LookupError(f"Hurl into History is not on the stack above the Bears: {len(g.stack())} items")
    for _ in range(4):
        wf = g.waiting_for()
        if wf["type"] == "CastOffer":
            return dict((wf.get("data") or {}).get("kind") or {})
        if wf["type"] != "Priority" or not g.stack():
            break
        g.apply(g.priority_player(), phase.GameAction.from_dict(PASS))
    if g.object(bears)["zone"] != "Graveyard":
        raise LookupError("Hurl into History did not counter the Bears")
    return None


def main() -> int:
    """A library with Lightning Bolt (mana value 1), then one with Memnite (0: the control that discover runs)."""
    try:
        bolt = discover(["Forest", "Lightning Bolt", "Island"])
        zero = discover(["Forest", "Memnite", "Island"])
        if zero is None:
            raise LookupError("the control failed: no discover question with Memnite on top either")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    found = "offers it" if bolt else "asks nothing (the Bolt is passed over)"
    print(f"phase's discover after countering a mana value 2 spell: X = {zero.get('discover_value')!r}; with "
          f"Lightning Bolt second in the library it {found}")
    if bolt is not None and zero.get("discover_value") == 2:
        print("FIXED: X is the countered spell's mana value")
        return 0
    print("BUG: X is read from the countered spell after it left the stack, as 0 (608.2h: last known information)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
