"""A face's rules in words, from its data (reference_engine/cards/rules_text.py), and the ability indexes it shows."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import lookup, parse_card
from reference_engine.cards.keyword_abilities import keyword_abilities
from reference_engine.cards.pool import CARDS, TOKENS
from reference_engine.cards.rules_text import EVENTS, PHRASES, ability_indexes, rules_text
from reference_engine.verbs.vocabulary import registry


def words(name: str, face: int = 0) -> list[str]:
    """The words of the card called `name`, or of the face called `name` of a pool card or token."""
    card = lookup(name)
    if card is None:
        found = [f for d in [*CARDS, *TOKENS.values()] for f in parse_card(d).faces if f.name == name]
        assert found, name
        return rules_text(found[0])
    return rules_text(card.faces[face])


LEAKS = [
    (re.compile(r"[A-Za-z]_[A-Za-z]"), "an underscored name"),
    (re.compile(r"\b(True|False|None)\b"), "a Python constant"),
    (re.compile(r"`"), "a backtick"),
    (re.compile(r"\{(?![0-9XWUBRGCT](/[WUBRGP])?\})[^}]*\}"), "a brace that is not a mana symbol"),
    (re.compile(r"[\[\]()]|'\w+'"), "a raw list, string or key/value reprs"),
    (re.compile(r"\b(filter|target target|the object|the permanent|effect's controller|N cards|Its controller)\b"
                r"|\((s)\)"), "a vocabulary summary instead of words"),
]
"""What must never reach the words: each pattern with what it would mean."""


def leaks(line: str) -> list[str]:
    body = re.sub(r"^\[\d+\] ", "", line)  # the ability index is meant to be there
    body = re.sub(r" \(\w+ instead if this spell was kicked\)", "", body)  # the one parenthesis we write
    return [why for pattern, why in LEAKS if pattern.search(body)]


def every_face() -> list[tuple[str, list[str]]]:
    out = []
    for data in [*CARDS, *TOKENS.values()]:
        card = lookup(data["name"])
        assert card is not None
        out += [(face.name, rules_text(face)) for face in card.faces]
    return out


def test_spells_and_abilities_in_words() -> None:
    assert words("Probing Inquiry of Test") == ["Tap target creature, then investigate."]
    assert words("Hidden Courier of Test") == [
        "Disguise {1}{G}", "When this enters, draw a card.",
        "When this is turned face up, put a +1/+1 counter on this."]
    assert words("Wrench") == ['Equipped creature gets +1/+1 and has vigilance and "{3}, {T}: Tap target '
                               'creature".', "[0] {2}, Sacrifice this: Draw a card.", "[1] Equip {2}"]
    assert words("Alquist Proft, Master Sleuth")[-1] == (
        "[0] {X}{W}{U}{U}, {T}, Sacrifice a Clue: Draw X cards, then you gain X life.")
    assert words("Burst Lightning") == [  # 702.33a: kicker is a keyword
        "Kicker {4}", "This deals 2 damage to any target (4 instead if this spell was kicked)."]
    assert words("Archaeomancer") == [
        "When this enters, return target instant or sorcery card in your graveyard to its owner's hand."]
    assert words("Grizzly Bears") == []


def test_a_shared_target_is_named_once() -> None:
    """The Chase Is On has one target: both effects speak of it (the first names it, the second says "it")."""
    assert words("The Chase Is On") == [
        "Target creature gets +3/+0 until end of turn, then it gains first strike until end of turn, "
        "then investigate."]
    assert words("Galvanic Giant")[0].endswith("tap target creature an opponent controls, then put a stun counter "
                                               "on it.")
    assert words("Return Triumphant") == [
        "Put target creature card with mana value 3 or less in your graveyard onto the battlefield under your "
        "control, then create a Young Hero Role token attached to it."]
    # Two targets: the second is another one, and later effects say which.
    assert words("Become Brutes") == [
        "Target creature gains haste until end of turn, then up to one more target creature gains haste until end "
        "of turn, then create a Monster Role token attached to the first target, then create a Monster Role token "
        "attached to the second target."]
    assert words("Dizzying Swoop") == ["Tap up to one target creature, then tap up to one more target creature."]


def test_filters_and_statics_read_as_game_text() -> None:
    assert words("Lead Pipe")[:2] == ["Equipped creature gets +2/+0.",
                                      "Whenever the equipped creature dies, each opponent loses 1 life."]
    assert words("On the Job") == ["Each creature you control gets +2/+1 until end of turn, then investigate."]
    assert words("Thalia, Guardian of Thraben") == ["First strike", "Noncreature spells cost {1} more to cast."]
    assert words("Baral, Chief of Compliance") == ["Instant and sorcery spells you cast cost {1} less to cast."]
    assert words("Doubling Season") == [
        "Effects create twice as many tokens under your control as they otherwise would.",
        "Effects put twice as many counters on permanents you control as they otherwise would."]
    assert words("Virtuous") == ["Enchant creature",
                                      "Enchanted creature gets +1/+1 for each enchantment you control."]
    assert words("Doom Blade") == ["Destroy target nonblack creature."]
    assert words("Cast Off") == ["Destroy each non-Giant creature at the same time."]
    assert words("Prosperous Innkeeper")[1] == "Whenever another creature you control enters, you gain 1 life."
    assert words("Young Hero")[1] == ('Enchanted creature has "Whenever this creature attacks, if its '
                                           'toughness is 3 or less, put a +1/+1 counter on this creature".')
    assert words("Train Troops") == ["Create two 2/2 white Knight creature tokens with vigilance."]
    assert words("Arno Dorian")[1] == "Other Assassins you control get +2/+0."  # a filter, not granted types


@pytest.mark.parametrize("line, why", [
    ("Equipped creature gets +2/+0 (equipped True).", "a Python constant"),
    ("Each creature `filter` picks gets +1/+1.", "a backtick"),
    ("static: cost_change 1", "an underscored name"),
    ("Create a token (subtypes Knight, colors W).", "a raw list, string or key/value reprs"),
    ("Sacrifice a ['Artifact', 'Land'].", "a raw list, string or key/value reprs"),
    ("Create a {'token': 1}.", "a brace that is not a mana symbol"),
    ("Draw 1 card(s).", "a vocabulary summary instead of words"),
])
def test_the_leak_check_catches_internal_words(line: str, why: str) -> None:
    assert why in leaks(line)
    assert leaks("[0] {2}{W/U}, {T}, Sacrifice this: Draw a card.") == []


def test_no_internal_name_leaks_into_any_face() -> None:
    found = [(name, line, leaks(line)) for name, lines in every_face() for line in lines if leaks(line)]
    assert found == []


def test_every_verb_and_event_has_words() -> None:
    assert set(PHRASES) == set(registry())
    abilities = [a for d in [*CARDS, *TOKENS.values()] for f in d["faces"] for a in f.get("abilities") or ()]
    abilities += [a["grant"] for a in abilities if isinstance(a.get("grant"), dict)]
    events = {a["event"] for a in abilities if a.get("kind") == "triggered"}
    assert events and events <= set(EVENTS)
    assert EVENTS["beginning_of_your_upkeep"] == "At the beginning of your upkeep"
    assert EVENTS["beginning_of_your_end"] == "At the beginning of your end step"
    assert not any(leaks(when.format(spell="a spell", creature="a creature", cards="cards", card="a card"))
                   for when in EVENTS.values())


def test_a_synthetic_card_a_setup_brings_reads_the_same_way() -> None:
    card = parse_card({"name": "Probe of Test", "layout": "normal", "synthetic": True, "faces": [{
        "name": "Probe of Test", "mana_cost": "{1}{U}", "types": ["Instant"],
        "targets": [{"kind": "creature", "controller": "opponent"}],
        "effects": [{"do": "tap", "target": 0}, {"do": "add_counters", "counter": "stun", "n": 2, "target": 0},
                    {"do": "investigate", "n": 2}]}]})
    assert rules_text(card.main) == [
        "Tap target creature an opponent controls, then put two stun counters on it, then investigate 2 times."]


def test_every_card_and_token_has_words_for_each_rule() -> None:
    for data in [*CARDS, *TOKENS.values()]:
        card = lookup(data["name"])
        assert card is not None
        for face in card.faces:
            lines = rules_text(face)
            kicker = [c for c in face.additional_costs  # shown as keywords (702.33a, 702.56a, 702.166a)
                      if c.get("kind") in ("kicker", "replicate") or c.get("bargain")]
            keyword_activated = [a for a in keyword_abilities(face.keywords) if a.get("kind") == "activated"]  # crew
            expected = bool(face.keywords) + len(face.abilities) + bool(face.effects) + len(face.additional_costs) \
                - len(kicker) + bool(face.modes) + len(keyword_activated)
            assert len(lines) == expected and all(lines), (card.name, face.name)


def test_the_index_shown_is_the_one_activate_takes() -> None:
    """Wrench shows its draw ability as [0] and its equip as [1]: the reference engine equips with ability 1."""
    card = lookup("Wrench")
    assert card is not None and ability_indexes(card.main) == [-1, 0, 1]
    engine = ReferenceEngine()
    engine.setup({"protocol": 1, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
                  "players": [{"id": "p1", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                               "battlefield": [{"id": "c1", "card": "Wrench"}, {"id": "c2", "card": "Grizzly Bears"},
                                               {"id": "c3", "card": "Plains"}, {"id": "c4", "card": "Plains"}]},
                              {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                               "battlefield": []}]})
    result = engine.act({"type": "activate", "card": "c1", "ability": 1, "targets": ["c2"]})
    assert result["accepted"]
    engine.act({"type": "pass"})
    obs = engine.act({"type": "pass"})["observation"]
    wrench = next(o for o in obs["objects"] if o["card"] == "c1")
    assert wrench["attached_to"] == "c2" and wrench["zone"] == "battlefield"


def test_the_protocol_example_quotes_the_words_cards_prints() -> None:
    """docs/protocol.md's synthetic-card example quotes each card's rules as `cards` prints them."""
    text = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
    block = text[text.index('```json\n"cards": {') + len("```json\n"):]
    example = json.loads("{" + block[:block.index("```")] + "}")["cards"]
    prose = " ".join(text[text.index("Read it as a card:"):].split())
    lines = [line for data in example.values() for line in rules_text(parse_card(data).main)]
    assert len(lines) == 4 and all(f'"{line}"' in prose for line in lines), lines
