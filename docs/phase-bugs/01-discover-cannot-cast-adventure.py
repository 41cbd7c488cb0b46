"""phase.rs bug 01: discover can't cast the Adventure half of an adventurer card (701.57a, 715.3).

Geological Appraiser's discover 3 hits Questing Druid // Seek the Beast (both halves have mana value 2).
The rules let the player cast either half free; phase only ever casts the creature.
Exit 1: still broken; 0: Seek the Beast can be cast; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import ADVENTURER, act, engine, face, resolve, setup

CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Geological Appraiser", "{2}{R}{R}", "Creature — Human Artificer",
         "When this creature enters, if you cast it, discover 3. (Exile cards from the top of your library until "
         "you exile a nonland card with mana value 3 or less. Cast it without paying its mana cost or put it into "
         "your hand. Put the rest on the bottom in a random order.)", (3, 2), keywords=("Discover",)),
]


def main() -> int:
    """Cast Appraiser, let discover hit the Druid, try every way phase offers to cast Seek the Beast."""
    try:
        g, ids = setup(engine(CARDS, (ADVENTURER,)), (
            {"hand": ["Geological Appraiser"], "battlefield": ["Mountain"] * 4,
             "library": ["Forest", "Questing Druid", "Grizzly Bears", "Forest"]},
            {"library": ["Forest"] * 3}))
        g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
        resolve(g)  # Appraiser resolves, its trigger resolves: discover stops at the Druid
        offer = g.waiting_for()
        if offer["type"] != "CastOffer" or offer["data"]["kind"].get("hit_card") != ids[0]["library"][1]:
            raise LookupError(f"expected the discover offer for the Druid, got {offer['type']}")
        choices = [a.data["choice"]["type"] for a in g.actions()]
        g.apply(0, act(g, "DiscoverChoice", choice={"type": "Cast"}))
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    adventure = act(g, "ChooseAdventureFace", creature=False)
    if adventure is not None:  # phase asked which half to cast
        g.apply(0, adventure)
    cast = [(g.object(s["id"])["name"], s["kind"]["data"].get("casting_variant")) for s in g.stack()]
    print(f"discover offered {choices}; casting put {cast} on the stack "
          f"({'Adventure offered' if adventure else 'no choice of half'})")
    if any(variant == "Adventure" for _, variant in cast):
        print("FIXED: discover cast Seek the Beast")
        return 0
    print("BUG: discover can only cast Questing Druid, never Seek the Beast")
    return 1


if __name__ == "__main__":
    sys.exit(main())
