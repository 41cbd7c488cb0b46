"""Cloak cards (701.58) and library searches (701.23), by hand where the translator doesn't read a card: a modal
trigger (700.2), an Equipment that attaches itself to what it cloaked (701.3a), and Adventure and Omen faces the
corpus lacks (their characteristics in cards/hand_checked.json; their rules read from the same public card
script and written here as our data)."""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, static, target, trig

CARDS: list[Data] = [
    # MKM. At the beginning of combat on its controller's turn, a mode (700.2, 603.3c): cloak a card from their
    # hand, or a +1/+1 counter on each colorless creature they control (face-down ones are colorless: 708.2a).
    card(creature("Vannifar, Evolved Enigma", "{2}{G}{U}", "Elf Ooze Wizard", 3, 4,
                  trig("beginning_of_your_beginning_of_combat", choose_one=[
                      {"effects": [do("cloak_from_hand")], "targets": []},
                      {"effects": [do("counters_on_each", filter={"controller": "you", "colorless": True},
                                      counter="+1/+1", n=1)], "targets": []}]),
                  types="Legendary Creature")),
    # MKM. An Equipment with no equip ability: it enters, cloaks, and attaches itself to the cloaked permanent; the
    # equipped creature gets +1/+0 and can't be blocked (509.1b); {1}{U} returns it to its owner's hand.
    card(face("Cryptic Coat", "{2}{U}", "Artifact", "Equipment", abilities=[
        trig("enters", do("cloak_and_attach_source")),
        static(affects="equipped", power=1, toughness=0, grant=[static(evasion="unblockable")]),
        {"kind": "activated", "cost": {"mana": "{1}{U}"}, "effects": [do("to_hand", target="self")],
         "targets": []}])),
    # MKM. As it enters, a flying counter on each face-down creature its controller controls (122.1b); theirs
    # enter with one (614.1c); at the beginning of their upkeep they may cloak their library's top card (608.2d).
    card(face("Veiled Ascension", "{3}{W}", "Enchantment", abilities=[
        trig("enters", do("counters_on_each", filter={"controller": "you", "face_down": True}, counter="flying",
                          n=1)),
        static(enters_with_counter="flying", applies={"face_down": True}),
        trig("beginning_of_your_upkeep", do("may", if_you_do=[do("cloak", n=1)]))])),
    # MKM. A nontoken creature its caster owns and their library's top two cards are exiled face down together,
    # shuffled, then cloaked, each entering tapped (701.58a, 701.58e).
    card(spell("Become Anonymous", "{2}{U}{U}", "Instant", [do("cloak_with_top_cards", target=0, n=2, tapped=True)],
               [target("creature", nontoken=True, owner="you")])),
    # LCI. The target's owner shuffles it into their library, then discovers X, X its mana value (608.2h, 701.57a).
    card(spell("Zoyowa's Justice", "{1}{R}", "Instant", [do("shuffle_into_library_then_discover", target=0)],
               [target("permanent", filter={"types_any": ["Artifact", "Creature"]}, mv_min=1)])),
    # LTR. A legendary artifact: creatures its controller controls get +1/+1; an end-step draw. Seek the Heart
    # (hand-checked face): search for a legendary creature card, reveal it, into the hand, then shuffle.
    card(face("The Arkenstone", "{5}", "Legendary Artifact", abilities=[
            static(affects="creatures_you_control", power=1, toughness=1),
            trig("beginning_of_your_end", do("draw", n=1))]),
         spell("Seek the Heart", "{2}{W}", "Sorcery",
               [do("search_library", filter={"types": ["Creature"], "supertypes": ["Legendary"]}, to="hand",
                   reveal=True)], subtypes="Adventure"),
         layout="adventure"),
    # CLB. Menace and deathtouch while four or more creature cards are in its controller's graveyard (611.3a).
    # Entropic Decay (hand-checked face): its caster mills four cards (701.17a).
    card(creature("Gray Slaad", "{2}{B}", "Frog Horror", 4, 1,
                  static(affects="self", keywords=["menace", "deathtouch"],
                         condition={"graveyard_min": {"types": ["Creature"], "n": 4}})),
         spell("Entropic Decay", "{1}{B}", "Sorcery", [do("mill_yourself", n=4)], subtypes="Adventure"),
         layout="adventure"),
    # TDM. An omen card (720): Roost Seek searches for a basic land card, reveals it, puts it into the hand, then
    # shuffles (and the Omen itself is shuffled into its owner's library as it resolves, omen.py).
    card(creature("Sagu Wildling", "{4}{G}", "Dragon", 3, 3, trig("enters", do("gain_life", n=3)),
                  keywords=["flying"]),
         spell("Roost Seek", "{G}", "Sorcery",
               [do("search_library", filter={"types": ["Land"], "supertypes": ["Basic"]}, to="hand", reveal=True)],
               subtypes="Omen"),
         layout="omen"),
    # MKM. Face-down creatures its controller controls have an activated ability (613.1f, the static's layer 6):
    # turn that creature face up by the effect (no cost, 708.8); if it can't be (a cloaked or manifested instant or
    # sorcery card, revealed and left face down, 701.58g, or a permanent no longer face down), exile it and its
    # controller may cast that card now without paying its mana cost (608.2g). An Assassin of theirs dealing combat
    # damage to an opponent cloaks that player's library's top card, under Etrata's controller's control (701.58a).
    card(creature("Etrata, Deadly Fugitive", "{1}{U}{B}", "Vampire Assassin", 1, 4,
                  static(affects="face_down_creatures_you_control", grant=[
                      {"kind": "activated", "cost": {"mana": "{2}{U}{B}"}, "targets": [],
                       "effects": [do("turn_face_up", target="self",
                                      otherwise=[do("exile_may_cast_free", target="self")])]}]),
                  trig("creature_combat_damage_to_player", do("cloak", that_players=True),
                       filter={"controller": "you", "subtypes_any": ["Assassin"]}, to_opponent=True),
                  types="Legendary Creature", keywords=["deathtouch"])),
]

# MKM. For each player, up to one target nonland permanent that player controls (115.1, 601.2c: for_each_player); the
# permanents are exiled at once, then each one's controller cloaks the top card of their library (701.58a).
CARDS += [
    card(spell("Unexplained Absence", "{3}{W}", "Instant", [do("exile_targets_then_their_controllers_cloak")],
               [target("permanent", not_types=["Land"], for_each_player=True)])),
]

# MKM. A modal spell, one or both modes chosen as it is cast (700.2, 601.2b): turn target face-down creature face up
# (708.8; a cloaked instant or sorcery card stays face down, 701.58g), and exile any number of face-up creatures its
# caster controls with disguise in a face-down pile, shuffled, then cloaked one at a time (406.3, 701.58e).
CARDS += [
    card(spell("Expose the Culprit", "{1}{R}", "Instant", [], modes=[
        {"effects": [do("turn_face_up", target=0)], "targets": [target("creature", face_down=True)]},
        {"effects": [do("exile_chosen_then_cloak", filter={"keywords": ["disguise"]})], "targets": []}])),
]
