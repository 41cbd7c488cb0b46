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

ENGINE = r'''
import json, subprocess, sys

args = dict(a.split("=", 1) for a in sys.argv[1:])
declare = args.get("declare")
drop = set(filter(None, args.get("drop", "").split(",")))
backend = subprocess.Popen([sys.executable, "-m", "reference_engine.serve"], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, text=True)
seq = [0]
last = [None]

def ask(request):
    seq[0] += 1
    backend.stdin.write(json.dumps({**request, "seq": seq[0]}) + "\n")
    backend.stdin.flush()
    return json.loads(backend.stdout.readline())

def settle(result):
    """Make a dropped kind of choice ourselves (its first option) instead of asking the player."""
    while (result.get("observation") or {}).get("pending_choice", {}) and \
            result["observation"]["pending_choice"]["kind"] in drop:
        choice = result["observation"]["pending_choice"]["options"][0]
        more = ask({"op": "act", "action": {"type": "choose", "choice": choice}})["result"]
        result = {**result, "events": result.get("events", []) + more["events"], "observation": more["observation"]}
    return result

for line in sys.stdin:
    request = json.loads(line)
    op, n = request.get("op"), request.get("seq")
    if op == "close":
        ask({"op": "close"})
        print(json.dumps({"seq": n}), flush=True)
        break
    if op == "act" and request["action"].get("type") == "choose" and last[0] is not None \
            and not last[0].get("pending_choice"):
        answer = {"seq": n, "result": {"accepted": False, "reason": "no choice is pending", "events": [],
                                       "observation": last[0]}}
    else:
        answer = ask({k: v for k, v in request.items() if k != "seq"})
        answer["seq"] = n
        if op == "hello":
            caps = answer["hello"]["capabilities"]
            caps["batch"] = False
            if declare is not None:
                caps["actions"] = declare.split(",")
        elif op == "setup" and "observation" in answer:
            answer["observation"] = settle({"observation": answer["observation"]})["observation"]
            last[0] = answer["observation"]
        elif op == "act" and "result" in answer:
            answer["result"] = settle(answer["result"])
            last[0] = answer["result"]["observation"]
    print(json.dumps(answer), flush=True)
'''


@pytest.fixture()
def engine(tmp_path: Path) -> Path:
    script = tmp_path / "small_engine.py"
    script.write_text(ENGINE)
    return script


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
