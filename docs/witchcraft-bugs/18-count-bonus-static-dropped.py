"""witchcraft bug 18: Flourishing Bloom-Kin's "gets +1/+1 for each Forest you control" is never applied: a 0/0 beside
five Forests (604.1, 613.4c).

p1 controls Flourishing Bloom-Kin (printed 0/0) and five Forests. Its static ability raises its power and
toughness by the number of Forests p1 controls (layer 7c, 613.4c): it is 5/5. witchcraft's card facts hold the
ability (a `modify_pt` counted "for each Forest you control"), but the game shows the creature 0/0.
Exit 1: not 5/5; 0: 5/5; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, position, verdict

game, ids = position({"battlefield": ["Flourishing Bloom-Kin"] + ["Forest"] * 5}, {"battlefield": []})
kin = ids["Flourishing Bloom-Kin"][0]
if kin not in game.battlefield_ids() or len(ids.get("Forest", [])) != 5:
    cannot_build("Flourishing Bloom-Kin and five Forests are not on p1's battlefield")
c = game.card(kin)
verdict((c.power, c.toughness) != (5, 5), f"Flourishing Bloom-Kin beside five Forests: {c.power}/{c.toughness} "
        "(expected 5/5)")
