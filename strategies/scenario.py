"""A scenario: a neutral setup and a concrete action list, with the model's trace of it."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtg_protocol.jsontypes import JSON, as_message
from mtg_protocol.trace import Trace
from mtg_protocol.types import Action, Setup
from mtg_protocol.vocab import SETUP_CARD_LISTS


@dataclass
class Scenario:
    setup: Setup
    actions: list[Action]
    model: Trace | None = field(default=None, repr=False, compare=False)
    tags: tuple[str, ...] = ()
    answers: tuple[int, ...] = ()
    """Answers to an engine's extra questions, by option index, in the order asked (conformance/dialogue.py)."""

    def __post_init__(self) -> None:
        # Every synthetic card the setup names travels with its definition (docs/protocol.md, Synthetic cards),
        # added to the setup itself: whoever holds it (the model's run, a refusal probe) sees the same object.
        from reference_engine.cards import missing_definitions

        missing = missing_definitions(self.setup)
        if missing:
            self.setup["cards"] = {**(self.setup.get("cards") or {}), **missing}

    def to_json(self) -> JSON:
        out: JSON = {"setup": self.setup, "actions": self.actions}
        if self.answers:
            out["answers"] = list(self.answers)
        return out

    @classmethod
    def from_json(cls, data: JSON, tags: tuple[str, ...] = ()) -> Scenario:
        """The scenario of a corpus case or counterexample file (already validated against its schema)."""
        return cls(as_message(data["setup"], Setup), data["actions"], tags=tags,
                   answers=tuple(data.get("answers") or ()))

    @property
    def size(self) -> tuple[int, int]:
        """(actions, objects other than basic lands): how big a counterexample is."""
        objects = 0
        for p in self.setup["players"]:
            for zone in SETUP_CARD_LISTS:
                objects += sum(1 for e in p.get(zone) or [] if e["card"] not in BASIC_LANDS)
        return len(self.actions), objects


BASIC_LANDS = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
