"""The mutants: one or more per ruling, each documented, listed, and killed by the ruling it targets."""

from __future__ import annotations

import json

import pytest

from conformance.catalog import RULINGS, all_rulings
from conformance.cli import main
from reference_engine.mutants import MUTANTS, all_mutants, mutant, open_mutant


def test_every_ruling_has_a_mutant_and_every_mutant_a_ruling() -> None:
    mutants = all_mutants()
    assert len(mutants) >= len(RULINGS)
    assert {m.target for m in mutants} == {r.id for r in all_rulings()}
    for m in mutants:
        assert m.target in RULINGS and m.description and m.name == m.name.lower()


@pytest.mark.parametrize("target", ["WOE-8", "woe-08", "WOE-08 ", ""])
def test_a_mutant_with_no_ruling_id_is_refused_when_defined(target: str) -> None:
    with pytest.raises(ValueError, match="is not a ruling id"):
        mutant("nameless-target", target, "a test")
    assert "nameless-target" not in MUTANTS


def test_mutants_are_engines() -> None:
    for m in all_mutants():
        engine = open_mutant(m.name)
        assert engine.hello()["name"] == f"mutant:{m.name}"


def test_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mutants", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(all_mutants())


@pytest.mark.slow
def test_kill_matrix_json_and_report(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    code = main(["mutants", "adventure-to-graveyard", "role-keeps-oldest", "--scope", "target", "--profile", "dev",
                 "--json", "--out", str(tmp_path)])
    rows = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {r["name"] for r in rows} == {"adventure-to-graveyard", "role-keeps-oldest"}
    for row in rows:
        assert row["killed"] and row["target"] in row["killed_by"]
        assert isinstance(row["examples_to_kill"], int)
    report = json.loads((tmp_path / "report.json").read_text())
    assert len(report["mutants"]) == 2
    assert "adventure-to-graveyard" in (tmp_path / "report.html").read_text()


def test_unknown_mutant_is_a_usage_error() -> None:
    assert main(["mutants", "no-such-thing"]) == 2


@pytest.mark.slow
def test_own_only_kill_matrix_rows() -> None:
    """The kill matrix's own-only rows: killed only by the target ruling's own invariants. (Every mutant is
    checked this way at ci in tests/catalog/test_catalog.py::test_mutant_is_caught_by_its_target.)"""
    from conformance.mutation import kill_matrix

    assert len(all_mutants()) >= 66
    picked = [m for m in all_mutants() if m.name in ("role-outlives-exiled-host", "stack-reports-paid-cost")]
    rows = kill_matrix(picked, "ci", workers=1, scope="target", own_only=True)
    assert all(r["own_only"] and r["killed"] and r["killed_by"] == [r["target"]] for r in rows), rows


def test_own_only_switches_the_universal_checks_off() -> None:
    """A ruling judged own-only reports nothing the universal checks alone would find."""
    from mtg_protocol.trace import Trace

    ruling = RULINGS["WOE-12"]
    setup = {"players": [{"id": "p1", "battlefield": [{"id": "c1", "card": "Grizzly Bears"}]}, {"id": "p2"}]}
    empty = {"objects": [], "players": [], "stack": [], "turn": {}, "pending_choice": None}
    trace = Trace(setup, [], empty, [], model=Trace(setup, [], empty, []))
    assert ruling.check(trace)  # the universal setup check: c1 is missing from the initial observation
    assert ruling.own_only().check(trace) == []
    assert ruling.own_only().universal_checks is False and ruling.universal_checks is True


@pytest.mark.slow
def test_mutants_own_only_cli(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mutants", "role-outlives-bounced-host", "--own-only", "--scope", "target", "--profile", "dev"]) == 0
    out = capsys.readouterr().out
    assert "killed by their target ruling's own invariants" in out and "1/1" in out
