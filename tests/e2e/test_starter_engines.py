"""The starter engines in examples/engines/ (issue 31, item 4): each speaks the protocol and passes the Clue rulings.

Both are run from outside, as an author would run them: ``smoke``, then ``run --profile dev`` on the five Clue and
investigate rulings, which must pass (not merely be supported). The Python starter must stand on the standard
library alone, the JavaScript one on Node's built-in modules alone. A copy of the Python starter with one planted
rules bug shows the ruling test can fail.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.cli import main

STARTERS = Path(__file__).resolve().parents[2] / "examples" / "engines"
PYTHON = f"cmd:{sys.executable} {STARTERS / 'python' / 'engine.py'}"
NODE = shutil.which("node")
JS = f"cmd:{NODE} {STARTERS / 'js' / 'engine.js'}"
CLUE_RULINGS = ["MKM-05", "MKM-13", "MKM-15", "MKM-16", "MKM-17"]
needs_node = pytest.mark.skipif(NODE is None, reason="node is not installed, so the JavaScript starter can't run")
ENGINES = [pytest.param(PYTHON, id="python"), pytest.param(JS, id="js", marks=needs_node)]


def run_rulings(engine: str, out: Path, rulings: list[str]) -> tuple[int, dict[str, str]]:
    code = main(["run", "--engine", engine, "--profile", "dev", "--seed", "0", "--example-db", "none",
                 "--out", str(out), *rulings])
    report = json.loads((out / "report.json").read_text())
    return code, {r["id"]: r["status"] for r in report["rulings"]}


@pytest.mark.parametrize("engine", ENGINES)
def test_smoke_passes(engine: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["smoke", "--engine", engine]) == 0
    assert "the engine speaks the protocol" in capsys.readouterr().out


@pytest.mark.parametrize("engine", ENGINES)
def test_the_clue_rulings_pass(engine: str, tmp_path: Path) -> None:
    code, statuses = run_rulings(engine, tmp_path / "out", CLUE_RULINGS)
    assert statuses == dict.fromkeys(CLUE_RULINGS, "passed") and code == 0


def test_a_planted_rules_bug_fails_its_ruling(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Tireless Tracker counting only the Clues sacrificed to their own ability breaks MKM-16 (603.2), in the
    words the starters' README shows: the run's cause line, whose counterexample path works from where the run
    ran (pasted into ``replay``), and the replay's signature."""
    copy = tmp_path / "starter"
    shutil.copytree(STARTERS / "python", copy, ignore=shutil.ignore_patterns("__pycache__"))
    game = copy / "game.py"
    planted = game.read_text()
    plants = [("def sacrifice(self, pid, obj):", "def sacrifice(self, pid, obj, own=False):"),
              ("        if was_clue:\n", "        if was_clue and own:\n"),
              ("self.sacrifice(pid, source)\n", "self.sacrifice(pid, source, own=True)\n")]
    for old, new in plants:
        assert planted.count(old) == 1, old
        planted = planted.replace(old, new)
    game.write_text(planted)
    engine = f"cmd:{sys.executable} {copy / 'engine.py'}"
    monkeypatch.chdir(tmp_path)
    code = main(["run", "--engine", engine, "--profile", "dev", "--seed", "0", "--example-db", "none", "MKM-16"])
    printed = capsys.readouterr().out.splitlines()
    assert code == 1
    shown = _readme_run_output()
    assert printed[1:] == shown[1:], "the README's sample run is not what the run prints"
    cause = re.fullmatch(r"  (.+): MKM-16 \((.+)\)", shown[2])
    assert cause is not None
    assert main(["replay", cause.group(2), "--engine", engine]) == 1
    assert f"MKM-16 reproduces on {engine}: [{cause.group(1)}]" in capsys.readouterr().out


def _readme_run_output() -> list[str]:
    """What the starters' README shows ``run`` printing for the planted bug (the lines after the command)."""
    text = (STARTERS / "README.md").read_text().split("## Read a failure and replay it", 1)[1]
    block = re.search(r"```\n\$ mtg-conformance run [^\n]*MKM-16\n(.*?)```", text, re.S)
    assert block is not None, "the README's sample run of MKM-16 is missing"
    return block.group(1).splitlines()


DECLINED_SETUP = {"protocol": 1, "seed": 1, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
                  "players": [{"id": pid, "life": 20, "library": [], "graveyard": [], "exile": [], "battlefield": [],
                               "hand": [{"id": "c1", "card": "Questing Druid // Seek the Beast"}] if pid == "p1"
                               else []} for pid in ("p1", "p2")],
                  "cards": {}}


@pytest.mark.parametrize("engine", ENGINES)
def test_a_card_it_does_not_know_is_declined_not_guessed(engine: str) -> None:
    requests = [{"seq": 1, "op": "setup", "setup": DECLINED_SETUP}, {"seq": 2, "op": "close"}]
    done = subprocess.run(engine.removeprefix("cmd:").split(), input="".join(json.dumps(r) + "\n" for r in requests),
                          capture_output=True, text=True, timeout=30, check=True)
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers == [{"seq": 1, "unsupported": "no card data for Questing Druid // Seek the Beast"}, {"seq": 2}]
    assert "declined: no card data for Questing Druid // Seek the Beast" in done.stderr.splitlines()


def test_the_python_starter_imports_the_standard_library_only() -> None:
    local = {path.stem for path in (STARTERS / "python").glob("*.py")}
    for path in (STARTERS / "python").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names or top in local, f"{path.name} imports {name}"


def test_the_js_starter_requires_node_builtins_only() -> None:
    for path in (STARTERS / "js").glob("*.js"):
        for name in re.findall(r"require\('([^']+)'\)", path.read_text()):
            assert name.startswith("./") or name in {"readline", "fs", "path"}, f"{path.name} requires {name}"
