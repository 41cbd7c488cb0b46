"""witchcraft (PyPI ``python-mtg==0.1.1``, import ``mtg``) behind the neutral `Engine` protocol.

Split by job: ``witchcraft_setup`` builds the scenario as a witchcraft state (the engine's own card facts,
each instance placed in its zone); ``witchcraft_driver`` maps each action onto witchcraft's own cast and
resolution steps, keeping the priority witchcraft doesn't model; ``witchcraft_observe`` reads the state back.
See docs/witchcraft-notes.md and docs/witchcraft-results.md.
"""

from __future__ import annotations

from mtg_protocol.engine import PROTOCOL_VERSION, EngineError, run_sequence_by_steps
from mtg_protocol.jsontypes import JSON

from .witchcraft_driver import Driver
from .witchcraft_observe import observation
from .witchcraft_setup import build_table
from .witchcraft_table import Table
from .witchcraft_vocab import ACTIONS, CHOICES, MECHANICS, VERSION


class WitchcraftEngine:
    """witchcraft in process, through its Python package."""

    name = "witchcraft"

    def __init__(self) -> None:
        import mtg  # noqa: F401  (fails early, as a configuration error, when python-mtg is absent)

        self.table: Table | None = None

    def _game(self) -> Driver:
        if self.table is None:
            raise EngineError("no game: send a setup first")
        return Driver(self.table)

    def hello(self) -> JSON:
        """Name, version and the capabilities the adapter can drive on python-mtg 0.1.1."""
        return {"name": self.name, "version": VERSION, "protocol": PROTOCOL_VERSION,
                "capabilities": {"mechanics": list(MECHANICS), "actions": list(ACTIONS), "choices": list(CHOICES),
                                 "synthetic_cards": False, "legal_actions": False, "views": True, "batch": False}}

    def setup(self, setup: JSON) -> JSON:
        """Build the scenario as a witchcraft state; return the referee's observation."""
        self.table = build_table(setup)
        return observation(self.table, None)

    def act(self, action: JSON) -> JSON:
        """Apply one action (`Driver`)."""
        return self._game().act(action)

    def observe(self, viewer: str | None = None) -> JSON:
        """What `viewer` sees (None: the referee, who sees everything)."""
        return observation(self._game().t, viewer)

    def legal_actions(self) -> list[JSON]:
        """Not offered (``legal_actions: false`` in hello)."""
        raise EngineError("legal_actions is not supported by the witchcraft adapter")

    run_sequence = run_sequence_by_steps
    """Set up and apply every action, one ``act`` after another."""

    def close(self) -> None:
        """Forget the game."""
        self.table = None
