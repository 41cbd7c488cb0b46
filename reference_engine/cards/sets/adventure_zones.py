"""Adventure-layout cards (715) played from a zone other than the hand: Final Fantasy's Town lands, whose
resolved Adventure leaves the card in exile with the permission to play it as a land (715.3d, 305.1: the play_land
action from exile), and an adventurer its own dies trigger lets its controller cast as an Adventure from the
graveyard (601.3, the ``adventure_from_graveyard`` verb).

Each Adventure face was checked by hand (cards/hand_checked.json) and its rules read from the same source.
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, static, target, trig


def _town(name: str, color: str, adventure_face: Data) -> Data:
    """A Town that enters tapped and taps for one color, or for either of two ("UR": 106.1a), (614.1c, 605.1a),
    with its Adventure."""
    enters_tapped = {"kind": "as_enters", "effects": [do("enters_tapped")]}
    mana = {"kind": "mana", "produces": color} if len(color) == 1 else {"kind": "mana", "produces_one_of": list(color)}
    land = face(name, None, "Land", "Town", abilities=[enters_tapped, mana])
    return card(land, adventure_face, layout="adventure")


# "up to two target artifact and/or enchantment cards from your graveyard": two equal optional specs, one instance
# of the word target (115.3), each a card with either type.
_ARTIFACT_OR_ENCHANTMENT_CARD = target("card", zone="graveyard", controller="you", types=["Artifact", "Enchantment"],
                                       optional=True)

CARDS: list[Data] = [
    # Lasting Fayth: a 1/1 Hero token, then a +1/+1 counter on it per land its caster controls (608.2h).
    _town("Zanarkand, Ancient Metropolis", "G",
          spell("Lasting Fayth", "{4}{G}{G}", "Sorcery",
                [do("create_creature_token", token={"subtypes": ["Hero"], "colors": [], "power": 1, "toughness": 1,
                                                    "keywords": []}, n=1,
                    counters_after={"count": "permanents", "filter": {"controller": "you", "types": ["Land"]}})],
                subtypes="Adventure")),
    # Overture: target opponent mills half their library, rounded down (counted as it resolves, 608.2h).
    _town("Jidoor, Aristocratic Capital", "U",
          spell("Overture", "{4}{U}{U}", "Sorcery", [do("mill", target=0, n={"count": "half_library", "target": 0})],
                [target("player", controller="opponent")], subtypes="Adventure")),
    _town("Ishgard, the Holy See", "W",
          spell("Faith & Grief", "{3}{W}{W}", "Sorcery", [do("to_hand", target=0), do("to_hand", target=1)],
                [_ARTIFACT_OR_ENCHANTMENT_CARD, _ARTIFACT_OR_ENCHANTMENT_CARD], subtypes="Adventure")),
    # Reactor Raid: its controller may sacrifice an artifact or a creature they control; if they do, they draw two
    # cards (608.2d, 701.21a, 608.2c).
    _town("Midgar, City of Mako", "B",
          spell("Reactor Raid", "{2}{B}", "Sorcery",
                [do("may_sacrifice_one", filter={"any_of": [{"types": ["Artifact"]}, {"types": ["Creature"]}]},
                    if_you_do=[do("draw", n=2)])], subtypes="Adventure")),
    # Take a Trip to...: its caster draws two cards, then the spell deals 2 damage to each opponent (120.3).
    _town("Value Town", "UR",
          spell("Take a Trip to...", "{4}{U}{R}", "Sorcery", [do("draw", n=2), do("damage_each_opponent", n=2)],
                subtypes="Adventure")),
    # Mage Siege: a 0/1 black Wizard token whose own ability (111.4) triggers on its controller's noncreature spells
    # and deals 1 damage to each opponent (603.2, 120.3).
    _town("Lindblum, Industrial Regency", "R",
          spell("Mage Siege", "{2}{R}", "Instant",
                [do("create_creature_token", n=1, token={
                    "subtypes": ["Wizard"], "colors": ["B"], "power": 0, "toughness": 1, "keywords": [],
                    "abilities": [trig("cast_spell", do("damage_each_opponent", n=1),
                                       filter={"not_types": ["Creature"]})]})],
                subtypes="Adventure")),
    # Dies: its controller may cast the card (in the graveyard now, 400.7e) as an Adventure there until the end of
    # their next turn; Dread Whispers: draw a card, lose 1 life.
    card(creature("Mosswood Dreadknight", "{1}{G}", "Human Knight", 3, 2, trig("dies", do("adventure_from_graveyard")),
                  keywords=["trample"]),
         spell("Dread Whispers", "{1}{B}", "Sorcery", [do("draw", n=1), do("lose_life", n=1)], subtypes="Adventure"),
         layout="adventure"),
    # Creature tokens its controller controls get +1/+1 (613.4c); the same dies trigger. Gentleman's Rise: a 2/2
    # black Zombie token.
    card(creature("Hildibrand Manderville", "{1}{W}", "Human Detective", 2, 2,
                  static(affects="creature_tokens_you_control", power=1, toughness=1),
                  trig("dies", do("adventure_from_graveyard")), types="Legendary Creature"),
         spell("Gentleman's Rise", "{2}{B}", "Instant",
               [do("create_creature_token", token={"subtypes": ["Zombie"], "colors": ["B"], "power": 2, "toughness": 2,
                                                   "keywords": []}, n=1)], subtypes="Adventure"),
         layout="adventure"),
]
