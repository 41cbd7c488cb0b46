"""Capabilities honoured (issue 20, item 2), tried with a small engine that imports nothing of the project.

The engine is a JSON-lines script that leaves the rules to a backend process (the reference engine served
over the same protocol) and changes only what an engine author controls: the capabilities its hello
declares, and whether it asks the player a choice or makes it itself.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conformance.capabilities import missing
from conformance.catalog import RULINGS
from conformance.catalog.uses import USES
from conformance.cli import main

ENGINE = Path(__file__).resolve().parents[1] / "fake_engines" / "small_engine.py"


@pytest.fixture()
def engine() -> Path:
    return ENGINE


def _run(tmp_path: Path, spec: str, *rulings: str) -> dict[str, dict]:
    out = tmp_path / "out"
    main(["run", "--engine", spec, "--out", str(out), "--max-examples", "8", "--example-db", "none", *rulings])
    return {r["id"]: r for r in json.loads((out / "report.json").read_text())["rulings"]}


def test_undeclared_actions_make_a_ruling_unsupported_naming_them(tmp_path: Path, engine: Path) -> None:
    spec = f"cmd:{sys.executable} {engine} declare=pass,play_land,cast"
    report = _run(tmp_path, spec, "WOE-04", "WOE-06")
    for rid in ("WOE-04", "WOE-06"):
        assert report[rid]["status"] == "unsupported"
        assert "action choose" in report[rid]["message"]


@pytest.mark.slow
def test_a_dropped_choice_fails_naming_the_choice_and_its_rule(tmp_path: Path, engine: Path) -> None:
    report = _run(tmp_path, f"cmd:{sys.executable} {engine} drop=card_name", "WOE-04")
    assert report["WOE-04"]["status"] == "failed"
    assert "card_name choice" in report["WOE-04"]["message"] and "201.3" in report["WOE-04"]["message"]


def test_every_ruling_declares_what_its_scenarios_need() -> None:
    assert set(USES) == set(RULINGS)
    for used_actions, used_choices, needed_actions, needed_choices in USES.values():
        assert set(needed_actions) <= set(used_actions) and set(needed_choices) <= set(used_choices)


def test_missing_capabilities_in_words() -> None:
    hello = {"capabilities": {"actions": ["pass", "cast"], "choices": ["targets"]}}
    assert missing(hello, {"cast", "activate"}, {"keep_role", "targets"}) == ["action activate", "action choose",
                                                                             "choice kind keep_role"]
    assert missing({"capabilities": {}}, {"cast"}, {"keep_role"}) == []  # nothing declared: no limit


def test_list_json_shows_what_each_ruling_needs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--json"]) == 0
    woe04 = next(r for r in json.loads(capsys.readouterr().out) if r["id"] == "WOE-04")
    assert "choose" in woe04["actions"] and "card_name" in woe04["choices"]
    assert woe04["mechanics"] and "views" in woe04 and woe04["cards"]
