"""Side files, the output folder and signals never cost a run its results (issue 21).

Each test failed before the fix: a traceback after every ruling ran, a run that
exited 0 on another run's report, stale counterexamples beside a passing report,
or a signal that left engines running and the reports unwritten.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from oneline import one_error

import reports.history
import reports.writer
from conformance import plugin
from conformance.cli import main
from reports.model import load_report

ROOT = Path(__file__).resolve().parents[2]
FAULTY = ROOT / "tests" / "fake_engines" / "faulty_reference.py"
REPORT_FILES = ("report.json", "junit.xml", "summary.md", "report.html")


def run(out: Path, *extra: str, engine: str = "reference", ruling: str = "WOE-09") -> int:
    return main(["run", "--engine", engine, "--out", str(out), "--max-examples", "5", "--example-db", "none",
                 *extra, ruling])


@pytest.mark.parametrize("content", ['{"time": 5, "engine": "x", "totals": []}\n{"time": "t"}\n', None],
                         ids=["wrong-types", "a-directory"])
def test_a_bad_history_is_refused_before_the_run(content: str | None, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    history = tmp_path / "history.jsonl"
    if content is None:
        history.mkdir()
    else:
        history.write_text(content)
    assert "history" in one_error(capsys, run(tmp_path / "out", "--history", str(history)))
    assert not (tmp_path / "out" / "report.json").exists()


def test_an_example_db_that_is_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plain = tmp_path / "db"
    plain.write_text("")
    code = main(["run", "--out", str(tmp_path / "out"), "--example-db", str(plain), "WOE-09"])
    assert "--example-db" in one_error(capsys, code)


def test_a_history_that_fails_mid_run_is_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    def full(*_args: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(reports.history, "append_history", full)
    assert run(tmp_path / "out", "--history", str(tmp_path / "h.jsonl")) == 0
    assert "warning" in capsys.readouterr().err
    assert all((tmp_path / "out" / name).exists() for name in REPORT_FILES)


def test_a_full_disk_ends_the_run_in_one_line_and_keeps_the_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    real = reports.writer.write_atomic
    calls = []

    def fills_up(path: Any, data: Any) -> Any:
        calls.append(path)
        if len(calls) > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(reports.writer, "write_atomic", fills_up)
    out = tmp_path / "out"
    line = one_error(capsys, main(["run", "--out", str(out), "--max-examples", "3", "--example-db", "none",
                                   "WOE-08", "WOE-09"]))
    assert str(out) in line and "No space left" in line
    assert load_report(out / "report.json")["totals"]["pending"] == 2  # the last complete version


def test_a_lost_redis_database_is_said_once_and_the_run_goes_on() -> None:
    from conformance.session import FallbackDatabase

    class Lost:
        def __getattr__(self, name: str) -> Any:
            def fail(*_args: Any) -> Any:
                raise ConnectionError("Connection reset by peer")
            return fail

    database = FallbackDatabase(Lost(), "redis://example:6379/0")  # type: ignore[arg-type]
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        database.save(b"k", b"v")
        assert list(database.fetch(b"k")) == []
        database.delete(b"k", b"v")
    assert len(said) == 1 and "going on without one" in str(said[0].message)


def test_a_second_run_into_the_same_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from conformance.outdir import OutputLock

    out = tmp_path / "out"
    out.mkdir()
    with OutputLock(out):
        line = one_error(capsys, run(out))
    assert str(out) in line and f"pid {os.getpid()}" in line
    assert run(out) == 0  # free again


def test_stale_counterexamples_are_set_aside(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert run(out, engine="mutant:adventure-to-graveyard", ruling="WOE-08") == 1
    assert (out / "counterexamples" / "WOE-08.json").exists()
    assert run(out, ruling="WOE-08") == 0
    assert not list(out.glob("counterexamples/*.json"))


def test_an_earlier_runs_engine_logs_are_set_aside(tmp_path: Path) -> None:
    """``logs/`` holds this run's engines' stderr only (an author counts the reasons declined there)."""
    out = tmp_path / "out"
    (out / "logs").mkdir(parents=True)
    (out / "logs" / "node-1-1.stderr.log").write_text("declined: no card data for Deduce\n")
    assert run(out) == 0
    assert not (out / "logs" / "node-1-1.stderr.log").exists()
    assert (out / ".previous-logs" / "node-1-1.stderr.log").read_text() == "declined: no card data for Deduce\n"


def test_the_exit_code_rests_on_this_runs_results(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another run replacing report.json at the end must not turn a failing run into exit 0."""
    finish = plugin.ReportRecorder.pytest_sessionfinish

    def then_replaced(self: Any, exitstatus: int) -> None:
        finish(self, exitstatus) if finish.__code__.co_argcount > 1 else finish(self)  # type: ignore[call-arg]
        path = Path(self.opts.out) / "report.json"
        other = json.loads(path.read_text())
        for ruling in other["rulings"]:
            ruling["status"] = "passed"
        other["totals"].update(passed=len(other["rulings"]), failed=0)
        path.write_text(json.dumps(other))

    monkeypatch.setattr(plugin.ReportRecorder, "pytest_sessionfinish", then_replaced)
    assert run(tmp_path / "out", engine="mutant:adventure-to-graveyard", ruling="WOE-08") == 1


def _engine_processes(marker: str) -> list[str]:
    found = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.split()
    return [pid for pid in found if int(pid) != os.getpid()]


@pytest.mark.parametrize(("sig", "workers"), [(signal.SIGTERM, "2"), (signal.SIGINT, "1")])
def test_a_signal_stops_the_run_kills_engines_and_writes_every_report(sig: int, workers: str,
                                                                       tmp_path: Path) -> None:
    state, out = tmp_path / "state", tmp_path / "out"
    engine = f"cmd:{sys.executable} {FAULTY} hang --at 3 --state {state}"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "HYPOTHESIS_"))}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.Popen([sys.executable, "-m", "conformance", "run", "--engine", engine, "--engine-timeout", "300",
                             "--workers", workers, "--out", str(out), "--example-db", "none", "WOE-08", "WOE-09"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path,
                            start_new_session=True)
    try:
        acts = state / "acts"
        while not (acts.exists() and acts.read_text().strip() and int(acts.read_text()) >= 3):
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.1)
        assert _engine_processes(str(state)), "the hanging engine should be running"
        proc.send_signal(sig)
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        leftovers = _engine_processes(str(state))
        for pid in leftovers:  # only if the run failed to: a test leaves nothing behind
            os.kill(int(pid), signal.SIGKILL)
    assert proc.returncode == 128 + sig, stdout + stderr
    assert "Traceback" not in stderr
    report = load_report(out / "report.json")
    assert report["totals"]["pending"] == 0
    assert any(r["status"] == "error" and r["message"] == "interrupted" for r in report["rulings"])
    assert all((out / name).exists() for name in REPORT_FILES)
    assert not leftovers
