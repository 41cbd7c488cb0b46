"""Random setups drawn with a plain ``random.Random`` (no Hypothesis): the random walks of the engine
benchmark (benchmarks/engine_throughput.py) and of the cache oracle (tests/engine/test_engine_walk.py)."""

from __future__ import annotations

import random

from mtg_protocol.types import Setup
from reference_engine.cards import card_names
from strategies.states import SetupBuilder


def random_setup(rng: random.Random, pool: list[str] | None = None) -> Setup:
    """A two-player setup (103.1): random lands, a few cards in hand and library (of `pool`, by default every card
    of the pool), maybe a creature or two in play; split cards only half the time."""
    names = [n for n in (card_names() if pool is None else pool) if "//" not in n or rng.random() < 0.5]
    b = SetupBuilder(seed=rng.randrange(1000))
    for pid in ("p1", "p2"):
        b.lands(pid, "".join(rng.choice("WUBRG") for _ in range(rng.randint(2, 7))))
        for _ in range(rng.randint(1, 4)):
            b.add(pid, "hand", rng.choice(names))
        for _ in range(rng.randint(2, 6)):
            b.add(pid, "library", rng.choice(names))
        for _ in range(rng.randint(0, 2)):
            b.add(pid, "battlefield", rng.choice(["Grizzly Bears", "Gladecover Scout", "Tireless Tracker"]))
    return b.build()
