"""Engines that play by the rules and report a value the protocol leaves open in another legal way.

Each is the reference engine with one change of how a value is written or when it is given, never of the game,
so each must pass every ruling: a failure is an invariant reading what the rules don't decide (docs/judging.md).

- ``CostSpellingEngine`` writes every mana cost another way (one `SPELLINGS` entry each): its symbols in
  reverse order, in lower case, hybrid and Phyrexian symbols with their parts the other way round, or generic
  mana as ones ({4} as {1}{1}{1}{1}). A cost is the same cost however it is written (107.4, 202.1).
- ``OracleTriggerTextEngine`` gives each trigger event the text of the whole printed ability, all the events it
  waits for ("enters or turned_face_up" for Offender at Large's turned-face-up trigger): the text is free.
- ``NullPriorityEngine`` reports no priority holder while a choice is pending: no player has priority while
  a trigger's targets are chosen (117.5), and the schema allows null.
- ``RevealToEachEngine`` reveals a card to each player by name rather than to "all" (708.9).
- ``SetupTimestampsEngine`` numbers the setup's permanents in another order (timestamps are the engine's).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game

_SYMBOL = re.compile(r"\{([^}]+)\}")


def _symbols(cost: str) -> list[str]:
    return _SYMBOL.findall(cost)


def _join(symbols: list[str]) -> str:
    return "".join(f"{{{s}}}" for s in symbols)


SPELLINGS: dict[str, Callable[[str], str]] = {
    "symbol order": lambda cost: _join(_symbols(cost)[::-1]),
    "letter case": str.lower,
    "hybrid order": lambda cost: _join(["/".join(s.split("/")[::-1]) for s in _symbols(cost)]),
    "generic as ones": lambda cost: _join([p for s in _symbols(cost)
                                           for p in (["1"] * int(s) if s.isdigit() and int(s) > 1 else [s])]),
}


def respelled(value: Any, spell: Callable[[str], str]) -> Any:
    """`value` with every ``mana_cost`` string in it written by `spell`."""
    if isinstance(value, dict):
        return {k: spell(v) if k == "mana_cost" and isinstance(v, str) else respelled(v, spell)
                for k, v in value.items()}
    if isinstance(value, list):
        return [respelled(v, spell) for v in value]
    return value


class RewritingEngine(ReferenceEngine):
    """The reference engine with everything it reports passed through `rewrite`."""

    def rewrite(self, value: Any) -> Any:
        return value

    def setup(self, setup: JSON) -> JSON:
        return self.rewrite(super().setup(setup))  # type: ignore[no-any-return]

    def act(self, action: JSON) -> JSON:
        return self.rewrite(super().act(action))  # type: ignore[no-any-return]

    def observe(self, viewer: str | None = None) -> JSON:
        return self.rewrite(super().observe(viewer))  # type: ignore[no-any-return]


class CostSpellingEngine(RewritingEngine):
    def __init__(self, spelling: str) -> None:
        super().__init__()
        self.spelling = spelling
        self.name = f"legal-cost-spelling-{spelling.replace(' ', '-')}"

    def rewrite(self, value: Any) -> Any:
        return respelled(value, SPELLINGS[self.spelling])


class OracleTriggerTextGame(Game):
    def emit(self, event: Any, /) -> None:
        if event["type"] == "trigger" and event.get("source") in self.objects:
            obj = self.objects[str(event["source"])]
            same = [a for f in obj.card.faces for a in f.abilities
                    if a.get("event") == event.get("text") or self._alike(a, event.get("text"), obj)]
            events = sorted({str(a.get("event")) for a in same if a.get("event")})
            event = {**event, "text": " or ".join(events) or event.get("text")}
        super().emit(event)

    @staticmethod
    def _alike(ability: JSON, event: object, obj: Any) -> bool:
        """An ability printed as one with the triggered one: the same effects and targets, another event."""
        mine = [a for f in obj.card.faces for a in f.abilities if a.get("event") == event]
        return any(ability.get("effects") == a.get("effects") and ability.get("targets") == a.get("targets")
                   for a in mine)


class OracleTriggerTextEngine(ReferenceEngine):
    name = "legal-oracle-trigger-text"
    game_class = OracleTriggerTextGame


def _no_priority_while_asking(value: Any) -> Any:
    obs = value.get("observation", value) if isinstance(value, dict) else None
    if isinstance(obs, dict) and obs.get("pending_choice") and isinstance(obs.get("turn"), dict):
        obs["turn"] = {**obs["turn"], "priority": None}
    return value


class NullPriorityEngine(RewritingEngine):
    name = "legal-null-priority-while-asking"

    def rewrite(self, value: Any) -> Any:
        return _no_priority_while_asking(value)


class RevealToEachGame(Game):
    """Reveals a card to every player as one reveal to each, never as one to "all" (708.9 asks only that every
    player be shown it)."""

    def reveal(self, obj: Any, to: str) -> None:
        for pid in [p.id for p in self.players] if to == "all" else [to]:
            super().reveal(obj, pid)


class RevealToEachEngine(ReferenceEngine):
    name = "legal-reveal-to-each"
    game_class = RevealToEachGame


class SetupTimestampsEngine(RewritingEngine):
    """Numbers the permanents of the setup in the reverse order of the setup's lists (still before anything that
    enters later): the order of permanents that were there at the start is the engine's own."""

    name = "legal-setup-timestamps"

    def setup(self, setup: JSON) -> JSON:
        self.renumber: dict[tuple[str, int], int] = {}
        first = super().setup(setup)
        stamps = [(o["card"], o["timestamp"]) for o in first["objects"]
                  if o["zone"] == "battlefield" and o.get("timestamp") is not None]
        values = sorted(t for _, t in stamps)
        for (card, stamp), new in zip(sorted(stamps, key=lambda s: s[1]), values[::-1], strict=True):
            self.renumber[(card, stamp)] = new
        return self.rewrite(first)  # type: ignore[no-any-return]

    def rewrite(self, value: Any) -> Any:
        obs = value.get("observation", value) if isinstance(value, dict) else None
        for o in (obs or {}).get("objects") or []:
            key = (o.get("card"), o.get("timestamp"))
            if key in self.renumber:
                o["timestamp"] = self.renumber[key]
        return value
