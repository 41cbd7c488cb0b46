"""A keyword ability chosen as the effect resolves: "this gains your choice of vigilance, lifelink, or hexproof
until end of turn" (608.2d: the choice is made as the effect is applied; 611.2, 613.1f: the grant lasts until end
of turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("grant_one_of", rules="608.2d, 611.2, 613.1f", params={"target": "object", "keywords": "keywords"})
def grant_one_of(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """The object gains one keyword ability of `keywords`, its controller's choice made as this resolves (a
    ``keyword`` choice among them, in printed order), until end of turn; nothing is asked once the object is
    gone."""
    if game.effect_object(ctx, eff["target"]) is None:
        return False
    game.ask(ctx["controller"], "keyword", list(eff["keywords"]), then(keyword_chosen, ctx, eff, resume),
             source=ctx.get("source"))
    return True  # the answer resumes the effects


@continuation
def keyword_chosen(game: GameRules, ctx: JSON, eff: JSON, resume: Done, keyword: str) -> None:
    """608.2d, 611.2: the chosen keyword is granted until end of turn (to the object if it is still there)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        game.add_until_end_of_turn(obj, "grant", {"keywords": [keyword]})
    game.proceed(resume)
