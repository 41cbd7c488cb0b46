"""Random walks over random setups: every listed legal action is accepted, nothing raises, same seed same game."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

from engine_throughput import random_setup  # noqa: E402

from reference_engine.adapter import ReferenceEngine  # noqa: E402


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
