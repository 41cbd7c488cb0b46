"""Well-known cards from any set for the interactions the rulings talk about: exile, bounce, blink, destroy,
counter, copy, token copies, casting from graveyards and libraries, cascade, costs, protection, hexproof and
shroud, prevention, Food and Treasure, leaves and dies triggers, "enters with counters", manifest and cloak.
"""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []
