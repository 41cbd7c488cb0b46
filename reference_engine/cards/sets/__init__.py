"""Real cards by set, one module per set or theme, each a list ``CARDS`` of definitions (cards/build.py).

The pool (cards/pool.py) adds them after its own cards: the modules listed below in their order, then any other
module of this package in name order (a new set's module needs no line here). A card appears once in the whole
pool: before adding one, check `reference_engine.cards.lookup(name)`. Every real face must agree with Oracle data
(tests/engine/test_oracle.py; second faces the offline corpus lacks go in cards/hand_checked.json).
"""

from __future__ import annotations

import importlib
import pkgutil

from ..build import Data
from . import adventure_zones, adventures, eld, interactions, lci, mdfc, mkm, omens, woe, woe_roles
from . import library as library_set

SET_CARDS: list[Data] = [*eld.CARDS, *woe.CARDS, *woe_roles.CARDS, *lci.CARDS, *mkm.CARDS, *interactions.CARDS,
                         *mdfc.CARDS, *adventures.CARDS, *omens.CARDS,
                         *adventure_zones.CARDS]
SET_CARDS += library_set.CARDS


def _unlisted(listed: list[Data]) -> list[Data]:
    """The cards of the package's modules that `listed` leaves out, module by module in name order."""
    seen = {id(card) for card in listed}
    cards: list[Data] = []
    for found in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module_cards: list[Data] = importlib.import_module(f"{__name__}.{found.name}").CARDS
        cards += [card for card in module_cards if id(card) not in seen]
    return cards


SET_CARDS += _unlisted(SET_CARDS)
