"""phase.rs bug 17: a modal double-faced card exiled with "you may play those cards" can't be played as its land
face (712.12, 305.1, 601.3).

Player 0 casts Seek the Beast (the Adventure of Questing Druid) in the first main phase, having played no land this
turn. The top two cards of the library, Bala Ged Recovery // Bala Ged Sanctuary (a sorcery with a land back face)
and a Forest, are exiled and player 0 may play them until the next end step. phase offers to play the Forest from
exile, never the land face of the modal double-faced card (bug 02 is the same permission and an Adventure).
Exit 1: still broken; 0: phase offers playing Bala Ged Sanctuary from exile; 2: the situation can't be built.
"""
from __future__ import annotations

import json
import sys

from _repro import ADVENTURER, act, face, phase, resolve, setup

MDFC = "Bala Ged Recovery // Bala Ged Sanctuary"
FACES = (
    face("Bala Ged Recovery", "{2}{G}", "Sorcery", "Return target card from your graveyard to your hand.",
         card=MDFC, layout="modal_dfc"),
    face("Bala Ged Sanctuary", None, "Land", "Bala Ged Sanctuary enters the battlefield tapped.\n{T}: Add {G}.",
         card=MDFC, layout="modal_dfc"),
)
CARDS = [
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
]


def engine() -> phase.Engine:
    """The lands, Questing Druid // Seek the Beast and the modal double-faced card (its two faces)."""
    db = {f["name"].lower(): phase.build_oracle_face(f, "repro/" + f["name"]) for f in CARDS}
    for layout, faces in (("adventure", ADVENTURER), ("modal_dfc", FACES)):
        for index, f in enumerate(faces):
            built = phase.build_oracle_face_multi(f, "repro/" + f["name"])
            built["layout"], built["face_index"] = layout, index
            db.setdefault(built["name"].lower(), built)
    return phase.Engine.from_json(json.dumps(db))


def main() -> int:
    """Cast Seek the Beast from hand, then look for phase's offer to play each exiled card."""
    try:
        g, ids = setup(engine(), (
            {"hand": ["Questing Druid"], "battlefield": ["Forest", "Mountain", "Forest", "Mountain"],
             "library": ["Bala Ged Recovery", "Forest", "Mountain"]},
            {"library": ["Forest"] * 3}))
        g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
        g.apply(0, act(g, "ChooseAdventureFace", creature=False))
        if g.waiting_for()["type"] == "ManaPayment":
            g.apply(0, {"type": "PassPriority"})
        resolve(g)
        mdfc, forest = ids[0]["library"][:2]
        if g.object(mdfc)["zone"] != "Exile" or g.object(forest)["zone"] != "Exile":
            raise LookupError("Seek the Beast did not exile the top two cards")
        if act(g, "PlayLand", object_id=forest) is None:  # control: the permission covers a plain land
            raise LookupError("phase does not offer playing the exiled Forest either (no land drop left?)")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    offered = act(g, "PlayLand", object_id=mdfc)
    print(f"from exile phase offers playing the Forest, and {'also' if offered else 'not'} "
          f"{g.object(mdfc)['name']} // Bala Ged Sanctuary as its land face")
    if offered is not None:
        print("FIXED: the modal double-faced card's land face can be played from exile")
        return 0
    print("BUG: the permission to play the exiled card does not cover its land face")
    return 1


if __name__ == "__main__":
    sys.exit(main())
