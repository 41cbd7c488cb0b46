"""phase.rs against the reference engine on the same scenarios: examples per second both ways, and the ratio.

Scenarios are drawn (real cards only, so that phase can load them) from several rulings' strategies,
then each one is run on both engines through the same protocol calls (setup, one act per action).
Scenarios phase reports as unsupported are left out on both sides. Skips cleanly (exit 0) when
``phase-python`` is not installed.

Prints name=value lines; the last is the headline, reference_over_phase (how many times faster the
reference engine is; below 1 means phase is faster).
Usage: python benchmarks/phase_vs_reference.py [SCENARIOS_PER_RULING]
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

RULINGS = ("WOE-08", "WOE-12", "WOE-19", "LCI-08", "LCI-10", "MKM-05", "MKM-15")


def draw_scenarios(per_ruling: int) -> list:
    """Scenarios of the rulings above, drawn with real cards only (deterministic: fixed seed, no database)."""
    from hypothesis import HealthCheck, given, seed, settings

    from conformance.catalog import RULINGS as CATALOG
    from strategies.options import set_real_cards_only

    set_real_cards_only(True)
    out: list = []
    for rid in RULINGS:

        @settings(max_examples=per_ruling, database=None, deadline=None, suppress_health_check=list(HealthCheck))
        @seed(0)
        @given(CATALOG[rid].scenario(6))
        def collect(scenario) -> None:  # type: ignore[no-untyped-def]
            out.append(scenario)

        collect()
    return out


def run_all(engine, scenarios: list) -> float:  # type: ignore[no-untyped-def]
    """Seconds to run every scenario on `engine` (setup and each action)."""
    started = time.perf_counter()
    for sc in scenarios:
        engine.setup(sc.setup)
        for action in sc.actions:
            engine.act(action)
    return time.perf_counter() - started


def main() -> None:
    if importlib.util.find_spec("phase") is None:
        print("skipped=phase-python is not installed (pip install phase-python==0.103.0)")
        return
    from conformance.adapters.phase import PhaseEngine
    from conformance.protocol.engine import EngineError
    from reference_engine.adapter import ReferenceEngine

    per_ruling = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    drawn = draw_scenarios(per_ruling)
    phase, reference = PhaseEngine(), ReferenceEngine()
    runnable = []
    for sc in drawn:  # keep only what phase can set up and drive (the same set is timed on both)
        try:
            run_all(phase, [sc])
        except EngineError as exc:
            if not str(exc).startswith("unsupported:"):
                raise
            continue
        runnable.append(sc)
    if not runnable:
        print("skipped=no drawn scenario is supported by phase")
        return
    actions = sum(len(sc.actions) for sc in runnable)
    ref_s = min(run_all(reference, runnable) for _ in range(3))
    phase_s = min(run_all(phase, runnable) for _ in range(3))
    print(f"rulings={','.join(RULINGS)}")
    print(f"scenarios={len(runnable)} (of {len(drawn)} drawn)")
    print(f"actions={actions}")
    print(f"reference_seconds={ref_s:.3f}")
    print(f"phase_seconds={phase_s:.3f}")
    print(f"reference_examples_per_second={len(runnable) / ref_s:.1f}")
    print(f"phase_examples_per_second={len(runnable) / phase_s:.1f}")
    print(f"reference_over_phase={phase_s / ref_s:.2f}")


if __name__ == "__main__":
    main()
