"""witchcraft bug 13: a spell costs its printed mana cost only: cost increases and reductions are ignored (601.2f).

Three positions, each with exactly one Mountain or Forest for p1:
- Sphere of Resistance on the battlefield: Lightning Bolt costs {1}{R}; with one Mountain it can't be cast.
- Thalia, Guardian of Thraben on the battlefield: Lightning Bolt (noncreature) costs {1}{R}: the same.
- Emerald Medallion on the battlefield: a green spell costs {1} less; Naturalize ({1}{G}) costs {G}: one Forest
  casts it.
- Dismember ({1}{B/P}{B/P}) with one Swamp: each Phyrexian symbol may be paid with 2 life (107.4f): castable.
witchcraft offers the first two casts and refuses the last two.
Exit 1: still broken; 0: the costs are modified; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import moves, position, verdict

broken: list[str] = []
for permanent, spell, land, castable in (("Sphere of Resistance", "Lightning Bolt", "Mountain", False),
                                         ("Thalia, Guardian of Thraben", "Lightning Bolt", "Mountain", False),
                                         ("Emerald Medallion", "Naturalize", "Forest", True),
                                         ("Grizzly Bears", "Dismember", "Swamp", True)):
    game, ids = position({"hand": [spell], "battlefield": [permanent, land]},
                         {"battlefield": {"Naturalize": ["Wrench"], "Dismember": ["Grizzly Bears"]}.get(spell, [])})
    offered = bool(moves(game, "cast", ids[spell][0]))
    if offered != castable:
        broken.append(f"with {permanent} and one {land}, {spell} is {'offered' if offered else 'not offered'}")
verdict(bool(broken), "; ".join(broken) or "every cost was modified")
