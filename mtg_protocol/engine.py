"""The Python face of the neutral protocol: what every engine adapter provides.

See docs/protocol.md for the data that crosses this boundary. Every value is
plain JSON-compatible data (dicts, lists, str, int, bool, None).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from mtg_protocol.jsontypes import JSON

from .verdicts import Verdict

PROTOCOL_VERSION = 1


UNSUPPORTED_PREFIX = "unsupported:"
"""How an adapter's error message says the engine can't play this one scenario (read once, into ``unsupported``)."""


class EngineError(Exception):
    """The engine under test misbehaved (crashed, hung, answered garbage), or can't play one scenario.

    `kind` is the verdict the suite gives the ruling that was running: error, crash or timeout.
    `unsupported`: the engine can't set up or drive this one scenario (the example is skipped, never failed);
    by default an error whose message starts with ``unsupported:``.
    """

    def __init__(self, message: str, kind: Verdict | str = Verdict.ERROR, *, unsupported: bool | None = None) -> None:
        super().__init__(message)
        self.kind = Verdict(kind)  # an adapter of another project may still give the plain string
        if unsupported is None:
            unsupported = self.kind == Verdict.ERROR and message.startswith(UNSUPPORTED_PREFIX)
        self.unsupported = unsupported

    @classmethod
    def unsupported_by(cls, reason: str) -> EngineError:
        """The engine can't play this scenario, for ``reason``."""
        return cls(f"{UNSUPPORTED_PREFIX} {reason}", unsupported=True)


class ConfigError(Exception):
    """Bad usage or configuration: an unknown engine spec, an engine that can't start."""


@runtime_checkable
class Engine(Protocol):
    """An engine under test, in process or behind a subprocess."""

    def hello(self) -> JSON:
        """Name, version, protocol version and capabilities."""

    def setup(self, setup: JSON) -> JSON:
        """Start a new game from a neutral setup; return the referee's observation."""

    def act(self, action: JSON) -> JSON:
        """Apply one action; return ``{accepted, reason, events, observation}``."""

    def observe(self, viewer: str | None = None) -> JSON:
        """The current observation as `viewer` sees it (None: the referee's view)."""

    def legal_actions(self) -> list[JSON]:
        """The actions the engine would accept now (capability ``legal_actions``)."""

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        """Set up and apply every action; ``{initial, steps, views?}`` in one round trip."""

    def close(self) -> None:
        """Release the engine's resources."""


def run_sequence_by_steps(engine: Engine, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
    """The batch form built from single steps, for engines without a native one."""
    initial = engine.setup(setup)
    players = [p["id"] for p in setup["players"]]
    steps: list[JSON] = []
    step_views: list[JSON] = []
    for action in actions:
        steps.append(engine.act(action))
        if views:
            step_views.append({p: engine.observe(p) for p in players})
    out: JSON = {"initial": initial, "steps": steps}
    if views:
        out["views"] = step_views
    return out
