"""The reference engine served over JSON lines, with a hostile ``hello`` (issue 21).

    python odd_hello.py MODE

- ``surrogate``: its name carries a lone surrogate (valid JSON, valid under the schema).
- ``control``: its name and version carry NUL, ESC, BEL and a terminal colour sequence.
- ``deep``: its capabilities nest 100,000 levels deep.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

CONTROL = "evil\x00\x1b[31mred\x1b[0m\x07"


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from mtg_protocol.server import respond
    from reference_engine.adapter import ReferenceEngine

    mode = sys.argv[1]
    engine = ReferenceEngine()
    for line in sys.stdin:
        if not line.strip():
            continue
        response, stop = respond(engine, line)
        if "hello" in response:
            if mode == "surrogate":
                response["hello"]["name"] = "half \ud800 a pair"
            elif mode == "control":
                response["hello"]["name"] = CONTROL
                response["hello"]["version"] = CONTROL
        text = json.dumps(response, separators=(",", ":"))
        if "hello" in response and mode == "deep":
            text = text[:-1] + ',"extra":' + "[" * 100_000 + "]" * 100_000 + "}"
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
        if stop:
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
