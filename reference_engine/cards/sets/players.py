"""Cards of choices other players make and of effects between players (issue 33's players group), by hand where the
translator doesn't read them: a choice each opponent makes as an ability resolves (608.2d), counted afterwards
(608.2h)."""

from __future__ import annotations

from ..build import Data, card, creature, do, trig

CARDS: list[Data] = [
    # One ability with two events, entering or leaving the battlefield (603.6a, 603.6c, looking back 603.10a): each
    # opponent may investigate, each who doesn't loses 1 life, then its controller investigates one plus the number
    # of opponents who did (608.2h). Partner (friends forever) matters only to building a Commander deck (702.124).
    card(creature("Wernog, Rider's Chaplain", "{W}{B}", "Human", 1, 2,
                  trig("enters_or_leaves",
                       do("each_opponent_may", if_they_do=[do("investigate", n=1)],
                          if_they_dont=[do("lose_life", n=1)]),
                       do("investigate", n={"count": "opponents_who_did", "plus": 1})),
                  types="Legendary Creature", keywords=["partner"])),
]
