"""Face-down permanents and disguise (702.168, 708): turning face up as a special action (116.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import layers
from .mana import parse_cost
from .objects import GameObject
from .state import Rejected

if TYPE_CHECKING:
    from .game import Game


class FaceDownMixin:
    def disguise_cost_if_face_up(self: Game, obj: GameObject) -> str | None:
        """702.168d: the cost it would have face up, after effects such as "loses all abilities" (MKM ruling)."""
        if obj.face_down != "disguise" or self.has_lost_abilities(obj):
            return None
        return layers.card_values(obj.card, "battlefield", face=obj.face).keyword_value("disguise")

    def turn_face_up_special_action(self: Game, action: dict[str, Any]) -> None:
        """116.2b: any time its controller has priority; it doesn't use the stack (708.8: same permanent)."""
        pid = self.priority
        obj = self.obj(action.get("card", ""))
        if obj.zone == "stack":
            raise Rejected("a face-down spell can't be turned face up (708.7)")
        if obj.zone != "battlefield" or not obj.face_down:
            raise Rejected(f"{obj.id} is not a face-down permanent")
        if obj.controller != pid:
            raise Rejected(f"{pid} doesn't control {obj.id}")
        cost_text = self.disguise_cost_if_face_up(obj)
        if cost_text is None:
            raise Rejected(f"{obj.id} would have no disguise cost face up, so it can't be turned face up this way")
        cost = parse_cost(cost_text)
        assert cost is not None
        payment = self.plan(pid, cost.with_x(0))
        self.reveal(obj, "all")
        self.pay(pid, payment, obj.id)
        obj.face_down = None  # characteristics change; tapped status, attachments and counters stay
        self.invalidate()
        self.emit("turned_face_up", card=obj.id)
        self.trigger_turned_face_up(obj)
        self.give_priority(pid)  # 116.3c: priority again after a special action (earlier passes don't count, 117.4)
