"""Wilds of Eldraine (WOE): its cards with an Adventure (715) and its cards that create Roles (303.7, 111.10j-r)."""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []
