"""Murders at Karlov Manor (MKM): its cards with disguise (702.168), and those that investigate, create Clues or
refer to Clues (701.16, 111.10f); and two that suspect (701.60), for the rulings about suspected creatures; and
Tivit, Seller of Secrets from its Commander decks (MKC), which the set's Clue cards listing left out, for voting
(701.38).

How set membership was established: the offline Oracle corpus has no set codes, so candidates were found in it by
keyword (Disguise, Investigate) and by text (Clue, investigate, turned face up), and each was kept only when we know
it was printed in MKM itself (not in its Commander decks, the Assassin's Creed set, Alchemy or earlier sets such as
Shadows over Innistrad). Characteristics come from the corpus (tests/engine/test_oracle.py checks them). Cards of these
mechanics that the engine can't play faithfully yet are left out, each with its reason, in `LEFT_OUT`.

MKM cards already in the pool elsewhere (cards/pool.py): Alquist Proft, Master Sleuth; Wrench; Deduce.
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, static, target, trig

_CREATURE = target("creature")
_YOURS = {"controller": "you"}
_DOG = {"subtypes": ["Dog"], "colors": ["W"], "power": 1, "toughness": 1}
_DETECTIVE = {"subtypes": ["Detective"], "colors": ["W", "U"], "power": 2, "toughness": 2}

CARDS: list[Data] = [
    # --- disguise (702.168) ---
    # When turned face up: bounce another permanent you control, then a +1/+1 counter on itself.
    card(creature("Forum Familiar", "{W}", "Cat", 1, 1,
                  trig("turned_face_up", do("to_hand", target=0),
                       do("add_counters", counter="+1/+1", n=1, target="self"),
                       targets=[target("permanent", controller="you", other=True)]),
                  keywords=["disguise {1}{W}"])),
    # One ability with two events, entering or being turned face up (603.2, 708.8); up to one target.
    card(creature("Offender at Large", "{4}{R}", "Giant Rogue", 5, 4,
                  trig("enters_or_turned_face_up", do("pump", target=0, power=2, toughness=0),
                       targets=[target("creature", optional=True)]),
                  keywords=["disguise {4}{R}"])),
    card(face("Concealed Weapon", "{1}{R}", "Artifact", "Equipment", abilities=[
        static(affects="equipped", power=3, toughness=0),
        trig("turned_face_up", do("attach_source", target=0), targets=[target("creature", controller="you")]),
        {"kind": "equip", "cost": {"mana": "{1}{R}"}}],
        keywords=["disguise {2}{R}"])),
    # A land with disguise (702.168a: cast face down from the hand like any card); turned face up, two mana of one
    # color that its controller doesn't lose as steps and phases end this turn (500.4, 106.4)
    card(face("Branch of Vitu-Ghazi", None, "Land", abilities=[
        {"kind": "mana", "produces": "C"},
        trig("turned_face_up", do("add_mana_of_a_chosen_color", n=2, until="end_of_turn"))],
        keywords=["disguise {3}"])),
    card(creature("Riftburst Hellion", "{5}{R}{G}", "Hellion", 6, 7, keywords=["reach", "disguise {4}{R/G}{R/G}"])),
    # When it dies (face up), it deals 2 damage to any target.
    card(creature("Shady Informant", "{3}{B}{R}", "Ogre Rogue", 4, 2,
                  trig("dies", do("damage", n=2, target=0), targets=[target("any")]),
                  keywords=["disguise {2}{B/R}{B/R}"])),
    card(creature("Dog Walker", "{R}{W}", "Human Citizen", 3, 1,
                  trig("turned_face_up", do("create_creature_token", token=_DOG, n=2, tapped=True)),
                  keywords=["vigilance", "disguise {R/W}{R/W}"])),
    card(creature("Museum Nightwatch", "{3}{W}", "Centaur Soldier", 3, 2,
                  trig("dies", do("create_creature_token", token=_DETECTIVE)),
                  keywords=["disguise {1}{W}"])),
    # "As this is turned face up" (614.1e): four +1/+1 counters, a replacement rather than a trigger.
    card(creature("Bubble Smuggler", "{1}{U}", "Octopus Fish", 2, 1,
                  {"kind": "as_turned_face_up", "effects": [do("add_counters", counter="+1/+1", n=4, target="self")]},
                  keywords=["disguise {5}{U}"])),
    # As it enters or is turned face up: a +1/+1 counter for each other creature its controller controls.
    card(creature("Crowd-Control Warden", "{3}{G}{W}", "Centaur Soldier", 4, 4,
                  *[{"kind": kind, "effects": [do("counters_per_other_creature", counter="+1/+1",
                                                  filter={"controller": "you"})]}
                    for kind in ("as_enters", "as_turned_face_up")],
                  keywords=["disguise {3}{G/W}{G/W}"])),
    # Enters tapped (614.1c; face down it has no abilities, so it enters untapped); turned face up, it drains a
    # target opponent for 3.
    card(creature("Alley Assailant", "{2}{B}", "Vampire Rogue", 3, 3,
                  {"kind": "as_enters", "effects": [do("tap", target="self")]},
                  trig("turned_face_up", do("drain", target=0, n=3),
                       targets=[target("player", controller="opponent")]),
                  keywords=["disguise {4}{B}{B}"])),
    # Whenever it or another creature its controller controls is turned face up, +1/+1 counters on that creature
    # equal to that creature's power.
    card(creature("Experiment Twelve", "{3}{G}", "Elf Lizard Warrior", 4, 4,
                  trig("creature_turned_face_up", do("counters_equal_to_power", target="that", counter="+1/+1"),
                       filter={"controller": "you"}),
                  keywords=["trample", "disguise {4}{G}"])),
    # Whenever it or another creature its controller controls is turned face up, that creature deals damage equal
    # to its power to each opponent.
    card(creature("Pyrotechnic Performer", "{1}{R}", "Lizard Assassin", 3, 2,
                  trig("creature_turned_face_up", do("power_damage_to_opponents", source="that"),
                       filter={"controller": "you"}),
                  keywords=["disguise {R}"])),
    # Turned face up: a +1/+1 counter on each creature its controller controls, and they gain trample this turn.
    card(creature("Greenbelt Radical", "{3}{G}", "Centaur Citizen", 4, 4,
                  trig("turned_face_up", do("counters_on_each", filter=_YOURS, counter="+1/+1", n=1),
                       do("pump_each", filter=_YOURS, keywords=["trample"])),
                  keywords=["disguise {5}{G}{G}"])),
    # Turned face up: creatures its controller controls gain hexproof until end of turn, and untap.
    card(creature("Essence of Antiquity", "{3}{W}{W}", "Golem", 1, 10,
                  trig("turned_face_up", do("pump_each", filter=_YOURS, keywords=["hexproof"]),
                       do("untap_each", filter=_YOURS)),
                  types="Artifact Creature", keywords=["disguise {2}{W}"])),
    # Turned face up: exile another nonland permanent; if its controller controlled it, it comes back tapped,
    # otherwise that permanent's controller gets a 2/2 Detective.
    card(creature("Unyielding Gatekeeper", "{1}{W}", "Elephant Cleric", 3, 2,
                  trig("turned_face_up", do("exile_return_if_yours", target=0, token=_DETECTIVE),
                       targets=[target("permanent", other=True, not_types=["Land"])]),
                  keywords=["disguise {1}{W}"])),
    card(creature("Bolrac-Clan Basher", "{4}{R}{R}", "Cyclops Warrior", 3, 2,
                  keywords=["double strike", "trample", "disguise {3}{R}{R}"])),
    card(creature("Undercover Crocodelf", "{4}{G}{U}", "Elf Crocodile Detective", 5, 5,
                  trig("combat_damage_to_player", do("investigate", n=1)),
                  keywords=["disguise {3}{G/U}{G/U}"])),
    # --- investigate and Clues (701.16) ---
    card(creature("Novice Inspector", "{W}", "Human Detective", 1, 2, trig("enters", do("investigate", n=1)))),
    # Enters: return up to one other creature to its owner's hand; if its controller controlled it, investigate.
    card(creature("Hotshot Investigators", "{5}{U}", "Vedalken Detective", 4, 4,
                  trig("enters", do("to_hand_investigate_if_yours", target=0),
                       targets=[target("creature", other=True, optional=True)]))),
    card(spell("Auspicious Arrival", "{1}{W}", "Instant",
               [do("pump", target=0, power=2, toughness=2), do("investigate", n=1)], [_CREATURE])),
    card(face("Lead Pipe", "{B}", "Artifact", "Clue Equipment", abilities=[
        static(affects="equipped", power=2, toughness=0),
        trig("creature_dies", do("opponents_lose_life", n=1), filter={"equipped": True}),
        {"kind": "activated", "cost": {"mana": "{2}", "sacrifice_self": True}, "effects": [do("draw", n=1)]},
        {"kind": "equip", "cost": {"mana": "{2}"}}])),
    card(spell("On the Job", "{2}{W}{W}", "Instant",
               [do("pump_each", filter=_YOURS, power=2, toughness=1), do("investigate", n=1)])),
    card(spell("The Chase Is On", "{2}{R}", "Instant",
               [do("pump", target=0, power=3), do("grant", target=0, keywords=["first strike"]),
                do("investigate", n=1)], [_CREATURE])),
    # Its last sentence: the opponents' suspected creatures stop being suspected (701.60a).
    card(spell("Eliminate the Impossible", "{1}{U}", "Instant",
               [do("investigate", n=1), do("pump_each", filter={"controller": "opponent"}, power=-2),
                do("unsuspect_each", filter={"controller": "opponent"})])),
    # Parley (207.2c, an ability word): each player reveals their library's top card (701.20a), its controller
    # investigates once for each nonland card revealed, then each player draws a card (101.4). At its controller's
    # end step they may untap their lands; if they do, they can't cast spells until their next turn (613.11).
    card(creature("Innocuous Researcher", "{3}{G}", "Centaur Detective", 3, 4,
                  trig("attacks", do("each_reveals_top"),
                       do("investigate", n={"count": "revealed", "not_types": ["Land"]}), do("each_player_draws", n=1)),
                  trig("beginning_of_your_end", do("may", if_you_do=[
                      do("untap_permanents", filter={"types_any": ["Land"]}), do("cant_cast_until_your_next_turn")])))),
    # 701.20a, 121.1: its controller may reveal the first card they draw each turn as they draw it (a choice made during
    # the draw); revealing an instant or sorcery card this way makes the legendary Cherubael (111.4, 205.4d).
    card(creature("Inquisitor Eisenhorn", "{2}{U}{B}", "Human Inquisitor", 2, 3,
                  static(reveal_first_draw=True),
                  trig("revealed_first_draw", do("create_creature_token", n=1, token={
                      "name": "Cherubael", "supertypes": ["Legendary"], "subtypes": ["Demon"], "colors": ["B"],
                      "power": 4, "toughness": 4, "keywords": ["flying"]}),
                       filter={"types_any": ["Instant", "Sorcery"]}),
                  trig("combat_damage_to_player", do("investigate", n={"count": "damage_dealt"})),
                  types="Legendary Creature")),
    # --- suspect (701.60): a suspected creature has menace and can't block ---
    card(creature("Person of Interest", "{3}{R}", "Human Rogue", 2, 2,
                  trig("enters", do("suspect", target="self"), do("create_creature_token", token=_DETECTIVE)))),
    card(spell("Reasonable Doubt", "{1}{U}", "Instant",
               [do("counter_unless_paid", target=0, cost="{2}"), do("suspect", target=1)],
               [target("spell"), target("creature", optional=True)])),
    # Any number of target players (115.1), {W}{U} more for each target beyond the first (601.2f); one investigation
    # for each creature the target players still legal control as it resolves (608.2b, 608.2h).
    card(spell("Officious Interrogation", "{W}{U}", "Instant",
               [do("investigate", n={"count": "permanents",
                                     "filter": {"controller": "target_players", "types": ["Creature"]}})],
               [target("player", any_number=True)], abilities=[static(cost_per_extra_target="{W}{U}")])),
    # --- voting (701.38) ---
    # MKC. Council's dilemma: as it enters or deals combat damage to a player (one ability, two events, 603.2),
    # each player votes, starting with its controller, who may vote an additional time (701.38d); one investigation
    # for each evidence vote, one Treasure for each bribery vote (608.2c).
    card(creature("Tivit, Seller of Secrets", "{3}{W}{U}{B}", "Sphinx Rogue", 6, 6,
                  trig("enters_or_combat_damage_to_player",
                       do("vote", choices=[{"word": "evidence", "effects": [do("investigate", n=1)]},
                                           {"word": "bribery", "effects": [do("create_token", token="Treasure",
                                                                              n=1)]}],
                          additional_vote=True)),
                  types="Legendary Creature", keywords=["flying", "ward {3}"])),
    # X in its disguise cost is chosen as the special action turns it face up (107.3d), and its turned-face-up
    # trigger knows it (107.3e): up to X other target creatures and/or creature cards in graveyards (601.2c, one
    # instance of the word target over two zones, 115.1), each exiled; the exiled cards are linked to its
    # leaves-the-battlefield ability (607.2a), which returns those still in exile to their owners' hands
    card(creature("Aurelia's Vindicator", "{2}{W}{W}", "Angel", 4, 2,
                  trig("turned_face_up", do("for_each_target", target=0, effects=[do("exile_linked", target=0)]),
                       targets=[{"kind": "any_of", "count": "up_to_x",
                                 "of": [target("creature", other=True),
                                        target("card", zone="graveyard", types=["Creature"])]}]),
                  trig("leaves", do("return_linked_to_hand")),
                  keywords=["flying", "lifelink", "ward {2}", "disguise {X}{3}{W}"])),
]

# 115.7, 115.7d: when it is turned face up, its controller may choose new targets for any number of the other spells
# and abilities on the stack, one at a time from the top (each changed target legal, the others kept).
CARDS += [
    card(creature("Boltbender", "{3}{R}", "Goblin Wizard", 4, 2, trig("turned_face_up",
                                                                      do("choose_new_targets_for_others")),
                  keywords=["disguise {1}{R}"])),
]

# 601.2c: X target creatures (their number set as it is cast), exiled at once; investigate X times (701.16a); one
# delayed trigger returns the exiled cards together, tapped, at the beginning of the next end step (603.7a, 610.3c).
CARDS += [
    card(spell("Disorder in the Court", "{X}{W}{U}", "Instant",
               [do("exile_targets_until_next_end_step", tapped=True), do("investigate", n="X")],
               [target("creature", times="X")])),
]

LEFT_OUT: dict[str, str] = {
    # Clue cards whose first unread line the translator can only call "a damage event" (issue 33, combat group)
    # disguise
    "Coveted Falcon": "\"any number of target permanents you control\" (115.1: the targets choice would list "
                      "every subset of one's permanents), given to a target opponent for good (613.1b), with a card "
                      "drawn for each they gained (608.2h), isn't in the vocabulary; gaining control of a target "
                      "permanent for good is (effects.gain_lasting_control)",
    # investigate, Clues
    "Candlestick": "surveil",
    "Case of the Filched Falcon": "already in the pool: sets/cases.py (Cases, 719)",
    "Curious Cadaver": "returns from the graveyard on a Clue's sacrifice",
    "Knife": "a static ability that applies only during its controller's turn isn't modelled",
    "Rope": "reach with \"can't be blocked by more than one creature\"",
    "Scene of the Crime": "tapping an untapped creature as a cost",
    # refer to turning face up, not disguise themselves
    "Karlov Watchdog": "\"can't be turned face up\" and an attack-with-three trigger",
    "Perimeter Enforcer": "triggers on other Detectives entering and on being turned face up",
    "Projektor Inspector": "\"you may draw; if you do, discard\"",
}
"""MKM cards of these mechanics deliberately left out of the pool, each with why."""
