"""The one alias for protocol data: a JSON object as Python reads it (docs/protocol.md)."""

from typing import Any

JSON = dict[str, Any]
"""A JSON object: setups, observations, actions, events and step results all travel as these."""
