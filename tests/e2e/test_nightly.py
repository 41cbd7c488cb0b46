"""Nightly CI at scale: budgets, sharding, a shared example database, flakiness, expectations, the workflow."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import socket
import subprocess
import time
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from conformance.catalog import RULINGS
from conformance.cli import _shard, build_parser, main
from conformance.expectations import Expectation, apply_expectation, expectations_from_report
from conformance.profiles import PROFILES, get_profile
from conformance.runner import execute_ruling
from conformance.session import Session, open_database
from mtg_protocol.verdicts import NOT_RUN_MESSAGE as NOT_RUN

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / "examples" / "github-actions" / "nightly.yml"
MUTANT = "mutant:adventure-to-graveyard"
CHEAP = ["WOE-07", "WOE-08", "WOE-09", "WOE-11", "WOE-16", "LCI-03", "MKM-03", "MKM-17"]


def _report(out: Path) -> dict:
    return json.loads((out / "report.json").read_text())


def _usage_error(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Traceback" not in err[0], err
    return err[0]


# ----- profiles and time safety ------------------------------------------------------------------------------


def test_profiles_budgets_and_overrides() -> None:
    assert [(p.max_examples, p.max_steps) for p in PROFILES.values()] == [(20, 4), (100, 6), (1000, 12)]
    assert all(p.example_deadline_s for p in PROFILES.values())
    p = get_profile("ci", max_examples=7, time_budget_s=1.5, example_deadline_s=0.5)
    assert (p.max_examples, p.max_steps, p.time_budget_s, p.example_deadline_s) == (7, 6, 1.5, 0.5)
    readme = (ROOT / "README.md").read_text()
    assert "--run-budget" in readme and "per-example deadline" in readme


def test_max_examples_override_reaches_the_run(tmp_path: Path) -> None:
    assert main(["run", "--out", str(tmp_path), "--max-examples", "4", "--example-db", "none", "WOE-07"]) == 0
    ruling = _report(tmp_path)["rulings"][0]
    corpus = sum(ruling["corpus"].values())
    assert ruling["status"] == "passed" and ruling["examples"] - corpus <= 4


@pytest.mark.parametrize(("flag", "value"), [("--max-examples", "0"), ("--time-budget", "-1"),
                                             ("--run-budget", "0"), ("--example-deadline", "nan")])
def test_bad_budgets_are_usage_errors(flag: str, value: str, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    assert flag in _usage_error(["run", "--out", str(tmp_path), flag, value, "WOE-07"], capsys)


def test_per_example_deadline_is_a_timeout() -> None:
    profile = get_profile("dev", max_examples=3, example_deadline_s=1e-6)
    result = execute_ruling(RULINGS["WOE-07"], open_engine_reference(), profile, 0, None, None)
    assert result.status == "timeout" and "per-example deadline" in result.message


def open_engine_reference():  # type: ignore[no-untyped-def]
    from reference_engine.adapter import ReferenceEngine

    return ReferenceEngine()


def test_time_budget_per_ruling_stops_exploration() -> None:
    profile = get_profile("dev", max_examples=10_000, time_budget_s=0.5)
    started = time.monotonic()
    result = execute_ruling(RULINGS["WOE-07"], open_engine_reference(), profile, 0, None, None)
    assert time.monotonic() - started < 10
    assert result.status == "passed" and "the ruling's time budget was reached" in result.message


def test_run_budget_reports_what_was_not_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["run", "--out", str(tmp_path), "--max-examples", "10000", "--run-budget", "0.5",
                 "--example-db", "none", "WOE-07", "WOE-09", "WOE-11"])
    report = _report(tmp_path)
    assert code == 1 and report["complete"]
    first, *rest = report["rulings"]
    assert first["status"] == "passed" and "the run's time budget was reached" in first["message"]
    assert [(r["status"], r["message"], r["examples"]) for r in rest] == [("error", NOT_RUN, 0)] * 2
    assert "2 of 3 not run" in capsys.readouterr().out


# ----- sharding ------------------------------------------------------------------------------------------------


def test_shards_partition_the_rulings() -> None:
    ids = list(RULINGS)
    shards = [_shard(ids, (i, 4)) for i in range(1, 5)]
    assert sorted(sum(shards, [])) == sorted(ids) and all(shards)
    costs = json.loads((ROOT / "conformance" / "costs.json").read_text())
    assert set(costs) == set(RULINGS) and all(v > 0 for v in costs.values())


@pytest.mark.slow
def test_four_shards_merged_equal_one_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    common = ["--engine", MUTANT, "--seed", "5", "--max-examples", "3", "--example-db", "none", *CHEAP]
    whole = tmp_path / "whole"
    assert main(["run", "--out", str(whole), *common]) == 1
    dirs = [str(tmp_path / f"shard{i}") for i in range(1, 5)]
    for i, d in enumerate(dirs, 1):
        main(["run", "--shard", f"{i}/4", "--out", d, *common])
    merged = tmp_path / "merged"
    assert main(["merge", *dirs, "--out", str(merged)]) == 1
    verdicts = [{(r["id"], r["status"], r["examples"]) for r in _report(d)["rulings"]} for d in (whole, merged)]
    assert verdicts[0] == verdicts[1]
    assert ("WOE-08", "failed") in {(r, s) for r, s, _ in verdicts[0]}
    assert (merged / "counterexamples" / "WOE-08.json").exists() and _report(merged)["complete"]


# ----- the example database in Redis ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def redis_url() -> Iterator[str]:
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    pytest.importorskip("redis", reason="the redis client is not installed (pip install 'mtg-conformance[redis]')")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import redis

        client = redis.Redis(port=port)
        for _ in range(100):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.05)
        else:
            pytest.skip("redis-server did not start")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _property_run(url: str, run_seed: int) -> int | None:
    """MKM-10 on a mutant that breaks it, property tier only (the corpus would find the failure by itself).

    Not WOE-08 on adventure-to-graveyard: there Hypothesis's very first example already fails.
    """
    session = Session("mutant:disguise-cast-adds-mana-cost", get_profile("dev", max_examples=100), run_seed, None,
                      example_db=url)
    session.corpus = {}
    try:
        result = session.run("MKM-10")
    finally:
        session.close()
    assert result.status == "failed"
    return result.examples_to_fail


@pytest.mark.slow
@pytest.mark.redis
def test_two_runs_share_failures_through_redis(redis_url: str) -> None:
    first = _property_run(redis_url, 11)
    assert first is not None and first > 1
    assert _property_run(redis_url, 12) == 1  # another seed: the database replays the failure first
    assert open_database(redis_url).redis.keys(b"mtg-conformance:*")  # type: ignore[union-attr]


@pytest.mark.redis
def test_unreachable_redis_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("redis")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    line = _usage_error(["run", "--out", str(tmp_path), "--example-db", f"redis://127.0.0.1:{port}/0", "WOE-07"],
                        capsys)
    assert "example database" in line
    assert "notaport" in _usage_error(["run", "--out", str(tmp_path), "--example-db", "redis://h:notaport/0"], capsys)


# ----- flakiness -----------------------------------------------------------------------------------------------


def test_failure_that_does_not_reproduce_is_flaky(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code = main(["run", "--engine", "python:fake_engines.flaky_engine:make", "--out", str(tmp_path),
                 "--max-examples", "3", "--example-db", "none", "WOE-08"])
    ruling = _report(tmp_path)["rulings"][0]
    assert ruling["status"] == "flaky" and code == 0
    assert ruling["message"].startswith("failed once (") and "then held when re-run" in ruling["message"]
    assert ruling["counterexample"] and (tmp_path / ruling["counterexample"]).exists()


# ----- expectations ------------------------------------------------------------------------------------------------


def test_apply_expectation_outcomes() -> None:
    fail = Expectation("WOE-08", "fail", issue="https://example.org/1")
    flaky = Expectation("WOE-08", "intermittent")
    assert apply_expectation(fail, "failed", "m") == ("xfail", "expected failure (https://example.org/1): failed: m")
    assert apply_expectation(fail, "crash", "m")[0] == "xfail"
    assert apply_expectation(fail, "passed", "")[0] == "xpass"
    assert apply_expectation(fail, "unsupported", "x") == ("unsupported", "x")
    assert apply_expectation(flaky, "failed", "m") == ("flaky", "known intermittent: failed: m")
    assert apply_expectation(flaky, "passed", "") == ("passed", "")
    assert apply_expectation(None, "failed", "m") == ("failed", "m")


@pytest.mark.parametrize(("text", "needle"), [
    ("rulings = [", "not valid TOML"),
    ("[rulings.WOE-08]\nexpected = \"sometimes\"\n", "WOE-08"),
    ("[rulings.WOE-08]\ndisabled = \"\"\n", "WOE-08"),
    ("[rulings.XYZ-99]\nexpected = \"fail\"\n", "XYZ-99"),
    ("colour = \"blue\"\n[rulings]\n", "colour"),
])
def test_bad_expectations_are_one_line_errors(text: str, needle: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "exp.toml"
    path.write_text(text)
    line = _usage_error(["run", "--out", str(tmp_path / "o"), "--expectations", str(path), "WOE-07"], capsys)
    assert "exp.toml" in line and needle in line
    missing = _usage_error(["run", "--out", str(tmp_path / "o"), "--expectations", str(tmp_path / "no.toml")], capsys)
    assert "no.toml" in missing


def test_expectations_in_a_run_and_update(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    exp = tmp_path / "exp.toml"
    exp.write_text('engine = "mutant"\n[rulings.WOE-08]\nexpected = "fail"\nissue = "https://example.org/8"\n'
                   '[rulings.WOE-07]\nexpected = "fail"\n[rulings.WOE-09]\ndisabled = "too slow here"\n')
    out = tmp_path / "run"
    code = main(["run", "--engine", MUTANT, "--out", str(out), "--max-examples", "3", "--example-db", "none",
                 "--expectations", str(exp), "WOE-07", "WOE-08", "WOE-09"])
    rulings = {r["id"]: r for r in _report(out)["rulings"]}
    assert code == 1  # WOE-07 held though expected to fail: an unexpected pass fails the run
    assert rulings["WOE-08"]["status"] == "xfail" and "https://example.org/8" in rulings["WOE-08"]["message"]
    assert rulings["WOE-07"]["status"] == "xpass"
    assert rulings["WOE-09"]["status"] == "unsupported" and "too slow here" in rulings["WOE-09"]["message"]
    capsys.readouterr()
    assert main(["update-expectations", str(out / "report.json"), "--out", str(exp)]) == 0
    data = tomllib.loads(exp.read_text())["rulings"]
    signatures = [f["signature"] for f in rulings["WOE-08"]["failures"]]
    assert signatures  # a failure with a signature is written as known, not as the whole ruling expected to fail
    assert data == {"WOE-08": {"known": signatures, "issue": "https://example.org/8"},
                    "WOE-09": {"disabled": "too slow here"}}
    code = main(["run", "--engine", MUTANT, "--out", str(out), "--max-examples", "3", "--example-db", "none",
                 "--expectations", str(exp), "WOE-07", "WOE-08", "WOE-09"])
    assert code == 0 and _report(out)["totals"]["xfail"] == 1


def test_update_expectations_from_failures_prints_toml(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from reports.model import new_report, record_result

    statuses = {"WOE-08": ("failed", 'a "quoted"\nmessage\x7f'), "WOE-07": ("passed", ""),
                "MKM-03": ("flaky", "x"), "LCI-03": ("crash", "boom")}
    report = new_report({"spec": "e", "name": "e", "version": "1"}, "dev", 0, [RULINGS[r].meta() for r in statuses])
    for rid, (status, message) in statuses.items():
        record_result(report, {"id": rid, "status": status, "message": message})
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report))
    capsys.readouterr()
    assert main(["update-expectations", str(path)]) == 0
    data = tomllib.loads(capsys.readouterr().out)
    assert data["engine"] == "e"
    assert {k: v["expected"] for k, v in data["rulings"].items()} == {
        "WOE-08": "fail", "MKM-03": "intermittent", "LCI-03": "fail"}
    assert expectations_from_report(report).keys() == data["rulings"].keys()
    path.write_text("[]")
    assert "report.json" in _usage_error(["update-expectations", str(path)], capsys)


# ----- the GitHub Actions workflow -----------------------------------------------------------------------------------


def _commands(workflow: dict) -> list[str]:
    out = []
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            script = re.sub(r"\\\n\s*", " ", step.get("run", ""))
            out += [line.strip() for line in script.splitlines() if line.strip().startswith("mtg-conformance ")]
    return out


def test_workflow_is_valid_and_its_commands_parse() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text())
    assert True in workflow and {"shard", "merge"} <= set(workflow["jobs"])  # PyYAML reads the key `on` as True
    assert workflow["jobs"]["shard"]["strategy"]["matrix"]["shard"] == [1, 2, 3, 4]
    env = {k: re.sub(r"\$\{\{[^}]*\}\}", "1", str(v)) for k, v in workflow["env"].items()}
    commands = _commands(workflow)
    assert {shlex.split(c)[1] for c in commands} >= {"merge", "compare"}  # the shards run through action.yml
    # (tests/e2e/test_action.py checks the inputs the shards give the action)
    parser = build_parser()
    for command in commands:
        text = re.sub(r"\$\{\{[^}]*\}\}", "1", command)
        argv = [env.get(a[1:], a) if a.startswith("$") else a for a in shlex.split(text)[1:]]
        parser.parse_args(argv)
    text = WORKFLOW.read_text()
    for needle in ("upload-artifact", "download-artifact", "GITHUB_STEP_SUMMARY", "conformance-report/",
                   "previous/report.json"):
        assert needle in text
