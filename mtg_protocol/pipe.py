"""A child process spoken to in lines, where no read or write can block past a deadline.

POSIX only: it waits on the pipes with `selectors` and kills the whole process
group. Failures raise `EngineError` with kind ``crash`` (the process went away),
``timeout`` (the deadline passed) or ``error`` (a line too long).
"""

from __future__ import annotations

import collections
import errno
import os
import selectors
import signal
import subprocess
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO

from mtg_protocol.engine import EngineError
from mtg_protocol.validate import excerpt
from mtg_protocol.vocab import Fault

CHUNK = 1 << 16
STDERR_TAIL = 2048
EXIT_GRACE = 0.5
GROUPS_ENV = "MTG_CONFORMANCE_ENGINE_GROUPS"
"""A folder where every engine process group started by this run is listed (one empty file per group id),
so that the command can kill them all when it is interrupted, whichever worker started them."""
STOPPED = "stopped"
"""The file in the ``GROUPS_ENV`` folder that says the run was stopped: no engine starts from then on."""


def quote(data: bytes | str, limit: int = 200) -> str:
    """Offending output as a short quoted string for an error message."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    return repr(excerpt(text, limit))


def _listed(pid: int) -> Path | None:
    folder = os.environ.get(GROUPS_ENV)
    return Path(folder) / str(pid) if folder else None


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    """Kill `process` and everything in its process group, then reap it."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        process.kill()
    except OSError:
        pass
    process.wait()
    listed = _listed(process.pid)
    if listed is not None:
        listed.unlink(missing_ok=True)


def stop_listed_groups(folder: Path) -> int:
    """The run was stopped: mark `folder` so that no engine starts from now on (``LinePipe``), then kill every
    group listed there. In this order, an engine being started either is listed before the kill or sees the
    mark after listing itself, whichever process starts it."""
    try:
        (folder / STOPPED).touch()
    except OSError:
        pass
    return kill_listed_groups(folder)


def _stopped() -> bool:
    folder = os.environ.get(GROUPS_ENV)
    return folder is not None and (Path(folder) / STOPPED).exists()


def kill_listed_groups(folder: Path) -> int:
    """Kill every engine process group listed in `folder` (see `GROUPS_ENV`); return how many were alive."""
    killed = 0
    for entry in folder.glob("[0-9]*"):
        pgid = int(entry.name)
        try:
            if os.getpgid(pgid) == pgid:  # still the leader of its own group: still our engine
                os.killpg(pgid, signal.SIGKILL)
                killed += 1
        except (ProcessLookupError, PermissionError):
            pass
        entry.unlink(missing_ok=True)
    return killed


class _StderrDrain(threading.Thread):
    """Reads the child's stderr to the end so the pipe never fills; keeps a short tail."""

    def __init__(self, stream: IO[bytes], log_path: Path | None) -> None:
        super().__init__(name="engine-stderr", daemon=True)
        self._stream = stream
        self._log_path = log_path
        self._tail: collections.deque[bytes] = collections.deque()
        self._tail_size = 0
        self._lock = threading.Lock()

    def run(self) -> None:
        log = open(self._log_path, "ab") if self._log_path else None  # noqa: SIM115
        try:
            while chunk := self._stream.read(CHUNK):
                if log:
                    log.write(chunk)
                    log.flush()
                self._keep(chunk)
        except (OSError, ValueError):
            pass
        finally:
            if log:
                log.close()

    def _keep(self, chunk: bytes) -> None:
        with self._lock:
            self._tail.append(chunk[-STDERR_TAIL:])
            self._tail_size += len(self._tail[-1])
            while self._tail_size - len(self._tail[0]) >= STDERR_TAIL:
                self._tail_size -= len(self._tail.popleft())

    def tail(self) -> str:
        with self._lock:
            data = b"".join(self._tail)[-STDERR_TAIL:]
        return data.decode("utf-8", "replace").strip()


class LinePipe:
    """One running child process: write request lines, read response lines, kill it."""

    def __init__(
        self,
        argv: Sequence[str],
        stderr_log: Path | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | Path | None = None,
    ) -> None:
        """Start the child (raises OSError if it cannot be started, or once the run was stopped: see
        ``stop_listed_groups``)."""
        if _stopped():
            raise OSError(errno.ECANCELED, "the run was stopped")
        self.process = subprocess.Popen(
            list(argv),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            env=dict(env) if env is not None else None,
            cwd=cwd,
            bufsize=0,
        )
        assert self.process.stdin and self.process.stdout and self.process.stderr
        self._finalizer = weakref.finalize(self, _kill_group, self.process)
        listed = _listed(self.process.pid)
        if listed is not None:
            try:
                listed.touch()
            except OSError:
                pass
        if _stopped():  # stopped while it started, maybe after the kill read the list: it goes itself
            self._finalizer()
            raise OSError(errno.ECANCELED, "the run was stopped")
        self._stdin = self.process.stdin.fileno()
        self._stdout = self.process.stdout.fileno()
        os.set_blocking(self._stdin, False)
        os.set_blocking(self._stdout, False)
        self._buffer = bytearray()
        self._scanned = 0
        self._drain = _StderrDrain(self.process.stderr, stderr_log)
        self._drain.start()

    @property
    def pid(self) -> int:
        """The child's process id (also its process group id)."""
        return self.process.pid

    def alive(self) -> bool:
        """Whether the child is still running."""
        return self._finalizer.alive and self.process.poll() is None

    def write_line(self, line: bytes, deadline: float) -> None:
        """Write all of `line`, or raise EngineError when the child is gone or stuck."""
        view = memoryview(line)
        with selectors.DefaultSelector() as selector:
            selector.register(self._stdin, selectors.EVENT_WRITE)
            while view:
                if not selector.select(self._remaining(deadline, "take the request")):
                    continue
                try:
                    written = os.write(self._stdin, view)
                except BlockingIOError:
                    continue
                except (BrokenPipeError, ConnectionResetError):
                    raise self._gone("stopped reading its input") from None
                view = view[written:]

    def read_line(self, deadline: float, max_bytes: int) -> bytes:
        """The next line without its newline, or EngineError (exit, deadline, overlong line)."""
        with selectors.DefaultSelector() as selector:
            selector.register(self._stdout, selectors.EVENT_READ)
            while True:
                end = self._buffer.find(b"\n", self._scanned)
                if end >= 0:
                    line = bytes(self._buffer[:end])
                    del self._buffer[: end + 1]
                    self._scanned = 0
                    return line
                self._scanned = len(self._buffer)
                if len(self._buffer) > max_bytes:
                    raise EngineError(
                        f"wrote a line longer than {max_bytes} bytes:"
                        f" {quote(bytes(self._buffer[:200]))}",
                        Fault.ERROR,
                    )
                if not selector.select(self._remaining(deadline, "answer")):
                    continue
                try:
                    chunk = os.read(self._stdout, CHUNK)
                except BlockingIOError:
                    continue
                if not chunk:
                    partial = (
                        f" (unfinished line {quote(bytes(self._buffer))})" if self._buffer else ""
                    )
                    raise self._gone(f"closed its output{partial}")
                self._buffer += chunk

    def _remaining(self, deadline: float, doing: str) -> float:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise EngineError(f"did not {doing} in time{self._stderr_note()}", Fault.TIMEOUT)
        return remaining

    def _gone(self, what: str) -> EngineError:
        try:
            status = self.process.wait(EXIT_GRACE)
            how = (
                f"exited with status {status}" if status >= 0 else f"was killed by signal {-status}"
            )
        except subprocess.TimeoutExpired:
            how = "is still running"
        self._drain.join(0.2)
        return EngineError(f"{what} and {how}{self._stderr_note()}", Fault.CRASH)

    def _stderr_note(self) -> str:
        tail = self._drain.tail()
        return f"; its stderr ends with {quote(tail[-200:])}" if tail else ""

    def stderr_tail(self) -> str:
        """The last couple of kilobytes the child wrote to stderr."""
        return self._drain.tail()

    def close_input(self) -> None:
        """Close the child's stdin, so that a child reading to the end of it stops."""
        try:
            if self.process.stdin:
                self.process.stdin.close()
        except OSError:
            pass

    def kill(self) -> None:
        """Kill the child's whole process group, reap it and release the pipes."""
        self._finalizer()
        for stream in (self.process.stdin, self.process.stdout):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass
        self._drain.join(1.0)
        if self.process.stderr and not self._drain.is_alive():
            self.process.stderr.close()

    def wait(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for the child to exit by itself."""
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            return False
        return True
