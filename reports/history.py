"""Run history: one JSON line per run, for trend charts."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypedDict, cast

from mtg_protocol import untrusted
from mtg_protocol.errors import ReportError
from reports.model import check_against, statuses_of


class HistoryEntry(TypedDict):
    time: str
    engine: dict[str, str]
    profile: str
    seed: int
    complete: bool
    duration_s: float
    totals: dict[str, int]
    statuses: dict[str, str]


def history_entry(report: Mapping[str, Any]) -> HistoryEntry:
    """The line that stands for one run."""
    return {
        "time": report["started_at"],
        "engine": dict(report["engine"]),
        "profile": report["profile"],
        "seed": report["seed"],
        "complete": report["complete"],
        "duration_s": report["duration_s"],
        "totals": dict(report["totals"]),
        "statuses": statuses_of(report),
    }


def append_history(path: str | Path, report: Mapping[str, Any]) -> HistoryEntry:
    """Append one line for ``report`` to the JSON-lines file at ``path``.

    The line goes out in a single ``O_APPEND`` write, so concurrent runs do
    not interleave and a killed run leaves at worst one torn last line, which
    :func:`load_history` skips.
    """
    entry = history_entry(report)
    line = (
        json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n"
    ).encode()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        if os.fstat(fd).st_size and not _ends_with_newline(path):
            line = b"\n" + line
        os.write(fd, line)
    finally:
        os.close(fd)
    return entry


def load_history(
    path: str | Path, last: int | None = None, engine: str | None = None
) -> list[HistoryEntry]:
    """Read the history, oldest first; ``last`` keeps the newest N runs.

    ``engine`` keeps only runs of that engine spec. A missing file is an empty
    history; lines that are not history entries (a line torn by a killed run,
    wrong types) are skipped. An unreadable file is a :class:`ReportError`.
    """
    entries = [
        entry
        for entry in (_parse(line) for line in _lines(path))
        if entry is not None
        and (engine is None or entry["engine"].get("spec") == engine)
    ]
    return entries[-last:] if last else entries


def check_history(path: str | Path) -> None:
    """Raise :class:`ReportError` unless ``path`` can take this run's line.

    Run before the suite starts: the file must be absent or a readable history
    whose every line but a torn last one is an entry, in a folder that exists.
    """
    path = Path(path)
    if not path.parent.is_dir():
        raise ReportError(f"--history {path}: the folder {path.parent} does not exist")
    if not path.exists() and not path.is_symlink():
        return
    lines = _lines(path)
    for number, line in enumerate(lines[:-1], 1):
        if line.strip() and _parse(line) is None:
            raise ReportError(
                f"--history {path}: line {number} is not a history entry"
            )


def _lines(path: str | Path) -> list[str]:
    try:
        return untrusted.read_text(path, "history file").splitlines()
    except ReportError as exc:
        if not Path(path).exists() and not Path(path).is_symlink():
            return []
        raise ReportError(f"--history {exc}") from None


def _ends_with_newline(path: Path) -> bool:
    with path.open("rb") as handle:
        handle.seek(-1, os.SEEK_END)
        return handle.read(1) == b"\n"


def _parse(line: str) -> HistoryEntry | None:
    try:
        entry = untrusted.loads_json(line, "history line")
        check_against(entry, "history.schema.json", "history line", "history entry")
    except ReportError:
        return None
    return cast(HistoryEntry, untrusted.clean_data(entry))
