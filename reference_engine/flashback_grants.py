"""702.34a, 611.2: flashback a card has, printed or granted. An effect may give a card in a graveyard flashback
until end of turn ("target instant or sorcery card in your graveyard gains flashback {2}{R}{G}"): the grant is the
``grant`` verb's continuous effect on that object (613.1f, ending at cleanup, 514.2), which stops applying once
the card leaves the graveyard and becomes a new object (400.7). Its owner may then cast it from their graveyard
for that cost (601.2f), and it is exiled whenever it would leave the stack (`stack.py`), as with printed
flashback. Rules over the game like the other sections' modules, bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

from .interface import GameRules
from .objects import Characteristics, GameObject
from .verbs.interactions import flashback_cost


def flashback_cost_of(game: GameRules, obj: GameObject) -> str | None:
    """The flashback cost of a card in a graveyard: its own printed flashback, else the one an effect granted this
    object (the latest, 613.7: the grants apply in timestamp order), else None."""
    own = flashback_cost(obj.card.main.keywords)
    if own is not None or obj.zone != "graveyard":
        return own
    granted = [flashback_cost(eff.data.get("keywords") or ()) for eff in game.continuous_effects
               if eff.target == obj.id and eff.target_serial == obj.serial]
    return next((cost for cost in reversed(granted) if cost is not None), None)


def with_granted_flashback(game: GameRules, obj: GameObject, c: Characteristics) -> Characteristics:
    """The spell's proposed characteristics (601.2a) with the flashback the card was granted in the graveyard, so
    that its total cost is that flashback cost (601.2f, 702.34a); unchanged when its flashback is printed."""
    cost = game.flashback_cost_of(obj)
    if cost is None or flashback_cost(c.keywords) is not None:
        return c
    granted = c.copy()
    granted.keywords = (*c.keywords, f"flashback {cost}")
    return granted
