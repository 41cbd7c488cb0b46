"""Synthetic cards: never sent to an engine that declines them; sent with their definitions otherwise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.catalog import all_rulings
from conformance.profiles import get_profile
from conformance.session import Session
from mtg_protocol.validate import errors
from reference_engine.cards import lookup, setup_names
from reports.verdicts import Verdict
from strategies.options import DrawOptions
from strategies.scenario import Scenario

FAKE = "python:tests.fake_engines.real_cards_only"


@pytest.mark.slow
@pytest.mark.parametrize(("factory", "asked"), [("RealCardsOnly", False), ("SaysSynthetic", True)])
def test_no_synthetic_card_reaches_an_engine_that_declines_them(factory: str, asked: bool) -> None:
    """Every ruling, its corpus and a few drawn examples, on an engine that fails on any card it doesn't know:
    declined by its hello, or by the run (--real-cards-only)."""
    session = Session(f"{FAKE}:{factory}", get_profile("dev", max_examples=4), 0, None, real_cards_only=asked)
    try:
        assert session.draw_options().real_cards_only
        results = {r.id: session.run(r.id) for r in all_rulings()}
    finally:
        session.close()
    errors = {rid: r.message for rid, r in results.items() if r.status == Verdict.ERROR}
    assert not errors
    assert sum(r.examples for r in results.values()) > 0


def test_the_fake_engine_fails_on_a_synthetic_card() -> None:
    """The engine above would notice one (the test can fail)."""
    session = Session(f"{FAKE}:SaysSynthetic", get_profile("dev", max_examples=4), 0, None)
    try:
        result = session.run("MKM-13")
    finally:
        session.close()
    assert result.status == Verdict.ERROR and "of Test" in result.message


def test_a_sent_synthetic_card_carries_its_definition() -> None:
    """A scenario naming a synthetic card of the pool carries its full definition in setup.cards, valid by the
    schema; one that names none carries no ``cards``."""
    setup = {"protocol": 1, "turn": {"number": 1, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": [],
                          "hand": [{"id": "c1", "card": "Probing Inquiry of Test"}],
                          "graveyard": [], "exile": [], "battlefield": [{"id": "c2", "card": "Island"}]},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": []}]}
    plain = {**setup, "players": [{**setup["players"][0], "hand": []}, setup["players"][1]]}
    sent = Scenario(setup, []).setup
    assert sent is setup  # the setup itself gains them: whoever holds it sends the same
    card = lookup("Probing Inquiry of Test")
    assert card is not None
    assert sent["cards"] == {"Probing Inquiry of Test": card.data}
    assert not errors("setup", sent)
    assert "cards" not in Scenario(plain, []).setup
    assert setup_names(sent) == ["Probing Inquiry of Test", "Island"]


def test_draw_options_admit_corpus_cases() -> None:
    from conformance.corpus import load_corpus

    cases = [c for cases in load_corpus().values() for c in cases]
    real = DrawOptions(real_cards_only=True)
    assert any(not real.admits(c.setup) for c in cases)
    assert all(DrawOptions().admits(c.setup) for c in cases)


def test_every_synthetic_card_has_the_schema_shape() -> None:
    """The pool's synthetic cards and every shape the card strategies draw are valid ``synthetic_card``s, and
    the schema's verbs are the registry's (docs/cards.md)."""
    from hypothesis import given, settings

    from mtg_protocol.validate import schema
    from reference_engine.cards.pool import CARDS
    from reference_engine.verbs.vocabulary import registry
    from strategies.cards import synthetic_card

    assert set(schema()["$defs"]["card_effect"]["properties"]["do"]["enum"]) == set(registry())
    for data in CARDS:
        if data.get("synthetic"):
            assert not errors("synthetic_card", data), data["name"]

    @settings(max_examples=50, derandomize=True, database=None)
    @given(synthetic_card())
    def drawn(data: dict) -> None:
        assert not errors("synthetic_card", data)

    drawn()
    assert errors("synthetic_card", {"layout": "normal", "faces": [{"name": "X", "types": ["Instant"],
                                                                   "effects": [{"do": "no_such_verb"}]}]})


def test_a_fixed_case_holding_a_synthetic_card_is_unsupported_not_passed(tmp_path: Path) -> None:
    """A card-rulings case is one scenario: left out for its synthetic card, nothing was played, and a pass on no
    example would be a false pass (it was one, found by a new author's walkthrough of issue 31)."""
    from conformance.card_rulings.tier import card_rulings
    from conformance.cli import main

    def synthetic(name: str) -> bool:
        card = lookup(name)
        return card is not None and card.synthetic

    held = next(rid for rid, r in card_rulings().items() if r.case is not None and r.case.needs == ("clue",)
                and any(synthetic(n) for n in r.case.cards))
    real = next(rid for rid, r in card_rulings().items() if r.case is not None and r.case.needs == ("clue",)
                and r.case.cards and not any(synthetic(n) for n in r.case.cards) and not r.case.reference_bug)
    out = tmp_path / "out"
    main(["run", "--tier", "card-rulings", "--engine", f"{FAKE}:RealCardsOnly", "--example-db", "none",
          "--example-deadline", "120",
          "--out", str(out), held, real])
    verdicts = {r["id"]: r for r in json.loads((out / "report.json").read_text())["rulings"]}
    assert verdicts[held]["status"] == Verdict.UNSUPPORTED and "synthetic card" in verdicts[held]["message"]
    assert verdicts[real]["status"] == Verdict.PASSED and verdicts[real]["examples"] == 1
