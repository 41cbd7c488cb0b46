"""The small misleading bits of issue 20 (item 6), each as it should be."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.catalog import RULINGS
from conformance.cli import main
from conformance.smoke import smoke
from reports.markdown import totals_line

ROOT = Path(__file__).resolve().parents[2]
SMALL_ENGINE = ROOT / "tests" / "fake_engines" / "small_engine.py"


def test_a_tick_only_when_the_run_exits_0() -> None:
    base = {"failed": 0, "errors": 0, "passed": 3, "unsupported": 0, "total": 4}
    assert totals_line({**base, "xfail": 1}).startswith("✅")
    assert not totals_line({**base, "xpass": 1}).startswith("✅")


def test_smoke_says_only_what_it_tested() -> None:
    said: list[str] = []
    assert smoke(f"cmd:{sys.executable} {SMALL_ENGINE}", 30.0, said.append)
    assert not [line for line in said if "batch (run_sequence)" in line]
    assert any("no run_sequence sent" in line for line in said)


def test_counterexample_numbers_actions_as_messages_do_and_ends_at_the_break(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert main(["run", "--engine", "mutant:disguise-cast-adds-mana-cost", "--out", str(out), "--example-db",
                 "none", "--max-examples", "20", "MKM-06", "MKM-08"]) == 1
    files = sorted((out / "counterexamples").glob("*.json"))
    assert files
    for path in files:
        data = json.loads(path.read_text())
        violation = data["violation"]
        assert violation["action"] == violation["step"] + 1
        # the message numbers steps as the file does: its first divergence leads ("step N: ..."), the invariant
        # that fired follows ("then, at step N: ...") or, without a divergence of its own, "after action N:"
        said = violation["message"]
        assert f"step {violation['action']}:" in said or f"after action {violation['action']}:" in said
        assert len(data["scenario"]["actions"]) == violation["step"] + 1  # nothing after the breaking step
        assert main(["replay", str(path)]) == 1  # and it still breaks the ruling


def _report(tmp_path: Path, name: str, engine: str) -> Path:
    out = tmp_path / name
    main(["run", "--engine", engine, "--out", str(out), "--example-db", "none", "--max-examples", "3", "WOE-01"])
    return out / "report.json"


def test_compare_warns_when_the_engines_differ(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = _report(tmp_path, "a", "reference")
    b = _report(tmp_path, "b", "mutant:disguise-cast-adds-mana-cost")
    capsys.readouterr()
    main(["compare", str(a), str(b)])
    said = capsys.readouterr()
    assert "different engines" in said.err and "Different engines" in said.out
    main(["compare", str(a), str(a)])
    assert "different engines" not in capsys.readouterr().err.lower()


def test_compare_says_a_version_change_without_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An author bumps the version with each change (docs/engine-authors.md): that is no other engine."""
    a = _report(tmp_path, "a", "reference")
    data = json.loads(a.read_text())
    data["engine"]["version"] = "9.9.9"
    b = tmp_path / "b.json"
    b.write_text(json.dumps(data))
    capsys.readouterr()
    main(["compare", str(a), str(b)])
    said = capsys.readouterr()
    assert "different engines" not in said.err.lower() and "Different engines" not in said.out
    assert f"Engine version: {data['engine']['name']}" in said.out and "→ 9.9.9" in said.out


def test_rulings_are_cited_by_set_date_and_position(capsys: pytest.CaptureFixture[str]) -> None:
    assert RULINGS["LCI-03"].source == {"set": "LCI", "set_name": "The Lost Caverns of Ixalan",
                                        "date": "2023-11-10", "position": 3}
    main(["list", "--json"])
    assert "seeds/" not in capsys.readouterr().out


def test_the_initial_state_is_not_action_0() -> None:
    from mtg_protocol.trace import Violation

    assert Violation("x", "y", -1).message.startswith("in the initial state: ")
    assert Violation("x", "y", 4).message.startswith("after action 5: ")


def test_readme_links_only_to_files_in_the_repository() -> None:
    text = (ROOT / "README.md").read_text()
    linked = re.findall(r"\]\(([^)#]+)\)", text)
    named = re.findall(r"`((?:\.\./|docs/|conformance/|reports/|examples/|tests/|strategies/|benchmarks/|\.ci/)"
                       r"[^`\s]*)`", text)
    missing = [p for p in linked + named if "://" not in p and not (ROOT / p).exists()]
    assert not missing


def test_no_traceback_when_the_reader_goes_away(tmp_path: Path) -> None:
    proc = subprocess.run(f"{sys.executable} -m conformance list | head -1", shell=True, capture_output=True,
                          text=True, check=False, cwd=ROOT)
    assert proc.stdout and not proc.stderr


def test_replay_commands_in_the_report_work_from_where_run_ran(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The report names each counterexample inside its folder; the command pasted where `run` ran finds it."""
    monkeypatch.chdir(tmp_path)
    assert main(["run", "--engine", "mutant:disguise-cast-adds-mana-cost", "--out", "reports/night", "--example-db",
                 "none", "--max-examples", "20", "MKM-06"]) == 1
    page = (tmp_path / "reports" / "night" / "report.html").read_text()
    commands = re.findall(r"mtg-conformance replay (\S+) --engine", page)
    assert commands
    for path in commands:
        assert path.startswith("reports/night/counterexamples/") and (tmp_path / path).is_file()
        assert main(["replay", path]) == 1
