"""witchcraft bug 20: Mistway Spy investigates as soon as it is turned face up; its "until end of turn, whenever a
creature you control deals combat damage to a player" is ignored (603.7, 603.2, 701.16a).

p1 turns a face-down Mistway Spy (disguise {1}{U}) face up in the precombat main phase. Its trigger, once it
resolves, only sets up an ability for the rest of the turn: whenever a creature p1 controls deals combat damage to
a player, p1 investigates. No combat damage has been dealt, so there is no Clue. witchcraft's turn-face-up move
returns with a Clue on the battlefield (its card facts keep the combat-damage condition as a column its engine
doesn't read; the trigger resolving inside the special action is bug 15).
Exit 1: a Clue with no combat damage; 0: none; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"battlefield": ["Mistway Spy", "Island", "Island"]}, {"battlefield": []})
spy = ids["Mistway Spy"][0]
game.state["face_down"] = {(spy,)}
game.state.setdefault("known", set()).add(("p1", spy))
before = set(game.battlefield_ids())
up = moves(game, "turn_face_up", spy)
if not up:
    cannot_build("witchcraft does not offer to turn Mistway Spy face up")
push(game, up[0])
if (spy,) in game.state.get("face_down", set()):
    cannot_build("Mistway Spy stayed face down")
made = sorted(set(game.battlefield_ids()) - before)
clues = [c for c in made if "clue" in c.lower() or "clue" in str(game.card(c).subtypes).lower()]
verdict(bool(clues), f"right after turning Mistway Spy face up, with no combat damage dealt: new permanents {made}")
