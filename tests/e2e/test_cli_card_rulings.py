"""``mtg-conformance run --tier card-rulings``: the per-card cases through the same reports, causes,
expectations, unsupported rules and replay as the property tier; ``list`` and ``cards --ruling`` show them."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from conformance.card_rulings import tier
from conformance.card_rulings.tier import select
from conformance.cli import main
from conformance.profiles import get_profile
from conformance.session import Session
from mtg_protocol.verdicts import Verdict


def _run(out: Path, *args: str) -> tuple[int, dict[str, Any]]:
    code = main(["run", "--tier", "card-rulings", "--out", str(out), "--example-db", "none", *args])
    report = json.loads((out / "report.json").read_text())
    return code, report


def _rows(report: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["id"]: r for r in report["rulings"]}


MINE = ("bonecrusher-giant-0[1-3]", "lovestruck-beast-0[12]", "murderous-rider-01", "*-9[0-9]")
"""The cases this file's runs select: the tier's own (the corpus grows; tests/card_rulings runs every case)."""


@pytest.mark.slow
def test_cases_through_two_workers_write_every_report(tmp_path: Path) -> None:
    code, report = _run(tmp_path / "o", "--workers", "2", "--profile", "ci", *MINE)
    ids = sorted(r.id for r in select(MINE))
    assert code == 0 and report["complete"] and report["totals"]["passed"] == len(ids)
    assert sorted(_rows(report)) == ids
    for name in ("junit.xml", "summary.md", "report.html"):
        assert (tmp_path / "o" / name).exists()
    cases = ET.parse(tmp_path / "o" / "junit.xml").getroot().iter("testcase")
    assert sorted(c.get("name") for c in cases) == ids
    assert all(r["examples"] == 1 and r["source"]["date"] for r in report["rulings"])


def test_a_mutant_fails_its_case_with_a_counterexample_that_replays(tmp_path: Path) -> None:
    code, report = _run(tmp_path / "m", "--engine", "mutant:adventure-to-graveyard", "bonecrusher-giant-0[1-3]",
                        "lovestruck-beast-0[12]")
    rows = _rows(report)
    assert code == 1 and rows["bonecrusher-giant-03"]["status"] == "failed"
    assert all(row["status"] == "passed" for rid, row in rows.items() if rid != "bonecrusher-giant-03")
    assert set(rows) == {r.id for r in select(("bonecrusher-giant-0[1-3]", "lovestruck-beast-0[12]"))}
    assert [c["rulings"] for c in report["causes"]] == [["bonecrusher-giant-03"]]
    cx = tmp_path / "m" / rows["bonecrusher-giant-03"]["counterexample"]
    assert main(["replay", str(cx)]) == 1
    assert main(["replay", str(cx), "--engine", "reference"]) == 0


def test_an_engine_without_a_capability_or_a_card_is_unsupported_for_those_cases(tmp_path: Path) -> None:
    _code, report = _run(tmp_path / "c", "--engine", "python:fake_engines.card_limits:no_combat",
                         "lovestruck-beast-0[12]", "bubble-smuggler-91")
    rows = _rows(report)
    assert rows["lovestruck-beast-01"]["status"] == "unsupported" and "combat" in rows["lovestruck-beast-01"]["message"]
    assert rows["bubble-smuggler-91"]["status"] == "passed"
    _code, report = _run(tmp_path / "l", "--engine", "python:fake_engines.card_limits:no_lovestruck",
                         "lovestruck-beast-0[12]")
    for row in report["rulings"]:
        assert row["status"] == "unsupported" and "no card data for Lovestruck Beast" in row["message"], row


def test_expectations_name_cases(tmp_path: Path) -> None:
    expectations = tmp_path / "e.toml"
    expectations.write_text('[rulings.bonecrusher-giant-03]\nexpected = "fail"\n')
    code, report = _run(tmp_path / "x", "--engine", "mutant:adventure-to-graveyard", "--expectations",
                        str(expectations), "bonecrusher-giant-0[1-3]")
    assert code == 0 and _rows(report)["bonecrusher-giant-03"]["status"] == "xfail"
    expectations.write_text('[rulings.WOE-08]\nexpected = "fail"\n')
    assert main(["run", "--tier", "card-rulings", "--out", str(tmp_path / "y"), "--expectations",
                 str(expectations)]) == 2


@pytest.mark.parametrize(("args", "needle"), [
    (["WOE-08"], "no card-ruling case matches 'WOE-08'"),
    (["--tier", "cards"], "invalid choice"),
])
def test_bad_selection_is_one_line(tmp_path: Path, args: list[str], needle: str) -> None:
    tier_args = [] if "--tier" in args else ["--tier", "card-rulings"]
    proc = subprocess.run([sys.executable, "-m", "conformance", "run", *tier_args, "--out", str(tmp_path / "o"),
                           *args], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1 and needle in proc.stderr, proc.stderr


def _marked(monkeypatch: pytest.MonkeyPatch, case_id: str, **changes: Any) -> None:
    """The corpus with one case changed (its ``reference_bug`` mark, its checks)."""
    from dataclasses import replace

    everything = dict(tier.cases())
    everything[case_id] = replace(everything[case_id], **changes)
    monkeypatch.setattr(tier, "cases", lambda: everything)
    tier.card_rulings.cache_clear()
    monkeypatch.setattr(tier, "card_rulings", tier.card_rulings.__wrapped__)


def _session(spec: str) -> Session:
    return Session(spec, get_profile("ci"), 0, None, example_db="none", tier="card-rulings")


def test_a_reference_bug_is_an_expected_failure_on_the_reference_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """A case marked ``reference_bug`` that fails on the reference is xfail there (the run stays green, the
    mark is listed); on any other engine it is judged as usual."""
    wrong = [{"check": "player", "player": "p2", "after": 3, "is": {"life": 10}}]
    _marked(monkeypatch, "bonecrusher-giant-03", checks=wrong, reference_bug="the reference deals 2, not 10")
    result = _session("reference").run("bonecrusher-giant-03")
    assert result.status == Verdict.XFAIL
    assert _session("mutant:role-six-kinds").run("bonecrusher-giant-03").status == Verdict.FAILED


def test_a_stale_reference_bug_mark_fails_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    _marked(monkeypatch, "bonecrusher-giant-03", reference_bug="a bug that was fixed since")
    assert _session("reference").run("bonecrusher-giant-03").status == Verdict.XPASS


def test_list_shows_every_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--tier", "card-rulings", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {c["id"] for c in listed} == set(tier.cases())
    assert all(c["summary"] and c["source"]["date"] and c["rules"] and c["cards"] for c in listed)
    assert main(["list", "--tier", "card-rulings"]) == 0
    text = capsys.readouterr().out
    assert "bonecrusher-giant-03" in text and "runnable" in text.splitlines()[-1]


def test_cards_of_a_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--ruling", "bubble-smuggler-92", "--json"]) == 0
    names = {e["name"] for e in json.loads(capsys.readouterr().out)}
    assert names == {"Bubble Smuggler", "Island"}
    assert main(["cards", "--ruling", "no-such-case-01"]) == 2


def test_matrix_and_expectations_from_card_tier_reports(tmp_path: Path) -> None:
    """Two engines' card-tier reports side by side, and the failures of one written as its expectations."""
    _run(tmp_path / "ref", "bubble-smuggler-9*")
    _run(tmp_path / "mut", "--engine", "mutant:turn-face-up-uses-stack", "bubble-smuggler-9*")
    assert main(["matrix", str(tmp_path / "ref"), str(tmp_path / "mut"), "--out", str(tmp_path / "mx")]) == 0
    table = (tmp_path / "mx" / "matrix.md").read_text()
    assert "bubble-smuggler-92" in table and "failed" in table
    expectations = tmp_path / "mut.toml"
    assert main(["update-expectations", str(tmp_path / "mut" / "report.json"), "--out", str(expectations)]) == 0
    assert "bubble-smuggler-92" in expectations.read_text()
    code, report = _run(tmp_path / "again", "--engine", "mutant:turn-face-up-uses-stack", "--expectations",
                        str(expectations), "bubble-smuggler-9*")
    assert code == 0 and _rows(report)["bubble-smuggler-92"]["status"] == "xfail"
