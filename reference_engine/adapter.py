"""The reference engine behind the neutral `Engine` protocol (docs/protocol.md)."""

from __future__ import annotations

from mtg_protocol.engine import PROTOCOL_VERSION, EngineError, run_sequence_by_steps
from mtg_protocol.jsontypes import as_message, plain
from mtg_protocol.types import Action, Hello, Observation, RunSequenceResult, Setup, StepResult
from mtg_protocol.vocab import ACTION_TYPES, MECHANIC_NAMES

from .game import Game
from .state import SetupError

VERSION = "0.1.0"
MECHANICS = MECHANIC_NAMES
"""The reference declares every mechanic and every action type of the protocol."""
ACTIONS = ACTION_TYPES


class ReferenceEngine:
    """The model of correct play, in process. Subclasses (the mutants) swap the game class."""

    name = "reference"
    game_class: type[Game] = Game

    def __init__(self) -> None:
        self.game: Game | None = None

    def hello(self) -> Hello:
        return {"name": self.name, "version": VERSION, "protocol": PROTOCOL_VERSION,
                "capabilities": {"mechanics": list(MECHANICS), "actions": list(ACTIONS), "synthetic_cards": True,
                                 "legal_actions": True, "views": True, "batch": True}}

    def setup(self, setup: Setup) -> Observation:
        try:
            self.game = self.game_class(plain(setup))
        except (SetupError, KeyError, TypeError) as exc:
            raise EngineError(f"bad setup: {exc}") from exc
        self.game.settle()
        return as_message(self.game.observe(None), Observation)

    def _game(self) -> Game:
        if self.game is None:
            raise EngineError("no game: send a setup first")
        return self.game

    def act(self, action: Action) -> StepResult:
        return as_message(self._game().act(action), StepResult)

    def observe(self, viewer: str | None = None) -> Observation:
        return as_message(self._game().observe(viewer), Observation)

    def legal_actions(self) -> list[Action]:
        return self._game().legal_actions()

    def run_sequence(self, setup: Setup, actions: list[Action], views: bool = False) -> RunSequenceResult:
        return run_sequence_by_steps(self, setup, actions, views)

    def close(self) -> None:
        self.game = None
