"""phase.rs bug 18: "up to one target" is treated as a required target, so Living Lectern can't be activated
without another creature (115.1, 601.2c, 602.2b).

Player 0 controls Living Lectern and an Island, and no other creature. Its ability ({1}, sacrifice it: draw a card;
create a Sorcerer Role attached to up to one other target creature you control; sorcery speed) may be activated
with zero targets: the player draws and no Role is created. phase offers no activation. Control: with a Grizzly
Bears beside it, phase offers it.
Exit 1: still broken; 0: the ability can be activated with no creature to target; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import engine, face, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Living Lectern", "{1}{U}", "Artifact Creature — Construct",
         "{1}, Sacrifice this creature: Draw a card. Create a Sorcerer Role token attached to up to one other target "
         "creature you control. Activate only as a sorcery. (If you control another Role on it, put that one into "
         "the graveyard. Enchanted creature gets +1/+1 and has \"Whenever this creature attacks, scry 1.\")",
         (0, 4)),
]


def offered(battlefield: list[str]) -> bool:
    """Whether phase offers Living Lectern's ability with these permanents on player 0's side."""
    g, ids = setup(engine(CARDS), ({"battlefield": battlefield, "library": ["Island"] * 3},
                                   {"library": ["Island"] * 3}))
    lectern = ids[0]["battlefield"][0]
    return any(a.kind == "ActivateAbility" and (a.data or {}).get("source_id") == lectern for a in g.actions())


def main() -> int:
    """Alone, then beside a Grizzly Bears (the control)."""
    try:
        alone = offered(["Living Lectern", "Island"])
        if not offered(["Living Lectern", "Island", "Grizzly Bears"]):
            raise LookupError("the control failed: phase does not offer the ability beside a creature either")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"with no other creature phase {'offers' if alone else 'does not offer'} Living Lectern's ability; "
          "beside a Grizzly Bears it offers it")
    if alone:
        print("FIXED: the ability can be activated with zero targets")
        return 0
    print("BUG: 'up to one target' is required: without a creature to target, the ability can't be activated")
    return 1


if __name__ == "__main__":
    sys.exit(main())
