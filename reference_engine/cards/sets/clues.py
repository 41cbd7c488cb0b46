"""Cards of issue 33's clues group written by hand: Clue cards whose lines the translator doesn't read, over the rules
they needed (a static ability that makes other permanents Equipment and grants them an Equipment's abilities, 205.1b,
613.1f, 704.5p; a trigger on dealing damage to one or more creatures, 603.2; a Blood token, 111.10g, and a sacrifice
cost of permanents with different names, 118.3, 201.2; a sacrifice of X permanents, X chosen as the ability is
activated, 107.3; revealing the top cards of a library and putting one onto the battlefield, 701.20a; a cost of
tapping X untapped permanents, 701.26a, and a target spell with mana value X).

Set membership doesn't matter here (Murders at Karlov Manor Commander, ...): each card's characteristics come from the
offline Oracle corpus (tests/engine/test_oracle.py checks them).
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, static, target, trig

PERMANENT_CARD_TYPES = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]
"""110.4: the permanent card types."""

CARDS: list[Data] = [
    # Enters: investigate twice. Clues its controller controls are Equipment as well (205.1b, 613.1d) and have
    # "equipped creature gets +2/+0" and equip {2} (613.1f); which are Clues is settled as it applies (613.6).
    card(face("Armed with Proof", "{2}{W}", "Enchantment", abilities=[
        trig("enters", do("investigate", n=2)),
        static(affects="permanents_you_control", add_subtypes=["Equipment"],
               grant=[static(affects="equipped", power=2, toughness=0), {"kind": "equip", "cost": {"mana": "{2}"}}],
               **{"with": {"subtypes_any": ["Clue"]}})])),
    # Whenever it deals damage to one or more creatures (one event, 603.2, 120.4b): investigate. At the beginning of
    # each end step, if its controller sacrificed three or more Clues this turn (603.4): they may put a creature card
    # from their hand onto the battlefield (608.2d).
    card(creature("Briarbridge Patrol", "{3}{G}", "Human Warrior", 3, 3,
                  trig("damage_to_creatures", do("investigate", n=1)),
                  trig("beginning_of_each_end", do("put_from_hand", filter={"types_any": ["Creature"]}),
                       if_you_sacrificed_clues_this_turn=3))),
    # {T}: a Blood, a Clue or a Food token, as its controller chooses (111.10, 608.2d). {3}, {T}, sacrifice three
    # artifact tokens with different names (118.3, 201.2): search for an artifact card, put it onto the battlefield,
    # then shuffle (701.23a); only as a sorcery.
    card(face("Transmutation Font", "{5}", "Artifact", abilities=[
        {"kind": "activated", "cost": {"tap": True},
         "effects": [do("create_token_of_choice", tokens=["Blood", "Clue", "Food"])]},
        {"kind": "activated", "timing": "sorcery",
         "cost": {"mana": "{3}", "tap": True,
                  "sacrifice": {"n": 3, "types": ["Artifact"], "token": True, "different_names": True}},
         "effects": [do("search_library", filter={"types": ["Artifact"]}, to="battlefield")]},
    ])),
    # Whenever another nontoken creature its controller controls enters: investigate. {T}, sacrifice X Clues (X chosen
    # as it is activated, 107.3, 118.3): target opponent reveals the top X cards of their library; its controller may
    # put a nonland permanent card with mana value X or less among them onto the battlefield under their control
    # (110.2a); that player puts the rest on the bottom in a random order (401.4).
    card(creature("Lonis, Cryptozoologist", "{G}{U}", "Snake Elf Scout", 1, 2,
                  trig("creature_enters", do("investigate", n=1),
                       filter={"other": True, "nontoken": True, "controller": "you"}),
                  {"kind": "activated", "cost": {"tap": True, "sacrifice": {"n": "X", "subtype": "Clue"}},
                   "targets": [target("player", controller="opponent")],
                   "effects": [do("reveal_top_put_one", target=0, n="X",
                                  filter={"types_any": PERMANENT_CARD_TYPES, "not_types": ["Land"], "mv_max": "X"})]},
                  types="Legendary Creature")),
    # Flying. Enters: its controller may discard a card; if they do, investigate twice (608.2d, 608.2c). {T}, tap X
    # untapped artifacts they control (107.3, 118.3, 701.26a): copy target instant or sorcery spell they control with
    # mana value X (its X announced before the target is chosen, 601.2b-c); they may choose new targets (707.10c).
    card(creature("Resonance Technician", "{3}{U/R}{U/R}", "Weird Detective", 4, 4,
                  trig("enters", do("may", discard=1, if_you_do=[do("investigate", n=2)])),
                  {"kind": "activated", "cost": {"tap": True, "tap_untapped": {"n": "X", "types": ["Artifact"]}},
                   "targets": [target("spell", types=["Instant", "Sorcery"], controller="you", mv="X")],
                   "effects": [do("copy_spell", target=0, new_targets=True)]},
                  keywords=["flying"])),
]
