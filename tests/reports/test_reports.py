"""Tests of the reports package: model, writers, compare, merge, history."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Mapping
from copy import deepcopy
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from reportdata import (
    ERROR_ID,
    EVIL,
    FAILED_ID,
    MUTANTS,
    RULINGS_META,
    UNSUPPORTED_ID,
    engine_info,
    results,
    sample_counterexample,
    sample_report,
    write_sample_run,
)

from mtg_protocol.errors import ReportError
from mtg_protocol.words import describe_action
from reports import ReportWriter, load_report, new_report, record_result
from reports.atomic import write_atomic
from reports.compare import compare
from reports.counterexample import (
    load_counterexample,
    replay_command,
    write_counterexample,
)
from reports.history import append_history, load_history
from reports.html import render_html
from reports.junit import render_junit
from reports.markdown import escape_md, render_markdown
from reports.merge import merge_reports
from reports.model import compute_totals, record_mutant, validate_report


class Tags(HTMLParser):
    """Collects the start tags and attributes of an HTML document."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse_html(text: str) -> Tags:
    parser = Tags()
    parser.feed(text)
    parser.close()
    return parser


# --- model ---------------------------------------------------------------


def test_report_validates_and_round_trips(tmp_path: Path) -> None:
    report, paths = write_sample_run(tmp_path)
    assert set(paths) == {"report.json", "junit.xml", "summary.md", "report.html"}
    loaded = load_report(tmp_path / "report.json")
    assert loaded == report
    assert loaded["totals"] == {
        "passed": 6,
        "failed": 1,
        "errors": 1,
        "unsupported": 1,
        "xfail": 1,
        "xpass": 0,
        "flaky": 0,
        "pending": 0,
        "total": 10,
    }
    assert loaded["complete"] is True
    assert loaded["coverage"]["rules"]["715.3d"] == [FAILED_ID]
    assert UNSUPPORTED_ID not in loaded["coverage"]["rules"]["701.57a"]
    assert loaded["coverage"]["mechanics"]["adventure"] == {"rulings": 3, "passed": 2}
    assert list(loaded["coverage"]["rules"])[:2] == ["111.10f", "116.2b"]


def test_errors_count_error_crash_and_timeout() -> None:
    rulings = [
        {"status": s} for s in ("error", "crash", "timeout", "passed", "xpass", "flaky")
    ]
    totals = compute_totals(rulings)
    assert (totals["errors"], totals["passed"], totals["xpass"], totals["flaky"]) == (
        3,
        1,
        1,
        1,
    )
    assert totals["total"] == 6


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (None, "cannot read"),
        ("{not json", "not valid JSON"),
        ("[]", "not a valid report"),
        ("BAD_STATUS", "/rulings/2/status"),
        ("VERSION_2", "schema_version 2 is not supported"),
    ],
)
def test_load_report_rejects_bad_files(
    tmp_path: Path, content: str | None, needle: str
) -> None:
    path = tmp_path / "report.json"
    if content == "BAD_STATUS":
        report = sample_report()
        report["rulings"][2]["status"] = "exploded\nbadly"
        content = json.dumps(report)
    elif content == "VERSION_2":
        content = json.dumps({**sample_report(), "schema_version": 2})
    if content is not None:
        path.write_text(content)
    with pytest.raises(ReportError) as caught:
        load_report(path)
    message = str(caught.value)
    assert needle in message
    assert str(path) in message
    assert "\n" not in message


def test_record_result_rejects_unknown_status_and_unplanned_ruling() -> None:
    report = new_report(engine_info(), "ci", 0, RULINGS_META)
    with pytest.raises(ValueError, match="unknown status"):
        record_result(report, {"id": "WOE-01", "status": "great"})
    with pytest.raises(KeyError):
        record_result(report, {"id": "XXX-01", "status": "passed"})


def test_unplanned_ruling_with_catalog_fields_is_added() -> None:
    report = new_report(engine_info(), "ci", 0, RULINGS_META[:1])
    record_result(report, {**RULINGS_META[1], "status": "passed", "examples": 5})
    assert [r["id"] for r in report["rulings"]] == ["WOE-01", "WOE-02"]
    assert report["totals"]["pending"] == 1


# --- writer --------------------------------------------------------------


def test_killed_run_leaves_a_valid_partial_report(tmp_path: Path) -> None:
    writer = ReportWriter(tmp_path / "out")
    report = new_report(engine_info(), "ci", 0, RULINGS_META)
    writer.update(report)
    finished = results()[:3]
    for result in finished:
        record_result(report, result)
        writer.update(report)
    # the run dies here: finish() is never called
    loaded = load_report(tmp_path / "out" / "report.json")
    statuses = {r["id"]: r["status"] for r in loaded["rulings"]}
    assert {r["id"]: statuses[r["id"]] for r in finished} == {
        r["id"]: r["status"] for r in finished
    }
    assert list(statuses.values()).count("pending") == len(RULINGS_META) - 3
    assert loaded["complete"] is False
    assert loaded["totals"]["pending"] == len(RULINGS_META) - 3
    assert sorted(os.listdir(tmp_path / "out")) == ["report.json"]


def test_atomic_write_keeps_old_file_when_interrupted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "report.json"
    write_atomic(target, "old")

    def boom(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["report.json"]


def test_writer_writes_only_inside_out_dir(tmp_path: Path) -> None:
    out = tmp_path / "run" / "out"
    write_sample_run(out)
    written = sorted(
        str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file()
    )
    assert written == [
        "run/out/counterexamples/WOE-08.json",
        "run/out/junit.xml",
        "run/out/report.html",
        "run/out/report.json",
        "run/out/summary.md",
    ]


def test_finish_refuses_an_invalid_report(tmp_path: Path) -> None:
    report = sample_report()
    report["rulings"][0]["examples"] = -1
    with pytest.raises(ReportError, match="/rulings/0/examples"):
        ReportWriter(tmp_path).finish(report)


# --- counterexamples -----------------------------------------------------


def test_counterexample_round_trips_and_rejects_bad_files(tmp_path: Path) -> None:
    relative = write_counterexample(tmp_path, sample_counterexample())
    assert relative == "counterexamples/WOE-08.json"
    assert load_counterexample(tmp_path / relative) == sample_counterexample()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**sample_counterexample(), "scenario": {"actions": []}}))
    with pytest.raises(
        ReportError, match=r"bad\.json: not a valid counterexample: at /scenario"
    ):
        load_counterexample(bad)
    with pytest.raises(ReportError):
        write_counterexample(
            tmp_path, {**sample_counterexample(), "ruling": "../../etc"}
        )


def test_describe_action_in_words() -> None:
    setup = sample_counterexample()["scenario"]["setup"]
    cast = {"type": "cast", "card": "c1", "mode": "adventure", "targets": ["c4", "p2"]}
    assert describe_action(cast, setup) == (
        "p1 casts c1 (Questing Druid // Seek the Beast) as an Adventure "
        "targeting c4 (Grizzly Bears) and p2"
    )
    assert describe_action({"type": "pass"}, setup, "p2") == "p2 passes priority"
    assert (
        describe_action({"type": "play_land", "card": "c3"}, setup)
        == "p1 plays the land c3 (Forest)"
    )
    assert (
        describe_action(
            {"type": "cast", "card": "c1", "mode": "face_down", "alt_cost": "disguise"},
            setup,
        )
        == "p1 casts c1 (Questing Druid // Seek the Beast) face down for its disguise cost"
    )
    assert (
        describe_action(
            {"type": "activate", "card": "t1", "ability": 0, "sacrifice": ["t1"]},
            setup,
            "p1",
        )
        == "p1 activates ability 0 of t1 sacrificing t1"
    )
    assert (
        describe_action(
            {
                "type": "cast",
                "card": "c1",
                "x": 3,
                "additional_costs": ["kicker", {"sacrifice": ["c2"]}],
            },
            setup,
        )
        == "p1 casts c1 (Questing Druid // Seek the Beast) with X = 3 paying kicker sacrificing c2 (Mountain)"
    )
    assert (
        describe_action({"type": "choose", "choice": "cast"}, setup, "p1")
        == "p1 chooses cast"
    )
    assert (
        describe_action(
            {"type": "declare_attackers", "attackers": {"c4": "p1"}}, setup, "p2"
        )
        == "p2 attacks: c4 (Grizzly Bears) attacking p1"
    )
    assert describe_action(
        {"type": "declare_blockers", "blockers": {}}, setup, "p1"
    ) == ("p1 declares no blockers")


def test_replay_command_quotes_the_engine_spec() -> None:
    assert replay_command("counterexamples/WOE-08.json", "cmd:./my engine") == (
        "mtg-conformance replay counterexamples/WOE-08.json --engine 'cmd:./my engine'"
    )


# --- junit ---------------------------------------------------------------


def test_junit_has_one_testcase_per_ruling(tmp_path: Path) -> None:
    report, paths = write_sample_run(tmp_path)
    root = ET.parse(paths["junit.xml"]).getroot()
    assert root.tag == "testsuites"
    suite = root.find("testsuite")
    assert suite is not None
    cases = suite.findall("testcase")
    assert [c.get("name") for c in cases] == [r["id"] for r in report["rulings"]]
    assert suite.get("tests") == "10"
    assert (suite.get("failures"), suite.get("errors"), suite.get("skipped")) == (
        "1",
        "1",
        "2",
    )
    by_name = {c.get("name"): c for c in cases}
    failure = by_name[FAILED_ID].find("failure")
    assert failure is not None
    assert failure.get("message", "").startswith("after the Adventure resolved")
    assert by_name[FAILED_ID].get("classname") == "adventure"
    assert by_name[FAILED_ID].get("time") == "0.800"
    assert by_name[ERROR_ID].find("error") is not None
    assert by_name[UNSUPPORTED_ID].find("skipped") is not None
    assert by_name["MKM-02"].find("skipped") is not None
    assert list(by_name["WOE-01"]) == []


def test_junit_stays_well_formed_with_hostile_text() -> None:
    report = sample_report(hostile=True)
    report["rulings"][2]["message"] = f'{EVIL}\x00\x1b[31m ]]> & "quotes"'
    root = ET.fromstring(render_junit(report).encode())
    failure = root.find(f".//testcase[@name='{FAILED_ID}']/failure")
    assert failure is not None
    assert EVIL in failure.get("message", "")
    assert not root.findall(".//script")


# --- markdown ------------------------------------------------------------


def test_escape_md_neutralises_markup() -> None:
    text = escape_md("a|b `c` <i>&</i>\n*d* [e](f)")
    assert text == r"a\|b \`c\` &lt;i&gt;&amp;&lt;/i&gt; \*d\* \[e\](f)"
    assert escape_md("x" * 50, limit=10) == "x" * 9 + "…"


def test_summary_lists_problems_and_mutants(tmp_path: Path) -> None:
    _, paths = write_sample_run(tmp_path)
    text = paths["summary.md"].read_text()
    assert "❌ **1 failed** · **1 error** · 6 passed" in text
    rows = [
        line
        for line in text.splitlines()
        if line.startswith(("| WOE", "| LCI", "| MKM"))
    ]
    assert [row.split(" | ")[0][2:] for row in rows] == [
        FAILED_ID,
        ERROR_ID,
        UNSUPPORTED_ID,
    ]
    assert "[WOE-08.json](counterexamples/WOE-08.json)" in text
    assert "KeyError: 'c4'" in text
    assert "### Mutants: 1 of 2 killed" in text
    assert len(text.splitlines()) < 40


def test_summary_escapes_hostile_text() -> None:
    text = render_markdown(sample_report(hostile=True))
    assert "<script>" not in text
    assert "&lt;script&gt;" in text
    for line in text.splitlines():
        if line.startswith("| "):
            cells = line.replace("\\|", "").count("|")
            assert cells in (5, 6), line  # 4 or 5 columns: nothing broke out of a cell


# --- html ----------------------------------------------------------------


def test_html_is_self_contained_and_shows_the_counterexample(tmp_path: Path) -> None:
    report, paths = write_sample_run(tmp_path)
    text = paths["report.html"].read_text()
    parsed = parse_html(text)
    tags = [t for t, _ in parsed.tags]
    assert "script" not in tags and "link" not in tags and "img" not in tags
    assert all(not (a.get("src") or "").startswith("http") for _, a in parsed.tags)
    assert "svg" in tags and "style" in tags
    rows = [
        a
        for t, a in parsed.tags
        if t == "tr" and "ruling" in (a.get("class") or "").split()
    ]
    assert [a["id"] for a in rows] == [f"ruling-{r['id']}" for r in report["rulings"]]
    words = " ".join(" ".join(parsed.text).split())
    assert "p1 casts c1 (Questing Druid // Seek the Beast) as an Adventure" in words
    assert "c1 is in p1's graveyard" in words
    replay = f"mtg-conformance replay {tmp_path / 'counterexamples' / 'WOE-08.json'} --engine reference"
    assert replay in words  # the report's folder as the run named it, so the command works where run ran
    assert "adventure-to-graveyard" in words


def test_html_cannot_be_injected(tmp_path: Path) -> None:
    _, paths = write_sample_run(tmp_path / "hostile", hostile=True)
    _, benign = write_sample_run(tmp_path / "benign")
    parsed = parse_html(paths["report.html"].read_text())
    assert "script" not in [t for t, _ in parsed.tags]
    # the hostile strings added no element at all: same tags as a benign run
    assert Counter(t for t, _ in parsed.tags) == Counter(
        t for t, _ in parse_html(benign["report.html"].read_text()).tags
    )
    text = "".join(parsed.text)
    assert EVIL in text  # shown to the reader as text, not run
    assert f"Questing Druid {EVIL}" in text


def test_html_of_an_incomplete_run_with_a_missing_counterexample() -> None:
    report = new_report(engine_info(), "ci", 0, RULINGS_META)
    record_result(
        report, {**results()[2], "counterexample": "counterexamples/WOE-08.json"}
    )
    text = render_html(report, {}, None)
    assert "Incomplete run: 9 of 10 rulings not run yet." in text
    assert "Rulings broken" in text
    assert validate_report(report)


def test_html_history_chart(tmp_path: Path) -> None:
    history_file = tmp_path / "history.jsonl"
    for _ in range(3):
        append_history(history_file, sample_report())
    _, paths = write_sample_run(tmp_path / "out", history=load_history(history_file))
    parsed = parse_html(paths["report.html"].read_text())
    assert any(t == "polyline" for t, _ in parsed.tags)
    assert sum(1 for t, _ in parsed.tags if t == "circle") == 3


# --- compare -------------------------------------------------------------


def test_compare_finds_regressions_fixes_and_membership_changes() -> None:
    old, new = sample_report(), sample_report()
    changes = {FAILED_ID: "passed", "WOE-15": "failed", "MKM-02": "passed"}
    for ruling in old["rulings"]:  # MKM-02 is xfail now: a change, not a regression
        ruling["status"] = changes.get(ruling["id"], ruling["status"])
    old["rulings"] = [r for r in old["rulings"] if r["id"] != "MKM-12"]
    old["rulings"].append({**deepcopy(old["rulings"][0]), "id": "WOE-99"})
    result = compare(old, new)
    assert [(c.id, c.old, c.new) for c in result.regressions] == [
        (FAILED_ID, "passed", "failed")
    ]
    assert [(c.id, c.old, c.new) for c in result.fixes] == [
        ("WOE-15", "failed", "passed")
    ]
    assert [c.id for c in result.other_changes] == ["MKM-02"]
    assert result.new == ["MKM-12"]
    assert result.removed == ["WOE-99"]
    assert result.has_regression
    text = result.to_markdown()
    assert "### Regressions" in text and "WOE-08" in text and "passed → failed" in text
    assert not compare(new, new).has_regression


# --- merge ---------------------------------------------------------------


def _normalise(report: Mapping[str, Any]) -> dict[str, Any]:
    return {**report, "duration_s": 0.0}


def test_merge_of_shards_equals_the_whole() -> None:
    whole = sample_report()
    shards = []
    for index in (2, 0, 1):  # shards finish in any order
        metas = RULINGS_META[index::3]
        ids = {m["id"] for m in metas}
        shard = new_report(
            engine_info(), "ci", 0, metas, started_at=whole["started_at"]
        )
        for result in results(counterexample="counterexamples/WOE-08.json"):
            if result["id"] in ids:
                record_result(shard, result)
        for mutant in MUTANTS:  # every shard tests every mutant against its rulings
            killers = [r for r in mutant["killed_by"] if r in ids]
            entry = deepcopy(mutant)
            entry["killed"], entry["killed_by"] = bool(killers), killers
            if not killers:
                entry["examples_to_kill"] = entry["counterexample_size"] = None
            record_mutant(shard, entry)
        shard["duration_s"] = 4.0 + index
        shards.append(shard)
    merged = merge_reports(shards)
    assert merged["duration_s"] == 6.0
    assert merged["mutants"] is not None
    assert [m["killed"] for m in merged["mutants"]] == [True, False]
    assert _normalise(merged) == _normalise(whole)
    validate_report(merged)


def test_merge_prefers_run_results_over_pending_and_tracks_completeness() -> None:
    a = new_report(
        engine_info(), "ci", 0, RULINGS_META, started_at="2024-01-01T00:00:00+00:00"
    )
    b = new_report(
        engine_info(), "ci", 0, RULINGS_META, started_at="2024-01-01T00:00:01+00:00"
    )
    for index, result in enumerate(results()):
        record_result(a if index % 2 else b, result)
    merged = merge_reports([a, b])
    assert merged["complete"] is True
    assert merged["totals"]["pending"] == 0
    assert merged["started_at"] == "2024-01-01T00:00:00+00:00"
    assert merged["mutants"] is None
    assert merge_reports([a])["complete"] is False


def test_merge_refuses_shards_of_different_engines() -> None:
    other = sample_report()
    other["engine"] = {"spec": "phase", "name": "phase", "version": "1"}
    with pytest.raises(ReportError, match="engine"):
        merge_reports([sample_report(), other])


# --- history -------------------------------------------------------------


def test_history_appends_and_loads(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "history.jsonl"
    assert load_history(path) == []
    for seed in range(5):
        report = sample_report()
        report["seed"] = seed
        append_history(path, report)
    other = sample_report()
    other["engine"] = {"spec": "phase", "name": "phase", "version": "1"}
    append_history(path, other)
    entries = load_history(path)
    assert len(entries) == 6
    assert entries[0]["statuses"][FAILED_ID] == "failed"
    assert entries[0]["totals"]["failed"] == 1
    assert [e["seed"] for e in load_history(path, last=2)] == [4, 0]
    assert len(load_history(path, engine="reference")) == 5
    with path.open("a") as handle:  # a run killed halfway through a line
        handle.write('{"time": "2024-')
    append_history(path, sample_report())
    assert len(load_history(path)) == 7
