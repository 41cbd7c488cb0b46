"""Cards added with the library, graveyard and optional-action verbs (issue 33): an optional sacrifice of the
source (608.2d, 701.21a), a card picked from among milled cards or from a hand (608.2d, 701.17a), written by hand
where the corpus keeps only a first face (an Adventure, 715; the second faces are in cards/hand_checked.json)."""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, static, target, trig

_PERMANENT_TYPES = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]  # 110.4a

CARDS: list[Data] = [
    # ELD. Flaxen Intruder's trigger: its controller may sacrifice it; if they do, a reflexive ability destroys a
    # target artifact or enchantment (603.12). Welcome Home (hand-checked face): three 2/2 green Bears (111.4).
    card(creature("Flaxen Intruder", "{G}", "Human Berserker", 1, 2,
                  trig("combat_damage_to_player",
                       do("may", sacrifice="self",
                          when_you_do={"effects": [do("destroy", target=0)],
                                       "targets": [target("permanent",
                                                          filter={"types_any": ["Artifact", "Enchantment"]})]}))),
         spell("Welcome Home", "{5}{G}{G}", "Sorcery",
               [do("create_creature_token", n=3,
                   token={"subtypes": ["Bear"], "colors": ["G"], "power": 2, "toughness": 2, "keywords": []})],
               subtypes="Adventure"),
         layout="adventure"),
    # WOE. Free the Fae: mill four, then an instant, sorcery or Faerie card from among them into its caster's hand.
    card(creature("Picklock Prankster", "{1}{U}", "Faerie Rogue", 1, 3, keywords=["flying", "vigilance"]),
         spell("Free the Fae", "{1}{U}", "Instant",
               [do("mill_and_take", n=4, filter={"types_any": ["Instant", "Sorcery"], "subtypes_any": ["Faerie"]})],
               subtypes="Adventure"),
         layout="adventure"),
    # WOE. Bramble Familiar: a mana ability, and "{1}{G}, {T}, discard a card: return this to its owner's hand"
    # (118.3). Fetch Quest: mill seven, then a creature, enchantment or land card from among them onto the
    # battlefield (701.17c, 603.6a: put there, not cast; not optional when there is one).
    card(creature("Bramble Familiar", "{1}{G}", "Elemental Raccoon", 2, 2, {"kind": "mana", "produces": "G"},
                  {"kind": "activated", "cost": {"mana": "{1}{G}", "tap": True, "discard": {"n": 1}},
                   "effects": [do("to_hand", target="self")], "targets": []}),
         spell("Fetch Quest", "{5}{G}{G}", "Sorcery",
               [do("mill_and_take", n=7, filter={"types_any": ["Creature", "Enchantment", "Land"]}, to="battlefield")],
               subtypes="Adventure"),
         layout="adventure"),
    # Monster Manual: an artifact adventurer; its ability may put a creature card from hand onto the
    # battlefield (not cast, 603.6a). Zoological Study: mill five, then a creature card from among them into hand.
    card(face("Monster Manual", "{3}{G}", "Artifact", "Book", abilities=[
             {"kind": "activated", "cost": {"mana": "{1}{G}", "tap": True},
              "effects": [do("put_from_hand", filter={"types_any": ["Creature"]})], "targets": []}]),
         spell("Zoological Study", "{2}{G}", "Sorcery",
               [do("mill_and_take", n=5, filter={"types_any": ["Creature"]})], subtypes="Adventure"),
         layout="adventure"),
    # WOE. Beluna Grandsquall: its controller's permanent spells that have an Adventure cost {1} less (a cost
    # change, 601.2f). Seek Thrills: mill seven, then every card among them that has an Adventure into hand.
    card(creature("Beluna Grandsquall", "{G}{U}{R}", "Giant Noble", 4, 4,
                  static(cost_change=-1, applies={"types_any": _PERMANENT_TYPES, "has_adventure": True}, who="you"),
                  types="Legendary Creature", keywords=["trample"]),
         spell("Seek Thrills", "{2}{G}{U}{R}", "Instant",
               [do("mill_and_take", n=7, filter={"has_adventure": True}, all=True)], subtypes="Adventure"),
         layout="adventure"),
    # WOE. Charming Scoundrel: a modal enters trigger (700.2), its mode chosen as it is put on the stack (603.3c):
    # discard a card, then draw a card; a Treasure; or a Wicked Role on a target creature its controller controls.
    card(creature("Charming Scoundrel", "{1}{R}", "Human Rogue", 1, 1,
                  trig("enters", choose_one=[
                      {"effects": [do("discard", n=1), do("draw", n=1)], "targets": []},
                      {"effects": [do("create_token", token="Treasure", n=1)], "targets": []},
                      {"effects": [do("create_role", role="Wicked", attach=0)],
                       "targets": [target("creature", controller="you")]}]),
                  keywords=["haste"])),
]
