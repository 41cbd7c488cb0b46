"""What the first divergence costs (issue 29): a passing run, and each failure.

A passing run computes no first divergence (``runner.cause_of`` returns at once when there is no violation):
the headline ``passing_run_ratio`` is the wall time of rulings run on the reference engine with the runner as it
is, over the same run with ``cause_of`` replaced by the invariant-only signature it had before; the two alternate
for a few rounds and each keeps its fastest (docs/performance.md). ``divergence_calls_when_passing`` counts the
first divergences computed during the passing runs (0). Then, on a one-bug engine, ``ms_per_divergence`` is the
mean time of one first divergence of a failing example.
Usage: python benchmarks/first_divergence.py [ROUNDS [RULING ...]]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from _common import ROOT

sys.path.insert(0, str(ROOT / "tests"))

from conformance import runner  # noqa: E402
from conformance.catalog import RULINGS  # noqa: E402
from conformance.catalog import divergence as divergence_module  # noqa: E402
from conformance.profiles import PROFILES  # noqa: E402
from reference_engine.adapter import ReferenceEngine  # noqa: E402

DEFAULT_RULINGS = ("WOE-01", "WOE-06", "LCI-02", "MKM-04", "MKM-05", "MKM-11", "MKM-12", "MKM-16")


def _run(rulings: tuple[str, ...], engine_factory: object = ReferenceEngine) -> tuple[float, int]:
    """(wall seconds, failures) of executing the rulings at the dev profile."""
    started = time.perf_counter()
    failures = 0
    for rid in rulings:
        result = runner.execute_ruling(RULINGS[rid], engine_factory(), PROFILES["dev"], 0)  # type: ignore[operator]
        failures += len(result.failures)
    return time.perf_counter() - started, failures


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    rulings = tuple(sys.argv[2:]) or DEFAULT_RULINGS
    real = runner.cause_of
    calls = [0, 0.0]
    original = divergence_module.first_divergence

    def counted(trace):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        try:
            return original(trace)
        finally:
            calls[0] += 1
            calls[1] += time.perf_counter() - started

    divergence_module.first_divergence = counted
    before = lambda trace, violations: (runner.signature_of(violations), None)  # noqa: E731
    now_s, then_s = [], []
    for _ in range(rounds):
        runner.cause_of = real
        now_s.append(_run(rulings)[0])
        runner.cause_of = before
        then_s.append(_run(rulings)[0])
    runner.cause_of = real
    print(f"rulings={len(rulings)} rounds={rounds} profile=dev engine=reference")
    print(f"divergence_calls_when_passing={calls[0]}")
    print(f"wall_seconds_with_divergence={min(now_s):.2f}")
    print(f"wall_seconds_without_divergence={min(then_s):.2f}")
    print(f"passing_run_ratio={min(now_s) / min(then_s):.3f}")

    from fake_engines.one_bug import late_sacrifice, special_action_keeps_passes

    calls[:] = [0, 0.0]
    took, failures = _run(("MKM-04", "MKM-05", "MKM-16"), late_sacrifice)
    took2, failures2 = _run(("MKM-04", "MKM-11"), special_action_keeps_passes)
    print(f"failing_run_seconds={took + took2:.2f} failures={failures + failures2}")
    print(f"divergences_computed={calls[0]}")
    print(f"ms_per_divergence={1000 * calls[1] / max(calls[0], 1):.2f}")
    print(f"divergence_share_of_failing_run={calls[1] / (took + took2):.3f}")


if __name__ == "__main__":
    sys.exit(main())
