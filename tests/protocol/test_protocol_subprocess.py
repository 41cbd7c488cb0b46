"""The subprocess client against well-behaved engine processes."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from test_protocol_faults import gone

from conformance.spec import open_engine
from mtg_protocol.engine import EngineError
from mtg_protocol.pipe import GROUPS_ENV, stop_listed_groups
from mtg_protocol.subprocess_engine import SubprocessEngine

ROOT = Path(__file__).resolve().parents[2]
FAKES = ROOT / "tests" / "fake_engines"
ECHO = str(FAKES / "echo_engine.py")

SETUP: dict[str, Any] = {
    "protocol": 1,
    "seed": 1,
    "turn": {"number": 1, "active_player": "p1", "step": "precombat_main"},
    "players": [
        {
            "id": p,
            "life": 20,
            "library": [],
            "hand": [{"id": c, "card": "Forest"}],
            "graveyard": [],
            "exile": [],
            "battlefield": [],
        }
        for p, c in (("p1", "c1"), ("p2", "c2"))
    ],
}
ACTIONS = [
    {"type": "play_land", "card": "c1"},
    {"type": "pass"},
    {"type": "play_land", "card": "c2"},
]


def ops_logged(log: Path) -> list[str]:
    return [
        line.split(" ", 1)[1] for line in log.read_text().splitlines() if line.startswith("op ")
    ]


def test_every_op_round_trips(tmp_path: Path) -> None:
    log = tmp_path / "echo.log"
    with SubprocessEngine([sys.executable, ECHO], timeout=5, stderr_log=log) as engine:
        hello = engine.hello()
        assert hello["name"] == "fake"
        assert hello["capabilities"]["batch"] is True
        assert engine.hello() is hello  # asked once
        initial = engine.setup(SETUP)
        assert [(o["card"], o["zone"]) for o in initial["objects"]] == [
            ("c1", "hand"),
            ("c2", "hand"),
        ]
        result = engine.act(ACTIONS[0])
        assert result["accepted"] is True
        assert result["events"][0]["to"] == "battlefield"
        assert engine.act({"type": "play_land", "card": "c2"})["accepted"] is False
        hidden = engine.observe("p1")
        assert [o["name"] for o in hidden["objects"]] == [None, "Forest"]
        assert engine.legal_actions() == [{"type": "pass"}]
        pid = engine.pid
        assert pid is not None
    assert gone(pid)
    assert ops_logged(log) == ["hello", "setup", "act", "act", "observe", "legal_actions", "close"]


@pytest.mark.parametrize("batch", [True, False], ids=["native", "by-steps"])
def test_run_sequence(tmp_path: Path, batch: bool) -> None:
    log = tmp_path / "echo.log"
    argv = [sys.executable, ECHO] + ([] if batch else ["--no-batch"])
    with SubprocessEngine(argv, timeout=5, stderr_log=log) as engine:
        out = engine.run_sequence(SETUP, ACTIONS, views=True)
        plain = engine.run_sequence(SETUP, ACTIONS)
    assert [s["accepted"] for s in out["steps"]] == [True, True, True]
    assert len(out["views"]) == 3
    assert set(out["views"][2]) == {"p1", "p2"}
    seen_by_p1 = {o["card"]: o["name"] for o in out["views"][0]["p1"]["objects"]}
    assert seen_by_p1 == {"c1": "Forest", "c2": None}  # p2's card in hand is hidden from p1
    assert "views" not in plain
    assert out["initial"] == plain["initial"]
    ops = ops_logged(log)
    if batch:
        assert ops == ["hello", "run_sequence", "run_sequence", "close"]
    else:
        assert "run_sequence" not in ops
        assert ops.count("setup") == 2
        assert ops.count("observe") == 6


def test_open_engine_cmd_keeps_stderr_in_log_dir(tmp_path: Path) -> None:
    engine = open_engine(f"cmd:{sys.executable} {ECHO}", timeout=5, log_dir=tmp_path / "logs")
    try:
        assert isinstance(engine, SubprocessEngine)
        engine.setup(SETUP)
    finally:
        engine.close()
    logs = list((tmp_path / "logs").iterdir())
    assert len(logs) == 1
    assert logs[0].name.endswith(".stderr.log")
    assert "op setup" in logs[0].read_text()


def test_calls_after_close_fail() -> None:
    engine = SubprocessEngine([sys.executable, ECHO], timeout=5)
    engine.hello()
    engine.close()
    engine.close()  # twice is fine
    with pytest.raises(EngineError, match="closed"):
        engine.setup(SETUP)


def test_once_the_run_is_stopped_no_engine_starts_and_the_running_ones_die(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A signal marks the run stopped and kills its engines (conformance/interrupt.py): an engine that dies then
    is not started again, whichever process of the run holds it, so nothing more is played after the signal."""
    monkeypatch.setenv(GROUPS_ENV, str(tmp_path))
    running = SubprocessEngine([sys.executable, ECHO], timeout=5)
    running.hello()
    pid = running._running().pid
    assert (tmp_path / str(pid)).exists()  # listed
    assert stop_listed_groups(tmp_path) == 1
    with pytest.raises(EngineError, match="killed by signal 9|the run was stopped"):
        running.setup(SETUP)
    with pytest.raises(EngineError, match="the run was stopped"):  # it is not started again
        running.setup(SETUP)
    late = SubprocessEngine([sys.executable, ECHO], timeout=5)
    with pytest.raises(EngineError, match="the run was stopped"):
        late.hello()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stopped"]  # no engine was started
    running.close()
    late.close()


def test_serve_stdio_keeps_stray_prints_off_the_protocol() -> None:
    chatty = str(FAKES / "chatty_engine.py")
    with SubprocessEngine([sys.executable, chatty], timeout=5) as engine:
        engine.setup(SETUP)
        assert engine.act({"type": "pass"})["accepted"] is True
        assert engine.act({"type": "pass"})["accepted"] is True


def test_request_returns_the_whole_response() -> None:
    with SubprocessEngine([sys.executable, ECHO], timeout=5) as engine:
        response = engine.request("hello")
    assert response["seq"] == 1
    assert json.dumps(response)


def _reference_missing() -> str | None:
    try:
        import reference_engine.mutants  # noqa: F401
    except ImportError as exc:
        return f"reference_engine.mutants is not importable yet ({exc})"
    return None


@pytest.mark.skipif(_reference_missing() is not None, reason=_reference_missing() or "")
def test_reference_serve_reports_an_unknown_mutant() -> None:
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    argv = [sys.executable, "-m", "reference_engine.serve", "--mutant", "no_such_mutant"]
    engine = SubprocessEngine(argv, timeout=30, env={**os.environ, "PYTHONPATH": path})
    with engine, pytest.raises(EngineError) as caught:
        engine.hello()
    assert caught.value.kind == "crash"
    assert "exited with status 2" in str(caught.value)
    assert "no_such_mutant" in str(caught.value)
