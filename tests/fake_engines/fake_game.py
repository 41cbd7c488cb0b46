"""A toy in-process engine for protocol tests: no rules, just well-formed answers.

It remembers where each card of the setup is, lets the player with priority
pass or play a card from hand onto the battlefield, and reports schema-valid
observations. It knows nothing about Magic beyond that.
"""

from __future__ import annotations

from typing import Any

from mtg_protocol.engine import EngineError, run_sequence_by_steps
from mtg_protocol.jsontypes import JSON

ZONE_ORDER = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")


class FakeEngine:
    """Cards move only by `play_land`; `pass` hands priority on; `explode` raises EngineError."""

    def __init__(self) -> None:
        self.setup_data: JSON | None = None
        self.cards: dict[str, dict[str, Any]] = {}
        self.players: list[str] = []
        self.priority = "p1"
        self.closed = False

    def hello(self) -> JSON:
        return {
            "name": "fake",
            "version": "0.0.1",
            "protocol": 1,
            "capabilities": {
                "mechanics": [],
                "actions": ["pass", "play_land"],
                "synthetic_cards": False,
                "legal_actions": True,
                "views": True,
            },
        }

    def setup(self, setup: JSON) -> JSON:
        self.setup_data = setup
        self.players = [p["id"] for p in setup["players"]]
        self.priority = setup["turn"]["active_player"]
        self.cards = {}
        for player in setup["players"]:
            for zone in ZONE_ORDER:
                for entry in player.get(zone, []):
                    self.cards[entry["id"]] = {
                        "owner": player["id"],
                        "zone": zone,
                        "name": entry["card"],
                    }
        return self.observe()

    def act(self, action: JSON) -> JSON:
        if action.get("type") == "explode":
            raise EngineError("kaboom")
        if self.setup_data is None:
            raise RuntimeError("no game: call setup first")
        kind = action.get("type")
        if kind == "pass":
            index = self.players.index(self.priority)
            self.priority = self.players[(index + 1) % len(self.players)]
            return self._result(True, None, [])
        if kind == "play_land":
            card = self.cards.get(action.get("card", ""))
            if card is None or card["zone"] != "hand" or card["owner"] != self.priority:
                return self._result(False, "that card is not in your hand", [])
            card["zone"] = "battlefield"
            event = {
                "type": "zone_move",
                "card": action["card"],
                "from": "hand",
                "to": "battlefield",
                "cause": "play",
            }
            return self._result(True, None, [event])
        return self._result(False, f"the fake engine does not know {kind!r}", [])

    def observe(self, viewer: str | None = None) -> JSON:
        if self.setup_data is None:
            raise RuntimeError("no game: call setup first")
        turn = self.setup_data["turn"]
        objects = []
        positions: dict[str, int] = {}
        for zone in ZONE_ORDER:
            for card_id, card in self.cards.items():
                if card["zone"] != zone:
                    continue
                hidden = viewer is not None and zone == "hand" and card["owner"] != viewer
                position = positions.get(zone, 0)
                positions[zone] = position + 1
                objects.append(self._object(card_id, card, position, hidden))
        return {
            "turn": {**turn, "priority": self.priority},
            "players": [self._player(p) for p in self.players],
            "objects": objects,
            "stack": [],
            "pending_choice": None,
            "cast_permissions": [],
            "game_over": False,
            "winners": [],
        }

    def legal_actions(self) -> list[JSON]:
        plays = [
            {"type": "play_land", "card": cid}
            for cid, card in self.cards.items()
            if card["zone"] == "hand" and card["owner"] == self.priority
        ]
        return [{"type": "pass"}, *plays]

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        return run_sequence_by_steps(self, setup, actions, views)

    def close(self) -> None:
        self.closed = True

    def _result(self, accepted: bool, reason: str | None, events: list[JSON]) -> JSON:
        return {
            "accepted": accepted,
            "reason": reason,
            "events": events,
            "observation": self.observe(),
        }

    def _player(self, player: str) -> JSON:
        assert self.setup_data is not None
        life = next(p["life"] for p in self.setup_data["players"] if p["id"] == player)

        def size(zone: str) -> int:
            return sum(1 for c in self.cards.values() if c["owner"] == player and c["zone"] == zone)

        return {
            "id": player,
            "life": life,
            "mana_pool": "",
            "hand_size": size("hand"),
            "library_size": size("library"),
            "lost": False,
        }

    @staticmethod
    def _object(card_id: str, card: dict[str, Any], position: int, hidden: bool) -> JSON:
        return {
            "card": card_id,
            "zone": card["zone"],
            "owner": card["owner"],
            "controller": card["owner"] if card["zone"] == "battlefield" else None,
            "name": None if hidden else card["name"],
            "mana_cost": None,
            "mana_value": 0,
            "colors": [],
            "types": [],
            "subtypes": [],
            "supertypes": [],
            "power": None,
            "toughness": None,
            "keywords": [],
            "tapped": False,
            "face_down": False,
            "token": False,
            "copy": False,
            "counters": {},
            "position": position,
        }
