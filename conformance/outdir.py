"""The output folder of one run: a lock so that only one run writes there, and no leftovers from the last.

The lock is ``OUT/.mtg-conformance.lock``, held with ``flock`` for the whole run
(the kernel drops it when the process dies, so a killed run leaves no stale lock)
and holding the owner's process id for the message a second run prints.
"""

from __future__ import annotations

import fcntl
import os
import shutil
from pathlib import Path
from types import TracebackType

LOCK_FILE = ".mtg-conformance.lock"
LEFTOVERS = ("counterexamples", "logs")  # what a run writes into folders of its own, set aside by the next


class FolderBusy(Exception):
    """Another run holds the folder (one-line message naming it and the other run's pid)."""


class OutputLock:
    """``with OutputLock(out):`` holds the folder for this process, or raises `FolderBusy` (or call `acquire`)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        self._fd: int | None = None

    def __enter__(self) -> OutputLock:
        if self._fd is None:
            self.acquire()
        return self

    def acquire(self) -> None:
        """Take the lock now, or raise `FolderBusy`."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            owner = os.pread(fd, 32, 0).decode("ascii", "replace").strip() or "unknown"
            os.close(fd)
            raise FolderBusy(f"{self.path.parent}/ is in use by another run (pid {owner}); "
                             "wait for it or choose another --out") from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._fd is not None:
            os.ftruncate(self._fd, 0)
            os.close(self._fd)  # closing the descriptor releases the lock
            self._fd = None


def set_aside_leftovers(folder: Path) -> int:
    """Move an earlier run's ``counterexamples/`` and ``logs/`` to ``.previous-counterexamples/`` and
    ``.previous-logs/`` (replacing the ones before), so that no stale counterexample sits beside a new report and
    the logs are this run's engines' alone. Returns how many files were moved."""
    return sum(_set_aside(folder, name) for name in LEFTOVERS)


def _set_aside(folder: Path, name: str) -> int:
    current = folder / name
    if not current.is_dir():
        return 0
    moved = sum(1 for _ in current.iterdir())
    previous = folder / f".previous-{name}"
    if previous.is_dir() and not previous.is_symlink():
        shutil.rmtree(previous)
    elif previous.exists() or previous.is_symlink():
        previous.unlink()
    current.rename(previous)
    return moved
