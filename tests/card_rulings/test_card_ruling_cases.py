"""The card-rulings corpus on the reference engine (CI's hold on it), on engines that only talk differently,
and on mutants: the cases' checks bite."""

from __future__ import annotations

import pytest
from fake_engines.dialogue_variants import (
    AskingEngine,
    AutoChoosingEngine,
    CompactTokenIdsEngine,
    LandsFirstEngine,
    QuietFizzleEngine,
    QuietRevealEngine,
    ReorderingEngine,
    SelfDeclaringEngine,
    SelfOrderingEngine,
)

from conformance.card_rulings.cases_io import MECHANICS
from conformance.card_rulings.tier import card_rulings, cases
from conformance.runner import check_scenario
from conformance.spec import open_engine
from reference_engine.adapter import ReferenceEngine
from reference_engine.cards import pool

RUNNABLE = sorted(card_rulings())


@pytest.mark.parametrize("case_id", RUNNABLE)
def test_every_case_holds_on_the_reference(case_id: str) -> None:
    """The reference engine passes every runnable case; a case marked ``reference_bug`` must still fail on it
    (a mark that no longer fails is stale: remove it once the bug is fixed)."""
    ruling = card_rulings()[case_id]
    assert ruling.case is not None
    trace, violations = check_scenario(ruling, ReferenceEngine(), ruling.case.scenario())
    ended = [i + 1 for i in range(len(trace.steps) - 1) if trace.observation(i).get("game_over")]
    assert not ended, f"{case_id}: the game ends at action {ended[0]}, before the case's last action"
    if ruling.case.reference_bug:
        assert violations, f"{case_id} passes on the reference: its reference_bug mark is stale"
    else:
        assert not violations, violations[0].message


def test_the_corpus_is_listed_whole() -> None:
    """Gaps are listed but never run; every runnable case is run; every mechanic is a known one."""
    everything = cases()
    assert set(card_rulings()) == {cid for cid, c in everything.items() if c.gap is None}
    assert all(c.mechanic in MECHANICS for c in everything.values())
    assert all(c.gap["reason"] for c in everything.values() if c.gap)


def test_runnable_cases_use_cards_of_the_pool() -> None:
    """Every card a runnable case names or sets up is in the pool (a case that needs one the pool lacks is a gap)."""
    from conformance.card_rulings.cases_io import setup_card_names

    known = set(pool.card_names()) | set(pool.TOKENS)
    for ruling in card_rulings().values():
        assert ruling.case is not None and ruling.case.setup is not None
        missing = (set(ruling.case.cards) | setup_card_names(ruling.case.setup)) - known
        assert not missing, f"{ruling.id} uses cards the pool lacks: {sorted(missing)} (record a gap)"


VARIANTS = [AskingEngine, AutoChoosingEngine, CompactTokenIdsEngine, LandsFirstEngine, QuietFizzleEngine,
            QuietRevealEngine, ReorderingEngine, SelfDeclaringEngine, SelfOrderingEngine]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.__name__)
def test_engines_that_only_talk_differently_pass_every_case(variant: type[ReferenceEngine]) -> None:
    """The judging layer's equivalences hold for the cases: no false accusation of an engine that plays by the
    rules but orders lists, names tokens, asks questions or pays mana its own way."""
    failed = {}
    for rid, ruling in card_rulings().items():
        assert ruling.case is not None
        if ruling.case.reference_bug:
            continue
        _trace, violations = check_scenario(ruling, variant(), ruling.case.scenario())
        if violations:
            failed[rid] = violations[0].message
    assert not failed, failed


@pytest.mark.parametrize(("mutant", "case_id", "signature"), [
    ("adventure-to-graveyard", "bonecrusher-giant-03", "object: zone after cast as adventure and passes"),
    ("fizzled-adventure-exiled", "murderous-rider-01", "object: zone after cast and passes"),
    ("clue-trigger-own-ability-only", "tireless-tracker-92",
     "object: counters, power after cast with additional costs and passes"),
    ("turn-face-up-uses-stack", "bubble-smuggler-92", "stack: stack item count above after turn_face_up"),
    ("adventure-keeps-card-mana-value", "bonecrusher-giant-91", "object: mana_value after cast as adventure"),
    ("omen-resolves-like-adventure", "riling-dawnbreaker-01", "object: zone after cast as omen and passes"),
])
def test_a_mutant_that_breaks_the_ruling_fails_its_case(mutant: str, case_id: str, signature: str) -> None:
    ruling = card_rulings()[case_id]
    assert ruling.case is not None
    _trace, violations = check_scenario(ruling, open_engine(f"mutant:{mutant}"), ruling.case.scenario())
    assert violations, f"{case_id} holds on mutant {mutant}"
    assert violations[0].signature == signature, [v.signature for v in violations]
