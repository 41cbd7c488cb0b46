"""The reference engine declining some scenarios as unsupported (docs/protocol.md, "Declining a scenario").

    python declining_engine.py SHARE [--at-act]        (a cmd: engine, served with mtg_protocol.server)
    python:declining_engine:FACTORY                    (in process: every_setup, half, nine_tenths)

A scenario is declined when a hash of its setup, a number in [0, 1), is below SHARE: the same scenario is
declined every time, whichever run or seed draws it. ``--at-act`` declines at the scenario's first action
instead of at its setup (a decline mid-game). SHARE 1 declines everything. In process, ``first`` also declines
the first N setups whatever they are.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mtg_protocol.engine import EngineError  # noqa: E402
from reference_engine.adapter import ReferenceEngine  # noqa: E402

REASON = "this engine has no data for some card of this setup"


def share_of(setup: dict[str, Any]) -> float:
    """Where a setup falls in [0, 1): a stable hash of it."""
    digest = hashlib.sha256(json.dumps(setup, sort_keys=True).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


class Declining(ReferenceEngine):
    """Declines the scenarios whose setup hashes below `share`, at the setup or at the first action."""

    def __init__(self, share: float, at_act: bool = False, first: int = 0) -> None:
        super().__init__()
        self.share = share
        self.at_act = at_act
        self.first = first
        """Also decline the first `first` setups it is sent, whatever they are."""
        self.declined = False

    def setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        self.first -= 1
        self.declined = share_of(setup) < self.share or self.first >= 0
        if self.declined and not self.at_act:
            raise EngineError.unsupported_by(REASON)
        return super().setup(setup)

    def act(self, action: dict[str, Any]) -> dict[str, Any]:
        if self.declined:
            raise EngineError.unsupported_by("this engine can't play this action here")
        return super().act(action)


def every_setup() -> Declining:
    return Declining(1.0)


def half() -> Declining:
    return Declining(0.5)


def nine_tenths() -> Declining:
    return Declining(0.9)


if __name__ == "__main__":
    from mtg_protocol.server import serve_stdio

    share, at_act = float(sys.argv[1]), "--at-act" in sys.argv[2:]
    sys.exit(serve_stdio(lambda: Declining(share, at_act), batch=False))
