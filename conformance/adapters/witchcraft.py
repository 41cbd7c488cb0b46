"""witchcraft (PyPI ``python-mtg==0.1.1``, import ``mtg``) behind the neutral `Engine` protocol.

Split by job: ``witchcraft_setup`` builds the scenario as a witchcraft state (the engine's own card facts,
each instance placed in its zone); ``witchcraft_driver`` maps each action onto witchcraft's own cast and
resolution steps, keeping the priority witchcraft doesn't model; ``witchcraft_observe`` reads the state back.
See docs/witchcraft-notes.md and docs/witchcraft-results.md.
"""

from __future__ import annotations

import copy

from mtg_protocol.engine import PROTOCOL_VERSION, EngineError, run_sequence_by_steps
from mtg_protocol.jsontypes import as_message, plain
from mtg_protocol.types import Action, Hello, Observation, RunSequenceResult, Setup, StepResult

from .witchcraft_driver import Driver, declined_at_once
from .witchcraft_observe import observation
from .witchcraft_setup import build_table
from .witchcraft_table import Table
from .witchcraft_vocab import ACTIONS, CHOICES, MECHANICS, SETUP, VERSION


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

    def hello(self) -> Hello:
        """Name, version and the capabilities the adapter can drive on python-mtg 0.1.1."""
        return {"name": self.name, "version": VERSION, "protocol": PROTOCOL_VERSION,
                "capabilities": {"mechanics": list(MECHANICS), "actions": list(ACTIONS), "choices": list(CHOICES),
                                 "synthetic_cards": False, "legal_actions": False, "views": True, "batch": False,
                                 "setup": copy.deepcopy(SETUP)}}

    def setup(self, setup: Setup) -> Observation:
        """Build the scenario as a witchcraft state; return the referee's observation."""
        self.table = build_table(plain(setup))
        return as_message(observation(self.table, None), Observation)

    def act(self, action: Action) -> StepResult:
        """Apply one action (`Driver`)."""
        return as_message(self._game().act(plain(action)), StepResult)

    def observe(self, viewer: str | None = None) -> Observation:
        """What `viewer` sees (None: the referee, who sees everything)."""
        return as_message(observation(self._game().t, viewer), Observation)

    def legal_actions(self) -> list[Action]:
        """Not offered (``legal_actions: false`` in hello)."""
        raise EngineError("legal_actions is not supported by the witchcraft adapter")

    def run_sequence(self, setup: Setup, actions: list[Action], views: bool = False) -> RunSequenceResult:
        """Set up and apply every action, one ``act`` after another; a scenario whose actions alone make it
        unplayable is declined before its setup is built (``declined_at_once``)."""
        why = declined_at_once([plain(a) for a in actions])
        if why is not None:
            raise EngineError.unsupported_by(why)
        return run_sequence_by_steps(self, setup, actions, views)

    def close(self) -> None:
        """Forget the game."""
        self.table = None
