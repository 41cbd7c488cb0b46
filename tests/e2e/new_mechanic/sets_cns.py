"""Conspiracy (CNS): the will-of-the-council cards, whose players vote (701.38)."""

from __future__ import annotations

from ..build import Data, card, do, spell

CARDS: list[Data] = [
    # Will of the council: starting with its caster, each player votes for a nonland permanent its caster doesn't
    # control; each one with the most votes or tied for the most is exiled.
    card(spell("Council's Judgment", "{1}{W}{W}", "Sorcery",
               [do("vote_to_exile", filter={"controller": "opponent", "not_types": ["Land"]})], [])),
]
