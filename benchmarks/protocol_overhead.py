"""In-process against subprocess: the same rulings and seed on the reference engine, both ways.

Prints examples per second each way and subprocess_overhead_ratio (in-process
throughput divided by subprocess throughput; 1.0 means no overhead).
"""

from __future__ import annotations

import sys

from _common import timed_run, total_examples


def main() -> None:
    rulings = sys.argv[1:] or ["WOE-*", "LCI-0[1-5]"]
    args = ["--profile", "ci", "--workers", "1", *rulings]
    direct_s, direct = timed_run("--engine", "reference", *args)
    piped_s, piped = timed_run("--engine", f"cmd:{sys.executable} -m reference_engine.serve", *args)
    same = [(r["id"], r["status"]) for r in direct["rulings"]] == [(r["id"], r["status"]) for r in piped["rulings"]]
    direct_eps = total_examples(direct) / direct_s
    piped_eps = total_examples(piped) / piped_s
    print(f"rulings={direct['totals']['total']}")
    print(f"same_verdicts={same}")
    print(f"in_process_examples_per_second={direct_eps:.0f}")
    print(f"subprocess_examples_per_second={piped_eps:.0f}")
    print(f"subprocess_overhead_ratio={direct_eps / piped_eps:.2f}")


if __name__ == "__main__":
    main()
