"""Engines with exactly one rules bug each, whose rulings' invariants notice it several steps later (issue 29).

Each is the reference engine with one rule method overridden, the way a real engine gets one rule wrong. A run
on each must report exactly one cause, named at its first divergence with the rule that decides it
(tests/catalog/test_first_divergence.py). Named by specs such as ``python:fake_engines.one_bug:late_sacrifice``.
"""

from __future__ import annotations

from typing import Any

from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from reference_engine.objects import GameObject
from reference_engine.state import TriggerInstance


class LateSacrifice(Game):
    """602.2b, 601.2h: a sacrifice in an activated ability's cost is paid as the ability resolves, not as it is
    activated (the sacrificed permanent stays on the battlefield while the ability waits on the stack)."""

    def activate(self, action: Any) -> None:
        late: list[GameObject] = []
        self.__dict__["late"] = late
        try:
            super().activate(action)
        finally:
            self.__dict__.pop("late", None)
        if late and self.stack and self.stack[-1] in self.stack_abilities:
            self.__dict__.setdefault("owed", {})[self.stack[-1]] = late
        else:  # a mana ability: resolved at once
            for victim in late:
                super().sacrifice(self.priority, victim)

    def sacrifice(self, pid: str, victim: GameObject, cause: str = "sacrifice") -> None:
        late = self.__dict__.get("late")
        if late is not None:
            late.append(victim)
            return
        super().sacrifice(pid, victim, cause)

    def resolve_top(self) -> None:
        owed = self.__dict__.get("owed", {}).pop(self.stack[-1], [])
        for victim in owed:
            if victim.zone == "battlefield":
                super().sacrifice(victim.controller, victim)
        super().resolve_top()


class SpecialActionKeepsPasses(Game):
    """117.4: turning a permanent face up (a special action) doesn't begin a new round of passes: a pass before
    it still counts, so the next pass resolves the top of the stack."""

    def turn_face_up_special_action(self, action: dict[str, Any]) -> None:
        passes = self.passes
        super().turn_face_up_special_action(action)
        self.passes = passes


class WardOnlyOnActiveTurn(Game):
    """702.21a: ward triggers only for the active player's spells and abilities, never the non-active player's."""

    def trigger_ward(self, pid: str, item_id: str, targets: list[str]) -> None:
        if pid == self.active:
            super().trigger_ward(pid, item_id, targets)


class TriggerWithoutTarget(Game):
    """603.3d: a triggered ability is put on the stack without the target its controller chose."""

    def trigger_targets_chosen(self, trig: TriggerInstance, waiting: list[TriggerInstance], ready: Any,
                               then: Any, targets: list[str]) -> None:
        super().trigger_targets_chosen(trig, waiting, ready, then, [])


def _engine(game: type[Game], name: str) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.game_class = game
    engine.name = name
    return engine


def late_sacrifice() -> ReferenceEngine:
    return _engine(LateSacrifice, "late-sacrifice")


def special_action_keeps_passes() -> ReferenceEngine:
    return _engine(SpecialActionKeepsPasses, "special-action-keeps-passes")


def ward_only_on_active_turn() -> ReferenceEngine:
    return _engine(WardOnlyOnActiveTurn, "ward-only-on-active-turn")


def trigger_without_target() -> ReferenceEngine:
    return _engine(TriggerWithoutTarget, "trigger-without-target")
