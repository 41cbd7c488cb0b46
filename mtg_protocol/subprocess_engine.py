"""The `Engine` protocol over a child process speaking JSON lines (``cmd:`` specs).

Each request is one JSON object on the child's stdin carrying ``seq`` and ``op``;
the child answers with one JSON object on stdout echoing ``seq``. Whatever the
child does wrong becomes an `EngineError`: ``crash`` when it goes away,
``timeout`` when it does not answer in time, ``error`` when it answers garbage,
the wrong ``seq``, data that breaks the schema, or an ``error`` response; an ``unsupported`` response is an
`EngineError` marked ``unsupported`` (the engine declines that one scenario). A child
that crashed, hung or lost sync is killed and started again on the next call,
at most `restart_budget` times.
"""

from __future__ import annotations

import json
import shlex
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Self

from mtg_protocol.engine import EngineError, run_sequence_by_steps
from mtg_protocol.errors import ReportError
from mtg_protocol.jsontypes import JSON
from mtg_protocol.pipe import LinePipe, quote
from mtg_protocol.untrusted import loads_json
from mtg_protocol.validate import ProtocolError, ResponseChecker, excerpt
from mtg_protocol.verdicts import Verdict

DEFAULT_MAX_LINE = 64 << 20
CLOSE_GRACE = 1.0


class SubprocessEngine:
    """An engine behind ``argv``, started lazily; use from one thread at a time."""

    def __init__(
        self,
        argv: Sequence[str],
        timeout: float = 30.0,
        restart_budget: int = 3,
        stderr_log: str | Path | None = None,
        *,
        max_line_bytes: int = DEFAULT_MAX_LINE,
        validate_responses: bool = True,
        env: Mapping[str, str] | None = None,
        cwd: str | Path | None = None,
    ) -> None:
        if not argv:
            raise ValueError("SubprocessEngine needs a command line")
        self.argv = list(argv)
        self.timeout = timeout
        self.restart_budget = restart_budget
        self.stderr_log = Path(stderr_log) if stderr_log is not None else None
        self.max_line_bytes = max_line_bytes
        self.validate_responses = validate_responses
        self._checker = ResponseChecker()
        self.env = env
        self.cwd = cwd
        self.restarts = 0
        self.label = engine_label(self.argv)
        self._pipe: LinePipe | None = None
        self._started = False
        self._closed = False
        self._seq = 0
        self._hello: JSON | None = None
        self._last_failure = ""

    # -- the Engine protocol -------------------------------------------------------

    def hello(self) -> JSON:
        """Name, version, protocol and capabilities (asked once, then remembered)."""
        if self._hello is None:
            self._hello = self.request("hello")["hello"]
        return self._hello

    def setup(self, setup: JSON) -> JSON:
        """Start a new game; the referee's observation."""
        observation: JSON = self.request("setup", {"setup": setup})["observation"]
        return observation

    def act(self, action: JSON) -> JSON:
        """Apply one action; the result."""
        result: JSON = self.request("act", {"action": action})["result"]
        return result

    def observe(self, viewer: str | None = None) -> JSON:
        """The observation as `viewer` sees it (None: the referee's view)."""
        observation: JSON = self.request("observe", {"viewer": viewer})["observation"]
        return observation

    def legal_actions(self) -> list[JSON]:
        """The actions the engine would accept now."""
        actions: list[JSON] = self.request("legal_actions")["actions"]
        return actions

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        """One round trip when the engine advertises ``batch``, else one request per step.

        The native form may take `timeout` once per action, plus one.
        """
        if not self.hello()["capabilities"].get("batch"):
            return run_sequence_by_steps(self, setup, actions, views)
        fields = {"setup": setup, "actions": actions, "views": views}
        response = self.request("run_sequence", fields, timeout=self.timeout * (1 + len(actions)))
        out: JSON = {"initial": response["initial"], "steps": response["steps"]}
        if len(out["steps"]) != len(actions):
            raise EngineError(
                f"{self.label}: run_sequence answered {len(out['steps'])} steps"
                f" for {len(actions)} actions",
                Verdict.ERROR,
            )
        if views:
            step_views = response.get("views")
            if not isinstance(step_views, list) or len(step_views) != len(actions):
                raise EngineError(
                    f"{self.label}: run_sequence was asked for views and did not give one per step",
                    Verdict.ERROR,
                )
            out["views"] = step_views
        return out

    def close(self) -> None:
        """Ask the engine to stop, then make sure it and its children are gone."""
        if self._closed:
            return
        self._closed = True
        pipe, self._pipe = self._pipe, None
        if pipe is None:
            return
        try:
            if pipe.alive():
                self._exchange(pipe, "close", {}, min(self.timeout, CLOSE_GRACE))
                pipe.close_input()
                pipe.wait(CLOSE_GRACE)
        except EngineError:
            pass
        finally:
            pipe.kill()

    # -- extras --------------------------------------------------------------------

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def pid(self) -> int | None:
        """The running child's process id, if there is one."""
        return self._pipe.pid if self._pipe is not None else None

    def request(self, op: str, fields: JSON | None = None, timeout: float | None = None) -> JSON:
        """Send one request and return the whole checked response (``seq`` included)."""
        if self._closed:
            raise EngineError(f"{self.label}: the engine was closed", Verdict.ERROR)
        pipe = self._running()
        response = self._exchange(pipe, op, fields or {}, timeout or self.timeout)
        where = f"{self.label}, {op} request (seq {response['seq']})"
        if "unsupported" in response:  # the engine declines this one scenario: the example is skipped
            raise EngineError.unsupported_by(excerpt(response["unsupported"], 300))
        if "error" in response:
            raise EngineError(
                f"{where}: answered with an error: {quote(response['error'])}", Verdict.ERROR
            )
        if self.validate_responses:
            try:
                self._checker.check(op, response)
            except ProtocolError as exc:
                raise EngineError(
                    f"{where}: answer breaks the protocol at {exc.path}: {exc.detail}", Verdict.ERROR
                ) from None
        return response

    # -- internals -----------------------------------------------------------------

    def _running(self) -> LinePipe:
        if self._pipe is not None and self._pipe.alive():
            return self._pipe
        if self._pipe is not None:
            status = self._pipe.process.returncode
            self._last_failure = f"the engine exited between requests (status {status})"
            self._discard()
        if self._started:
            if self.restarts >= self.restart_budget:
                raise EngineError(
                    f"{self.label}: restart budget exhausted ({self.restart_budget} restarts);"
                    f" last failure: {self._last_failure}",
                    Verdict.CRASH,
                )
            self.restarts += 1
        self._started = True
        try:
            self._pipe = LinePipe(self.argv, self.stderr_log, self.env, self.cwd)
        except OSError as exc:
            self._last_failure = f"cannot start {self.argv[0]!r}: {exc.strerror or exc}"
            raise EngineError(f"{self.label}: {self._last_failure}", Verdict.CRASH) from None
        return self._pipe

    def _exchange(self, pipe: LinePipe, op: str, fields: JSON, timeout: float) -> JSON:
        """Write one request and read its response; on any transport failure kill the child."""
        self._seq += 1
        seq = self._seq
        line = json.dumps({"seq": seq, "op": op, **fields}, separators=(",", ":")).encode() + b"\n"
        deadline = time.monotonic() + timeout
        try:
            pipe.write_line(line, deadline)
            while not (raw := pipe.read_line(deadline, self.max_line_bytes)).strip():
                pass
            return _decode(raw, seq)
        except EngineError as exc:
            limit = f" (limit {timeout:g} s)" if exc.kind == Verdict.TIMEOUT else ""
            self._last_failure = f"{op} request (seq {seq}): {exc}{limit}"
            self._discard()
            raise EngineError(f"{self.label}, {self._last_failure}", exc.kind) from None

    def _discard(self) -> None:
        if self._pipe is not None:
            self._pipe.kill()
            self._pipe = None


def _decode(raw: bytes, seq: int) -> JSON:
    """Parse one response line and check its envelope (raises EngineError kind error)."""
    try:  # strict JSON (no NaN, no infinite numbers); depth is bounded by the schema check's recursion guard
        response = loads_json(raw, "engine output", max_depth=None, max_int_digits=None)
    except ReportError as exc:
        raise EngineError(f"printed a line that is not JSON ({exc}): {quote(raw)}", Verdict.ERROR) from None
    if not isinstance(response, dict):
        raise EngineError(f"printed JSON that is not an object: {quote(raw)}", Verdict.ERROR)
    if response.get("seq") != seq or isinstance(response.get("seq"), bool):
        raise EngineError(
            f"answered with seq {excerpt(json.dumps(response.get('seq')), 40)}"
            f" where {seq} was expected: {quote(raw)}",
            Verdict.ERROR,
        )
    if "error" in response and not isinstance(response["error"], str):
        raise EngineError(f"sent an error that is not a string: {quote(raw)}", Verdict.ERROR)
    if "unsupported" in response and not isinstance(response["unsupported"], str):
        raise EngineError(f"sent an unsupported reason that is not a string: {quote(raw)}", Verdict.ERROR)
    return response


def engine_label(argv: Sequence[str], limit: int = 80) -> str:
    """A short name for the engine in messages: its command line, program by base name."""
    text = shlex.join([Path(argv[0]).name, *argv[1:]])
    return f"engine {excerpt(text, limit)!r}"
