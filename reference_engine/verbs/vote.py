"""Voting (701.38): each player, starting with a named player and in turn order, votes for one of the listed
choices; "council's dilemma" then does each choice's effects once for each vote it got."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules

NO_ADDITIONAL_VOTE = "none"
"""The option of an additional vote a player may decline (701.38d)."""


@verb("vote", rules="701.38a, 701.38b, 701.38d, 608.2c", params={"choices": "vote_choices", "additional_vote": "flag?"})
def vote(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Starting with the effect's controller and in turn order, each player still in the game votes for one of the
    `choices` (a ``vote`` choice among their words, printed order); with `additional_vote`, the controller may vote
    an additional time, as they vote (701.38d: a second ``vote`` choice that also offers "none"). Then each choice's
    effects happen once for each vote it got, the choices in printed order."""
    pid = ctx["controller"]
    voters = [pid]
    while (nxt := game.next_player_after(voters[-1])) != pid:
        voters.append(nxt)
    ballots = [(p, False) for p in voters]
    if eff.get("additional_vote"):
        ballots.insert(1, (pid, True))
    return _ask_next(game, ctx, eff, ballots, [], resume)


def _ask_next(game: GameRules, ctx: JSON, eff: JSON, ballots: list[tuple[str, bool]], votes: list[str],
              resume: Done) -> bool:
    """Ask the next ballot's vote, or, with every vote cast, do the effects; True when waiting for a choice."""
    if not ballots:
        counted = [e for choice in eff["choices"] for _ in range(votes.count(choice["word"]))
                   for e in choice["effects"]]
        game.run_effects(ctx, counted, resume)
        return True  # run_effects resumes (at once, or after a choice of its effects)
    (voter, optional), rest = ballots[0], ballots[1:]
    words = [choice["word"] for choice in eff["choices"]] + ([NO_ADDITIONAL_VOTE] if optional else [])
    game.ask(voter, "vote", words, then(vote_cast, ctx, eff, rest, votes, resume), source=ctx.get("source"))
    return True


@continuation
def vote_cast(game: GameRules, ctx: JSON, eff: JSON, ballots: list[tuple[str, bool]], votes: list[str],
              resume: Done, word: str) -> None:
    """701.38a: the vote is counted (a declined additional vote is none), and the next player votes."""
    _ask_next(game, ctx, eff, ballots, votes + ([word] if word != NO_ADDITIONAL_VOTE else []), resume)
