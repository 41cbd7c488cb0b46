"""Atomic file writes: a reader (or a killed run) never sees half a file."""

from __future__ import annotations

import os
import tempfile
from contextlib import suppress
from pathlib import Path


def write_atomic(path: str | Path, data: str | bytes) -> Path:
    """Write ``data`` to ``path`` via a temp file in the same directory.

    The temp file is renamed over ``path`` with :func:`os.replace`, which is
    atomic on POSIX and Windows, so ``path`` holds either the old or the new
    content, never a mix.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    return path
