"""The mtg-conformance command: bad input is one line and exit 2; runs write reports; same seed, same report."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.cli import main


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True, timeout=300)


def one_line_error(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    return lines[0]


@pytest.mark.parametrize(("args", "needle"), [
    (["run", "--engine", "bogus"], "unknown engine spec"),
    (["run", "--engine", "cmd:/nonexistent/engine"], "/nonexistent/engine"),
    (["run", "--engine", "python:no_such_module:make"], "no_such_module"),
    (["run", "--engine", "mutant:no-such-mutant"], "no-such-mutant"),
    (["run", "--profile", "weekly"], "weekly"),
    (["run", "XYZ-99"], "XYZ-99"),
    (["run", "--shard", "5/4"], "--shard"),
    (["run", "--workers", "many"], "--workers"),
    (["frobnicate"], "invalid choice"),
])
def test_bad_input_is_one_line_and_exit_2(args: list[str], needle: str, tmp_path: Path) -> None:
    line = one_line_error(run_cli(*args, *(["--out", str(tmp_path / "o")] if args[0] == "run" else [])))
    assert needle in line


@pytest.mark.slow
def test_bad_replay_files(tmp_path: Path) -> None:
    missing = one_line_error(run_cli("replay", str(tmp_path / "missing.json")))
    assert "missing.json" in missing
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json")
    assert "garbage.json" in one_line_error(run_cli("replay", str(garbage)))
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"ruling": "WOE-08"}))
    one_line_error(run_cli("replay", str(wrong)))


def test_bad_reports_for_compare(tmp_path: Path) -> None:
    bad = tmp_path / "r.json"
    bad.write_text("[]")
    one_line_error(run_cli("compare", str(bad), str(bad)))


def test_unwritable_output_directory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert "output directory" in one_line_error(run_cli("run", "--out", str(blocker / "sub"), "WOE-08"))


def test_list_json_has_ids_summaries_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--json"]) == 0
    rulings = json.loads(capsys.readouterr().out)
    assert rulings and all(r["summary"] and r["rules"] and r["mechanic"] and r["source"] for r in rulings)
    assert len({r["id"] for r in rulings}) == len(rulings)


def _run(out: Path, engine: str = "reference") -> dict:
    code = main(["run", "--engine", engine, "--out", str(out), "--seed", "3", "--max-examples", "15", "WOE-08"])
    report = json.loads((out / "report.json").read_text())
    report["exit"] = code
    return report


def _stable(report: dict) -> list[tuple]:
    return [(r["id"], r["status"], r["examples"], r["message"], r["counterexample"]) for r in report["rulings"]]


def test_run_writes_every_report_and_same_seed_gives_same_report(tmp_path: Path) -> None:
    first = _run(tmp_path / "a")
    second = _run(tmp_path / "b")
    assert first["exit"] == 0 and first["totals"]["passed"] == 1
    for name in ("report.json", "junit.xml", "summary.md", "report.html"):
        assert (tmp_path / "a" / name).exists()
    assert _stable(first) == _stable(second)


def test_failing_engine_exit_1_and_counterexample_replays(tmp_path: Path) -> None:
    report = _run(tmp_path / "m", "mutant:adventure-to-graveyard")
    assert report["exit"] == 1 and report["totals"]["failed"] == 1
    cx = tmp_path / "m" / report["rulings"][0]["counterexample"]
    assert main(["replay", str(cx)]) == 1
    assert main(["replay", str(cx), "--engine", "reference"]) == 0
    corpus = tmp_path / "corpus"
    assert main(["promote", str(cx), "--corpus", str(corpus)]) == 0
    assert len(list(corpus.glob("WOE-08-*.json"))) == 1


def test_subprocess_engine_gives_the_same_verdicts(tmp_path: Path) -> None:
    direct = _run(tmp_path / "d")
    piped = _run(tmp_path / "p", f"cmd:{sys.executable} -m reference_engine.serve")
    assert [(r["id"], r["status"]) for r in direct["rulings"]] == [(r["id"], r["status"]) for r in piped["rulings"]]


def test_smoke_on_reference(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["smoke"]) == 0
    assert "speaks the protocol" in capsys.readouterr().out


def test_smoke_diagnoses_a_broken_engine(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["smoke", "--engine", f"cmd:{sys.executable} -c pass", "--engine-timeout", "2"]) == 1
    assert "FAIL" in capsys.readouterr().out


@pytest.mark.slow
def test_whole_catalog_on_two_workers_writes_every_report(tmp_path: Path) -> None:
    """The whole catalog through pytest-xdist: every ruling passes on the reference and appears in every report."""
    import xml.etree.ElementTree as ET

    from conformance.catalog import all_rulings

    out = tmp_path / "all"
    assert main(["run", "--out", str(out), "--workers", "2", "--max-examples", "2"]) == 0
    report = json.loads((out / "report.json").read_text())
    ids = [r.id for r in all_rulings()]
    assert ids and report["totals"]["passed"] == len(ids) and report["complete"]
    cases = ET.parse(out / "junit.xml").getroot().iter("testcase")
    assert sorted(c.get("name") for c in cases) == sorted(ids)
    html = (out / "report.html").read_text()
    assert all(rid in html for rid in ids)
