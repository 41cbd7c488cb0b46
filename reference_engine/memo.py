"""The memo: every value a game derives from its state, kept while what it was derived from is unchanged.

None of it is state: a game with an empty memo, or with the memo off, gives the same answers (the
cached-against-uncached walk in the tests checks that). A copy of a game starts with an empty memo.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON

if TYPE_CHECKING:
    from .objects import Characteristics, GameObject



class Memo:
    """The derived values of one game, each with the reading that tells whether it is still valid.

    `on` is the single switch: with it off the game derives everything afresh every time.
    """

    def __init__(self, on: bool = True) -> None:
        self.on = on
        self.chars: dict[int, tuple[int, Characteristics]] = {}
        """Permanents' characteristics by serial, with the epoch they were computed in."""
        self.chars_epoch = 0
        """Advanced by `Game.invalidate`: anything that could change a permanent's characteristics."""
        self.own_chars: dict[int, tuple[int, Characteristics]] = {}
        """Other objects' characteristics by serial, with the object's revision (the game's clock for a card with a
        characteristic-defining ability, 604.3)."""
        self.described: dict[tuple[int, str | None], tuple[int, Characteristics | None, JSON]] = {}
        """Each object's description per viewer, with its revision and characteristics."""
        self.derived: dict[Hashable, Any] = {}
        """Values derived from the whole state at revision `derived_at` (`Game.while_unchanged`)."""
        self.derived_at = -1
        self.view_zones: list[tuple[str, list[str]]] | None = None
        """The zone lists in observation order (they live as long as the game)."""
        self.zone_views: dict[tuple[str, str | None], tuple[list[Any], list[JSON]]] = {}
        """Each zone's descriptions per viewer, with the revisions of its objects."""
        self.statics: list[tuple[GameObject, dict[str, Any]]] | None = None
        """The static abilities on the battlefield, until `Game.invalidate`."""
        self.trigger_events: frozenset[str] = frozenset()
        """Every trigger event the permanents' cards name (`triggers.watched`), at the revision `trigger_events_at`."""
        self.trigger_events_at = -1
        self.no_sba_at = -1
        """The revision at which state-based actions last found nothing to do."""
        self.sba_waits = False
        """Whether the last check left a state-based action waiting on what the clock doesn't follow: a Saga whose
        chapter ability hasn't left the stack (704.5s), so "nothing to do" isn't kept for it."""
        self.conditions_at: tuple[Any, ...] | None = None
        """The game's clock, active player and turn when conditional static abilities were last judged (611.3a:
        conditions.refresh_conditional_statics)."""
        self.state_dependent = False
        """Whether the static abilities last found (`statics`, set with them) hold one whose effect follows the state
        (conditions.follows_the_state); until they are found again it may say so of abilities gone, never the
        reverse: a permanent's arrival with a static ability invalidates, and the characteristics are then found
        anew, finding the static abilities."""

