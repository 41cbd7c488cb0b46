"""In-process engines (``python:inprocess_faults:FACTORY``) that misbehave once on purpose.

Each factory gives the reference engine, which fails in one way on the N-th
``act`` call of the whole process (N from ``FAULT_AT``, default 3; the count
lives in this module, so it survives new engine instances). Put this directory
on ``PYTHONPATH`` to name them.
"""

from __future__ import annotations

import os
import sys
import time

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine

_acts = 0


def _fires() -> bool:
    global _acts
    _acts += 1
    return _acts == int(os.environ.get("FAULT_AT", "3"))


class _Faulty(ReferenceEngine):
    def fault(self, action: JSON) -> JSON | None:
        """Misbehave; a result returned here replaces the real one."""
        return None

    def act(self, action: JSON) -> JSON:
        if _fires() and (spoiled := self.fault(action)) is not None:
            return spoiled
        return super().act(action)


class _RaisesRuntime(_Faulty):
    def fault(self, action: JSON) -> JSON | None:
        raise RuntimeError(f"internal invariant broken while applying {action.get('type')!r}")


class _RaisesValue(_Faulty):
    def fault(self, action: JSON) -> JSON | None:
        raise ValueError("cannot parse mana cost '{G/Q}'")


class _Exits(_Faulty):
    def fault(self, action: JSON) -> JSON | None:
        sys.exit(9)


class _Hangs(_Faulty):
    def fault(self, action: JSON) -> JSON | None:
        time.sleep(3600)


class _WrongTypes(_Faulty):
    def fault(self, action: JSON) -> JSON | None:
        return {"accepted": "yes", "events": None, "observation": []}


def raises_runtime() -> ReferenceEngine:
    """Raises RuntimeError in one act."""
    return _RaisesRuntime()


def raises_value() -> ReferenceEngine:
    """Raises ValueError in one act."""
    return _RaisesValue()


def exits() -> ReferenceEngine:
    """Calls sys.exit(9) in one act."""
    return _Exits()


def hangs() -> ReferenceEngine:
    """Never returns from one act."""
    return _Hangs()


def wrong_types() -> ReferenceEngine:
    """Returns a result of the wrong shape from one act."""
    return _WrongTypes()
