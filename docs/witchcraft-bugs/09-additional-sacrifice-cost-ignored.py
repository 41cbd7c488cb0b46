"""witchcraft bug 09: a spell's mandatory additional cost is never paid (601.2b, 601.2f-h, 118.8).

Village Rites ({B}, instant) has a mandatory additional cost: sacrifice a creature. With no creature to sacrifice
it can't be cast (the cost can't be paid, 601.2h). witchcraft offers the cast anyway; with Grizzly Bears on the
battlefield it casts Village Rites and the Bears stay where they are (nothing sacrificed).
Exit 1: still broken; 0: the cast is not offered without a creature and sacrifices one with it; 2: the situation
can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

alone, ids = position({"hand": ["Village Rites"], "battlefield": ["Swamp"]}, {"battlefield": []})
offered_alone = bool(moves(alone, "cast", ids["Village Rites"][0]))
game, ids = position({"hand": ["Village Rites"], "battlefield": ["Swamp", "Grizzly Bears"]}, {"battlefield": []})
offered = moves(game, "cast", ids["Village Rites"][0])
if not offered:
    cannot_build("witchcraft does not offer Village Rites with a creature to sacrifice")
push(game, offered[0])
if ids["Village Rites"][0] not in game.graveyard("p1"):
    cannot_build("Village Rites did not resolve")
kept = ids["Grizzly Bears"][0] in game.battlefield_ids()
verdict(offered_alone or kept, f"Village Rites offered with no creature to sacrifice: {offered_alone}; cast with "
        f"Grizzly Bears on the battlefield, the Bears are still there: {kept}")
