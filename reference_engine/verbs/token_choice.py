"""Creating tokens chosen by their controller: one of a kind among several the effect names (111.10, 608.2d), and a
copy of a creature token they control (populate, 701.36)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
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


@verb("populate", rules="701.36a, 701.36b, 707.2", params={})
def populate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a creature token they control (a ``pick_card`` choice among their ids) and creates a
    token that's a copy of it; with no creature token, nothing happens (701.36b)."""
    pid = ctx["controller"]
    tokens = sorted((o.id for o in game.battlefield_objects()
                     if o.token and o.controller == pid and "Creature" in game.chars(o).types), key=natural_key)
    if not tokens:
        return False
    game.ask(pid, "pick_card", tokens, then(populate_chosen, pid, resume), source=ctx.get("source"))
    return True  # the answer resumes the effects


@continuation
def populate_chosen(game: GameRules, pid: str, resume: Done, chosen: str) -> None:
    """701.36a: the copy of the chosen token (its copiable values, 707.2), created under its controller; then
    `resume`. A token that left the battlefield meanwhile is copied as it last existed there (707.4: none can
    here, the choice being made as the effect is applied)."""
    game.create_token_copy(pid, game.objects[chosen])
    game.proceed(resume)
