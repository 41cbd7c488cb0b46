"""phase.rs (PyPI ``phase-python==0.103.0``, import ``phase``) behind the neutral `Engine` protocol.

The adapter is split by job: ``phase_setup`` reaches the scenario with phase's debug actions plus
snapshot edits (docs/phase-notes.md, section 5) and returns a ``phase_table.Table`` (one game: the
live game and the id mappings); ``phase_driver`` maps each action onto what ``Game.actions()``
offers and answers phase's follow-up prompts from the action (mana paid the protocol's way by
``phase_payment``); ``phase_events`` and ``phase_observe`` translate events and the state, read at
most once per step (``phase_game.LiveGame``). See docs/phase-results.md.
"""

from __future__ import annotations

import json
from typing import Any, cast

from phase import Engine as _PhaseDb

from mtg_protocol.engine import PROTOCOL_VERSION, EngineError, run_sequence_by_steps
from mtg_protocol.jsontypes import JSON, as_message, plain
from mtg_protocol.types import Action, Hello, Observation, RunSequenceResult, Setup, StepResult

from .phase_cards import card_data
from .phase_driver import Driver
from .phase_observe import legal_actions, observation
from .phase_setup import Setups
from .phase_table import Table
from .phase_vocab import ACTIONS, CHOICES, MECHANICS, VERSION

_DB: _PhaseDb | None = None


def card_database() -> _PhaseDb:
    """phase's card database built from phase_cards' data for the pool's real cards (once per process)."""
    global _DB
    if _DB is None:
        db: JSON = {}
        for faces in card_data().built.values():
            if len(faces) == 1:
                db[faces[0]["name"].lower()] = faces[0]
                continue
            for f in faces:
                db.setdefault(f["name"].lower(), f)
        _DB = _PhaseDb.from_json(json.dumps(db))
    return _DB


class PhaseEngine:
    """phase.rs in process, through its Python bindings."""

    name = "phase"

    def __init__(self) -> None:
        self.db = card_database()
        self.setups = Setups(self.db)
        self.table: Table | None = None

    @property
    def game(self) -> Any:
        """The live game of the last setup (``phase_game.LiveGame``), or None."""
        return self.table.game if self.table else None

    def _need(self) -> Table:
        if self.table is None:
            raise EngineError("no game: send a setup first")
        return self.table

    def hello(self) -> Hello:
        """Name, version and the capabilities verified on phase 0.103.0."""
        return {"name": self.name, "version": VERSION, "protocol": PROTOCOL_VERSION,
                "capabilities": {"mechanics": list(MECHANICS), "actions": list(ACTIONS), "choices": list(CHOICES),
                                 "synthetic_cards": False,
                                 "legal_actions": True, "views": True, "batch": False}}

    def setup(self, setup: Setup) -> Observation:
        """Build the scenario in a fresh phase game; return the referee's observation."""
        self.table = self.setups.table(plain(setup))
        return as_message(observation(self.table, None), Observation)

    def act(self, action: Action) -> StepResult:
        """Apply one action: phase's offered actions plus the prompts that follow."""
        return as_message(Driver(self._need()).act(plain(action)), StepResult)

    def observe(self, viewer: str | None = None) -> Observation:
        """The observation for `viewer` (None: the referee's view, nothing hidden)."""
        return as_message(observation(self._need(), viewer), Observation)

    def legal_actions(self) -> list[Action]:
        """phase's offered actions in our vocabulary."""
        return cast(list[Action], legal_actions(self._need()))

    def run_sequence(self, setup: Setup, actions: list[Action], views: bool = False) -> RunSequenceResult:
        """Set up and apply every action (step by step)."""
        return run_sequence_by_steps(self, setup, actions, views)

    def close(self) -> None:
        """Drop the game."""
        self.table = None
