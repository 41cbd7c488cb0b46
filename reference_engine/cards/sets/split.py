"""Split cards (709) left out of the pool, with what each needs. The offline Oracle corpus keeps only a split card's
left half; each right half's characteristics were checked by hand (cards/hand_checked.json, with how) and its rules
read from the same source. None is written here yet (Fire // Ice is in cards/pool.py).
"""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []

LEFT_OUT: dict[str, str] = {
    "Flotsam // Jetsam": "Jetsam: each opponent mills three cards, then its caster may cast a spell from each "
                         "opponent's graveyard without paying its mana cost, exiled instead if it would go to a "
                         "graveyard (601.2, 118.9, 614.1a): no verb casts a card from another player's graveyard",
}
"""The split cards whose right half is hand-checked but not expressible, with its need (translate.py lists it)."""
