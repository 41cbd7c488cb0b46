"""witchcraft bug 03: Become Brutes creates no Monster Role token (608.2c, 111.10k).

Become Brutes gives one or two target creatures haste and creates a Monster Role token attached to each of them.
p1 controls Grizzly Bears and casts Become Brutes on it: one Monster Role token must be created. witchcraft grants
haste and creates no token at all (its card data reads the token count "one per each of those creatures", which
creates none). Bug 02 (Roles made unattached) is separate: here no token exists.
Exit 1: still broken; 0: a Monster Role token is created; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Become Brutes"], "battlefield": ["Grizzly Bears", "Mountain", "Mountain"]},
                     {"battlefield": ["Island"]})
offered = moves(game, "cast", ids["Become Brutes"][0])
if not offered:
    cannot_build("witchcraft does not offer Become Brutes")
push(game, offered[0])
if ids["Become Brutes"][0] not in game.graveyard("p1"):
    cannot_build("Become Brutes did not resolve")
tokens = [p.id for p in game.permanents() if p.id not in {i for v in ids.values() for i in v}]
bears = game.card(ids["Grizzly Bears"][0])
verdict(not tokens, f"tokens created: {tokens}; Grizzly Bears keywords {bears.keywords}")
