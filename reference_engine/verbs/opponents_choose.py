"""A choice each opponent makes as an effect is applied (608.2d): "each opponent may <do something>. Each opponent who
doesn't <something else>", with the number who did counted for what follows (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("each_opponent_may", rules="608.2d, 101.4, 608.2c, 608.2h",
      params={"if_they_do": "effects", "if_they_dont": "effects?"})
def each_opponent_may(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Each opponent of the effect's controller, in turn order from the active player (101.4), chooses whether to do
    what `if_they_do` says (a ``may`` choice: "decline" or "accept"); then, in the same order, each who did does it and
    each who didn't does `if_they_dont`, each as the one doing it ("you" in those effects is that opponent). How many
    did is kept for the effects after it (``{"count": "opponents_who_did"}``)."""
    opponents = [p for p in game.apnap() if p in game.opponents(ctx["controller"])]
    return _ask_next(game, ctx, eff, opponents, [], resume)


def _ask_next(game: GameRules, ctx: JSON, eff: JSON, asking: list[str], answers: list[tuple[str, bool]],
              resume: Done) -> bool:
    if not asking:
        ctx["opponents_who_did"] = sum(1 for _, did in answers if did)
        runs = [({**ctx, "controller": p}, list(eff["if_they_do"] if did else eff.get("if_they_dont") or ()))
                for p, did in answers]
        run_for_each_opponent(game, runs, resume)
        return True
    game.ask(asking[0], "may", ["decline", "accept"], then(opponent_answered, ctx, eff, asking, answers, resume),
             source=ctx.get("source"))
    return True


@continuation
def opponent_answered(game: GameRules, ctx: JSON, eff: JSON, asking: list[str], answers: list[tuple[str, bool]],
                      resume: Done, answer: str) -> None:
    """608.2d: one opponent's answer is kept; the next opponent chooses."""
    _ask_next(game, ctx, eff, asking[1:], [*answers, (asking[0], answer == "accept")], resume)


@continuation
def run_for_each_opponent(game: GameRules, runs: list[tuple[JSON, list[JSON]]], resume: Done) -> None:
    """Each opponent's effects in turn (608.2c), then `resume`."""
    if not runs:
        game.proceed(resume)
        return
    (each_ctx, effects), rest = runs[0], runs[1:]
    game.run_effects(each_ctx, effects, then(run_for_each_opponent, rest, resume))
