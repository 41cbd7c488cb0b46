"""Stopping a run on SIGINT or SIGTERM at any moment (docs/robustness.md, "Signals at every moment").

The first signal is a state of the process, not only an exception. The handler records it; in the process that
runs the session it kills every engine process group the run listed and passes the signal on to the run's xdist
workers (``stop_run_processes``); once the run is under way (``arm``) it raises ``KeyboardInterrupt``. An
exception raised at an arbitrary instruction can be lost: raised inside a finaliser or a garbage-collector
callback it is printed and dropped (so there the handler sends the signal again a moment later instead), raised
in a library's ``finally`` or ``except`` block it is replaced by whatever that block raises next (Hypothesis's
engine turns it into an ``AssertionError`` at some moments). So the run raises it again at every checkpoint it
passes (``check``: each example, each corpus case, each ruling, each error caught on its way up), and a lost
interrupt costs at most one example.

While the run starts (the CLI, pytest's configuration) and while it writes its reports (``disarm``), a signal
is only recorded: the reports are written whole and the command exits 128+N. Once the program is leaving
(``leave``), a signal ends it at once with 128+N.
"""

from __future__ import annotations

import gc
import os
import signal
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

WORKERS_ENV = "MTG_CONFORMANCE_WORKERS"
"""A folder where every xdist worker of the run lists its process id (one empty file each), so that a signal
sent to the controller alone (``kill PID``) reaches the workers too."""

STOPPED = "stopped"
"""The file in ``WORKERS_ENV`` that says the run was stopped (its text: the signal number), for a worker that
starts after the signal was passed on."""

SIGNALS = (signal.SIGINT, signal.SIGTERM)

RECORD, RAISE, EXIT = "record", "raise", "exit"
"""What a signal does: only recorded (start-up, report writing); raises ``KeyboardInterrupt`` (the run is under
way); ends the process at once with 128+N (the command's results are written and it is leaving; a worker not
yet running, with nothing of its own to write)."""

_received: list[int] = []
_mode = RECORD
_previous: dict[int, Any] = {}
_previous_unraisable: Callable[[Any], None] | None = None
_on_first: list[Callable[[], None]] = []
_owed = False
"""A signal came where raising would be lost (see ``_on_signal``): it is sent again shortly."""
_collecting = False
"""The garbage collector is running (its callbacks and the finalisers it calls)."""
REDELIVER_S = 0.01
_tracked: dict[str, Path] = {}
"""The folders ``track`` listed, by environment variable."""
_kill_groups: list[Callable[[Path], int]] = []


def requested() -> int | None:
    """The first signal received since ``install`` (None: none)."""
    return _received[0] if _received else None


def exit_code(code: int) -> int:
    """A command's exit code once stopped by a signal: 128+N (bad usage, 2, stays)."""
    signum = requested()
    return code if signum is None or code == 2 else 128 + signum


def check() -> None:
    """Raise ``KeyboardInterrupt`` when a signal was received and the run is under way."""
    global _owed
    if _received and _mode == RAISE:
        _owed = False  # raised here: the signal sent again (``_on_signal``) must not raise a second one
        raise KeyboardInterrupt


def arm() -> None:
    """The run is under way: a signal raises ``KeyboardInterrupt`` (at once if one came already, here or, for a
    worker, in the process that passes signals on: see ``forward_to_workers``)."""
    global _mode
    _mode = RAISE
    folder = os.environ.get(WORKERS_ENV)
    stop = Path(folder) / STOPPED if folder else None
    if not _received and stop is not None and stop.exists():
        _received.append(_read_signal(stop))
    check()


def disarm() -> None:
    """The run is writing its results: a signal is only recorded."""
    global _mode
    _mode = RECORD


def leave() -> None:
    """The program has its results and is ending: a signal from here ends it at once with 128+N (as does one
    already received)."""
    global _mode
    _mode = EXIT
    signum = requested()
    if signum is not None:
        _exit(signum)


def installed() -> bool:
    return bool(_previous)


def install(on_first: Callable[[], None] | None = None, mode: str = RECORD) -> bool:
    """Handle SIGINT and SIGTERM in this process (main thread only); False when already done or not possible.

    ``on_first`` runs once, on the first signal, before anything is raised; ``mode`` is what a signal does
    until ``arm``.
    """
    global _previous_unraisable, _mode
    if _previous or threading.current_thread() is not threading.main_thread():
        return False
    _received.clear()
    _mode = mode
    _on_first[:] = [on_first] if on_first else []
    for sig in SIGNALS:
        _previous[sig] = signal.signal(sig, _on_signal)
    gc.callbacks.insert(0, _gc_started)  # first at the start, last at the stop: around every other callback
    gc.callbacks.append(_gc_stopped)
    _previous_unraisable = sys.unraisablehook
    sys.unraisablehook = _unraisable
    return True


def restore() -> None:
    """Put back the handlers ``install`` replaced; forget the signals received."""
    global _mode, _previous_unraisable, _owed
    for sig, handler in _previous.items():
        signal.signal(sig, handler)
    _previous.clear()
    for callback in (_gc_started, _gc_stopped):
        if callback in gc.callbacks:
            gc.callbacks.remove(callback)
    if _previous_unraisable is not None:
        sys.unraisablehook = _previous_unraisable
        _previous_unraisable = None
    _mode = RECORD
    _received.clear()
    _on_first.clear()
    _owed = False


def _on_signal(signum: int, frame: FrameType | None) -> None:
    global _owed
    first = not _received
    _received.append(signum)
    if first:
        for action in _on_first:
            try:
                action()
            except Exception:  # noqa: BLE001, S110 - a handler raises nothing but the interrupt; the run goes on
                pass
    if _mode == EXIT:
        _exit(_received[0])
    if not (first or _owed) or _mode != RAISE:
        return
    if _collecting or (frame is not None and frame.f_code.co_name == "__del__"):
        # raised in a finaliser or a garbage-collector callback, it would be printed and dropped: once more soon
        _owed = True
        threading.Timer(REDELIVER_S, os.kill, (os.getpid(), signum)).start()
        return
    _owed = False
    check()


def _gc_started(phase: str, _info: dict[str, int]) -> None:
    global _collecting
    if phase == "start":
        _collecting = True


def _gc_stopped(phase: str, _info: dict[str, int]) -> None:
    global _collecting
    if phase == "stop":
        _collecting = False


def _exit(signum: int) -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(128 + signum)


def _unraisable(unraisable: Any) -> None:
    """A ``KeyboardInterrupt`` raised inside a finaliser is dropped quietly: the next checkpoint raises it again."""
    if isinstance(unraisable.exc_value, KeyboardInterrupt) and _received:
        return
    assert _previous_unraisable is not None
    _previous_unraisable(unraisable)


def track(out: Path) -> None:
    """List the run's engine process groups and workers in ``OUT/.engines/`` and ``OUT/.workers/`` (through the
    environment, which the workers and the engines' pipes read); entries a dead run left are dropped."""
    from mtg_protocol.pipe import GROUPS_ENV, stop_listed_groups

    _kill_groups[:] = [stop_listed_groups]  # here, not in the handler: an import there can meet a half-done one
    for env, name in ((GROUPS_ENV, ".engines"), (WORKERS_ENV, ".workers")):
        folder = out / name
        folder.mkdir(exist_ok=True)
        for stale in [*folder.glob("[0-9]*"), folder / STOPPED]:
            stale.unlink(missing_ok=True)
        os.environ[env] = str(folder)
        _tracked[env] = folder
    if requested() is not None:  # a signal came while the run started: no engine of it is to start at all
        stop_listed_groups(_tracked[GROUPS_ENV])


def untrack() -> None:
    """Kill any engine group still listed (whatever a worker left behind), stop listing, and remove the lists."""
    from mtg_protocol.pipe import GROUPS_ENV, kill_listed_groups

    groups, workers = os.environ.pop(GROUPS_ENV, None), os.environ.pop(WORKERS_ENV, None)
    _tracked.clear()
    if groups:
        kill_listed_groups(Path(groups))
    for folder in filter(None, (groups, workers)):
        for entry in [*Path(folder).glob("[0-9]*"), Path(folder) / STOPPED]:
            entry.unlink(missing_ok=True)
        try:
            Path(folder).rmdir()
        except OSError:  # something else in it: left as it is
            pass


def stop_run_processes() -> None:
    """What the session's own process does on the first signal: mark the run stopped, so that no engine starts
    from now on in any of its processes (the engines' pipe reads the mark), and kill every listed engine group,
    so that calls waiting on an engine return at once; then pass the signal on to the listed workers. It imports
    nothing (it runs in the signal handler, which may interrupt an import)."""
    groups = next((folder for env, folder in _tracked.items() if env != WORKERS_ENV), None)
    if groups is not None and _kill_groups:
        _kill_groups[0](groups)
    signum = requested()
    if signum is not None:
        forward_to_workers(signum)


def register_worker() -> None:
    """List this process as a worker of the run (see ``WORKERS_ENV``)."""
    folder = os.environ.get(WORKERS_ENV)
    if folder:
        try:
            (Path(folder) / str(os.getpid())).touch()
        except OSError:
            pass


def _read_signal(path: Path) -> int:
    try:
        return int(path.read_text() or signal.SIGTERM)
    except (OSError, ValueError):
        return int(signal.SIGTERM)


def forward_to_workers(signum: int) -> None:
    """Send ``signum`` to every listed worker but this process, and leave word for those not listed yet."""
    folder = os.environ.get(WORKERS_ENV)
    if not folder:
        return
    try:
        (Path(folder) / STOPPED).write_text(str(signum))
    except OSError:
        pass
    for entry in Path(folder).glob("[0-9]*"):
        pid = int(entry.name)
        if pid == os.getpid():
            continue
        try:
            os.kill(pid, signum)
        except (ProcessLookupError, PermissionError):
            entry.unlink(missing_ok=True)
