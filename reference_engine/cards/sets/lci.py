"""The Lost Caverns of Ixalan (LCI): its cards with discover (701.57)."""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []
