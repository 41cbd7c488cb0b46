"""witchcraft bug 19: Hurl into History never discovers: its "discover X, where X is that spell's mana value" is
dropped from the game (608.2c, 701.57a, 608.2h).

Hurl into History counters target artifact or creature spell, then discovers X, X being the countered spell's mana
value. In a game witchcraft builds with Hurl into History in p1's hand, the spell's effects hold no discover at all
(witchcraft's bridge turns the card's facts into the game's and drops the clause whose amount it can't count). The
control: Daring Discovery in the same game carries its `spell_effect` discover 4.
The situation is read from witchcraft's own game facts, not played: witchcraft's moves give the caster no window to
counter its own spell, and the opponent's window is played by witchcraft itself (README, retired bug 04). The
card-rulings tier's hurl-into-history-01 plays it through the adapter: the countered Bears go to the graveyard and
the library is left untouched.
Exit 1: no discover for Hurl into History; 0: it has one; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, position, verdict

game, ids = position({"hand": ["Hurl into History", "Daring Discovery"], "battlefield": ["Island"] * 5,
                      "library": ["Forest", "Lightning Bolt", "Island"]}, {"battlefield": []})
hurl, daring = ids["Hurl into History"][0], ids["Daring Discovery"][0]
effects = game.state.get("spell_effect") or set()


def discovers(card: str) -> bool:
    return any(row[0] == card and row[1] == "discover" for row in effects)


if not discovers(daring):
    cannot_build("the control failed: Daring Discovery has no discover among witchcraft's spell effects either")
verdict(not discovers(hurl), f"discover among the game's spell effects: Hurl into History {discovers(hurl)}, "
        f"Daring Discovery {discovers(daring)}")
