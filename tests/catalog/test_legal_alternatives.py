"""Values the protocol leaves open, reported another legal way (docs/judging.md): engines that spell a mana cost
otherwise, describe a trigger in Oracle-like words, or give no priority while a choice is pending pass every
ruling; the mutants of the rulings that read those values still fail them."""

from __future__ import annotations

from typing import Any

import pytest
from fake_engines.legal_alternatives import (
    SPELLINGS,
    CostSpellingEngine,
    NullPriorityEngine,
    OracleTriggerTextEngine,
)

from conformance.catalog import RULINGS
from conformance.catalog.mana_symbols import same_mana_cost
from conformance.corpus import load_corpus
from conformance.profiles import get_profile
from conformance.runner import check_scenario, execute_ruling
from reference_engine.mutants import open_mutant
from strategies.scenario import Scenario
from strategies.states import SetupBuilder


def failures(engine: Any, rulings: list[str] | None = None, examples: int = 10) -> dict[str, str]:
    corpus = load_corpus()
    profile = get_profile("dev", max_examples=examples)
    found = {}
    for rid in rulings or sorted(RULINGS):
        result = execute_ruling(RULINGS[rid], engine() if callable(engine) else engine, profile, 0, corpus.get(rid))
        if result.status != "passed":
            found[rid] = result.message
    return found


@pytest.mark.parametrize(("a", "b"), [
    ("{1}{R}{1}{U}", "{2}{U}{R}"), ("{R}{U}{2}", "{2}{U}{R}"), ("{g/w}", "{W/G}"), ("{P/G}{1}", "{1}{G/P}"),
    ("{2/W}", "{W/2}"), ("{X}{x}{R}", "{R}{X}{X}"), (None, ""), ("{0}", "{0}"), ("{1}{1}{1}{1}{R/G}", "{4}{G/R}")])
def test_same_mana_cost_reads_a_cost_as_a_cost(a: str | None, b: str | None) -> None:
    assert same_mana_cost(a, b) and same_mana_cost(b, a)


@pytest.mark.parametrize(("a", "b"), [
    ("{2}{R}", "{1}{R}"), ("{G/W}", "{G}{W}"), ("{G/P}", "{G}"), ("{0}", None), ("{X}{R}", "{R}"), ("{C}", "{1}"),
    ("{2/W}", "{2}{W}"), ("{W}{W}", "{W}")])
def test_same_mana_cost_tells_other_costs_apart(a: str | None, b: str | None) -> None:
    assert not same_mana_cost(a, b) and not same_mana_cost(b, a)


@pytest.mark.slow
@pytest.mark.parametrize("spelling", sorted(SPELLINGS))
def test_a_cost_spelt_another_way_passes_every_ruling(spelling: str) -> None:
    """One normalisation each (docs/judging.md): the engine writes every mana cost that way, everywhere."""
    assert not failures(lambda: CostSpellingEngine(spelling)), spelling


@pytest.mark.parametrize("spelling", sorted(SPELLINGS))
def test_the_cost_rulings_still_catch_their_mutants_spelt_another_way(spelling: str) -> None:
    """LCI-03's split card reported by one half fails however the engine writes costs."""
    class Spelt(CostSpellingEngine):
        def __init__(self) -> None:
            super().__init__(spelling)
            self.game_class = open_mutant("split-reports-one-half").game_class

    assert "LCI-03" in failures(Spelt, ["LCI-03"])


@pytest.mark.slow
def test_oracle_like_trigger_text_passes_every_ruling() -> None:
    assert not failures(OracleTriggerTextEngine)


@pytest.mark.slow
def test_no_priority_while_asking_passes_every_ruling() -> None:
    assert not failures(NullPriorityEngine)


def offender_turned_up() -> Scenario:
    """p1 turns a face-down Offender at Large face up; its trigger asks for a target (up to one creature) and p1
    chooses p2's Grizzly Bears: while the target is chosen, no player has priority (117.5)."""
    b = SetupBuilder()
    offender = b.add("p1", "battlefield", "Offender at Large", face_down="disguise")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRRRR")
    return Scenario(b.build(), [{"type": "turn_face_up", "card": offender}, {"type": "choose", "choice": [bears]},
                                {"type": "pass"}, {"type": "pass"}])


def test_offender_at_large_asks_its_target_with_no_priority_holder() -> None:
    """The situation of the MKM-11 fix, exactly: the engine reports null priority at the turn-up step."""
    trace, violations = check_scenario(RULINGS["MKM-11"], NullPriorityEngine(), offender_turned_up())
    assert trace.accepted(0) and trace.observation(0)["pending_choice"]["kind"] == "targets"
    assert trace.observation(0)["turn"]["priority"] is None
    assert not violations, violations[0].message


def test_offender_at_large_described_as_enters_or_turned_up_is_not_accused() -> None:
    trace, violations = check_scenario(RULINGS["MKM-06"], OracleTriggerTextEngine(), offender_turned_up())
    texts = [e["text"] for i in range(len(trace.steps)) for e in trace.events(i) if e["type"] == "trigger"]
    assert texts and all("enters" in t for t in texts)
    assert not violations, violations[0].message


@pytest.mark.parametrize(("mutant", "ruling"), [("turn-face-up-triggers-etb", "MKM-06"),
                                                ("turn-up-others-face-down", "MKM-11"),
                                                ("turn-face-up-uses-stack", "MKM-11")])
def test_the_mutants_still_fail_with_the_legal_alternative(mutant: str, ruling: str) -> None:
    """The same bugs reported with Oracle-like text, or with null priority while asking, are still caught."""
    base = OracleTriggerTextEngine if ruling == "MKM-06" else NullPriorityEngine

    class Both(base):  # type: ignore[valid-type,misc]
        game_class = type("Both", (open_mutant(mutant).game_class, base.game_class), {})

    assert ruling in failures(Both, [ruling], examples=40)
