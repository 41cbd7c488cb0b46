"""witchcraft bug 10: discover never exiles the cards it reveals (701.57a).

p1 casts Daring Discovery (discover 4) with Forest, Shock and Island on top of the library. Discover exiles cards
from the top until it exiles a nonland card with mana value 4 or less (the Forest, then Shock); the player then
casts Shock or puts it into hand, and the Forest goes to the bottom of the library. witchcraft asks its
``discover_mode`` question (answered here through its policy seam) while the Forest and Shock are in no zone at
all: neither is in exile, then or ever (answering "hand").
Exit 1: still broken; 0: both are in exile when the question is asked; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Daring Discovery"], "battlefield": ["Mountain"] * 5,
                      "library": ["Forest", "Shock", "Island"]}, {"battlefield": []})
seen: dict[str, object] = {}


def policy(state: dict, key: str, options: object, default: object) -> object:
    if key == "discover_mode":
        seen["exile"] = sorted(c for (c,) in state.get("exile", set()))
        seen["library"] = sorted(c for (_p, c) in state.get("in_library", set()))
        return "hand"
    return default


game.state["_policy"] = policy
offered = moves(game, "cast", ids["Daring Discovery"][0])
if not offered:
    cannot_build("witchcraft does not offer Daring Discovery")
push(game, offered[0])
if "exile" not in seen:
    cannot_build("witchcraft did not ask its discover question")
revealed = [ids["Forest"][0], ids["Shock"][0]]
missing = [c for c in revealed if c not in seen["exile"]]
verdict(bool(missing), f"at the discover question, exile holds {seen['exile']} and the library {seen['library']}: "
        f"{missing} are in no zone")
