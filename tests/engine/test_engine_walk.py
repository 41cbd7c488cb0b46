"""Random walks over random setups: every listed legal action is accepted, nothing raises, same seed same game,
and the caches never change an answer."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from strategies.random_setup import random_setup
from strategies.states import any_setup


def play(seed: int, steps: int = 60) -> list[dict]:
    rng = random.Random(seed)
    engine = ReferenceEngine()
    engine.setup(random_setup(rng))
    log = []
    for _ in range(steps):
        legal = engine.legal_actions()
        if not legal:
            break
        action = rng.choice(legal)
        result = engine.act(action)
        assert result["accepted"], (action, result["reason"])
        log.append(result)
    return log


def test_thousands_of_random_steps_are_all_accepted() -> None:
    total = sum(len(play(seed)) for seed in range(60))
    assert total >= 2000


def test_same_seed_same_game() -> None:
    assert play(7) == play(7)


class UncachedEngine(ReferenceEngine):
    """The same rules with the memo switched off: the oracle for every memoised value."""

    game_class = partial(Game, memoise=False)  # type: ignore[assignment]


def assert_same_answers(setup: dict, pick: Callable[[int], int], steps: int) -> int:
    """Walk the cached and the uncached engine side by side; returns the number of steps taken."""
    cached, plain = ReferenceEngine(), UncachedEngine()
    assert cached.setup(setup) == plain.setup(setup)
    viewers = [None] + [p["id"] for p in setup["players"]]
    for step in range(steps):
        legal = cached.legal_actions()
        assert legal == plain.legal_actions()
        if not legal:
            return step
        action = legal[pick(len(legal))]
        assert cached.act(action) == plain.act(action), action
        for viewer in viewers:
            assert cached.observe(viewer) == plain.observe(viewer), (action, viewer)
    return steps


@pytest.mark.slow
def test_caches_never_change_what_the_engine_says() -> None:
    """The memo (characteristics, descriptions, observations, skipped state-based checks) changes no answer."""
    total = 0
    for seed in range(40):
        rng = random.Random(seed)
        total += assert_same_answers(random_setup(rng), rng.randrange, 60)
    assert total >= 1500


@pytest.mark.slow
@settings(max_examples=25, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(setup=any_setup(), data=st.data())
def test_caches_never_change_what_the_engine_says_on_drawn_setups(setup: dict, data: st.DataObject) -> None:
    assert_same_answers(setup, lambda n: data.draw(st.integers(0, n - 1)), 25)
