"""One example database per engine identity and per ruling (issue 20, item 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis.database import DirectoryBasedExampleDatabase

from conformance.cli import main
from conformance.examples_db import directory_of
from conformance.profiles import get_profile
from conformance.session import Session

A = "mutant:disguise-cast-adds-mana-cost"
B = "mutant:turn-face-up-pays-mana-cost"
C = "mutant:face-down-bounce-not-revealed"
FAILING_ON_A = ["MKM-06", "MKM-14"]  # found by exploration (not the corpus), so stored


def _files(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()}


def _session(spec: str, db: Path) -> Session:
    return Session(spec, get_profile("dev", max_examples=10), 0, None, example_db=str(db))


def test_two_failing_rulings_store_under_two_keys(tmp_path: Path) -> None:
    session = _session(A, tmp_path / "db")
    for rid in FAILING_ON_A:
        assert session.run(rid).status == "failed"
    session.close()
    a, b = (directory_of(tmp_path / "db", f"{A} 0.1.0", rid) for rid in FAILING_ON_A)
    assert a != b and _files(a) and _files(b)
    # every stored example sits under its own ruling's folder, none directly in the database folder
    assert not [p for p in (tmp_path / "db").iterdir() if p.is_file()]


def test_engine_b_never_replays_engine_a_examples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "db"
    session = _session(A, db)
    for rid in FAILING_ON_A:
        session.run(rid)
    session.close()
    stored_by_a = {rid: _files(directory_of(db, f"{A} 0.1.0", rid)) for rid in FAILING_ON_A}
    assert all(stored_by_a.values())
    read: list[str] = []
    original = DirectoryBasedExampleDatabase.fetch

    def spy(self: DirectoryBasedExampleDatabase, key: bytes):  # type: ignore[no-untyped-def]
        read.append(str(self.path))
        return original(self, key)

    monkeypatch.setattr(DirectoryBasedExampleDatabase, "fetch", spy)
    session = _session("reference", db)
    for rid in FAILING_ON_A:
        assert session.run(rid).status == "passed"
    session.close()
    assert read and not [p for p in read if A.split(":")[1] in p]
    # a pass on B deletes nothing A stored
    assert {rid: _files(directory_of(db, f"{A} 0.1.0", rid)) for rid in FAILING_ON_A} == stored_by_a


def _run(out: Path, engine: str, db: Path) -> dict:
    code = main(["run", "--engine", engine, "--out", str(out), "--seed", "5", "--max-examples", "15",
                 "--example-db", str(db), *FAILING_ON_A])
    assert code in (0, 1)
    return json.loads((out / "report.json").read_text())


def _verdicts(out: Path, report: dict) -> tuple:
    verdicts = [(r["id"], r["status"], r["message"]) for r in report["rulings"]]
    counterexamples = {p.name: json.loads(p.read_text())["scenario"]
                       for p in sorted((out / "counterexamples").glob("*.json"))}
    return verdicts, counterexamples


@pytest.mark.slow
def test_same_command_after_runs_on_two_other_engines_gives_the_same_verdicts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "db"
    first = _verdicts(tmp_path / "a1", _run(tmp_path / "a1", A, db))
    assert "replaying" not in capsys.readouterr().out
    _run(tmp_path / "b", B, db)
    _run(tmp_path / "c", C, db)
    capsys.readouterr()
    again = _verdicts(tmp_path / "a2", _run(tmp_path / "a2", A, db))
    said = capsys.readouterr().out
    assert again == first
    assert any(status == "failed" for _, status, _ in first[0])
    first_line = said.splitlines()[0]
    assert "replaying examples stored by earlier runs" in first_line and A in first_line
    # Hypothesis's own folder is gone; only the chosen database folder holds examples
    assert not list(tmp_path.rglob(".hypothesis"))


def test_by_default_examples_go_to_the_user_cache_not_the_working_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    work, cache = tmp_path / "work", tmp_path / "cache"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", str(cache))
    args = ["run", "--engine", A, "--profile", "dev", "--max-examples", "10", "--seed", "0", "MKM-06"]
    assert main([*args, "--out", str(tmp_path / "r1")]) == 1
    assert _files(directory_of(cache / "examples", f"{A} 0.1.0", "MKM-06"))
    capsys.readouterr()
    assert main([*args, "--out", str(tmp_path / "r2")]) == 1
    assert "replaying examples stored by earlier runs" in capsys.readouterr().out
    assert list(work.iterdir()) == []  # nothing of Hypothesis's (nor anything else) in the user's folder
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", "none")  # the cache switched off: no examples kept at all
    assert main([*args, "--out", str(tmp_path / "r3")]) == 1
    assert list(work.iterdir()) == []
