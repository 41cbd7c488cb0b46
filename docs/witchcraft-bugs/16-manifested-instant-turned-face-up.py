"""witchcraft bug 16: a manifested card that isn't a creature card is turned face up for its mana cost.

p1 casts Soul Summons with Lightning Bolt on top of the library: witchcraft manifests the Bolt (a face-down 2/2).
A manifested permanent is turned face up for its mana cost only if its card is a creature card with a mana cost
(701.40b); an instant or sorcery stays face down even where something would turn it up (701.40g). witchcraft
offers the move, takes the Bolt's mana value and leaves a face-up instant on the battlefield.
Exit 1: still broken; 0: no such move, or the Bolt stays face down; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Soul Summons"], "battlefield": ["Plains", "Plains", "Mountain"],
                      "library": ["Lightning Bolt"]}, {"battlefield": ["Island"]})
summons, bolt = ids["Soul Summons"][0], ids["Lightning Bolt"][0]
cast = moves(game, "cast", summons)
if not cast:
    cannot_build("witchcraft does not offer Soul Summons")
push(game, cast[0])
if (bolt,) not in game.state.get("face_down", set()) or bolt not in game.battlefield_ids():
    cannot_build("Lightning Bolt was not manifested")
up = moves(game, "turn_face_up", bolt)
if up:
    push(game, up[0])
still_down = (bolt,) in game.state.get("face_down", set())
verdict(bool(up) and not still_down,
        "witchcraft offered to turn the manifested Lightning Bolt face up and did: a face-up instant on the "
        "battlefield" if up and not still_down else "the manifested Lightning Bolt can't be turned face up")
