"""Game setups: built directly in legal shapes (never filtered), small ids in a stable order."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from mtg_protocol.jsontypes import JSON, as_message
from mtg_protocol.types import Setup

from . import st

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
        """Add a card to a zone of the player's, or to the cards they own outside the game (``"sideboard"``)."""
        self._next += 1
        cid = f"c{self._next}"
        entry = {"id": cid, "card": card, **{k: v for k, v in status.items() if v}}
        self.player(pid).setdefault(zone, []).append(entry)
        return cid

    def define(self, definition: JSON) -> str:
        """Add a synthetic card definition; returns its name."""
        name = str(definition["name"])
        self.cards[name] = definition
        return name

    def lands(self, pid: str, colors: str, **status: Any) -> list[str]:
        """One basic land per color letter (``"GGR"``), untapped on the battlefield."""
        return [self.add(pid, "battlefield", LAND_FOR[c], **status) for c in colors]

    def build(self) -> Setup:
        """The setup, in the protocol's shape by construction (tests/protocol validates drawn setups)."""
        out: JSON = {"protocol": 1, "seed": self.seed, "turn": dict(self.turn), "players": self.players}
        if self.cards:
            out["cards"] = self.cards
        return as_message(out, Setup)


def cost_letters(*costs: str | None) -> str:
    """Land colors that pay each of `costs` (one at a time): every colored symbol, a hybrid symbol's first color,
    and generic mana in the costs' first color (Forests for a colorless cost); {X} counts as 0. Sorted."""
    need: Counter[str] = Counter()
    for cost in costs:
        symbols = re.findall(r"{([^}]*)}", (cost or "").upper())
        colored = [s[0] for s in symbols if s[0] in LAND_FOR]
        generic = sum(int(s) for s in symbols if s.isdigit())
        one = Counter(colored) + Counter({(colored or ["G"])[0]: generic})
        need |= one
    return "".join(sorted(need.elements(), key="WUBRG".index))


def lands_for(*names: str) -> str:
    """Land colors to cast any one face of any one of the pool cards `names` (see `cost_letters`)."""
    from reference_engine.cards import lookup

    costs = []
    for name in names:
        card = lookup(name)
        if card is not None:
            costs += [str(f.mana_cost) if f.mana_cost is not None else None for f in card.faces]
    return cost_letters(*costs)


def with_lands_for(base: str, *names: str, each: bool = False) -> str:
    """`base` land colors, grown so that any face of any one of the pool cards `names` can be cast too (with
    `each`: all of them, one after another)."""
    need = sum((Counter(lands_for(n)) for n in names), Counter()) if each else Counter(lands_for(*names))
    return "".join(sorted((Counter(base) | need).elements(), key="WUBRG".index))


def restriction_permanents(*names: str) -> tuple[str, ...]:
    """Pool permanents that meet the casting restriction of any face of the pool cards `names` (601.3,
    ``cast_only_if``: "cast this spell only if you control two or more Doctors"), for p1's battlefield: as many
    real cards of different names (704.5j spares them) as the restriction counts. Empty for cards without one."""
    from reference_engine.cards import card_names, lookup, pool_card

    out: list[str] = []
    for name in names:
        card = lookup(name)
        for needed in (a["cast_only_if"] for f in (card.faces if card else ()) for a in f.abilities
                       if "cast_only_if" in a):
            flt = needed.get("filter") or {}
            found = [n for n in card_names() if not pool_card(n).synthetic and pool_card(n).main.is_permanent
                     and set(flt.get("subtypes", ())) <= set(pool_card(n).main.subtypes)
                     and set(flt.get("types", ())) <= set(pool_card(n).main.types)]
            out += [n for n in found[:needed["at_least"]] if n not in out]
    return tuple(out)


def mana_letters(max_lands: int = 6, colors: str = "WUBRG") -> st.SearchStrategy[str]:
    """A sorted string of land colors: shrinks toward fewer lands and the first color."""
    return st.lists(st.sampled_from(colors), max_size=max_lands).map(lambda xs: "".join(sorted(xs)))


def _permanent_names() -> list[str]:
    from reference_engine.cards import card_names, pool_card

    out = []
    for name in card_names():
        face = pool_card(name).main
        if face.is_permanent and "Land" not in face.types and "Aura" not in face.subtypes:
            out.append(name)
    return out


def _creature_names() -> list[str]:
    from reference_engine.cards import pool_card

    return [n for n in _permanent_names() if "Creature" in pool_card(n).main.types]


@st.composite
def any_setup(draw: st.DrawFn, max_players: int = 3) -> Setup:
    """A legal game state of any shape the pool allows: 2 or 3 players, cards in every zone, permanents
    tapped or not, face down by disguise, with counters, Clue tokens and Roles of several controllers."""
    from reference_engine.cards import ROLE_KINDS, card_names

    from .cards import synthetic_card

    b_cards: list[str] = []
    names = card_names()
    creatures = _creature_names()
    permanents = _permanent_names()
    n_players = draw(st.integers(2, max_players))
    b = SetupBuilder(players=n_players, active=f"p{draw(st.integers(1, n_players))}", seed=draw(st.integers(0, 9)),
                     step=draw(st.sampled_from(["precombat_main", "postcombat_main", "beginning_of_combat",
                                                "upkeep", "end"])))
    pids = [p["id"] for p in b.players]
    for index in range(draw(st.integers(0, 2))):  # synthetic cards of every shape, held in hands
        b_cards.append(b.define(draw(synthetic_card(index + 1))))
    for pid in pids:
        b.lands(pid, draw(mana_letters(max_lands=5)))
        for zone, most in (("hand", 3), ("library", 4), ("graveyard", 2), ("exile", 1)):
            for name in draw(st.lists(st.sampled_from(names), max_size=most)):
                b.add(pid, zone, name)
        for name in b_cards:
            if draw(st.booleans()):
                b.add(pid, "hand", name)
        hosts = []
        for name in draw(st.lists(st.sampled_from(permanents), max_size=2)):
            face_down = "disguise" if draw(st.booleans()) and name in creatures and draw(st.booleans()) else None
            cid = b.add(pid, "battlefield", name, tapped=draw(st.booleans()), face_down=face_down,
                        counters={"+1/+1": draw(st.integers(0, 2))} if draw(st.booleans()) else None)
            if name in creatures or face_down:
                hosts.append(cid)
        for _ in range(draw(st.integers(0, 1))):
            b.add(pid, "battlefield", "Clue", token=True)
        if bool(hosts) and draw(st.booleans()):
            # One Role per controller per host keeps the state legal (704.5y).
            for controller in draw(st.lists(st.sampled_from(pids), unique=True, max_size=2)):
                kind = draw(st.sampled_from(ROLE_KINDS))
                b.add(pid, "battlefield", f"{kind} Role", token=True, controller=controller,
                      attached_to=draw(st.sampled_from(hosts)))
    return b.build()
