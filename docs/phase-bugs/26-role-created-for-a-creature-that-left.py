"""phase.rs bug 26: a Role token is created for a creature that has already left the battlefield (303.4i).

Shatter the Oath destroys target creature or enchantment, then creates a Wicked Role attached to up to one target
creature you control. Player 0 aims both at their own Grizzly Bears: the Bears are destroyed first, so the Role has
nothing to enter attached to, and a token Aura that can't be attached to what the effect names isn't created
(303.4i). phase creates the Wicked Role anyway; it goes to the graveyard at once and its "put into a graveyard"
trigger makes player 1 lose 1 life.
Exit 1: still broken; 0: no Role is created and player 1 keeps 20 life; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import PASS, act, engine, face, phase, resolve, setup

CARDS = [
    face("Swamp", None, "Basic Land — Swamp", "({T}: Add {B}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Shatter the Oath", "{3}{B}{B}", "Sorcery",
         "Destroy target creature or enchantment. Create a Wicked Role token attached to up to one target creature "
         "you control. (If you control another Role on it, put that one into the graveyard. Enchanted creature gets "
         "+1/+1. When this token is put into a graveyard, each opponent loses 1 life.)"),
]


def main() -> int:
    """Shatter the Oath with both targets on player 0's Bears; read the Roles made and player 1's life."""
    try:
        g, ids = setup(engine(CARDS), ({"hand": ["Shatter the Oath"], "battlefield": ["Grizzly Bears"] + ["Swamp"] * 5,
                                        "library": ["Swamp"] * 3}, {"library": ["Swamp"] * 3}))
        bears = ids[0]["battlefield"][0]
        g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
        for _ in range(6):  # the Bears are the only creature: phase may pick both targets itself
            kind = g.waiting_for()["type"]
            if kind == "TargetSelection":
                g.apply(0, phase.GameAction.from_dict({"type": "ChooseTarget",
                                                       "data": {"target": {"Object": bears}}}))
            elif kind == "ManaPayment":
                g.apply(0, phase.GameAction.from_dict(PASS))
            else:
                break
        ability, targets = (g.stack() or [{}])[0].get("kind", {}).get("data", {}).get("ability"), []
        while ability:
            targets += ability.get("targets") or []
            ability = ability.get("sub_ability")
        if targets != [{"Object": bears}] * 2:
            raise LookupError(f"Shatter the Oath is not on the stack aimed twice at the Bears: {targets!r}")
        created: list[str] = []
        for _ in range(6):  # resolve the spell and whatever it leads to, noting every Role that ever appears
            resolve(g)
            created += [o["name"] for o in g.state()["state"]["objects"].values() if o["name"].endswith("Role")]
            if not g.stack():
                break
        life = g.state()["state"]["players"][1]["life"]
        if g.object(bears)["zone"] != "Graveyard":
            raise LookupError("the Bears were not destroyed")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Bears destroyed; Roles seen between passes: {sorted(set(created))}; player 1's life: {life}")
    if not created and life == 20:
        print("FIXED: no Role is created for a creature that has left the battlefield")
        return 0
    print("BUG: a Wicked Role was created with nothing to be attached to, and its trigger cost player 1 a life")
    return 1


if __name__ == "__main__":
    sys.exit(main())
