"""A well-behaved engine process: the toy `FakeEngine` served by the generic server.

    python echo_engine.py [--no-batch]

Each request's op is also written to stderr, so a test can see which ops the
client used.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from fake_game import FakeEngine

    from mtg_protocol.server import respond

    batch = "--no-batch" not in sys.argv[1:]
    engine = FakeEngine()
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            sys.stderr.write(f"op {json.loads(line).get('op')}\n")
        except (ValueError, AttributeError):
            sys.stderr.write("op ?\n")
        sys.stderr.flush()
        response, stop = respond(engine, line, batch)
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if stop:
            break
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
