"""phase.rs bug 03: Johann, Apprentice Sorcerer doesn't let you cast an Adventure from the top of the library
(715.3, 715.3a, 601.3, 601.3e).

Johann lets you cast an instant or sorcery spell from the top of your library once each turn. With Questing
Druid // Seek the Beast on top, Seek the Beast (an instant when cast as an Adventure) may be cast; phase offers
nothing. Control: with Lightning Bolt on top, phase does offer the cast.
Exit 1: still broken; 0: Seek the Beast can be cast from the top; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import ADVENTURER, act, engine, face, phase, setup

CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    face("Johann, Apprentice Sorcerer", "{2}{U}{R}", "Legendary Creature — Human Wizard",
         "You may look at the top card of your library any time.\nOnce each turn, you may cast an instant or "
         "sorcery spell from the top of your library. (You still pay its costs. Timing rules still apply.)", (2, 5)),
]


def top_cast(eng: phase.Engine, top: str) -> tuple[phase.Game, phase.GameAction | None]:
    """Johann and three lands in play, `top` on top of the library: the offered cast of the top card, if any."""
    g, ids = setup(eng, (
        {"battlefield": ["Johann, Apprentice Sorcerer", "Mountain", "Forest", "Island"],
         "library": [top, "Forest", "Forest"]},
        {"library": ["Forest"] * 3}))
    return g, act(g, "CastSpell", object_id=ids[0]["library"][0])


def main() -> int:
    """Check Johann's permission on Lightning Bolt (control), then on Questing Druid // Seek the Beast."""
    try:
        eng = engine(CARDS, (ADVENTURER,))
        if top_cast(eng, "Lightning Bolt")[1] is None:
            raise LookupError("Johann's permission doesn't work even for Lightning Bolt")
        g, cast = top_cast(eng, "Questing Druid")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    variant = None
    if cast is not None:
        g.apply(0, cast)
        adventure = act(g, "ChooseAdventureFace", creature=False)
        if adventure is not None:
            g.apply(0, adventure)
        variant = [s["kind"]["data"].get("casting_variant") for s in g.stack()]
    print(f"Lightning Bolt on top: cast offered; Questing Druid // Seek the Beast on top: "
          f"{'cast offered, stack variants ' + str(variant) if cast else 'no cast offered'}")
    if variant and "Adventure" in variant:
        print("FIXED: Seek the Beast was cast from the top of the library")
        return 0
    print("BUG: Johann's permission doesn't cover the Adventure (an instant) on top of the library")
    return 1


if __name__ == "__main__":
    sys.exit(main())
