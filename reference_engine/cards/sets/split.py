"""Split cards (709) left out of the pool, with what each needs. The offline Oracle corpus keeps only a split card's
left half; each right half's characteristics were checked by hand (cards/hand_checked.json, with how) and its rules
read from the same source (Fire // Ice is in cards/pool.py).
"""

from __future__ import annotations

from ..build import Data, card, do, spell

CARDS: list[Data] = [
    # MKM. Flotsam mills its caster three cards and investigates; Jetsam has each opponent mill three, then its
    # caster may cast a spell from each opponent's graveyard without paying its mana cost (601.2, 118.9), exiled
    # instead if it would be put into a graveyard (614.1a: verbs/graveyard_casts.py).
    card(spell("Flotsam", "{1}{G/U}", "Instant", [do("mill_yourself", n=3), do("investigate", n=1)]),
         spell("Jetsam", "{4}{U/B}{U/B}", "Instant", [do("opponents_mill_then_cast_from_graveyards", n=3)]),
         layout="split"),
]

LEFT_OUT: dict[str, str] = {}
"""The split cards whose right half is hand-checked but not expressible, with its need (translate.py lists it)."""
