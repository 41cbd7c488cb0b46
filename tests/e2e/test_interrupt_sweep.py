"""A signal stops a run at every moment of its life (issue 34; docs/robustness.md, "Signals").

One short run (two rulings, a ``cmd:`` engine) is interrupted at 20 points spread over its whole life by CPU
time, from the command's start-up to its last report write, plus two points set by progress markers (the moment
report.json first appears, the moment the final reports start to appear). The points go round four ways to run
it: ``run --workers 1`` with Ctrl-C (SIGINT to the process group), ``run --workers 2`` with ``kill`` (SIGTERM to
the command alone), plain pytest with SIGTERM, plain pytest ``-n 2`` with Ctrl-C. Each interrupted run must exit
128+N, play no more than the actions in flight after the signal, leave all four reports valid with every ruling
finished or ``error`` "interrupted" (never an engine crash the signal caused), no engine process, and no
traceback.

Before the fix a signal was lost at some moments (the run went on to the end and exited 0), a signal while the
command started or under plain pytest left no reports, and SIGTERM under plain pytest killed the run outright.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from fake_engines.harness import FAULTY, VERDICTS, check_reports, command_env

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")]

RULINGS = ["WOE-08", "WOE-09"]
EXAMPLES = "8"
POINTS = 20
SPAN = 0.95
"""The share of the control run's CPU the points spread over: its last instants are the interpreter's exit,
which an interrupted run may not reach the same way (a point there often lands after the run ended)."""
PLAYED_ON = 6
"""Actions an engine may still answer after the signal: those in flight (the signal kills every engine of the
run at once, so any more come from an engine started again, that is, from a run that went on)."""
HANG = 60.0
"""Seconds after the signal at which a run is taken as hung (a bound against hanging the test, not a speed
measure: the seconds each run took to stop are in the failure message and in docs/robustness.md)."""
TICK = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Way:
    """One way to run the suite and one way to interrupt it."""

    name: str
    pytest: bool
    workers: int
    sig: int
    group: bool
    """Signal the whole process group (a terminal's Ctrl-C) rather than the command alone (``kill PID``)."""

    def command(self, engine: str) -> list[str]:
        if self.pytest:
            argv = [sys.executable, "-m", "pytest", "--pyargs", "conformance.suite", "-q", "-p", "no:cacheprovider",
                    "--mtg-engine", engine, "--mtg-out", "out", "--mtg-max-examples", EXAMPLES,
                    "--mtg-example-db", "none", "--mtg-rulings", ",".join(RULINGS)]
            return argv + (["-n", str(self.workers)] if self.workers > 1 else ["-p", "no:xdist"])
        return [sys.executable, "-m", "conformance", "run", "--engine", engine, "--out", "out", "--max-examples",
                EXAMPLES, "--example-db", "none", "--workers", str(self.workers), *RULINGS]


WAYS = (Way("run, 1 worker, Ctrl-C", False, 1, signal.SIGINT, True),
        Way("run, 2 workers, kill", False, 2, signal.SIGTERM, False),
        Way("pytest, kill", True, 1, signal.SIGTERM, False),
        Way("pytest -n 2, Ctrl-C", True, 2, signal.SIGINT, True))


def session_cpu(sid: int) -> float:
    """CPU seconds used so far by the session `sid`: its live processes, and the children its leader reaped."""
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[3]) != sid:  # fields after the name: state ppid pgrp session ...
            continue
        total += int(fields[11]) + int(fields[12])
        if int(stat.parent.name) == sid:
            total += int(fields[13]) + int(fields[14])
    return total / TICK


@dataclass
class Point:
    way: Way
    label: str
    cpu: float | None = None
    """Send the signal once the run has used this much CPU (seconds), or ..."""
    marker: str | None = None
    """... once this file appears in its report folder."""


@dataclass
class Outcome:
    point: Point
    landed: bool
    """Whether the signal reached the run before it ended by itself."""
    code: int | None
    after: float
    problems: list[str]
    used: float = 0.0


def play(point: Point, cwd: Path) -> Outcome:
    """Start the run in `cwd`, signal it at `point` (or let it finish when the point is None), check the rest."""
    cwd.mkdir(parents=True)
    state = cwd / "engine-state"
    engine = f"cmd:{sys.executable} {FAULTY} ok --state {state}"
    process = subprocess.Popen(point.way.command(engine), cwd=cwd, env=command_env(), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    out = cwd / "out"
    landed, sent, acts_then = False, time.monotonic(), 0
    try:
        while process.poll() is None:
            due = (point.marker is not None and (out / point.marker).exists()) or \
                  (point.cpu is not None and session_cpu(process.pid) >= point.cpu)
            if due:
                sent, acts_then = time.monotonic(), acts(state)
                (os.killpg if point.way.group else os.kill)(process.pid, point.way.sig)
                landed = True
                break
            time.sleep(0.01)
        try:
            stdout, stderr = process.communicate(timeout=HANG if landed else 300)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            stdout, stderr = process.communicate()
            return Outcome(point, landed, None, time.monotonic() - sent,
                           [f"still running {HANG:g} s after the signal: {tail(stdout + stderr)}"])
        after = time.monotonic() - sent
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        leftovers = engines_of(state)
        for pid in leftovers:  # only when the run failed to: the test leaves nothing behind
            os.kill(pid, signal.SIGKILL)
    problems = judge(point, process.returncode, stdout + stderr, out, leftovers, landed)
    played_on = acts(state) - acts_then
    if landed and played_on > PLAYED_ON:
        problems.append(f"{played_on} actions were played after the signal: the run went on")
    return Outcome(point, landed, process.returncode, after, problems)


def acts(state: Path) -> int:
    """How many actions the run's engines have played so far (faulty_reference.py counts them)."""
    try:
        return int((state / "acts").read_text() or 0)
    except (OSError, ValueError):
        return 0


def tail(output: str) -> str:
    return " | ".join(output.strip().splitlines()[-6:])[-600:]


def engines_of(state: Path) -> list[int]:
    """Engine processes of one run still alive (their command line names the run's own state folder)."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if str(state).encode() in cmdline.read_bytes():
                found.append(int(cmdline.parent.name))
        except OSError:
            pass
    return found


def judge(point: Point, code: int | None, output: str, out: Path, leftovers: list[int], landed: bool) -> list[str]:
    problems = []
    if landed and code not in (128 + point.way.sig, -point.way.sig):  # killed by it: the shell says 128+N too
        problems.append(f"exit {code}, not {128 + point.way.sig}: {tail(output)}")
    if "Traceback" in output:
        problems.append("a traceback: " + output[output.index("Traceback"):][:300])
    if leftovers:
        problems.append(f"engine processes left: {leftovers}")
    report, bad = check_reports(out)
    problems += bad
    for ruling in (report or {}).get("rulings", []):
        interrupted = ruling["status"] == "error" and ruling.get("message") == "interrupted"
        if ruling["status"] not in VERDICTS and not interrupted:
            problems.append(f"{ruling['id']}: {ruling['status']} ({ruling.get('message')})")
    return problems + [f"its output: {tail(output)}"] if problems else []


def sweep(tmp_path: Path) -> list[Outcome]:
    """Measure each way's run once, then interrupt it at points spread over its life."""
    with ThreadPoolExecutor(2) as pool:
        controls = list(pool.map(lambda w: control(w, tmp_path / f"control-{WAYS.index(w)}"), WAYS))
    points = []
    for i in range(POINTS):
        way, (start, end) = WAYS[i % len(WAYS)], controls[i % len(WAYS)]
        cpu = start + (end - start) * SPAN * (i + 0.5) / POINTS
        points.append(Point(way, f"{i + 1}: {way.name}, at {cpu:.2f} s of CPU", cpu=cpu))
    points.append(Point(WAYS[0], "report.json first written", marker="report.json"))
    points.append(Point(WAYS[1], "final reports being written", marker="junit.xml"))
    with ThreadPoolExecutor(2) as pool:
        return list(pool.map(lambda ip: play(ip[1], tmp_path / f"point-{ip[0]}"), enumerate(points)))


def control(way: Way, cwd: Path) -> tuple[float, float]:
    """The span of CPU time the points of `way` are spread over: from its start-up (the command) or the moment
    the plugin is configured (plain pytest: before that it is pytest's own start-up) to its end."""
    cwd.mkdir(parents=True)
    state = cwd / "engine-state"
    process = subprocess.Popen(way.command(f"cmd:{sys.executable} {FAULTY} ok --state {state}"), cwd=cwd,
                               env=command_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    start, used = (None if way.pytest else 0.15), 0.0
    while process.poll() is None:
        used = session_cpu(process.pid)
        if start is None and (cwd / "out" / "report.json").exists():
            start = used
        time.sleep(0.01)
    assert process.returncode == 0 and start is not None, f"{way.name}: the control run failed"
    return start, used


def test_a_signal_at_any_moment_stops_the_run_cleanly(tmp_path: Path) -> None:
    outcomes = sweep(tmp_path)
    failed = [f"{o.point.label}: {'; '.join(o.problems)}" for o in outcomes if o.problems]
    landed = [o for o in outcomes if o.landed]
    for o in outcomes:  # what each stop took, shown with -s (docs/robustness.md quotes a run of it)
        print(f"{o.point.label}: {'signal' if o.landed else 'ended first'}, exit {o.code}, {o.after:.1f} s")
    assert not failed, "\n".join(failed)
    # on a loaded machine the last points may come after the run ended by itself: three quarters must land
    assert len(landed) >= 0.75 * len(outcomes), "most signals must reach the run before it ends by itself"
