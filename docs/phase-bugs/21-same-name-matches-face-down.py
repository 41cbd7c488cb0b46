"""phase.rs bug 21: two face-down permanents are treated as having the same name (201.2a, 708.2a).

Player 0 casts Dog Walker and Forum Familiar face down with disguise (each a nameless 2/2), and has two Grizzly
Bears. Player 0 then casts Echoing Courage ("target creature and all other creatures with the same name as that
creature get +2/+2 until end of turn") on the face-down Dog Walker. An object with no name has the same name as no
other object, another nameless one included, so only the target gets +2/+2. phase pumps the face-down Forum
Familiar too.
Control: on a Grizzly Bears, both Bears get +2/+2 and neither face-down creature does (as they should).
Exit 1: still broken; 0: only the face-down target is pumped; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import FORUM_FAMILIAR, act, cast_face_down, engine, face, phase, resolve, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Dog Walker", "{R/W}{R/W}", "Creature — Human Citizen",
         "Vigilance\nWhen this creature is turned face up, create two tapped 1/1 white Dog creature tokens.\n"
         "Disguise {R/W}{R/W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it "
         "face up any time for its disguise cost.)", (3, 1), keywords=("Vigilance", "Disguise")),
    FORUM_FAMILIAR,
    face("Echoing Courage", "{1}{G}", "Instant",
         "Target creature and all other creatures with the same name as that creature get +2/+2 until end of turn."),
]


def pumped(on_face_down: bool) -> dict[str, tuple[int, int]]:
    """Two face-down creatures and two Bears; Echoing Courage on the face-down Dog Walker (or on one Bears)."""
    g, ids = setup(engine(CARDS), (
        {"hand": ["Dog Walker", "Forum Familiar", "Echoing Courage"],
         "battlefield": ["Grizzly Bears", "Grizzly Bears"] + ["Plains"] * 3 + ["Mountain"] * 3 + ["Forest"] * 2,
         "library": ["Forest"] * 3},
        {"library": ["Forest"] * 3}))
    walker, familiar, courage = ids[0]["hand"]
    bears = ids[0]["battlefield"][:2]
    for card in (walker, familiar):
        cast_face_down(g, 0, card)
    if g.object(walker)["name"] or g.object(familiar)["name"]:
        raise LookupError("a face-down creature has a name")
    target = walker if on_face_down else bears[0]
    cast = act(g, "CastSpell", object_id=courage)
    if cast is None:
        raise LookupError("Echoing Courage can't be cast")
    g.apply(0, cast)
    for _ in range(4):
        kind = g.waiting_for()["type"]
        if kind in ("TargetSelection", "TriggerTargetSelection"):
            g.apply(0, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Object": target}}}))
        elif kind == "ManaPayment":
            g.apply(0, phase.GameAction.from_dict({"type": "PassPriority"}))
    resolve(g)
    if g.object(courage)["zone"] != "Graveyard":
        raise LookupError("Echoing Courage did not resolve")
    return {label: (g.object(oid)["power"], g.object(oid)["toughness"])
            for label, oid in (("face-down target", walker), ("other face-down", familiar),
                               ("Bears 1", bears[0]), ("Bears 2", bears[1]))}


def main() -> int:
    try:
        control = pumped(on_face_down=False)
        if control["Bears 2"] != (4, 4) or control["other face-down"] != (2, 2):
            raise LookupError(f"the control on a Grizzly Bears went otherwise: {control}")
        seen = pumped(on_face_down=True)
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"on a Grizzly Bears (control): {control}")
    print(f"on the face-down Dog Walker: {seen}")
    if seen["other face-down"] != (2, 2):
        print("BUG: the other face-down creature was treated as having the same name as the target")
        return 1
    print("FIXED: only the face-down target was pumped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
