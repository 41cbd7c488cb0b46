"""phase.rs bug 06: a face-down disguise permanent that lost its abilities can still be turned face up
(702.168d, 116.2b, 708.8, 613.1f).

Dog Walker is cast face down with disguise. The opponent's Merfolk Trickster makes it lose all abilities until
end of turn. Face up it would have no disguise ability, hence no disguise cost, so it can't be turned face up
that way. phase still offers and performs the turn-face-up special action.
Control: before the Trickster, turning it face up is offered (as it should be).
Exit 1: still broken; 0: turning it face up is refused; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, engine, face, phase, resolve, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Dog Walker", "{R/W}{R/W}", "Creature — Human Citizen",
         "Vigilance\nWhen this creature is turned face up, create two tapped 1/1 white Dog creature tokens.\n"
         "Disguise {R/W}{R/W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it "
         "face up any time for its disguise cost.)", (3, 1), keywords=("Vigilance", "Disguise")),
    face("Merfolk Trickster", "{U}{U}", "Creature — Merfolk Wizard",
         "Flash\nWhen Merfolk Trickster enters, tap target creature an opponent controls. That creature loses all "
         "abilities until end of turn.", (2, 2), keywords=("Flash",)),
]


def answer(g: phase.Game, target: int) -> None:
    """Play out the stack: Trickster's trigger targets `target`, its controller pays ward, everyone passes."""
    for _ in range(20):
        wait = g.waiting_for()
        who = (wait.get("data") or {}).get("player", g.priority_player())
        if wait["type"] in ("TargetSelection", "TriggerTargetSelection"):
            g.apply(who, {"type": "ChooseTarget", "data": {"target": {"Object": target}}})
        elif wait["type"] == "UnlessPayment":
            g.apply(who, {"type": "PayUnlessCost", "data": {"pay": True}})
        elif wait["type"] == "Priority" and g.stack():
            g.apply(who, phase.GameAction.from_dict({"type": "PassPriority"}))
        else:
            return


def main() -> int:
    """Cast Dog Walker face down, let Merfolk Trickster strip its abilities, then try to turn it face up."""
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Dog Walker"], "battlefield": ["Plains"] * 3 + ["Mountain"] * 2, "library": ["Plains"] * 3},
            {"hand": ["Merfolk Trickster"], "battlefield": ["Island"] * 4, "library": ["Island"] * 3}))
        walker, trickster = ids[0]["hand"][0], ids[1]["hand"][0]
        g.apply(0, act(g, "CastSpell", object_id=walker))
        g.apply(0, {"type": "ChooseAlternativeCast", "data": {"choice": {"type": "Alternative"}}})
        resolve(g)
        if not g.object(walker)["face_down"] or act(g, "TurnFaceUp", object_id=walker) is None:
            raise LookupError("the face-down Dog Walker can't be turned face up even before the Trickster")
        g.apply(0, phase.GameAction.from_dict({"type": "PassPriority"}))  # opponent gets priority, stack empty
        g.apply(1, act(g, "CastSpell", object_id=trickster))
        answer(g, walker)
        if g.object(trickster)["zone"] != "Battlefield" or g.object(walker)["keywords"]:
            raise LookupError("Merfolk Trickster's trigger didn't strip the face-down creature's abilities")
        if g.priority_player() == 1:
            g.apply(1, phase.GameAction.from_dict({"type": "PassPriority"}))
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    offered = act(g, "TurnFaceUp", object_id=walker) is not None
    try:
        g.apply(0, {"type": "TurnFaceUp", "data": {"object_id": walker, "x": 0}})
        result = f"turned face up as {g.object(walker)['name']!r}"
    except ValueError as exc:
        result = f"refused ({exc})"
    print(f"after Merfolk Trickster: TurnFaceUp {'offered' if offered else 'not offered'}; {result}")
    if offered or not result.startswith("refused"):
        print("BUG: a face-down permanent without abilities was allowed to turn face up with disguise")
        return 1
    print("FIXED: the permanent can't be turned face up")
    return 0


if __name__ == "__main__":
    sys.exit(main())
