"""Robustness and safety of the whole ``run`` command (issue 10).

Every test runs ``python -m conformance run`` (or ``replay``) as a subprocess in
a temporary directory, with a wall-clock bound, against engines that misbehave
on purpose (tests/fake_engines/faulty_reference.py, inprocess_faults.py), and
checks that the run ends in time, that the ruling the fault hit gets
error/crash/timeout with a message saying what the engine did, that the others
keep the verdict they get on a well-behaved engine, and that every report file
is valid. The harness itself is tests/fake_engines/harness.py.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from fake_engines.harness import (
    FAULTS,
    HOSTILE,
    Fault,
    check_reports,
    command_env,
    faulty_spec,
    pick_rulings,
    run_args,
    run_command,
    run_fault,
)

RULINGS = pick_rulings(2)
CONTROL = FAULTS[0]


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Each ruling's status on the well-behaved engine over ``cmd:`` (the control run)."""
    result = run_fault(CONTROL, tmp_path_factory.mktemp("control"), RULINGS)
    assert not result.problems, result.problems
    return result.statuses()


@pytest.mark.parametrize("fault", [f for f in FAULTS if f.statuses or "control" not in f.name], ids=lambda f: f.name)
def test_fault_costs_only_the_ruling_it_hit(fault: Fault, baseline: dict[str, str], tmp_path: Path) -> None:
    result = run_fault(fault, tmp_path, RULINGS, baseline=baseline)
    assert not result.problems, f"{result.problems}\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}"
    assert result.code is not None and result.seconds < fault.bound


def test_killed_run_leaves_a_valid_partial_report(tmp_path: Path) -> None:
    """SIGKILL the run once the first result is in report.json: what is there still parses."""
    from reports.model import load_report

    spec = faulty_spec("slow", tmp_path / "state", "--arg 0.05")
    args = run_args(spec, RULINGS, max_examples=10)
    process = subprocess.Popen([sys.executable, "-m", "conformance", *args], cwd=tmp_path, env=command_env(),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    report_path = tmp_path / "out" / "report.json"
    finished: list[str] = []
    deadline = time.monotonic() + 40
    try:
        while not finished and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
            if report_path.exists():
                finished = [r["id"] for r in json.loads(report_path.read_text())["rulings"]
                            if r["status"] != "pending"]
        assert finished, "no ruling finished"
        process.send_signal(signal.SIGKILL)
    finally:
        process.kill()
        process.wait()
    report = load_report(report_path)
    done = {r["id"] for r in report["rulings"] if r["status"] != "pending"}
    assert set(finished) <= done
    assert {r["id"] for r in report["rulings"]} == set(RULINGS)
    if len(done) < len(RULINGS):
        assert report["complete"] is False
    assert not list((tmp_path / "out").glob(".*.tmp")), "a half-written temporary file was left"


def test_engine_strings_are_escaped_in_every_report(baseline: dict[str, str], tmp_path: Path) -> None:
    """An engine whose rejection reasons and card names carry HTML, Markdown and XML metacharacters."""
    result = run_command(run_args(faulty_spec("hostile", tmp_path / "state"), RULINGS), tmp_path, 60)
    report, problems = check_reports(result.out)
    assert not problems, problems
    assert report is not None and result.code == 1
    out = result.out
    page = (out / "report.html").read_text(encoding="utf-8")
    raw = page.find("<script>alert")
    assert raw < 0, f"the engine's text is in the page unescaped: {page[max(raw - 300, 0):raw + 100]}"
    assert "&lt;script&gt;alert" in page, "the engine's text is not shown"
    summary = (out / "summary.md").read_text(encoding="utf-8")
    assert "<script>" not in summary and "<!--" not in summary and "](javascript:" not in summary
    for line in summary.splitlines():  # an engine string must not add table cells
        if line.startswith("|"):
            cells = len(re.findall(r"(?<!\\)\|", line))
            assert cells == len(re.findall(r"(?<!\\)\|", _table_header(summary, line))), line
    junit = ET.parse(out / "junit.xml").getroot()
    texts = " ".join([*(e.text or "" for e in junit.iter()), *(v for e in junit.iter() for v in e.attrib.values())])
    assert HOSTILE.split(" &")[0] in texts or "<script>" in texts, "the XML lost the engine's text"
    cx_files = list((out / "counterexamples").glob("*.json"))
    for path in cx_files:
        json.loads(path.read_text())


def _table_header(summary: str, row: str) -> str:
    """The header line of the Markdown table that `row` belongs to."""
    lines = summary.splitlines()
    index = lines.index(row)
    while index > 0 and lines[index - 1].startswith("|"):
        index -= 1
    return lines[index]


def test_cmd_engine_runs_without_a_shell(tmp_path: Path) -> None:
    """Shell syntax in a cmd: command line reaches the engine as plain words and runs nothing."""
    spec = faulty_spec("ok", tmp_path / "state",
                       "; touch pwned1 $(touch pwned2) `touch pwned3` && touch pwned4 | tee pwned5 > pwned6")
    result = run_command(run_args(spec, RULINGS[:1], max_examples=3), tmp_path, 60)
    assert result.code in (0, 1), result.stderr
    assert not list(tmp_path.rglob("pwned*"))


def _counterexample(ruling: str) -> dict[str, Any]:
    from conformance.corpus import load_corpus

    cases = load_corpus().get(ruling) or next(iter(c for c in load_corpus().values() if c))
    scenario = cases[0].to_json()
    return {"schema_version": 1, "ruling": ruling, "engine": "reference", "seed": 0, "scenario": scenario,
            "violation": {"message": "x", "expected": None, "observed": None, "step": None}, "trace": None}


@pytest.mark.parametrize("kind", ["extra_keys", "code_strings", "bad_ruling", "not_json", "engine_in_file",
                                  "engine_in_file_blank", "engine_in_file_tab", "engine_in_file_case",
                                  "engine_in_file_python", "engine_not_a_string"])
def test_replay_files_are_data_only(kind: str, tmp_path: Path) -> None:
    """Unexpected keys and code-like strings in a replay file are inert; a bad one is refused in one line."""
    payload = f"__import__('os').system('touch {tmp_path}/pwned')"
    data = _counterexample(RULINGS[0])
    if kind == "extra_keys":
        data.update({"__class__": payload, "!!python/object/apply:os.system": [payload], "__reduce__": payload})
        data["scenario"]["exec"] = payload
    elif kind == "code_strings":
        data["scenario"]["setup"]["players"][0]["hand"].append({"id": "c99", "card": payload})
        data["violation"]["message"] = payload
    elif kind == "bad_ruling":
        data["ruling"] = "../../pwned"
    elif kind.startswith("engine_in_file"):
        spelling = {"engine_in_file": "cmd:", "engine_in_file_blank": " cmd:", "engine_in_file_tab": "\tcmd:",
                    "engine_in_file_case": "CMD:", "engine_in_file_python": "\tpython:"}[kind]
        data["engine"] = spelling + (f"touch {tmp_path}/pwned" if "cmd" in spelling.lower() else "os:getpid")
    elif kind == "engine_not_a_string":
        data["engine"] = ["cmd:touch", f"{tmp_path}/pwned"]
    path = tmp_path / "cx.json"
    path.write_text("!!python/object/apply:os.system ['touch pwned']\n" if kind == "not_json" else json.dumps(data))
    args = ["replay", str(path)] + ([] if kind.startswith("engine_") else ["--engine", "reference"])
    result = run_command(args, tmp_path, 60)
    assert "Traceback" not in result.stderr + result.stdout
    assert not list(tmp_path.rglob("pwned*")), "the replay file ran something"
    if kind in ("bad_ruling", "not_json") or kind.startswith("engine_"):  # a file never chooses a command to run
        assert result.code == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    else:
        assert result.code in (0, 1), result.stderr


def test_nothing_is_written_outside_the_output_directory_and_database(tmp_path: Path) -> None:
    cwd = tmp_path / "cwd"
    scratch = tmp_path / "tmp"
    cwd.mkdir()
    scratch.mkdir()
    spec = "cmd:" + " ".join([sys.executable, "-m", "reference_engine.serve"])
    result = run_command(run_args(spec, RULINGS, max_examples=5), cwd, 60, {"TMPDIR": str(scratch)})
    assert result.code == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert {p.name for p in cwd.iterdir()} <= {"db", "out"}
    assert not list(scratch.iterdir()), list(scratch.iterdir())



def _bump_many(state: Path, times: int) -> None:
    from fake_engines.faulty_reference import bump

    for _ in range(times):
        bump(state)


def test_the_fakes_action_count_is_never_read_half_written(tmp_path: Path) -> None:
    """The interrupt sweep reads the actions played so far while the engines count them (faulty_reference.py's
    ``bump``): a read must never find the count empty (it was taken for 0, and a whole run's actions for ones
    played after the signal: a shared machine saw it in one read of eight), and two engines counting at once
    must lose no count."""
    import multiprocessing

    counter, times = tmp_path / "acts", 400
    engines = [multiprocessing.get_context("fork").Process(target=_bump_many, args=(tmp_path, times))
               for _ in range(2)]
    for engine in engines:
        engine.start()
    reads = []
    while any(e.is_alive() for e in engines):
        if counter.exists():
            reads.append(counter.read_text())
    for engine in engines:
        engine.join()
    assert reads and "" not in reads
    assert counter.read_text() == str(2 * times)
