"""One worker's conformance session: the engine under test, the profile, the corpus, and result records.

Used by the pytest plugin (one session per xdist worker) and by the commands
that run rulings without pytest (mutants, replay).
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from dataclasses import replace
from pathlib import Path
from typing import Any

from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase

from mtg_protocol.engine import ConfigError, Engine, EngineError
from mtg_protocol.errors import ReportError, one_line
from mtg_protocol.jsontypes import JSON
from mtg_protocol.untrusted import clean_data
from reports.counterexample import write_counterexample
from reports.verdicts import SHOWN_FAILURES, Verdict
from strategies.options import DrawOptions

from . import interrupt, tiers
from .examples_db import chosen_directory, directory_of, engine_identity, is_redis, redis_prefix
from .expectations import Expectation, apply_expectation
from .profiles import Profile
from .runner import Failure, RulingResult, as_played, cause_of, check_scenario, execute_ruling, message_of
from .spec import open_engine

FAILURE_ORDER = {Verdict.FAILED: 0, Verdict.FLAKY: 2, Verdict.XFAIL: 3}
"""The order of a ruling's failures in the report after the one its verdict leads with (errors of a re-run: 1)."""


def warn(message: str) -> None:
    """One warning line on stderr: something optional went wrong and the run goes on."""
    print(f"mtg-conformance: warning: {message}", file=sys.stderr, flush=True)


def open_database(spec: str | None, identity: str = "", ruling_id: str = "") -> ExampleDatabase | None:
    """The example database: a directory by default, Redis with ``redis://HOST:PORT/DB``, none with ``none``.

    With an engine identity and a ruling, the namespace of that ruling on that engine (conformance/examples_db.py).
    """
    if spec == "none":
        return None
    if is_redis(spec):
        try:
            from hypothesis.extra.redis import RedisExampleDatabase
            from redis import Redis
        except ImportError:
            raise ConfigError("--example-db redis://... needs the redis client: "
                              "pip install 'mtg-conformance[redis]'") from None
        try:
            client = Redis.from_url(spec, socket_connect_timeout=5)
        except ValueError as exc:
            raise ConfigError(f"--example-db {spec!r}: {exc}") from None
        prefix = redis_prefix(identity, ruling_id) if ruling_id else b"mtg-conformance:"
        return FallbackDatabase(RedisExampleDatabase(client, key_prefix=prefix), spec)
    path = chosen_directory(spec)
    if path is None:  # the default, with the user cache switched off: no examples are kept
        return None
    if path.exists() and not path.is_dir():
        raise ConfigError(f"--example-db {str(path)!r} is a file, not a directory: the examples could not be kept")
    return DirectoryBasedExampleDatabase(str(directory_of(path, identity, ruling_id) if ruling_id else path))


class FallbackDatabase(ExampleDatabase):
    """A shared (Redis) example database that, once its connection is lost, is no database at all.

    The first failure is said once on stderr; the run goes on without saving or replaying examples,
    instead of every ruling ending in ``error``.
    """

    def __init__(self, inner: ExampleDatabase, label: str) -> None:
        super().__init__()
        self.inner: ExampleDatabase | None = inner
        self.label = label

    @property
    def redis(self) -> Any:
        """The client of the database inside (for the reachability check before a run)."""
        return getattr(self.inner, "redis", None)

    def _call(self, method: str, *args: Any) -> Any:
        if self.inner is None:
            return None
        try:
            found = getattr(self.inner, method)(*args)
            return list(found) if method == "fetch" else None
        except Exception as exc:  # noqa: BLE001 - redis raises its own family (and OSError) on a lost link
            self.inner = None
            warnings.warn(f"mtg-conformance: lost the example database {self.label} ({type(exc).__name__}: "
                          f"{one_line(str(exc), 120)}); going on without one", RuntimeWarning, stacklevel=1)
            return None

    def save(self, key: bytes, value: bytes) -> None:
        self._call("save", key, value)

    def fetch(self, key: bytes) -> Any:
        return iter(self._call("fetch", key) or ())

    def delete(self, key: bytes, value: bytes) -> None:
        self._call("delete", key, value)

    def move(self, src: bytes, dest: bytes, value: bytes) -> None:
        self._call("move", src, dest, value)


def check_database(spec: str | None) -> None:
    """Fail early, with a ConfigError, when the example database can't be opened, reached or written."""
    database = open_database(spec)
    if isinstance(database, DirectoryBasedExampleDatabase):  # it is made when first needed: check it can be
        existing = Path(database.path).absolute()
        while not existing.exists():
            existing = existing.parent
        if not existing.is_dir() or not os.access(existing, os.W_OK | os.X_OK):
            raise ConfigError(f"--example-db {str(database.path)!r}: {existing} is not a folder this run can write")
    if is_redis(spec):
        from redis.exceptions import RedisError

        assert isinstance(database, FallbackDatabase)  # what open_database makes of a redis:// spec
        try:
            database.redis.ping()
        except RedisError as exc:
            raise ConfigError(f"can't reach the example database {spec}: {str(exc).splitlines()[0]}") from None


class Session:
    def __init__(self, spec: str, profile: Profile, seed: int, out_dir: Path | None,
                 timeout: float = 30.0, example_db: str | None = None, stop_at: float | None = None,
                 expectations: dict[str, Expectation] | None = None, real_cards_only: bool = False,
                 tier: str = tiers.RULINGS) -> None:
        self.real_cards_only = real_cards_only  # the run asked for real cards only, whatever the engine says
        self.stop_at = stop_at  # time.time() at which the run's budget ends
        self.expectations = {**tiers.built_in_expectations(tier, spec), **(expectations or {})}
        self.spec = spec
        self.profile = tiers.profile(tier, profile)
        self.seed = seed
        self.out_dir = out_dir
        self.timeout = timeout
        self.rulings = tiers.registry(tier)
        self.corpus = tiers.corpus(tier)
        self.example_db = example_db
        open_database(example_db)  # a bad --example-db is said before any ruling runs
        self._engine: Engine | None = None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            interrupt.check()  # no engine is started for a run already stopped
            log_dir = self.out_dir / "logs" if self.out_dir else None
            self._engine = open_engine(self.spec, self.timeout, log_dir)
        return self._engine

    def close(self) -> None:
        if self._engine is not None:
            try:
                self._engine.close()
            except EngineError:
                pass
            self._engine = None

    def hello(self) -> JSON:
        """The engine's hello, or an empty one if it can't start (the run then reports the error)."""
        try:
            hello: JSON = clean_data(self.engine.hello())
            return hello
        except EngineError:
            return {}

    def run(self, ruling_id: str) -> RulingResult:
        """Run one ruling: skip it when disabled or out of time, confirm each failure, apply the expectations."""
        ruling = self.rulings[ruling_id]
        expectation = self.expectations.get(ruling_id)
        if expectation is not None and expectation.disabled is not None:
            return RulingResult.disabled(ruling_id, expectation.disabled)
        if self.stop_at is not None and time.time() >= self.stop_at:
            return RulingResult.not_run(ruling_id)
        known = frozenset(expectation.known) if expectation is not None else frozenset()
        interrupt.check()
        try:
            result = execute_ruling(ruling, self.engine, self.profile, self.seed, self.corpus.get(ruling_id),
                                    self.database(ruling_id), self.stop_at, known, self.draw_options())
        except EngineError as exc:
            interrupt.check()  # an engine the signal killed is no verdict of the ruling
            result = RulingResult(ruling_id, Verdict(exc.kind), message=f"the engine failed: {exc}")
        except Exception as exc:  # noqa: BLE001 - whatever breaks while checking, the ruling still gets a verdict
            interrupt.check()  # an interrupt that an error raised in a library's cleanup replaced
            result = RulingResult(ruling_id, Verdict.ERROR, message=f"checking failed: {type(exc).__name__}: {exc}")
        interrupt.check()  # a result reached after the signal (engines killed, a stop mid-exploration) is no verdict
        unseen = sorted(known - result.signatures())
        if unseen and result.status in (Verdict.PASSED, Verdict.FAILED, Verdict.XFAIL):
            result.notes.append(f"known failure not seen in this run: {', '.join(unseen)}")
            if not result.failures:
                result.message = "; ".join(filter(None, [result.message, result.notes[-1]]))
        if result.failures and result.status in (Verdict.FAILED, Verdict.XFAIL):
            for failure in result.new_failures():
                self.confirm(result.id, failure)
            result.settle()
        interrupt.check()
        result.status, result.message = apply_expectation(expectation, result.status, result.message)
        return result

    def database(self, ruling_id: str) -> ExampleDatabase | None:
        """This ruling's example database on this engine (its name and version): never another engine's."""
        return open_database(self.example_db, engine_identity(self.hello()), ruling_id)

    def draw_options(self) -> DrawOptions:
        """What the strategies may draw: real cards only when the run asks so or the engine can't load
        synthetic cards; only the mechanics the engine declares, and only what it declares a setup may hold, where a
        ruling can do without the rest."""
        caps = self.hello().get("capabilities") or {}
        mechanics = caps.get("mechanics")
        setup = caps.get("setup")
        return DrawOptions(real_cards_only=self.real_cards_only or caps.get("synthetic_cards", True) is False,
                           mechanics=frozenset(map(str, mechanics)) if isinstance(mechanics, list) else None,
                           setup=dict(setup) if isinstance(setup, dict) else None)

    def confirm(self, ruling_id: str, failure: Failure) -> None:
        """Re-run a failure from its counterexample; one that does not fail with its signature again is flaky.

        The counterexample is first cut after the action that broke the ruling; the cut one is kept when it
        still fails with the same signature on the engine (nothing after the breaking step is needed to show it).
        """
        if self._cut(ruling_id, failure):
            return
        try:
            trace, violations = check_scenario(self.rulings[ruling_id], self.engine, failure.scenario)
        except EngineError as exc:
            if exc.unsupported:  # declined this time: the failure is not confirmed, and a decline is no error
                failure.status = Verdict.FLAKY
                failure.message = f"failed once ({failure.message}), then the engine declined its re-run ({exc})"
            else:
                failure.status, failure.message = Verdict(exc.kind), f"the engine failed on the re-run: {exc}"
            return
        if cause_of(trace, violations)[0] != failure.signature:
            failure.status = Verdict.FLAKY
            failure.message = f"failed once ({failure.message}), then held when re-run from its counterexample"

    def _cut(self, ruling_id: str, failure: Failure) -> bool:
        """Replace the counterexample by its prefix up to the breaking action when that prefix still fails so."""
        steps = [v.step for v in failure.violations if v.step is not None]
        if not steps or min(steps) + 1 >= len(failure.scenario.actions):
            return False
        cut = replace(failure.scenario, actions=failure.scenario.actions[:max(0, min(steps)) + 1], model=None)
        try:
            trace, violations = check_scenario(self.rulings[ruling_id], self.engine, cut)
        except EngineError:
            return False
        signature, divergence = cause_of(trace, violations)
        if signature != failure.signature:
            return False
        failure.scenario, failure.trace, failure.violations = as_played(cut, trace), trace, violations
        failure.divergence = divergence
        failure.message = message_of(violations, divergence)
        return True

    def record(self, result: RulingResult) -> JSON:
        """The result as report.json wants it, writing one counterexample file per distinct failure.

        The failure the verdict leads with gets ``counterexamples/RULING.json`` (the ruling's ``counterexample``);
        the others ``RULING.2.json``, ``RULING.3.json``, ... in the order of ``failures``.
        """
        ruling = self.rulings[result.id]
        out: JSON = clean_data({**ruling.meta(), **result.to_json(), "counterexample": None, "failures": []})
        lead = result.failure
        ordered = sorted(result.failures, key=lambda f: (f is not lead, FAILURE_ORDER.get(f.status, 1)))
        for number, failure in enumerate(ordered, 1):
            entry: JSON = clean_data({"signature": failure.signature, "status": str(failure.status),
                                      "message": failure.message, "counterexample": None,
                                      "size": list(failure.scenario.size),
                                      "examples_to_fail": failure.examples_to_fail})
            if failure.divergence is not None:
                entry["first_divergence"] = clean_data(failure.divergence.to_json())
            if self.out_dir is not None and failure.status in SHOWN_FAILURES:
                entry["counterexample"] = self._write_counterexample(result.id, failure, number)
                if entry["counterexample"] is None:
                    entry["message"] = f"{entry['message']} (its counterexample could not be written)"
            out["failures"].append(entry)
        if out["failures"] and out["failures"][0]["counterexample"] is not None and \
                result.status in SHOWN_FAILURES:
            out["counterexample"] = out["failures"][0]["counterexample"]
        elif out["failures"] and self.out_dir is not None and result.status in SHOWN_FAILURES:
            out["message"] = f"{out['message']} (its counterexample could not be written)"
        return out

    def _write_counterexample(self, ruling_id: str, failure: Failure, number: int) -> str | None:
        """Write one failure's counterexample file; its path relative to the report folder, or None."""
        assert self.out_dir is not None
        violation = next((v for v in failure.violations if v.signature == failure.signature), None) or \
            min(failure.violations, key=lambda v: (v.step is None, v.step or 0), default=None)
        data = {
            "ruling": ruling_id, "engine": self.spec, "seed": self.seed,
            "scenario": failure.scenario.to_json(),
            "violation": {"message": failure.message, "signature": failure.signature,
                          "expected": violation.expected if violation else None,
                          "observed": violation.observed if violation else None,
                          "step": violation.step if violation else None,
                          "action": violation.step + 1 if violation and violation.step is not None else None,
                          "first_divergence": failure.divergence.to_json() if failure.divergence else None},
            "trace": {"initial": failure.trace.initial,
                      "steps": failure.trace.steps_by_action(len(failure.scenario.actions))},
        }
        try:
            return write_counterexample(self.out_dir, clean_data(data), number)
        except (OSError, RecursionError, ReportError) as exc:  # an optional output: the verdict stands
            warn(f"a counterexample of {ruling_id} was not written: {one_line(str(exc), 200)}")
            return None
