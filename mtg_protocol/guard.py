"""A fence around in-process engines (``python:`` specs): deadlines, exceptions, bad data.

An in-process engine shares the suite's process, so it cannot be killed. The
guard runs each call on a worker thread and waits at most the request timeout;
whatever goes wrong becomes an `EngineError`, as it would for a ``cmd:`` engine:

- the call does not return in time: ``timeout``; the stuck thread is abandoned
  and the next call gets a fresh engine from the factory;
- the engine calls ``sys.exit``: ``crash``; the next call gets a fresh engine;
- it raises any other exception: ``error``, naming the exception and where;
- it returns data that breaks the protocol schema: ``error``.

After `restart_budget` fresh engines in a row without a call that worked, every
call fails at once. An engine that calls ``os._exit`` still ends the run: serve
it with `mtg_protocol.server.serve_stdio` and use ``cmd:`` to isolate it.
"""

from __future__ import annotations

import queue
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mtg_protocol.engine import Engine, EngineError
from mtg_protocol.jsontypes import JSON
from mtg_protocol.validate import ProtocolError, ResponseChecker, excerpt
from mtg_protocol.verdicts import Verdict

CLOSE_TIMEOUT = 1.0
_RESPONSE_FIELD = {"hello": "hello", "setup": "observation", "act": "result", "observe": "observation",
                   "legal_actions": "actions"}


class _Call:
    """One method call to run on the worker thread."""

    def __init__(self, function: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.function = function
        self.args = args
        self.done = threading.Event()
        self.value: Any = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.value = self.function(*self.args)
        except BaseException as exc:  # noqa: BLE001 - everything, SystemExit included, goes back to the caller
            self.error = exc
        finally:
            self.done.set()


class _Worker(threading.Thread):
    """A daemon thread that runs calls one after another (abandoned, it can't keep the process alive)."""

    def __init__(self) -> None:
        super().__init__(name="engine-call", daemon=True)
        self.calls: queue.SimpleQueue[_Call | None] = queue.SimpleQueue()
        self.start()

    def run(self) -> None:
        while (call := self.calls.get()) is not None:
            call.run()


def where(exc: BaseException) -> str:
    """``function (file.py:LINE)`` of the innermost frame of `exc`'s traceback, or ``""``."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f" in {last.name} ({Path(last.filename).name}:{last.lineno})"


class GuardedEngine:
    """The `Engine` protocol around an in-process engine made by `factory`; use from one thread."""

    def __init__(self, factory: Callable[[], Engine], label: str, timeout: float = 30.0, restart_budget: int = 3,
                 engine: Engine | None = None, validate_responses: bool = True) -> None:
        self.factory = factory
        self.label = label
        self.timeout = timeout
        self.restart_budget = restart_budget
        self.validate_responses = validate_responses
        self._checker = ResponseChecker()
        self.restarts = 0
        self._restarts_in_a_row = 0
        self._engine = engine
        self._worker: _Worker | None = None
        self._hello: JSON | None = None
        self._last_failure = ""

    @property
    def engine(self) -> Engine | None:
        """The engine instance in use (None after a failure, until the next call)."""
        return self._engine

    def hello(self) -> JSON:
        """Name, version, protocol and capabilities (asked once, then remembered)."""
        if self._hello is None:
            self._hello = self._call("hello")
        return self._hello

    def setup(self, setup: JSON) -> JSON:
        """Start a new game; the referee's observation."""
        observation: JSON = self._call("setup", setup)
        return observation

    def act(self, action: JSON) -> JSON:
        """Apply one action; the result."""
        result: JSON = self._call("act", action)
        return result

    def observe(self, viewer: str | None = None) -> JSON:
        """The observation as `viewer` sees it."""
        observation: JSON = self._call("observe", viewer)
        return observation

    def legal_actions(self) -> list[JSON]:
        """The actions the engine would accept now."""
        actions: list[JSON] = self._call("legal_actions")
        return actions

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        """The engine's own batch call, with the timeout once per action, plus one."""
        out: JSON = self._call("run_sequence", setup, actions, views, timeout=self.timeout * (1 + len(actions)))
        return out

    def close(self) -> None:
        """Close the engine if it is in a state to be closed; never raises."""
        engine, self._engine = self._engine, None
        if engine is not None:
            try:
                self._run(engine, "close", (), CLOSE_TIMEOUT)
            except EngineError:
                pass
        if self._worker is not None:
            self._worker.calls.put(None)
            self._worker = None

    def _call(self, op: str, *args: Any, timeout: float | None = None) -> Any:
        engine = self._current()
        value = self._run(engine, op, args, timeout or self.timeout)
        self._restarts_in_a_row = 0
        if self.validate_responses:
            self._check(op, value)
        return value

    def _current(self) -> Engine:
        if self._engine is not None:
            return self._engine
        if self._restarts_in_a_row >= self.restart_budget:
            raise EngineError(f"{self.label}: restart budget exhausted ({self.restart_budget} restarts);"
                              f" last failure: {self._last_failure}", Verdict.CRASH)
        self.restarts += 1
        self._restarts_in_a_row += 1
        try:
            self._engine = self.factory()
        except Exception as exc:  # noqa: BLE001 - a factory that worked once and now fails
            self._last_failure = f"the factory raised {type(exc).__name__}: {exc}"
            raise EngineError(f"{self.label}: cannot make a fresh engine: {self._last_failure}",
                              Verdict.CRASH) from None
        return self._engine

    def _run(self, engine: Engine, op: str, args: tuple[Any, ...], timeout: float) -> Any:
        if self._worker is None:
            self._worker = _Worker()
        call = _Call(getattr(engine, op), args)
        self._worker.calls.put(call)
        if not call.done.wait(timeout):
            self._worker, self._engine = None, None  # both stuck for good: leave them behind
            self._last_failure = f"{op} did not return in time (limit {timeout:g} s)"
            raise EngineError(f"{self.label}: {op} did not answer in time (limit {timeout:g} s)", Verdict.TIMEOUT)
        error = call.error
        if error is None:
            return call.value
        if isinstance(error, EngineError):
            raise error
        if isinstance(error, SystemExit):
            self._engine = None
            self._last_failure = f"{op} called sys.exit({error.code!r})"
            raise EngineError(f"{self.label}: {op} raised SystemExit: it called sys.exit({error.code!r})"
                              f"{where(error)}", Verdict.CRASH)
        if not isinstance(error, Exception):  # KeyboardInterrupt and the like are not the engine's to swallow
            raise error
        raise EngineError(f"{self.label}: {op} raised {type(error).__name__}: {excerpt(str(error), 300)}"
                          f"{where(error)}", Verdict.ERROR)

    def _check(self, op: str, value: Any) -> None:
        if op == "run_sequence":
            response = {"seq": 0, **value} if isinstance(value, dict) else value
        elif op in _RESPONSE_FIELD:
            response = {"seq": 0, _RESPONSE_FIELD[op]: value}
        else:
            return
        try:
            self._checker.check(op, response)
        except ProtocolError as exc:
            raise EngineError(f"{self.label}: {op} answer breaks the protocol at {exc.path}: {exc.detail}",
                              Verdict.ERROR) from None
