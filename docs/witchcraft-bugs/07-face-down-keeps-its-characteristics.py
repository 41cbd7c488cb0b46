"""witchcraft bug 07: a permanent cast face down keeps its real characteristics (708.2a, 702.168a).

p1 casts Riftburst Hellion face down for {3} with witchcraft's own move (disguise). A face-down permanent is a 2/2
creature with no name, no mana cost, no colour, no creature types and no abilities (disguise adds ward {2}).
witchcraft's permanent is still a 6/7 red and green Hellion with reach (its own notes call the 2/2 body a to-do).
Exit 1: still broken; 0: it is a colourless 2/2 without reach; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, position, push, verdict

game, ids = position({"hand": ["Riftburst Hellion"], "battlefield": ["Mountain"] * 3}, {"battlefield": ["Island"]})
hellion = ids["Riftburst Hellion"][0]
move = ("cast_face_down", "p1", hellion)
if move not in [m.raw for m in game.legal_moves]:
    cannot_build("witchcraft does not offer the face-down cast")
push(game, move)
if (hellion,) not in game.state.get("face_down", set()) or hellion not in game.battlefield_ids():
    cannot_build("the Hellion is not face down on the battlefield")
c = game.card(hellion)
ward = any(str(k).lower().startswith("ward") for k in c.keywords)
verdict((c.power, c.toughness) != (2, 2) or bool(c.colors) or "reach" in c.keywords or bool(c.subtypes) or not ward,
        f"face-down Riftburst Hellion: {c.power}/{c.toughness}, colours {c.colors}, subtypes {c.subtypes}, "
        f"keywords {c.keywords} (disguise's ward {{2}}: {ward})")
