"""The user's cache folder: data derived from installed files, kept between processes and runs.

Used for what every process would otherwise rebuild: phase's card data (``adapters.phase_cards``, about a second
of CPU in the run's controller and in each worker) and Hypothesis's constants of our modules (``cli``). A cached
value is a pure function of its inputs, so it is stored under a name made from all of them and read back by every
later process. The folder is ``$MTG_CONFORMANCE_CACHE`` (default ``$XDG_CACHE_HOME/mtg-conformance`` or
``~/.cache/mtg-conformance``; ``none`` switches the cache off), never the repository. A missing, unreadable or
corrupt file is rebuilt; a folder that can't be written is simply not used.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from mtg_protocol.jsontypes import JSON


def cache_dir() -> Path | None:
    """The cache folder, or None when ``MTG_CONFORMANCE_CACHE=none``."""
    chosen = os.environ.get("MTG_CONFORMANCE_CACHE", "").strip()
    if chosen.lower() == "none":
        return None
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME", "").strip() or str(Path.home() / ".cache")
    return Path(base) / "mtg-conformance"


def file_identity(path: Path | None) -> str:
    """A cheap identity of an installed data file: its path, size and modification time."""
    if path is None:
        return "absent"
    st = path.stat()
    return f"{path}:{st.st_size}:{st.st_mtime_ns}"


def cache_key(parts: Iterable[str | bytes]) -> str:
    """A short hash of `parts`, in order."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()[:24]


def load_or_build(kind: str, key: str, build: Callable[[], JSON]) -> JSON:
    """The JSON object cached as `kind` under `key`, or `build()`'s, then stored (atomically) for next time."""
    folder = cache_dir()
    path = folder / f"{kind}-{key}.json" if folder is not None else None
    if path is not None:
        try:
            value = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(value, dict):
                return value
        except (OSError, ValueError):
            pass
    value = build()
    if path is not None:
        _store(path, value)
    return value


def _store(path: Path, value: JSON) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(value, out)
        os.replace(tmp, path)  # two processes building at once both write whole files; the last one stays
    except OSError:
        Path(tmp).unlink(missing_ok=True)
