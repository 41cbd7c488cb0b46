"""Untrusted files and engine strings (issue 21): one door for each, one line and exit 2 for bad input.

Every test here failed before the fix: a traceback, a crash that cost the reports, or silent damage.
"""

from __future__ import annotations

import copy
import json
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from oneline import one_error

from conformance.cli import main
from conformance.expectations import load_expectations
from reports.model import new_report, record_result
from reports.writer import ReportWriter

FAKES = Path(__file__).resolve().parents[1] / "fake_engines"
DEEP_JSON = "[" * 100_000 + "]" * 100_000
HUGE_INT = "9" * 5000
HOSTILE_TEXT = "lone \ud800 half, NUL \x00, ESC \x1b[31m, BEL \x07, DEL \x7f, CSI \x9b, RLO \u202e"
RAW = ("\x00", "\x1b", "\x07", "\x7f", "\x9b", "\u202e")


@pytest.fixture(scope="module")
def counterexample(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A real counterexample (WOE-08 on a mutant), as data."""
    out = tmp_path_factory.mktemp("cx")
    assert main(["run", "--engine", "mutant:adventure-to-graveyard", "--out", str(out), "--max-examples", "10",
                 "--example-db", "none", "WOE-08"]) == 1
    return json.loads((out / "counterexamples" / "WOE-08.json").read_text())


@pytest.fixture(scope="module")
def report_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("rep")
    assert main(["run", "--out", str(out), "--max-examples", "5", "--example-db", "none", "WOE-09"]) == 0
    return out / "report.json"


@pytest.mark.parametrize("content", [DEEP_JSON, '{"a": ' + HUGE_INT + '}', '{"a": NaN}', '{"a": 1e999}'],
                         ids=["deep", "huge-int", "nan", "infinite"])
@pytest.mark.parametrize("command", ["replay", "promote", "compare", "update-expectations"])
def test_hostile_json_is_one_line(command: str, content: str, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    args = [command, str(bad)] + ([str(bad)] if command == "compare" else [])
    assert "bad.json" in one_error(capsys, main(args))


def test_deeply_nested_expectations_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = tmp_path / "exp.toml"
    deep.write_text("rulings = {}\nx = " + "[" * 50_000 + "]" * 50_000 + "\n")
    line = one_error(capsys, main(["run", "--expectations", str(deep), "--out", str(tmp_path / "o"), "WOE-08"]))
    assert "exp.toml" in line


@pytest.mark.parametrize("value", ["nan", "inf", "1e308", "-1", "0"])
def test_engine_timeout_must_be_a_sane_number(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "--engine-timeout" in one_error(capsys, main(["smoke", "--engine-timeout", value]))


def _shard(tmp_path: Path, name: str, report: dict[str, Any]) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "report.json").write_text(json.dumps(report))
    return folder


def test_merge_refuses_shards_of_different_engines(report_file: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(report_file.read_text())
    other = copy.deepcopy(report)
    other["engine"]["spec"] = "mutant:x"
    a, b = _shard(tmp_path, "a", report), _shard(tmp_path, "b", other)
    assert "engine" in one_error(capsys, main(["merge", str(a), str(b), "--out", str(tmp_path / "m")]))


def test_merge_refuses_to_write_into_its_own_input(report_file: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(report_file.read_text())
    a, b = _shard(tmp_path, "a", report), _shard(tmp_path, "b", report)
    assert "--out" in one_error(capsys, main(["merge", str(a), str(b), "--out", str(a)]))
    assert json.loads((a / "report.json").read_text()) == report


def test_promote_refuses_what_the_corpus_must_not_keep(counterexample: dict[str, Any], tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "corpus"
    cases = {
        "long": {**counterexample, "ruling": "W" * 5000},
        "unknown": {**counterexample, "ruling": "XYZ-01"},
        "unplayable": copy.deepcopy(counterexample),
    }
    cases["unplayable"]["scenario"]["setup"]["players"][0]["hand"] = [{"id": "c1", "card": "No Such Card"}]
    for name, data in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data))
        assert f"{name}.json" in one_error(capsys, main(["promote", str(path), "--corpus", str(corpus)]))
    assert not corpus.exists()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(counterexample))
    blocker = tmp_path / "a-file"
    blocker.write_text("keep me")
    assert "--corpus" in one_error(capsys, main(["promote", str(good), "--corpus", str(blocker)]))
    assert blocker.read_text() == "keep me"


def test_compare_markdown_into_a_folder_is_one_line(report_file: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    line = one_error(capsys, main(["compare", str(report_file), str(report_file), "--markdown", str(tmp_path)]))
    assert "--markdown" in line


def test_update_expectations_writes_toml_it_can_read_back(report_file: Path, tmp_path: Path) -> None:
    report = json.loads(report_file.read_text())
    report["engine"]["name"] = "engine \U0001f600 \ud800 \x1b"
    report["rulings"][0].update(status="failed", message="broke on \U0001f600 and \x00")
    source = tmp_path / "report.json"
    source.write_text(json.dumps(report))
    target = tmp_path / "exp.toml"
    assert main(["update-expectations", str(source), "--out", str(target)]) == 0
    tomllib.loads(target.read_text(encoding="utf-8"))
    assert report["rulings"][0]["id"] in load_expectations(target)


def _hostile_report() -> Any:
    meta = {"id": "WOE-01", "mechanic": "adventure " + HOSTILE_TEXT, "summary": HOSTILE_TEXT, "rules": ["715.3"],
            "source": {"file": "woe.txt", "date": "2023-09-01", "position": 1}}
    report = new_report({"spec": HOSTILE_TEXT, "name": HOSTILE_TEXT, "version": HOSTILE_TEXT}, "dev", 0, [meta])
    record_result(report, {"id": "WOE-01", "status": "failed", "message": HOSTILE_TEXT})
    return report


def test_every_report_writer_escapes_engine_strings(tmp_path: Path) -> None:
    written = ReportWriter(tmp_path).finish(_hostile_report())
    assert set(written) == {"report.json", "junit.xml", "summary.md", "report.html"}
    for path in written.values():
        text = path.read_text(encoding="utf-8")  # a lone surrogate could not even have been encoded
        assert not any(ch in text for ch in RAW), path.name
        assert "\ufffd" in text or path.name == "report.json", path.name  # the surrogate was replaced


def _odd_engine(mode: str) -> str:
    return f"cmd:{sys.executable} {FAKES / 'odd_hello.py'} {mode}"


@pytest.mark.parametrize("mode", ["surrogate", "control"])
def test_a_hostile_hello_costs_no_report(mode: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    code = main(["run", "--engine", _odd_engine(mode), "--out", str(out), "--max-examples", "3",
                 "--example-db", "none", "WOE-09"])
    printed = capsys.readouterr()
    assert code == 0, printed.out + printed.err
    for name in ("report.json", "junit.xml", "summary.md", "report.html"):
        text = (out / name).read_text(encoding="utf-8")
        assert not any(ch in text for ch in RAW), name
    assert json.loads((out / "report.json").read_text())["totals"]["pending"] == 0


def test_a_deeply_nested_hello_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = one_error(capsys, main(["run", "--engine", _odd_engine("deep"), "--out", str(tmp_path), "WOE-09"]))
    assert "nested too deeply" in line


def test_smoke_prints_no_raw_control_characters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["smoke", "--engine", _odd_engine("control")]) == 0
    out = capsys.readouterr().out
    assert "evil" in out and not any(ch in out for ch in RAW)
