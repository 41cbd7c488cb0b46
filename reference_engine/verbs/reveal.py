"""Verbs that reveal the top cards of a library (701.20a): "reveal the top card of your library; if it's <a kind>,
put it into your hand; otherwise, you may put it into your graveyard"; explore (701.44a), which does the same with a
land card and a +1/+1 counter on the exploring permanent; and revealing the top N cards of a player's library, the
effect's controller putting one onto the battlefield and the rest going to the bottom in a random order (401.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..conditions import spell_matches
from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules
    from ..objects import GameObject


def reveal_and_sort(game: GameRules, pid: str, flt: JSON, explorer: GameObject | None, resume: Done) -> bool | None:
    """701.20a: `pid` reveals the top card of their library (it stays there, 701.20b); one the filter picks goes to
    their hand; otherwise `explorer` (if any) gets a +1/+1 counter (701.44a) and they may put the card into their
    graveyard (608.2d: a ``may`` choice). True when it waits."""
    library = game.library(pid)
    top = game.objects[library[0]] if library else None
    if top is not None:
        game.reveal(top, "all")
    if top is not None and spell_matches(game.chars(top), flt):
        game.move(top, "hand", "effect")
        return None
    if explorer is not None and explorer.zone == "battlefield":
        game.put_counters(explorer, "+1/+1", 1, pid)
    if top is None:
        return None
    game.ask(pid, "may", ["decline", "accept"], then(revealed_card_binned, top.id, top.serial, resume),
             card=top.id)
    return True


@continuation
def revealed_card_binned(game: GameRules, cid: str, serial: int, resume: Done, answer: str) -> None:
    """The player chose whether the revealed card goes into their graveyard (it does only if it is still that card on
    top of their library, 400.7)."""
    card = game.objects.get(cid)
    if answer == "accept" and card is not None and card.serial == serial and card.zone == "library":
        game.move(card, "graveyard", "effect")
    game.proceed(resume)


@verb("reveal_top_take", rules="701.20a, 701.20b, 608.2d", params={"filter": "filter"})
def reveal_top_take(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Its controller reveals the top card of their library: one with the quality `filter` (``types``, ``mv_max``)
    goes into their hand; otherwise they may put it into their graveyard."""
    return reveal_and_sort(game, ctx["controller"], eff["filter"], None, resume)


@verb("explore", rules="701.44a, 701.44b", params={"target": "object"})
def explore(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """The permanent explores: its controller reveals the top card of their library; a land card goes into their
    hand; otherwise the permanent gets a +1/+1 counter and they may put the card into their graveyard."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return None
    return reveal_and_sort(game, obj.controller, {"types": ["Land"]}, obj, resume)


@verb("reveal_top_put_one", rules="701.20a, 608.2d, 110.2a, 401.4",
      params={"target": "target", "n": "amount", "filter": "filter"})
def reveal_top_put_one(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """The target player reveals the top N cards of their library; the effect's controller may put one with the
    quality `filter` (one of ``types_any``, none of ``not_types``, mana value at most ``mv_max``, an amount such as
    ``"X"``) onto the battlefield under their control (a ``pick_card`` choice with ``none``); that player puts the
    rest on the bottom of their library in a random order. True when it waits for the choice."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is None or not any(p.id == tid for p in game.players):
        return False
    revealed = list(game.library(tid)[:max(game.amount(ctx, eff["n"]), 0)])
    for cid in revealed:
        game.reveal(game.objects[cid], "all")
    flt = eff["filter"]
    most = game.amount(ctx, flt["mv_max"]) if "mv_max" in flt else None

    def fits(cid: str) -> bool:
        c = game.chars(game.objects[cid])
        return (not flt.get("types_any") or any(t in c.types for t in flt["types_any"])) and \
            not any(t in c.types for t in flt.get("not_types") or ()) and (most is None or c.mana_value <= most)

    found = sorted((cid for cid in revealed if fits(cid)), key=natural_key)
    if not found:
        revealed_card_picked(game, ctx["controller"], tid, revealed, None, "none")
        return False
    game.ask(ctx["controller"], "pick_card", [*found, "none"],
             then(revealed_card_picked, ctx["controller"], tid, revealed, resume), source=ctx.get("source"))
    return True


@continuation
def revealed_card_picked(game: GameRules, pid: str, owner: str, revealed: list[str], resume: Done,
                         picked: str) -> None:
    """The picked card (unless ``none``) enters under `pid`'s control (110.2a); `owner` puts the other revealed cards
    still in their library on its bottom in a random order (401.4); then `resume`."""
    if picked != "none":
        game.put_onto_battlefield(game.objects[picked], pid)
    rest = [cid for cid in revealed if cid != picked and game.objects[cid].zone == "library"]
    game.rng.shuffle(rest)  # 401.4: "in a random order"
    for cid in rest:
        game.move(game.objects[cid], "library", "effect", position="bottom")
    game.proceed(resume)
