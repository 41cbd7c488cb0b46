"""Playing a scenario: on any engine in one call, and on the model (the reference engine) whose trace the
invariants judge an engine's against. Below the runner, the dialogue alignment and the measuring tools, which
all play the model."""

from __future__ import annotations

from mtg_protocol.engine import Engine, EngineError
from mtg_protocol.jsontypes import as_message
from mtg_protocol.trace import Trace
from mtg_protocol.types import Action, Observation, Setup
from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import definitions
from strategies.scenario import Scenario


def run_scenario(engine: Engine, scenario: Scenario, views: bool = False) -> Trace:
    """The engine's trace of a scenario, played in one ``run_sequence``."""
    out = engine.run_sequence(scenario.setup, scenario.actions, views)
    steps = out.get("steps")
    if not isinstance(steps, list) or len(steps) != len(scenario.actions):
        raise EngineError(f"run_sequence answered {len(steps or [])} results for {len(scenario.actions)} actions")
    return Trace(scenario.setup, scenario.actions, out["initial"], steps,
                 out.get("views"))


def model_trace(scenario: Scenario, views: bool = False) -> Trace:
    """The reference engine's trace of a scenario (computed when the strategy didn't keep it), with the
    definitions of the cards its setup names."""
    if scenario.model is not None and not views:
        return scenario.model
    trace = run_scenario(ReferenceEngine(), scenario, views)
    trace.cards = definitions(scenario.setup)
    return trace


def _model_after(setup: Setup, actions: list[Action]) -> tuple[ReferenceEngine, Observation]:
    """The model after playing `actions` from `setup`, with its last observation."""
    engine = ReferenceEngine()
    obs = engine.setup(setup)
    for action in actions:
        obs = engine.act(as_message(action, Action))["observation"]
    return engine, obs


def model_outcome(setup: Setup, actions: list[Action]) -> Observation:
    """The model's observation after playing `actions` from `setup` (the alternatives outcome alignment weighs)."""
    return _model_after(setup, actions)[1]


def model_legal_actions(setup: Setup, actions: list[Action]) -> list[Action]:
    """The actions the model would accept after playing `actions` from `setup` (its ``legal_actions``)."""
    return _model_after(setup, actions)[0].legal_actions()
