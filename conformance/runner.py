"""Running one scenario on an engine, and one ruling (corpus first, then the property tier)."""

from __future__ import annotations

import time
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from hypothesis import HealthCheck, Phase, given, reject, seed, settings
from hypothesis.database import ExampleDatabase
from hypothesis.errors import Flaky, Unsatisfiable

from mtg_protocol.choices import CHOICE_RULES
from mtg_protocol.engine import UNSUPPORTED_PREFIX, Engine, EngineError
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from reports import verdicts
from reports.verdicts import Verdict
from strategies.options import DEFAULT as DEFAULT_DRAW
from strategies.options import DrawOptions, drawing_with
from strategies.scenario import Scenario

from . import capabilities, interrupt
from .catalog.divergence import Divergence, failure_divergence
from .catalog.model import Ruling
from .dialogue import aligned_plays, dialogue_differs
from .model import model_outcome, model_trace, run_scenario
from .profiles import Profile


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


def check_scenario(ruling: Ruling, engine: Engine, scenario: Scenario) -> tuple[JudgedTrace, list[Violation]]:
    """Play a scenario on the engine and judge it by the ruling's invariants, on outcomes (docs/judging.md).

    The plain run is judged first. Only where the engine's questions differed from the model's is the
    scenario replayed step by step, aligned on outcomes (conformance/dialogue.py), whether or not the plain
    run failed (a question the scenario never answered leaves the rest of it unplayed, so a quiet plain run
    proves nothing): the verdict is then a failure only if some aligned play (some way of answering the
    engine's extra questions) breaks the ruling.
    """
    model = model_trace(scenario, ruling.views)
    if not scenario.answers:
        with engine_faults():
            trace = JudgedTrace.of(run_scenario(engine, scenario, ruling.views), model)
        violations = ruling.check(until_game_over(trace))
        if not dialogue_differs(trace):  # a run that asked another question than the model never played
            return trace, violations     # the rest of the scenario: judged on the aligned plays even if quiet
    first: tuple[JudgedTrace, list[Violation]] | None = None
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


def until_game_over(trace: JudgedTrace) -> JudgedTrace:
    """The trace up to the action that ended the game (104.2a): nothing after it is for a ruling to judge."""
    for i in range(len(trace.model.steps)):
        if trace.model.observation(i).get("game_over"):
            model = Trace(trace.setup, trace.actions[:i], trace.model.initial, trace.model.steps[:i],
                          trace.model.views[:i] if trace.model.views else None, cards=trace.model.cards)
            return JudgedTrace(trace.setup, trace.actions[:i], trace.initial, trace.steps[:i],
                               trace.views[:i] if trace.views else None,
                               origin=trace.origin[:i] if trace.origin is not None else None,
                               answers=trace.answers, model=model)
    return trace


def missing_capabilities(ruling: Ruling, hello: Mapping[str, Any]) -> list[str]:
    """The mechanics, views, actions and choice kinds this ruling needs that the engine's hello doesn't declare."""
    caps = hello.get("capabilities") or {}
    mechanics = set(caps.get("mechanics") or [])
    missing = [m for m in ruling.needs if m not in mechanics]
    if ruling.views and not caps.get("views", False):
        missing.append("views")
    return missing + capabilities.missing(hello, *capabilities.ruling_needs(ruling.id))


def undeclared_in(scenario: Scenario, hello: Mapping[str, Any], views: bool) -> list[str]:
    """What this one scenario would send, or the model would ask, that the engine did not declare: what its setup
    holds first, then its actions, then the model's questions (the only part that plays the model)."""
    kinds, _ = capabilities.scenario_uses(scenario.actions, [])
    found = capabilities.setup_missing(hello, scenario.setup) + capabilities.missing(hello, kinds, set())
    if found or not capabilities.missing(hello, set(), set(CHOICE_RULES)):
        return found  # an undeclared action already, or every choice kind declared: no need to play the model
    model = model_trace(scenario, views)
    observations = [model.initial] + [model.observation(i) for i in range(len(model.steps))]
    return capabilities.missing(hello, *capabilities.scenario_uses(scenario.actions, observations))


MAX_FAILURES = 8
"""At most this many distinct failures are kept per ruling (each one costs a round of exploration and a shrink)."""


@dataclass
class Failure:
    """One distinct way a ruling broke: its signature and the smallest scenario found that shows it."""

    signature: str
    scenario: Scenario
    trace: Trace
    violations: list[Violation]
    examples_to_fail: int | None = None
    status: Verdict = Verdict.FAILED
    """failed; flaky when it did not reproduce; xfail when its signature is a known one; or the engine's error
    kind when the re-run broke."""
    message: str = ""
    from_corpus: bool = False
    """Found by a corpus case, not shrunk: exploration may still find (and shrink) the same signature."""
    divergence: Divergence | None = None
    """Where the engine's game first departed from the model's (catalog/divergence.py): the failure's cause."""

    def __post_init__(self) -> None:
        self.message = self.message or message_of(self.violations, self.divergence)

    @property
    def size(self) -> tuple[int, int]:
        return self.scenario.size


class RulingResult(verdicts.RulingResult[Failure]):
    """A ruling's result whose failures keep their scenarios and traces."""

    @property
    def scenario(self) -> Scenario | None:
        return self.failure.scenario if self.failure else None

    @property
    def trace(self) -> Trace | None:
        return self.failure.trace if self.failure else None

    @property
    def violations(self) -> list[Violation]:
        return self.failure.violations if self.failure else []


class _Found(Exception):
    def __init__(self, failure: Failure) -> None:
        super().__init__(failure.message)
        self.failure = failure


def signature_of(violations: list[Violation]) -> str | None:
    """The earliest violation's signature (at one step, the ruling's own before the universal ones): the
    invariant that noticed a failure first; a failure's own signature is its first divergence's (``cause_of``)."""
    if not violations:
        return None
    return _earliest(violations).signature


def _earliest(violations: list[Violation]) -> Violation:
    first = min(range(len(violations)), key=lambda i: (violations[i].step is None, violations[i].step or 0, i))
    return violations[first]


def cause_of(trace: Trace, violations: list[Violation]) -> tuple[str | None, Divergence | None]:
    """A failing scenario's signature and first divergence (None, None when it passed; computed for failures
    only). The signature is the first divergence's kind and rule: what follows the first departure from the
    rules' game may be its consequence, so it never makes the scenario a distinct failure, whichever invariant
    notices it."""
    if not violations or not isinstance(trace, JudgedTrace):
        return signature_of(violations), None
    found = failure_divergence(trace, violations)
    return (found.signature if found else signature_of(violations)), found


def is_unsupported(exc: EngineError) -> bool:
    """An engine says it can't set up or drive this one scenario (e.g. a synthetic card): skip the example."""
    return exc.unsupported


SKIPS_PER_EXAMPLE = 10
MIN_SKIP_CAP = 1000
PLAYABLE_SHARE = 100
"""Exploration goes on while at least one draw in this many could be played (Hypothesis's own bar, 1%)."""


def skip_cap(profile: Profile) -> int:
    """How many scenarios the engine may decline in one ruling before exploration may stop: ten per example of
    the budget, and at least 1,000 (docs/judging.md, "Scenarios an engine declines"). Declined draws never count
    against the example budget, so that which rulings an engine supports does not depend on the seed."""
    return max(MIN_SKIP_CAP, SKIPS_PER_EXAMPLE * profile.max_examples)


def out_of_skips(result: RulingResult, profile: Profile) -> bool:
    """The engine declined ``skip_cap`` draws, and fewer than one in ``PLAYABLE_SHARE`` could be played."""
    return result.unsupported >= max(skip_cap(profile), PLAYABLE_SHARE * result.examples)


def _skip(result: RulingResult, exc: EngineError) -> None:
    """Count one declined scenario and its reason (the ``unsupported:`` prefix left out)."""
    reason = str(exc).removeprefix(UNSUPPORTED_PREFIX).strip() or "no reason given"
    result.unsupported += 1
    result.unsupported_reason = result.unsupported_reason or reason
    result.skip_reasons[reason] = result.skip_reasons.get(reason, 0) + 1


def skip_summary(result: RulingResult, limit: int = 3) -> str:
    """The distinct reasons for the declined scenarios, most frequent first, with their counts."""
    ranked = sorted(result.skip_reasons.items(), key=lambda kv: -kv[1])
    shown = [f"{reason} (x{count})" if count > 1 else reason for reason, count in ranked[:limit]]
    more = len(ranked) - limit
    return "; ".join(shown) + (f"; and {more} other reason{'s' if more > 1 else ''}" if more > 0 else "")


def message_of(violations: list[Violation], divergence: Divergence | None = None) -> str:
    """The first divergence in words with its rule, then what the ruling's invariant saw and where ("then, at step
    13: expected ..."; in game words only, never the invariant's name in the code); without a divergence of its
    own, the first few distinct violations."""
    if divergence is not None and divergence.rule and violations:
        first = _earliest(violations)
        where = "in the initial state" if first.step is not None and first.step < 0 else \
            f"at step {first.step + 1}" if first.step is not None else "at the end"
        return f"{divergence.headline}; then, {where}: expected {first.expected}; the engine {first.observed}"
    distinct = list(dict.fromkeys(v.message for v in violations))
    return "; ".join(distinct[:3])


def execute_ruling(ruling: Ruling, engine: Engine, profile: Profile, run_seed: int = 0,
                   corpus: list[Scenario] | None = None, database: ExampleDatabase | None = None,
                   stop_at: float | None = None, known: frozenset[str] = frozenset(),
                   draw: DrawOptions = DEFAULT_DRAW) -> RulingResult:
    """Check one ruling on one engine: its corpus cases, then Hypothesis-generated scenarios (drawn with ``draw``).

    Every distinct failure (by signature) is kept, each shrunk on its own (``_explore``). ``known``
    signatures (from the expectations) are recorded when seen but never stop exploration.
    ``stop_at`` (a ``time.time()`` instant: the run's budget) ends exploration early; the
    verdict then rests on the examples run so far, and the message says so.
    """
    started = time.monotonic()
    result = RulingResult(ruling.id, Verdict.PASSED)
    missing = missing_capabilities(ruling, engine.hello())
    if missing:
        result.status = Verdict.UNSUPPORTED
        result.message = f"the engine does not declare: {', '.join(missing)}"
        return result
    admitted = [c for c in corpus or [] if draw.admits(c.setup)]  # no synthetic card where declined
    left_out = len(corpus or []) - len(admitted)
    try:
        for case in admitted:
            interrupt.check()
            try:
                trace, violations = timed_check(ruling, engine, case, profile.example_deadline_s)
            except EngineError as exc:
                if not is_unsupported(exc):
                    raise
                _skip(result, exc)
                continue
            result.examples += 1
            result.corpus["failed" if violations else "passed"] += 1
            signature, divergence = cause_of(trace, violations)
            _note_known(result, known, case, trace, violations, signature, divergence)
            if signature is not None and signature not in result.signatures() | known:
                result.failures.append(Failure(signature, as_played(case, trace), trace, violations, result.examples,
                                               from_corpus=True, divergence=divergence))
        _explore(ruling, engine, profile, run_seed, database, result, stop_at, known, draw)
    except EngineError as exc:
        if not result.new_failures():
            result.status, result.message = Verdict(exc.kind), f"the engine failed: {exc}"
    if result.failures:
        result.examples_to_fail = min(f.examples_to_fail or result.examples for f in result.failures)
    if result.status == Verdict.PASSED and result.unsupported and not result.examples and not result.failures:
        result.status, result.stopped_by = Verdict.UNSUPPORTED, None
        result.message = (f"the engine declined every scenario of this ruling ({result.unsupported} drawn): "
                          f"{skip_summary(result)}")
    elif (result.status == Verdict.PASSED and left_out and not result.examples and not result.failures
          and not result.stopped_by):
        # a fixed case (card-rulings tier) whose only scenario holds a synthetic card: nothing was played
        result.status, result.stopped_by = Verdict.UNSUPPORTED, None
        result.message = (f"every scenario of this ruling holds a synthetic card, which the engine declines "
                          f"(synthetic_cards: false, or --real-cards-only): {left_out} corpus case(s) left out")
    elif result.unsupported:
        result.notes.append(f"{result.unsupported} scenario(s) skipped as unsupported by the engine: "
                            f"{skip_summary(result)}")
    if result.stopped_by:
        plural = "" if result.examples == 1 else "s"
        result.notes.append(f"stopped early ({result.stopped_by}) after {result.examples} example{plural}")
    if result.failures and result.status == Verdict.PASSED:
        result.settle()
    else:
        result.message = "; ".join(filter(None, [result.message, *result.notes]))
    result.duration_s = time.monotonic() - started
    return result


class _Stop(BaseException):
    """Ends a Hypothesis run at once (a BaseException, so Hypothesis neither catches nor shrinks it)."""


def timed_check(ruling: Ruling, engine: Engine, scenario: Scenario,
                deadline_s: float | None) -> tuple[JudgedTrace, list[Violation]]:
    """``check_scenario``, with a ``timeout`` EngineError when one example takes longer than ``deadline_s``."""
    undeclared = undeclared_in(scenario, engine.hello(), ruling.views)
    if undeclared:
        raise EngineError.unsupported_by(f"the scenario needs {', '.join(undeclared)}, which the engine's hello "
                                         "does not declare")
    started = time.monotonic()
    trace, violations = check_scenario(ruling, engine, scenario)
    took = time.monotonic() - started
    if deadline_s is not None and took > deadline_s:
        raise EngineError(f"one example took {took:.1f} s, over the per-example deadline of {deadline_s:g} s",
                          Verdict.TIMEOUT)
    return trace, violations


class KeepingDatabase(ExampleDatabase):
    """An example database that never deletes the examples an earlier round saved (see ``_explore``).

    A round after the first treats the failures already found as passes; Hypothesis would then drop their
    saved examples as fixed. Deleting what this round saved itself (a shrink replacing its own step) goes on.
    """

    def __init__(self, inner: ExampleDatabase) -> None:
        super().__init__()
        self.inner = inner
        self.kept: set[tuple[bytes, bytes]] = set()

    def fetch(self, key: bytes) -> Iterator[bytes]:
        for value in self.inner.fetch(key):
            self.kept.add((key, value))
            yield value

    def save(self, key: bytes, value: bytes) -> None:
        self.inner.save(key, value)

    def delete(self, key: bytes, value: bytes) -> None:
        if (key, value) not in self.kept:
            self.inner.delete(key, value)

    def move(self, src: bytes, dest: bytes, value: bytes) -> None:
        if (src, value) in self.kept:
            self.inner.save(dest, value)
        else:
            self.inner.move(src, dest, value)


def _explore(ruling: Ruling, engine: Engine, profile: Profile, run_seed: int, database: ExampleDatabase | None,
             result: RulingResult, stop_at: float | None = None, known: frozenset[str] = frozenset(),
             draw: DrawOptions = DEFAULT_DRAW) -> None:
    """Hypothesis-generated scenarios, in rounds, until no new failure turns up or the example budget is spent.

    Each round is one Hypothesis search that fails only on a signature not seen yet (known signatures and the
    failures of earlier rounds pass), and shrinks that one signature alone: once a round has its first failure,
    only scenarios with that signature fail. The budget (``max_examples``) counts the examples drawn while
    looking, not the ones tried while shrinking, nor the scenarios the engine declined: when Hypothesis gives
    up on a search whose draws were mostly declined, a fresh one goes on, until ``out_of_skips``.
    ``database`` must be this ruling's own (Session.database).
    """
    budget = profile.max_examples
    round_number = 0
    while budget > 0 and len(result.failures) < MAX_FAILURES and result.stopped_by is None:
        seen = {f.signature for f in result.failures if not f.from_corpus} | known
        db = database if round_number == 0 or database is None else KeepingDatabase(database)
        skipped = result.unsupported
        failure, drawn = _explore_round(ruling, engine, profile, run_seed + round_number, db, result, stop_at,
                                        seen, budget, known, draw)
        budget -= drawn
        round_number += 1
        if failure is not None:
            _keep(result, failure)
        elif result.unsupported - skipped < SKIPS_PER_EXAMPLE * (drawn + 1):
            return  # the budget is spent, or the search ended for another reason than the draws it declined
        # else Hypothesis gave up on a search where most draws were declined (it stops below 1% valid):
        # a fresh search goes on until the budget is played or out_of_skips


def _keep(result: RulingResult, failure: Failure) -> None:
    """Add a failure found by exploration; one a corpus case found already is replaced when this one is smaller."""
    old = next((f for f in result.failures if f.signature == failure.signature), None)
    if old is None:
        result.failures.append(failure)
        return
    if failure.scenario.size <= old.scenario.size:
        failure.examples_to_fail = old.examples_to_fail
        result.failures[result.failures.index(old)] = failure
    else:
        old.from_corpus = False  # the corpus case stays, as the smaller one: no need to look for it again


def _explore_round(ruling: Ruling, engine: Engine, profile: Profile, round_seed: int,
                   database: ExampleDatabase | None, result: RulingResult, stop_at: float | None,
                   seen: set[str] | frozenset[str], budget: int,
                   known: frozenset[str], draw: DrawOptions = DEFAULT_DRAW) -> tuple[Failure | None, int]:
    """One search for a failure whose signature is not in ``seen``, shrunk; and how many examples it drew to
    find it (all it ran when it found none)."""
    errors: list[EngineError] = []
    target: list[Failure] = []  # the round's failure, replaced by each smaller one the shrinker finds
    drawn = 0
    budget_end = time.time() + profile.time_budget_s if profile.time_budget_s else None

    def out_of_time() -> str | None:
        now = time.time()
        if stop_at is not None and now >= stop_at:
            return "the run's time budget was reached"
        if budget_end is not None and now >= budget_end:
            return "the ruling's time budget was reached"
        return None

    with drawing_with(draw):  # the strategy is built, and below drawn, with the run's draw options
        scenarios = ruling.scenario(profile.max_steps)

    # @settings above @seed: @seed applied last would switch the example database off.
    @settings(max_examples=budget, deadline=None, database=database, derandomize=False,
              suppress_health_check=list(HealthCheck), print_blob=False, report_multiple_bugs=False,
              phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink])
    @seed(round_seed)
    @given(scenarios)
    def explore(scenario: Scenario) -> None:
        nonlocal drawn
        interrupt.check()  # a checkpoint per example: an interrupt lost inside Hypothesis's engine stops here
        reason = out_of_time()
        if reason:
            result.stopped_by = reason
            raise _Stop(reason)
        try:
            trace, violations = timed_check(ruling, engine, scenario, profile.example_deadline_s)
        except EngineError as exc:
            if is_unsupported(exc):
                _skip(result, exc)
                if out_of_skips(result, profile):
                    result.stopped_by = f"{result.unsupported} scenarios the engine declined"
                    raise _Stop(result.stopped_by) from None
                # Invalid for Hypothesis: not an example, never counted, kept or shrunk to; it draws another.
                reject()
            errors.append(exc)
            raise _Stop(str(exc)) from None
        result.examples += 1
        if not target:
            drawn += 1
        signature, divergence = cause_of(trace, violations)  # a passing example computes nothing here
        _note_known(result, known, scenario, trace, violations, signature, divergence)
        wanted = target[0].signature if target else signature
        if signature is None or signature != wanted or signature in seen:
            return  # no failure, or one already found (or not this round's): a pass for this round
        failure = Failure(signature, as_played(scenario, trace), trace, violations,
                          target[0].examples_to_fail if target else result.examples, divergence=divergence)
        target[:] = [failure]  # the latest failing example Hypothesis tries is its smallest so far
        raise _Found(failure)

    try:
        with warnings.catch_warnings(), drawing_with(draw):  # scenarios are big; Hypothesis's repr warning is noise
            warnings.filterwarnings("ignore", message="Generating overly large repr")
            explore()
    except (_Found, _Stop, Flaky):  # Flaky: a failure that did not reproduce; confirm() will say "flaky"
        pass
    except Unsatisfiable:  # every example was unsupported by the engine: reported as unsupported above
        pass
    if errors and not target and not result.new_failures():
        raise errors[0]
    if errors:
        result.stopped_by = result.stopped_by or f"the engine failed: {errors[0]}"
    return (target[0] if target else None), drawn


def _note_known(result: RulingResult, known: frozenset[str], scenario: Scenario, trace: Trace,
                violations: list[Violation], signature: str | None, divergence: Divergence | None) -> None:
    """Keep the smallest scenario seen for each known signature (an expected failure, reported as xfail)."""
    if signature is None or signature not in known:
        return
    old = next((f for f in result.failures if f.signature == signature), None)
    if old is None:
        result.failures.append(Failure(signature, as_played(scenario, trace), trace, violations,
                                       result.examples, Verdict.XFAIL, divergence=divergence))
    elif old.status == Verdict.XFAIL and scenario.size < old.scenario.size:
        result.failures[result.failures.index(old)] = Failure(
            signature, as_played(scenario, trace), trace, violations, old.examples_to_fail, Verdict.XFAIL,
            divergence=divergence)
