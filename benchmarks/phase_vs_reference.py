"""phase.rs against the reference engine on the same scenarios: examples per second both ways, and the ratio.

Scenarios are drawn (real cards only, so that phase can load them) from several rulings' strategies,
then each one is run on both engines through the same protocol calls (setup, one act per action).
Scenarios phase reports as unsupported are left out on both sides. Skips cleanly (exit 0) when
``phase-python`` is not installed.

A further pass over the same scenarios counts and times every call into phase itself (the database's
``new_game``/``load_game``, the game's ``apply``, ``actions``, ``state``, ...) and prints
``state_calls_per_step`` (``Game.state()`` calls per protocol step: one setup or one act) and
``phase_native_share`` (seconds inside phase's own calls, card building included, over the wall time).
Every timed pass uses a new ``PhaseEngine``, so no setup is dealt again from its cache of built setups;
``phase_setups_dealt_again_speedup`` compares the last scenarios run on a new engine with the same run
on an engine that has built their setups already (what shrinking, which repeats setups, gains).

Prints name=value lines; the last is the headline, reference_over_phase (how many times faster the
reference engine is; below 1 means phase is faster).
Usage: python benchmarks/phase_vs_reference.py [SCENARIOS_PER_RULING]
"""

from __future__ import annotations

import importlib.util
import sys
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_protocol.engine import Engine
    from strategies.scenario import Scenario

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

RULINGS = ("WOE-08", "WOE-12", "WOE-19", "LCI-08", "LCI-10", "MKM-04", "MKM-05", "MKM-10", "MKM-15")


def draw_scenarios(per_ruling: int) -> list:
    """Scenarios of the rulings above, drawn with real cards only (deterministic: fixed seed, no database)."""
    from hypothesis import HealthCheck, given, seed, settings

    from conformance.catalog import RULINGS as CATALOG
    from strategies.options import DrawOptions, drawing_with

    real = DrawOptions(real_cards_only=True)
    out: list[Scenario] = []
    for rid in RULINGS:
        with drawing_with(real):
            scenarios = CATALOG[rid].scenario(6)

        @settings(max_examples=per_ruling, database=None, deadline=None, suppress_health_check=list(HealthCheck))
        @seed(0)
        @given(scenarios)
        def collect(scenario: Scenario) -> None:
            out.append(scenario)

        with drawing_with(real):
            collect()
    return out


def run_all(engine: Engine, scenarios: list[Scenario]) -> float:
    """Seconds to run every scenario on `engine` (setup and each action)."""
    started = time.perf_counter()
    for sc in scenarios:
        engine.setup(sc.setup)
        for action in sc.actions:
            engine.act(action)
    return time.perf_counter() - started


class PhaseCalls:
    """Calls into phase and the seconds spent inside them, by method name."""

    def __init__(self) -> None:
        self.count: Counter[str] = Counter()
        self.seconds: Counter[str] = Counter()

    def timed(self, name: str, fn: Any) -> Any:
        """`fn` counted and timed under `name`; what it returns is wrapped when it is a game."""
        def call(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                self.seconds[name] += time.perf_counter() - started
                self.count[name] += 1
        return call


class _Wrapped:
    """A phase ``Engine`` or ``Game`` whose every method call is counted; games it makes are wrapped too."""

    def __init__(self, inner: Any, calls: PhaseCalls) -> None:
        self._inner, self._calls = inner, calls

    def __getattr__(self, name: str) -> Any:
        started = time.perf_counter()
        attr = getattr(self._inner, name)
        if not callable(attr):  # a property (Game.turn, Game.phase)
            self._calls.seconds[name] += time.perf_counter() - started
            self._calls.count[name] += 1
            return attr
        timed = self._calls.timed(name, attr)
        if name in ("new_game", "load_game"):
            return lambda *a, **k: _Wrapped(timed(*a, **k), self._calls)
        return timed


def native_profile(phase: Any, scenarios: list, card_seconds: float) -> tuple[float, float, PhaseCalls]:
    """(state() calls per protocol step, share of wall time inside phase's calls, the calls) over one run of
    `scenarios`."""
    from conformance.adapters import phase as adapter

    home = sys.modules[adapter.card_database.__module__]  # the module holding the process's database
    calls = PhaseCalls()
    real = home.card_database()
    home._DB = _Wrapped(real, calls)
    try:
        wall = run_all(type(phase)(), scenarios)  # a new engine: its setups on the counted database
    finally:
        home._DB = real
    steps = sum(1 + len(sc.actions) for sc in scenarios)
    native = sum(calls.seconds.values())
    return calls.count["state"] / steps, (native + card_seconds) / (wall + card_seconds), calls


def main() -> None:
    if importlib.util.find_spec("phase") is None:
        print("skipped=phase-python is not installed (pip install phase-python==0.103.0)")
        return
    from conformance.adapters.phase import PhaseEngine
    from mtg_protocol.engine import EngineError
    from reference_engine.adapter import ReferenceEngine

    per_ruling = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    drawn = draw_scenarios(per_ruling)
    started = time.perf_counter()
    phase = PhaseEngine()  # the first engine of the process builds phase's card database
    card_seconds = time.perf_counter() - started
    reference = ReferenceEngine()
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
    phase_s = min(run_all(PhaseEngine(), runnable) for _ in range(3))  # new engines: no setup built before
    again = PhaseEngine()
    run_all(again, runnable[-again.setups.size:])
    again_s = run_all(again, runnable[-again.setups.size:])  # every setup dealt again, as while shrinking
    state_per_step, native_share, calls = native_profile(phase, runnable, card_seconds)
    print(f"rulings={','.join(RULINGS)}")
    print(f"scenarios={len(runnable)} (of {len(drawn)} drawn)")
    print(f"actions={actions}")
    print(f"reference_seconds={ref_s:.3f}")
    print(f"phase_seconds={phase_s:.3f}")
    print(f"reference_examples_per_second={len(runnable) / ref_s:.1f}")
    print(f"phase_examples_per_second={len(runnable) / phase_s:.1f}")
    print(f"card_building_seconds={card_seconds:.3f}")
    print(f"phase_setups_dealt_again_speedup={run_all(PhaseEngine(), runnable[-again.setups.size:]) / again_s:.2f}")
    print(f"state_calls_per_step={state_per_step:.2f}")
    top = ",".join(f"{k}:{v:.2f}s/{calls.count[k]}" for k, v in calls.seconds.most_common(6))
    print(f"phase_calls={top}")
    print(f"phase_native_share={native_share:.2f}")
    print(f"reference_over_phase={phase_s / ref_s:.2f}")


if __name__ == "__main__":
    main()
