"""phase.rs bug 19: Johann's "once each turn" is still spent after Johann leaves the battlefield and returns as a
new object (400.7, 601.3; Johann's card ruling of 2023-09-01).

Player 0 controls Johann, Apprentice Sorcerer and nine lands, with Unsummon in hand and two Lightning Bolts on top
of the library. Player 0 casts the first Bolt from the top through Johann, returns Johann to hand with Unsummon
and casts Johann again. The Johann now on the battlefield is a new object, whose once-each-turn permission has not
been used: player 0 may cast the second Bolt from the top. phase offers no such cast.
Exit 1: still broken; 0: the new Johann lets player 0 cast the second Bolt; 2: the situation can't be built.
"""
from __future__ import annotations

import sys
from typing import Any

from _repro import act, engine, face, phase, resolve, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    face("Unsummon", "{U}", "Instant", "Return target creature to its owner's hand."),
    face("Johann, Apprentice Sorcerer", "{2}{U}{R}", "Legendary Creature — Human Wizard Sorcerer",
         "You may look at the top card of your library any time.\nOnce each turn, you may cast an instant or sorcery "
         "spell from the top of your library. (You still pay its costs. Timing rules still apply.)", (2, 5)),
]


def cast(g: phase.Game, oid: int, target: dict[str, Any] | None = None) -> None:
    """Player 0 casts `oid` (answering its target and payment prompts) and both players pass until it resolves."""
    offer = act(g, "CastSpell", object_id=oid)
    if offer is None:
        raise LookupError(f"phase does not offer casting {g.object(oid)['name']}")
    g.apply(0, offer)
    for _ in range(4):
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection" and target is not None:
            g.apply(0, {"type": "ChooseTarget", "data": {"target": target}})
        elif kind == "ManaPayment":
            g.apply(0, {"type": "PassPriority"})
    resolve(g)
    if g.stack():
        raise LookupError(f"{g.object(oid)['name']} did not resolve")


def main() -> int:
    """Bolt through Johann, bounce Johann, recast it, look for the second Bolt's cast."""
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Unsummon"],
             "battlefield": ["Johann, Apprentice Sorcerer", "Island", "Island", "Mountain", "Mountain", "Mountain",
                             "Island", "Mountain", "Mountain", "Mountain"],
             "library": ["Lightning Bolt", "Lightning Bolt", "Forest"]},
            {"library": ["Island"] * 3}))
        johann, (unsummon,), (bolt1, bolt2, _) = ids[0]["battlefield"][0], ids[0]["hand"], ids[0]["library"]
        cast(g, bolt1, {"Player": 1})
        if act(g, "CastSpell", object_id=bolt2) is not None:
            raise LookupError("phase offers a second cast from the top with the first Johann (its use is not spent)")
        cast(g, unsummon, {"Object": johann})
        if g.object(johann)["zone"] != "Hand":
            raise LookupError("Unsummon did not return Johann to hand")
        cast(g, johann)
        if g.object(johann)["zone"] != "Battlefield":
            raise LookupError("Johann did not return to the battlefield")
        if not any(o["name"] == "Mountain" and not o["tapped"] for o in g.battlefield()):
            raise LookupError("no untapped Mountain is left to pay for the second Bolt")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    offered = act(g, "CastSpell", object_id=bolt2)
    print(f"after the first Bolt, Unsummon and Johann recast, the second Bolt on top of the library is "
          f"{'offered' if offered else 'not offered'} (player 1 at {g.state()['state']['players'][1]['life']} life)")
    if offered is not None:
        print("FIXED: the new Johann's once-each-turn permission is its own")
        return 0
    print("BUG: the new Johann's permission counts as already used this turn")
    return 1


if __name__ == "__main__":
    sys.exit(main())
