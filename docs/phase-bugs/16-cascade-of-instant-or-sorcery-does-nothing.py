"""phase.rs bug 16: the cascade trigger of an instant or sorcery spell resolves without exiling anything
(702.85a, 603.2).

Player 0 casts Bituminous Blast (an instant with cascade, mana value 5) with Forest, Lightning Bolt and Island on
top of the library. Its cascade trigger resolves first: it must exile Forest, then Lightning Bolt (a nonland card
of mana value 1), and offer the free cast of the Bolt. phase resolves the trigger and leaves the library as it
was. Control: Bloodbraid Elf (a creature with cascade) over the same library exiles and offers the Bolt.
Exit 1: still broken; 0: the Blast's cascade exiles the Bolt; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, engine, face, setup

CASCADE = ("Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland "
           "card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom "
           "of your library in a random order.)")
CARDS = [
    face("Swamp", None, "Basic Land — Swamp", "({T}: Add {B}.)"),
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    face("Bituminous Blast", "{3}{B}{R}", "Instant", CASCADE + "\nBituminous Blast deals 4 damage to target creature.",
         keywords=("Cascade",)),
    face("Bloodbraid Elf", "{2}{R}{G}", "Creature — Elf Berserker", "Haste\n" + CASCADE, (3, 2),
         keywords=("Haste", "Cascade")),
]
LANDS = ["Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest"]


def cascade_from(spell: str) -> tuple[str, str]:
    """Cast `spell` over Forest, Lightning Bolt, Island; let its cascade trigger resolve. (Bolt's zone, prompt)"""
    g, ids = setup(engine(CARDS), (
        {"hand": [spell], "battlefield": LANDS, "library": ["Forest", "Lightning Bolt", "Island"]},
        {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 3}))
    bolt, bears = ids[0]["library"][1], ids[1]["battlefield"][0]
    cast = act(g, "CastSpell", object_id=ids[0]["hand"][0])
    if cast is None:
        raise LookupError(f"phase does not offer casting {spell}")
    g.apply(0, cast)
    for _ in range(5):
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection":
            g.apply(0, {"type": "ChooseTarget", "data": {"target": {"Object": bears}}})
        elif kind == "ManaPayment":
            g.apply(0, {"type": "PassPriority"})
    if [s["kind"]["type"] for s in g.stack()] != ["Spell", "TriggeredAbility"]:
        raise LookupError(f"the cascade trigger is not on the stack above {spell}: {g.stack()!r}")
    for _ in range(2):  # both players pass: the trigger resolves
        if g.waiting_for()["type"] == "Priority":
            g.apply(g.priority_player(), {"type": "PassPriority"})
    return g.object(bolt)["zone"], g.waiting_for()["type"]


def main() -> int:
    """The Blast's cascade, then the Elf's as a control."""
    try:
        blast = cascade_from("Bituminous Blast")
        elf = cascade_from("Bloodbraid Elf")
        if elf != ("Exile", "CastOffer"):
            raise LookupError(f"the control failed: Bloodbraid Elf's cascade left the Bolt in {elf[0]} ({elf[1]})")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"after Bituminous Blast's cascade resolved, Lightning Bolt is in the {blast[0]} and phase waits for "
          f"{blast[1]}; after Bloodbraid Elf's, it is in the {elf[0]} and phase waits for {elf[1]}")
    if blast == ("Exile", "CastOffer"):
        print("FIXED: the instant's cascade exiled the Bolt and offered it")
        return 0
    print("BUG: the cascade trigger of an instant resolved and exiled nothing")
    return 1


if __name__ == "__main__":
    sys.exit(main())
