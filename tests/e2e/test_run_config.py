"""The run's options, declared once (conformance/config.py): the command line, the pytest plugin's ``--mtg-*``
options, the trip to xdist workers, the draw options, the one exit-code rule, and a plugin that stays out of
unrelated pytest runs."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from conformance.catalog import RULINGS
from conformance.cli import build_parser, main
from conformance.config import RunConfig, from_cli, from_pytest, run_fields
from conformance.exit_codes import EXIT_FAIL, EXIT_OK, exit_code, failing_counts
from conformance.plugin import load_args
from conformance.profiles import get_profile
from conformance.session import Session
from reports.model import new_report, record_result
from reports.writer import ReportWriter
from strategies.options import DrawOptions, drawing_with, real_cards_only

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[2]
MUTANT = "mutant:adventure-to-graveyard"  # breaks WOE-08, leaves WOE-01 alone


def _subparser(command: str) -> Any:
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return sub.choices[command]


def _pytest(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(cwd)}
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *load_args(), *args],
                          cwd=cwd, env=env, capture_output=True, text=True, check=False, timeout=600)


# ----- one declaration, two front ends --------------------------------------------------------------------------


def test_every_cli_field_is_an_option_of_run_with_its_default() -> None:
    actions = {a.dest: a for a in _subparser("run")._actions}
    for f in run_fields("cli"):
        assert f.name in actions, f"run lacks {f.name}"
        default = actions[f.name].default
        assert (tuple(default) if f.name == "rulings" else default) == (
            "conformance-report" if f.name == "out" else f.default), f.name
        assert actions[f.name].help


def test_the_plugin_spells_the_same_options_with_mtg(pytester: pytest.Pytester) -> None:
    config = pytester.parseconfig(*load_args())
    for f in run_fields("pytest"):
        assert config.getoption("mtg_" + f.name) == (f.default if f.name != "rulings" else ""), f.name
    names = {opt for group in config._parser._groups for o in group.options for opt in o.names()}
    assert "--mtg-engine" in names and "--mtg-max-examples" in names
    assert not {"--engine", "--max-examples", "--conformance-seed"} & names  # no generic names in others' runs


def test_cli_and_pytest_spellings_give_the_same_config(pytester: pytest.Pytester) -> None:
    args = build_parser().parse_args(["run", "--engine", MUTANT, "--profile", "ci", "--seed", "7",
                                      "--max-examples", "5", "--run-budget", "60", "--real-cards-only",
                                      "--out", "here", "WOE-08", "adventure"])
    config = pytester.parseconfig(*load_args(), "--mtg-engine", MUTANT, "--mtg-profile", "ci", "--mtg-seed", "7",
                                  "--mtg-max-examples", "5", "--mtg-run-budget", "60", "--mtg-real-cards-only",
                                  "--mtg-out", "here", "--mtg-rulings", "WOE-08,adventure")
    assert from_pytest(config.getoption) == from_cli(args)


def test_the_config_travels_as_plain_data() -> None:
    config = RunConfig(engine=MUTANT, max_examples=3, rulings=("WOE-08",), real_cards_only=True)
    data = json.loads(json.dumps(config.to_json()))  # what execnet can carry to a worker
    assert RunConfig.from_json(data) == config
    assert {f.name for f in fields(RunConfig)} == set(data)


def test_commands_that_share_options_take_them_from_the_config() -> None:
    assert {a.dest for a in _subparser("smoke")._actions} >= {"engine", "engine_timeout"}
    replay = {a.dest: a for a in _subparser("replay")._actions}
    assert replay["engine"].default is None and replay["color"].choices == ("auto", "always", "never")
    mutants = {a.dest: a for a in _subparser("mutants")._actions}
    assert mutants["profile"].default == "ci" and mutants["seed"].default == 0


# ----- the config reaches xdist workers -------------------------------------------------------------------------


def test_run_with_two_workers_hands_them_the_config(tmp_path: Path) -> None:
    """`run` puts no option on pytest's command line: the workers know the engine and rulings only from it."""
    out = tmp_path / "out"
    code = main(["run", "--engine", MUTANT, "--workers", "2", "--max-examples", "3", "--example-db", "none",
                 "--out", str(out), "WOE-08", "WOE-01"])
    report = json.loads((out / "report.json").read_text())
    assert code == EXIT_FAIL and report["engine"]["spec"] == MUTANT
    assert {r["id"]: r["status"] for r in report["rulings"]} == {"WOE-01": "passed", "WOE-08": "failed"}


def test_the_pytest_route_takes_mtg_options_under_xdist(tmp_path: Path) -> None:
    out = tmp_path / "out"
    done = _pytest(["--pyargs", "conformance.suite", "-n", "2", "-q", "--mtg-engine", MUTANT,
                    "--mtg-max-examples", "3", "--mtg-example-db", "none", "--mtg-rulings", "WOE-08,WOE-01",
                    "--mtg-out", str(out)], tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed, 1 passed" in done.stdout
    report = json.loads((out / "report.json").read_text())
    assert report["engine"]["spec"] == MUTANT and [r["id"] for r in report["rulings"]] == ["WOE-01", "WOE-08"]


def test_an_unknown_ruling_is_a_pytest_usage_error(tmp_path: Path) -> None:
    done = _pytest(["--pyargs", "conformance.suite", "-p", "no:xdist", "--mtg-rulings", "XYZ-99"], tmp_path)
    assert done.returncode == pytest.ExitCode.USAGE_ERROR and "--mtg-rulings" in done.stderr


# ----- the plugin stays out of unrelated runs ------------------------------------------------------------------


def test_an_unrelated_pytest_run_imports_no_catalog(tmp_path: Path) -> None:
    (tmp_path / "test_other.py").write_text(
        "import sys\n\n\n"
        "def test_nothing_of_ours_is_loaded():\n"
        "    assert 'conformance.plugin' in sys.modules  # the plugin is there...\n"
        "    heavy = [m for m in sys.modules if m.split('.')[0] in ('strategies', 'reference_engine')\n"
        "             or m.startswith(('conformance.catalog', 'conformance.session', 'conformance.runner'))]\n"
        "    assert heavy == []  # ...and has imported none of the suite\n")
    done = _pytest(["-q", "-p", "no:xdist", "test_other.py"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout


# ----- draw options -----------------------------------------------------------------------------------------------


def test_draw_options_hold_inside_the_block_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTG_CONFORMANCE_REAL_CARDS", "1")  # the old channel: no longer read
    assert not real_cards_only()
    with drawing_with(DrawOptions(real_cards_only=True)):
        assert real_cards_only()
    assert not real_cards_only()


def test_the_session_draws_real_cards_when_asked_or_when_the_engine_needs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    profile = get_profile("dev")
    assert not Session("reference", profile, 0, None).draw_options().real_cards_only
    assert Session("reference", profile, 0, None, real_cards_only=True).draw_options().real_cards_only
    picky = Session("reference", profile, 0, None)
    monkeypatch.setattr(picky, "hello", lambda: {"capabilities": {"synthetic_cards": False}})
    assert picky.draw_options().real_cards_only


# ----- one exit-code rule -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("totals", "mutants", "code"), [
    ({"passed": 3, "unsupported": 1, "xfail": 1, "flaky": 1}, None, EXIT_OK),
    ({"passed": 3, "failed": 1}, None, EXIT_FAIL),
    ({"passed": 3, "errors": 1}, None, EXIT_FAIL),
    ({"passed": 3, "xpass": 1}, None, EXIT_FAIL),
    ({"passed": 3, "pending": 1}, None, EXIT_FAIL),
    ({}, [{"killed": True}], EXIT_OK),
    ({}, [{"killed": True}, {"killed": False}], EXIT_FAIL),
])
def test_exit_code(totals: dict[str, int], mutants: list[dict[str, Any]] | None, code: int) -> None:
    assert exit_code({"totals": totals, "mutants": mutants}) == code
    assert bool(failing_counts({"totals": totals, "mutants": mutants})) == (code == EXIT_FAIL)


def _shard(folder: Path, planned: list[str], passed: list[str]) -> str:
    report = new_report({"spec": "reference", "name": "reference", "version": "1"}, "dev", 0,
                        [RULINGS[r].meta() for r in planned])
    for rid in passed:
        record_result(report, {"id": rid, "status": "passed", "message": "", "examples": 1})
    ReportWriter(folder).finish(report)
    return str(folder)


def test_merge_fails_on_a_ruling_without_a_verdict(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A shard that stopped before WOE-08 leaves it pending: the merged run is not a pass, as `run` would say."""
    whole = _shard(tmp_path / "a", ["WOE-01", "WOE-08"], ["WOE-01"])
    other = _shard(tmp_path / "b", ["WOE-02"], ["WOE-02"])
    assert main(["merge", whole, other, "--out", str(tmp_path / "merged")]) == EXIT_FAIL
    assert "1 without a verdict (pending)" in capsys.readouterr().out
    done = _shard(tmp_path / "c", ["WOE-01", "WOE-08"], ["WOE-01", "WOE-08"])
    assert main(["merge", done, other, "--out", str(tmp_path / "merged2")]) == EXIT_OK
