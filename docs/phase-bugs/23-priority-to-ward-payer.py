"""phase.rs bug 23: after a player pays a ward cost, that player receives priority instead of the active player
(117.3b, 702.21a).

On player 0's turn, player 0 controls a face-down Offender at Large (cast with disguise: a 2/2 with ward {2}).
Player 1 casts Lightning Bolt at it; ward triggers. Both players pass, the ward trigger resolves and player 1 pays
{2}, so the Bolt stays on the stack. A triggered ability has resolved, so the active player, player 0, receives
priority (117.3b). phase gives it to player 1, who paid. Control: when player 1 declines to pay, the Bolt is
countered and phase gives priority to player 0, as it should.
Exit 1: still broken; 0: player 0 receives priority after the payment; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import PASS, act, cast_face_down, engine, face, phase, setup

CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    face("Offender at Large", "{4}{R}", "Creature — Giant Rogue",
         "Disguise {4}{R} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up "
         "any time for its disguise cost.)\nWhen this creature enters or is turned face up, up to one target creature "
         "gets +2/+0 until end of turn.", (5, 4), keywords=("Disguise",)),
]


def after_ward(pay: bool) -> tuple[int, int]:
    """Bolt the face-down Offender, let ward resolve, pay or decline: (priority player, stack size) afterwards."""
    library = ["Mountain"] * 3
    g, ids = setup(engine(CARDS), ({"hand": ["Offender at Large"], "battlefield": ["Mountain"] * 3, "library": library},
                                   {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"] * 3, "library": library}))
    offender, bolt = ids[0]["hand"][0], ids[1]["hand"][0]
    cast_face_down(g, 0, offender)
    g.apply(0, phase.GameAction.from_dict(PASS))  # player 1 gets priority
    offer = act(g, "CastSpell", object_id=bolt)
    if offer is None:
        raise LookupError("player 1 can't cast Lightning Bolt")
    g.apply(1, {"type": "CastSpell", "data": {**offer.data, "payment_mode": {"type": "Auto"}}})
    for _ in range(4):
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection":
            g.apply(1, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Object": offender}}}))
        elif kind == "ManaPayment":
            g.apply(1, phase.GameAction.from_dict(PASS))
        else:
            break
    if not any(e["kind"]["type"] == "TriggeredAbility" for e in g.stack()):
        raise LookupError("ward did not trigger")
    for _ in range(4):  # pass until the ward trigger resolves and asks player 1 to pay
        if g.waiting_for()["type"] != "Priority":
            break
        g.apply(g.priority_player(), phase.GameAction.from_dict(PASS))
    asked = g.waiting_for()
    if asked["type"] != "UnlessPayment" or asked["data"]["player"] != 1:
        raise LookupError(f"player 1 was not asked to pay ward ({asked['type']})")
    g.apply(1, next(a for a in g.actions() if (a.data or {}).get("pay") is pay))
    if g.waiting_for()["type"] != "Priority":
        raise LookupError(f"after the payment phase waits for {g.waiting_for()['type']}")
    return g.priority_player(), len(g.stack())


def main() -> int:
    """The control (player 1 declines), then player 1 pays."""
    try:
        declined, left = after_ward(False)
        if declined != 0 or left:
            raise LookupError(f"the control failed: declined, priority to player {declined}, {left} left on the stack")
        paid, left = after_ward(True)
        if left != 1:
            raise LookupError(f"after paying, {left} object(s) on the stack instead of the Bolt")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"ward resolved on player 0's turn: declined, priority to player {declined}; paid, priority to player {paid}")
    if paid == 0:
        print("FIXED: the active player receives priority after the ward trigger resolves")
        return 0
    print("BUG: player 1, who paid the ward cost, received priority; the active player should (117.3b)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
