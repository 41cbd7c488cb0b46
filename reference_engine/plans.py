"""The plans of the casting pipeline as data: a cast that passed every check of 601.2a-f, an activation that passed
602.2's, and the permission a cast relies on (casting.py makes them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import AltCost, CastMode

if TYPE_CHECKING:
    from .mana import Payment
    from .objects import GameObject


@dataclass
class CastPlan:
    """A cast that passed every check of 601.2a-f, ready to be paid for and put on the stack."""

    pid: str
    obj: GameObject
    mode: CastMode
    alt_cost: AltCost | None
    permission: CastPermission
    x: int
    kicked: bool
    sacrificed: list[GameObject]
    targets: list[str]
    payment: Payment
    discarded: GameObject | None = None  # retrace's land card (702.81a)
    division: list[int] = field(default_factory=list)  # 601.2d: each target's share, in the order of targets
    modes: list[int] = field(default_factory=list)  # 700.2, 601.2b: the modes chosen, in printed order
    replicated: int = 0  # 702.56a: the times its replicate cost was paid


@dataclass
class ActivationPlan:
    """An activation that passed every check of 602.2, ready to be paid for."""

    pid: str
    obj: GameObject
    ability: JSON
    x: int
    targets: list[str]
    victims: list[GameObject]
    color: str | None
    payment: Payment
    discarded: list[GameObject] = field(default_factory=list)  # a discard cost's cards (118.3, 701.9a)
    exiled: list[GameObject] = field(default_factory=list)  # an exile cost's permanents (118.3, 701.13a)
    tapped: list[GameObject] = field(default_factory=list)  # a tap or crew cost's permanents (701.26a, 702.122a)


@dataclass
class CastPermission:
    """Where a cast is allowed from, and on what terms."""

    source: str  # hand, adventure, impulse, library_top, discover
    free: bool = False
    ignore_timing: bool = False
    max_mana_value: int | None = None
    as_though_flash: bool = False  # the cast pays a "cast it as though it had flash" cost (601.2f)
