"""The command line explains itself (issue 20, item 5)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.cli import build_parser, main


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "conformance", *args], capture_output=True, text=True, check=False)


def test_help_describes_and_gives_examples(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "Check a Magic: The Gathering rules engine" in out and "examples" not in out.split("\n")[0]
    assert "mtg-conformance run --engine" in out and "``" not in out


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0 and capsys.readouterr().out.startswith("mtg-conformance ")


def test_bare_command_prints_a_short_usage() -> None:
    proc = _cli()
    assert proc.returncode == 2 and "usage: mtg-conformance COMMAND" in proc.stderr and "--help" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_every_option_has_help() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, p in sub.choices.items():
        for action in p._actions:
            if not isinstance(action, argparse._HelpAction):
                assert action.help, f"{name} {action.dest} has no help"


def test_run_by_mechanic_with_progress_and_only_our_summary(tmp_path: Path) -> None:
    proc = _cli("run", "--out", str(tmp_path / "out"), "--max-examples", "3", "--example-db", "none",
                "--color", "never", "disguise")
    lines = proc.stdout.splitlines()
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    ids = [r["id"] for r in report["rulings"]]
    assert ids and all(i.startswith("MKM-") for i in ids)
    progress = [line for line in lines if line.startswith("[")]
    assert len(progress) == len(ids)
    assert progress[0].startswith(f"[{1:>{len(str(len(ids)))}}/{len(ids)}] ") and f"{len(ids) - 1} left" in progress[0]
    assert "examples" in progress[0] and "passed" in progress[0]
    assert lines[-1].startswith(f"mtg-conformance: {report['totals']['passed']} passed, "
                                f"{report['totals']['failed']} failed")
    assert not [line for line in lines if "[gw" in line or " in " in line and "s =" in line or "[100%]" in line]
    assert "\033[" not in proc.stdout


def test_colour_always(tmp_path: Path) -> None:
    proc = _cli("run", "--out", str(tmp_path / "out"), "--max-examples", "2", "--example-db", "none",
                "--color", "always", "WOE-01")
    assert "\033[32mpassed" in proc.stdout


def test_unknown_ruling_or_mechanic_is_one_line() -> None:
    proc = _cli("run", "nosuchthing")
    assert proc.returncode == 2 and "mechanics: adventure" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.slow
def test_no_traceback_on_a_closed_pipe(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    assert main(["run", "--out", str(tmp_path / "o"), "--max-examples", "2", "--example-db", "none",
                 "WOE-01"]) == 0
    report.write_text((tmp_path / "o" / "report.json").read_text())
    for args in (f"compare {report} {report}", "list --json", "cards"):
        proc = subprocess.run(f"{sys.executable} -m conformance {args} | head -1", shell=True, capture_output=True,
                              text=True, check=False)
        assert proc.stdout.strip() and "Traceback" not in proc.stderr and "Error" not in proc.stderr


def test_smoke_help_names_the_cards_its_game_needs() -> None:
    from conformance.cli import SMOKE_EPILOG
    from conformance.smoke import SETUP
    from reference_engine.cards import setup_names

    assert setup_names(SETUP) and all(name in SMOKE_EPILOG for name in setup_names(SETUP))


def test_cards_help_lists_every_mechanic_it_accepts(capsys: pytest.CaptureFixture[str]) -> None:
    from conformance.catalog import RULINGS
    from conformance.cli import card_mechanics
    from reference_engine.cards.mechanics import MECHANIC_MARKS

    assert card_mechanics() == sorted({r.mechanic for r in RULINGS.values()} | set(MECHANIC_MARKS))
    with pytest.raises(SystemExit):
        main(["cards", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert all(m in text for m in card_mechanics())
    for mechanic in card_mechanics():
        assert main(["cards", "--json", "--mechanic", mechanic]) == 0
        assert json.loads(capsys.readouterr().out)
