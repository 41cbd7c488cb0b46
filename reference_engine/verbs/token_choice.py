"""Creating a token of a kind its controller chooses among several the effect names (111.10, 608.2d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("create_token_of_choice", rules="111.10, 608.2d, 701.7a", params={"tokens": "tokens"})
def create_token_of_choice(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses one of the token kinds `tokens` (a ``token_kind`` choice, as the effect is applied)
    and creates one token of that kind."""
    game.ask(ctx["controller"], "token_kind", list(eff["tokens"]), then(token_kind_chosen, ctx, resume),
             source=ctx.get("source"))
    return True  # the answer resumes the effects


@continuation
def token_kind_chosen(game: GameRules, ctx: JSON, resume: Done, kind: str) -> None:
    """608.2d: the chosen kind's token is created under the effect's controller (creating a Clue this way is not
    investigating, 701.16a); then `resume`."""
    game.create_tokens(ctx["controller"], kind, 1)
    game.proceed(resume)
