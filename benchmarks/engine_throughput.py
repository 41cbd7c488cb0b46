"""Reference engine speed: random legal-action walks over random setups, on one core (CPU time).

The same walks run several times and the fastest run counts (as `timeit` does): on a shared machine
the slower runs measure the neighbours, not the engine. Prints name=value lines; the last is the
headline, actions_per_second (time in `act`, observation included; `legal_actions` is timed apart).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reference_engine.adapter import ReferenceEngine  # noqa: E402
from reference_engine.cards import card_names  # noqa: E402
from strategies.states import SetupBuilder  # noqa: E402


def random_setup(rng: random.Random) -> dict:
    names = [n for n in card_names() if "//" not in n or rng.random() < 0.5]
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


def walk(steps: int, seed: int) -> tuple[int, float, float]:
    """Run random walks; returns (actions, seconds in act, seconds listing legal actions)."""
    rng = random.Random(seed)
    engine = ReferenceEngine()
    done, act_s, legal_s = 0, 0.0, 0.0
    while done < steps:
        engine.setup(random_setup(rng))
        for _ in range(40):
            t0 = time.process_time()
            legal = engine.legal_actions()
            t1 = time.process_time()
            if not legal:
                break
            result = engine.act(rng.choice(legal))
            t2 = time.process_time()
            legal_s += t1 - t0
            act_s += t2 - t1
            done += 1
            assert result["accepted"], result["reason"]
    return done, act_s, legal_s


def main() -> None:
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    runs = [walk(steps, 1) for _ in range(repeats)]
    n = runs[0][0]
    act_s = min(r[1] for r in runs)
    legal_s = min(r[2] for r in runs)
    print(f"actions={n}")
    print(f"repeats={repeats}")
    print(f"act_seconds={act_s:.3f}")
    print(f"act_seconds_slowest={max(r[1] for r in runs):.3f}")
    print(f"legal_actions_seconds={legal_s:.3f}")
    print(f"legal_actions_per_second={n / legal_s:.0f}")
    print(f"walk_actions_per_second={n / (act_s + legal_s):.0f}")
    print(f"actions_per_second={n / act_s:.0f}")


if __name__ == "__main__":
    main()
