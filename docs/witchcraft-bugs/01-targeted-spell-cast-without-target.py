"""witchcraft bug 01: a spell that needs a target is offered, and cast, with no legal target (601.2c, 601.2).

Royal Treatment targets a creature its caster controls. p1 controls no creature at all, only a Forest: the cast is
impossible (no legal target can be announced, so the casting is illegal and undone). witchcraft's legal moves
include casting it, and pushing that move resolves it: a Royal Role token appears with nothing to enchant.
Exit 1: still broken; 0: the cast is not offered; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Royal Treatment"], "battlefield": ["Forest"]}, {"battlefield": ["Island"]})
creatures = [p.id for p in game.permanents() if "creature" in p.types]
if creatures:
    cannot_build(f"there is a creature on the battlefield: {creatures}")
offered = moves(game, "cast", ids["Royal Treatment"][0])
if not offered:
    verdict(False, "witchcraft does not offer Royal Treatment without a creature to target")
push(game, offered[0])
made = [(p.id, p.types) for p in game.permanents() if p.id not in {i for v in ids.values() for i in v}]
verdict(True, f"witchcraft offered {offered[0].raw} with no creature to target; after it: new permanents {made}")
