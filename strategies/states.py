"""Game setups: built directly in legal shapes (never filtered), small ids in a stable order."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

JSON = dict[str, Any]
LAND_FOR = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


class SetupBuilder:
    """Collects cards into zones and gives each a card id in the order it was added."""

    def __init__(self, players: int = 2, active: str = "p1", step: str = "precombat_main", seed: int = 0,
                 turn: int = 3) -> None:
        self.players: list[JSON] = [
            {"id": f"p{i + 1}", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
             "battlefield": []} for i in range(players)]
        self.turn = {"number": turn, "active_player": active, "step": step}
        self.seed = seed
        self.cards: dict[str, JSON] = {}
        self._next = 0

    def player(self, pid: str) -> JSON:
        return next(p for p in self.players if p["id"] == pid)

    def add(self, pid: str, zone: str, card: str, **status: Any) -> str:
        self._next += 1
        cid = f"c{self._next}"
        self.player(pid)[zone].append({"id": cid, "card": card, **{k: v for k, v in status.items() if v}})
        return cid

    def define(self, definition: JSON) -> str:
        """Add a synthetic card definition; returns its name."""
        self.cards[definition["name"]] = definition
        return definition["name"]

    def lands(self, pid: str, colors: str, **status: Any) -> list[str]:
        """One basic land per color letter (``"GGR"``), untapped on the battlefield."""
        return [self.add(pid, "battlefield", LAND_FOR[c], **status) for c in colors]

    def build(self) -> JSON:
        out: JSON = {"protocol": 1, "seed": self.seed, "turn": dict(self.turn), "players": self.players}
        if self.cards:
            out["cards"] = self.cards
        return out


def mana_letters(max_lands: int = 6, colors: str = "WUBRG") -> st.SearchStrategy[str]:
    """A sorted string of land colors: shrinks toward fewer lands and the first color."""
    return st.lists(st.sampled_from(colors), max_size=max_lands).map(lambda xs: "".join(sorted(xs)))
