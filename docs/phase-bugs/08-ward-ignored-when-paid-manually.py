"""phase.rs bug 08: ward doesn't trigger when the targeting spell's mana is paid manually (702.21a, 603.2, 601.2h).

Player 0 casts Offender at Large face down with disguise (a 2/2 with ward {2}). Player 1 casts Lightning Bolt at
it. Paid with phase's automatic payment, ward triggers (a TriggeredAbility joins the stack above the Bolt). Paid
with phase's Manual payment mode (tap a Mountain for {R} at the ManaPayment prompt, then confirm), the Bolt reaches
the stack and ward never triggers. How a cost is paid changes nothing about what triggers.
Exit 1: still broken; 0: ward triggers both ways; 2: the situation can't be built.
"""
from __future__ import annotations

import sys
from typing import Any

from _repro import PASS, act, cast_face_down, engine, face, phase, setup

CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    face("Offender at Large", "{4}{R}", "Creature — Giant Rogue",
         "Disguise {4}{R} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up "
         "any time for its disguise cost.)\nWhen this creature enters or is turned face up, up to one target creature "
         "gets +2/+0 until end of turn.", (5, 4), keywords=("Disguise",)),
]

def tap_for_red(g: phase.Game, land: int) -> dict[str, Any]:
    """phase's TapLandForMana action for a Mountain during a manual payment."""
    o = g.object(land)
    index = next(i for i, ab in enumerate(o["abilities"]) if ab.get("is_mana_ability"))
    selection = {"source": {"object_id": land, "incarnation": o["incarnation"]}, "ability_index": index,
                 "mana_type": "Red", "output": {"type": "Concrete", "data": "Red"}, "atomic_combination": None,
                 "restrictions": [], "penalty": "None", "taps_for_mana": []}
    return {"type": "TapLandForMana", "data": {"selection": selection}}


def ward_triggers(eng: phase.Engine, mode: str) -> bool:
    """Bolt the face-down Offender paying {R} in `mode` ("Auto" or "Manual"): did a triggered ability join the stack?"""
    library = ["Mountain"] * 3
    g, ids = setup(eng, ({"hand": ["Offender at Large"], "battlefield": ["Mountain"] * 3, "library": library},
                         {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Island"], "library": library}))
    offender, bolt, mountain = ids[0]["hand"][0], ids[1]["hand"][0], ids[1]["battlefield"][0]
    cast_face_down(g, 0, offender)
    if not g.object(offender).get("keywords"):
        raise LookupError("the face-down Offender at Large has no ward")
    g.apply(0, phase.GameAction.from_dict(PASS))  # player 1 gets priority
    offer = act(g, "CastSpell", object_id=bolt)
    if offer is None:
        raise LookupError("player 1 can't cast Lightning Bolt")
    g.apply(1, {"type": "CastSpell", "data": {**offer.data, "payment_mode": {"type": mode}}})
    for _ in range(5):
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection":
            g.apply(1, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Object": offender}}}))
        elif kind == "ManaPayment":
            g.apply(1, tap_for_red(g, mountain))
            g.apply(1, phase.GameAction.from_dict(PASS))
        else:
            break
    stack = g.stack()
    if not any(e["id"] == bolt for e in stack):
        raise LookupError(f"Lightning Bolt did not reach the stack ({mode} payment)")
    return any(e["kind"]["type"] == "TriggeredAbility" for e in stack)


def main() -> int:
    """Control with automatic payment, then the same cast paid manually."""
    try:
        eng = engine(CARDS)
        if not ward_triggers(eng, "Auto"):
            raise LookupError("ward doesn't trigger even with automatic payment")
        manual = ward_triggers(eng, "Manual")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Lightning Bolt at a face-down ward {{2}} creature: ward triggers with automatic payment; with manual "
          f"payment: {'triggers' if manual else 'no trigger'}")
    if manual:
        print("FIXED: ward triggers however the spell was paid")
        return 0
    print("BUG: ward did not trigger when the spell's mana was paid manually")
    return 1


if __name__ == "__main__":
    sys.exit(main())
