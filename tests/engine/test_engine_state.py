"""The reference engine's game state is data: a game waiting for a choice can be copied and serialised, and
every copy goes on exactly as the original; derived values live in one memo with one switch; the revision
counter is per game."""

from __future__ import annotations

import copy
import pickle
import random
from typing import Any

import pytest

from reference_engine.game import Game
from reference_engine.rules import ACTION_KINDS
from reference_engine.state import CONTINUATIONS, GameState, Pending, Then
from strategies.random_setup import random_setup

CHOICE_KINDS = {"discard", "discover_cast", "targets", "ward_pay", "cascade_cast", "keep_role", "scry",
                "order_triggers", "card_name", "may"}
"""The kinds of pending choice the random walks below reach (each one resumes through a different
continuation)."""


def new_game(setup: dict[str, Any], **kw: Any) -> Game:
    game = Game(setup, **kw)
    game.settle()
    return game


def go_on(game: Game, seed: int, steps: int = 40) -> list[Any]:
    """Random legal actions from here (the same ones for equal games); every result and the final views."""
    rng = random.Random(seed)
    trace: list[Any] = []
    for _ in range(steps):
        legal = game.legal_actions()
        if not legal:
            break
        action = rng.choice(legal)
        trace.append((action, game.act(action)))
    trace += [game.observe(viewer) for viewer in (None, *(p.id for p in game.players))]
    return trace


def copies(game: Game) -> dict[str, Game]:
    """The game copied every way it can be: deep copy, pickle, and its plain state through pickle."""
    return {
        "deepcopy": copy.deepcopy(game),
        "pickle": pickle.loads(pickle.dumps(game)),
        "state": Game.from_state(pickle.loads(pickle.dumps(game.as_state()))),
    }


def games_waiting_for_a_choice() -> dict[str, Game]:
    """For each kind of choice, one game from random walks that waits for that choice. The walks stop once every
    kind is found; how many it takes grows with the pool (one card of it asks for a card name)."""
    found: dict[str, Game] = {}
    for seed in range(2000):
        rng = random.Random(seed)
        game = new_game(random_setup(rng))
        for _ in range(60):
            if game.pending is not None and game.pending.kind not in found:
                found[game.pending.kind] = copy.deepcopy(game)
                if found.keys() >= CHOICE_KINDS:
                    return found
            legal = game.legal_actions()
            if not legal:
                break
            game.act(rng.choice(legal))
    return found


@pytest.fixture(scope="module")
def waiting() -> dict[str, Game]:
    return games_waiting_for_a_choice()


def test_the_walks_reach_every_kind_of_choice(waiting: dict[str, Game]) -> None:
    assert waiting.keys() >= CHOICE_KINDS


@pytest.mark.parametrize("kind", sorted(CHOICE_KINDS))
def test_a_game_copied_in_the_middle_of_a_choice_goes_on_like_the_original(waiting: dict[str, Game],
                                                                            kind: str) -> None:
    game = waiting[kind]
    assert isinstance(game.pending, Pending) and isinstance(game.pending.then, Then)
    copied = copies(game)
    for seed in range(3):
        expected = go_on(copy.deepcopy(game), seed)
        assert len(expected) > 3
        for how, other in copied.items():
            assert go_on(copy.deepcopy(other), seed) == expected, (kind, how, seed)


def test_a_copy_is_independent_of_the_original(waiting: dict[str, Game]) -> None:
    game = waiting["targets"]
    clone = copy.deepcopy(game)
    before = clone.observe(None)
    go_on(game, 0)
    assert clone.observe(None) == before
    assert clone.clock is not game.clock and clone.clock.value < game.clock.value


def test_the_state_is_a_plain_dataclass_holding_the_whole_game(waiting: dict[str, Game]) -> None:
    game = waiting["order_triggers"]
    state = game.as_state()
    assert type(state) is GameState
    restored = Game.from_state(state)
    assert set(vars(restored)) == set(vars(game))  # nothing but the state and the memo
    assert go_on(restored, 1) == go_on(game, 1)


def test_a_continuation_is_one_of_a_closed_set_each_an_entry_of_the_rule_table() -> None:
    with pytest.raises(ValueError, match="not a continuation"):
        Then("no_such_rule")  # type: ignore[arg-type]  # the closed set rejects it statically too
    assert CONTINUATIONS and all(callable(Game.rules[name]) for name in CONTINUATIONS)


def test_each_action_kind_is_an_entry_of_the_rule_table() -> None:
    assert ACTION_KINDS and all(callable(Game.rules[kind]) for kind in ACTION_KINDS)


def test_the_memo_has_one_switch() -> None:
    setup = random_setup(random.Random(3))
    on, off = new_game(setup), new_game(setup, memoise=False)
    assert go_on(on, 5) == go_on(off, 5)
    assert on.memo.chars and on.memo.described and on.memo.zone_views
    memo = off.memo
    assert not (memo.chars or memo.own_chars or memo.described or memo.derived or memo.zone_views)
    assert memo.statics is None and memo.view_zones is None and memo.no_sba_at == -1


def test_the_revision_is_per_game() -> None:
    setup = random_setup(random.Random(4))
    one, other = new_game(setup), new_game(setup)
    assert one.clock.value == other.clock.value
    start = one.clock.value
    rng = random.Random(0)
    for _ in range(200):  # walk until something in the game changes (passing through empty steps may not)
        legal = one.legal_actions()
        if not legal or one.clock.value > start:
            break
        one.act(rng.choice(legal))
    assert one.clock.value > other.clock.value == new_game(setup).clock.value
