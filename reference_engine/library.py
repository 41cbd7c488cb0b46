"""Library actions beyond drawing and scrying (401, 701): surveil, and a card picked from among cards an effect
names (looked at, milled, in hand) to be put into a zone (608.2d).

Rules over the game like the other sections' modules (functions taking a `GameRules`), bound in `Game` and
declared in interface.py.
"""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import Zone

from .interface import GameRules
from .objects import GameObject, natural_key
from .state import Done, Then


def surveil(game: GameRules, pid: str, n: int, resume: Done) -> bool:
    """701.25a: the player looks at the top N cards of their library and puts any number of them into their
    graveyard, the rest back on top: asked card by card, from the top (a ``surveil`` choice, ``["top",
    "graveyard"]``); the cards kept stay in their order. True when it waits for an answer (then `resume`)."""
    looked_at = game.library(pid)[:max(n, 0)]
    return game.surveil_next(pid, looked_at, resume)


def surveil_next(game: GameRules, pid: str, looked_at: list[str], resume: Done) -> bool:
    """Ask where the next card looked at goes; False when none is left."""
    if not looked_at:
        return False
    game.ask(pid, "surveil", ["top", "graveyard"], Then("surveil_chosen", (pid, looked_at, resume)),
             card=looked_at[0])
    return True  # the answer resumes the effects, at once when there is a single option


def surveil_chosen(game: GameRules, pid: str, looked_at: list[str], resume: Done, where: str) -> None:
    """701.25a: the card goes into its owner's graveyard or stays on top; then the next card looked at."""
    if where == "graveyard":
        game.move(game.objects[looked_at[0]], "graveyard", "surveil")
    if not game.surveil_next(pid, looked_at[1:], resume):
        game.proceed(resume)


# ----- a card picked from among cards an effect names (608.2d) ---------------------------------------------


def has_quality(game: GameRules, obj: GameObject, flt: JSON) -> bool:
    """A card with the quality an effect names: one of the card types `types_any` or one of the subtypes
    `subtypes_any` ("an instant, sorcery, or Faerie card"), or an Adventure (`has_adventure`); no quality: any."""
    c = game.chars(obj)
    kinds = [bool(set(flt.get("types_any") or ()) & set(c.types)),
             bool(set(flt.get("subtypes_any") or ()) & set(c.subtypes))]
    if "has_adventure" in flt:
        kinds.append(c.has_adventure == flt["has_adventure"])
    return not flt or any(kinds)


def pick_card(game: GameRules, pid: str, among: list[str], to: str, rest: list[str], rest_to: Zone | None,
              optional: bool, resume: Done) -> bool:
    """608.2d: the player picks one card of `among` (a ``pick_card`` choice: its card ids, and ``none`` when the
    effect says "you may"); it goes to `to` ("hand", or "battlefield": put there, 603.6a), and the cards of `rest`
    but the picked one to `rest_to`. True when it waits (then `resume`)."""
    options: list[str] = sorted(among, key=natural_key) + (["none"] if optional else [])
    if not options:  # nothing to pick: the rest still goes where the effect says
        for cid in rest:
            if rest_to is not None:
                game.move(game.objects[cid], rest_to, "effect")
        return False
    game.ask(pid, "pick_card", options, Then("card_picked", (pid, to, rest, rest_to, resume)))
    return True  # the answer resumes the effects, at once when there is a single option


def card_picked(game: GameRules, pid: str, to: str, rest: list[str], rest_to: Zone | None, resume: Done,
                picked: str) -> None:
    """The picked card goes where the effect says; then the rest (401.4: cards put into a graveyard together go in
    the order their owner chooses, here the order they were in), then `resume`."""
    if picked != "none":
        obj = game.objects[picked]
        if to == "battlefield":
            game.put_onto_battlefield(obj, pid)
        else:
            game.move(obj, "hand", "effect")
    for cid in rest:
        if cid != picked and rest_to is not None:
            game.move(game.objects[cid], rest_to, "effect")
    game.proceed(resume)


def look_and_take(game: GameRules, pid: str, n: int, rest_to: Zone, resume: Done) -> bool:
    """The player looks at the top N cards of their library, puts one of them into their hand and the others into
    `rest_to` (608.2d). True when it waits."""
    looked_at = game.library(pid)[:max(n, 0)]
    return game.pick_card(pid, looked_at, "hand", looked_at, rest_to, False, resume)


def mill_and_take(game: GameRules, pid: str, n: int, flt: JSON, take_all: bool, resume: Done,
                  to: str = "hand") -> bool:
    """701.17a: the player mills N cards; then one card (or, `take_all`, every card) with the quality `flt` from
    among the milled cards still in their graveyard (400.7, 701.17c) goes to their hand, or onto the battlefield
    under their control (`to`, 603.6a). True when it waits."""
    milled = []
    for _ in range(max(n, 0)):
        library = game.library(pid)
        if not library:
            break
        milled.append(game.move(game.objects[library[0]], "graveyard", "mill"))
    found = [o.id for o in milled if game.objects.get(o.id) is o and game.has_quality(o, flt)]
    if take_all:
        for cid in found:
            game.move(game.objects[cid], "hand", "effect")
        return False
    return game.pick_card(pid, found, to, [], None, False, resume)


def put_from_hand(game: GameRules, pid: str, flt: JSON, resume: Done) -> bool:
    """The player may put a card with the quality `flt` from their hand onto the battlefield (608.2d, 603.6a: it
    isn't cast). True when it waits."""
    found = [cid for cid in game.zones[(pid, "hand")] if game.has_quality(game.objects[cid], flt)]
    return game.pick_card(pid, found, "battlefield", [], None, True, resume)
