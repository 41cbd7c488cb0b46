"""The card pool: named cards and token kinds as data, and the card model."""

from .model import CardDef, Face, parse_card, setup_card
from .pool import (
    ROLE_KINDS,
    TOKENS,
    card_names,
    definitions,
    lookup,
    missing_definitions,
    names_for_choice,
    pool_card,
    setup_names,
    uses_synthetic,
)

__all__ = ["CardDef", "Face", "ROLE_KINDS", "TOKENS", "card_names", "definitions", "lookup", "missing_definitions",
           "names_for_choice", "parse_card", "pool_card", "setup_card", "setup_names", "uses_synthetic"]
