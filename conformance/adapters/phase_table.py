"""One game on the adapter's side: the live phase game, its seats, and the ids of its objects in our
vocabulary (cards keep the setup's ids; objects phase creates get tN, stack abilities aN)."""

from __future__ import annotations

import copy
from typing import Any

from mtg_protocol.jsontypes import JSON

from .phase_game import LiveGame
from .phase_vocab import KNOWN, Refused


class Table:
    """The per-game state of the adapter; a new one for every setup."""

    def __init__(self, game: LiveGame, seats: list[str]) -> None:
        self.game = game
        self.seats = seats
        self.ids: dict[int, str] = {}  # phase object id -> our card id
        self.rev: dict[str, int] = {}
        self.ability_ids: dict[int, str] = {}  # phase stack entry id -> "aN"
        self.cards: dict[str, str] = {}  # our card id -> card name (for identity, split halves)
        self.tokens = 0
        self.face_down_by: dict[int, str] = {}
        self.cast_info: dict[int, JSON] = {}  # phase id -> {"mana_value", "mode"} of its current cast
        self.discard_buffer: list[int] = []

    def deal(self, game: LiveGame) -> Table:
        """A table around `game` with a copy of this one's ids, names and causes: the same setup dealt again."""
        t = Table(game, list(self.seats))
        for name, value in vars(self).items():
            if name not in ("game", "seats"):
                setattr(t, name, copy.deepcopy(value))
        return t

    def register(self, card: str, oid: int, name: str) -> None:
        """Card `card` of the setup is phase object `oid`, a `name`."""
        self.ids[oid], self.rev[card] = card, oid
        self.cards[card] = name

    def sync(self, created: tuple[int, ...] = ()) -> None:
        """Give ids to objects phase created (tokens, copies: tN) and stack abilities (aN), in creation order.

        `created`: objects a step's events say phase created, also those already gone again (a Role put into
        the graveyard by 704.5y in the same step still was created, and its events name it)."""
        st = self.game.board()
        for oid in sorted({int(k) for k in st["objects"]} | set(created)):
            if oid not in self.ids:
                self.tokens += 1
                self.ids[oid] = f"t{self.tokens}"
                self.rev[self.ids[oid]] = oid
        for entry in st.get("stack") or []:
            if entry["kind"]["type"] != "Spell" and entry["id"] not in self.ability_ids:
                self.ability_ids[entry["id"]] = f"a{len(self.ability_ids) + 1}"
            elif entry["kind"]["type"] == "Spell":
                cid = entry["kind"]["data"].get("card_id", entry["id"])
                if cid not in self.ids:
                    self.tokens += 1
                    self.ids[cid] = f"t{self.tokens}"
                    self.rev[self.ids[cid]] = cid

    def our(self, oid: int | None) -> str | None:
        """Our id of phase object or stack entry `oid` (new objects get one first)."""
        if oid is None:
            return None
        if oid not in self.ids and oid not in self.ability_ids:
            self.sync()
        return self.ids.get(oid) or self.ability_ids.get(oid)

    def phase_id(self, card: Any) -> int:
        """phase's object id of our card id (Refused if unknown)."""
        if card not in self.rev:
            raise Refused(f"unknown card {card!r}")
        return self.rev[card]

    def target_in(self, t: Any) -> JSON:
        """Our target (card or player id) as phase's target."""
        if isinstance(t, str) and t in self.seats:
            return {"Player": self.seats.index(t)}
        return {"Object": self.phase_id(t)}

    def target_out(self, t: Any) -> Any:
        """phase's target as ours (card or player id)."""
        if isinstance(t, dict):
            if "Player" in t:
                return self.seats[t["Player"]]
            if "Object" in t:
                return self.our(t["Object"])
            if t.get("type") == "Player":
                return self.seats[t["data"]]
            if t.get("type") == "Object":
                return self.our(t["data"])
        return t

    def activated(self, oid: int) -> list[int]:
        """Indices, in phase's ability list, of the object's activated abilities (ours count only these)."""
        o = self.game.object(oid)
        return [i for i, a in enumerate(o.get("abilities") or []) if a.get("kind") == "Activated"]

    def our_ability_index(self, oid: int, phase_index: int) -> int | None:
        """Our activated-ability index of phase's ability index, or None (not an activated ability)."""
        idx = self.activated(oid)
        return idx.index(phase_index) if phase_index in idx else None

    def cast_mode(self, oid: int) -> tuple[str, str | None]:
        """(our cast mode, alternative cost) of the spell `oid` on the stack."""
        entry = next((e for e in self.game.stack() if e["id"] == oid), None)
        variant = (entry or {}).get("kind", {}).get("data", {}).get("casting_variant", "Normal")
        if variant == "Adventure":
            return "adventure", None
        if variant == "FaceDown":
            return "face_down", "disguise"
        card = self.cards.get(self.our(oid) or "", "")
        if KNOWN.get(card, {}).get("layout") == "split":
            name = self.game.object(oid)["name"]
            return ("left" if name == KNOWN[card]["faces"][0] else "right"), None
        return "normal", None
