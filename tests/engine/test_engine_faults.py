"""An exception from an engine's own code (a built-in adapter runs unguarded) is an engine error for the ruling,
never a rules failure nor a crash: Hypothesis must not see it as a second, distinct bug (it used to end a
phase.rs ruling in an ExceptionGroup)."""

from __future__ import annotations

from typing import Any

import pytest

from conformance.catalog import RULINGS
from conformance.corpus import load_corpus
from conformance.profiles import get_profile
from conformance.runner import check_scenario, execute_ruling
from mtg_protocol.engine import EngineError
from reference_engine.adapter import ReferenceEngine


class RaisesOnSecondAction(ReferenceEngine):
    def setup(self, setup: Any) -> Any:
        self.acts = 0
        return super().setup(setup)

    def act(self, action: Any) -> Any:
        self.acts += 1
        if self.acts == 2:
            raise ValueError("failed to deserialize GameState")
        return super().act(action)


def test_an_engine_exception_is_an_engine_error() -> None:
    case = load_corpus()["WOE-06"][0]
    with pytest.raises(EngineError, match="the engine raised ValueError"):
        check_scenario(RULINGS["WOE-06"], RaisesOnSecondAction(), case)


def test_a_ruling_whose_engine_raises_ends_as_error_not_a_crash() -> None:
    result = execute_ruling(RULINGS["WOE-06"], RaisesOnSecondAction(), get_profile("dev", max_examples=5), 0)
    assert result.status == "error" and "ValueError" in result.message
