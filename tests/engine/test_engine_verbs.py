"""The effect vocabulary as a registry: card definitions are checked against it, and docs/cards.md lists it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import TOKENS, card_names, lookup
from reference_engine.verbs.docs import render
from reference_engine.verbs.vocabulary import CardDefinitionError, check_card, registry
from strategies.states import SetupBuilder

ROOT = Path(__file__).resolve().parents[2]


def sorcery(name: str, effects: list[JSON], targets: list[JSON] | None = None) -> JSON:
    return {"name": name, "layout": "normal", "synthetic": True, "faces": [
        {"name": name, "mana_cost": "{1}", "types": ["Sorcery"], "effects": effects, "targets": targets or []}]}


def test_docs_cards_md_is_current() -> None:
    """Regenerate with: python3 -m reference_engine.verbs.docs > docs/cards.md"""
    assert (ROOT / "docs" / "cards.md").read_text() == render()


def test_every_verb_cites_rules_and_documents_itself() -> None:
    assert len(registry()) >= 20
    for v in registry().values():
        assert v.rules and all(re.fullmatch(r"\d{3}\.\d+[a-z]?(-[a-z])?", r) for r in v.rules), v.name
        assert v.summary, v.name


def test_the_whole_pool_fits_the_vocabulary() -> None:
    """Every card and token kind of the pool (hand-written and translated) passes `check_card`: each verb known,
    each parameter of its shape (the pool stands below the verbs, so it is checked here rather than as it loads)."""
    used = set()
    for data in [*(c.data for c in map(lookup, card_names()) if c is not None), *TOKENS.values()]:
        check_card(data)
        for face in data["faces"]:
            used |= {e["do"] for e in face.get("effects") or ()}
            for ability in face.get("abilities") or ():
                used |= {e["do"] for e in ability.get("effects") or ()}
    assert used <= set(registry())


@pytest.mark.parametrize(("effects", "targets", "message"), [
    ([{"do": "fireball", "n": 1}], [], "unknown verb 'fireball'"),
    ([{"do": "draw"}], [], "'draw' needs the parameter 'n'"),
    ([{"do": "draw", "n": 1, "who": "you"}], [], "'draw' has no parameter 'who'"),
    ([{"do": "damage", "n": 2, "target": 1}], [{"kind": "any"}], "'damage' parameter 'target' must be"),
    ([{"do": "draw", "n": "Y"}], [], "'draw' parameter 'n' must be"),
    ([{"do": "create_token", "token": "Dragon"}], [], "'create_token' parameter 'token' must be"),
])
def test_a_bad_effect_is_an_error_naming_card_and_face(effects: list[JSON], targets: list[JSON],
                                                       message: str) -> None:
    with pytest.raises(CardDefinitionError) as err:
        check_card(sorcery("Broken Spell of Test", effects, targets))
    assert "card 'Broken Spell of Test', face 'Broken Spell of Test'" in str(err.value)
    assert message in str(err.value)


def test_abilities_and_granted_abilities_are_checked_too() -> None:
    data = {"name": "Broken Aura of Test", "faces": [{
        "name": "Broken Aura of Test", "mana_cost": "{1}", "types": ["Enchantment"], "abilities": [
            {"kind": "static", "affects": "enchanted",
             "grant": {"kind": "triggered", "event": "attacks", "effects": [{"do": "scry"}]}}]}]}
    with pytest.raises(CardDefinitionError, match=r"ability 0 \(granted\): 'scry' needs the parameter 'n'"):
        check_card(data)


def test_a_setup_with_a_bad_synthetic_card_is_rejected() -> None:
    b = SetupBuilder()
    name = b.define(sorcery("Broken Spell of Test", [{"do": "fireball", "n": 1}]))
    b.add("p1", "hand", name)
    with pytest.raises(EngineError, match="Broken Spell of Test.*unknown verb 'fireball'"):
        ReferenceEngine().setup(b.build())
