"""witchcraft bug 04: the non-active player can never pay for a spell cast in response (117.1a, 601.2g, 605.3a).

p2 holds Counterspell and controls two untapped Islands; p1 casts Grizzly Bears. When p1's spell is on the stack,
p2 receives priority and may cast Counterspell, paying with the Islands' mana (mana abilities are activated while
casting). witchcraft does give p2 a response window (it casts the first instant p2 can cast), but it stocks only the
active player's mana pool, so p2 can never afford anything: the Bears resolve and Counterspell stays in hand.
Control: with two blue mana already floating in p2's pool, the same window casts Counterspell.
Exit 1: still broken; 0: p2 can pay with the Islands; 2: the situation can't be built.
"""
from __future__ import annotations

from _repro import cannot_build, moves, position, push, verdict


def cast_bears(floating_blue: int) -> tuple[bool, bool]:
    """(Bears on the battlefield, Counterspell still in p2's hand) after p1 casts Grizzly Bears."""
    game, ids = position({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
                         {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]})
    if floating_blue:
        s = game.state
        s["floating_mana"] = {("p2", "blue", floating_blue)}
        s["mana_pool"] = set(s["mana_pool"]) | {("p2", "blue", floating_blue)}
        s["mana_available"] = set(s["mana_available"]) | {("p2", floating_blue)}
    offered = moves(game, "cast", ids["Grizzly Bears"][0])
    if not offered:
        cannot_build("witchcraft does not offer Grizzly Bears")
    push(game, offered[0])
    return ids["Grizzly Bears"][0] in game.battlefield_ids(), ids["Counterspell"][0] in game.hand("p2")


paid_from_pool = cast_bears(2)
if paid_from_pool != (False, False):
    cannot_build(f"control: with floating mana p2 did not counter the Bears ({paid_from_pool})")
resolved, kept = cast_bears(0)
verdict(resolved and kept, f"with two untapped Islands p2 {'never cast' if kept else 'cast'} Counterspell; "
                           f"Grizzly Bears {'resolved' if resolved else 'was countered'}")
