"""Verbs searching a library (701.23) for a card with a stated quality, then shuffling it (701.24a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("search_library", rules="701.23a, 701.23b, 701.23e, 701.20a, 701.24a, 603.6a",
      params={"filter": "filter", "to": "zone", "tapped": "flag?", "reveal": "flag?", "second_to": "zone?"})
def search_library(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller searches their library for a card `filter` picks (`types`, `supertypes`, `subtypes_any`),
    reveals it if `reveal`, puts it into `to` (tapped onto the battlefield if `tapped`), then shuffles. With
    `second_to`, up to two cards: the second one found goes there (701.23h: one search)."""
    zones = [eff["to"], *([eff["second_to"]] if "second_to" in eff else [])]
    return game.search_library(ctx["controller"], eff["filter"], zones, bool(eff.get("tapped")),
                               bool(eff.get("reveal")), resume)
