"""Cards written by hand with "partner with [name]" (702.124j): in a game, a triggered ability as the permanent enters
that lets a target player put the named card from their library into their hand (the pairing's deck-construction
part belongs to the Commander variant)."""

from __future__ import annotations

from ..build import Data, card, creature, do, static, trig

CARDS: list[Data] = [
    # Doctor Who. "Partner with Jenny Flint" (702.124j, keyword_abilities.py); a requirement on the defending
    # player's blocks (509.1c: some creature blocks it if one can); and a dies trigger for a creature this object
    # dealt damage this turn (120.3, whoever controls it; the damage is by this object, 400.7).
    card(creature("Madame Vastra", "{2}{G}{U}", "Lizard Detective", 3, 3,
                  static(blocked="must"),
                  trig("creature_dies", do("create_token", token="Clue", n=1), do("create_token", token="Food", n=1),
                       filter={"dealt_damage_by_this_this_turn": True}),
                  types="Legendary Creature", keywords=["partner with jenny flint"])),
    # Doctor Who. "Partner with Amy Pond"; The Last Centurion: a trigger of its own spell on being cast from a zone
    # other than exile (603.2, 603.6) that exiles the spell with three time counters and gives the card suspend
    # (702.62a: counted down at its owner's upkeeps, then cast for free with haste; suspend.py), then investigates.
    card(creature("Rory Williams", "{W}{U}", "Human Soldier", 3, 3,
                  trig("cast_this", do("exile_this_spell_suspended", n=3), do("investigate"),
                       not_cast_from=["exile"]),
                  types="Legendary Creature", keywords=["partner with amy pond", "first strike", "lifelink"])),
]
