"""`mtg-conformance corpus rebuild` remakes the hand-written corpus byte for byte, and deletes nothing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conformance.cli import main
from conformance.corpus import CORPUS_DIR, HAND_WRITTEN, case_builders


def _snapshot(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.glob("*.json"))}


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    copy = tmp_path / "corpus"
    shutil.copytree(CORPUS_DIR, copy)
    return copy


def test_every_case_building_module_is_rebuilt() -> None:
    assert {"adventure", "clue", "discover", "disguise", "role"} <= set(case_builders())


def test_rebuilding_everything_changes_no_byte(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _snapshot(corpus)
    assert main(["corpus", "rebuild", "--corpus", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert _snapshot(corpus) == before
    assert out.count(" 0 written") == len(case_builders()), out


def test_a_drifted_case_is_rewritten_and_an_unbuilt_one_kept(corpus: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    _, scenario, description = case_builders()["clue"]()[0]
    built = next(p for p in corpus.glob("*.json") if json.loads(p.read_text())["scenario"] == scenario)
    pristine = built.read_bytes()
    built.write_text(built.read_text().replace(description, "an old description"))
    extra = corpus / f"{built.name[:6]}-000000000000.json"
    extra.write_text(json.dumps({"origin": HAND_WRITTEN}))
    assert main(["corpus", "rebuild", "clue", "--corpus", str(corpus)]) == 0
    out = capsys.readouterr().out
    assert built.read_bytes() == pristine and f"wrote {built}" in out
    assert extra.exists() and f"kept {extra}" in out


def test_an_unknown_mechanic_is_one_line_and_exit_2(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["corpus", "rebuild", "nameless", "--corpus", str(corpus)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "adventure" in err
