"""Shared helpers of the witchcraft bug reproductions: they import nothing but ``mtg`` (PyPI python-mtg==0.1.1).

A position is built the way witchcraft builds a game (its own card facts, from its card database), then each card
is put where the situation needs it; the game is driven with witchcraft's own moves (``Game.legal_moves`` and
``Game.push``). Exit codes of every script: 1 while witchcraft misbehaves, 0 once it behaves, 2 if the situation
can't be built.
"""

from __future__ import annotations

import contextlib
import io
import sys
from typing import Any

import mtg
from mtg import bridge_to_engine, driver
from mtg.engine import env

Zones = dict[str, list[str]]


def position(p1: Zones, p2: Zones, seed: int = 1) -> tuple[mtg.Game, dict[str, list[str]]]:
    """A game in p1's precombat main phase with each player's cards in the zones given
    (``{"hand": [...], "battlefield": [...], "library": [top first]}``); returns the game and
    ``{card name: [instance ids]}``."""
    decks = {"p1": [c for zone in p1.values() for c in zone], "p2": [c for zone in p2.values() for c in zone]}
    with contextlib.redirect_stdout(io.StringIO()):
        state = bridge_to_engine.make_deck_state(decks, seed=seed)
    slug_of = dict(state["instance_of"])
    owner = {c: p for (p, c) in state["printed_control"]}
    free: dict[tuple[str, str], list[str]] = {}
    for inst in sorted(slug_of):
        free.setdefault((owner[inst], slug_of[inst]), []).append(inst)
    ids: dict[str, list[str]] = {}
    hand, battlefield, library = set(), set(), set()
    order: dict[str, list[str]] = {"p1": [], "p2": []}
    for pid, zones in (("p1", p1), ("p2", p2)):
        for zone, names in zones.items():
            for name in names:
                inst = free[(pid, _slug(name))].pop(0)
                ids.setdefault(name, []).append(inst)
                if zone == "library":  # top first
                    library.add((pid, inst))
                    order[pid].append(inst)
                else:
                    (hand if zone == "hand" else battlefield).add((pid, inst) if zone == "hand" else (inst,))
    state.update({"in_hand": hand, "on_battlefield": battlefield, "in_library": library,
                  "_lib_order": order, "active_player": {("p1",)},
                  "current_step": {("precombat_main",)}, "_explicit_lands": True, "tapped": set(), "_sick": set()})
    with contextlib.redirect_stdout(io.StringIO()):
        env._develop_if_main(state)  # witchcraft's own entry into a main phase: p1's mana row is stocked
        driver._refresh_mana_pool(state, "p2")  # p2's row, as p2's own last turn leaves it (their untapped lands)
    return mtg.Game.from_state(state), ids


def _slug(name: str) -> str:
    from mtg._text import slug

    return slug(name)


def moves(game: mtg.Game, kind: str, card: str) -> list[Any]:
    """The legal moves of `kind` for the instance `card`."""
    return [m for m in game.legal_moves if m.raw[0] == kind and len(m.raw) > 2 and m.raw[2] == card]


def push(game: mtg.Game, move: Any) -> None:
    """witchcraft's own move (its narration silenced)."""
    with contextlib.redirect_stdout(io.StringIO()):
        game.push(move)


def verdict(broken: bool, what: str) -> None:
    """Print what happened and exit 1 while witchcraft misbehaves, 0 once it behaves."""
    print(("BROKEN: " if broken else "OK: ") + what)
    sys.exit(1 if broken else 0)


def cannot_build(why: str) -> None:
    print(f"can't build the situation: {why}")
    sys.exit(2)
