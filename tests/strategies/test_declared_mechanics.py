"""A strategy leaves out a mechanic its ruling can do without when the engine doesn't declare it: LCI-07 (mana
value of a spell with {X}, 202.3e) adds a discover spell after its X spell only for an engine that declares
discover."""

from __future__ import annotations

from conformance.profiles import get_profile
from conformance.sampling import sample_scenarios
from conformance.session import Session
from strategies.options import DrawOptions
from strategies.scenario import Scenario
from strategies.scenarios.discover import FOUR, REAL_SOURCES, SEVEN

DISCOVER_SOURCES = {FOUR, SEVEN, *REAL_SOURCES}


def _discover_cards(scenario: Scenario) -> set[str]:
    return {entry["card"] for p in scenario.setup["players"] for zone in ("hand", "library", "battlefield")
            for entry in p.get(zone) or []} & DISCOVER_SOURCES


def test_lci07_draws_no_discover_card_for_an_engine_that_does_not_declare_discover() -> None:
    without = DrawOptions(mechanics=frozenset({"mana_value", "x_spells"}))
    for options in (without, DrawOptions(real_cards_only=True, mechanics=without.mechanics)):
        drawn = sample_scenarios("LCI-07", 30, options)
        assert drawn and not any(_discover_cards(s) for s in drawn)
        assert not any(a.get("type") == "choose" and str(a.get("choice", "")).startswith("cast")
                       for s in drawn for a in s.actions)
    declared = sample_scenarios("LCI-07", 30, DrawOptions(mechanics=frozenset({"mana_value", "x_spells",
                                                                               "discover"})))
    assert sum(bool(_discover_cards(s)) for s in declared) == len(declared)
    assert [s.setup for s in declared] == [s.setup for s in sample_scenarios("LCI-07", 30)]  # same draws as before


def test_a_session_hands_the_strategies_the_mechanics_the_engine_declares() -> None:
    session = Session("python:tests.fake_engines.real_cards_only:RealCardsOnly", get_profile("dev"), 0, None)
    try:
        declared = session.hello()["capabilities"].get("mechanics")
        assert session.draw_options().mechanics == (frozenset(declared) if isinstance(declared, list) else None)
    finally:
        session.close()
