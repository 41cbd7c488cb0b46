"""The reference engine behind the neutral `Engine` protocol (docs/protocol.md)."""

from __future__ import annotations

from mtg_protocol.engine import PROTOCOL_VERSION, EngineError, run_sequence_by_steps
from mtg_protocol.jsontypes import JSON

from .game import Game
from .state import SetupError

VERSION = "0.1.0"
MECHANICS = ["adventure", "role", "discover", "free_cast", "mana_value", "disguise", "face_down", "clue",
             "investigate", "split", "mdfc", "copy_spell", "copy_permanent", "card_name", "x_spells", "combat"]
ACTIONS = ["pass", "play_land", "cast", "activate", "turn_face_up", "choose", "declare_attackers",
           "declare_blockers"]


class ReferenceEngine:
    """The model of correct play, in process. Subclasses (the mutants) swap the game class."""

    name = "reference"
    game_class: type[Game] = Game

    def __init__(self) -> None:
        self.game: Game | None = None

    def hello(self) -> JSON:
        return {"name": self.name, "version": VERSION, "protocol": PROTOCOL_VERSION,
                "capabilities": {"mechanics": list(MECHANICS), "actions": list(ACTIONS), "synthetic_cards": True,
                                 "legal_actions": True, "views": True, "batch": True}}

    def setup(self, setup: JSON) -> JSON:
        try:
            self.game = self.game_class(setup)
        except (SetupError, KeyError, TypeError) as exc:
            raise EngineError(f"bad setup: {exc}") from exc
        self.game.settle()
        return self.game.observe(None)

    def _game(self) -> Game:
        if self.game is None:
            raise EngineError("no game: send a setup first")
        return self.game

    def act(self, action: JSON) -> JSON:
        return self._game().act(action)

    def observe(self, viewer: str | None = None) -> JSON:
        return self._game().observe(viewer)

    def legal_actions(self) -> list[JSON]:
        return self._game().legal_actions()

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        return run_sequence_by_steps(self, setup, actions, views)

    def close(self) -> None:
        self.game = None
