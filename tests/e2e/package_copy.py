"""A copy of the project's packages to extend as a contributor would (docs/adding-a-ruling.md's walks): made, read
back file by file, and run, so the walks' tests can see exactly which files a change touched."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

from conformance import rebuild

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("mtg_protocol", "conformance", "strategies", "reference_engine", "reports")


def make_copy(copy: Path, files: Iterable[str]) -> None:
    """The packages and these further files (paths from the root) copied under `copy`, caches left out."""
    for package in PACKAGES:
        shutil.copytree(ROOT / package, copy / package, ignore=shutil.ignore_patterns("__pycache__"))
    for path in files:
        (copy / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / path, copy / path)


def generated_files() -> set[str]:
    """The files rebuild writes, as paths from the root (the corpus: one file per ruling and case)."""
    files = {rebuild.USES_FILE, rebuild.COSTS_FILE, *rebuild.rendered_docs()}
    return {f.resolve().relative_to(ROOT).as_posix() for f in files}


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file of the copy by path (caches left out: Python's, and Hypothesis's `.hypothesis/`)."""
    out = {}
    for p in root.rglob("*"):
        path = p.relative_to(root)
        if p.is_file() and "__pycache__" not in path.parts and not path.parts[0].startswith("."):
            out[path.as_posix()] = p.read_bytes()
    return out


def run_in(copy: Path, *args: str) -> str:
    """Python run in the copy with these arguments; its standard output, or a failure naming what it printed."""
    done = subprocess.run([sys.executable, *args], cwd=copy, capture_output=True, text=True, check=False,
                          timeout=1800)
    output = done.stdout[-2000:] + done.stderr[-2000:]
    assert done.returncode == 0, f"{' '.join(args)} exited {done.returncode}: {output}"
    return done.stdout
