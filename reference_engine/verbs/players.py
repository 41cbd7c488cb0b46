"""Verbs that act on players: cards drawn and discarded, life, mana, scry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..state import Then
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("draw", rules="121.1, 121.2", params={"n": "amount"})
def draw(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller draws N cards, one at a time (a card revealed as it is drawn waits for that choice, 701.20a)."""
    return game.draw_then([(ctx["controller"], game.amount(ctx, eff["n"]))], resume)


@verb("each_player_draws", rules="121.1, 101.4", params={"n": "amount"})
def each_player_draws(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Each player draws N cards, in APNAP order (101.4)."""
    n = game.amount(ctx, eff["n"])
    return game.draw_then([(pid, n) for pid in game.apnap()], resume)


@verb("each_reveals_top", rules="701.20a, 701.20b, 101.4, 608.2h")
def each_reveals_top(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Each player reveals the top card of their library (it stays there, 701.20b), in APNAP order; the same effects
    may count the cards revealed this way with ``{"count": "revealed", "not_types"?: [...]}``."""
    revealed: list[list[str]] = []
    for pid in game.apnap():
        library = game.library(pid)
        if library:
            top = game.objects[library[0]]
            game.reveal(top, "all")
            revealed.append(sorted(game.chars(top).types))
    ctx["revealed_types"] = [*ctx.get("revealed_types", []), *revealed]


@verb("discard", rules="701.9a, 608.2c", params={"n": "amount", "if_you_do": "effects?"})
def discard(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller discards N cards of their choice; the effects `if_you_do` follow only if a card was discarded
    (608.2c: an empty hand discards nothing)."""
    follow = eff.get("if_you_do")
    then = Then("run_effects", (ctx, list(follow), resume)) if follow else resume
    return game.discard(ctx["controller"], game.amount(ctx, eff["n"]), then)


@verb("gain_life", rules="119.3", params={"n": "amount"})
def gain_life(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller gains N life."""
    game.change_life(ctx["controller"], game.amount(ctx, eff["n"]))


@verb("opponents_lose_life", rules="119.3", params={"n": "amount"})
def opponents_lose_life(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Each opponent of its controller loses N life."""
    for opp in game.opponents(ctx["controller"]):
        game.change_life(opp, -game.amount(ctx, eff["n"]))


@verb("scry", rules="701.22a", params={"n": "amount"})
def scry(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller looks at the top N cards and puts each on the top or the bottom."""
    return game.scry(ctx["controller"], game.amount(ctx, eff["n"]), resume)


@verb("add_mana", rules="106.4, 605.3b, 500.4", params={"mana": "mana", "n": "amount?", "until": "mana_duration?"})
def add_mana(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """A mana ability adds N mana (one if not said) of a kind, or of the color named as it was activated (106.1b);
    with `until`, its controller doesn't lose that mana as steps and phases end until then (702.189a)."""
    mana = ctx.get("chosen_mana") if eff["mana"] == "any" else eff["mana"]
    if mana is None:
        raise ValueError("a mana ability that adds any color needs the chosen color")
    for _ in range(game.amount(ctx, eff.get("n", 1))):
        game.player(ctx["controller"]).add_mana(mana, kept_until=eff.get("until"))
        game.emit({"type": "mana_added", "player": ctx["controller"], "mana": mana})


@verb("get_emblem", rules="114.1, 114.2, 114.4, 402.2", params={"emblem": "emblem"})
def get_emblem(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller gets an emblem (an object in the command zone, 114.1) whose static ability works from there
    (114.4): ``no_max_hand_size``, "you have no maximum hand size" (402.2, checked in the cleanup step, 514.1)."""
    player = game.player(ctx["controller"])
    player.emblems = (*player.emblems, eff["emblem"])
