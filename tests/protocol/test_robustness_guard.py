"""`GuardedEngine`: in-process (``python:``) engines behind a deadline and an exception fence."""

from __future__ import annotations

import time
from typing import Any

import pytest

from mtg_protocol.engine import EngineError
from mtg_protocol.guard import GuardedEngine
from mtg_protocol.jsontypes import JSON

HELLO: JSON = {"name": "toy", "version": "1", "protocol": 1,
               "capabilities": {"mechanics": [], "actions": ["pass"], "synthetic_cards": False,
                                "legal_actions": False, "views": False}}


class Toy:
    """Does what `behaviour` says in `act`; counts how many instances were made."""

    made = 0

    def __init__(self, behaviour: str) -> None:
        Toy.made += 1
        self.behaviour = behaviour

    def hello(self) -> JSON:
        return HELLO

    def setup(self, setup: JSON) -> JSON:
        return {}

    def act(self, action: JSON) -> JSON:
        if self.behaviour == "raise":
            raise KeyError("c7")
        if self.behaviour == "exit":
            raise SystemExit(3)
        if self.behaviour == "hang":
            time.sleep(60)
        return {"accepted": "yes"}

    def observe(self, viewer: str | None = None) -> JSON:
        return {}

    def legal_actions(self) -> list[JSON]:
        return []

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        return {}

    def close(self) -> None:
        pass


def guarded(behaviour: str, **options: Any) -> GuardedEngine:
    return GuardedEngine(lambda: Toy(behaviour), "engine 'python:toy'", engine=Toy(behaviour), **options)


def failure(engine: GuardedEngine, kind: str) -> str:
    with pytest.raises(EngineError) as caught:
        engine.act({"type": "pass"})
    assert caught.value.kind == kind
    return str(caught.value)


def test_an_exception_is_an_error_naming_it_and_where() -> None:
    message = failure(guarded("raise"), "error")
    assert "act raised KeyError: 'c7' in act (test_robustness_guard.py:" in message


def test_sys_exit_is_a_crash_and_the_next_call_gets_a_fresh_engine() -> None:
    engine = guarded("exit")
    engine.hello()
    before = Toy.made
    assert "called sys.exit(3)" in failure(engine, "crash")
    assert engine.hello()["name"] == "toy" and Toy.made == before  # hello is remembered
    failure(engine, "crash")
    assert Toy.made == before + 1


def test_a_hang_is_a_timeout_within_the_deadline() -> None:
    engine = guarded("hang", timeout=0.2)
    start = time.monotonic()
    assert "did not answer in time (limit 0.2 s)" in failure(engine, "timeout")
    assert time.monotonic() - start < 1.0
    assert engine.engine is None


def test_restart_budget_counts_fresh_engines_in_a_row() -> None:
    engine = guarded("exit", restart_budget=2)
    for _ in range(3):
        failure(engine, "crash")
    assert "restart budget exhausted (2 restarts)" in failure(engine, "crash")


def test_answers_that_break_the_schema_are_errors() -> None:
    assert "act answer breaks the protocol at $.result" in failure(guarded("wrong"), "error")


def test_keyboard_interrupt_is_not_swallowed() -> None:
    class Interrupting(Toy):
        def act(self, action: JSON) -> JSON:
            raise KeyboardInterrupt

    engine = GuardedEngine(lambda: Interrupting("x"), "toy", engine=Interrupting("x"))
    with pytest.raises(KeyboardInterrupt):
        engine.act({"type": "pass"})
