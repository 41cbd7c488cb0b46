"""The protocol's closed vocabulary: every name that crosses the boundary from a fixed set, declared once.

docs/protocol.md describes each; ``schema.json`` lists the same names (tests/protocol/test_vocab.py).
"""

from __future__ import annotations

from enum import StrEnum


class Fault(StrEnum):
    """How an engine broke (an ``EngineError``'s kind); the suite gives the ruling that was running this verdict."""

    ERROR = "error"
    """It answered wrongly: an error reply, a message that breaks the protocol, an exception."""
    CRASH = "crash"
    """It died: its process exited, or its guard's thread failed."""
    TIMEOUT = "timeout"
    """It did not answer in time."""
