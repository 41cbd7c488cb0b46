"""Voting (701.38): each player votes for one of the choices an effect lists, and the effect reads the votes."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("vote_to_exile", rules="701.38a, 701.38d", params={"filter": "filter"})
def vote_to_exile(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Starting with its controller and in turn order, each player votes for a permanent with the quality
    `filter` (``controller: "opponent"``: one its controller doesn't control), a ``council_vote`` choice among the
    permanents' ids; each permanent with the most votes, or tied for the most, is exiled."""
    pid, flt = ctx["controller"], eff["filter"]
    candidates = sorted((o.id for o in game.battlefield_objects() if game.counted_permanent(o, pid, flt)
                         and not (flt.get("controller") == "opponent" and o.controller == pid)), key=natural_key)
    if not candidates:
        return False
    voters = [pid]
    while (after := game.next_player_after(voters[-1])) != pid:
        voters.append(after)
    game.ask(voters[0], "council_vote", candidates, then(ballot_cast, voters[1:], candidates, [], resume))
    return True  # the last vote resumes the effects


@continuation
def ballot_cast(game: GameRules, voters: list[str], candidates: list[str], votes: list[str], resume: Done,
              choice: str) -> None:
    """701.38a: one more vote; the next player votes, or, when everyone has, the votes are counted."""
    votes = [*votes, choice]
    if voters:
        game.ask(voters[0], "council_vote", candidates, then(ballot_cast, voters[1:], candidates, votes, resume))
    else:
        game.proceed(then(votes_counted, candidates, votes, resume))


@continuation
def votes_counted(game: GameRules, candidates: list[str], votes: list[str], resume: Done) -> None:
    """Each permanent with the most votes, or tied for the most, is exiled (they leave together); then `resume`."""
    counts = Counter(votes)
    most = max(counts.values())
    chosen = [game.objects[c] for c in candidates if counts[c] == most and game.objects[c].zone == "battlefield"]
    game.leave_battlefield_together(chosen, "exile", "effect")
    game.proceed(resume)
