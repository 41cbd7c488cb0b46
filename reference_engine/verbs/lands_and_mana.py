"""Verbs about land plays and mana beyond a mana ability's own: an additional land play this turn (305.2a), mana of a
color chosen as a spell resolves (106.1b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..mana import COLORS
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("additional_land_play", rules="305.2, 305.2a")
def additional_land_play(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller may play an additional land this turn."""
    game.grant_additional_land_play(ctx["controller"])


@verb("next_spell_costs_less", rules="601.2f, 611.2a", params={"filter": "filter", "n": "amount"})
def next_spell_costs_less(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """"The next Dragon spell you cast costs {2} less to cast": the next spell its controller casts that `filter`
    picks (``subtypes_any``, ``types``, ...) costs N generic mana less (601.2f); the effect lasts until such a spell
    is cast, in this turn or a later one (casting.use_next_spell_reductions)."""
    reduction = (ctx["controller"], dict(eff["filter"]), game.amount(ctx, eff["n"]))
    game.next_spell_reductions = (*game.next_spell_reductions, reduction)
    game.touch()


@verb("add_mana_of_a_chosen_color", rules="106.1b, 106.4, 608.2d, 500.4", params={"n": "amount?",
                                                                                 "until": "mana_duration?"})
def add_mana_of_a_chosen_color(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a color as the effect is applied (a `mana_color` choice) and adds N mana of that color
    (one if not said); with `until`, its controller doesn't lose that mana as steps and phases end until then."""
    n = game.amount(ctx, eff.get("n", 1))
    game.ask(ctx["controller"], "mana_color", list(COLORS), then(mana_color_chosen, ctx, n, resume, eff.get("until")))
    return True  # the answer resumes the effects


@continuation
def mana_color_chosen(game: GameRules, ctx: JSON, n: int, resume: Done, kept_until: str | None, color: str) -> None:
    """106.4: the mana goes to the player's mana pool (kept as steps end until `kept_until`, 500.4)."""
    for _ in range(n):
        game.player(ctx["controller"]).add_mana(color, kept_until=kept_until)
        game.emit({"type": "mana_added", "player": ctx["controller"], "mana": color})
    game.proceed(resume)
