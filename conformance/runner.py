"""Running one scenario on an engine, and one ruling (corpus first, then the property tier)."""

from __future__ import annotations

import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from hypothesis import HealthCheck, Phase, given, reject, seed, settings
from hypothesis.database import ExampleDatabase
from hypothesis.errors import Flaky, Unsatisfiable

from strategies.scenario import Scenario

from . import capabilities
from .catalog.model import Ruling
from .dialogue import aligned_plays, dialogue_differs
from .profiles import Profile
from .protocol.engine import Engine, EngineError
from .trace import Trace, Violation

JSON = dict[str, Any]


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


def model_outcome(setup: JSON, actions: list[JSON]) -> JSON:
    """The model's observation after playing `actions` from `setup` (the alternatives outcome alignment weighs)."""
    from reference_engine.adapter import ReferenceEngine

    engine = ReferenceEngine()
    obs = engine.setup(setup)
    for action in actions:
        obs = engine.act(action)["observation"]
    return obs


def as_played(scenario: Scenario, trace: Trace) -> Scenario:
    """The scenario with the answers the failing play gave to the engine's extra questions, for its replay."""
    return replace(scenario, answers=trace.answers) if trace.answers != scenario.answers else scenario


@contextmanager
def engine_faults() -> Iterator[None]:
    """Any exception an engine's own code raises while it plays (a built-in adapter runs unguarded) is an
    engine error for the ruling, never a failure of the rules nor a crash of the run."""
    try:
        yield
    except EngineError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever the engine raised, in one line
        raise EngineError(f"the engine raised {type(exc).__name__}: {str(exc)[:300]}") from exc


def check_scenario(ruling: Ruling, engine: Engine, scenario: Scenario) -> tuple[Trace, list[Violation]]:
    """Play a scenario on the engine and judge it by the ruling's invariants, on outcomes (docs/judging.md).

    The plain run is judged first. Only where it fails and the engine's questions differed from the model's
    is the scenario replayed step by step, aligned on outcomes (conformance/dialogue.py): the verdict is
    then a failure only if some aligned play (some way of answering the engine's extra questions) breaks
    the ruling.
    """
    model = model_trace(scenario, ruling.views)
    if not scenario.answers:
        with engine_faults():
            trace = run_scenario(engine, scenario, ruling.views)
        trace.model = model
        violations = ruling.check(until_game_over(trace))
        if not violations or not dialogue_differs(trace):
            return trace, violations
    first: tuple[Trace, list[Violation]] | None = None
    plays = aligned_plays(engine, scenario.setup, scenario.actions, model, ruling.views, scenario.answers,
                          model_outcome)
    while True:
        with engine_faults():
            play = next(plays, None)
        if play is None:
            break
        found = [replace(v, step=play.trace.action_number(v.step))
                 for v in ruling.check(until_game_over(play.trace))]
        if found:
            return play.trace, found
        first = first or (play.trace, found)
    assert first is not None
    return first


def until_game_over(trace: Trace) -> Trace:
    """The trace up to the action that ended the game (104.2a): nothing after it is for a ruling to judge."""
    assert trace.model is not None
    for i in range(len(trace.model.steps)):
        if trace.model.observation(i).get("game_over"):
            model = Trace(trace.setup, trace.actions[:i], trace.model.initial, trace.model.steps[:i],
                          trace.model.views[:i] if trace.model.views else None)
            return Trace(trace.setup, trace.actions[:i], trace.initial, trace.steps[:i],
                         trace.views[:i] if trace.views else None, model,
                         trace.origin[:i] if trace.origin is not None else None, trace.answers)
    return trace


def missing_capabilities(ruling: Ruling, hello: JSON) -> list[str]:
    """The mechanics, views, actions and choice kinds this ruling needs that the engine's hello doesn't declare."""
    caps = hello.get("capabilities") or {}
    mechanics = set(caps.get("mechanics") or [])
    missing = [m for m in ruling.needs if m not in mechanics]
    if ruling.views and not caps.get("views", False):
        missing.append("views")
    return missing + capabilities.missing(hello, *capabilities.ruling_needs(ruling.id))


def undeclared_in(scenario: Scenario, hello: JSON, views: bool) -> list[str]:
    """What this one scenario would send, or the model would ask, that the engine did not declare."""
    kinds, _ = capabilities.scenario_uses(scenario.actions, [])
    found = capabilities.missing(hello, kinds, set())
    if found or not capabilities.missing(hello, set(), set(capabilities.CHOICE_RULES)):
        return found  # an undeclared action already, or every choice kind declared: no need to play the model
    model = model_trace(scenario, views)
    observations = [model.initial] + [model.observation(i) for i in range(len(model.steps))]
    return capabilities.missing(hello, *capabilities.scenario_uses(scenario.actions, observations))


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
    stopped_by: str | None = None
    unsupported: int = 0
    unsupported_reason: str = ""

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


def is_unsupported(exc: EngineError) -> bool:
    """An engine says it can't set up or drive this one scenario (e.g. a synthetic card): skip the example."""
    return exc.kind == "error" and str(exc).startswith("unsupported:")


def message_of(violations: list[Violation]) -> str:
    """The first few distinct violations, the ruling's own before the universal ones."""
    distinct = list(dict.fromkeys(v.message for v in violations))
    return "; ".join(distinct[:3])


def execute_ruling(ruling: Ruling, engine: Engine, profile: Profile, run_seed: int = 0,
                   corpus: list[Scenario] | None = None, database: ExampleDatabase | None = None,
                   stop_at: float | None = None) -> RulingResult:
    """Check one ruling on one engine: its corpus cases, then Hypothesis-generated scenarios.

    ``stop_at`` (a ``time.time()`` instant: the run's budget) ends exploration early; the
    verdict then rests on the examples run so far, and the message says so.
    """
    started = time.monotonic()
    result = RulingResult(ruling.id, "passed")
    missing = missing_capabilities(ruling, engine.hello())
    if missing:
        result.status = "unsupported"
        result.message = f"the engine does not declare: {', '.join(missing)}"
        return result
    try:
        for case in corpus or []:
            try:
                trace, violations = timed_check(ruling, engine, case, profile.example_deadline_s)
            except EngineError as exc:
                if not is_unsupported(exc):
                    raise
                result.unsupported += 1
                result.unsupported_reason = result.unsupported_reason or str(exc)
                continue
            result.examples += 1
            if violations:
                result.corpus["failed"] += 1
                if result.status == "passed":
                    result.status, result.scenario, result.trace = "failed", as_played(case, trace), trace
                    result.violations, result.examples_to_fail = violations, result.examples
            else:
                result.corpus["passed"] += 1
        if result.status == "passed":
            _explore(ruling, engine, profile, run_seed, database, result, stop_at)
    except EngineError as exc:
        result.status, result.message = exc.kind, f"the engine failed: {exc}"
    if result.status == "failed":
        result.message = message_of(result.violations)
    if result.status == "passed" and result.unsupported and not result.examples:
        result.status = "unsupported"
        result.message = f"no scenario of this ruling could be run on the engine ({result.unsupported_reason})"
    elif result.unsupported:
        note = f"{result.unsupported} scenario(s) skipped as unsupported by the engine"
        result.message = f"{result.message}; {note}" if result.message else note
    if result.stopped_by:
        plural = "" if result.examples == 1 else "s"
        note = f"stopped early ({result.stopped_by}) after {result.examples} example{plural}"
        result.message = f"{result.message}; {note}" if result.message else note
    result.duration_s = time.monotonic() - started
    return result


class _Stop(BaseException):
    """Ends a Hypothesis run at once (a BaseException, so Hypothesis neither catches nor shrinks it)."""


def timed_check(ruling: Ruling, engine: Engine, scenario: Scenario,
                deadline_s: float | None) -> tuple[Trace, list[Violation]]:
    """``check_scenario``, with a ``timeout`` EngineError when one example takes longer than ``deadline_s``."""
    undeclared = undeclared_in(scenario, engine.hello(), ruling.views)
    if undeclared:
        raise EngineError(f"unsupported: the scenario needs {', '.join(undeclared)}, which the engine's hello "
                          "does not declare")
    started = time.monotonic()
    trace, violations = check_scenario(ruling, engine, scenario)
    took = time.monotonic() - started
    if deadline_s is not None and took > deadline_s:
        raise EngineError(f"one example took {took:.1f} s, over the per-example deadline of {deadline_s:g} s",
                          "timeout")
    return trace, violations


def _explore(ruling: Ruling, engine: Engine, profile: Profile, run_seed: int,
             database: ExampleDatabase | None, result: RulingResult, stop_at: float | None = None) -> None:
    """Hypothesis-generated scenarios. ``database`` must be this ruling's own (Session.database): Hypothesis
    keys examples by the test function, and this one function explores every ruling."""
    errors: list[EngineError] = []
    found: list[_Found] = []
    budget_end = time.time() + profile.time_budget_s if profile.time_budget_s else None

    def out_of_time() -> str | None:
        now = time.time()
        if stop_at is not None and now >= stop_at:
            return "the run's time budget was reached"
        if budget_end is not None and now >= budget_end:
            return "the ruling's time budget was reached"
        return None

    # @settings above @seed: @seed applied last would switch the example database off.
    @settings(max_examples=profile.max_examples, deadline=None, database=database, derandomize=False,
              suppress_health_check=list(HealthCheck), print_blob=False, report_multiple_bugs=False,
              phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink])
    @seed(run_seed)
    @given(ruling.scenario(profile.max_steps))
    def explore(scenario: Scenario) -> None:
        reason = out_of_time()
        if reason:
            result.stopped_by = reason
            raise _Stop(reason)
        try:
            trace, violations = timed_check(ruling, engine, scenario, profile.example_deadline_s)
        except EngineError as exc:
            if is_unsupported(exc):
                result.unsupported += 1
                result.unsupported_reason = result.unsupported_reason or str(exc)
                reject()  # this example can't be played on this engine; Hypothesis draws another
            errors.append(exc)
            raise _Stop(str(exc)) from None
        result.examples += 1
        if violations:
            if result.examples_to_fail is None:
                result.examples_to_fail = result.examples
            # keep only the latest (smallest) failure
            found[:] = [_Found(as_played(scenario, trace), trace, violations)]
            raise found[0]

    try:
        with warnings.catch_warnings():  # scenarios are big by nature; Hypothesis's repr warning is noise here
            warnings.filterwarnings("ignore", message="Generating overly large repr")
            explore()
    except (_Found, _Stop, Flaky):  # Flaky: a failure that did not reproduce; confirm() will say "flaky"
        pass
    except Unsatisfiable:  # every example was unsupported by the engine: reported as unsupported above
        pass
    if found:  # the last failing example Hypothesis tried is its smallest so far (shrinking may have been cut)
        last = found[-1]
        result.status, result.scenario, result.trace, result.violations = (
            "failed", last.scenario, last.trace, last.violations)
    if errors and result.status == "passed":
        raise errors[0]
