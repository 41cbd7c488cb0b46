"""The parts of the game state that are not objects: players, stack abilities, choices, permissions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .revision import Tracked

STEPS = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)
MAIN_PHASES = ("precombat_main", "postcombat_main")


class Rejected(Exception):
    """An action the rules don't allow now; the game is left as it was (rule 732)."""


class SetupError(ValueError):
    """A setup that does not describe a legal game state."""


@dataclass
class Player(Tracked):
    id: str
    life: int = 20
    pool: Counter[str] = field(default_factory=Counter)
    lost: bool = False
    drew_from_empty: bool = False
    library_top_casts: int = 0
    lands_played: int = 0

    def add_mana(self, symbol: str, n: int = 1) -> None:
        """Add (or, with n < 0, spend) mana; a new Counter, so the change is tracked."""
        pool = Counter(self.pool)
        pool[symbol] += n
        self.pool = +pool  # drops symbols with none left

    def empty_pool(self) -> None:
        if self.pool:
            self.pool = Counter()


@dataclass
class StackAbility:
    """A triggered or activated ability on the stack (113.1b)."""

    id: str
    source: str
    source_serial: int
    source_name: str | None
    controller: str
    ability: dict[str, Any]
    targets: list[str] = field(default_factory=list)
    x: int = 0
    timestamp: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
    newest_serial: int = 0
    """The newest object's serial when the ability was put on the stack: a target with a later serial has
    changed zones since, a new object the ability never targeted (400.7, 608.2b)."""


ALL_COMBAT_DAMAGE = "all combat damage"
"""The target of a prevention shield that prevents all combat damage this turn (Fog, 615.1a)."""

FREE_CAST_CHOICES = {"discover_cast": "discover", "cascade_cast": "cascade"}
"""Pending choices that offer to cast an exiled card without paying its mana cost (701.57a, 702.85a), each with
the source of that permission."""


@dataclass(eq=False)
class Pending:
    """A choice the game waits for (one player answers with a `choose` action); each one is distinct."""

    player: str
    kind: str
    options: list[Any]
    on_choose: Callable[[Any], None]
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Permission:
    """A permission to cast or play a card from a zone other than the hand."""

    card: str
    serial: int
    player: str
    modes: tuple[str, ...]
    source: str
    free: bool = False
    max_mana_value: int | None = None
    until_end_of_turn: bool = False
    until_end_step: tuple[str, int] | None = None
    """"Until your next end step": (the player, the turn whose end step doesn't count because the permission
    was granted during it, else -1); it ends as that player's next end step begins."""


@dataclass(frozen=True)
class PreventionShield:
    """615.7: "prevent the next N damage" (or all damage, `amount` None) to a player or a permanent this turn."""

    target: str
    serial: int | None  # the permanent's, so a new object isn't shielded (400.7); None for a player
    amount: int | None


@dataclass
class TriggerInstance:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: str
    source_serial: int
    source_name: str | None
    controller: str
    ability: dict[str, Any]
    x: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
