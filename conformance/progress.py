"""One progress line per ruling as it finishes: verdict, examples, time, how many left and about how long."""

from __future__ import annotations

import os
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from typing import IO, Any

from reports.verdicts import Verdict

from .costs import cost_of

COLORS: dict[str, str] = {Verdict.PASSED: "32", Verdict.XFAIL: "32", Verdict.FAILED: "31", Verdict.XPASS: "31",
          Verdict.ERROR: "35", Verdict.CRASH: "35", Verdict.TIMEOUT: "35", Verdict.FLAKY: "33",
          Verdict.UNSUPPORTED: "2"}


def use_color(mode: str, stream: IO[str]) -> bool:
    """``always``, ``never``, or ``auto``: colour when ``stream`` is a terminal and NO_COLOR is not set."""
    if mode == "always":
        return True
    if mode == "never":
        return False
    return hasattr(stream, "isatty") and stream.isatty() and not os.environ.get("NO_COLOR")


def duration(seconds: float) -> str:
    """``4.2 s``, ``3 min 05 s``, ``1 h 02 min``."""
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(round(seconds)), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def time_left(rulings: Iterable[Mapping[str, Any]], workers: int, warming: Collection[str] = ()) -> float | None:
    """Seconds the rulings still pending should take on ``workers`` workers, or None before a ruling gives a speed.

    Each ruling's measured cost (``costs.json``, seconds on the reference engine) is scaled by how fast this
    run has played so far (the finished rulings' own durations against their costs), so start-up time, a slow
    engine and the rulings' very different sizes don't skew the figure as a plain elapsed/done ratio would. The
    rulings in ``warming`` (the first to finish, one per worker) are left out of the speed: each carries its
    worker's warm-up (imports, caches, the engine's start), several times a small ruling's own time.
    """
    spent = cost_done = cost_left = 0.0
    for ruling in rulings:
        cost = cost_of(str(ruling.get("id")))
        if ruling.get("status") == Verdict.PENDING:
            cost_left += cost
        elif float(ruling.get("duration_s") or 0.0) > 0 and ruling.get("id") not in warming:
            spent += float(ruling["duration_s"])
            cost_done += cost
    if not cost_done:
        return None
    return spent / cost_done * cost_left / max(1, workers)


def summary_line(totals: Mapping[str, int], extra: str, out: str | Path) -> str:
    """The run's last line: its totals (``extra`` adds the rarer ones) and where its reports are."""
    return (f"mtg-conformance: {totals['passed']} passed, {totals['failed']} failed, {totals['errors']} errors, "
            f"{totals['unsupported']} unsupported{extra}; reports in {out}/")


def progress_line(ruling: Mapping[str, Any], done: int, total: int, left_s: float | None,
                  color: bool = False) -> str:
    """``[ 3/N] WOE-04  failed        12 examples    1.3 s   N-3 left, about 1 min 05 s``; `left_s` is
    `time_left`'s estimate."""
    status = str(ruling.get("status"))
    word = f"{status:11}"
    if color and status in COLORS:
        word = f"\033[{COLORS[status]}m{word}\033[0m"
    left = total - done
    eta = f", about {duration(left_s)}" if left and left_s is not None else ""
    width = len(str(total))
    examples = int(ruling.get("examples") or 0)
    noun = "example" if examples == 1 else "examples"
    took = duration(float(ruling.get("duration_s") or 0.0))
    head = f"[{done:>{width}}/{total}] {ruling.get('id', '?'):7} {word}"
    return f"{head} {examples:5} {noun:8} {took:>12}   {left} left{eta}"
