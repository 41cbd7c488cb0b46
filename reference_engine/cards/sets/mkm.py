"""Murders at Karlov Manor (MKM): its cards with disguise (702.168), and those that investigate, create Clues or
refer to Clues (701.16, 111.10f).
"""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []
