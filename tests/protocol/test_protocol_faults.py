"""The subprocess client against engines that misbehave on purpose.

Each case checks the verdict (EngineError kind), a message that quotes the
problem, the time it took, that a killed engine is really gone, and that the
next call gets a fresh engine.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtg_protocol.engine import EngineError
from mtg_protocol.subprocess_engine import SubprocessEngine

ROOT = Path(__file__).resolve().parents[2]
BROKEN = str(ROOT / "tests" / "fake_engines" / "broken_engine.py")
TIMEOUT = 1.0
SLACK = 1.0  # process start-up and teardown

SETUP: dict[str, Any] = {
    "protocol": 1,
    "turn": {"number": 1, "active_player": "p1", "step": "precombat_main"},
    "players": [
        {
            "id": "p1",
            "life": 20,
            "library": [],
            "hand": [],
            "graveyard": [],
            "exile": [],
            "battlefield": [],
        }
    ],
}


def gone(pid: int, within: float = 2.0) -> bool:
    """Whether process `pid` has ended (a zombie waiting for its reaper counts)."""
    end = time.monotonic() + within
    while time.monotonic() < end:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            state = ""  # gone meanwhile, or no /proc: ask again
        if state in ("Z", "X"):
            return True
        time.sleep(0.02)
    return False


@pytest.fixture
def broken() -> Iterator[Any]:
    """A factory of engines in a given misbehaving mode, all closed after the test."""
    made: list[SubprocessEngine] = []

    def make(*mode: str, **options: Any) -> SubprocessEngine:
        options.setdefault("timeout", TIMEOUT)
        engine = SubprocessEngine([sys.executable, BROKEN, *mode], **options)
        made.append(engine)
        return engine

    yield make
    for engine in made:
        engine.close()


def fails(engine: SubprocessEngine, kind: str, *words: str, call: str = "hello") -> EngineError:
    """Make one call that must fail with `kind` in bounded time; return the error."""
    start = time.monotonic()
    with pytest.raises(EngineError) as caught:
        engine.setup(SETUP) if call == "setup" else engine.request("hello")
    elapsed = time.monotonic() - start
    limit = TIMEOUT + SLACK if kind == "timeout" else SLACK
    assert elapsed < limit, f"took {elapsed:.2f} s"
    assert caught.value.kind == kind, str(caught.value)
    message = str(caught.value)
    for word in words:
        assert word in message
    assert len(message) < 700
    return caught.value


def started(engine: SubprocessEngine) -> int:
    """Start the child (by a call that may fail) and return its pid."""
    pid = engine.pid
    assert pid is not None
    return pid


def test_exits_at_once(broken: Any) -> None:
    engine = broken("exit_at_once")
    fails(engine, "crash", "hello request (seq 1)", "exited with status 3", "giving up at once")
    assert engine.pid is None
    fails(engine, "crash", "exited with status 3")
    assert engine.restarts == 1


def test_exits_mid_game_then_restarts(broken: Any) -> None:
    engine = broken("exit_after", "2")
    engine.hello()
    engine.setup(SETUP)
    first = started(engine)
    fails(engine, "crash", "exited with status 4", "exiting after 2 requests", call="setup")
    assert gone(first)
    assert engine.setup(SETUP)["players"][0]["life"] == 20  # a fresh engine
    assert engine.pid not in (None, first)
    assert engine.restarts == 1


def test_never_answers(broken: Any) -> None:
    engine = broken("hang")
    with pytest.raises(EngineError):
        engine.setup(SETUP)
    assert engine.pid is None
    error = fails(engine, "timeout", "did not answer in time", "limit 1 s")
    assert "hello request (seq 2)" in str(error)
    assert engine.restarts == 1


def test_a_hung_engine_and_its_children_are_killed(broken: Any, tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    engine = broken("child_hang", str(pidfile))
    start = time.monotonic()
    with pytest.raises(EngineError) as caught:
        engine.request("hello")
    assert caught.value.kind == "timeout"
    assert time.monotonic() - start < TIMEOUT + SLACK
    assert gone(int(pidfile.read_text()))


def test_never_reads_its_input(broken: Any) -> None:
    engine = broken("deaf")
    big = {**SETUP, "cards": {f"Card {i}": {"text": "x" * 1000} for i in range(2000)}}
    start = time.monotonic()
    with pytest.raises(EngineError) as caught:
        engine.setup(big)
    assert caught.value.kind == "timeout"
    assert "did not take the request in time" in str(caught.value)
    assert time.monotonic() - start < TIMEOUT + SLACK


def test_slow_but_within_time(broken: Any) -> None:
    engine = broken("slow", "0.3", timeout=2.0)
    start = time.monotonic()
    assert engine.hello()["name"] == "fake"
    assert engine.setup(SETUP)["turn"]["priority"] == "p1"
    assert time.monotonic() - start >= 0.6
    assert engine.restarts == 0


def test_prints_garbage(broken: Any) -> None:
    engine = broken("garbage")
    fails(engine, "error", "not JSON", "'Traceback (most recent call last): this is not JSON {'")
    assert engine.pid is None  # out of sync: killed, restarted on the next call
    fails(engine, "error", "not JSON")
    assert engine.restarts == 1


def test_answers_wrong_types(broken: Any) -> None:
    engine = broken("wrong_types")
    fails(engine, "error", "breaks the protocol", "$.hello.capabilities.mechanics")
    pid = started(engine)
    fails(engine, "error", "$.observation.players[0].life", "'twenty'", call="setup")
    assert engine.pid == pid  # still in sync: kept
    assert engine.restarts == 0


def test_echoes_the_wrong_seq(broken: Any) -> None:
    engine = broken("wrong_seq")
    fails(engine, "error", "seq 2 where 1 was expected")
    assert engine.pid is None
    fails(engine, "error", "seq 3 where 2 was expected")


def test_error_responses(broken: Any) -> None:
    engine = broken("error")
    fails(engine, "error", "answered with an error", "no such card: Grizzly Bears")
    pid = started(engine)
    fails(engine, "error", "no such card", call="setup")
    assert engine.pid == pid


def test_megabytes_on_one_line(broken: Any) -> None:
    engine = broken("huge", "4", max_line_bytes=1 << 20)
    error = fails(engine, "error", "longer than 1048576 bytes", '{"seq": 1, "junk": "xxx')
    assert len(str(error)) < 500
    assert engine.pid is None
    fails(engine, "error", "longer than")


def test_lots_of_stderr_does_not_block(broken: Any, tmp_path: Path) -> None:
    log = tmp_path / "stderr.log"
    logged = broken("stderr_flood", "2", stderr_log=log)
    discarded = broken("stderr_flood", "2")
    for engine in (logged, discarded):
        for _ in range(2):
            assert engine.setup(SETUP)["turn"]["step"] == "precombat_main"
        engine.close()
    assert log.stat().st_size >= 4 << 20


def test_half_a_line_then_exit(broken: Any) -> None:
    engine = broken("partial")
    fails(engine, "crash", "unfinished line", '{"seq": 1, "hel', "status 5")


def test_restart_budget(broken: Any) -> None:
    engine = broken("exit_at_once", restart_budget=2)
    for _ in range(3):
        fails(engine, "crash", "exited with status 3")
    for _ in range(2):
        fails(engine, "crash", "restart budget exhausted (2 restarts)", "exited with status 3")
    assert engine.restarts == 2
    assert engine.pid is None


def test_program_that_cannot_start() -> None:
    engine = SubprocessEngine(["/no/such/engine"], timeout=TIMEOUT, restart_budget=0)
    with pytest.raises(EngineError, match="cannot start '/no/such/engine'") as caught:
        engine.hello()
    assert caught.value.kind == "crash"
    with pytest.raises(EngineError, match="restart budget exhausted"):
        engine.hello()


def test_close_does_not_wait_on_a_hung_engine(broken: Any) -> None:
    engine = broken("hang_after", "1")
    engine.hello()
    pid = started(engine)
    start = time.monotonic()
    engine.close()
    assert time.monotonic() - start < 2 * TIMEOUT + SLACK
    assert gone(pid)
