"""A face's rules in words, from its data (reference_engine/cards/rules_text.py), and the ability indexes it shows."""

from __future__ import annotations

from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import lookup
from reference_engine.cards.pool import CARDS, TOKENS
from reference_engine.cards.rules_text import ability_indexes, rules_text


def words(name: str, face: int = 0) -> list[str]:
    card = lookup(name)
    assert card is not None
    return rules_text(card.faces[face])


def test_spells_and_abilities_in_words() -> None:
    assert words("Probing Inquiry of Test") == ["Tap target creature, then investigate."]
    assert words("Hidden Courier of Test") == [
        "disguise {1}{g}", "When this enters, draw 1 card(s).",
        "When this is turned face up, put 1 +1/+1 counter(s) on this."]
    assert words("Wrench") == ["Equipped creature gets +1/+1 and has vigilance.",
                               "[0] {2}, sacrifice this: draw 1 card(s).", "[1] Equip {2}"]
    assert words("Alquist Proft, Master Sleuth")[-1] == (
        "[0] {X}{W}{U}{U}, {T}, sacrifice a Clue: draw X card(s), then gain X life.")
    assert words("Burst Lightning") == ["Deal 2 (4 if kicked) damage to any target.", "Kicker {4}"]
    assert words("Archaeomancer") == [
        "When this enters, return target instant or sorcery card in your graveyard to its owner's hand."]
    assert words("Grizzly Bears") == []


def test_every_card_and_token_has_words_for_each_rule() -> None:
    for data in [*CARDS, *TOKENS.values()]:
        card = lookup(data["name"])
        assert card is not None
        for face in card.faces:
            lines = rules_text(face)
            expected = bool(face.keywords) + len(face.abilities) + bool(face.effects) + len(face.additional_costs)
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
