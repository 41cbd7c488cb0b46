"""The reference engine's modules import one another without a cycle (issue 32), drawn from the code.

The graph is grimp's (what import-linter builds on) over ``reference_engine``: every import statement is an edge,
those under ``if TYPE_CHECKING:`` and those inside functions too, since each is a dependency a reader follows. The
rule modules reach each other through `interface.GameRules`, which stands below them, so no module needs `game.py`
for its type hints. The order itself is the ``engine-layers`` contract in pyproject.toml; here no cycle is allowed
at all, inside a layer or across layers, and both checks are shown to bite.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import tomllib
from pathlib import Path
from typing import Any

import networkx as nx
import pytest

from reference_engine.game import Game
from reference_engine.interface import GameRules
from reference_engine.rules import check_replacement

ROOT = Path(__file__).resolve().parents[2]
ENGINE = "reference_engine"
PACKAGES = ("mtg_protocol", "conformance", "strategies", "reference_engine", "reports")

try:
    import grimp
except ImportError:  # grimp comes with import-linter, in the dev extra; CI has it
    if os.environ.get("CI"):
        raise
    pytest.skip("grimp is not installed (pip install -e '.[dev]')", allow_module_level=True)


def _graph() -> Any:
    return grimp.build_graph(ENGINE, exclude_type_checking_imports=False, cache_dir=None)


def _digraph(graph: Any) -> nx.DiGraph[str]:
    found: nx.DiGraph[str] = nx.DiGraph()
    for module in graph.modules:
        found.add_node(module)
        for imported in graph.find_modules_directly_imported_by(module):
            found.add_edge(module, imported)
    return found


def cycles(graph: Any) -> list[list[str]]:
    """Each group of modules that import one another in a circle, with one circle through it, sorted."""
    found = _digraph(graph)
    circles = []
    for group in nx.strongly_connected_components(found):
        if len(group) > 1 or any(found.has_edge(m, m) for m in group):
            circles.append([a for a, _ in nx.find_cycle(found.subgraph(group))])
    return sorted(circles)


def test_the_engine_has_no_import_cycle() -> None:
    found = cycles(_graph())
    assert found == [], "import cycles inside the engine:\n" + "\n".join(" -> ".join([*c, c[0]]) for c in found)


def test_one_upward_import_makes_a_cycle_that_is_found() -> None:
    """The check bites: the state importing the game (as a type hint would) closes a circle through it."""
    graph = _graph()
    graph.add_import(importer=f"{ENGINE}.state", imported=f"{ENGINE}.game")
    found = cycles(graph)
    assert len(found) == 1 and {f"{ENGINE}.state", f"{ENGINE}.game"} <= set(found[0]), found


def _type_checking_imports() -> list[tuple[str, str]]:
    """Every (module, imported name) an engine module imports only under ``if TYPE_CHECKING:``."""
    found = []
    for path in sorted((ROOT / ENGINE).rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
                found += [(module, ast.unparse(i)) for i in node.body if isinstance(i, ast.ImportFrom)]
    return found


def test_imports_for_type_hints_are_edges_of_the_graph() -> None:
    """A module that imports a name only for its type hints depends on where the name lives: the graph counts
    it (a TYPE_CHECKING import of `Game` from a rule module is how the circle used to hide)."""
    graph = _graph()
    hinted = _type_checking_imports()
    assert len(hinted) >= 20, hinted
    edges = {(m, i) for m in graph.modules for i in graph.find_modules_directly_imported_by(m)}
    for module, statement in hinted:
        assert any(m == module and i.rsplit(".", 1)[-1] in statement for m, i in edges), (module, statement)


def test_each_signature_in_game_rules_is_its_rules() -> None:
    """`GameRules` declares each rule with exactly the signature of the rule table's entry (names, kinds, defaults
    and annotations after the game, and the return annotation): mypy checks that each binding fits its
    declaration, this that no declaration drifts from the function behind it. Each is bound by `Game`."""
    declared = sorted(GameRules.__abstractmethods__)
    assert len(declared) >= 200 and not Game.__abstractmethods__
    for name in declared:
        check_replacement(Game.rules, name, getattr(GameRules, name))
    with pytest.raises(TypeError, match="'move'"):  # the check bites
        check_replacement(Game.rules, "move", GameRules.obj)


def _engine_layers() -> dict[str, Any]:
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    return next(c for c in contracts if c["id"] == "engine-layers")


def test_the_layers_contract_names_every_module_of_the_engine() -> None:
    contract = _engine_layers()
    assert contract["containers"] == [ENGINE] and contract["exhaustive"] is True
    named = {m.strip() for layer in contract["layers"] for m in layer.replace("|", ":").split(":")}
    top = {p.stem if p.is_file() else p.name for p in (ROOT / ENGINE).iterdir()
           if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").exists()}
    assert named == top, (named ^ top)


LINT_IMPORTS = shutil.which("lint-imports")


@pytest.mark.skipif(LINT_IMPORTS is None and not os.environ.get("CI"), reason="import-linter is not installed")
def test_the_layers_contract_bites_on_an_import_for_type_hints(tmp_path: Path) -> None:
    """In a copy of the packages, the state importing the game under TYPE_CHECKING breaks ``engine-layers``."""
    for package in PACKAGES:
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__", "*.json"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    state = tmp_path / ENGINE / "state.py"
    state.write_text(state.read_text() + "\nif TYPE_CHECKING:\n    from .game import Game  # noqa: F401\n")
    assert LINT_IMPORTS is not None
    proc = subprocess.run([LINT_IMPORTS, "--no-cache", "--no-logo"], cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": str(tmp_path)},
                          capture_output=True, text=True, check=False, timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "inside reference_engine" in proc.stdout and "BROKEN" in proc.stdout, proc.stdout
    assert "reference_engine.state -> reference_engine.game" in proc.stdout, proc.stdout
