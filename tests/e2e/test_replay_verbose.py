"""``replay --verbose`` (issue 20, item 4): each step in words, both sides, differences highlighted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.cli import main


@pytest.fixture(scope="module")
def counterexample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("replay") / "out"
    main(["run", "--engine", "mutant:disguise-cast-adds-mana-cost", "--out", str(out), "--example-db", "none",
          "--max-examples", "20", "MKM-06"])
    return next((out / "counterexamples").glob("*.json"))


def test_verbose_replay_shows_each_step_beside_the_reference(counterexample: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(counterexample.read_text())
    assert main(["replay", str(counterexample), "--engine", "mutant:disguise-cast-adds-mana-cost", "--verbose",
                 "--color", "never"]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[1].startswith("first divergence, step ")  # after the one-line verdict, the cause leads
    assert "engine" in lines[2] and "reference" in lines[2]
    for n in range(1, len(data["scenario"]["actions"]) + 1):
        assert f"\n{n}. " in out
    assert "^ the ruling breaks here" in out and ">> first divergence: " in out and "\033[" not in out
    assert " | " in out and "rejected" in out  # the engine refused what the reference allowed


def test_verbose_replay_highlights_with_colour(counterexample: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["replay", str(counterexample), "--engine", "mutant:disguise-cast-adds-mana-cost", "--verbose",
          "--color", "always"])
    assert "\033[1;31m" in capsys.readouterr().out


def test_plain_replay_stays_one_line(counterexample: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["replay", str(counterexample), "--engine", "mutant:disguise-cast-adds-mana-cost"])
    assert len(capsys.readouterr().out.strip().splitlines()) == 1
