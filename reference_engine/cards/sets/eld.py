"""Throne of Eldraine (ELD): its cards with an Adventure (715)."""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []
