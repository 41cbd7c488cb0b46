"""Real cards by set, one module per set or theme, each a list ``CARDS`` of definitions (cards/build.py).

The pool (cards/pool.py) adds them after its own cards. A card appears once in the whole pool: before adding
one, check `reference_engine.cards.lookup(name)`. Every real face must agree with Oracle data
(tests/engine/test_oracle.py; second faces the offline corpus lacks go in cards/hand_checked.json).
"""

from __future__ import annotations

from ..build import Data
from . import adventure_zones, adventures, eld, interactions, lci, mdfc, mkm, omens, woe, woe_roles
from . import keyword_actions as keyword_action_cards
from . import library as library_set

SET_CARDS: list[Data] = [*eld.CARDS, *woe.CARDS, *woe_roles.CARDS, *lci.CARDS, *mkm.CARDS, *interactions.CARDS,
                         *mdfc.CARDS, *adventures.CARDS, *omens.CARDS,
                         *adventure_zones.CARDS]
SET_CARDS += library_set.CARDS
SET_CARDS += keyword_action_cards.CARDS
