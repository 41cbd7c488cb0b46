"""witchcraft bug 05: a spell whose only target has left still resolves (608.2b, 601.2c).

p1's only creature is Grizzly Bears; p1 casts Monstrous Rage, which must target it (601.2c). In response p2 casts
Unsummon on the Bears, paid with p2's Island (witchcraft's response window casts it). The Bears leave the
battlefield, so Monstrous Rage's only target is illegal when it tries to resolve: it does nothing and no Monster
Role token is created.
witchcraft chooses a spell's target only as the spell resolves, so Monstrous Rage resolves anyway and creates the
token.
Exit 1: still broken; 0: Monstrous Rage does nothing; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Monstrous Rage"], "battlefield": ["Grizzly Bears", "Mountain"]},
                     {"hand": ["Unsummon"], "battlefield": ["Island"]})
offered = moves(game, "cast", ids["Monstrous Rage"][0])
if not offered:
    cannot_build("witchcraft does not offer Monstrous Rage")
push(game, offered[0])
if ids["Grizzly Bears"][0] not in game.hand("p1") or ids["Unsummon"][0] not in game.graveyard("p2"):
    cannot_build("p2's Unsummon did not return the Bears in response")
tokens = [p.id for p in game.permanents() if p.id not in {i for v in ids.values() for i in v}]
verdict(bool(tokens), f"the Bears were returned before Monstrous Rage resolved; tokens created: {tokens}")
