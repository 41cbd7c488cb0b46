"""Serve the reference engine (or one of its mutants) over JSON lines.

    python -m reference_engine.serve [--mutant NAME]

The wire protocol is the ``cmd:`` form in docs/protocol.md; the generic server
lives in `mtg_protocol.server`.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence

from mtg_protocol.engine import Engine
from mtg_protocol.server import serve_stdio


def _factory(mutant: str | None) -> Engine:
    if mutant is None:
        adapter = importlib.import_module("reference_engine.adapter")
        engine: Engine = adapter.ReferenceEngine()
        return engine
    mutants = importlib.import_module("reference_engine.mutants")
    mutated: Engine = mutants.open_mutant(mutant)
    return mutated


def main(argv: Sequence[str] | None = None) -> int:
    """Parse arguments and serve until the client closes; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m reference_engine.serve",
        description="Serve the reference rules engine over the JSON-lines protocol.",
    )
    parser.add_argument("--mutant", metavar="NAME", help="serve this mutant instead")
    args = parser.parse_args(argv)
    return serve_stdio(lambda: _factory(args.mutant))


if __name__ == "__main__":
    raise SystemExit(main())
