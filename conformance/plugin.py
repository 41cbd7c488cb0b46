"""The pytest plugin (entry point ``pytest11``): options, the per-worker session, and incremental reports.

Workers run rulings and attach each result to its test report; the controller
(the only process when xdist is off) records results as they arrive and
rewrites report.json after each one, so an interrupted run still leaves a
valid report.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from .catalog import all_rulings, select
from .expectations import Expectation
from .profiles import PROFILES, get_profile
from .protocol.verdicts import Verdict
from .session import Session

SUITE_MODULE = "conformance/suite.py"
STOP_AT = pytest.StashKey[float]()
EXPECTATIONS = pytest.StashKey[dict[str, Expectation]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mtg-conformance")
    group.addoption("--engine", default="reference", help="engine under test: reference, mutant:NAME, phase, "
                    "cmd:COMMAND LINE or python:MODULE:FACTORY")
    group.addoption("--conformance-profile", default="dev", choices=sorted(PROFILES), help="run profile")
    group.addoption("--conformance-seed", type=int, default=0, help="Hypothesis seed (same seed, same examples)")
    group.addoption("--conformance-out", default=None, help="write the reports into this directory")
    group.addoption("--conformance-rulings", default="", help="comma-separated ruling ids or globs")
    group.addoption("--engine-timeout", type=float, default=30.0, help="seconds per engine request")
    group.addoption("--max-examples", type=int, default=None, help="override the profile's examples per ruling")
    group.addoption("--time-budget", type=float, default=None, help="seconds per ruling for the property tier")
    group.addoption("--example-db", default=None, help="example database: a directory, redis://HOST:PORT/DB or none")
    group.addoption("--history", default=None, help="append one line per run to this JSON-lines file")
    group.addoption("--run-budget", type=float, default=None, help="seconds for the whole run; rulings not "
                    "started by then are reported as errors 'not run'")
    group.addoption("--example-deadline", type=float, default=None, help="seconds one example may take before "
                    "the ruling is reported as a timeout (overrides the profile)")
    group.addoption("--conformance-color", default="auto", choices=["auto", "always", "never"],
                    help="colour the progress lines: auto (when the output is a terminal), always or never")
    group.addoption("--expectations", default=None, help="TOML file of known failures, intermittent and disabled "
                    "rulings for this engine")


def _options(config: pytest.Config) -> dict[str, Any]:
    get = config.getoption
    return {"spec": get("engine"), "profile": get("conformance_profile"), "seed": get("conformance_seed"),
            "out": get("conformance_out"), "rulings": [p for p in get("conformance_rulings").split(",") if p],
            "timeout": get("engine_timeout"), "max_examples": get("max_examples"),
            "time_budget": get("time_budget"), "example_db": get("example_db"), "history": get("history"),
            "run_budget": get("run_budget"), "example_deadline": get("example_deadline"),
            "expectations": get("expectations"), "color": get("conformance_color")}


@pytest.fixture(scope="session")
def conformance_session(request: pytest.FixtureRequest) -> Iterator[Session]:
    opts = _options(request.config)
    profile = get_profile(opts["profile"], opts["max_examples"], opts["time_budget"], opts["example_deadline"])
    session = Session(opts["spec"], profile, opts["seed"], Path(opts["out"]) if opts["out"] else None,
                      opts["timeout"], opts["example_db"], stop_at=_stop_at(request.config),
                      expectations=request.config.stash.get(EXPECTATIONS, {}))
    yield session
    session.close()


def _stop_at(config: pytest.Config) -> float | None:
    """When the run's budget ends (``time.time()``): set by the controller, handed to xdist workers."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None:
        return workerinput.get("conformance_stop_at")
    return config.stash.get(STOP_AT, None)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist: every worker stops at the controller's instant, not at its own start plus the budget."""
    node.workerinput["conformance_stop_at"] = node.config.stash.get(STOP_AT, None)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep only the selected rulings (``--conformance-rulings``)."""
    patterns = _options(config)["rulings"]
    if not patterns:
        return
    wanted = {r.id for r in select(patterns)}
    kept = [i for i in items if not _ruling_of(i) or _ruling_of(i) in wanted]
    deselected = [i for i in items if i not in kept]
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = kept


def _ruling_of(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    if callspec is None or not item.nodeid.replace("\\", "/").startswith(SUITE_MODULE):
        return None
    return callspec.params.get("ruling_id")


INTERRUPTED = "interrupted"


class ReportRecorder:
    """Lives in the controller process: builds report.json as results arrive.

    A failure to write report.json (a full disk) stops the run with one line naming
    the folder; the history is optional, so a failure there is a warning. When the
    run is interrupted, the rulings without a result get ``error`` "interrupted".
    """

    def __init__(self, config: pytest.Config) -> None:
        from reports import ReportWriter, new_report
        from reports.model import EngineInfo, RulingMeta

        opts = _options(config)
        self.opts = opts
        self.started = time.monotonic()
        self.writer = ReportWriter(opts["out"])
        rulings = select(opts["rulings"]) if opts["rulings"] else all_rulings()
        engine: EngineInfo = {"spec": opts["spec"], "name": opts["spec"], "version": "unknown"}
        self.report = new_report(engine, opts["profile"], opts["seed"], [cast(RulingMeta, r.meta()) for r in rulings])
        self.write_error: str | None = None
        self.session: pytest.Session | None = None
        self.say_progress = False
        self._update()

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.session = session
        # progress lines stand in for pytest's own output, which `mtg-conformance run` turns off
        self.say_progress = session.config.pluginmanager.get_plugin("terminalreporter") is None

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        from reports import record_result

        if report.when != "call":
            return
        props: dict[str, Any] = dict(report.user_properties)
        if "conformance_result" not in props:
            return
        if props.get("conformance_engine"):
            self.report["engine"].update(props["conformance_engine"])
        record_result(self.report, props["conformance_result"])
        self._update()
        if self.say_progress:
            self._progress(props["conformance_result"]["id"])

    def _progress(self, ruling_id: str) -> None:
        """One line per finished ruling on stdout (pytest's own output is off in ``mtg-conformance run``)."""
        import sys

        from .progress import progress_line, use_color

        rulings = self.report["rulings"]
        done = sum(r["status"] != Verdict.PENDING for r in rulings)
        ruling = next((r for r in rulings if r["id"] == ruling_id), None)
        if ruling is not None:
            line = progress_line(ruling, done, len(rulings), time.monotonic() - self.started,
                                 use_color(self.opts["color"], sys.stdout))
            print(line, flush=True)

    def _update(self) -> None:
        if self.write_error is None:
            try:
                self.writer.update(self.report)
            except OSError as exc:
                self._stop(exc)

    def _stop(self, exc: OSError) -> None:
        self.write_error = f"can't write the reports in {self.opts['out']}/: {exc.strerror or exc}"
        if self.session is not None:
            self.session.shouldstop = self.write_error

    def pytest_sessionfinish(self, exitstatus: int) -> None:
        from reports import finalize, record_result

        if exitstatus == pytest.ExitCode.INTERRUPTED:
            for ruling in self.report["rulings"]:
                if ruling["status"] == Verdict.PENDING:
                    record_result(self.report, {"id": ruling["id"], "status": Verdict.ERROR, "message": INTERRUPTED})
        finalize(self.report, time.monotonic() - self.started)
        if self.write_error is not None:
            return  # the folder can't take files: what is there stays as it was
        try:
            self.writer.finish(self.report, history=self._history())
        except OSError as exc:
            self._stop(exc)

    def _history(self) -> list[Any] | None:
        """Append this run to the history and read the recent runs back; a failure is only a warning."""
        from conformance.protocol.errors import ReportError
        from reports import append_history, load_history

        from .session import warn

        if not self.opts["history"]:
            return None
        try:
            append_history(self.opts["history"], self.report)
            return load_history(self.opts["history"], last=30)
        except (OSError, ReportError) as exc:
            warn(f"--history {self.opts['history']}: not updated: {getattr(exc, 'strerror', None) or exc}")
            return None


def pytest_configure(config: pytest.Config) -> None:
    opts = _options(config)
    if opts["run_budget"] is not None and not hasattr(config, "workerinput"):
        config.stash[STOP_AT] = time.time() + opts["run_budget"]
    if opts["expectations"]:
        from .catalog import RULINGS
        from .expectations import ExpectationsError, load_expectations

        try:
            config.stash[EXPECTATIONS] = load_expectations(opts["expectations"], set(RULINGS))
        except ExpectationsError as exc:
            raise pytest.UsageError(str(exc)) from None
    if _options(config)["out"] and not hasattr(config, "workerinput"):
        config.pluginmanager.register(ReportRecorder(config), "mtg-conformance-recorder")
