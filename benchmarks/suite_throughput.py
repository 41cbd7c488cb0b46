"""The whole catalog (corpus and property tiers) at a profile, with 1 and 2 workers.

Prints wall times, examples per second, and workers_2_speedup (the headline).
The two set-ups alternate for a few rounds and each keeps its fastest run: the machine changes speed
for seconds at a time, and one slow spell over one set-up would skew the ratio (docs/performance.md).
Usage: python benchmarks/suite_throughput.py [PROFILE [ROUNDS]]
"""

from __future__ import annotations

import sys

from _common import timed_run, total_examples


def main() -> None:
    profile = sys.argv[1] if len(sys.argv) > 1 else "ci"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    ones, twos = [], []
    for _ in range(rounds):
        ones.append(timed_run("--profile", profile, "--workers", "1"))
        twos.append(timed_run("--profile", profile, "--workers", "2"))
    one_s, one = min(ones, key=lambda run: run[0])
    two_s, two = min(twos, key=lambda run: run[0])
    print(f"rounds={rounds}")
    print(f"wall_seconds_1_worker_slowest={max(t for t, _ in ones):.1f}")
    print(f"wall_seconds_2_workers_slowest={max(t for t, _ in twos):.1f}")
    print(f"profile={profile}")
    print(f"rulings={one['totals']['total']}")
    print(f"passed_1_worker={one['totals']['passed']}")
    print(f"passed_2_workers={two['totals']['passed']}")
    print(f"wall_seconds_1_worker={one_s:.1f}")
    print(f"wall_seconds_2_workers={two_s:.1f}")
    print(f"examples_per_second_1_worker={total_examples(one) / one_s:.0f}")
    print(f"examples_per_second_2_workers={total_examples(two) / two_s:.0f}")
    print(f"workers_2_speedup={one_s / two_s:.2f}")


if __name__ == "__main__":
    main()
