"""phase.rs bug 04: Alquist Proft, Master Sleuth's activated ability can never be paid (602.2, 602.2b, 601.2h).

Alquist Proft's last ability costs {X}{W}{U}{U}, {T} and sacrificing a Clue. With a Clue token (from Thraben
Inspector's investigate) and enough lands, phase offers the activation but rejects it as soon as X is chosen
("non-self sacrifice/exile cost unhandled"), for every X, so the ability never reaches the stack.
Exit 1: still broken; 0: the ability resolves (Clue sacrificed, X cards drawn, X life gained); 2: can't be built.
"""
from __future__ import annotations

import sys
from typing import Any

from _repro import act, dbg, engine, face, phase, resolve, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Thraben Inspector", "{W}", "Creature — Human Soldier",
         "When this creature enters, investigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice "
         "this token: Draw a card.\")", (1, 2), keywords=("Investigate",)),
    face("Alquist Proft, Master Sleuth", "{1}{W}{U}", "Legendary Creature — Human Detective",
         "Vigilance\nWhen Alquist Proft enters, investigate. (Create a Clue token. It's an artifact with \"{2}, "
         "Sacrifice this token: Draw a card.\")\n{X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X "
         "life.", (3, 3), keywords=("Vigilance", "Investigate")),
]


def activate(g: phase.Game, alquist: int, clue: int, x: int) -> str:
    """Activate Alquist's ability with X = x, sacrificing `clue`; what happened, in a few words."""
    ability = act(g, "ActivateAbility", source_id=alquist)
    if ability is None:
        return "not offered"
    try:
        g.apply(0, ability)
        for _ in range(8):
            wait = g.waiting_for()["type"]
            if wait == "ChooseXValue":
                g.apply(0, {"type": "ChooseX", "data": {"value": x}})
            elif wait == "Priority":
                break
            else:  # any cost choice: the Clue if it is an option, else the first offer that isn't a cancel
                offers = [a for a in g.actions() if a.kind != "CancelCast"]
                pick = next((a for a in offers if clue in json_ids(a.data)), offers[0] if offers else None)
                if pick is None:
                    return f"stuck at {wait}"
                g.apply(0, pick)
        resolve(g)
    except ValueError as exc:
        return f"rejected: {exc}"
    life = g.player(0)["life"]
    return f"done: Clue {'gone' if clue not in {o['id'] for o in g.battlefield()} else 'still there'}, life {life}"


def json_ids(data: Any) -> set[int]:
    """Every integer in an action's data (object ids among them)."""
    if isinstance(data, dict):
        return set().union(*(json_ids(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(json_ids(v) for v in data)) if data else set()
    return {data} if isinstance(data, int) else set()


def main() -> int:
    """Make a Clue token, then try Alquist's ability with X = 0 and X = 1."""
    try:
        eng = engine(CARDS)
        g, ids = setup(eng, (
            {"hand": ["Thraben Inspector"],
             "battlefield": ["Alquist Proft, Master Sleuth", "Plains", "Plains", "Island", "Island"],
             "library": ["Plains"] * 3},
            {"library": ["Plains"] * 3}))
        g.apply(0, dbg("AddMana", player_id=0, mana=["White"]))
        g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
        resolve(g)  # Inspector resolves, investigate resolves
        clue = next(o["id"] for o in g.battlefield() if "Clue" in o["card_types"]["subtypes"])
        snapshot = g.state()
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    outcomes = {x: activate(eng.load_game(snapshot), ids[0]["battlefield"][0], clue, x) for x in (0, 1)}
    print(f"Alquist Proft with a Clue token and four lands: {outcomes}")
    if outcomes[1] == "done: Clue gone, life 21" and outcomes[0].startswith("done: Clue gone"):
        print("FIXED: the ability can be activated and resolves")
        return 0
    print("BUG: Alquist Proft's ability can't be paid")
    return 1


if __name__ == "__main__":
    sys.exit(main())
