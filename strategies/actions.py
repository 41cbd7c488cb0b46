"""Action plans drawn against the model: each step is chosen among the reference engine's legal actions.

Structure first (how many steps), then each choice as an index into the legal
actions, which the model lists simplest first (pass, then choices in a stable
order), so shrinking drifts toward short plans of simple actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextvars import ContextVar
from typing import Any, cast

from mtg_protocol.jsontypes import JSON, as_message
from mtg_protocol.trace import Trace
from mtg_protocol.types import Action, Observation, Setup, StepResult
from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import definitions

from . import st
from .scenario import Scenario

Prefer = Callable[[JSON], bool]

BEFORE_ACT: ContextVar[Callable[[ModelRun], None] | None] = ContextVar("before_act", default=None)
"""Called with the run before each of its actions while a scenario is drawn (strategies/refusals.py sets it)."""


class ModelRun:
    """The reference engine playing a setup, remembering the trace as it goes."""

    def __init__(self, setup: Setup) -> None:
        self.engine = ReferenceEngine()
        self.setup = setup
        self.initial = self.engine.setup(setup)
        self.actions: list[Action] = []
        self.steps: list[StepResult] = []
        self.before_act = BEFORE_ACT.get()

    def act(self, action: Mapping[str, Any]) -> StepResult:
        """Play one action on the model (an action it offered, or one the strategy wrote) and keep it."""
        if self.before_act is not None:
            self.before_act(self)
        result = self.engine.act(as_message(action, Action))
        self.actions.append(as_message(action, Action))
        self.steps.append(result)
        return result

    def legal_actions(self) -> list[JSON]:
        """The actions the model would accept now, as the plain JSON the strategies read."""
        return cast(list[JSON], self.engine.legal_actions())

    def observe(self) -> Observation:
        """The model's referee view now."""
        return self.engine.observe(None)

    def scenario(self, tags: tuple[str, ...] = ()) -> Scenario:
        model = Trace(self.setup, list(self.actions), self.initial, list(self.steps), cards=definitions(self.setup))
        return Scenario(self.setup, list(self.actions), model, tags)


def draw_steps(draw: st.DrawFn, run: ModelRun, max_steps: int, prefer: Prefer | None = None) -> None:
    """Draw up to `max_steps` legal actions. With `prefer`, the preferred actions come first in the list
    (so shrinking still ends at the simplest preferred action, and the walk reaches the situation often)."""
    n = draw(st.integers(0, max_steps))
    for _ in range(n):
        legal = run.legal_actions()
        if not legal:
            return
        if prefer is not None:
            legal = [a for a in legal if prefer(a)] + [a for a in legal if not prefer(a)]
        run.act(legal[draw(st.integers(0, len(legal) - 1))])


def resolve_all(run: ModelRun, limit: int = 12) -> None:
    """Pass priority (choosing the first option of any choice) until the stack is empty."""
    for _ in range(limit):
        obs = run.observe()
        if obs["pending_choice"]:
            legal = run.legal_actions()
            if not legal:
                return
            run.act(legal[0])
        elif obs["stack"]:
            run.act({"type": "pass"})
        else:
            return
