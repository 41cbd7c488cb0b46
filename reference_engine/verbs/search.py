"""Verbs searching a library (701.23) for a card with a stated quality, then shuffling it (701.24a), and shuffling
a permanent into its owner's library, who then discovers or investigates."""

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


def shuffle_into_owners_library(game: GameRules, ctx: JSON, eff: JSON) -> str | None:
    """401.1, 701.24a: the target permanent's owner shuffles it into their library; that player (None when the
    permanent is gone). A token goes to the library only to cease to exist there (111.8, 704.5d): it is kept out of
    the shuffled order, under the cards."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return None
    owner = obj.owner
    new = game.move(obj, "library", "effect", position="bottom")
    game.trigger_leaves_battlefield(obj, new)
    library = game.library(owner)
    cards = [cid for cid in library if not game.objects[cid].token]
    game.rng.shuffle(cards)  # 701.24a
    library[:] = cards + [cid for cid in library if game.objects[cid].token]
    return owner


@verb("target_player_may_search_named", rules="702.124j, 701.23a, 701.23b, 701.24a",
      params={"target": "target", "name": "card_name"})
def target_player_may_search_named(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """The target player may put a card with that name from their library into their hand, then shuffles (the
    triggered ability of "partner with [name]", 702.124j): a search offering ``none`` too (701.23b)."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is None or not any(p.id == tid for p in game.players):
        return None
    return game.search_library(tid, {"name": eff["name"]}, ["hand"], False, False, resume)


@verb("shuffle_into_library_then_discover", rules="401.1, 701.24a, 111.8, 608.2h, 701.57a",
      params={"target": "object"})
def shuffle_into_library_then_discover(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """The permanent's owner shuffles it into their library; then that player discovers X, X being its mana value as
    it last existed on the battlefield (608.2h)."""
    obj = game.effect_object(ctx, eff["target"])
    mana_value = game.chars(obj).mana_value if obj is not None and obj.zone == "battlefield" else 0
    owner = shuffle_into_owners_library(game, ctx, eff)
    return owner is not None and game.discover(owner, mana_value, resume, ctx)


@verb("shuffle_into_library_then_investigate", rules="401.1, 701.24a, 111.8, 701.16a", params={"target": "object"})
def shuffle_into_library_then_investigate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The permanent's owner shuffles it into their library, then that player (not the effect's controller)
    investigates: the Clue is theirs (701.16a)."""
    owner = shuffle_into_owners_library(game, ctx, eff)
    if owner is not None:
        game.create_tokens(owner, "Clue", 1)
        game.investigated(owner)
