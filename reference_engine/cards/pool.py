"""The named card pool and the token kinds, as data (see cards/model.py).

Real cards are modelled from their printed characteristics and rules; cards
marked ``synthetic`` are ours, shaped to reach situations no real card in the
pool reaches cheaply (each is named so it can't be mistaken for a real card).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from mtg_protocol.types import Setup
from mtg_protocol.vocab import SETUP_CARD_LISTS

from .build import Data, card, creature, do, face, spell, static, target, trig
from .model import CardDef, Face, parse_card
from .sets import SET_CARDS

ROLE_KINDS = ("Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero")


def _role_token(kind: str, *abilities: Data) -> Data:
    token_face = face(f"{kind} Role", None, "Enchantment", "Aura Role", colors=[],
                      keywords=["enchant creature"], abilities=list(abilities))
    token_face["name"] = kind  # 111.10j-r: the token is named after its kind
    return {"name": f"{kind} Role", "layout": "token", "faces": [token_face]}


# Tokens (rule 111.10): the Clue, the Treasure, the Food, the Blood, the Map and the seven Roles.
TOKENS: dict[str, Data] = {
    "Clue": {"name": "Clue", "layout": "token", "faces": [face(
        "Clue", None, "Artifact", "Clue", colors=[],
        abilities=[{"kind": "activated", "cost": {"mana": "{2}", "sacrifice_self": True},
                    "effects": [do("draw", n=1)]}])]},
    "Treasure": {"name": "Treasure", "layout": "token", "faces": [face(
        "Treasure", None, "Artifact", "Treasure", colors=[],
        abilities=[{"kind": "activated", "cost": {"tap": True, "sacrifice_self": True},
                    "mana_ability": True, "effects": [do("add_mana", mana="any")]}])]},
    "Food": {"name": "Food", "layout": "token", "faces": [face(  # 111.10b
        "Food", None, "Artifact", "Food", colors=[],
        abilities=[{"kind": "activated", "cost": {"mana": "{2}", "tap": True, "sacrifice_self": True},
                    "effects": [do("gain_life", n=3)]}])]},
    "Blood": {"name": "Blood", "layout": "token", "faces": [face(  # 111.10g
        "Blood", None, "Artifact", "Blood", colors=[],
        abilities=[{"kind": "activated", "cost": {"mana": "{1}", "tap": True, "discard": {"n": 1},
                                                  "sacrifice_self": True},
                    "effects": [do("draw", n=1)]}])]},
    "Map": {"name": "Map", "layout": "token", "faces": [face(  # 111.10s
        "Map", None, "Artifact", "Map", colors=[],
        abilities=[{"kind": "activated", "cost": {"mana": "{1}", "tap": True, "sacrifice_self": True},
                    "timing": "sorcery", "effects": [do("explore", target=0)],
                    "targets": [target("creature", controller="you")]}])]},
    "Cursed Role": _role_token("Cursed", static(affects="enchanted", set_power=1, set_toughness=1)),
    "Monster Role": _role_token("Monster", static(affects="enchanted", power=1, toughness=1,
                                                  keywords=["trample"])),
    "Royal Role": _role_token("Royal", static(affects="enchanted", power=1, toughness=1,
                                              keywords=["ward {1}"])),
    "Sorcerer Role": _role_token("Sorcerer", static(affects="enchanted", power=1, toughness=1,
                                                    grant=trig("attacks", do("scry", n=1)))),
    "Virtuous Role": _role_token("Virtuous", static(affects="enchanted",
                                                    power_per="enchantment_you_control")),
    "Wicked Role": _role_token("Wicked", static(affects="enchanted", power=1, toughness=1),
                               trig("dies", do("opponents_lose_life", n=1))),
    "Young Hero Role": _role_token("Young Hero", static(affects="enchanted", grant=trig(
        "attacks", do("add_counters", counter="+1/+1", n=1, target="self"), if_toughness_at_most=3))),
}

_CREATURE = target("creature")
_ANY = target("any")


def _basic(name: str, color: str, subtype: str) -> Data:
    return card(face(name, None, "Basic Land", subtype, colors=[],
                     abilities=[{"kind": "mana", "produces": color}]))


CARDS: list[Data] = [
    _basic("Plains", "W", "Plains"), _basic("Island", "U", "Island"), _basic("Swamp", "B", "Swamp"),
    _basic("Mountain", "R", "Mountain"), _basic("Forest", "G", "Forest"),
    # --- the cards the rulings name ---
    card(creature("Questing Druid", "{1}{G}", "Human Druid", 1, 1,
                  trig("cast_spell", do("add_counters", counter="+1/+1", n=1, target="self"),
                       filter={"colors_any": ["W", "U", "B", "R"]})),
         spell("Seek the Beast", "{1}{R}", "Instant", [do("impulse", n=2, until="your_next_end_step")],
               subtypes="Adventure"),
         layout="adventure"),
    card(creature("Johann, Apprentice Sorcerer", "{2}{U}{R}", "Human Wizard Sorcerer", 2, 5,
                  static(permission="cast_instant_sorcery_from_library_top", once_per_turn=True),
                  types="Legendary Creature")),
    card(creature("Archaeomancer", "{2}{U}{U}", "Human Wizard", 1, 2,
                  trig("enters", do("to_hand", target=0),
                       targets=[target("card", zone="graveyard", controller="you",
                                       types=["Instant", "Sorcery"])]))),
    card(creature("Galvanic Giant", "{3}{U}", "Giant Wizard", 3, 3,
                  trig("cast_spell", do("tap", target=0), do("add_counters", counter="stun", n=1, target=0),
                       filter={"mv_min": 5}, targets=[target("creature", controller="opponent")])),
         spell("Storm Reading", "{5}{U}{U}", "Sorcery", [do("draw", n=4), do("discard", n=2)],
               subtypes="Adventure"),
         layout="adventure"),
    card(creature("Ellivere of the Wild Court", "{2}{G}{W}", "Human Knight", 4, 4,
                  trig("enters_or_attacks", do("create_role", role="Virtuous", attach=0),
                       targets=[target("creature", controller="you", other=True)]),
                  trig("creature_combat_damage_to_player", do("draw", n=1),
                       filter={"controller": "you", "enchanted": True}),
                  types="Legendary Creature")),
    card(face("Doubling Season", "{4}{G}", "Enchantment", abilities=[
        static(replacement="double_tokens"), static(replacement="double_counters")])),
    card(creature("Alquist Proft, Master Sleuth", "{1}{W}{U}", "Human Detective", 3, 3,
                  trig("enters", do("investigate", n=1)),
                  {"kind": "activated", "cost": {"mana": "{X}{W}{U}{U}", "tap": True,
                                                  "sacrifice": {"subtype": "Clue"}},
                   "effects": [do("draw", n="X"), do("gain_life", n="X")]},
                  types="Legendary Creature", keywords=["vigilance"])),
    card(face("Wrench", "{W}", "Artifact", "Clue Equipment", abilities=[
        static(affects="equipped", power=1, toughness=1, keywords=["vigilance"],
               grant={"kind": "activated", "cost": {"mana": "{3}", "tap": True},
                      "effects": [do("tap", target=0)], "targets": [target("creature")]}),
        {"kind": "activated", "cost": {"mana": "{2}", "sacrifice_self": True}, "effects": [do("draw", n=1)]},
        {"kind": "equip", "cost": {"mana": "{2}"}}])),
    # --- supporting real cards ---
    card(creature("Grizzly Bears", "{1}{G}", "Bear", 2, 2)),
    card(spell("Counterspell", "{U}{U}", "Instant", [do("counter", target=0)], [target("spell")])),
    card(spell("Lightning Bolt", "{R}", "Instant", [do("damage", n=3, target=0)], [_ANY])),
    card(spell("Unsummon", "{U}", "Instant", [do("to_hand", target=0)], [_CREATURE])),
    card(spell("Monstrous Rage", "{R}", "Instant",
               [do("pump", target=0, power=2, toughness=0), do("create_role", role="Monster", attach=0)],
               [_CREATURE])),
    card(spell("Royal Treatment", "{G}", "Instant",
               [do("grant", target=0, keywords=["hexproof"]), do("create_role", role="Royal", attach=0)],
               [target("creature", controller="you")])),
    card(creature("Gladecover Scout", "{G}", "Elf Scout", 1, 1, keywords=["hexproof"])),
    card(creature("Merfolk Trickster", "{U}{U}", "Merfolk Wizard", 2, 2,
                  trig("enters", do("tap", target=0), do("lose_abilities", target=0),
                       targets=[target("creature", controller="opponent")]),
                  keywords=["flash"])),
    card(spell("Twincast", "{U}{U}", "Instant", [do("copy_spell", target=0)],
               [target("spell", types=["Instant", "Sorcery"])])),
    card(creature("Meddling Mage", "{W}{U}", "Human Wizard", 2, 2,
                  {"kind": "as_enters", "effects": [do("choose_card_name", filter="nonland")]},
                  static(prohibit="chosen_name"))),
    card(spell("Fire", "{1}{R}", "Instant", [do("damage", n=2, target=0)], [_ANY]),
         spell("Ice", "{1}{U}", "Instant", [do("tap", target=0), do("draw", n=1)], [target("permanent")]),
         layout="split"),
    card(spell("Blaze", "{X}{R}", "Sorcery", [do("damage", n="X", target=0)], [_ANY])),
    card(spell("Village Rites", "{B}", "Instant", [do("draw", n=2)],
               additional_costs=[{"kind": "sacrifice", "filter": {"types": ["Creature"]}, "mandatory": True}])),
    card(spell("Deadly Dispute", "{1}{B}", "Instant", [do("draw", n=2), do("create_token", token="Treasure", n=1)],
               additional_costs=[{"kind": "sacrifice", "filter": {"types_any": ["Artifact", "Creature"]},
                                  "mandatory": True}])),
    card(spell("Burst Lightning", "{R}", "Instant", [do("damage", n=2, target=0, kicked_n=4)], [_ANY],
               keywords=["kicker {4}"])),  # 702.33a: the keyword stands for its additional cost (model.with_kicker)
    card(creature("Thalia, Guardian of Thraben", "{1}{W}", "Human Soldier", 2, 1,
                  static(cost_change=1, applies={"not_types": ["Creature"]}, who="all"),
                  types="Legendary Creature", keywords=["first strike"])),
    # Its second ability is missing (a follow-up): "whenever a spell or ability you control counters a spell, you may
    # draw a card; if you do, discard a card" needs an optional ("you may") choice the protocol has no kind for.
    card(creature("Baral, Chief of Compliance", "{1}{U}", "Human Wizard", 1, 3,
                  static(cost_change=-1, applies={"types_any": ["Instant", "Sorcery"]}, who="you"),
                  types="Legendary Creature")),
    card(creature("Tireless Tracker", "{2}{G}", "Human Scout", 3, 2,
                  trig("landfall", do("investigate", n=1)),
                  trig("sacrifice_clue", do("add_counters", counter="+1/+1", n=1, target="self")))),
    card(creature("Edgewall Innkeeper", "{G}", "Human Peasant", 1, 1,
                  trig("cast_spell", do("draw", n=1), filter={"types": ["Creature"], "has_adventure": True}))),
    card(creature("Geological Appraiser", "{2}{R}{R}", "Human Artificer", 3, 2,
                  trig("enters", do("discover", n=3), if_cast=True))),
    card(spell("Deduce", "{1}{U}", "Instant", [do("draw", n=1), do("investigate", n=1)])),
    card(creature("Changeling Outcast", "{B}", "Shapeshifter", 1, 1, static(block="cant"),
                  static(evasion="unblockable"), keywords=["changeling"])),
    # targeted investigate (MKM-13 on engines that can't load synthetic cards)
    card(spell("Jace's Scrutiny", "{1}{U}", "Instant",
               [do("pump", target=0, power=-4, toughness=0), do("investigate", n=1)], [_CREATURE])),
    # --- synthetic supporting cards (ours) ---
    card(creature("Aegis Warden of Test", "{1}{W}", "Human Knight", 2, 2,
                  keywords=["protection from enchantments"]), synthetic=True),
    card(creature("Veiled Sentinel of Test", "{1}{G}", "Elemental", 2, 3, keywords=["shroud"]), synthetic=True),
    card(spell("Seismic Survey of Test", "{2}{R}", "Sorcery",
               [do("damage", n=1, target=0), do("discover", n=3)], [_CREATURE]), synthetic=True),
    card(spell("Probing Inquiry of Test", "{1}{U}", "Instant",
               [do("tap", target=0), do("investigate", n=1)], [_CREATURE]), synthetic=True),
    card(spell("Mirror Image of Test", "{2}{U}", "Sorcery", [do("token_copy", target=0)], [_CREATURE]),
         synthetic=True),
    # LCI-09's "or ability": no real card has a targeted ability that discovers
    card(creature("Seismic Lookout of Test", "{1}{R}", "Human Scout", 1, 1,
                  {"kind": "activated", "cost": {"mana": "{1}", "tap": True}, "targets": [_CREATURE],
                   "effects": [do("damage", n=1, target=0), do("discover", n=2)]}), synthetic=True),
    # MKM-13's "or ability": no real card has a targeted ability that investigates
    card(creature("Probing Lookout of Test", "{1}{U}", "Human Detective", 1, 1,
                  {"kind": "activated", "cost": {"mana": "{1}", "tap": True}, "targets": [_CREATURE],
                   "effects": [do("tap", target=0), do("investigate", n=1)]}), synthetic=True),
    # WOE-03: a watcher of spells that have an Adventure with no creature filter (Edgewall Innkeeper has one)
    card(creature("Storyteller of Test", "{G}", "Human Peasant", 1, 1,
                  trig("cast_spell", do("draw", n=1), filter={"has_adventure": True})), synthetic=True),
    card(creature("Hidden Courier of Test", "{1}{G}", "Elf Rogue", 2, 1,
                  trig("enters", do("draw", n=1)),
                  trig("turned_face_up", do("add_counters", counter="+1/+1", n=1, target="self")),
                  keywords=["disguise {1}{G}"]), synthetic=True),
    card(creature("Masked Paladin of Test", "{2}{W}", "Human Knight", 3, 3,
                  keywords=["disguise {W}", "protection from enchantments"]), synthetic=True),
    card(creature("Veiled Legend of Test", "{1}{B}", "Human Rogue", 2, 2,
                  keywords=["disguise {2}{B}"], types="Legendary Creature"), synthetic=True),
    card(spell("Twin Paths of Test", "{1}{G}", "Sorcery", [do("draw", n=1)]),
         spell("Far Path of Test", "{3}{U}", "Instant", [do("draw", n=2)]), layout="mdfc", synthetic=True),
    card(creature("Abundant Hydra of Test", "{X}{G}", "Hydra", 0, 0,
                  trig("enters", do("add_counters", counter="+1/+1", n="X", target="self"))), synthetic=True),
    card(creature("Clue Golem of Test", "{3}", "Clue Golem", 2, 2, types="Artifact Creature"), synthetic=True),
    card(spell("Discover Four of Test", "{1}{R}", "Sorcery", [do("discover", n=4)]), synthetic=True),
    card(spell("Discover Seven of Test", "{2}{R}", "Sorcery", [do("discover", n=7)]), synthetic=True),
    # untargeted Role creation (WOE-20): hexproof and shroud don't stop these
    card(spell("Coronation of Test", "{1}", "Instant",
               [do("create_role", role="Royal", attach="each", filter={"controller": "you"})]), synthetic=True),
    card(spell("Hexing Crowd of Test", "{1}", "Instant",
               [do("create_role", role="Cursed", attach="each", filter={"controller": "opponent"})]),
         synthetic=True),
    # Two different Roles attached at the same time: a 704.5y tie whose options can be told apart, so the
    # controller's choice must be asked for (no real card makes two kinds at once; Doubling Season's ties
    # are between identical Roles, which an engine may settle itself: docs/judging.md).
    card(spell("Twin Crowning of Test", "{1}{G}", "Instant",
               [do("create_roles", roles=["Monster", "Royal"], attach=0)],
               [target("creature", controller="you")]), synthetic=True),
]

for _kind in ROLE_KINDS:
    CARDS.append(card(spell(f"Invoke {_kind} of Test", "{1}", "Instant",
                            [do("create_role", role=_kind, attach=0)], [_CREATURE]), synthetic=True))
    CARDS.append(card(creature(f"{_kind} Bearer of Test", "{2}", "Human Peasant", 1, 1,
                               trig("enters", do("create_role", role=_kind, attach="self"))),
                      synthetic=True))

CARDS.extend(SET_CARDS)
HAND_WRITTEN: list[Data] = list(CARDS)
"""The cards written here and in sets/ (real and synthetic), before the translated ones."""
TRANSLATED_FILE = Path(__file__).with_name("oracle_pool.json")


def _translated() -> list[Data]:
    """The cards the checked translator made from Oracle data (cards/translate.py; regenerated by
    ``python3 -m reference_engine.cards.translate``), read once as the pool loads (parsed lazily, as all cards)."""
    if not TRANSLATED_FILE.exists():
        return []
    cards: list[Data] = json.loads(TRANSLATED_FILE.read_text(encoding="utf-8"))["cards"]
    return cards


CARDS.extend(_translated())
_BY_NAME: dict[str, CardDef] = {}


def _index() -> dict[str, CardDef]:
    if not _BY_NAME:
        for data in [*CARDS, *TOKENS.values()]:
            _BY_NAME[data["name"]] = parse_card(data)
    return _BY_NAME


def lookup(name: str) -> CardDef | None:
    """A named card or token kind of the pool, or None."""
    return _index().get(name)


def pool_card(name: str) -> CardDef:
    """A card or token kind the pool has, by a name known to be there (``card_names``): KeyError otherwise."""
    return _index()[name]


_FACES: dict[str, Face] = {}


def face_by_name(name: str) -> Face | None:
    """The printed face that carries this name (any face of any named card; 715.5, 709.3)."""
    if not _FACES:
        for data in CARDS:
            card = _index()[data["name"]]
            for f in card.faces:
                _FACES.setdefault(f.name, f)
    return _FACES.get(name)


def card_names() -> list[str]:
    """Every named card of the pool (not tokens), sorted."""
    return sorted(d["name"] for d in CARDS)


def names_for_choice() -> list[str]:
    """Every name a player could choose (715.5: each face's own name too), sorted."""
    names = {f["name"] for d in CARDS for f in d["faces"]}
    return sorted(names)




def setup_names(setup: Setup) -> list[str]:
    """Every card name a setup lists (in a zone or outside the game), in its players' and lists' order, once each."""
    names = (entry.get("card") for p in setup.get("players") or [] for zone in SETUP_CARD_LISTS
             for entry in p.get(zone) or [] if isinstance(entry, dict))
    return list(dict.fromkeys(n for n in names if isinstance(n, str)))


def missing_definitions(setup: Setup) -> Data:
    """The full definition of every synthetic card of the pool the setup names and doesn't define itself: what
    its ``cards`` must add so that an engine is never sent a card it can't look up (docs/protocol.md,
    *Synthetic cards*)."""
    own = setup.get("cards") or {}
    return {n: copy.deepcopy(_index()[n].data) for n in setup_names(setup) if n not in own and n in _index()
            and _index()[n].synthetic}


def definitions(setup: Setup) -> Data:
    """The definition of every card the setup names that the setup or the pool defines (the setup's own first),
    by name: the model's knowledge of the cards, which a model trace carries for judging (``Trace.cards``)."""
    own = setup.get("cards") or {}
    return {n: own[n] if n in own else _index()[n].data for n in setup_names(setup) if n in own or n in _index()}


def uses_synthetic(setup: Setup) -> bool:
    """Whether a setup defines a card of its own or names a synthetic card of the pool."""
    return bool(setup.get("cards")) or any((c := lookup(n)) is not None and c.synthetic for n in setup_names(setup))
