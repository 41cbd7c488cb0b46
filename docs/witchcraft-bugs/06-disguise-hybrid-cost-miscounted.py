"""witchcraft bug 06: a disguise cost with hybrid symbols is counted twice and its colours ignored (702.168d, 107.4e).

Riftburst Hellion's disguise cost is {4}{R/G}{R/G}: six mana, two of which must each be red or green. p1 controls
it face down, with six untapped Mountains. Turning it face up must be possible (four generic, two red). witchcraft
computes the turn-up cost as 8 generic mana (each hybrid symbol counted as two) and doesn't offer the move; with
eight Swamps (no red or green at all) it offers it, though those can't pay {R/G}.
Exit 1: still broken; 0: six Mountains can turn it up and eight Swamps can't; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import position
from mtg import driver


def offered(lands: list[str]) -> bool:
    """Is turning the face-down Riftburst Hellion face up offered with `lands` untapped?"""
    game, ids = position({"battlefield": ["Riftburst Hellion"] + lands}, {"battlefield": ["Island"]})
    hellion = ids["Riftburst Hellion"][0]
    game.state["face_down"] = {(hellion,)}  # a disguised permanent: witchcraft's face-down relation
    game.state["known"] = {("p1", hellion)}
    return any(m.raw == ("turn_face_up", "p1", hellion) for m in game.legal_moves)


game, ids = position({"battlefield": ["Riftburst Hellion"]}, {"battlefield": ["Island"]})
cost = driver.turn_up_cost(game.state, ids["Riftburst Hellion"][0])
with_mountains, with_swamps = offered(["Mountain"] * 6), offered(["Swamp"] * 8)
broken = not with_mountains or with_swamps
print(("BROKEN: " if broken else "OK: ") + f"turn-up cost {cost} generic; offered with six Mountains: "
      f"{with_mountains}; with eight Swamps: {with_swamps}")
raise SystemExit(1 if broken else 0)
