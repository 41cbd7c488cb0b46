"""witchcraft bug 15: a "when this is turned face up" trigger resolves at once, inside the special action.

p1 turns a face-down Concealed Weapon (disguise {2}{R}) face up with Grizzly Bears beside it. Turning a permanent
face up is a special action (116.2b) that doesn't use the stack; the ability that triggers ("attach it to target
creature you control") is put on the stack the next time a player would receive priority (603.3) and resolves only
after both players pass, so an opponent can respond with the Bears still 2/2. witchcraft's turn-face-up move
returns with the Equipment already attached and nothing on the stack.
Exit 1: still broken; 0: the trigger waits on the stack; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"battlefield": ["Concealed Weapon", "Grizzly Bears", "Mountain", "Mountain", "Mountain"]},
                     {"battlefield": []})
weapon, bears = ids["Concealed Weapon"][0], ids["Grizzly Bears"][0]
game.state["face_down"] = {(weapon,)}
game.state.setdefault("known", set()).add(("p1", weapon))
up = moves(game, "turn_face_up", weapon)
if not up:
    cannot_build("witchcraft does not offer to turn Concealed Weapon face up")
push(game, up[0])
if (weapon,) in game.state.get("face_down", set()):
    cannot_build("Concealed Weapon stayed face down")
attached = (weapon, bears) in game.state.get("attached_to", set())
stack = sorted(game.state.get("on_stack") or [])
verdict(attached and not stack, f"right after the special action: attached to the Bears {attached}, stack {stack}")
