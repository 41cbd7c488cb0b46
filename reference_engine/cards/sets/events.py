"""Cards that waited on a trigger event, a filter or an optional action (issue 33's events group) and that the
translator can't read, written by hand: Adventure-layout and omen cards (715, 720; the offline corpus keeps only
their first face, and each second face was checked by hand, cards/hand_checked.json, with how, and its rules read
from the same source) and cards whose text the translator's patterns don't cover (a modal trigger).
"""

from __future__ import annotations

from ..build import Data, card, creature, do, spell, static, target, trig

_NONCREATURE_OR_DRAGON = {"any_of": [{"not_types": ["Creature"]}, {"subtypes_any": ["Dragon"]}]}
"""A spell that is a noncreature spell or a Dragon spell, or both (one filter of two alternatives)."""


def _omen(creature_face: Data, omen_face: Data) -> Data:
    return card(creature_face, omen_face, layout="omen")


CARDS: list[Data] = [
    # 603.2: a cast trigger on either of two kinds of spell. Chilling Screech: counter a spell of mana value 2 or
    # less (115.1, 701.6a).
    _omen(creature("Runescale Stormbrood", "{3}{R}", "Dragon", 2, 4,
                   trig("cast_spell", do("pump", target="self", power=2, toughness=0),
                        filter=_NONCREATURE_OR_DRAGON),
                   keywords=["flying"]),
          spell("Chilling Screech", "{1}{U}", "Instant", [do("counter", target=0)], [target("spell", mv_max=2)],
                subtypes="Omen")),
    # 601.3b: sorcery spells and Dragon spells may be cast as though they had flash. Dynamic Soar: three +1/+1
    # counters on a creature its controller controls.
    _omen(creature("Whirlwing Stormbrood", "{4}{U}", "Dragon", 4, 3,
                   static(flash_for={"any_of": [{"types": ["Sorcery"]}, {"subtypes_any": ["Dragon"]}]}),
                   keywords=["flash", "flying"]),
          spell("Dynamic Soar", "{2}{G}", "Sorcery",
                [do("add_counters", target=0, counter="+1/+1", n=3)], [target("creature", controller="you")],
                subtypes="Omen")),
    # Gylwain: whenever it or another nontoken creature its controller controls enters (603.2,
    # 603.6a), a modal trigger (700.2, mode chosen as it is put on the stack, 603.3c): a Royal, Sorcerer or Monster
    # Role on that creature (untargeted: the creature the event was about).
    card(creature("Gylwain, Casting Director", "{1}{G}{W}", "Human Bard", 2, 3,
                  trig("creature_enters", filter={"or_this": True, "controller": "you", "nontoken": True},
                       choose_one=[{"effects": [do("create_role", role=role, attach="that")], "targets": []}
                                   for role in ("Royal", "Sorcerer", "Monster")]),
                  types="Legendary Creature")),
    # 603.2: its controller's first instant or sorcery spell each turn (counted among the turn's spells of that kind,
    # those cast before it was on the battlefield included). Bubble Up: an instant or sorcery card from its
    # controller's graveyard on top of their library (401.1).
    card(creature("Aquatic Alchemist", "{1}{U}", "Elemental", 1, 3,
                  trig("cast_spell", do("pump", target="self", power=2, toughness=0),
                       filter={"types_any": ["Instant", "Sorcery"]}, nth_this_turn=1)),
         spell("Bubble Up", "{2}{U}", "Sorcery", [do("to_library_top", target=0)],
               [target("card", zone="graveyard", controller="you", types=["Instant", "Sorcery"])],
               subtypes="Adventure"),
         layout="adventure"),
    # 702.21a, 119.4: ward paid with life; as it enters, every counter is removed from up to one target creature
    # (122.8, 115.6). Absorb Essence: +2/+2, lifelink and hexproof until end of turn.
    _omen(creature("Purging Stormbrood", "{4}{B}", "Dragon", 4, 4,
                   trig("enters", do("remove_all_counters", target=0), targets=[target("creature", optional=True)]),
                   keywords=["flying", "ward\u2014pay 2 life"]),
          spell("Absorb Essence", "{1}{W}", "Instant",
                [do("pump", target=0, power=2, toughness=2), do("grant", target=0, keywords=["lifelink", "hexproof"])],
                [target("creature")], subtypes="Omen")),
    # 608.2d, 701.21a: at the beginning of its controller's upkeep they may sacrifice an artifact, an enchantment or
    # a token they control; if they don't, it becomes tapped (608.2c). Have for Dinner: a 1/1 white Human creature
    # token and a Food token.
    card(creature("Devouring Sugarmaw", "{2}{B}{B}", "Horror", 6, 6,
                  trig("beginning_of_your_upkeep",
                       do("may_sacrifice_one", filter={"any_of": [{"types": ["Artifact"]}, {"types": ["Enchantment"]},
                                                                  {"token": True}]},
                          if_you_dont=[do("tap", target="self")])),
                  keywords=["menace", "trample"]),
         spell("Have for Dinner", "{1}{W}", "Instant",
               [do("create_creature_token", token={"subtypes": ["Human"], "colors": ["W"], "power": 1,
                                                   "toughness": 1}, n=1),
                do("create_token", token="Food", n=1)], subtypes="Adventure"),
         layout="adventure"),
]
