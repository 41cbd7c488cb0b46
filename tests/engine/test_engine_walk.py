"""Random walks over random setups: every listed legal action is accepted, nothing raises, same seed same game,
and the caches never change an answer."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import TypeVar

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine import layers
from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from reference_engine.objects import Characteristics, GameObject
from strategies.random_setup import random_setup
from strategies.states import any_setup

T = TypeVar("T")


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


class UncachedGame(Game):
    """The same rules with every cache of derived state turned off: the oracle for the caches."""

    @property
    def _no_sba_at(self) -> int:  # state-based actions are checked every time
        return -1

    @_no_sba_at.setter
    def _no_sba_at(self, _value: int) -> None:
        pass

    def chars(self, obj: GameObject) -> Characteristics:
        return layers.compute(self, obj)

    def static_abilities(self) -> list:
        self._statics = None
        return super().static_abilities()

    def describe(self, obj: GameObject, position: int, viewer: str | None) -> dict:
        return self._describe(obj, position, viewer, self.may_see(obj, viewer))

    def zone_view(self, name: str, ids: list[str], viewer: str | None) -> list[dict]:
        self._zone_views.clear()
        return super().zone_view(name, ids, viewer)

    def while_unchanged(self, key: Hashable, compute: Callable[[], T]) -> T:
        return compute()


class UncachedEngine(ReferenceEngine):
    game_class = UncachedGame


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


def test_caches_never_change_what_the_engine_says() -> None:
    """Revision-keyed caches (characteristics, descriptions, observations, skipped state-based checks)."""
    total = 0
    for seed in range(40):
        rng = random.Random(seed)
        total += assert_same_answers(random_setup(rng), rng.randrange, 60)
    assert total >= 1500


@settings(max_examples=25, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(setup=any_setup(), data=st.data())
def test_caches_never_change_what_the_engine_says_on_drawn_setups(setup: dict, data: st.DataObject) -> None:
    assert_same_answers(setup, lambda n: data.draw(st.integers(0, n - 1)), 25)
