"""Verbs built on a choice or on cards leaving the library: naming a card, choosing a creature as an effect is
applied, discover, impulse draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..creature_types import CREATURE_TYPES
from ..objects import natural_key
from ..state import Then
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


def pick_any_number(game: GameRules, pid: str, options: list[str], finish: Then, resume: Done,
                    chosen: list[str] | None = None) -> bool:
    """608.2d: `pid` picks any number of `options` (none included), one ``pick_card`` choice at a time with ``none``
    to stop; then the continuation `finish` runs with the list picked (its last argument) and `resume` follows. True
    when a choice waits; with nothing (more) to pick, `finish` runs at once and it returns False."""
    chosen = chosen or []
    left = [o for o in options if o not in chosen]
    if not left:
        game.proceed(finish, chosen)
        return False
    game.ask(pid, "pick_card", [*left, "none"], then(any_number_picked, pid, options, chosen, finish, resume))
    return True


@continuation
def any_number_picked(game: GameRules, pid: str, options: list[str], chosen: list[str], finish: Then, resume: Done,
                      picked: str) -> None:
    """One more of the options picked, or ``none``: `finish` runs with those picked, and the effect goes on."""
    if picked == "none":
        game.proceed(finish, chosen)
    elif pick_any_number(game, pid, options, finish, resume, [*chosen, picked]):
        return
    game.proceed(resume)


@verb("choose_card_name", rules="201.4, 715.5", params={"filter": "name_filter?"})
def choose_card_name(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a card name (any face's own name); the source remembers it."""
    return game.choose_card_name(ctx["controller"], ctx, eff.get("filter"), resume)


@verb("choose_creature", rules="608.2d, 115.10, 613.7e", params={"filter": "filter?", "then": "effects"})
def choose_creature(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a creature they control (one `filter` picks) as the effect is applied, untargeted
    (115.10: hexproof doesn't stop it), a ``pick_card`` choice; then the effects `then` happen at once (613.7e: the
    tokens they create arrive together), "that" naming the chosen creature (none to choose: "that" names
    nothing, so a Role for it isn't created, 303.7b)."""
    pid = ctx["controller"]
    among = sorted((o.id for o in game.creatures_matching(pid, {**(eff.get("filter") or {}), "controller": "you"})),
                   key=natural_key)
    if not among:
        creature_chosen(game, ctx, eff, resume, "none")
        return True
    game.ask(pid, "pick_card", among, then(creature_chosen, ctx, eff, resume), source=ctx.get("source"))
    return True


@continuation
def creature_chosen(game: GameRules, ctx: JSON, eff: JSON, resume: Done, picked: str) -> None:
    """608.2d: the chosen creature is "that" for the effects that follow, all performed at once (613.7e)."""
    chosen = game.objects.get(picked)
    named = {"card": chosen.id, "card_serial": chosen.serial} if chosen is not None else {"card": None}
    with game.simultaneously():
        game.run_effects({**ctx, "extra": {**(ctx.get("extra") or {}), **named}}, list(eff["then"]), resume)


@verb("choose_creature_type", rules="614.12, 205.3m")
def choose_creature_type(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """As the permanent enters, its controller chooses a creature type (a ``creature_type`` choice among every one,
    205.3m); the permanent remembers it (``chosen_type``) for as long as it is that object (400.7)."""
    game.ask(ctx["controller"], "creature_type", sorted(CREATURE_TYPES), then(creature_type_chosen, ctx, resume),
             source=ctx.get("source"))
    return True  # the answer resumes the effects


@continuation
def creature_type_chosen(game: GameRules, ctx: JSON, resume: Done, chosen: str) -> None:
    """The entering permanent remembers the chosen type; then `resume`."""
    src = game.effect_object(ctx, "self")
    if src is not None:
        src.chosen_type = chosen
        game.invalidate()  # the creatures its static ability picks change (613.4c)
    game.proceed(resume)


@verb("discover", rules="701.57a", params={"n": "amount"})
def discover(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller discovers N."""
    return game.discover(ctx["controller"], game.amount(ctx, eff["n"]), resume, ctx)


@verb("exile_face_down_may_play", rules="406.3, 406.3a, 701.13a, 601.2", params={"target": "target", "n": "amount"})
def exile_face_down_may_play(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the top N cards of the target player's library face down; its controller may look at and play them for
    as long as they remain exiled."""
    owner = game.effect_target_id(ctx, eff["target"])
    if owner is not None:
        game.exile_face_down_may_play(ctx["controller"], owner, game.amount(ctx, eff["n"]))


@verb("impulse", rules="701.13a, 601.2, 611.2b", params={"n": "amount", "until": "duration?"})
def impulse(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller exiles the top N cards of their library and may play them until end of turn (or until
    their next end step)."""
    game.exile_top_may_play(ctx["controller"], game.amount(ctx, eff["n"]), eff.get("until", "end_of_turn"))
