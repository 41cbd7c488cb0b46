"""Searching a library (701.23) for cards with a stated quality, revealing what is found (701.20), putting it into
a zone, then shuffling that library (701.24).

Rules over the game like the other sections' modules, bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON

from .conditions import spell_matches
from .interface import GameRules
from .objects import natural_key
from .state import Done, Then


def search_library(game: GameRules, pid: str, flt: JSON, zones: list[str], tapped: bool, reveal: bool,
                   resume: Done) -> bool:
    """701.23a: the player looks at every card of their library and finds a card with the quality `flt` (card
    types, supertypes, subtypes: conditions.spell_matches) for each zone of `zones` in turn, the first found going
    to the first zone ("hand", or "battlefield", `tapped` if said: 603.6a, it isn't cast), and so on: one search
    (701.23h). 701.23b: searching a hidden zone for a stated quality, they may find fewer, so each ``pick_card``
    choice offers ``none`` too (a card not found for one zone may still be found for the next). A card found is
    revealed if the effect says so (701.23e); then the library is shuffled (701.24a). True when it waits for a
    choice (then `resume`)."""
    found = sorted((cid for cid in game.library(pid) if spell_matches(game.chars(game.objects[cid]), flt)),
                   key=natural_key)
    game.ask(pid, "pick_card", [*found, "none"], Then("library_card_found", (pid, flt, zones, tapped, reveal, resume)))
    return True  # the answer resumes the effects, at once when "none" is the only option


def library_card_found(game: GameRules, pid: str, flt: JSON, zones: list[str], tapped: bool, reveal: bool,
                       resume: Done, picked: str) -> None:
    """The found card (if any) is revealed and put into the first of `zones`; the next zone's card is searched
    for, or, the search over, the library is shuffled (701.24a), found or not: the search happened (701.23g);
    then `resume`."""
    if picked != "none":
        obj = game.objects[picked]
        if reveal:
            game.reveal(obj, "all")  # 701.20a: shown to every player
        if zones[0] == "battlefield":
            game.put_onto_battlefield(obj, pid, tapped=tapped)
        else:
            game.move(obj, "hand", "effect")
    if len(zones) > 1:
        game.search_library(pid, flt, zones[1:], tapped, reveal, resume)
        return
    game.rng.shuffle(game.library(pid))  # 701.24a: the library in a random order
    game.proceed(resume)
