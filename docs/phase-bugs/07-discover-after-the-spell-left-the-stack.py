"""phase.rs bug 07: a spell's discover is carried out after the spell has left the stack (608.2g, 608.2n, 701.57a).

Daring Discovery (a sorcery: up to three target creatures can't block, then discover 4) reveals Counterspell. The
discovered card is cast while Daring Discovery is still resolving, so Daring Discovery is still on the stack and
Counterspell may target it (608.2g: the resolving spell goes on resolving after the cast; 608.2n: only as the final
part of its resolution is it put into the graveyard). phase finishes resolving Daring Discovery first (graveyard,
StackResolved) and only then offers the discover cast: Counterspell has nothing to target and goes to the hand.
Exit 1: still broken; 0: the discovered Counterspell can target Daring Discovery; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, engine, face, phase, setup

CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Counterspell", "{U}{U}", "Instant", "Counter target spell."),
    face("Daring Discovery", "{4}{R}", "Sorcery",
         "Up to three target creatures can't block this turn.\nDiscover 4. (Exile cards from the top of your library "
         "until you exile a nonland card with mana value 4 or less. Cast it without paying its mana cost or put it "
         "into your hand. Put the rest on the bottom in a random order.)", keywords=("Discover",)),
]


def main() -> int:
    """Cast Daring Discovery with no creature around and Counterspell on top of the library; let it resolve."""
    try:
        eng = engine(CARDS)
        g, ids = setup(eng, ({"hand": ["Daring Discovery"], "battlefield": ["Mountain"] * 5,
                              "library": ["Counterspell", "Mountain", "Mountain"]},
                             {"library": ["Mountain"] * 3}))
        daring, counter = ids[0]["hand"][0], ids[0]["library"][0]
        g.apply(0, act(g, "CastSpell", object_id=daring))
        for _ in range(5):  # no creature to target: "up to three" chooses none; then mana
            kind = g.waiting_for()["type"]
            if kind == "TargetSelection":
                g.apply(0, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": None}}))
            elif kind == "ManaPayment":
                g.apply(0, phase.GameAction.from_dict({"type": "PassPriority"}))
        if [e["id"] for e in g.stack()] != [daring]:
            raise LookupError("Daring Discovery did not reach the stack")
        while g.waiting_for()["type"] == "Priority" and g.stack():
            g.apply(g.priority_player(), phase.GameAction.from_dict({"type": "PassPriority"}))
        offer = g.waiting_for()
        if offer["type"] != "CastOffer" or (offer["data"].get("kind") or {}).get("hit_card") != counter:
            raise LookupError(f"discover did not offer Counterspell (waiting for {offer['type']})")
        where = g.object(daring)["zone"]
        cast = act(g, "DiscoverChoice", choice={"type": "Cast"})
        if cast is None:
            raise LookupError("discover offers no Cast choice")
        g.apply(0, cast)
        if g.waiting_for()["type"] == "TargetSelection":
            g.apply(0, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Object": daring}}}))
        targets = [t for e in g.stack() if e["id"] == counter for t in e["kind"]["data"]["ability"]["targets"]]
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"while discover offers Counterspell, Daring Discovery is in the {where.lower()}; Counterspell is now in "
          f"the {g.object(counter)['zone'].lower()}, targeting {targets or 'nothing'}")
    if {"Object": daring} in targets:
        print("FIXED: the discovered Counterspell targets the still-resolving Daring Discovery")
        return 0
    print("BUG: Daring Discovery left the stack before its discover was carried out")
    return 1


if __name__ == "__main__":
    sys.exit(main())
