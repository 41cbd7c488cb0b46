"""Cards written by hand whose abilities are linked (607): one exiles cards, another refers to the cards "exiled
with" the same object (607.2a, 406.6)."""

from __future__ import annotations

from ..build import Data, card, creature, do, target, trig

_THAT_CARDS_MANA_VALUE = {"count": "exiled_mana_value"}

CARDS: list[Data] = [
    # Avatar: The Last Airbender. Its enters ability exiles up to one creature card from its controller's graveyard
    # and, if one was exiled (608.2c), they lose X life and create X Clue tokens, X being that card's mana value
    # (608.2h). Its end-step ability, whose intervening "if" counts the Clues its controller controls (603.4),
    # targets a card that ability exiled: the two are linked (607.2a), so a card exiled by another object, or by an
    # earlier Nyla that left the battlefield and came back (a new object, 400.7), can't be chosen.
    card(creature("Nyla, Shirshu Sleuth", "{4}{B}", "Mole Beast", 4, 5,
                  trig("enters", do("exile_then_if_exiled", target=0, linked=True, effects=[
                      do("lose_life", n=_THAT_CARDS_MANA_VALUE),
                      do("create_token", token="Clue", n=_THAT_CARDS_MANA_VALUE)]),
                       targets=[target("card", zone="graveyard", controller="you", types=["Creature"],
                                       optional=True)]),
                  trig("beginning_of_your_end", do("to_hand", target=0),
                       targets=[target("card", zone="exile", exiled_with="this")],
                       if_you_control_none={"subtypes": ["Clue"]}),
                  types="Legendary Creature")),
]
