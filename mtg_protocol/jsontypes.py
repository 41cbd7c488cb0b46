"""The one alias for protocol data as plain JSON, and the two seams between it and the typed messages.

The `Engine` protocol speaks the TypedDicts of ``mtg_protocol.types``; code that reads a message field by field
without caring for its type (the reference engine's internals, the strategies' drawing, the invariants'
helpers) reads it as ``JSON``. At run time the two are the same dict: ``plain`` and ``as_message`` only tell the
type checker which view it takes, at the boundary, once.
"""

from collections.abc import Mapping
from typing import Any, TypeVar, cast

JSON = dict[str, Any]
"""A JSON object: setups, observations, actions, events and step results all travel as these."""


def plain(message: Mapping[str, Any]) -> JSON:
    """A typed message (a TypedDict of ``types``), read as the plain JSON object it is."""
    return cast(JSON, message)


M = TypeVar("M")


def as_message(value: Any, kind: type[M]) -> M:
    """A JSON value the protocol's schema describes as ``kind`` (its producer is validated against the schema:
    an engine's answers by the client or the guard, the reference's and the scenarios' by the tests)."""
    return cast(M, value)
