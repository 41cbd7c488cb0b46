"""How much of the packages' signatures still speak untyped JSON: ``dict[str, Any]`` and its alias ``JSON``.

Reads the source (``ast``; nothing is imported) of every package and counts, per package, the annotations of
function parameters and returns, and of class fields (dataclass and TypedDict fields), that name ``JSON`` or
``dict[str, Any]`` (alone or inside another type: ``list[JSON]``, ``JSON | None``), and apart from those the
read-only ``Mapping[str, Any]``. Prints one line per package and the totals as ``key=value`` lines; ``--list``
prints each place.

    python benchmarks/untyped_signatures.py [--list] [PACKAGE ...]
"""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("mtg_protocol", "reference_engine", "strategies", "reports", "conformance")


def untyped(annotation: ast.expr | None, names: tuple[str, ...] = ("dict", "Dict")) -> int:
    """How many times ``annotation`` names ``JSON`` or ``dict[str, Any]`` (with ``names=("Mapping",)``:
    ``Mapping[str, Any]`` only)."""
    if annotation is None:
        return 0
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        try:
            annotation = ast.parse(annotation.value, mode="eval").body
        except SyntaxError:
            return 0
    count = 0
    for node in ast.walk(annotation):
        if isinstance(node, ast.Name) and node.id == "JSON" and "dict" in names:
            count += 1
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in names:
            args = node.slice.elts if isinstance(node.slice, ast.Tuple) else []
            if (len(args) == 2 and isinstance(args[0], ast.Name) and args[0].id == "str"
                    and isinstance(args[1], ast.Name) and args[1].id == "Any"):
                count += 1
    return count


def places(path: Path) -> Iterator[tuple[str, int, str]]:
    """(kind, line, name) for each untyped annotation in one file: kind is "signature" or "field"."""
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            args = node.args
            every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
            every += [a for a in (args.vararg, args.kwarg) if a is not None]
            n = sum(untyped(a.annotation) for a in every) + untyped(node.returns)
            for _ in range(n):
                yield "signature", node.lineno, node.name
            mapping = sum(untyped(a.annotation, ("Mapping",)) for a in every) + untyped(node.returns, ("Mapping",))
            for _ in range(mapping):
                yield "mapping", node.lineno, node.name
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    for _ in range(untyped(item.annotation)):
                        yield "field", item.lineno, f"{node.name}.{item.target.id}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("packages", nargs="*", default=list(PACKAGES))
    parser.add_argument("--list", action="store_true", help="print every place")
    args = parser.parse_args()
    totals = {"signature": 0, "field": 0, "mapping": 0}
    for package in args.packages:
        counts = {"signature": 0, "field": 0, "mapping": 0}
        functions: set[tuple[str, int]] = set()
        for path in sorted((ROOT / package).rglob("*.py")):
            for kind, line, name in places(path):
                counts[kind] += 1
                if kind == "signature":
                    functions.add((str(path), line))
                if args.list:
                    print(f"{path.relative_to(ROOT)}:{line}: {kind} {name}")
        print(f"{package}: signature_annotations={counts['signature']} functions={len(functions)} "
              f"fields={counts['field']} mapping_annotations={counts['mapping']}")
        for kind in totals:
            totals[kind] += counts[kind]
    print(f"untyped_signature_annotations={totals['signature']}")
    print(f"untyped_field_annotations={totals['field']}")
    print(f"mapping_signature_annotations={totals['mapping']}")


if __name__ == "__main__":
    main()
