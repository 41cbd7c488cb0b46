"""witchcraft bug 03: Roles created "for each" creature are never created (608.2c, 111.10j, 111.10k).

Become Brutes gives one or two target creatures haste and creates a Monster Role token for each of them; Asinine
Antics creates a Cursed Role token for each creature its caster's opponents control. p1 casts Become Brutes on its
Grizzly Bears: one Monster Role must be created. p1 casts Asinine Antics while p2 controls Grizzly Bears: one
Cursed Role must be created. witchcraft creates no token in either case (its card data reads the count as "1 per
those creatures" / "1 per creature your opponents control", which makes none). Become Brutes' haste is granted.
Bug 02 (Roles made unattached) is separate: here no token exists at all.
Exit 1: still broken; 0: both spells create their Role; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict


def tokens_made(spell: str, p1: dict[str, list[str]], p2: dict[str, list[str]]) -> list[str]:
    """The tokens on the battlefield after p1 casts `spell` (it must resolve)."""
    game, ids = position({"hand": [spell], **p1}, p2)
    offered = moves(game, "cast", ids[spell][0])
    if not offered:
        cannot_build(f"witchcraft does not offer {spell}")
    push(game, offered[0])
    if ids[spell][0] not in game.graveyard("p1"):
        cannot_build(f"{spell} did not resolve")
    return [p.id for p in game.permanents() if p.id not in {i for v in ids.values() for i in v}]


brutes = tokens_made("Become Brutes", {"battlefield": ["Grizzly Bears", "Mountain", "Mountain"]},
                     {"battlefield": ["Island"]})
antics = tokens_made("Asinine Antics", {"battlefield": ["Island"] * 4}, {"battlefield": ["Grizzly Bears"]})
verdict(not brutes or not antics, f"Become Brutes on one creature made {brutes}; Asinine Antics facing one "
                                  f"opposing creature made {antics} (one Role each expected)")
