"""The cross-engine matrix shown in the README: run each engine, build docs/matrix/, put its table in the README.

    python benchmarks/cross_engine_matrix.py                      # run every engine below, then the matrix
    python benchmarks/cross_engine_matrix.py --no-run             # rebuild the matrix from docs/matrix/reports/
    python benchmarks/cross_engine_matrix.py --engine witchcraft  # add or re-run one engine (others kept)

Each engine's run (``--profile dev --seed 0 --example-db none``, one worker) goes to
``docs/matrix/reports/SLUG/`` (report.json, report.html and the counterexamples; the other report files are
dropped). The matrix (``matrix.html``, ``matrix.md``, ``badges/``) goes to ``docs/matrix/``, and the README's
table between the ``matrix:start`` and ``matrix:end`` markers is replaced, its links made relative to the root.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys

from _common import ROOT

from conformance.matrix_readme import END, ENGINES, START, readme_block, slug

MATRIX = ROOT / "docs" / "matrix"
KEEP = {"report.json", "report.html", "counterexamples"}


def run(engine: str, profile: str) -> None:
    out = MATRIX / "reports" / slug(engine)
    shutil.rmtree(out, ignore_errors=True)
    cmd = [sys.executable, "-m", "conformance", "run", "--engine", engine, "--profile", profile, "--seed", "0",
           "--example-db", "none", "--workers", "1", "--out", str(out)]
    print(" ".join(cmd[1:]), flush=True)
    subprocess.run(cmd, cwd=ROOT, check=False)
    for path in out.iterdir():
        if path.name not in KEEP:
            shutil.rmtree(path) if path.is_dir() else path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", action="append", help="run only these engines (repeatable)")
    parser.add_argument("--profile", default="dev")
    parser.add_argument("--no-run", action="store_true", help="only rebuild the matrix and the README table")
    args = parser.parse_args()
    if not args.no_run:
        for engine in args.engine or ENGINES:
            run(engine, args.profile)
    readme = ROOT / "README.md"
    text = readme.read_text()
    block = readme_block(MATRIX, "docs/matrix/")
    if START not in text:
        sys.exit(f"README.md has no {START} ... {END} block to replace")
    readme.write_text(re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: block, text, flags=re.S))
    print(f"wrote {MATRIX}/matrix.html, matrix.md, badges/ and the README's table")


if __name__ == "__main__":
    main()
