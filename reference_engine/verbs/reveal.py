"""Verbs that reveal the top cards of a player's library (701.20a) and let the effect's controller put one of them
onto the battlefield, the rest going to the bottom of that library in a random order (401.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


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
