"""Cards of choices other players make and of effects between players (issue 33's players group), by hand where the
translator doesn't read them: a choice each opponent makes as an ability resolves (608.2d), counted afterwards
(608.2h)."""

from __future__ import annotations

from ..build import Data, card, creature, do, static, target, trig

CARDS: list[Data] = [
    # One ability with two events, entering or leaving the battlefield (603.6a, 603.6c, looking back 603.10a): each
    # opponent may investigate, each who doesn't loses 1 life, then its controller investigates one plus the number
    # of opponents who did (608.2h). Partner (friends forever) matters only to building a Commander deck (702.124).
    card(creature("Wernog, Rider's Chaplain", "{W}{B}", "Human", 1, 2,
                  trig("enters_or_leaves",
                       do("each_opponent_may", if_they_do=[do("investigate", n=1)],
                          if_they_dont=[do("lose_life", n=1)]),
                       do("investigate", n={"count": "opponents_who_did", "plus": 1})),
                  types="Legendary Creature", keywords=["partner"])),
]

# The Rani: as it enters or attacks (one ability, two events), a red Aura token it defines (111.4) attached to another
# target creature, not created if it couldn't enchant it (303.4i); the enchanted creature gets +2/+2 and is goaded by
# the token's controller (701.15b, blocking.goaders). A goaded creature's combat damage to one of its controller's
# opponents investigates (510.2).
_MARK = {"name": "Mark of the Rani", "colors": ["R"], "keywords": ["enchant creature"],
         "abilities": [static(affects="enchanted", power=2, toughness=2, goads=True)]}
CARDS += [
    card(creature("The Rani", "{1}{U}{B}{R}", "Time_Lord Scientist", 3, 4,
                  trig("enters_or_attacks", do("create_aura_token", token=_MARK, attach=0),
                       targets=[target("creature", other=True)]),
                  trig("creature_combat_damage_to_player", do("investigate", n=1), filter={"goaded": True},
                       to_opponent=True),
                  types="Legendary Creature")),
]

# The Inspector Inspector: a replacement effect (614.1c) giving each other creature entering under its controller's
# control Thraben Inspector's copiable values (707.2, 613.2a: a 1/2 Human Soldier that investigates as it enters);
# {2}, sacrifice it: draw a card.
CARDS += [
    card(creature("The Inspector Inspector", "{2}{W}", "Human Detective", 1, 2,
                  static(others_enter_as_copy_of="Thraben Inspector"),
                  {"kind": "activated", "cost": {"mana": "{2}", "sacrifice_self": True},
                   "effects": [do("draw", n=1)], "targets": []},
                  types="Legendary Creature")),
]

# Lazav, Wearer of Faces: its attack trigger exiles target card from a graveyard, which it remembers (607.2a), then
# investigates; whenever its controller sacrifices a Clue, they may have it become a copy of a creature card exiled
# with it until end of turn (707.2, 611.2a, 608.2d).
CARDS += [
    card(creature("Lazav, Wearer of Faces", "{U}{B}", "Shapeshifter Detective", 2, 3,
                  trig("attacks", do("exile_linked", target=0), do("investigate", n=1),
                       targets=[target("card", zone="graveyard")]),
                  trig("sacrifice_clue", do("may", if_you_do=[do("become_copy_of_linked_card")])),
                  types="Legendary Creature")),
]

# The Seventh Doctor: as it attacks, its controller chooses a card in hand, the defending player guesses whether its
# mana value is greater than the number of artifacts that player controls, and a wrong guess lets the card be cast
# free (608.2g, 118.9); without a spell cast this way, investigate.
CARDS += [
    card(creature("The Seventh Doctor", "{3}{W}{U}", "Time_Lord Doctor", 3, 6,
                  trig("attacks", do("hand_card_guess_free_cast", otherwise=[do("investigate", n=1)])),
                  types="Legendary Creature")),
]
