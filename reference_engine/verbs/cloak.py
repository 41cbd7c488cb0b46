"""Verbs cloaking cards other than the top card of a library (701.58a): chosen from among cards looked at, or from
a hand; and the cloak that an Equipment then attaches itself to (701.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..conditions import spell_matches
from ..objects import natural_key
from . import Done, continuation, then, verb
from .choices import pick_any_number

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("cloak_looked_at", rules="701.58a, 701.58e, 608.2d, 401.4", params={"n": "amount", "cloak": "amount"})
def cloak_looked_at(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller looks at the top N cards of their library, cloaks `cloak` of them (chosen one at a time) and
    puts the rest on the bottom of their library in a random order."""
    pid = ctx["controller"]
    looked_at = game.library(pid)[:max(game.amount(ctx, eff["n"]), 0)]
    return game.cloak_chosen(pid, looked_at, game.amount(ctx, eff["cloak"]), True, resume)


@verb("cloak_from_hand", rules="701.58a, 608.2d")
def cloak_from_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller cloaks a card of their choice from their hand (nothing if the hand is empty)."""
    pid = ctx["controller"]
    return game.cloak_chosen(pid, list(game.zones[(pid, "hand")]), 1, False, resume)


@verb("cloak_and_attach_source", rules="701.58a, 701.3a, 301.5c")
def cloak_and_attach_source(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller cloaks the top card of their library, then the source (an Equipment) is attached to the
    cloaked permanent, if both are on the battlefield (701.3a)."""
    pid = ctx["controller"]
    library = game.library(pid)
    cloaked = game.cloak_card(pid, game.objects[library[0]]) if library else None
    source = game.effect_object(ctx, "self")
    if cloaked is not None and source is not None and source.zone == "battlefield":
        game.attach(source, cloaked)


@verb("cloak_with_top_cards", rules="701.58a, 701.58e, 701.13a, 406.3, 701.24a",
      params={"target": "object", "n": "amount", "tapped": "flag?"})
def cloak_with_top_cards(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the permanent and the top N cards of its controller's library in a face-down pile (406.3), shuffle
    that pile, then its controller cloaks those cards one at a time (701.58e), tapped if `tapped`."""
    pid = ctx["controller"]
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    pile = [game.exile_object(obj)]
    for cid in game.library(pid)[:max(game.amount(ctx, eff["n"]), 0)]:
        pile.append(game.move(game.objects[cid], "exile", "effect", revealed_in_exile=False))
    game.rng.shuffle(pile)  # "shuffle that pile": the order they are cloaked in is random
    for card in pile:
        if not card.token and game.objects.get(card.id) is card:  # a token exiled ceases to exist (111.7)
            game.cloak_card(pid, card, tapped=bool(eff.get("tapped")))


@verb("exile_targets_then_their_controllers_cloak", rules="701.13a, 701.58a, 608.2c, 101.4")
def exile_targets_then_their_controllers_cloak(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile every target still on the battlefield, at once; then, for each permanent exiled this way (a token
    too: it was exiled before it ceased to exist, 111.7), the player who controlled it cloaks the top card of their
    library, in turn order from the active player (101.4); a player whose library is empty cloaks nothing."""
    leaving = [obj for tid in ctx["targets"] if tid is not None
               and (obj := game.objects.get(tid)) is not None and obj.zone == "battlefield"]
    controllers = [obj.controller for obj in leaving]
    game.leave_battlefield_together(leaving, "exile", "effect")
    for pid in game.apnap():
        for _ in range(controllers.count(pid)):
            library = game.library(pid)
            if library:
                game.cloak_card(pid, game.objects[library[0]])


@verb("exile_chosen_then_cloak", rules="701.58a, 701.58e, 406.3, 608.2d", params={"filter": "filter"})
def exile_chosen_then_cloak(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses any number of the face-up creatures they control that `filter` picks (one ``pick_card``
    choice at a time, ``none`` to stop), exiles them in a face-down pile (406.3), shuffles that pile, then cloaks
    them one at a time (701.58e)."""
    pid, flt = ctx["controller"], eff["filter"]
    creatures = sorted((o.id for o in game.battlefield_objects() if o.controller == pid and not o.face_down
                        and "Creature" in game.chars(o).types and spell_matches(game.chars(o), flt)), key=natural_key)
    return pick_any_number(game, pid, creatures, then(exile_pile_and_cloak, pid), resume)


@continuation
def exile_pile_and_cloak(game: GameRules, pid: str, chosen: list[str]) -> None:
    """406.3, 701.58e: the chosen permanents are exiled together face down, the pile shuffled, then each card
    cloaked in turn (a token ceases to exist in exile, 111.7)."""
    leaving = [game.objects[cid] for cid in chosen]
    game.leave_battlefield_together(leaving, "exile", "effect")
    pile = [new for obj in leaving if not obj.token and (new := game.objects.get(obj.id)) is not None
            and new.zone == "exile"]
    for card in pile:
        card.revealed_in_exile = False
    game.rng.shuffle(pile)
    for card in pile:
        game.cloak_card(pid, card)
