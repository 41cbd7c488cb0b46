"""The pytest plugin (entry point ``pytest11``): options, the per-worker session, and incremental reports.

The options are RunConfig's (conformance/config.py), spelled ``--mtg-NAME``; ``mtg-conformance run`` hands its
RunConfig over directly (``ConfigCarrier``), and the controller sends it to each xdist worker in
``workerinput``. In a pytest run that is not a conformance run, the plugin only adds its options: the
catalog, strategies and engine are imported when a hook or the suite needs them.

Workers run rulings and attach each result to its test report; the controller
(the only process when xdist is off) records results as they arrive and
rewrites report.json after each one (spaced out once a rewrite costs more than
a tenth of the time between results: a report of hundreds of rulings), so an
interrupted run still leaves a valid report.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pytest

from reports.verdicts import Verdict

from .config import RunConfig, add_pytest_options, from_pytest

if TYPE_CHECKING:
    from .session import Session

SUITE_FILE = Path(__file__).resolve().with_name("suite.py")
SUITE_FILES = (SUITE_FILE, SUITE_FILE.with_name("card_rulings") / "suite.py")
"""The suite files of the tiers (conformance/tiers.py), whose items are rulings."""
RUN_CONFIG = pytest.StashKey[RunConfig]()
STOP_AT = pytest.StashKey["float | None"]()
EXPECTATIONS = pytest.StashKey[dict[str, Any]]()  # ruling id -> expectations.Expectation
WORKER_CONFIG, WORKER_STOP_AT = "mtg_run_config", "mtg_stop_at"  # keys of xdist's workerinput


def load_args() -> list[str]:
    """pytest arguments that load this plugin when it isn't installed as the ``mtg_conformance`` entry point."""
    from importlib import metadata

    installed = "mtg_conformance" in {ep.name for ep in metadata.entry_points(group="pytest11")}
    return [] if installed else ["-p", "conformance.plugin"]


def pytest_addoption(parser: pytest.Parser) -> None:
    add_pytest_options(parser.getgroup("mtg-conformance", "mtg-conformance (the conformance suite's run)"))


class ConfigCarrier:
    """Hands a RunConfig made elsewhere (``mtg-conformance run``) to the pytest session, instead of ``--mtg-*``."""

    def __init__(self, config: RunConfig) -> None:
        self.config = config

    @pytest.hookimpl(tryfirst=True)
    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[RUN_CONFIG] = self.config


def run_config(config: pytest.Config) -> RunConfig:
    """This session's RunConfig: the one handed over by the CLI, the controller's (on an xdist worker), or
    the one the ``--mtg-*`` options spell."""
    if RUN_CONFIG not in config.stash:
        workerinput = getattr(config, "workerinput", None)
        if workerinput is not None and WORKER_CONFIG in workerinput:
            config.stash[RUN_CONFIG] = RunConfig.from_json(workerinput[WORKER_CONFIG])
        else:
            config.stash[RUN_CONFIG] = from_pytest(config.getoption)
    return config.stash[RUN_CONFIG]


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


@pytest.fixture(scope="session")
def conformance_session(request: pytest.FixtureRequest) -> Iterator[Session]:
    from .profiles import get_profile
    from .session import Session

    opts = run_config(request.config)
    profile = get_profile(opts.profile, opts.max_examples, opts.time_budget, opts.example_deadline)
    session = Session(opts.engine, profile, opts.seed, Path(opts.out) if opts.out else None,
                      opts.engine_timeout, opts.example_db, stop_at=_stop_at(request.config),
                      expectations=request.config.stash.get(EXPECTATIONS, {}),
                      real_cards_only=opts.real_cards_only, tier=opts.tier)
    yield session
    session.close()


def _stop_at(config: pytest.Config) -> float | None:
    """When the run's budget ends (``time.time()``): set by the controller, handed to xdist workers."""
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None:
        stop_at = workerinput.get(WORKER_STOP_AT)
        return float(stop_at) if stop_at is not None else None
    return config.stash.get(STOP_AT, None)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist: every worker gets the controller's RunConfig (workers re-read only the command line, which need
    not spell it) and stops at the controller's instant, not at its own start plus the budget."""
    node.workerinput[WORKER_CONFIG] = run_config(node.config).to_json()
    node.workerinput[WORKER_STOP_AT] = node.config.stash.get(STOP_AT, None)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep only the selected rulings (``--mtg-rulings``); a tier's suite runs only with its own ``--mtg-tier``."""
    tier = run_config(config).tier
    if any(_suite_of(i) not in (None, tier) for i in items):
        raise pytest.UsageError(f"conformance/card_rulings/suite.py runs with --mtg-tier card-rulings, "
                                f"conformance/suite.py with --mtg-tier rulings (this run's tier: {tier})")
    patterns = run_config(config).rulings
    if not patterns:
        return
    wanted = {r.id for r in _selected(run_config(config))}
    kept = [i for i in items if not _ruling_of(i) or _ruling_of(i) in wanted]
    deselected = [i for i in items if i not in kept]
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = kept


def _selected(opts: RunConfig) -> list[Any]:
    """The rulings the run asks for (all when none are named); a bad name is a usage error."""
    from .tiers import select

    try:
        return select(opts.tier, opts.rulings)
    except KeyError as exc:
        raise pytest.UsageError(f"--mtg-rulings: {exc.args[0]}") from None


def _suite_of(item: pytest.Item) -> str | None:
    """The tier whose suite file holds this item (None: not a conformance item)."""
    path = Path(item.path).resolve()
    return dict(zip(SUITE_FILES, ("rulings", "card-rulings"), strict=True)).get(path)


def _ruling_of(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    if callspec is None or Path(item.path).resolve() not in SUITE_FILES:  # by file: node ids depend on --rootdir
        return None
    ruling_id = callspec.params.get("ruling_id")
    return ruling_id if isinstance(ruling_id, str) else None


INTERRUPTED = "interrupted"
UPDATE_COST_RATIO = 10
"""After a rewrite of report.json that took t seconds, the next waits at least this many times t."""


class ReportRecorder:
    """Lives in the controller process: builds report.json as results arrive.

    A failure to write report.json (a full disk) stops the run with one line naming
    the folder; the history is optional, so a failure there is a warning. When the
    run is interrupted, the rulings without a result get ``error`` "interrupted".
    """

    def __init__(self, config: pytest.Config) -> None:
        from reports.model import EngineInfo, RulingMeta, new_report
        from reports.writer import ReportWriter

        opts = run_config(config)
        self.opts = opts
        self.started = time.monotonic()
        assert opts.out, "the recorder is registered only for a run with an output folder"
        self.writer = ReportWriter(opts.out)
        engine: EngineInfo = {"spec": opts.engine, "name": opts.engine, "version": "unknown"}
        self.report = new_report(engine, opts.profile, opts.seed, [cast(RulingMeta, r.meta()) for r in _selected(opts)])
        self.write_error: str | None = None
        self.next_write = 0.0  # time.monotonic() before which report.json is not rewritten (``_update``)
        self.session: pytest.Session | None = None
        self.say_progress = False
        self.finished: list[str] = []  # ruling ids in the order their results arrived (``_progress``)
        self._update()

    def pytest_sessionstart(self, session: pytest.Session) -> None:
        self.session = session
        # progress lines stand in for pytest's own output, which `mtg-conformance run` turns off
        self.say_progress = session.config.pluginmanager.get_plugin("terminalreporter") is None

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        from reports.model import record_result

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

        from .progress import progress_line, time_left, use_color

        rulings = self.report["rulings"]
        done = sum(r["status"] != Verdict.PENDING for r in rulings)
        ruling = next((r for r in rulings if r["id"] == ruling_id), None)
        self.finished.append(ruling_id)
        if ruling is not None:
            workers = self._workers()
            left = time_left(rulings, workers, warming=self.finished[:workers])
            line = progress_line(ruling, done, len(rulings), left, use_color(self.opts.color, sys.stdout))
            print(line, flush=True)

    def _workers(self) -> int:
        """How many rulings run at once: xdist's worker count, 1 without xdist."""
        chosen = self.session.config.getoption("numprocesses", None) if self.session is not None else None
        return chosen if isinstance(chosen, int) and chosen > 0 else 1

    def _update(self) -> None:
        """Rewrite report.json, at most as often as keeps its cost near a tenth of the run: a report of hundreds of
        rulings (the card-rulings tier) takes tens of milliseconds to write, more than a ruling takes to run.
        The final report is always written (``pytest_sessionfinish``)."""
        if self.write_error is None and time.monotonic() >= self.next_write:
            started = time.monotonic()
            try:
                self.writer.update(self.report)
            except OSError as exc:
                self._stop(exc)
            self.next_write = time.monotonic() + UPDATE_COST_RATIO * (time.monotonic() - started)

    def _stop(self, exc: OSError) -> None:
        self.write_error = f"can't write the reports in {self.opts.out}/: {exc.strerror or exc}"
        if self.session is not None:
            self.session.shouldstop = self.write_error

    def pytest_sessionfinish(self, exitstatus: int) -> None:
        from reports.model import finalize, record_result

        from . import interrupt

        # stopped by a signal, whatever exit status pytest reached: no ruling left without a result has one
        if exitstatus == pytest.ExitCode.INTERRUPTED or interrupt.requested() is not None:
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
        from mtg_protocol.errors import ReportError
        from reports.history import append_history, load_history

        from .session import warn

        if not self.opts.history:
            return None
        try:
            append_history(self.opts.history, self.report)
            return load_history(self.opts.history, last=30)
        except (OSError, ReportError) as exc:
            warn(f"history {self.opts.history}: not updated: {getattr(exc, 'strerror', None) or exc}")
            return None


@pytest.hookimpl(trylast=True)  # last: the signal handlers' filter of lost interrupts wraps pytest's unraisable hook
def pytest_configure(config: pytest.Config) -> None:
    """Only a run that asks for it (a budget, expectations, a report folder) makes the plugin do anything here."""
    opts = run_config(config)
    if _runs_suite(config):
        _handle_signals(config, opts)
    if opts.run_budget is not None and not _is_worker(config):
        config.stash[STOP_AT] = time.time() + opts.run_budget
    if opts.expectations:
        from .expectations import ExpectationsError, load_expectations
        from .tiers import registry

        try:
            config.stash[EXPECTATIONS] = load_expectations(opts.expectations, set(registry(opts.tier)))
        except ExpectationsError as exc:
            raise pytest.UsageError(str(exc)) from None
    if opts.out and not _is_worker(config):
        config.pluginmanager.register(ReportRecorder(config), "mtg-conformance-recorder")


OWN_HANDLERS = pytest.StashKey[bool]()
_FULL_TRACE = [False]  # --full-trace: pytest shows an interrupt's whole traceback
TRACKING = pytest.StashKey[bool]()


def _runs_suite(config: pytest.Config) -> bool:
    """Whether this pytest session runs the conformance suite (given by path, or as ``--pyargs conformance.suite``)."""
    for arg in config.args:
        name = arg.split("::")[0]
        if name == "conformance.suite" or Path(name).resolve() == SUITE_FILE:
            return True
    return False


def _handle_signals(config: pytest.Config, opts: RunConfig) -> None:
    """SIGINT and SIGTERM stop the run cleanly (conformance/interrupt.py): handled here unless the command that
    started pytest handles them already; a worker lists itself, so that a signal to the controller reaches it."""
    import os

    from . import interrupt

    _FULL_TRACE[0] = bool(config.getoption("fulltrace", False))
    if _is_worker(config):  # it writes no report: until it runs rulings, a signal ends it at once
        config.stash[OWN_HANDLERS] = interrupt.install(mode=interrupt.EXIT)
        interrupt.register_worker()
        return
    config.stash[OWN_HANDLERS] = interrupt.install(interrupt.stop_run_processes)  # first: what follows imports
    if opts.out and interrupt.WORKERS_ENV not in os.environ:
        Path(opts.out).mkdir(parents=True, exist_ok=True)
        interrupt.track(Path(opts.out))
        config.stash[TRACKING] = True


def _handles_signals(config: pytest.Config) -> bool:
    from . import interrupt

    return interrupt.installed() and _runs_suite(config)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> Generator[None, object, object]:
    """The run is under way: from here a signal stops it (at once if one came while pytest started)."""
    if _handles_signals(session.config):
        from . import interrupt

        interrupt.arm()
    return (yield)


@pytest.hookimpl(tryfirst=True)
def pytest_keyboard_interrupt(excinfo: pytest.ExceptionInfo[BaseException]) -> None:
    """pytest renders the whole traceback of an interrupt (parsing the source file of every frame: seconds, deep
    inside Hypothesis on a busy machine, in each worker) to show only its last line: keep just that entry."""
    from . import interrupt

    if interrupt.installed() and interrupt.requested() is not None and not _FULL_TRACE[0]:
        excinfo.traceback = excinfo.traceback[-1:]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A checkpoint between rulings: an interrupt that was lost on its way up stops the run here."""
    from . import interrupt

    interrupt.check()


@pytest.hookimpl(trylast=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """A checkpoint in the xdist controller too (it runs no ruling): at each report a worker sends, once the
    report is recorded."""
    from . import interrupt

    interrupt.check()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> Generator[None, None, None]:
    """The reports are written whole: a signal from here on is only recorded. Under plain pytest a stopped run
    exits 128+N, as the command does."""
    from . import interrupt

    handling = _handles_signals(session.config)
    if handling:
        interrupt.disarm()
    try:
        return (yield)
    finally:
        signum = interrupt.requested() if handling else None
        if signum is not None and _is_worker(session.config):
            interrupt.leave()  # its last word to the controller is sent: no cleanup is worth the wait
        elif signum is not None:
            session.exitstatus = 128 + signum


def pytest_unconfigure(config: pytest.Config) -> None:
    from . import interrupt

    if config.stash.get(TRACKING, False):
        interrupt.untrack()
    if not config.stash.get(OWN_HANDLERS, False):
        return
    if _is_worker(config):  # the signal may come twice (to the group, and passed on): keep ignoring it to the end
        interrupt.disarm()
    elif _pytest_is_the_program():  # it ends now: a signal from here ends it at once with 128+N
        interrupt.leave()
    else:
        interrupt.restore()


def _pytest_is_the_program() -> bool:
    """Whether this process is ``pytest`` (or ``python -m pytest``), not a program that called ``pytest.main``."""
    import sys

    spec = getattr(sys.modules.get("__main__"), "__spec__", None)
    return Path(sys.argv[0]).name in ("pytest", "py.test") or getattr(spec, "name", "") == "pytest.__main__"
