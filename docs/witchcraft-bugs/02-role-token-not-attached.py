"""witchcraft bug 02: a Role token is created unattached, without its Aura and Role subtypes, and does nothing
(111.10k, 303.7, 303.4f, 704.5m).

Monstrous Rage gives target creature +2/+0 and creates a Monster Role token attached to it. A Monster Role is a
colorless Aura Role enchantment token with enchant creature; the enchanted creature gets +1/+1 and has trample.
p1 controls Grizzly Bears (2/2) and casts Monstrous Rage on it: the Bears must end up 5/3 with trample, enchanted by
the Role. witchcraft makes the token an enchantment with no subtypes, attached to nothing, and the Bears are 4/2
without trample (only the spell's +2/+0 applies).
Exit 1: still broken; 0: the Role is attached and works; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Monstrous Rage"], "battlefield": ["Grizzly Bears", "Mountain"]},
                     {"battlefield": ["Island"]})
bears = ids["Grizzly Bears"][0]
offered = moves(game, "cast", ids["Monstrous Rage"][0])
if not offered:
    cannot_build("witchcraft does not offer Monstrous Rage")
push(game, offered[0])
role = next((p for p in game.permanents() if p.id not in {i for v in ids.values() for i in v}), None)
if role is None:
    cannot_build("no token was created")
host = next((h for (a, h) in game.state.get("attached_to", set()) if a == role.id), None)
b = game.card(bears)
works = host == bears and {"aura", "role"} <= set(role.subtypes) and (b.power, b.toughness) == (5, 3) \
    and "trample" in b.keywords
verdict(not works, f"token {role.id}: types {role.types}, subtypes {role.subtypes}, attached to {host}; "
                   f"Grizzly Bears {b.power}/{b.toughness} keywords {b.keywords} (expected 5/3 trample, enchanted)")
