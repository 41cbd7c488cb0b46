"""Reference engine speed: random legal-action walks over random setups, on one core (CPU time).

A walk lists the legal actions, picks one at random and performs it (timing each call). The walks are
then replayed, each game timed as a whole from its first action to its last (setup not included), so
no per-call timer sits in the headline. Everything runs several times and the fastest run counts (as
`timeit` does): on a shared machine the slower runs measure the neighbours, not the engine.

Prints name=value lines; the last is the headline, actions_per_second: replayed actions per CPU second,
each with its observation.

    python benchmarks/engine_throughput.py [STEPS] [REPEATS] [NAMES_FILE]

The walks draw from every card of the pool, so the workload grows with it; NAMES_FILE (one card name a line)
draws them from those cards only, the same walks at two commits whose pools both hold them (docs/performance.md).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reference_engine.adapter import ReferenceEngine  # noqa: E402
from strategies.random_setup import random_setup  # noqa: E402

Game = tuple[dict, list[dict]]


def walk(steps: int, seed: int, pool: list[str] | None = None) -> tuple[list[Game], float, float]:
    """Random walks; returns (the games played, seconds in `act`, seconds listing legal actions)."""
    rng = random.Random(seed)
    engine = ReferenceEngine()
    games: list[Game] = []
    done, act_s, legal_s = 0, 0.0, 0.0
    while done < steps:
        setup = random_setup(rng, pool)
        engine.setup(setup)
        actions: list[dict] = []
        for _ in range(40):
            t0 = time.process_time()
            legal = engine.legal_actions()
            t1 = time.process_time()
            if not legal:
                break
            action = rng.choice(legal)
            result = engine.act(action)
            t2 = time.process_time()
            legal_s += t1 - t0
            act_s += t2 - t1
            actions.append(action)
            done += 1
            assert result["accepted"], result["reason"]
        games.append((setup, actions))
    return games, act_s, legal_s


def replay(games: list[Game]) -> float:
    """Seconds to perform the games' actions again, each game timed as a whole."""
    engine = ReferenceEngine()
    seconds = 0.0
    for setup, actions in games:
        engine.setup(setup)
        t0 = time.process_time()
        for action in actions:
            engine.act(action)
        seconds += time.process_time() - t0
    return seconds


def main() -> None:
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    pool = Path(sys.argv[3]).read_text().split("\n") if len(sys.argv) > 3 else None
    pool = [n for n in pool if n.strip()] if pool is not None else None
    walks, replays = [], []
    for _ in range(repeats):  # interleaved, so that a slow spell of the machine doesn't take all of one kind
        walks.append(walk(steps, 1, pool))
        replays += [replay(walks[0][0]) for _ in range(3)]
    games = walks[0][0]
    n = sum(len(actions) for _, actions in games)
    act_s = min(w[1] for w in walks)
    legal_s = min(w[2] for w in walks)
    print(f"actions={n}")
    print(f"walks={repeats}")
    print(f"replays={len(replays)}")
    print(f"walk_act_seconds={act_s:.3f}")
    print(f"legal_actions_seconds={legal_s:.3f}")
    print(f"legal_actions_per_second={n / legal_s:.0f}")
    print(f"walk_actions_per_second={n / (act_s + legal_s):.0f}")
    print(f"replay_seconds={min(replays):.3f}")
    print(f"replay_seconds_slowest={max(replays):.3f}")
    print(f"actions_per_second={n / min(replays):.0f}")


if __name__ == "__main__":
    main()
