"""A trace: what an engine did with one scenario, step by step, as neutral data.

Invariants read traces; they never see an engine. `model` is the reference
engine's trace of the same scenario, for invariants whose expected outcome
must be computed; it carries the definitions of the cards its setup names
(`cards`), what judging may know of a card.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar, cast, get_args, get_type_hints

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import (
    Action,
    GameObject,
    KnownEvent,
    Observation,
    PendingChoice,
    Setup,
    StepResult,
    SyntheticCard,
)
from mtg_protocol.vocab import SETUP_CARD_LISTS, ChoiceKind

E = TypeVar("E", bound=KnownEvent)

ORDER_FREE_FIELDS = ("colors", "types", "subtypes", "supertypes", "keywords")
"""Object fields that are sets: the protocol gives their items no order (docs/protocol.md)."""


def same_field(key: str, a: Any, b: Any) -> bool:
    """Whether two values of an object's field are equal, as sets where the protocol orders nothing."""
    if key in ORDER_FREE_FIELDS and isinstance(a, list) and isinstance(b, list):
        return sorted(map(str, a)) == sorted(map(str, b))
    return bool(a == b)


@dataclass
class Violation:
    """One departure from a ruling: what a judge expects and what the engine did.

    ``kind`` is the kind of deviation, in the invariant's own words and without ids, seeds or numbers (an
    invariant that can fail in one way only leaves it empty); ``invariant`` names the invariant that fired
    (set by ``Ruling.check``). Together they make the failure's engine-neutral ``signature``.
    """

    expected: str
    observed: str
    step: int | None = None
    kind: str = ""
    invariant: str = ""

    @property
    def signature(self) -> str:
        """What went wrong, stable across engines, seeds and scenarios: the invariant, then the deviation kind."""
        name = self.invariant or "unnamed invariant"
        return f"{name}: {self.kind}" if self.kind else name

    def of(self, invariant: str) -> Violation:
        """This violation attributed to ``invariant`` (unless an inner invariant already named itself)."""
        return self if self.invariant else replace(self, invariant=invariant)

    @property
    def message(self) -> str:
        if self.step is None:
            where = ""
        else:
            where = "in the initial state: " if self.step < 0 else f"after action {self.step + 1}: "
        return f"{where}expected {self.expected}; the engine {self.observed}"


@dataclass
class Trace:
    setup: Setup
    actions: list[Action]
    initial: Observation
    steps: list[StepResult]
    views: list[dict[str, Observation]] | None = None
    model: Trace | None = field(default=None, repr=False)
    origin: list[int] | None = None
    """Aligned on outcomes (conformance/dialogue.py): the scenario action each step stands for."""
    answers: tuple[int, ...] = ()
    """Aligned on outcomes: the option index given to each extra question the engine asked."""
    cards: dict[str, SyntheticCard] | None = field(default=None, repr=False)
    """A model trace's card definitions by name (a synthetic card's shape), for every card its setup names: the
    model's knowledge of the cards, which judging reads through ``mtg_protocol.cards``."""

    def steps_by_action(self, count: int) -> list[StepResult]:
        """The engine's result for each of the scenario's first `count` actions. Once aligned on outcomes, an
        action that answered a question the engine settled itself stands as accepted, with no events."""
        if self.origin is None:
            return self.steps[:count]
        by_action = dict(zip(self.origin, self.steps, strict=False))
        out: list[StepResult] = []
        last = self.initial
        for j in range(count):
            step = by_action.get(j)
            if step is None:
                step = StepResult(accepted=True, events=[], observation=last,
                                  reason="the engine made this choice itself: its options were indistinguishable")
            out.append(step)
            last = step.get("observation") or last
        return out

    def action_number(self, i: int | None) -> int | None:
        """The index in the scenario's actions of this trace's step i (they differ once aligned on outcomes)."""
        if i is None or i < 0 or self.origin is None or i >= len(self.origin):
            return i
        return self.origin[i]

    # ----- reading -------------------------------------------------------------------------------------

    def observation(self, i: int) -> Observation:
        """The observation after action i (i = -1: the initial one)."""
        return self.initial if i < 0 else self.steps[i]["observation"]

    def pending(self, i: int) -> PendingChoice | None:
        """The choice the game waits for after action i (i = -1: in the initial state), if any."""
        return self.observation(i).get("pending_choice")

    def pending_kind(self, i: int) -> ChoiceKind | None:
        """The kind of the choice the game waits for after action i, if any."""
        pending = self.pending(i)
        return pending.get("kind") if pending else None

    def accepted(self, i: int) -> bool:
        return bool(self.steps[i].get("accepted"))

    def events(self, i: int) -> list[JSON]:
        """The events of action i. The protocol's events are open (an engine may send kinds it doesn't define,
        ``types.Event``), so all of them together are read field by field, as JSON; `events_of` reads one kind the
        protocol defines as its TypedDict."""
        return cast(list[JSON], self.steps[i].get("events") or [])

    def events_of(self, i: int, kind: type[E]) -> list[E]:
        """The events of action i of one kind the protocol defines (`types.KnownEvent`: ``SacrificeEvent``, ...),
        typed as that kind. An event of the kind that lacks one of its required fields doesn't have the kind's
        shape (the schema refuses it: docs/protocol.md, Events) and is left out."""
        tag, required = EVENT_SHAPES[kind]
        return [cast(E, e) for e in self.events(i) if e.get("type") == tag and required <= e.keys()]

    def obj(self, i: int, card: str) -> GameObject | None:
        """The object that represents `card` after action i, or None if it exists nowhere."""
        return next((o for o in self.observation(i)["objects"] if o["card"] == card), None)

    def objects(self, i: int, **match: Any) -> list[GameObject]:
        return [o for o in self.observation(i)["objects"] if all(o.get(k) == v for k, v in match.items())]

    def indexed_steps(self) -> Iterator[tuple[int, Action, StepResult]]:
        """(index, action, result) for each step."""
        for i, (action, result) in enumerate(zip(self.actions, self.steps, strict=False)):
            yield i, action, result

    def card_definition(self, card: str) -> SyntheticCard | None:
        """The definition of a setup card by its id, from the model's trace (None for a card it doesn't know)."""
        model = self.model if self.model is not None else self
        if model.cards is None:
            raise ValueError("a model trace without its card definitions (conformance/model.py keeps them)")
        found = model.cards.get(self.card_name(card))
        return found if isinstance(found, dict) else None

    def card_name(self, card: str) -> str:
        """The setup's name for a card id (for messages)."""
        for p in self.setup["players"]:
            for zone in SETUP_CARD_LISTS:
                for entry in p.get(zone) or []:
                    if entry["id"] == card:
                        return str(entry["card"])
        return card

    def agrees_with_model_until(self, i: int) -> bool:
        """Whether every action up to i was accepted or rejected as the model did."""
        if self.model is None:
            return True
        return all(self.accepted(j) == self.model.accepted(j) for j in range(min(i + 1, len(self.steps))))


@dataclass
class JudgedTrace(Trace):
    """An engine's trace with the model's trace of the same scenario beside it: what invariants judge."""

    model: Trace = field(kw_only=True, repr=False)

    @classmethod
    def of(cls, trace: Trace, model: Trace) -> JudgedTrace:
        """``trace`` judged against ``model`` (the reference engine's trace of the same scenario)."""
        return cls(trace.setup, trace.actions, trace.initial, trace.steps, trace.views, origin=trace.origin,
                   answers=trace.answers, model=model)


EVENT_SHAPES: dict[type, tuple[str, frozenset[str]]] = {
    kind: (get_args(get_type_hints(kind)["type"])[0], kind.__required_keys__) for kind in get_args(KnownEvent)}
"""Each event kind's TypedDict: its ``type``, and the keys an event of that kind must have."""
