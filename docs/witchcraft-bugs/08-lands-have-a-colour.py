"""witchcraft bug 08: a land has a colour (202.2b, 105.2c).

A basic land has no mana cost, so no coloured mana symbol in it, and no colour indicator: it is colourless. The
mana it makes doesn't colour it. witchcraft gives each basic land the colour of its mana: a Forest is green, a
Mountain red, an Island blue (its instance facts carry ``printed_color``, and ``Game.card`` reports it).
Exit 1: still broken; 0: the lands are colourless; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, position, verdict

LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
game, ids = position({"battlefield": LANDS}, {"battlefield": []})
if any(ids[name][0] not in game.battlefield_ids() for name in LANDS):
    cannot_build("the lands are not on the battlefield")
colours = {name: list(game.card(ids[name][0]).colors) for name in LANDS}
verdict(any(colours.values()), f"colours of five basic lands: {colours}")
