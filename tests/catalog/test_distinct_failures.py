"""One bug must not hide another (issue 18): distinct failures per ruling, causes across rulings, known signatures."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest
from fake_engines.two_deviations import make
from hypothesis.database import InMemoryExampleDatabase
from reportdata import RULINGS_META, engine_info

from conformance.catalog import RULINGS
from conformance.cli import main
from conformance.expectations import Expectation, dump_expectations, expectations_from_report, parse_expectations
from conformance.runner import KeepingDatabase, cause_of, check_scenario, signature_of
from mtg_protocol.trace import Violation
from reference_engine.mutants import open_mutant
from reports.compare import compare
from reports.counterexample import load_counterexample
from reports.merge import merge_reports
from reports.model import new_report, record_result, validate_report
from strategies.scenario import Scenario

TWO = "python:fake_engines.two_deviations:make"
LEGALITY = "legal turn_face_up refused (116.2b, 702.168d)"
STACK = "permanent not turned face up at once (116.2b)"
OWNER = {LEGALITY: "turn-face-up-sorcery-speed", STACK: "turn-face-up-uses-stack"}


def _run(out: Path, engine: str, *rulings: str, options: tuple[str, ...] = (),
         profile: str = "dev") -> tuple[int, dict[str, Any]]:
    code = main(["run", "--engine", engine, "--profile", profile, "--example-db", "none", "--out", str(out),
                 *options, *rulings])
    return code, json.loads((out / "report.json").read_text())


# ----- signatures ------------------------------------------------------------------------------------------------


def test_a_signature_is_the_invariant_and_the_kind_of_deviation() -> None:
    found = Violation("the Monster Role t1 on the battlefield", "showed no such permanent", 2, kind="Role missing")
    assert found.signature == "unnamed invariant: Role missing"
    named = found.of("roles_are_colorless_aura_enchantments")
    assert named.signature == "roles_are_colorless_aura_enchantments: Role missing"
    assert named.of("something_else") is named  # an inner invariant's name wins
    assert Violation("x", "y", 1, invariant="stack_mana_values").signature == "stack_mana_values"


def test_a_scenario_fails_with_its_earliest_violation() -> None:
    later = Violation("a", "b", 4, invariant="legality", kind="legal cast refused")
    earlier = Violation("c", "d", 1, invariant="turning_up_uses_no_stack", kind="not face up at once")
    assert signature_of([later, earlier]) == "turning_up_uses_no_stack: not face up at once"  # the invariant's
    assert signature_of([]) is None


def test_every_invariant_of_the_catalog_has_a_name() -> None:
    for ruling in RULINGS.values():
        for invariant in ruling.invariants:
            assert invariant.__name__ not in ("invariant", "<lambda>"), ruling.id


# ----- several distinct failures of one ruling ---------------------------------------------------------------------


@pytest.mark.slow
def test_two_independent_deviations_are_two_failures_each_replaying_to_its_own(tmp_path: Path,
                                                                               capsys: pytest.CaptureFixture[str]
                                                                               ) -> None:
    code, report = _run(tmp_path, TWO, "MKM-11")
    ruling = report["rulings"][0]
    assert code == 1 and ruling["status"] == "failed"
    assert "more distinct failure" in ruling["message"]
    failures = ruling["failures"]
    assert {f["signature"] for f in failures} == {LEGALITY, STACK}
    assert [f["counterexample"] for f in failures] == ["counterexamples/MKM-11.json", "counterexamples/MKM-11.2.json"]
    assert ruling["counterexample"] == failures[0]["counterexample"]
    for failure in failures:
        data = load_counterexample(tmp_path / failure["counterexample"])
        assert data["violation"]["signature"] == failure["signature"]
        scenario = Scenario.from_json(data["scenario"])
        trace, violations = check_scenario(RULINGS["MKM-11"], make(), scenario)
        assert cause_of(trace, violations)[0] == failure["signature"]  # its own first divergence
        trace, alone = check_scenario(RULINGS["MKM-11"], open_mutant(OWNER[failure["signature"]]), scenario)
        assert cause_of(trace, alone)[0] == failure["signature"]  # the mutant with that deviation alone shows it
    capsys.readouterr()
    assert main(["replay", str(tmp_path / failures[1]["counterexample"]), "--engine", TWO]) == 1
    assert f"[{failures[1]['signature']}]" in capsys.readouterr().out
    html = (tmp_path / "report.html").read_text()
    assert "Other distinct failures of MKM-11" in html and "MKM-11.2.json" in html
    assert f"also failed: {failures[1]['signature']}" in (tmp_path / "junit.xml").read_text()


def test_a_failure_found_once_is_not_searched_again() -> None:
    """Each round passes what earlier rounds found: the database keeps their examples all the same."""
    inner = InMemoryExampleDatabase()
    inner.save(b"k", b"old")
    db = KeepingDatabase(inner)
    assert list(db.fetch(b"k")) == [b"old"]
    db.delete(b"k", b"old")  # a round that now passes on it must not forget it
    db.save(b"k", b"new")
    db.delete(b"k", b"new")  # but a shrink may replace its own steps
    assert list(inner.fetch(b"k")) == [b"old"]


# ----- causes across rulings ---------------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_rule_broken_in_several_rulings_is_one_cause(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(tmp_path, "mutant:mana-value-from-total-cost", "LCI-04", "LCI-06", "LCI-07", profile="ci")
    out = capsys.readouterr().out
    assert code == 1
    failed = [r["id"] for r in report["rulings"] if r["status"] == "failed"]
    assert len(failed) == 3
    assert len(report["causes"]) == 1
    cause = report["causes"][0]
    assert cause["signature"] == "object with another mana value (202.3)"
    assert cause["rulings"] == failed and cause["status"] == "failed"
    sizes = [f["size"] for r in report["rulings"] for f in r["failures"]]
    assert cause["size"] == min(sizes)
    assert (tmp_path / cause["counterexample"]).exists()
    assert "1 cause, seen in 3 rulings" in out.splitlines()[-3]
    assert "1 cause, seen in 3 rulings" in (tmp_path / "summary.md").read_text()
    html = (tmp_path / "report.html").read_text()
    assert html.index("1 cause, seen in 3 rulings") < html.index("Rulings by mechanic")
    validate_report(report)


# ----- known signatures --------------------------------------------------------------------------------------------


def _expectations(path: Path, known: list[str]) -> Path:
    path.write_text(dump_expectations({"MKM-11": Expectation("MKM-11", known=tuple(known))}), encoding="utf-8")
    return path


@pytest.mark.slow
def test_a_known_signature_passes_the_run_until_a_new_one_shows(tmp_path: Path) -> None:
    expectations = _expectations(tmp_path / "known.toml", [STACK])
    options = ("--expectations", str(expectations))
    code, report = _run(tmp_path / "known", "mutant:turn-face-up-uses-stack", "MKM-11", options=options)
    ruling = report["rulings"][0]
    assert code == 0 and ruling["status"] == "xfail", ruling["message"]
    assert [(f["signature"], f["status"]) for f in ruling["failures"]] == [(STACK, "xfail")]
    assert report["causes"][0]["status"] == "xfail"

    code, report = _run(tmp_path / "new", TWO, "MKM-11", options=options)
    ruling = report["rulings"][0]
    assert code == 1 and ruling["status"] == "failed"
    assert {(f["signature"], f["status"]) for f in ruling["failures"]} == {(STACK, "xfail"), (LEGALITY, "failed")}
    assert ruling["failures"][0]["signature"] == LEGALITY  # the new one leads

    code, report = _run(tmp_path / "fixed", "reference", "MKM-11", options=options)
    assert code == 0 and report["rulings"][0]["status"] == "passed"
    assert "known failure not seen in this run" in report["rulings"][0]["message"]


@pytest.mark.slow
def test_update_expectations_writes_the_signatures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _code, report = _run(tmp_path / "run", TWO, "MKM-11")
    target = tmp_path / "expectations.toml"
    assert main(["update-expectations", str(tmp_path / "run" / "report.json"), "--out", str(target)]) == 0
    assert "2 known failure signature(s) in 1 ruling(s)" in capsys.readouterr().out
    entry = parse_expectations(tomllib.loads(target.read_text()))["MKM-11"]
    assert entry.expected is None and set(entry.known) == {LEGALITY, STACK}
    code, again = _run(tmp_path / "again", TWO, "MKM-11", options=("--expectations", str(target)))
    assert code == 0 and again["rulings"][0]["status"] == "xfail"
    crashed = {"rulings": [{"id": "MKM-11", "status": "crash", "message": "boom", "failures": []}]}
    assert expectations_from_report(crashed)["MKM-11"].expected == "fail"  # no signature: the whole ruling
    whole = {"MKM-11": Expectation("MKM-11", "fail", issue="https://example.org/7")}
    converted = expectations_from_report(report, whole)["MKM-11"]  # signatures replace the whole ruling
    assert converted.expected is None and set(converted.known) == {LEGALITY, STACK}
    assert converted.issue == "https://example.org/7"


# ----- the report: schema, compare, merge --------------------------------------------------------------------------


def _report_with(failures: dict[str, list[tuple[str, str]]]) -> dict[str, Any]:
    report = new_report(engine_info(), "ci", 0, RULINGS_META, started_at="2024-03-01T12:00:00.000+00:00")
    for meta in RULINGS_META:
        found = failures.get(meta["id"], [])
        record_result(report, {"id": meta["id"], "status": "failed" if found else "passed", "examples": 5,
                               "failures": [{"signature": s, "status": st, "message": f"{s} in {meta['id']}",
                                             "counterexample": None, "size": [2, 1]} for s, st in found]})
    return validate_report(report)  # type: ignore[return-value]


def test_compare_says_which_causes_came_and_went() -> None:
    first, second = RULINGS_META[0]["id"], RULINGS_META[1]["id"]
    old = _report_with({first: [("a: one", "failed")]})
    new = _report_with({first: [("a: one", "failed"), ("b: two", "failed")], second: [("c: three", "xfail")]})
    result = compare(old, new)
    assert [c["signature"] for c in result.new_causes] == ["b: two", "c: three"]
    assert result.has_regression  # a ruling already failing fails on a new cause
    gone = compare(new, old)
    assert [c["signature"] for c in gone.gone_causes] == ["b: two", "c: three"] and not gone.has_regression
    assert "### Causes gone" in gone.to_markdown()
    legacy = {k: v for k, v in old.items() if k != "causes"}
    assert not compare(legacy, new).new_causes  # a report from before causes existed has none to compare


def test_merge_groups_causes_across_shards() -> None:
    first, second = RULINGS_META[0]["id"], RULINGS_META[1]["id"]
    a = _report_with({first: [("a: one", "failed")]})
    b = _report_with({second: [("a: one", "failed")]})
    for report, ran in ((a, first), (b, second)):
        for ruling in report["rulings"]:
            if ruling["id"] != ran:
                ruling["status"] = "pending"
    merged = merge_reports([a, b])
    assert [(c["signature"], c["rulings"]) for c in merged["causes"]] == [("a: one", [first, second])]
