"""What the first divergence costs (issue 29): a passing run, and each failure.

A passing run computes no first divergence (``runner.cause_of`` returns at once when there is no violation).
``divergence_calls_when_passing`` counts the first divergences computed while rulings run on the reference
engine (0); ``divergence_share_of_passing_run`` is the cost of the check per passing example (timed alone)
times the examples, over the run's wall time; ``passing_run_ratio`` is the wall time of the run with the runner
as it is over the same run with ``cause_of`` replaced by the invariant-only signature it had before (the two
alternate, each first every other round, and each keeps its fastest: docs/performance.md; on a shared machine
this ratio moves by some percent either way). Then, on one-bug engines, ``ms_per_divergence`` is the mean time
of one first divergence of a failing example, and ``divergence_share_of_failing_run`` its share of that run.
Usage: python benchmarks/first_divergence.py [ROUNDS [RULING ...]]
"""

from __future__ import annotations

import sys
import time

from _common import ROOT

sys.path.insert(0, str(ROOT / "tests"))

from conformance import runner  # noqa: E402
from conformance.catalog import RULINGS  # noqa: E402
from conformance.profiles import PROFILES  # noqa: E402
from mtg_protocol.trace import JudgedTrace, Trace  # noqa: E402
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
    original = runner.failure_divergence  # what cause_of calls (it reads the traces with divergence._Reader)

    def counted(trace, violations):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        try:
            return original(trace, violations)
        finally:
            calls[0] += 1
            calls[1] += time.perf_counter() - started

    runner.failure_divergence = counted
    before = lambda trace, violations: (runner.signature_of(violations), None)  # noqa: E731
    now_s, then_s = [], []
    for n in range(rounds):  # ABBA: each set-up runs first every other round
        for arm in ((real, now_s), (before, then_s))[:: 1 if n % 2 == 0 else -1]:
            runner.cause_of = arm[0]
            arm[1].append(_run(rulings)[0])
    runner.cause_of = real
    print(f"rulings={len(rulings)} rounds={rounds} profile=dev engine=reference")
    print(f"divergence_calls_when_passing={calls[0]}")
    print(f"wall_seconds_with_divergence={min(now_s):.2f}")
    print(f"wall_seconds_without_divergence={min(then_s):.2f}")
    print(f"passing_run_ratio={min(now_s) / min(then_s):.3f}")
    examples = sum(runner.execute_ruling(RULINGS[rid], ReferenceEngine(), PROFILES["dev"], 0).examples
                   for rid in rulings)
    trace = JudgedTrace({"players": []}, [], {"objects": []}, [], model=Trace({"players": []}, [], {"objects": []}, []))
    started = time.perf_counter()
    for _ in range(100_000):
        real(trace, [])
    per_call = (time.perf_counter() - started) / 100_000
    print(f"examples_per_passing_run={examples}")
    print(f"seconds_per_passing_example={min(then_s) / examples:.4f}")
    print(f"divergence_cost_per_passing_example_us={per_call * 1e6:.2f}")
    print(f"divergence_share_of_passing_run={per_call * examples / min(then_s):.6f}")

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
