"""The whole card-rulings tier (every runnable case) on the reference at a profile, with 2 workers.

Prints the number of cases, how many passed, and wall_seconds_2_workers (the headline; issue 30 asks for under
60 s at ci). Each round is a fresh run through the command line; the fastest of the rounds is the figure, the
slowest is printed too (docs/performance.md).
Usage: python benchmarks/card_rulings_tier.py [PROFILE [ROUNDS]]
"""

from __future__ import annotations

import sys

from _common import timed_run


def main() -> None:
    profile = sys.argv[1] if len(sys.argv) > 1 else "ci"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    runs = [timed_run("--tier", "card-rulings", "--profile", profile, "--workers", "2") for _ in range(rounds)]
    took, report = min(runs, key=lambda run: run[0])
    print(f"rounds={rounds}")
    print(f"profile={profile}")
    print(f"cases={report['totals']['total']}")
    print(f"passed={report['totals']['passed']}")
    print(f"xfail={report['totals']['xfail']}")
    print(f"case_seconds_total={sum(r['duration_s'] for r in report['rulings']):.1f}")
    print(f"wall_seconds_2_workers_slowest={max(t for t, _ in runs):.1f}")
    print(f"wall_seconds_2_workers={took:.1f}")


if __name__ == "__main__":
    main()
