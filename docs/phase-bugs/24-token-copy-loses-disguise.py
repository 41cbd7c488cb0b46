"""phase.rs bug 24: a token copy of a disguise creature doesn't have disguise (707.2, 702.168a).

Player 0 controls Crowd-Control Warden (a creature with disguise) and casts Cackling Counterpart on it. The token
copies the Warden's copiable values, its keyword abilities included (707.2): it has disguise. phase's token has no
keywords at all, while the Warden keeps Disguise. Control: a token copy of Serra Angel has flying and vigilance.
Exit 1: still broken; 0: the copy has disguise; 2: the situation can't be built.
"""
from __future__ import annotations

import sys
from typing import Any

from _repro import PASS, act, engine, face, resolve, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying, vigilance", (4, 4), keywords=("Flying", "Vigilance")),
    face("Cackling Counterpart", "{1}{U}{U}", "Instant",
         "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card "
         "from your graveyard for its flashback cost. Then exile it.)", keywords=("Flashback",)),
    face("Crowd-Control Warden", "{3}{G/W}{G/W}", "Creature — Centaur Soldier",
         "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other "
         "creatures you control.\nDisguise {3}{G/W}{G/W} (You may cast this card face down for {3} as a 2/2 "
         "creature with ward {2}. Turn it face up any time for its disguise cost.)", (4, 4), keywords=("Disguise",)),
]


def names(keywords: list[Any]) -> set[str]:
    """phase's keywords by name (a keyword with a cost is a one-key mapping)."""
    return {k if isinstance(k, str) else next(iter(k)) for k in keywords}


def copy_keywords(original: str) -> tuple[set[str], set[str]]:
    """Cackling Counterpart on `original`: (the original's keywords, the token's keywords)."""
    g, ids = setup(engine(CARDS), ({"hand": ["Cackling Counterpart"], "battlefield": [original] + ["Island"] * 3,
                                    "library": ["Island"] * 3}, {"library": ["Island"] * 3}))
    spell, target = ids[0]["hand"][0], ids[0]["battlefield"][0]
    g.apply(0, act(g, "CastSpell", object_id=spell))
    for _ in range(4):
        kind = g.waiting_for()["type"]
        if kind in ("TargetSelection", "TriggerTargetSelection"):
            g.apply(0, {"type": "ChooseTarget", "data": {"target": {"Object": target}}})
        elif kind == "ManaPayment":
            g.apply(0, PASS)
    resolve(g)
    objects = g.state()["state"]["objects"].values()
    tokens = [o for o in objects if o.get("zone") == "Battlefield" and o.get("is_token") and o.get("name") == original]
    if len(tokens) != 1:
        raise LookupError(f"not one token copy of {original}: {tokens!r}")
    return names(g.object(target).get("keywords") or []), names(tokens[0].get("keywords") or [])


def main() -> int:
    """The control (Serra Angel), then Crowd-Control Warden."""
    try:
        angel, angel_copy = copy_keywords("Serra Angel")
        if angel_copy != angel or not angel:
            raise LookupError(f"the control failed: Serra Angel has {angel}, its copy {angel_copy}")
        warden, warden_copy = copy_keywords("Crowd-Control Warden")
        if "Disguise" not in warden:
            raise LookupError(f"Crowd-Control Warden has no disguise in phase: {warden}")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"Serra Angel's copy has {sorted(angel_copy)}; Crowd-Control Warden has {sorted(warden)}, its copy "
          f"{sorted(warden_copy) or 'no keywords'}")
    if "Disguise" in warden_copy:
        print("FIXED: the token copy has disguise")
        return 0
    print("BUG: the token copy lacks disguise, a keyword ability of the creature it copies (707.2)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
