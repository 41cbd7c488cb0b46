"""witchcraft bug 12: a later part of a spell can't find the object an earlier part exiled (400.7j, 608.2h).

p1 casts Swords to Plowshares, then (in a second game) Flicker of Fate, each on a Grizzly Bears (2/2), with
witchcraft choosing the target itself. Swords to Plowshares exiles the creature and its controller gains life
equal to its power (the power it last had on the battlefield, 608.2h): someone is at 22. Flicker of Fate exiles
the permanent and returns it to the battlefield (400.7j: the later part finds the card it exiled). witchcraft
exiles the Bears both times and does nothing more: no life is gained, nothing returns.
Exit 1: still broken; 0: both later parts happen; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

broken: list[str] = []
for spell, lands in (("Swords to Plowshares", ["Plains"]), ("Flicker of Fate", ["Plains", "Plains"])):
    game, ids = position({"hand": [spell], "battlefield": ["Grizzly Bears", *lands]},
                         {"battlefield": ["Grizzly Bears"]})
    offered = moves(game, "cast", ids[spell][0])
    if not offered:
        cannot_build(f"witchcraft does not offer {spell}")
    push(game, offered[0])
    state = game.state
    exiled = [c for (c,) in state.get("exile", set()) if c in ids["Grizzly Bears"]]
    if not exiled:
        cannot_build(f"{spell} exiled no Grizzly Bears")
    if spell == "Swords to Plowshares":
        life = dict(state["life"])
        if 22 not in life.values():
            broken.append(f"Swords to Plowshares exiled {exiled[0]} and nobody gained 2 life ({sorted(life.items())})")
    elif exiled[0] not in {c for (c,) in state.get("on_battlefield", set())}:
        broken.append(f"Flicker of Fate exiled {exiled[0]} and left it in exile")
verdict(bool(broken), "; ".join(broken) or "both later parts found the exiled creature")
