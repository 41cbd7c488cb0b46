"""Running one scenario on an engine, and one ruling (corpus first, then the property tier)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis.database import ExampleDatabase

from strategies.scenario import Scenario

from .catalog.model import Ruling
from .profiles import Profile
from .protocol.engine import Engine, EngineError
from .trace import Trace, Violation

JSON = dict[str, Any]
FAILING = ("failed", "error", "crash", "timeout")


def run_scenario(engine: Engine, scenario: Scenario, views: bool = False) -> Trace:
    out = engine.run_sequence(scenario.setup, scenario.actions, views)
    steps = out.get("steps")
    if not isinstance(steps, list) or len(steps) != len(scenario.actions):
        raise EngineError(f"run_sequence answered {len(steps or [])} results for {len(scenario.actions)} actions")
    return Trace(scenario.setup, scenario.actions, out["initial"], steps, out.get("views"))


def model_trace(scenario: Scenario, views: bool = False) -> Trace:
    """The reference engine's trace of a scenario (computed when the strategy didn't keep it)."""
    if scenario.model is not None and not views:
        return scenario.model
    from reference_engine.adapter import ReferenceEngine

    return run_scenario(ReferenceEngine(), scenario, views)


def check_scenario(ruling: Ruling, engine: Engine, scenario: Scenario) -> tuple[Trace, list[Violation]]:
    trace = run_scenario(engine, scenario, ruling.views)
    trace.model = model_trace(scenario, ruling.views)
    return trace, ruling.check(trace)


def missing_capabilities(ruling: Ruling, hello: JSON) -> list[str]:
    caps = hello.get("capabilities") or {}
    mechanics = set(caps.get("mechanics") or [])
    missing = [m for m in ruling.needs if m not in mechanics]
    if ruling.views and not caps.get("views", False):
        missing.append("views")
    return missing


@dataclass
class RulingResult:
    id: str
    status: str
    examples: int = 0
    duration_s: float = 0.0
    message: str = ""
    scenario: Scenario | None = None
    violations: list[Violation] = field(default_factory=list)
    trace: Trace | None = None
    examples_to_fail: int | None = None
    corpus: dict[str, int] = field(default_factory=lambda: {"passed": 0, "failed": 0})
    first_outcome: str | None = None

    def to_json(self) -> JSON:
        return {"id": self.id, "status": self.status, "examples": self.examples,
                "duration_s": round(self.duration_s, 3), "message": self.message,
                "examples_to_fail": self.examples_to_fail, "corpus": dict(self.corpus),
                "size": list(self.scenario.size) if self.scenario else None}


class _Found(Exception):
    def __init__(self, scenario: Scenario, trace: Trace, violations: list[Violation]) -> None:
        super().__init__(violations[0].message)
        self.scenario = scenario
        self.trace = trace
        self.violations = violations


def _message(violations: list[Violation]) -> str:
    return "; ".join(v.message for v in violations[:3])


def execute_ruling(ruling: Ruling, engine: Engine, profile: Profile, run_seed: int = 0,
                   corpus: list[Scenario] | None = None, database: ExampleDatabase | None = None) -> RulingResult:
    """Check one ruling on one engine: its corpus cases, then Hypothesis-generated scenarios."""
    started = time.monotonic()
    result = RulingResult(ruling.id, "passed")
    missing = missing_capabilities(ruling, engine.hello())
    if missing:
        result.status = "unsupported"
        result.message = f"the engine does not declare: {', '.join(missing)}"
        return result
    try:
        for case in corpus or []:
            trace, violations = check_scenario(ruling, engine, case)
            result.examples += 1
            if violations:
                result.corpus["failed"] += 1
                if result.status == "passed":
                    result.status, result.scenario, result.trace = "failed", case, trace
                    result.violations, result.examples_to_fail = violations, result.examples
            else:
                result.corpus["passed"] += 1
        if result.status == "passed":
            _explore(ruling, engine, profile, run_seed, database, result)
    except EngineError as exc:
        result.status, result.message = exc.kind, f"the engine failed: {exc}"
    if result.status == "failed":
        result.message = _message(result.violations)
    result.duration_s = time.monotonic() - started
    return result


def _explore(ruling: Ruling, engine: Engine, profile: Profile, run_seed: int,
             database: ExampleDatabase | None, result: RulingResult) -> None:
    errors: list[EngineError] = []
    deadline = time.monotonic() + profile.time_budget_s if profile.time_budget_s else None

    @seed(run_seed)
    @settings(max_examples=profile.max_examples, deadline=None, database=database, derandomize=False,
              suppress_health_check=list(HealthCheck), print_blob=False,
              phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink])
    @given(ruling.scenario(profile.max_steps))
    def explore(scenario: Scenario) -> None:
        if errors or (deadline is not None and time.monotonic() > deadline):
            return
        result.examples += 1
        try:
            trace, violations = check_scenario(ruling, engine, scenario)
        except EngineError as exc:
            errors.append(exc)
            return
        if violations:
            if result.examples_to_fail is None:
                result.examples_to_fail = result.examples
            raise _Found(scenario, trace, violations)

    explore._hypothesis_internal_add_digest = ruling.id.encode()  # type: ignore[attr-defined]
    try:
        explore()
    except _Found as found:
        result.status, result.scenario, result.trace, result.violations = (
            "failed", found.scenario, found.trace, found.violations)
    if errors and result.status == "passed":
        raise errors[0]
