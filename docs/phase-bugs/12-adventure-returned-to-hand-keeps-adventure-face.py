"""phase.rs bug 12: an Adventure spell returned to its owner's hand keeps its Adventure characteristics (715.4, 400.7).

Faerie Guidemother is cast as its Adventure, Gift of the Fae; Take It Back (another Adventure) returns that spell to
its owner's hand. In the hand the card must be Faerie Guidemother again; phase still shows Gift of the Fae.
Exit 1: still broken; 0: the card in hand has its normal characteristics; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

import phase
from _repro import PASS, act, engine, face, setup

CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
]
GUIDEMOTHER = "Faerie Guidemother // Gift of the Fae"
COVEN = "Spellscorn Coven // Take It Back"
ADVENTURERS = (
    (face("Faerie Guidemother", "{W}", "Creature — Faerie", "Flying", (1, 1), card=GUIDEMOTHER,
          layout="adventure", keywords=("Flying",)),
     face("Gift of the Fae", "{1}{W}", "Sorcery — Adventure",
          "Target creature gets +2/+1 and gains flying until end of turn.", card=GUIDEMOTHER, layout="adventure")),
    (face("Spellscorn Coven", "{3}{B}", "Creature — Human Warlock",
          "Flying\nWhen this creature enters, each opponent discards a card.", (2, 3), card=COVEN,
          layout="adventure", keywords=("Flying",)),
     face("Take It Back", "{2}{U}", "Instant — Adventure", "Return target spell to its owner's hand.",
          card=COVEN, layout="adventure")),
)


def main() -> int:
    """Cast Gift of the Fae, answer it with Take It Back, and look at the card back in hand."""
    try:
        g, ids = setup(engine(CARDS, ADVENTURERS), (
            {"hand": ["Faerie Guidemother", "Spellscorn Coven"],
             "battlefield": ["Plains", "Plains", "Island", "Island", "Island", "Grizzly Bears"],
             "library": ["Forest"] * 3},
            {"library": ["Forest"] * 3}))
        guidemother, coven = ids[0]["hand"]
        for oid in (guidemother, coven):
            g.apply(0, act(g, "CastSpell", object_id=oid))
            g.apply(0, act(g, "ChooseAdventureFace", creature=False))
        if [g.object(s["id"])["name"] for s in g.stack()] != ["Gift of the Fae", "Take It Back"]:
            raise LookupError(f"unexpected stack {g.stack()!r}")
        for _ in range(2):  # both players pass: Take It Back resolves
            g.apply(g.priority_player(), phase.GameAction.from_dict(PASS))
        card = g.object(guidemother)
        if card["zone"] != "Hand":
            raise LookupError(f"the Guidemother is in {card['zone']}, not back in hand")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    types = card["card_types"]["core_types"]
    print(f"back in hand the card is {card['name']!r}: {types}, power {card['power']}, toughness {card['toughness']}")
    if card["name"] == "Faerie Guidemother" and types == ["Creature"]:
        print("FIXED: the card in hand has only its normal characteristics")
        return 0
    print("BUG: the card in hand still has its Adventure characteristics (Gift of the Fae, a sorcery)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
