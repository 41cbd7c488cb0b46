"""Cards added with the library, graveyard and optional-action verbs (issue 33): an optional sacrifice of the
source (608.2d, 701.21a), written by hand where the corpus keeps only a first face (an Adventure, 715)."""

from __future__ import annotations

from ..build import Data, card, creature, do, spell, target, trig

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
]
