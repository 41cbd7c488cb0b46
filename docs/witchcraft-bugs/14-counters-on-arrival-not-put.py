"""witchcraft bug 14: counters an object should get as it arrives are not put on it.

- Endless One cast with X=2 enters with two +1/+1 counters (its own replacement, 614.1c): witchcraft puts none,
  and the 0/0 dies.
- Bubble Smuggler turned face up gets four +1/+1 counters as it is turned face up (702.168, its text): witchcraft
  turns it face up with no counters.
Exit 1: still broken; 0: both get their counters; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

broken: list[str] = []
game, ids = position({"hand": ["Endless One"], "battlefield": ["Forest", "Forest"]}, {"battlefield": []})
one = ids["Endless One"][0]
game.state["_policy"] = lambda state, key, options, default: 2 if key == "x_value" else default
offered = moves(game, "cast", one)
if not offered:
    cannot_build("witchcraft does not offer Endless One")
push(game, offered[0])
counters = sorted(r for r in game.state.get("counter", set()) if r[0] == one)
if not counters:
    where = "on the battlefield" if (one,) in game.state.get("on_battlefield", set()) else "not on the battlefield"
    broken.append(f"Endless One (X=2) entered with no counters ({where})")

game, ids = position({"battlefield": ["Bubble Smuggler", *["Island"] * 6]}, {"battlefield": []})
smuggler = ids["Bubble Smuggler"][0]
game.state["face_down"] = {(smuggler,)}
game.state.setdefault("known", set()).add(("p1", smuggler))
up = moves(game, "turn_face_up", smuggler)
if not up:
    cannot_build("witchcraft does not offer to turn Bubble Smuggler face up")
push(game, up[0])
if (smuggler,) in game.state.get("face_down", set()):
    cannot_build("Bubble Smuggler stayed face down")
if not [r for r in game.state.get("counter", set()) if r[0] == smuggler]:
    broken.append("Bubble Smuggler turned face up with no counters")
verdict(bool(broken), "; ".join(broken) or "both got their counters")
