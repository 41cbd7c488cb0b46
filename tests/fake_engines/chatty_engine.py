"""The toy engine served on real stdio by `serve_stdio`, printing debug text to stdout.

    python chatty_engine.py

`serve_stdio` must keep such prints out of the protocol stream.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from fake_game import FakeEngine

    from mtg_protocol.server import serve_stdio

    class ChattyEngine(FakeEngine):
        def act(self, action: dict[str, object]) -> dict[str, object]:
            print("debug: acting on", action)
            return super().act(action)

    return serve_stdio(ChattyEngine)


if __name__ == "__main__":
    raise SystemExit(main())
