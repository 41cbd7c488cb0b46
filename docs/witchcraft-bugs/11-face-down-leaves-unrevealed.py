"""witchcraft bug 11: a face-down permanent that leaves the battlefield is not revealed (708.9).

p1 casts Bubble Smuggler face down (disguise, witchcraft's own move), then returns it to hand with Unsummon (its
target given through witchcraft's policy seam). A face-down permanent leaving the battlefield is revealed to
every player (708.9), so p2 learns it was Bubble Smuggler. witchcraft keeps it known to p1 only, does not mark it
revealed, and leaves it flagged face down in p1's hand.
Exit 1: still broken; 0: p2 knows it or it is revealed; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Bubble Smuggler", "Unsummon"], "battlefield": ["Island"] * 4},
                     {"battlefield": ["Island"]})
smuggler, unsummon = ids["Bubble Smuggler"][0], ids["Unsummon"][0]
face_down = ("cast_face_down", "p1", smuggler)
if face_down not in [m.raw for m in game.legal_moves]:
    cannot_build("witchcraft does not offer the face-down cast")
push(game, face_down)
game.state["_policy"] = lambda state, key, options, default: smuggler if key == "target" else default
offered = moves(game, "cast", unsummon)
if not offered:
    cannot_build("witchcraft does not offer Unsummon")
push(game, offered[0])
if smuggler not in game.hand("p1"):
    cannot_build("Unsummon did not return the face-down Bubble Smuggler to p1's hand")
s = game.state
known_to_p2 = ("p2", smuggler) in s.get("known", set()) or (smuggler,) in s.get("revealed", set())
knowers = sorted(p for (p, c) in s.get("known", set()) if c == smuggler)
verdict(not known_to_p2, f"returned to hand: known to {knowers}, revealed {(smuggler,) in s.get('revealed', set())}, "
        f"still face down {(smuggler,) in s.get('face_down', set())}")
