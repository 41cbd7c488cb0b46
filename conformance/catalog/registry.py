"""The sets and mechanics the catalog knows. Adding a set or a mechanic means adding one entry here.

A ruling names its set in its id (``WOE-08``) and its mechanic in its record; ``ruling()`` refuses a set or a
mechanic that isn't listed here (catalog/model.py). A mechanic's name is the capability an engine declares in
its hello (docs/protocol.md); ``module`` names the catalog module (``conformance/catalog/<module>.py``) that
defines the rulings filed under it, which the catalog imports. A mechanic without a module is one rulings
only need (``needs=``): split cards, copies, X spells.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtg_protocol.vocab import MechanicName


@dataclass(frozen=True)
class CardSet:
    """A set whose release notes the rulings come from."""

    code: str
    name: str
    released: str
    """Release date, ISO 8601."""


@dataclass(frozen=True)
class Mechanic:
    """A mechanic the rulings are filed under or need, and where the Comprehensive Rules define it."""

    name: MechanicName
    """Its capability name (``mtg_protocol.vocab.MECHANIC_NAMES``, in the same order: tests/protocol/test_vocab.py)."""
    rules: str
    module: str | None = None


SETS: tuple[CardSet, ...] = (
    CardSet("WOE", "Wilds of Eldraine", "2023-09-01"),
    CardSet("LCI", "The Lost Caverns of Ixalan", "2023-11-10"),
    CardSet("MKM", "Murders at Karlov Manor", "2024-02-02"),
)
"""In the order of RULINGS.md, which is the order of every listing of the rulings."""

MECHANICS: tuple[Mechanic, ...] = (
    Mechanic("adventure", "715", "adventure"),
    Mechanic("role", "303.7, 111.10j-r", "role"),
    Mechanic("discover", "701.57", "discover"),
    Mechanic("free_cast", "118.9, 601.2f", "discover"),
    Mechanic("mana_value", "202.3", "discover"),
    Mechanic("disguise", "702.168", "disguise"),
    Mechanic("face_down", "708", "disguise"),
    Mechanic("clue", "111.10f", "clue"),
    Mechanic("investigate", "701.16", "clue"),
    Mechanic("split", "709"),
    Mechanic("mdfc", "712"),
    Mechanic("copy_spell", "707.10"),
    Mechanic("copy_permanent", "707.2"),
    Mechanic("card_name", "201.4"),
    Mechanic("x_spells", "107.3"),
    Mechanic("combat", "506"),
    Mechanic("omen", "720"),
)
"""Every capability name of the protocol's hello, in the order engines declare them."""


def card_set(code: str) -> CardSet | None:
    """The set with this code, or None."""
    return next((s for s in SETS if s.code == code), None)


def mechanic_names() -> tuple[str, ...]:
    return tuple(m.name for m in MECHANICS)


def catalog_modules() -> tuple[str, ...]:
    """The catalog modules that define rulings, each once, in name order."""
    return tuple(sorted({m.module for m in MECHANICS if m.module}))
