"""witchcraft bug 17: Hit the Mother Lode makes no Treasure (608.2c, 111.1, 701.57a).

Hit the Mother Lode discovers 10, then creates tapped Treasure tokens, as many as 10 minus the discovered card's mana
value, when that value is under 10. p1 casts it with Forest, Shock and Island on top of the library and puts the
discovered Shock (mana value 1) into hand: the rules make nine tapped Treasures. witchcraft's card facts keep the
Treasure sentence, but its translator drops any token count it can't read ("the difference") and any token spec
it doesn't know ("tapped_treasure"), so the spell does nothing after the discover.
Exit 1: still broken; 0: nine Treasures are made; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict

game, ids = position({"hand": ["Hit the Mother Lode"], "battlefield": ["Mountain"] * 7,
                      "library": ["Forest", "Shock", "Island"]}, {"battlefield": []})
asked: list[str] = []


def policy(state: dict, key: str, options: object, default: object) -> object:
    if key == "discover_mode":
        asked.append(key)
        return "hand"
    return default


game.state["_policy"] = policy
offered = moves(game, "cast", ids["Hit the Mother Lode"][0])
if not offered:
    cannot_build("witchcraft does not offer Hit the Mother Lode")
push(game, offered[0])
if not asked or game.card(ids["Shock"][0]).zone != "hand":
    cannot_build("the discover did not put Shock into p1's hand")
treasures = [c for c in game.battlefield_ids() if game.card(c).name == "Treasure"]
verdict(len(treasures) != 9, f"Shock (mana value 1) discovered and put into hand; Treasures on the battlefield: "
        f"{len(treasures)} (the rules make 9)")
