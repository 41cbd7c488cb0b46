"""Card data for phase.rs, written by hand: MTGJSON AtomicCards-shaped faces of the pool's real cards.

Characteristics (cost, types, P/T) follow the suite's card pool
(reference_engine/cards/pool.py; tests/test_phase_adapter.py checks that they agree); rules text
is each card's current oracle text. phase.rs parses the text into abilities. Nothing is downloaded.
Synthetic cards ("... of Test") have no real text and are deliberately absent.
"""

from __future__ import annotations

import uuid
from typing import Any

JSON = dict[str, Any]

# (name, mana cost, type line, oracle text, power, toughness, MTGJSON keywords)
Single = tuple[str, str | None, str, str, int | None, int | None, tuple[str, ...]]

SINGLE: list[Single] = [
    ("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)", None, None, ()),
    ("Island", None, "Basic Land — Island", "({T}: Add {U}.)", None, None, ()),
    ("Swamp", None, "Basic Land — Swamp", "({T}: Add {B}.)", None, None, ()),
    ("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)", None, None, ()),
    ("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)", None, None, ()),
    ("Johann, Apprentice Sorcerer", "{2}{U}{R}", "Legendary Creature — Human Wizard Sorcerer",
     "You may look at the top card of your library any time.\n"
     "Once each turn, you may cast an instant or sorcery spell from the top of your library. "
     "(You still pay its costs. Timing rules still apply.)", 2, 5, ()),
    ("Ellivere of the Wild Court", "{2}{G}{W}", "Legendary Creature — Human Knight",
     "Whenever Ellivere of the Wild Court enters or attacks, create a Virtuous Role token attached to "
     "another target creature you control. (Enchanted creature gets +1/+1 for each enchantment you control.)\n"
     "Whenever an enchanted creature you control deals combat damage to a player, draw a card.", 4, 4, ()),
    ("Doubling Season", "{4}{G}", "Enchantment",
     "If an effect would create one or more tokens under your control, it creates twice that many of "
     "those tokens instead.\n"
     "If an effect would put one or more counters on a permanent you control, it puts twice that many "
     "of those counters on that permanent instead.", None, None, ()),
    ("Alquist Proft, Master Sleuth", "{1}{W}{U}", "Legendary Creature — Human Detective",
     "Vigilance\n"
     "When Alquist Proft, Master Sleuth enters, investigate. (Create a Clue token. It's an artifact with "
     "\"{2}, Sacrifice this token: Draw a card.\")\n"
     "{X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X life.", 3, 3,
     ("Investigate", "Vigilance")),
    ("Wrench", "{W}", "Artifact — Clue Equipment",
     "Equipped creature gets +1/+1 and has vigilance and \"{3}, {T}: This creature deals 2 damage to "
     "any target.\"\n{2}, Sacrifice Wrench: Draw a card.\nEquip {2}", None, None, ("Equip",)),
    ("Grizzly Bears", "{1}{G}", "Creature — Bear", "", 2, 2, ()),
    ("Counterspell", "{U}{U}", "Instant", "Counter target spell.", None, None, ()),
    ("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.", None, None, ()),
    ("Unsummon", "{U}", "Instant", "Return target creature to its owner's hand.", None, None, ()),
    ("Monstrous Rage", "{R}", "Instant",
     "Target creature gets +2/+0 until end of turn. Create a Monster Role token attached to it. "
     "(Enchanted creature gets +1/+1 and has trample.)", None, None, ()),
    ("Royal Treatment", "{G}", "Instant",
     "Target creature you control gains hexproof until end of turn. Create a Royal Role token attached "
     "to that creature. (Enchanted creature gets +1/+1 and has ward {1}.)", None, None, ()),
    ("Gladecover Scout", "{G}", "Creature — Elf Scout",
     "Hexproof (This creature can't be the target of spells or abilities your opponents control.)",
     1, 1, ("Hexproof",)),
    ("Merfolk Trickster", "{U}{U}", "Creature — Merfolk Wizard",
     "Flash\nWhen Merfolk Trickster enters, tap target creature an opponent controls. "
     "That creature loses all abilities until end of turn.", 2, 2, ("Flash",)),
    ("Twincast", "{U}{U}", "Instant",
     "Copy target instant or sorcery spell. You may choose new targets for the copy.", None, None, ()),
    ("Meddling Mage", "{W}{U}", "Creature — Human Wizard",
     "As Meddling Mage enters, choose a nonland card name.\nSpells with the chosen name can't be cast.",
     2, 2, ()),
    ("Blaze", "{X}{R}", "Sorcery", "Blaze deals X damage to any target.", None, None, ()),
    ("Village Rites", "{B}", "Instant",
     "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.", None, None, ()),
    ("Deadly Dispute", "{1}{B}", "Instant",
     "As an additional cost to cast this spell, sacrifice an artifact or creature.\n"
     "Draw two cards and create a Treasure token. (It's an artifact with \"{T}, Sacrifice this token: "
     "Add one mana of any color.\")", None, None, ()),
    ("Burst Lightning", "{R}", "Instant",
     "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
     "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
     None, None, ("Kicker",)),
    ("Thalia, Guardian of Thraben", "{1}{W}", "Legendary Creature — Human Soldier",
     "First strike\nNoncreature spells cost {1} more to cast.", 2, 1, ("First strike",)),
    ("Baral, Chief of Compliance", "{1}{U}", "Legendary Creature — Human Wizard",
     "Instant and sorcery spells you cast cost {1} less to cast.\n"
     "Whenever a spell or ability you control counters a spell, you may draw a card. If you do, "
     "discard a card.", 1, 3, ()),
    ("Tireless Tracker", "{2}{G}", "Creature — Human Scout",
     "Landfall — Whenever a land you control enters, investigate. (Create a Clue token. It's an artifact "
     "with \"{2}, Sacrifice this token: Draw a card.\")\n"
     "Whenever you sacrifice a Clue, put a +1/+1 counter on Tireless Tracker.", 3, 2,
     ("Investigate", "Landfall")),
    ("Edgewall Innkeeper", "{G}", "Creature — Human Peasant",
     "Whenever you cast a creature spell that has an Adventure, draw a card. (It doesn't need to have "
     "gone on the adventure first.)", 1, 1, ()),
    ("Geological Appraiser", "{2}{R}{R}", "Creature — Human Artificer",
     "When Geological Appraiser enters, if you cast it, discover 3. (Exile cards from the top of your "
     "library until you exile a nonland card with mana value 3 or less. Cast it without paying its mana "
     "cost or put it into your hand. Put the rest on the bottom in a random order.)", 3, 2, ("Discover",)),
    ("Deduce", "{1}{U}", "Instant",
     "Draw a card.\nInvestigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: "
     "Draw a card.\")", None, None, ("Investigate",)),
    ("Changeling Outcast", "{B}", "Creature — Shapeshifter",
     "Changeling (This card is every creature type.)\n"
     "Changeling Outcast can't block and can't be blocked.", 1, 1, ("Changeling",)),
    ("Jace's Scrutiny", "{1}{U}", "Instant",
     "Target creature gets -4/-0 until end of turn.\nInvestigate. (Create a Clue token. It's an artifact with "
     "\"{2}, Sacrifice this token: Draw a card.\")", None, None, ("Investigate",)),
    ("Archaeomancer", "{2}{U}{U}", "Creature — Human Wizard",
     "When Archaeomancer enters, return target instant or sorcery card from your graveyard to your hand.",
     1, 2, ()),
]

# Multi-face cards: (full name, MTGJSON layout, [(face name, cost, type line, text, power, toughness)])
Face = tuple[str, str | None, str, str, int | None, int | None]
MULTI: list[tuple[str, str, list[Face]]] = [
    ("Questing Druid // Seek the Beast", "adventure", [
        ("Questing Druid", "{1}{G}", "Creature — Human Druid",
         "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Questing Druid.",
         1, 1),
        ("Seek the Beast", "{1}{R}", "Instant — Adventure",
         "Exile the top two cards of your library. Until your next end step, you may play those cards.",
         None, None)]),
    ("Galvanic Giant // Storm Reading", "adventure", [
        ("Galvanic Giant", "{3}{U}", "Creature — Giant Wizard",
         "Whenever you cast a spell with mana value 5 or greater, tap target creature an opponent controls "
         "and put a stun counter on it. (If a permanent with a stun counter would become untapped, remove "
         "one from it instead.)", 3, 3),
        ("Storm Reading", "{5}{U}{U}", "Sorcery — Adventure", "Draw four cards, then discard two cards.",
         None, None)]),
    ("Fire // Ice", "split", [
        ("Fire", "{1}{R}", "Instant", "Fire deals 2 damage divided as you choose among one or two targets.",
         None, None),
        ("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card.", None, None)]),
]

SUPERTYPES = ("Legendary", "Basic", "Snow", "World")


def colors_of(cost: str | None) -> list[str]:
    """The colors of a mana cost string, in WUBRG order."""
    syms = (cost or "").strip("{}").split("}{")
    return [c for c in "WUBRG" if any(c in s.split("/") for s in syms)]


def mana_value_of(cost: str | None, x: int = 0) -> int:
    """Mana value of a mana cost string (rule 202.3); X counts as `x`."""
    if not cost:
        return 0
    total = 0
    for sym in cost.strip("{}").split("}{"):
        if sym.isdigit():
            total += int(sym)
        elif sym == "X":
            total += x
        elif sym.startswith("2/"):
            total += 2
        else:
            total += 1
    return total


def _face(name: str, cost: str | None, type_line: str, text: str, power: int | None, toughness: int | None,
          keywords: tuple[str, ...] = (), layout: str = "normal", face_name: str | None = None,
          side: str | None = None, identity: list[str] | None = None, mana_value: int | None = None) -> JSON:
    left, _, right = type_line.partition(" — ")
    words = left.split()
    sup = [w for w in words if w in SUPERTYPES]
    ident = identity if identity is not None else colors_of(cost)
    if "Basic" in sup and not ident:
        ident = [{"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}[right]]
    d: JSON = {"name": name, "layout": layout, "manaCost": cost,
               "manaValue": float(mana_value if mana_value is not None else mana_value_of(cost)),
               "colors": colors_of(cost), "colorIdentity": ident, "type": type_line,
               "types": [w for w in words if w not in sup], "subtypes": right.split() if right else [],
               "supertypes": sup, "text": text, "keywords": list(keywords),
               "identifiers": {"scryfallOracleId": str(uuid.uuid5(uuid.NAMESPACE_URL, "mtg-conformance/" + name))}}
    if power is not None:
        d["power"], d["toughness"] = str(power), str(toughness)
    if face_name:
        d["faceName"], d["side"] = face_name, side
    return d


def single_faces() -> list[JSON]:
    """MTGJSON entries of the single-faced cards."""
    return [_face(*c[:6], keywords=c[6]) for c in SINGLE]


def multi_faces() -> list[list[JSON]]:
    """MTGJSON entries of the multi-face cards, one list of faces per card (shared oracle id)."""
    out = []
    for full, layout, faces in MULTI:
        identity = sorted({c for f in faces for c in colors_of(f[1])}, key="WUBRG".index)
        total = sum(mana_value_of(f[1]) for f in faces) if layout == "split" else None
        entries = []
        for side, f in zip("ab", faces, strict=False):
            e = _face(full, *f[1:], layout=layout, face_name=f[0], side=side, identity=identity,
                      mana_value=total if total is not None else mana_value_of(f[1]))
            entries.append(e)
        oid = entries[0]["identifiers"]["scryfallOracleId"]
        for e in entries:
            e["identifiers"] = {"scryfallOracleId": oid}
        out.append(entries)
    return out


def known_cards() -> dict[str, JSON]:
    """Our card name -> {"layout", "faces": [face names], "costs": [...]} for every supported card."""
    out: dict[str, JSON] = {}
    for c in SINGLE:
        out[c[0]] = {"layout": "normal", "faces": [c[0]], "costs": [c[1]]}
    for full, layout, faces in MULTI:
        out[full] = {"layout": layout, "faces": [f[0] for f in faces], "costs": [f[1] for f in faces]}
    return out
