"""The reusable GitHub Action (action.yml) and the example workflow that uses it.

The action's run step is executed here with bash, with ``mtg-conformance`` replaced by a function that
prints its arguments, and the arguments are parsed by the command's own parser: every input that is
not about installing or uploading reaches the ``run`` option of the same name. ``actionlint`` (from PyPI,
in the dev extra) checks the example workflow, a workflow that uses the action from a local checkout
and the action's steps as a reusable workflow (so its expressions and, with shellcheck on PATH, its
scripts are checked too).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from conformance.cli import build_parser

ROOT = Path(__file__).resolve().parents[2]
ACTION = ROOT / "action.yml"
EXAMPLE = ROOT / "examples" / "github-actions" / "nightly.yml"
ACTION_ONLY = {"python-version", "extras", "artifact-name"}  # installing and uploading, not options of `run`
_EXPR = re.compile(r"\$\{\{\s*inputs\.([a-z-]+)\s*\}\}")


def action() -> dict[str, Any]:
    return yaml.safe_load(ACTION.read_text())


def step(name_part: str) -> dict[str, Any]:
    return next(s for s in action()["runs"]["steps"] if name_part in s.get("name", ""))


def _run_parser() -> Any:
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return sub.choices["run"]


def run_script(step_: dict[str, Any], inputs: dict[str, str], tmp_path: Path, stub: str) -> dict[str, str]:
    """Run one of the action's bash steps with ``inputs`` (defaults filled in); return GITHUB_OUTPUT's pairs."""
    values = {k: str(v.get("default", "")) for k, v in action()["inputs"].items()} | inputs
    env = {k: _EXPR.sub(lambda m: values[m.group(1)], str(v)) for k, v in step_.get("env", {}).items()}
    output = tmp_path / "github-output"
    output.write_text("")
    env |= {"PATH": os.environ["PATH"], "GITHUB_OUTPUT": str(output), "GITHUB_ACTION_PATH": "/action"}
    done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", stub + "\n" + step_["run"]],
                          env=env, cwd=tmp_path, capture_output=True, text=True, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    (tmp_path / "stdout").write_text(done.stdout)
    return dict(line.split("=", 1) for line in output.read_text().splitlines())


ARGV_STUB = """mtg-conformance() {
  python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "$@"; return "${STUB_STATUS:-0}"; }"""


def action_argv(inputs: dict[str, str], tmp_path: Path) -> list[str]:
    """The arguments the action gives ``mtg-conformance`` for these inputs."""
    run_script(step("Run the conformance suite"), inputs, tmp_path, ARGV_STUB)
    return json.loads((tmp_path / "stdout").read_text().splitlines()[-1])


def test_every_run_input_is_a_run_option(tmp_path: Path) -> None:
    inputs = action()["inputs"]
    parser = _run_parser()
    options = {o for a in parser._actions for o in a.option_strings}
    positionals = {a.dest for a in parser._actions if not a.option_strings}
    for name in set(inputs) - ACTION_ONLY:
        assert f"--{name}" in options or name in positionals, f"input {name!r} is not an option of run"
    chosen = {"engine": "cmd:./my engine --conformance", "profile": "nightly", "tier": "card-rulings",
              "workers": "2", "shard": "2/4",
              "seed": "17", "expectations": "known.toml", "example-db": "redis://localhost:6379/0",
              "run-budget": "3600", "out": "shard 2", "rulings": "WOE-08 adventure"}
    assert set(chosen) == set(inputs) - ACTION_ONLY  # a new input must be added here too
    args = build_parser().parse_args(action_argv(chosen, tmp_path))
    assert args.command == "run"
    for name, value in chosen.items():
        expected = {"rulings": str.split, "seed": int, "run-budget": float}.get(name, str)(value)
        assert getattr(args, name.replace("-", "_")) == expected, name


def test_defaults_give_a_plain_run(tmp_path: Path) -> None:
    args = build_parser().parse_args(action_argv({"engine": "reference"}, tmp_path))
    assert (args.engine, args.profile, args.tier, args.workers, args.shard, args.expectations, args.example_db,
            args.run_budget, args.out, args.rulings) == ("reference", "ci", "rulings", "auto", None, None, None, None,
                                                         "conformance-report", [])


def test_outputs_exit_code_and_artifact_name(tmp_path: Path) -> None:
    run = step("Run the conformance suite")
    failing = "STUB_STATUS=1\n" + ARGV_STUB
    assert run_script(run, {"engine": "reference"}, tmp_path, failing) == {
        "exit-code": "1", "artifact": "conformance-report"}
    assert run_script(run, {"engine": "reference", "shard": "2/4"}, tmp_path, ARGV_STUB)["artifact"] == \
        "conformance-report-shard-2-of-4"
    assert run_script(run, {"engine": "x", "shard": "2/4", "artifact-name": "mine"}, tmp_path, ARGV_STUB) == {
        "exit-code": "0", "artifact": "mine"}
    last = action()["runs"]["steps"][-1]
    assert last["if"] == "steps.run.outputs.exit-code != '0'" and 'exit "${STATUS:-1}"' in last["run"]


def test_install_step_installs_the_action_checkout_with_extras(tmp_path: Path) -> None:
    install = step("Install")
    stub = """python() { echo "$@"; }"""
    for inputs, expected in (({}, "/action"), ({"extras": "phase"}, "/action[phase]"),
                             ({"example-db": "redis://h:6379/0"}, "/action[redis]"),
                             ({"extras": "redis", "example-db": "redis://h/0"}, "/action[redis]")):
        run_script(install, inputs, tmp_path, stub)
        assert (tmp_path / "stdout").read_text().split()[-1] == expected


def test_summary_and_upload_steps_always_run() -> None:
    summary, upload = step("Job summary"), step("Upload")
    assert summary["if"] == upload["if"] == "always()"
    assert "GITHUB_STEP_SUMMARY" in summary["run"] and "summary.md" in summary["run"]
    assert upload["uses"].startswith("actions/upload-artifact@") and upload["with"]["path"] == "${{ inputs.out }}"


def _uses_of_action(workflow: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for job in workflow["jobs"].values() for s in job["steps"]
            if s.get("uses", "").split("@")[0].endswith("/mtg-conformance")]


def test_example_workflow_uses_the_action(tmp_path: Path) -> None:
    workflow = yaml.safe_load(EXAMPLE.read_text())
    (used,) = _uses_of_action(workflow)
    inputs = action()["inputs"]
    assert set(used["with"]) <= set(inputs)
    assert {k for k, v in inputs.items() if v.get("required")} <= set(used["with"])
    argv = action_argv({k: re.sub(r"\$\{\{[^}]*\}\}", "1", str(v)) for k, v in used["with"].items()}, tmp_path)
    args = build_parser().parse_args(argv)
    assert args.shard == "1/4" and args.profile == "nightly" and args.example_db.startswith("redis://")


ACTIONLINT = shutil.which("actionlint")


def _as_reusable_workflow() -> dict[str, Any]:
    """The action's steps as a reusable workflow: its inputs become workflow_call inputs."""
    meta = action()
    inputs = {k: {"type": "string", "required": bool(v.get("required")), **({"default": v["default"]}
              if "default" in v else {})} for k, v in meta["inputs"].items()}
    return {"name": "action-as-workflow", "on": {"workflow_call": {"inputs": inputs}},
            "jobs": {"action": {"runs-on": "ubuntu-latest", "steps": meta["runs"]["steps"]}}}


@pytest.mark.skipif(ACTIONLINT is None and not os.environ.get("CI"),
                    reason="actionlint is not installed (pip install -e '.[dev]')")
def test_actionlint_passes(tmp_path: Path) -> None:
    assert ACTIONLINT, "actionlint is missing in CI: the dev extra installs it"
    (tmp_path / ".git").mkdir()  # actionlint looks for the project's root by its .git folder
    workflows = tmp_path / ".github" / "workflows"
    workflows.mkdir(parents=True)
    shutil.copy(ACTION, tmp_path / "action.yml")
    shutil.copy(EXAMPLE, workflows / "nightly.yml")
    # the example with the action taken from this checkout: actionlint checks its inputs against action.yml
    local, count = re.subn(r"uses: \S+/mtg-conformance@\S+", "uses: ./", EXAMPLE.read_text())
    assert count == 1
    (workflows / "local.yml").write_text(local)
    (workflows / "action-as-workflow.yml").write_text(yaml.safe_dump(_as_reusable_workflow(), sort_keys=False))
    (workflows / "unknown-input.yml").write_text(yaml.safe_dump(
        {"on": "push", "jobs": {"a": {"runs-on": "ubuntu-latest",
                                      "steps": [{"uses": "./", "with": {"engine": "x", "no-such-input": "1"}}]}}}))
    done = subprocess.run([ACTIONLINT, "-no-color", "-oneline"], cwd=tmp_path, capture_output=True, text=True,
                          check=False, timeout=120)
    problems = done.stdout.splitlines()
    # the deliberately wrong workflow shows that the local action's inputs are really checked
    assert any("unknown-input.yml" in p and "no-such-input" in p for p in problems), done.stdout + done.stderr
    assert [p for p in problems if "unknown-input.yml" not in p] == [], done.stdout
