"""Opt-in CPU time per test (``--cpu-times=PATH``), to size the fast tier without trusting wall time.

On a shared machine wall time says how busy the machine was; the CPU a test's process spends (its own,
``time.process_time()``, plus that of the subprocesses it waited for, ``os.times()``'s children fields) says
what the test costs. Each phase (setup, call, teardown) is measured in the process that runs it (an xdist worker
too: the figures travel on the report's ``user_properties``), and the controller writes one tab-separated row per
test, most expensive first. ``benchmarks/fast_tier.py`` turns the table into an idle-time estimate.
Off unless the option is given; the figures are for benchmarks, never for assertions (docs/performance.md).
"""

from __future__ import annotations

import os
import time
from collections.abc import Generator
from pathlib import Path

import pytest

_KEY = "cpu_seconds"


def _cpu() -> float:
    """This process's CPU seconds plus those of the children it has waited for."""
    times = os.times()
    return time.process_time() + times.children_user + times.children_system


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("cputimes").addoption(
        "--cpu-times", metavar="PATH", default=None, help="write each test's CPU seconds (setup+call+teardown) to PATH"
    )


def _measured(item: pytest.Item, phase: str) -> Generator[None, None, None]:
    start = _cpu()
    yield
    item.user_properties.append((_KEY, (phase, _cpu() - start)))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, None, None]:
    if item.config.getoption("cpu_times"):
        yield from _measured(item, "setup")
    else:
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    if item.config.getoption("cpu_times"):
        yield from _measured(item, "call")
    else:
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, None, None]:
    if item.config.getoption("cpu_times"):
        yield from _measured(item, "teardown")
    else:
        yield


_rows: dict[str, dict[str, float]] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    for key, value in report.user_properties:
        if key == _KEY:
            phase, seconds = value
            _rows.setdefault(report.nodeid, {})[phase] = seconds


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = session.config.getoption("cpu_times")
    if not path or hasattr(session.config, "workerinput"):
        return
    lines = ["cpu_seconds\tsetup\tcall\tteardown\tnodeid"]
    for nodeid, phases in sorted(_rows.items(), key=lambda row: -sum(row[1].values())):
        parts = [phases.get(phase, 0.0) for phase in ("setup", "call", "teardown")]
        lines.append("\t".join(f"{x:.3f}" for x in [sum(parts), *parts]) + f"\t{nodeid}")
    Path(path).write_text("\n".join(lines) + "\n")
