"""phase.rs bug 20: Unyielding Gatekeeper returns the permanent its controller controlled under the permanent's
owner's control (110.2a; Unyielding Gatekeeper's card ruling of 2024-02-02).

Player 0 controls Grizzly Bears that player 1 owns (control set during setup), casts Unyielding Gatekeeper face
down with disguise and turns it face up. Its trigger exiles another target nonland permanent, the Bears; player 0
controlled them, so they return to the battlefield tapped, and it is player 0 who returns them: under player 0's
control. phase returns them under player 1's control.
Exit 1: still broken; 0: the Bears come back under player 0's control; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import cast_face_down, dbg, engine, face, resolve, setup, turn_face_up

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Unyielding Gatekeeper", "{1}{W}", "Creature — Elephant Cleric",
         "Disguise {1}{W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up "
         "any time for its disguise cost.)\nWhen this creature is turned face up, exile another target nonland "
         "permanent. If you controlled it, return it to the battlefield tapped. Otherwise, its controller creates a "
         "2/2 white and blue Detective creature token.", (3, 2), keywords=("Disguise",)),
]


def main() -> int:
    """Face down, face up, target the Bears player 0 controls, let the trigger resolve."""
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Unyielding Gatekeeper"], "battlefield": ["Plains"] * 5, "library": ["Plains"] * 3},
            {"battlefield": ["Grizzly Bears"], "library": ["Plains"] * 3}))
        gatekeeper, bears = ids[0]["hand"][0], ids[1]["battlefield"][0]
        g.apply(0, dbg("SetController", object_id=bears, controller=0))
        if (g.object(bears)["controller"], g.object(bears)["owner"]) != (0, 1):
            raise LookupError("the Bears are not controlled by player 0 and owned by player 1")
        cast_face_down(g, 0, gatekeeper)
        turn_face_up(g, 0, gatekeeper)
        for _ in range(3):
            if g.waiting_for()["type"] in ("TargetSelection", "TriggerTargetSelection"):
                g.apply(0, {"type": "ChooseTarget", "data": {"target": {"Object": bears}}})
        triggers = [s for s in g.stack() if s["kind"]["type"] == "TriggeredAbility"]
        if len(triggers) != 1 or triggers[0]["kind"]["data"]["ability"].get("targets") != [{"Object": bears}]:
            raise LookupError(f"the turned-face-up trigger is not on the stack targeting the Bears: {g.stack()!r}")
        resolve(g)
        if g.stack():
            raise LookupError("the trigger did not resolve")
        bears_now = g.object(bears)
        if bears_now["zone"] != "Battlefield":
            raise LookupError(f"the Bears did not return to the battlefield (they are in {bears_now['zone']})")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"the Bears returned {'tapped' if bears_now['tapped'] else 'untapped'} under player "
          f"{bears_now['controller']}'s control (owner: player {bears_now['owner']})")
    if bears_now["controller"] == 0:
        print("FIXED: the Bears returned under the control of the player who controlled them")
        return 0
    print("BUG: the Bears returned under their owner's control, not the Gatekeeper's controller's")
    return 1


if __name__ == "__main__":
    sys.exit(main())
