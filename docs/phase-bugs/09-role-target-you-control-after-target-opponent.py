"""phase.rs bug 09: after "target opponent", Eriette's Whisper's "target creature you control" picks the opponent's
creature (109.5, 115.1, 601.2c).

Eriette's Whisper: target opponent discards two cards, then a Wicked Role is created attached to up to one target
creature *you* (the spell's controller) control. Player 0 controls a Grizzly Bears, player 1 another. phase chooses
the Role's target itself, player 1's Bears, and no Role is created. Control: the same spell text without the
opponent clause targets player 0's own Bears and creates the Role.
Exit 1: still broken; 0: the Role's target is a creature player 0 controls (or left for player 0 to choose);
2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import act, engine, face, phase, resolve, setup

ROLE = ("Create a Wicked Role token attached to up to one target creature you control. (If you control another Role "
        "on it, put that one into the graveyard. Enchanted creature gets +1/+1. When this token is put into a "
        "graveyard, each opponent loses 1 life.)")
CARDS = [
    face("Swamp", None, "Basic Land — Swamp", "({T}: Add {B}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Eriette's Whisper", "{3}{B}", "Sorcery", "Target opponent discards two cards. " + ROLE),
    face("Role Probe", "{3}{B}", "Sorcery", ROLE),  # not a real card: the control, without "target opponent"
]


def role_target(eng: phase.Engine, spell: str) -> tuple[str, bool]:
    """Cast `spell`: (whose creature the Role's target is, whether a Role ended up on the battlefield)."""
    g, ids = setup(eng, ({"hand": [spell], "battlefield": ["Grizzly Bears"] + ["Swamp"] * 4, "library": ["Swamp"] * 3},
                         {"hand": ["Forest"] * 2, "battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}))
    mine, theirs = ids[0]["battlefield"][0], ids[1]["battlefield"][0]
    g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
    for _ in range(5):
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection":  # asked: the rules' way; choose player 0's Bears where offered
            legal = g.waiting_for()["data"]["selection"]["current_legal_targets"]
            pick = {"Object": mine} if {"Object": mine} in legal else legal[0]
            g.apply(0, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": pick}}))
        elif kind == "ManaPayment":
            g.apply(0, phase.GameAction.from_dict({"type": "PassPriority"}))
        else:
            break
    ability, chosen = g.stack()[0]["kind"]["data"]["ability"], []
    while ability:
        if ability["effect"]["type"] == "Token":
            chosen = ability.get("targets") or []
        ability = ability.get("sub_ability")
    resolve(g)
    objects = g.state()["state"]["objects"].values()
    roles = [o for o in objects if o["name"].endswith("Role") and o["zone"] == "Battlefield"]
    owners = {mine: "player 0's", theirs: "player 1's"}
    whose = owners.get(chosen[0]["Object"], str(chosen)) if len(chosen) == 1 and "Object" in chosen[0] else str(chosen)
    return whose, bool(roles)


def main() -> int:
    """Control without the opponent clause, then Eriette's Whisper."""
    try:
        eng = engine(CARDS)
        if role_target(eng, "Role Probe") != ("player 0's", True):
            raise LookupError("even without the opponent clause the Role doesn't go on player 0's creature")
        whose, created = role_target(eng, "Eriette's Whisper")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration, IndexError) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    made = "a Role was created" if created else "no Role was created"
    print(f"Eriette's Whisper: the Role's target is {whose} Grizzly Bears; {made}")
    if whose == "player 0's" and created:
        print("FIXED: \"target creature you control\" means the spell's controller's creature")
        return 0
    print("BUG: after \"target opponent\", \"target creature you control\" picked the opponent's creature")
    return 1


if __name__ == "__main__":
    sys.exit(main())
