"""phase.rs bug 13: Concealed Weapon's "when turned face up, attach it to target creature you control" resolves
without attaching it (603.2, 608.2, 701.3a).

Player 0 casts Concealed Weapon face down (disguise), then turns it face up for {2}{R}. Its trigger targets
Grizzly Bears, the only creature player 0 controls, and resolves: the Equipment must be attached to the Bears
(+3/+0). phase resolves the trigger and leaves the Equipment unattached. Control: its Equip ability does attach it.
Exit 1: still broken; 0: the trigger attaches the Equipment; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, cast_face_down, engine, face, resolve, setup

CONCEALED_WEAPON = face(
    "Concealed Weapon", "{1}{R}", "Artifact — Equipment",
    "Equipped creature gets +3/+0.\nDisguise {2}{R} (You may cast this card face down for {3} as a 2/2 creature "
    "with ward {2}. Turn it face up any time for its disguise cost.)\nWhen this Equipment is turned face up, attach "
    "it to target creature you control.\nEquip {1}{R}", keywords=("Disguise", "Equip"))
CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    CONCEALED_WEAPON,
]


def main() -> int:
    """Face down, face up, let the trigger resolve; then equip as a control."""
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Concealed Weapon"], "battlefield": ["Mountain"] * 8 + ["Grizzly Bears"],
             "library": ["Mountain"] * 3},
            {"library": ["Mountain"] * 3}))
        weapon, bears = ids[0]["hand"][0], ids[0]["battlefield"][-1]
        cast_face_down(g, 0, weapon)
        g.apply(0, act(g, "TurnFaceUp", object_id=weapon))
        triggers = [s for s in g.stack() if s["kind"]["type"] == "TriggeredAbility"]
        if g.waiting_for()["type"] != "Priority" or len(triggers) != 1:
            raise LookupError(f"expected the trigger on the stack, waiting for {g.waiting_for()['type']}")
        targets = triggers[0]["kind"]["data"]["ability"].get("targets")
        if targets != [{"Object": bears}]:
            raise LookupError(f"the trigger targets {targets!r}, not the Bears")
        resolve(g)
        if g.stack() or g.object(weapon)["face_down"]:
            raise LookupError("the trigger did not resolve")
        after_trigger = g.object(weapon)["attached_to"]
        if after_trigger is None:  # control: the Equip ability attaches it
            equip = next((a for a in g.actions() if a.kind == "ActivateAbility"
                          and (a.data or {}).get("source_id") == weapon), None)
            if equip is None:
                raise LookupError("phase offers no Equip activation for the control")
            g.apply(0, equip)
            resolve(g)
            if g.object(weapon)["attached_to"] is None:
                raise LookupError("the control failed too: Equip does not attach the Equipment either")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"after the turned-face-up trigger resolved, Concealed Weapon is attached to {after_trigger!r} "
          f"(the Bears are {bears}); Equip attaches it to {g.object(weapon)['attached_to']!r}")
    if after_trigger is not None:
        print("FIXED: the trigger attached the Equipment")
        return 0
    print("BUG: the trigger targeting the Bears resolved and left the Equipment unattached")
    return 1


if __name__ == "__main__":
    sys.exit(main())
