"""witchcraft's vocabulary (PyPI ``python-mtg==0.1.1``, import ``mtg``) and ours: colours, types, steps, costs.

witchcraft keeps a game as a dict of Datalog relations (sets of tuples). Card facts are keyed by a card
slug (``grizzly_bears``), instance facts by an instance id (``grizzly_bears_5``); see docs/witchcraft-notes.md.
"""

from __future__ import annotations

VERSION = "0.1.1"
MECHANICS = ("role", "mana_value", "x_spells", "investigate", "face_down", "disguise")
"""Mechanics the adapter declares: what a scenario can be driven through (docs/witchcraft-notes.md, section 4)."""
ACTIONS = ("pass", "play_land", "cast", "turn_face_up", "choose")
CHOICES = ("keep_role",)
"""The only choice kind declared: witchcraft settles its other questions inside a move, through its ``_choose``
seam, and the adapter answers them from the action (docs/witchcraft-notes.md)."""

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup")
MAIN_STEPS = ("precombat_main", "postcombat_main")
SUPERTYPES = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow", "world": "World"}


class Refused(Exception):
    """witchcraft does not allow the action now: the protocol's ``accepted: false`` with this reason."""


def title(word: str) -> str:
    """A witchcraft type or subtype word in the protocol's spelling (``creature`` -> ``Creature``)."""
    return "-".join(part[:1].upper() + part[1:] for part in str(word).replace("_", " ").split("-"))


def format_cost(generic: int, pips: dict[str, int]) -> str:
    """A mana cost string (``{1}{G}``) from witchcraft's generic amount and coloured pips."""
    out = f"{{{generic}}}" if generic else ""
    for colour in ("white", "blue", "black", "red", "green"):
        out += ("{" + COLORS[colour] + "}") * int(pips.get(colour, 0))
    return out


def format_pool(amounts: dict[str, int]) -> str:
    """A mana pool in the protocol's notation (``{G}{G}{C}``) from witchcraft's colour amounts."""
    letters = {**COLORS, "colorless": "C"}
    return "".join(("{" + letters[c] + "}") * int(n)
                   for c, n in sorted(amounts.items(), key=lambda kv: "WUBRGC".index(letters.get(kv[0], "C")))
                   if c in letters and n > 0)
