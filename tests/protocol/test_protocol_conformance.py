"""Every setup the strategies draw, and every observation and result the reference returns, fit the schema."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.catalog import all_rulings
from mtg_protocol.validate import validate
from reference_engine.adapter import ReferenceEngine
from strategies.states import any_setup


@settings(max_examples=2, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_every_ruling_strategy_draws_valid_protocol_data(data: st.DataObject) -> None:
    for ruling in all_rulings():
        scenario = data.draw(ruling.scenario(2), label=ruling.id)
        validate("setup", scenario.setup)
        for action in scenario.actions:
            validate("action", action)
        assert scenario.model is not None
        validate("observation", scenario.model.initial)
        for step in scenario.model.steps:
            validate("result", step)
        validate("hello", ReferenceEngine().hello())


@settings(max_examples=15, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(setup=any_setup(), data=st.data())
def test_random_walks_return_valid_results_and_views(setup: dict, data: st.DataObject) -> None:
    validate("setup", setup)
    engine = ReferenceEngine()
    validate("observation", engine.setup(setup))
    for _ in range(15):
        legal = engine.legal_actions()
        if not legal:
            break
        action = legal[data.draw(st.integers(0, len(legal) - 1))]
        validate("action", action)
        validate("result", engine.act(action))
        for p in setup["players"]:
            validate("observation", engine.observe(p["id"]))
