"""Cards of issue 33's zone-change group written by hand: a permanent its owner puts into their library second from
the top or on the bottom (401.7); the permanents its controller sacrificed this turn counted (701.21a, 608.2h);
collect evidence (701.59)."""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, target, trig

_SACRIFICED = {"count": "permanents_sacrificed_this_turn"}

CARDS: list[Data] = [
    # Avatar: The Last Airbender. The owner of the target creature or enchantment chooses where it goes (401.7); the
    # caster creates a Clue token (not an investigation, 701.16a: the card says "create").
    card(spell("Lost Days", "{4}{U}", "Instant",
               [do("to_library_second_or_bottom", target=0), do("create_token", token="Clue", n=1)],
               [target("permanent", filter={"types_any": ["Creature", "Enchantment"]})], subtypes="Lesson")),
    # Avatar: The Last Airbender. "When this enters and at the beginning of your upkeep" is one ability with two
    # trigger events (603.2), written as two abilities with the same effects (nothing refers to the ability itself).
    # X is counted as the attack trigger resolves, once for the counters and once for the lifelink condition (the
    # same number: nothing happens in between).
    card(face("Obsessive Pursuit", "{1}{B}", "Enchantment", abilities=[
        *(trig(event, do("lose_life", n=1), do("create_token", token="Clue", n=1))
          for event in ("enters", "beginning_of_your_upkeep")),
        trig("you_attack",
             do("add_counters", target=0, counter="+1/+1", n=_SACRIFICED),
             do("if_count_at_least", n=_SACRIFICED, at_least=3,
                effects=[do("grant", target=0, keywords=["lifelink"])]),
             targets=[target("creature", attacking=True)])])),
    # MKM. "You may collect evidence 4" (608.2d, 701.59b: not offered when the graveyard can't reach 4); its second
    # ability triggers on any collection of its controller's, not only its own (its 2024-02-02 ruling).
    card(creature("Evidence Examiner", "{G}{U}", "Merfolk Detective", 2, 2,
                  trig("beginning_of_your_beginning_of_combat", do("may", collect_evidence=4)),
                  trig("collect_evidence", do("investigate", n=1)))),
]
