"""One worker's conformance session: the engine under test, the profile, the corpus, and result records.

Used by the pytest plugin (one session per xdist worker) and by the commands
that run rulings without pytest (mutants, replay).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase

from reports.counterexample import write_counterexample

from .catalog import RULINGS
from .corpus import load_corpus
from .profiles import Profile
from .protocol.engine import Engine, EngineError
from .protocol.spec import open_engine
from .runner import RulingResult, check_scenario, execute_ruling

JSON = dict[str, Any]


def open_database(spec: str | None, out_dir: Path | None) -> ExampleDatabase | None:
    """The example database: a directory by default, Redis with ``redis://HOST:PORT/DB``, none with ``none``."""
    if spec == "none":
        return None
    if spec and spec.startswith("redis://"):
        from hypothesis.extra.redis import RedisExampleDatabase
        from redis import Redis

        return RedisExampleDatabase(Redis.from_url(spec), key_prefix=b"mtg-conformance:")
    path = Path(spec) if spec else Path(".hypothesis") / "conformance"
    return DirectoryBasedExampleDatabase(str(path))


class Session:
    def __init__(self, spec: str, profile: Profile, seed: int, out_dir: Path | None,
                 timeout: float = 30.0, example_db: str | None = None) -> None:
        self.spec = spec
        self.profile = profile
        self.seed = seed
        self.out_dir = out_dir
        self.timeout = timeout
        self.corpus = load_corpus()
        self.database = open_database(example_db, out_dir)
        self._engine: Engine | None = None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
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
            return self.engine.hello()
        except EngineError:
            return {}

    def run(self, ruling_id: str) -> RulingResult:
        ruling = RULINGS[ruling_id]
        try:
            result = execute_ruling(ruling, self.engine, self.profile, self.seed, self.corpus.get(ruling_id),
                                    self.database)
        except EngineError as exc:
            result = RulingResult(ruling_id, exc.kind, message=f"the engine failed: {exc}")
        if result.status == "failed" and result.scenario is not None:
            self.confirm(result)
        return result

    def confirm(self, result: RulingResult) -> None:
        """Re-run a failure from its counterexample; one that does not reproduce is flaky, not failed."""
        assert result.scenario is not None
        try:
            _trace, violations = check_scenario(RULINGS[result.id], self.engine, result.scenario)
        except EngineError as exc:
            result.status, result.message = exc.kind, f"the engine failed on the re-run: {exc}"
            return
        if not violations:
            result.status = "flaky"
            result.message = f"failed once ({result.message}), then held when re-run from its counterexample"

    def record(self, result: RulingResult) -> JSON:
        """The result as report.json wants it, writing the counterexample file where there is one."""
        ruling = RULINGS[result.id]
        out: JSON = {**ruling.meta(), **result.to_json(), "counterexample": None}
        if self.out_dir is not None and result.scenario is not None and result.status in ("failed", "flaky"):
            violation = result.violations[0] if result.violations else None
            data = {
                "ruling": result.id, "engine": self.spec, "seed": self.seed,
                "scenario": result.scenario.to_json(),
                "violation": {"message": result.message,
                              "expected": violation.expected if violation else None,
                              "observed": violation.observed if violation else None,
                              "step": violation.step if violation else None},
                "trace": {"initial": result.trace.initial, "steps": result.trace.steps} if result.trace else None,
            }
            out["counterexample"] = write_counterexample(self.out_dir, data)
        return out
