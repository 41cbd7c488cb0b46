"""No import cycle among our modules, and no function-local import left to hide one (docs/architecture.md).

Every import counts wherever it sits (at module level or inside a function: a function-local import only
defers a cycle to run time), except those under ``if TYPE_CHECKING:``, which never run. A module of
``conformance/`` may import one of ours inside a function only in the files of ``LOCAL_IMPORTS_ALLOWED``, each
with its reason; imports of optional third-party packages (the engines' bindings, redis, cosmic-ray) may sit
anywhere.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[2]
OURS = ("mtg_protocol", "conformance", "strategies", "reference_engine", "reports")
ACYCLIC = ("mtg_protocol", "conformance", "strategies", "reports")
"""The packages whose modules import one another without a cycle (reference_engine's rules are still mixins of
one ``Game``: issue 32 item 5)."""

LOCAL_IMPORTS_ALLOWED = {
    "conformance/cli.py": "each command imports only what it uses, so that `--help` and light commands start fast",
    "conformance/plugin.py": "pytest loads the plugin in every session, also those that never run the suite",
    "conformance/interrupt.py": "it is imported first, to handle signals from a run's first moment; the engine pipe "
                                "it kills through is imported when a run starts tracking engines (at the top it "
                                "would pull in jsonschema before the handlers are installed, a window in which a "
                                "signal gets Python's default handling)",
}


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    local: bool


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:``."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return out


def imports_of(path: Path, root: Path, modules: set[str]) -> list[Import]:
    """The imports of our modules in one file, each resolved to the module it names (a name imported from a
    package that is itself a module counts as that module)."""
    name = module_name(path, root)
    tree = ast.parse(path.read_text())
    skipped = _type_checking_only(tree)
    local = {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
             for n in ast.walk(f)}
    out = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
            base = ".".join(package[:len(package) - node.level + 1] + [node.module or ""]) if node.level \
                else node.module or ""
            base = base.rstrip(".")
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
        else:
            continue
        for target in dict.fromkeys(targets):
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.append(Import(name, target, node.lineno, id(node) in local))
    return out


def all_imports(root: Path, packages: tuple[str, ...] = OURS) -> list[Import]:
    files = [p for package in packages for p in sorted((root / package).rglob("*.py"))]
    modules = {module_name(p, root) for p in files}
    return [i for p in files for i in imports_of(p, root, modules)]


def cycles(imports: list[Import], packages: tuple[str, ...]) -> list[list[str]]:
    """The groups of modules of `packages` that import one another in a circle, each sorted."""
    inside = [i for i in imports if i.importer.split(".")[0] in packages and i.imported.split(".")[0] in packages]
    graph = nx.DiGraph([(i.importer, i.imported) for i in inside])
    return sorted(sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1)


def local_imports(imports: list[Import], root: Path) -> list[str]:
    """Function-local imports of our modules outside the allowed files, as ``file:line: module``."""
    out = []
    for i in imports:
        file = i.importer.replace(".", "/")
        file += "/__init__.py" if (root / file / "__init__.py").is_file() else ".py"
        if i.local and file not in LOCAL_IMPORTS_ALLOWED:
            out.append(f"{file}:{i.line}: {i.imported}")
    return out


def test_no_cycle_among_our_modules() -> None:
    found = cycles(all_imports(ROOT), ACYCLIC)
    assert not found, "modules that import one another in a circle: " + "; ".join(" <-> ".join(c) for c in found)


def test_no_function_local_import_of_ours_outside_the_allowed_files() -> None:
    found = local_imports([i for i in all_imports(ROOT) if i.importer.split(".")[0] == "conformance"], ROOT)
    assert not found, ("function-local imports (a cycle hides behind them; import at module level, or add the file "
                       "to LOCAL_IMPORTS_ALLOWED with its reason): " + ", ".join(found))


def test_every_allowed_file_still_needs_it() -> None:
    imports = all_imports(ROOT)
    for file in LOCAL_IMPORTS_ALLOWED:
        assert (ROOT / file).is_file(), f"{file} is allowed function-local imports but doesn't exist"
        name = module_name(ROOT / file, ROOT)
        assert any(i.local and i.importer == name for i in imports), f"{file} no longer imports in a function"


def _package(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


@pytest.mark.parametrize("b_imports", ["from . import a\n", "def f():\n    from .a import x\n",
                                        "from .c import y\n"])
def test_a_cycle_is_found_even_behind_a_function(tmp_path: Path, b_imports: str) -> None:
    root = _package(tmp_path, {"conformance/__init__.py": "", "conformance/a.py": "from .b import z\nx = 1\n",
                               "conformance/b.py": b_imports + "z = 2\n",
                               "conformance/c.py": "from conformance.a import x\ny = 3\n"})
    imports = all_imports(root, ("conformance",))
    assert cycles(imports, ("conformance",)), "a circle through b went unseen"
    assert bool(local_imports(imports, root)) == ("def f" in b_imports)


def test_type_only_imports_and_downward_edges_make_no_cycle(tmp_path: Path) -> None:
    root = _package(tmp_path, {"conformance/__init__.py": "", "conformance/a.py": "from .b import z\n",
                               "conformance/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                                   "    from .a import x\nz = 2\n"})
    imports = all_imports(root, ("conformance",))
    assert cycles(imports, ("conformance",)) == [] and local_imports(imports, root) == []
