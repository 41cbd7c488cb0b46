"""Well-known cards from any set for the interactions the rulings talk about: exile, bounce, blink, destroy,
counter, copy, token copies, casting from graveyards (flashback, retrace), costs (additional, reductions, taxes),
protection, hexproof, flying, prevention, Food and Treasure, dies triggers on other creatures, "enters with counters",
cascade, manifest, control until end of turn.

Set membership: these are not one set's cards but staples of Modern, Pauper, Legacy and Commander, chosen by
name from our knowledge of the printed cards (the Oracle corpus has no set codes); each card's
characteristics come from the offline Oracle corpus (tests/engine/test_oracle.py checks every face).

Every card here is modelled in full; a card whose rules the engine can't yet follow is in `LEFT_OUT` instead.
"""

from __future__ import annotations

from typing import Any

from ..build import Data, card, creature, do, face, spell, static, target, trig

_CREATURE = target("creature")
_MINE = target("creature", controller="you")
_ANY = target("any")
_SPELL = target("spell")
_MY_GRAVEYARD_CREATURE = target("card", zone="graveyard", controller="you", types=["Creature"])
_ARTIFACT_OR_ENCHANTMENT = target("permanent", filter={"types_any": ["Artifact", "Enchantment"]})


def _instant(name: str, cost: str, effects: list[Data], targets: list[Data] | None = None, **rest: Any) -> Data:
    return card(spell(name, cost, "Instant", effects, targets, **rest))


def _sorcery(name: str, cost: str, effects: list[Data], targets: list[Data] | None = None, **rest: Any) -> Data:
    return card(spell(name, cost, "Sorcery", effects, targets, **rest))


def _sacrifice(*types: str) -> list[Data]:
    """601.2f: "as an additional cost to cast this spell, sacrifice a(n) TYPE (or TYPE)"."""
    return [{"kind": "sacrifice", "filter": {"types_any": list(types)}, "mandatory": True}]


def _medallion(name: str, color: str) -> Data:
    """Spells of one color its controller casts cost {1} less (601.2f: generic mana only)."""
    return card(face(name, "{2}", "Artifact", abilities=[
        static(cost_change=-1, applies={"colors_any": [color]}, who="you")]))


def _protected(name: str, cost: str, subtypes: str, p: int, t: int, color: str, **rest: object) -> Data:
    """A creature whose only ability is protection from a color (702.16)."""
    return card(creature(name, cost, subtypes, p, t, keywords=[f"protection from {color}"], **rest))


_DRAIN = (do("target_loses_life", target=0, n=1), do("gain_life", n=1))
"""Blood Artist's and Falkenrath Noble's trigger: target player loses 1 life and you gain 1 life."""

CARDS: list[Data] = [
    # --- destroying (701.8) ---
    _instant("Murder", "{1}{B}{B}", [do("destroy", target=0)], [_CREATURE]),
    _instant("Doom Blade", "{1}{B}", [do("destroy", target=0)],
             [target("creature", filter={"not_colors": ["B"]})]),
    _instant("Go for the Throat", "{1}{B}", [do("destroy", target=0)],
             [target("creature", filter={"not_types": ["Artifact"]})]),
    _instant("Hero's Downfall", "{1}{B}{B}", [do("destroy", target=0)],
             [target("permanent", filter={"types_any": ["Creature", "Planeswalker"]})]),
    _instant("Echoing Courage", "{1}{G}", [do("pump", target=0, power=2, toughness=2, same_name=True)],
             [_CREATURE]),
    _instant("Naturalize", "{1}{G}", [do("destroy", target=0)], [_ARTIFACT_OR_ENCHANTMENT]),
    _instant("Disenchant", "{1}{W}", [do("destroy", target=0)], [_ARTIFACT_OR_ENCHANTMENT]),
    _instant("Shatter", "{1}{R}", [do("destroy", target=0)], [target("permanent", filter={"types": ["Artifact"]})]),
    _sorcery("Vindicate", "{1}{W}{B}", [do("destroy", target=0)], [target("permanent")]),
    _sorcery("Bone Splinters", "{B}", [do("destroy", target=0)], [_CREATURE], additional_costs=_sacrifice("Creature")),
    _instant("Bake into a Pie", "{2}{B}{B}", [do("destroy", target=0), do("create_token", token="Food")], [_CREATURE]),
    card(creature("Ravenous Chupacabra", "{2}{B}{B}", "Beast Horror", 2, 2,
                  trig("enters", do("destroy", target=0), targets=[target("creature", controller="opponent")]))),
    # --- exiling, bouncing, blinking (701.13, 400.7, 610.3c) ---
    _instant("Swords to Plowshares", "{W}", [do("exile_gain_life_power", target=0)], [_CREATURE]),
    _instant("Boomerang", "{U}{U}", [do("to_hand", target=0)], [target("permanent")]),
    card(creature("Man-o'-War", "{2}{U}", "Jellyfish", 2, 2,
                  trig("enters", do("to_hand", target=0), targets=[_CREATURE]))),
    _instant("Flicker of Fate", "{1}{W}", [do("blink", target=0)],
             [target("permanent", filter={"types_any": ["Creature", "Enchantment"]})]),
    _sorcery("Flicker", "{1}{W}", [do("blink", target=0)], [target("permanent", nontoken=True)]),
    # --- countering (701.6) ---
    _instant("Cancel", "{1}{U}{U}", [do("counter", target=0)], [_SPELL]),
    _instant("Negate", "{1}{U}", [do("counter", target=0)], [target("spell", filter={"not_types": ["Creature"]})]),
    _instant("Essence Scatter", "{1}{U}", [do("counter", target=0)], [target("spell", types=["Creature"])]),
    _instant("Dissolve", "{1}{U}{U}", [do("counter", target=0), do("scry", n=1)], [_SPELL]),
    _instant("Absorb", "{W}{U}{U}", [do("counter", target=0), do("gain_life", n=3)], [_SPELL]),
    _instant("Mana Leak", "{1}{U}", [do("counter_unless_paid", target=0, cost="{3}")], [_SPELL]),
    _instant("Quench", "{1}{U}", [do("counter_unless_paid", target=0, cost="{2}")], [_SPELL]),
    _instant("Force Spike", "{U}", [do("counter_unless_paid", target=0, cost="{1}")], [_SPELL]),
    _instant("Spell Pierce", "{U}", [do("counter_unless_paid", target=0, cost="{2}")],
             [target("spell", filter={"not_types": ["Creature"]})]),
    # --- copying a spell (707.10); like Twincast, the copy keeps the original's targets ---
    _instant("Reverberate", "{R}{R}", [do("copy_spell", target=0)], [target("spell", types=["Instant", "Sorcery"])]),
    # --- casting from a graveyard: flashback (702.34) ---
    _instant("Think Twice", "{1}{U}", [do("draw", n=1)], keywords=["flashback {2}{U}"]),
    _sorcery("Faithless Looting", "{R}", [do("draw", n=2), do("discard", n=2)], keywords=["flashback {2}{R}"]),
    _sorcery("Firebolt", "{R}", [do("damage", n=2, target=0)], [_ANY], keywords=["flashback {4}{R}"]),
    _sorcery("Strike It Rich", "{R}", [do("create_token", token="Treasure")], keywords=["flashback {2}{R}"]),
    _instant("Ancient Grudge", "{1}{R}", [do("destroy", target=0)],
             [target("permanent", filter={"types": ["Artifact"]})], keywords=["flashback {G}"]),
    _instant("Momentary Blink", "{1}{W}", [do("blink", target=0)], [_MINE], keywords=["flashback {3}{U}"]),
    _instant("Cackling Counterpart", "{1}{U}{U}", [do("token_copy", target=0)], [_MINE],
             keywords=["flashback {5}{U}{U}"]),
    _sorcery("Unburial Rites", "{4}{B}", [do("return_to_battlefield", target=0)], [_MY_GRAVEYARD_CREATURE],
             keywords=["flashback {3}{W}"]),
    # --- casting from a graveyard: retrace (702.81) ---
    _sorcery("Flame Jab", "{R}", [do("damage", n=1, target=0)], [_ANY], keywords=["retrace"]),
    _sorcery("Syphon Life", "{1}{B}{B}", [do("target_loses_life", target=0, n=2), do("gain_life", n=2)],
             [target("player")], keywords=["retrace"]),
    _sorcery("Monstrify", "{3}{G}", [do("pump", target=0, power=4, toughness=4)], [_CREATURE], keywords=["retrace"]),
    _sorcery("Spitting Image", "{4}{G/U}{G/U}", [do("token_copy", target=0)], [_CREATURE], keywords=["retrace"]),
    _sorcery("Throes of Chaos", "{3}{R}", [], keywords=["cascade", "retrace"]),
    # --- returning cards from a graveyard ---
    _sorcery("Raise Dead", "{B}", [do("to_hand", target=0)], [_MY_GRAVEYARD_CREATURE]),
    _sorcery("Disentomb", "{B}", [do("to_hand", target=0)], [_MY_GRAVEYARD_CREATURE]),
    _sorcery("Zombify", "{3}{B}", [do("return_to_battlefield", target=0)], [_MY_GRAVEYARD_CREATURE]),
    # --- damage, -N/-N (Phyrexian mana, 107.4f), prevention (615) ---
    card(creature("Flametongue Kavu", "{3}{R}", "Kavu", 4, 2,
                  trig("enters", do("damage", n=4, target=0), targets=[_CREATURE]))),
    _instant("Dismember", "{1}{B/P}{B/P}", [do("pump", target=0, power=-5, toughness=-5)], [_CREATURE]),
    _instant("Mending Hands", "{W}", [do("prevent_damage", target=0, n=4)], [_ANY]),
    _instant("Fog", "{G}", [do("prevent_combat_damage")]),
    _instant("Holy Day", "{W}", [do("prevent_combat_damage")]),
    _instant("Darkness", "{B}", [do("prevent_combat_damage")]),
    _instant("Moment's Peace", "{1}{G}", [do("prevent_combat_damage")], keywords=["flashback {2}{G}"]),
    # --- hexproof (702.11) and protection (702.16) ---
    _instant("Blossoming Defense", "{G}",
             [do("pump", target=0, power=2, toughness=2), do("grant", target=0, keywords=["hexproof"])], [_MINE]),
    _instant("Ranger's Guile", "{G}",
             [do("pump", target=0, power=1, toughness=1), do("grant", target=0, keywords=["hexproof"])], [_MINE]),
    _instant("Snakeskin Veil", "{G}",
             [do("add_counters", target=0, counter="+1/+1", n=1), do("grant", target=0, keywords=["hexproof"])],
             [_MINE]),
    card(face("Swiftfoot Boots", "{2}", "Artifact", "Equipment", abilities=[
        static(affects="equipped", keywords=["hexproof", "haste"]),
        {"kind": "equip", "cost": {"mana": "{1}"}}])),
    _protected("Death Speakers", "{W}", "Human Cleric", 1, 1, "black"),
    _protected("Goblin Outlander", "{B}{R}", "Goblin Scout", 2, 2, "white"),
    _protected("Valeron Outlander", "{G}{W}", "Human Scout", 2, 2, "black"),
    _protected("Nacatl Outlander", "{R}{G}", "Cat Scout", 2, 2, "blue"),
    _protected("Vedalken Outlander", "{W}{U}", "Vedalken Scout", 2, 2, "red", types="Artifact Creature"),
    _protected("Zombie Outlander", "{U}{B}", "Zombie Scout", 2, 2, "green"),
    # A legendary disguise card (Assassin's Creed): face down it has no name, so it never shares one (708.2a).
    card(creature("Arno Dorian", "{2}{B}{R}", "Human Assassin", 3, 3,
                  static(affects="other_creatures_you_control", subtypes=["Assassin"], power=2, toughness=0),
                  types="Legendary Creature", keywords=["deathtouch", "disguise {B}{R}"])),
    # First strike with protection (702.7, 702.16): the first-strike combat damage step (510.4).
    card(creature("White Knight", "{W}{W}", "Human Knight", 2, 2, keywords=["first strike", "protection from black"])),
    card(creature("Black Knight", "{B}{B}", "Human Knight", 2, 2, keywords=["first strike", "protection from white"])),
    card(creature("Silver Knight", "{W}{W}", "Human Knight", 2, 2, keywords=["first strike", "protection from red"])),
    card(creature("Paladin en-Vec", "{1}{W}{W}", "Human Knight", 2, 2,
                  keywords=["first strike", "protection from black", "protection from red"])),
    card(creature("Azorius First-Wing", "{W}{U}", "Griffin", 2, 2,
                  keywords=["flying", "protection from enchantments"])),
    card(creature("Devout Lightcaster", "{W}{W}{W}", "Kor Cleric", 2, 2,
                  trig("enters", do("exile", target=0),
                       targets=[target("permanent", filter={"colors_any": ["B"]})]),
                  keywords=["protection from black"])),
    # --- Food and Treasure (111.10a-b) ---
    card(creature("Fierce Witchstalker", "{2}{G}{G}", "Wolf", 4, 4,
                  trig("enters", do("create_token", token="Food")), keywords=["trample"])),
    card(creature("Prosperous Innkeeper", "{1}{G}", "Halfling Citizen", 1, 1,
                  trig("enters", do("create_token", token="Treasure")),
                  trig("creature_enters", do("gain_life", n=1), filter={"controller": "you", "other": True}))),
    # --- dies triggers on other creatures (603.6c, 603.10a) ---
    card(creature("Zulaport Cutthroat", "{1}{B}", "Human Rogue Ally", 1, 1,
                  trig("creature_dies", do("opponents_lose_life", n=1), do("gain_life", n=1),
                       filter={"controller": "you"}))),
    card(creature("Blood Artist", "{1}{B}", "Vampire", 0, 1,
                  trig("creature_dies", *_DRAIN, targets=[target("player")]))),
    card(creature("Falkenrath Noble", "{3}{B}", "Vampire Noble", 2, 2,
                  trig("creature_dies", *_DRAIN, targets=[target("player")]), keywords=["flying"])),
    # --- enters with counters (614.1c, 122.6) ---
    card(creature("Endless One", "{X}", "Eldrazi", 0, 0,
                  {"kind": "as_enters", "effects": [do("enters_with_counters", counter="+1/+1", n="X")]})),
    # --- cascade (702.85) ---
    card(creature("Bloodbraid Elf", "{2}{R}{G}", "Elf Berserker", 3, 2, keywords=["haste", "cascade"])),
    card(creature("Shardless Agent", "{1}{G}{U}", "Human Rogue", 2, 2, types="Artifact Creature",
                  keywords=["cascade"])),
    card(creature("Enlisted Wurm", "{4}{G}{W}", "Wurm", 5, 5, keywords=["cascade"])),
    card(creature("Boarding Party", "{5}{R}", "Human Pirate", 6, 3, keywords=["haste", "cascade"])),
    card(creature("Annoyed Altisaur", "{5}{G}{G}", "Dinosaur", 6, 5, keywords=["reach", "trample", "cascade"])),
    card(creature("Maelstrom Colossus", "{8}", "Golem", 7, 7, types="Artifact Creature", keywords=["cascade"])),
    card(creature("Apex Devastator", "{8}{G}{G}", "Chimera Hydra", 10, 10, keywords=["cascade"] * 4)),
    _instant("Bituminous Blast", "{3}{B}{R}", [do("damage", n=4, target=0)], [_CREATURE], keywords=["cascade"]),
    _sorcery("Deny Reality", "{3}{U}{B}", [do("to_hand", target=0)], [target("permanent")], keywords=["cascade"]),
    _sorcery("Captured Sunlight", "{2}{G}{W}", [do("gain_life", n=4)], keywords=["cascade"]),
    _instant("Natural Reclamation", "{4}{G}", [do("destroy", target=0)], [_ARTIFACT_OR_ENCHANTMENT],
             keywords=["cascade"]),
    _instant("Forceful Denial", "{3}{U}{U}", [do("counter", target=0)], [_SPELL], keywords=["cascade"]),
    # --- manifest (701.40) ---
    _sorcery("Soul Summons", "{1}{W}", [do("manifest")]),
    _instant("Ethereal Ambush", "{3}{G}{U}", [do("manifest", n=2)]),
    _sorcery("Formless Nurturing", "{3}{G}", [do("manifest", counters=1)]),
    _sorcery("Fierce Invocation", "{4}{R}", [do("manifest", counters=2)]),
    _sorcery("Wildcall", "{X}{G}{G}", [do("manifest", counters="X")]),
    card(creature("Sultai Emissary", "{1}{B}", "Zombie Warrior", 1, 1, trig("dies", do("manifest")))),
    # --- additional costs (601.2f, 118.8) ---
    _instant("Altar's Reap", "{1}{B}", [do("draw", n=2)], additional_costs=_sacrifice("Creature")),
    _instant("Costly Plunder", "{1}{B}", [do("draw", n=2)], additional_costs=_sacrifice("Artifact", "Creature")),
    # --- cost increases and reductions (601.2f) ---
    card(face("Sphere of Resistance", "{2}", "Artifact", abilities=[static(cost_change=1, who="all")])),
    card(face("Thorn of Amethyst", "{2}", "Artifact", abilities=[
        static(cost_change=1, applies={"not_types": ["Creature"]}, who="all")])),
    card(face("Helm of Awakening", "{2}", "Artifact", abilities=[static(cost_change=-1, who="all")])),
    card(creature("Etherium Sculptor", "{1}{U}", "Vedalken Artificer", 1, 2,
                  static(cost_change=-1, applies={"types": ["Artifact"]}, who="you"), types="Artifact Creature")),
    _medallion("Pearl Medallion", "W"),
    _medallion("Sapphire Medallion", "U"),
    _medallion("Jet Medallion", "B"),
    _medallion("Ruby Medallion", "R"),
    _medallion("Emerald Medallion", "G"),
    # --- gaining control until end of turn (613.1b) ---
    _sorcery("Act of Treason", "{2}{R}",
             [do("gain_control", target=0), do("untap", target=0), do("grant", target=0, keywords=["haste"])],
             [_CREATURE]),
    # --- a nontoken Food (Wilds of Eldraine) that is also a Clue (205.3g): a cost or trigger naming either counts it
    card(face("Candy Trail", "{1}", "Artifact", "Food Clue", abilities=[
        trig("enters", do("scry", n=2)),
        {"kind": "activated", "cost": {"mana": "{2}", "tap": True, "sacrifice_self": True},
         "effects": [do("gain_life", n=3), do("draw", n=1)]}])),
]

LEFT_OUT: dict[str, str] = {
    "Path to Exile": "searching a library for a basic land isn't in the vocabulary",
    "Terror": "its \"can't be regenerated\" needs regeneration (701.19), which the engine doesn't have",
    "Cloudshift": "returns the card under its caster's control; the blink verb returns it under its owner's",
    "Ephemerate": "rebound (702.88) isn't modelled",
    "Restoration Angel": "an optional (\"you may\") blink of a non-Angel under your control",
    "Eternal Witness": "its return is optional (\"you may\"); no optional effects yet",
    "Gravedigger": "its return is optional (\"you may\"); no optional effects yet",
    "Vapor Snag": "the bounced creature's controller loses life: no verb for the target's controller",
    "Remand": "returns the countered spell to its owner's hand: not modelled",
    "Maelstrom Wanderer": "\"creatures you control have haste\" isn't modelled",
    "Violent Outburst": "\"creatures you control get +1/+0\" isn't modelled",
    "Ardent Plea": "exalted (702.83) isn't modelled",
    "Raven's Crime": "a target player discarding isn't in the vocabulary",
    "Oona's Grace": "a target player drawing isn't in the vocabulary",
    "Quasiduplicate": "jump-start (702.133) isn't modelled",
    "Deep Analysis": "its flashback cost includes paying life",
    "Lingering Souls": "Spirit tokens aren't a token kind the pool defines",
    "Walking Ballista": "removing a counter as a cost isn't modelled",
    "Hangarback Walker": "Thopter tokens aren't a token kind the pool defines",
    "Cruel Celebrant": "also triggers on planeswalkers dying; dies triggers see creatures only",
    "Midnight Reaper": "a \"nontoken creature\" filter on dies triggers isn't modelled",
    "Gilded Goose": "its mana ability sacrifices a Food as a cost: not modelled",
    "Lightning Greaves": "its attach trigger on another creature entering isn't modelled",
    "Mother of Runes": "protection from a color chosen on resolution isn't modelled",
    "Vizier of the Menagerie": "casting creature spells from the library top with any-type mana isn't modelled",
    "Whisperwood Elemental": "its sacrifice-triggered protection from destruction isn't modelled",
    "Reality Shift": "the exiled creature's controller manifests: no verb for the target's controller",
    "Manifest Dread": "manifest dread (701.62) chooses between two cards: not modelled",
}
"""Well-known cards for these interactions that the engine can't yet model faithfully, each with the reason."""
