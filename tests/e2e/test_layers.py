"""The layers hold, and the import-linter contract that keeps them bites (docs/architecture.md).

The contracts live in pyproject.toml; .ci/run runs ``lint-imports``. Here the five packages are copied to a
temporary folder, one back edge is injected, and lint-imports run there with the project's configuration must
fail; the clean copy must pass.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text())
LINTER = CONFIG["tool"]["importlinter"]
PACKAGES = ("mtg_protocol", "conformance", "strategies", "reference_engine", "reports")
BOTTOM = "mtg_protocol"

LINT_IMPORTS = shutil.which("lint-imports")
pytestmark = pytest.mark.skipif(LINT_IMPORTS is None and not os.environ.get("CI"),
                                reason="import-linter is not installed (pip install -e '.[dev]')")


def _copy(dest: Path) -> Path:
    for package in PACKAGES:
        shutil.copytree(ROOT / package, dest / package, ignore=shutil.ignore_patterns("__pycache__", "*.json"))
    shutil.copy(ROOT / "pyproject.toml", dest / "pyproject.toml")
    return dest


def _lint(folder: Path) -> subprocess.CompletedProcess[str]:
    assert LINT_IMPORTS is not None, "import-linter is not installed (pip install -e '.[dev]')"
    return subprocess.run([LINT_IMPORTS, "--no-cache", "--no-logo"], cwd=folder,
                          env={**os.environ, "PYTHONPATH": str(folder)},
                          capture_output=True, text=True, check=False, timeout=300)


def _inject(folder: Path, module: str, line: str) -> None:
    path = folder / (module.replace(".", "/") + ".py")
    if not path.exists():
        path = folder / module.replace(".", "/") / "__init__.py"
    text = path.read_text()
    body = ast.parse(text).body
    docstring_end = body[0].end_lineno if body and isinstance(body[0], ast.Expr) else 0
    lines = text.splitlines(keepends=True)
    path.write_text("".join(lines[:docstring_end]) + line + "\n" + "".join(lines[docstring_end:]))


def test_the_project_keeps_its_contracts(tmp_path: Path) -> None:
    proc = _lint(_copy(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "broken" not in proc.stdout.replace("0 broken", "")


BACK_EDGES = [
    ("mtg_protocol.trace", "import reference_engine.game", "reference_engine"),
    ("mtg_protocol.trace", "import strategies.st", "strategies"),
    ("mtg_protocol.words", "import conformance.catalog", "conformance.catalog"),
    ("mtg_protocol.engine", "import reports.model", "reports"),
    ("mtg_protocol", "import conformance", "conformance"),
    ("reference_engine.game", "import strategies.states", "strategies"),
    ("reference_engine.cards.pool", "import conformance.runner", "conformance.runner"),
    ("reference_engine.game", "import reports.verdicts", "reports"),
    ("strategies.scenario", "import conformance.corpus", "conformance.corpus"),
    ("strategies.st", "import reports.html", "reports"),
    ("reports.model", "import conformance.cli", "conformance.cli"),
    ("reports.narrate", "import reference_engine.cards", "reference_engine"),
    ("reports.narrate", "import strategies.st", "strategies"),
    ("strategies", "import conformance.runner", "conformance.runner"),
]
ALLOWED_EDGES = [
    ("reports", "import mtg_protocol.errors"),
    ("strategies", "import mtg_protocol.trace"),
    ("reference_engine.game", "from mtg_protocol import words"),
    ("strategies.st", "import reference_engine.cards"),
    ("conformance", "import mtg_protocol.trace"),
    ("conformance.catalog", "import reports.narrate"),
    ("conformance.runner", "import strategies.states"),
]


@pytest.mark.parametrize(("module", "line", "named"), BACK_EDGES, ids=[f"{m}->{n}" for m, _, n in BACK_EDGES])
def test_a_back_edge_breaks_a_contract(tmp_path: Path, module: str, line: str, named: str) -> None:
    folder = _copy(tmp_path)
    _inject(folder, module, line)
    proc = _lint(folder)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "BROKEN" in proc.stdout and module in proc.stdout and named in proc.stdout, proc.stdout


@pytest.mark.parametrize(("module", "line"), ALLOWED_EDGES, ids=[f"{m}:{line}" for m, line in ALLOWED_EDGES])
def test_a_downward_edge_keeps_the_contracts(tmp_path: Path, module: str, line: str) -> None:
    folder = _copy(tmp_path)
    _inject(folder, module, line)
    proc = _lint(folder)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _named(contract: dict[str, object]) -> set[str]:
    found: set[str] = set()
    for key in ("layers", "source_modules", "forbidden_modules"):
        for entry in contract.get(key, []):  # type: ignore[attr-defined]
            found |= {part.strip().split(".*")[0] for part in str(entry).replace("|", ":").split(":")}
    return found


def test_every_package_of_ours_is_in_a_contract() -> None:
    """Dropping a package (or the bottom layer) from the contracts, or adding a package the contracts don't
    name, fails here: the contracts cover exactly what setuptools ships."""
    shipped = {name.rstrip("*") for name in CONFIG["tool"]["setuptools"]["packages"]["find"]["include"]}
    assert set(PACKAGES) == shipped and set(LINTER["root_packages"]) == shipped
    on_disk = {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"tests", "benchmarks", "examples"}
    assert on_disk == shipped, on_disk
    named = set().union(*(_named(c) for c in LINTER["contracts"]))
    assert set(PACKAGES) <= named, set(PACKAGES) - named
    layers = [c for c in LINTER["contracts"] if c["type"] == "layers" and not c.get("containers")]
    assert len(layers) == 1, "one layers contract states the whole order (of the packages; engine-layers orders the "\
                             "modules inside reference_engine, tests/engine/test_engine_imports.py)"
    assert layers[0]["layers"] == ["conformance", "strategies | reports", "reference_engine", BOTTOM]
    assert _named(layers[0]) == shipped


def test_ci_runs_the_linter_before_the_tests() -> None:
    script = (ROOT / ".ci" / "run").read_text()
    assert "lint-imports" in script and script.index("lint-imports") < script.index("pytest")
    dev = CONFIG["project"]["optional-dependencies"]["dev"]
    assert any(d.startswith("import-linter") for d in dev)


OUR_MODULE_NAME = re.compile(r"^(conformance|strategies|reference_engine|reports)(\.[A-Za-z_][A-Za-z0-9_]*)*$")


def test_the_bottom_layer_names_no_module_above_it() -> None:
    """lint-imports can't see ``importlib.import_module("reference_engine.adapter")``: the bottom layer may not
    name a module of ours outside itself in a string (opening engines by name is conformance.spec's job)."""
    named = []
    for path in sorted((ROOT / "mtg_protocol").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and OUR_MODULE_NAME.match(node.value):
                if not node.value.startswith(BOTTOM):
                    named.append(f"{path.name}:{node.lineno} {node.value}")
    assert not named, named
