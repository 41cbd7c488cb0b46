"""Long random games on the reference engine keep every universal invariant after every step."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

from strategies.machine import GameMachine

TestGameMachine = GameMachine.TestCase
TestGameMachine.settings = settings(max_examples=15, stateful_step_count=25, deadline=None,
                                    suppress_health_check=list(HealthCheck))
