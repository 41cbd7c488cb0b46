"""Transforming double-faced cards (712.2, 701.27) of the suite's mechanics, written by hand (the translator reads
one face at a time), and those left out of the pool with what each needs besides transforming itself, read from
both faces (the corpus keeps the back face as a record of its own). translate.py lists them with these words.

A back face has no mana cost; its colors are its color indicator's (204), checked by hand
(cards/hand_checked.json); its other characteristics are checked against the corpus's back-face record.
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, static, target, trig

CARDS: list[Data] = [
    # MKM: sacrificing a Clue turns the Rogue into a Wizard with prowess that investigates on combat damage
    card(creature("Daring Sleuth", "{1}{U}", "Human Rogue", 2, 1, trig("sacrifice_clue", do("transform"))),
         face("Bearer of Overwhelming Truths", None, "Creature", "Human Wizard", power=3, toughness=2, colors=["U"],
              keywords=["prowess"], abilities=[trig("combat_damage_to_player", do("investigate", n=1))]),
         layout="transform"),
    # SLX: a land that investigates; three Clues sacrificed in a turn bring a creature card back for as long as it
    # stays (607.2a: the linked abilities of the back face)
    card(face("Havengul Laboratory", None, "Legendary Land", abilities=[
             {"kind": "mana", "produces": "C"},
             {"kind": "activated", "cost": {"mana": "{4}", "tap": True}, "effects": [do("investigate", n=1)],
              "targets": []},
             trig("beginning_of_your_end", do("transform"), if_you_sacrificed_clues_this_turn=3)]),
         face("Havengul Mystery", None, "Legendary Land", abilities=[
             trig("transformed_into", do("return_to_battlefield", target=0, linked=True),
                  targets=[target("card", zone="graveyard", controller="you", types=["Creature"])]),
             trig("linked_leaves", do("transform")),
             {"kind": "activated", "cost": {"tap": True, "life": 1}, "mana_ability": True,
              "effects": [do("add_mana", mana="B")], "targets": []}]),
         layout="transform"),
    # MID: its disturb casts it transformed from the graveyard (702.146a); the spirit investigates and is exiled
    # instead of going to a graveyard
    card(creature("Dennick, Pious Apprentice", "{W}{U}", "Human Soldier", 2, 3,
                  static(graveyard_untargetable=True), types="Legendary Creature",
                  keywords=["lifelink", "disturb {2}{W}{U}"]),
         face("Dennick, Pious Apparition", None, "Legendary Creature", "Spirit Soldier", power=3, toughness=2,
              colors=["W", "U"], keywords=["flying"], abilities=[
                  trig("creature_cards_to_graveyard", do("investigate", n=1), once_each_turn=True),
                  static(exile_instead_of_graveyard=True)]),
         layout="transform"),
    # MH3: the third card drawn in a turn exiles the Moonfolk and returns it as a planeswalker (712.14a, 306.5b: it
    # enters with its loyalty); +2 weakens attackers until its controller's next turn (603.7b), -3 returns an instant
    # or sorcery (mana of any color if it's green), -7 draws half the library, rounded up, and gives an emblem (114)
    card(creature("Tamiyo, Inquisitive Student", "{U}", "Moonfolk Wizard", 0, 3,
                  trig("attacks", do("investigate", n=1)),
                  trig("draw_card", do("exile_self_return_transformed"), nth_this_turn=3),
                  types="Legendary Creature", keywords=["flying"]),
         face("Tamiyo, Seasoned Scholar", None, "Legendary Planeswalker", "Tamiyo", colors=["G", "U"], loyalty=2,
              abilities=[
                  {"kind": "activated", "cost": {"loyalty": 2}, "targets": [], "effects": [
                      do("until_your_next_turn_trigger", event="creature_attacks", attacking_you=True,
                         effects=[do("pump", target="that", power=-1, toughness=0)])]},
                  {"kind": "activated", "cost": {"loyalty": -3}, "effects": [
                      do("to_hand_then_if", target=0, filter={"colors_any": ["G"]},
                         effects=[do("add_mana_of_a_chosen_color", n=1)])],
                   "targets": [target("card", zone="graveyard", controller="you", types=["Instant", "Sorcery"])]},
                  {"kind": "activated", "cost": {"loyalty": -7}, "targets": [], "effects": [
                      do("draw", n={"count": "half_your_library_rounded_up"}),
                      do("get_emblem", emblem="no_max_hand_size")]}]),
         layout="transform"),
    # LCI: discard any number, draw that many plus one; three end steps in which its controller descended (700.11)
    # turn it into a Cave whose mana, spent on a permanent spell, discovers that spell's mana value (601.2h)
    card(face("Brass's Tunnel-Grinder", "{2}{R}", "Legendary Artifact", abilities=[
             trig("enters", do("discard_any_number"), do("draw", n={"count": "discarded", "plus": 1})),
             trig("beginning_of_your_end", do("add_counters", counter="bore", n=1, target="self"),
                  do("if_count_at_least", n={"count": "source_counters", "counter": "bore"}, at_least=3,
                     effects=[do("remove_counters_of_kind", target="self", counter="bore"), do("transform")]),
                  if_you_descended_this_turn=True)]),
         face("Tecutlan, the Searing Rift", None, "Legendary Land", "Cave", abilities=[
             {"kind": "mana", "produces": "R"},
             trig("cast_spell", do("discover", n={"count": "spell_mana_value"}), filter={"permanent_spell": True},
                  using_mana_from_this=True)]),
         layout="transform"),
]

LEFT_OUT: dict[str, str] = {}
