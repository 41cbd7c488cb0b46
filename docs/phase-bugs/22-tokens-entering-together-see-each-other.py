"""phase.rs bug 22: token copies made by one event see each other enter (614.12; Crowd-Control Warden's card
ruling: permanents entering at the same time don't count each other).

Player 0 controls Crowd-Control Warden, Grizzly Bears and Doubling Season and casts Cackling Counterpart on the
Warden. Doubling Season makes two token copies at once; each copy's "as it enters" counts the other creatures
already there (the Warden and the Bears: 2, doubled to 4 counters). phase gives one copy 4 counters and the other
6: the second copy counted the first, which entered with it.
Exit 1: still broken; 0: both copies have 4 counters; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

from _repro import PASS, act, engine, face, resolve, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Doubling Season", "{4}{G}", "Enchantment",
         "If an effect would create one or more tokens under your control, it creates twice that many of those "
         "tokens instead.\nIf an effect would put one or more counters on a permanent you control, it puts twice "
         "that many of those counters on that permanent instead."),
    face("Cackling Counterpart", "{1}{U}{U}", "Instant",
         "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card "
         "from your graveyard for its flashback cost. Then exile it.)", keywords=("Flashback",)),
    face("Crowd-Control Warden", "{3}{G/W}{G/W}", "Creature — Centaur Soldier",
         "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other "
         "creatures you control.\nDisguise {3}{G/W}{G/W} (You may cast this card face down for {3} as a 2/2 "
         "creature with ward {2}. Turn it face up any time for its disguise cost.)", (4, 4), keywords=("Disguise",)),
]


def main() -> int:
    """Cackling Counterpart on the Warden with Doubling Season out; read the two tokens' counters."""
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Cackling Counterpart"],
             "battlefield": ["Crowd-Control Warden", "Grizzly Bears", "Doubling Season"] + ["Island"] * 3,
             "library": ["Island"] * 3},
            {"library": ["Island"] * 3}))
        spell, warden = ids[0]["hand"][0], ids[0]["battlefield"][0]
        g.apply(0, act(g, "CastSpell", object_id=spell))
        for _ in range(4):
            kind = g.waiting_for()["type"]
            if kind in ("TargetSelection", "TriggerTargetSelection"):
                g.apply(0, {"type": "ChooseTarget", "data": {"target": {"Object": warden}}})
            elif kind == "ManaPayment":
                g.apply(0, PASS)
        resolve(g)
        objects = g.state()["state"]["objects"].values()
        tokens = [o for o in objects if o.get("zone") == "Battlefield" and o.get("is_token")
                  and o.get("name") == "Crowd-Control Warden"]
        if len(tokens) != 2:
            raise LookupError(f"not two token copies of the Warden: {tokens!r}")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    counts = sorted(int((t.get("counters") or {}).get("P1P1", 0)) for t in tokens)
    print(f"the two token copies have {counts[0]} and {counts[1]} +1/+1 counters")
    if counts == [4, 4]:
        print("FIXED: each copy counted only the creatures already on the battlefield")
        return 0
    print("BUG: a copy counted the other copy that entered at the same time")
    return 1


if __name__ == "__main__":
    sys.exit(main())
