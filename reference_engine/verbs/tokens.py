"""Verbs that create tokens: named token kinds, Clues, Roles and copies of permanents."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("create_token", rules="111.1, 111.10, 701.7a", params={"token": "token", "n": "amount?", "tapped": "flag?"})
def create_token(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller creates N tokens of a kind the pool defines (a Treasure, a Food, ...), tapped if `tapped`."""
    game.create_tokens(ctx["controller"], eff["token"], game.amount(ctx, eff.get("n", 1)),
                       tapped=bool(eff.get("tapped")))


@verb("investigate", rules="701.16a, 111.10f", params={"n": "amount?"})
def investigate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller creates a Clue token, N times."""
    for _ in range(game.amount(ctx, eff.get("n", 1))):
        game.create_tokens(ctx["controller"], "Clue", 1)
        game.investigated(ctx["controller"])


@verb("create_role", rules="303.7, 111.10j-r, 115.10", params={"role": "role", "attach": "attach", "filter": "filter?"})
def create_role(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Create a Role token attached to an object; with ``attach: "each"``, one on each creature `filter` picks."""
    pid = ctx["controller"]
    if eff["attach"] == "each":  # not targeted (115.10): one Role on each creature that matches
        for host in game.creatures_matching(pid, eff.get("filter") or {}):
            game.create_role(pid, eff["role"], host)
    else:
        game.create_role(pid, eff["role"], game.effect_object(ctx, eff["attach"]))


@verb("create_roles", rules="303.7, 111.10j-r, 613.7j", params={"roles": "roles", "attach": "object"})
def create_roles(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Create several Role tokens at the same time, all attached to one object (a tie for 704.5y)."""
    host = game.effect_object(ctx, eff["attach"])
    with game.simultaneously():
        for kind in eff["roles"]:
            game.create_role(ctx["controller"], kind, host)


@verb("token_copy", rules="707.2, 111.1", params={"target": "object"})
def token_copy(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller creates a token that's a copy of the object (its copiable values)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        game.create_token_copy(ctx["controller"], obj)
