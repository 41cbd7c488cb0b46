"""Omen cards (720), Tarkir: Dragonstorm's, and what each Omen face left out of the pool needs.

The offline Oracle corpus gives omen cards the Adventure layout and keeps only their creature face; each Omen
face's characteristics were checked by hand (cards/hand_checked.json, with how) and its rules read from the same
source. ``CARDS`` holds the omen cards whose two faces the vocabulary expresses whole. ``OMEN_FACE_NEEDS`` names,
for each omen card whose creature face the translator reads but whose Omen face the vocabulary can't express yet,
the rule or verb that face needs (translate.adventure_need lists an omen card left out with its first face's need
first, like any Adventure-layout card).
"""

from __future__ import annotations

from ..build import Data, card, creature, do, spell, target, trig

_OTHER_NONLAND = target("permanent", other=True, not_types=["Land"], optional=True)


def _omen(creature_face: Data, omen_face: Data) -> Data:
    return card(creature_face, omen_face, layout="omen")


CARDS: list[Data] = [
    # At the beginning of combat on its controller's turn, another creature they control gets +1/+0 (a target).
    _omen(creature("Riling Dawnbreaker", "{4}{W}", "Dragon", 3, 4,
                   trig("beginning_of_your_beginning_of_combat", do("pump", target=0, power=1, toughness=0),
                        targets=[target("creature", controller="you", other=True)]),
                   keywords=["flying", "vigilance"]),
          spell("Signaling Roar", "{1}{W}", "Sorcery",
                [do("create_creature_token", token={"subtypes": ["Soldier"], "colors": ["W"], "power": 2,
                                                    "toughness": 2, "keywords": []}, n=1)],
                subtypes="Omen")),
    # Skimming Strike: up to one target creature (115.6) is tapped, then its controller draws a card.
    _omen(creature("Dirgur Island Dragon", "{5}{U}", "Dragon", 4, 4, keywords=["flying", "ward {2}"]),
          spell("Skimming Strike", "{1}{U}", "Instant", [do("tap", target=0), do("draw", n=1)],
                [target("creature", optional=True)], subtypes="Omen")),
    # As it enters: up to two other target nonland permanents (115.3: two equal optional specs, one instance) go
    # back to their owners' hands. Coil and Catch: draw three, then discard one.
    _omen(creature("Marang River Regent", "{4}{U}{U}", "Dragon", 6, 7,
                   trig("enters", do("to_hand", target=0), do("to_hand", target=1),
                        targets=[_OTHER_NONLAND, _OTHER_NONLAND]),
                   keywords=["flying"]),
          spell("Coil and Catch", "{3}{U}", "Instant", [do("draw", n=3), do("discard", n=1)], subtypes="Omen")),
    # Flush Out: a discard, and two cards drawn only if a card was discarded (608.2c).
    _omen(creature("Stormshriek Feral", "{4}{R}", "Dragon", 3, 3,
                   {"kind": "activated", "cost": {"mana": "{1}{R}"}, "targets": [],
                    "effects": [do("pump", target="self", power=1, toughness=0)]},
                   keywords=["flying", "haste"]),
          spell("Flush Out", "{1}{R}", "Sorcery", [do("discard", n=1, if_you_do=[do("draw", n=2)])],
                subtypes="Omen")),
    # As it enters, up to one target artifact or enchantment is destroyed (115.6); Petty Revenge destroys a target
    # creature with power 3 or less (115.1, judged as the target is chosen and again as it resolves, 608.2b).
    _omen(creature("Disruptive Stormbrood", "{4}{G}", "Dragon", 3, 3,
                   trig("enters", do("destroy", target=0),
                        targets=[target("permanent", filter={"types_any": ["Artifact", "Enchantment"]},
                                        optional=True)]),
                   keywords=["flying"]),
          spell("Petty Revenge", "{1}{B}", "Sorcery", [do("destroy", target=0)],
                [target("creature", filter={"power_max": 3})], subtypes="Omen")),
    # As it enters, its controller gains 5 life; Charring Bite deals 5 damage to a target creature without flying
    # (a keyword ability as a target quality, 115.1, 702.9).
    _omen(creature("Twinmaw Stormbrood", "{5}{W}", "Dragon", 5, 4, trig("enters", do("gain_life", n=5)),
                   keywords=["flying"]),
          spell("Charring Bite", "{1}{R}", "Sorcery", [do("damage", n=5, target=0)],
                [target("creature", filter={"not_keywords": ["flying"]})], subtypes="Omen")),
]

# 601.2c: up to two target cards, both from one graveyard (one instance of the word target, 115.3). Dusk Sight: up
# to one target creature gets a +1/+1 counter, then its caster draws a card.
_ONE_GRAVEYARD = target("card", zone="graveyard", optional=True, instance=0, one_graveyard=True)
CARDS += [
    _omen(creature("Feral Deathgorger", "{5}{B}", "Dragon", 3, 5,
                   trig("enters", do("exile", target=0), do("exile", target=1),
                        targets=[_ONE_GRAVEYARD, _ONE_GRAVEYARD]),
                   keywords=["flying", "deathtouch"]),
          spell("Dusk Sight", "{1}{B}", "Sorcery",
                [do("add_counters", target=0, counter="+1/+1", n=1), do("draw", n=1)],
                [target("creature", optional=True)], subtypes="Omen")),
]

# Claim Territory: one search for up to two basic Forest cards (701.23h), both revealed (701.20a); the first found
# goes onto the battlefield tapped, the second into its caster's hand (a single Forest may go to either: its
# finder passes on the first), then the library is shuffled; the trigger counts Bloomvine Regent itself too.
CARDS += [
    _omen(creature("Bloomvine Regent", "{3}{G}{G}", "Dragon", 4, 5,
                   trig("creature_enters", do("gain_life", n=3),
                        filter={"or_this": True, "controller": "you", "subtypes_any": ["Dragon"]}),
                   keywords=["flying"]),
          spell("Claim Territory", "{2}{G}", "Sorcery",
                [do("search_library", filter={"supertypes": ["Basic"], "subtypes_any": ["Forest"]},
                    to="battlefield", tapped=True, second_to="hand", reveal=True)], subtypes="Omen")),
]

# 702.21a, 118.3: ward paid by discarding a card. Exude Toxin: each non-Dragon creature gets -X/-X until end of turn
# (the creatures fixed as it resolves, 611.2c).
CARDS += [
    _omen(creature("Scavenger Regent", "{3}{B}", "Dragon", 4, 4, keywords=["flying", "ward\u2014discard a card"]),
          spell("Exude Toxin", "{X}{B}{B}", "Sorcery",
                [do("pump_each", filter={"not_subtypes": ["Dragon"]}, power=-1, toughness=-1, for_each="X")],
                subtypes="Omen")),
]

# 400.7, 603.10a: all non-Dragon creatures return to their owners' hands at once; Warning Tremor's lasting effect
# takes {2} off the next Dragon spell its caster casts (601.2f, 611.2a).
CARDS += [
    _omen(creature("Stonehide Ancient", "{3}{G}{U}{R}", "Dragon", 6, 6,
                   trig("enters", do("to_hand_each", filter={"not_subtypes": ["Dragon"]})),
                   keywords=["flying", "vigilance"]),
          spell("Warning Tremor", "{2}{R}", "Sorcery",
                [do("damage", n=2, target=0), do("next_spell_costs_less", filter={"subtypes_any": ["Dragon"]}, n=2)],
                [target("any")], subtypes="Omen")),
]

OMEN_FACE_NEEDS: dict[str, str] = {}
"""The hand-checked Omen faces (not in the pool) the vocabulary can't express yet, with what each needs, for the
omen cards whose creature face the translator reads."""

FIRST_FACE_NEEDS: dict[str, str] = {}
"""Exact needs of the creature faces the translator reads only to its fallback."""
