"""Property-based fuzzing of the tool's own inputs (issue 21).

Hypothesis writes hostile JSON, TOML and JSON lines (deep nesting, huge numbers,
NaN and Infinity, lone surrogates, control characters, wrong types, unknown keys,
mutations of real files) and feeds them to every command that reads a file and to
the protocol reader. The property: exit 0, 1 or 2; exactly one stderr line for 2;
never a traceback; nothing written outside the folders the command was given.
The number of examples is bounded so that the file runs in CI in seconds.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.cli import main
from mtg_protocol.engine import EngineError
from mtg_protocol.subprocess_engine import _decode
from mtg_protocol.validate import ProtocolError, ResponseChecker

FUZZ = settings(max_examples=40, deadline=None, database=None, derandomize=True,
                suppress_health_check=list(HealthCheck))

# ----- strategies ----------------------------------------------------------------------------------------------

hostile_chars = st.characters(codec=None, exclude_categories=())  # surrogates and control characters included
hostile_text = st.text(hostile_chars, max_size=12) | st.sampled_from(
    ["\ud800", "\x00\x1b[2J\x07", "cmd:touch pwned", "../../etc/passwd", "W" * 300, "\U0001f600", "WOE-08"])
scalars = (st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False,
           allow_infinity=False) | hostile_text)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(hostile_text, inner, max_size=3), max_leaves=12)
SPECIAL = ["NaN", "Infinity", "-Infinity", "1e999", "9" * 5000, "[" * 5000 + "]" * 5000, '"\\ud800"',
           '"\\u0000\\u001b"', "{", "", "\x00", "\udcff"]


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


@st.composite
def hostile_json(draw: st.DrawFn, base: Any = None) -> str:
    """Text that is JSON, nearly JSON, or a real document with one part replaced by something hostile."""
    kind = draw(st.sampled_from(["value", "special", "mutated", "nested"] if base is not None
                                else ["value", "special", "nested"]))
    if kind == "special":
        return draw(st.sampled_from(SPECIAL))
    if kind == "nested":
        depth = draw(st.sampled_from([63, 65, 200, 3000]))
        return "[" * depth + draw(st.sampled_from(SPECIAL[:5] + ["1"])) + "]" * depth
    if kind == "value":
        return _dump(draw(json_values))
    doc = copy.deepcopy(base)
    node = doc
    while isinstance(node, dict | list) and node and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(node) if isinstance(node, dict) else range(len(node))))
        if not isinstance(node[key], dict | list) or not node[key]:
            break
        node = node[key]
    if isinstance(node, dict) and node:
        key = draw(st.sampled_from(sorted(node)) | hostile_text)
    elif isinstance(node, list) and node:
        key = draw(st.integers(0, len(node) - 1))
    else:
        return _dump(doc)
    replacement = draw(json_values | st.sampled_from(["NaN_TOKEN", "BIG_TOKEN"]))
    node[key] = replacement
    text = _dump(doc)
    return text.replace('"NaN_TOKEN"', "NaN").replace('"BIG_TOKEN"', "9" * 5000)


toml_keys = st.sampled_from(["engine", "rulings", "WOE-08", "expected", "disabled", "issue", "x"]) | hostile_text


@st.composite
def hostile_toml(draw: st.DrawFn) -> str:
    """Expectations-like TOML with hostile values, or TOML-ish text that is not valid."""
    kind = draw(st.sampled_from(["entries", "special", "random"]))
    if kind == "special":
        return draw(st.sampled_from([
            "rulings = {}\nx = " + "[" * 3000 + "]" * 3000, "rulings = {}\nx = nan", "rulings = {}\nx = inf",
            "rulings = {}\nx = " + "9" * 5000, "[rulings.WOE-08]\nexpected = 5",
            "[rulings.WOE-08]\nexpected = \"fail\"",
            'rulings = {}\nengine = "\\u0000\\u001b"', "rulings = 3", "\x00", "[[[", 'rulings."WOE-08" = {}']))
    if kind == "random":
        return draw(st.text(hostile_chars, max_size=40))
    lines = ["[rulings]"]
    for rid in draw(st.lists(st.sampled_from(["WOE-08", "LCI-05", "XYZ-99"]), max_size=2, unique=True)):
        lines.append(f"[rulings.{rid}]")
        for key in draw(st.lists(toml_keys, max_size=3, unique=True)):
            value = draw(st.sampled_from(['"fail"', '"intermittent"', "1", "nan", "[1, [2]]", '"\\ud800"'])
                         | hostile_text.map(json.dumps))
            lines.append(f"{json.dumps(key)} = {value}")
    return "\n".join(lines) + "\n"


# ----- the property ------------------------------------------------------------------------------------------------


@contextlib.contextmanager
def sandbox() -> Iterator[Path]:
    """A fresh working directory; on exit, check nothing was written outside its `chosen/` folder."""
    old = os.getcwd()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "chosen").mkdir()
        os.chdir(root)
        try:
            yield root
        finally:
            os.chdir(old)
        outside = [p for p in root.rglob("*") if not p.is_relative_to(root / "chosen") and p.name != "input"
                   and not p.is_relative_to(root / "input")]
        assert not outside, f"written outside the chosen folders: {outside}"


def assert_well_behaved(args: list[str]) -> int:
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(args)  # an exception escaping here is the traceback the property forbids
    assert code in (0, 1, 2), (code, err.getvalue())
    if code == 2:
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and lines[0].startswith("mtg-conformance: error: "), err.getvalue()
    assert "Traceback" not in err.getvalue()
    return code


def write_input(root: Path, name: str, text: str) -> Path:
    folder = root / "input"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    return path


@pytest.fixture(scope="module")
def real_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A real report and counterexample to mutate."""
    out = tmp_path_factory.mktemp("real")
    with contextlib.redirect_stdout(io.StringIO()):
        main(["run", "--engine", "mutant:adventure-to-graveyard", "--out", str(out), "--max-examples", "5",
              "--example-db", "none", "WOE-08"])
    return {"report": json.loads((out / "report.json").read_text()),
            "counterexample": json.loads((out / "counterexamples" / "WOE-08.json").read_text())}


@pytest.mark.parametrize("command", ["replay", "promote"])
def test_counterexample_readers(command: str, real_files: dict[str, Any]) -> None:
    @FUZZ
    @given(text=hostile_json(real_files["counterexample"]))
    def check(text: str) -> None:
        with sandbox() as root:
            path = write_input(root, "cx.json", text)
            extra = ["--corpus", str(root / "chosen" / "corpus")] if command == "promote" else []
            assert_well_behaved([command, str(path), *extra])

    check()


@pytest.mark.parametrize("command", ["compare", "merge", "update-expectations"])
def test_report_readers(command: str, real_files: dict[str, Any]) -> None:
    @FUZZ
    @given(text=hostile_json(real_files["report"]))
    def check(text: str) -> None:
        with sandbox() as root:
            path = write_input(root, "report.json", text)
            chosen = root / "chosen"
            args = {"compare": ["compare", str(path), str(path), "--markdown", str(chosen / "cmp.md")],
                    "merge": ["merge", str(path.parent), "--out", str(chosen / "merged")],
                    "update-expectations": ["update-expectations", str(path), "--out", str(chosen / "e.toml")]}
            assert_well_behaved(args[command])

    check()


NO_ENGINE = ["--engine", "cmd:/nonexistent/engine"]  # the side files are checked first; then the run stops at once


@FUZZ
@given(text=hostile_toml())
def test_expectations_reader(text: str) -> None:
    with sandbox() as root:
        path = write_input(root, "exp.toml", text)
        code = assert_well_behaved(["run", *NO_ENGINE, "--expectations", str(path), "--out",
                                    str(root / "chosen" / "out"), "WOE-08"])
        assert code == 2


@FUZZ
@given(lines=st.lists(hostile_json() | st.just('{"time":"t","engine":{},"totals":{}}'), max_size=4))
def test_history_reader(lines: list[str]) -> None:
    with sandbox() as root:
        path = write_input(root, "history.jsonl", "\n".join(lines))
        code = assert_well_behaved(["run", *NO_ENGINE, "--history", str(path), "--out", str(root / "chosen" / "out"),
                                    "WOE-08"])
        assert code == 2


@settings(FUZZ, max_examples=100)
@given(line=hostile_json({"seq": 1, "hello": {"name": "x", "version": "1", "protocol": 1,
                                              "capabilities": {"mechanics": []}}}))
def test_protocol_reader(line: str) -> None:
    """A response line is a response or an EngineError/ProtocolError: nothing else escapes."""
    try:
        response = _decode(line.encode("utf-8", "surrogatepass"), 1)
        ResponseChecker().check("hello", response)
    except (EngineError, ProtocolError):
        pass
