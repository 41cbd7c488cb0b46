"""Each ruling's scenario strategy reaches the situation the ruling is about in a fair share of examples.

An invariant can only catch an engine in a scenario that reaches its ruling's
situation (its plan's predicate, strategies/situations.py), so a strategy that rarely gets
there makes its ruling a weak test. Each ruling draws EXAMPLES scenarios
(derandomized, so the verdict is stable) and fails below THRESHOLD, once as
usual and once with real cards only (``synthetic_cards: false``,
strategies/options.py), where it must also draw no synthetic card, unless no
real card of the pool makes its situation (NEEDS_SYNTHETIC). Run with
``--hypothesis-show-statistics`` to see the share per ruling as events.
Each ruling that forbids an action (conformance/catalog/refusals.py) must also try it, as an action the
model refuses, in at least REFUSAL_THRESHOLD of its examples. benchmarks/reach.py measures the same with more
examples.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from conformance.catalog import RULINGS, all_rulings
from conformance.catalog.refusals import tried_refusal
from reference_engine.cards import lookup
from strategies.options import DrawOptions, drawing_with
from strategies.scenario import Scenario

THRESHOLD = 0.30  # the least share of examples that must reach the ruling's situation
REFUSAL_THRESHOLD = 0.20  # the least share that must try an action the ruling forbids (catalog/refusals.py)
EXAMPLES = 100  # per ruling: enough that a 40 % situation does not dip under the bar by the draw of the seed
MAX_STEPS = 6  # the ci profile's walk length
REFUSALS = {r.id: r.refusal for r in RULINGS.values() if r.refusal is not None}
"""The rulings that forbid an action, and what they forbid (their records' ``refusal``)."""

TALLY: dict[str, list[bool]] = {}
REFUSALS_TRIED: dict[str, list[bool]] = {}
# Each ruling's situation (its plan's words and predicate, strategies/situations.py), by id. The two Hypothesis
# tests below read it through these names so that their source, from which Hypothesis derives a derandomized
# test's seed, stays as it was: a new seed would redraw every example and move each share by a few points.
SITUATIONS = {r.id: (r.situation.words, r.situation.reached) for r in all_rulings()}


def reached(rid: str, trace: Any) -> bool:
    """Whether the model's trace of a scenario shows the situation the ruling is about."""
    return SITUATIONS[rid][1](trace)

# The rulings whose situation no real card of the pool makes yet, so with real cards only they keep drawing a
# synthetic card or can't reach it (none today: MKM-03 has Arno Dorian and manifested legendary cards).
NEEDS_SYNTHETIC: tuple[str, ...] = ()
# The rulings whose refusal no real card lets a scenario try: with real cards only, one player's Roles arrive
# together only as identical pairs (Doubling Season), a question an engine may settle itself (docs/judging.md), so
# no answer it doesn't offer is tried in the middle of it (WOE-06).
REFUSALS_NEED_SYNTHETIC = ("WOE-06",)


def check_share(test: Callable[..., Any]) -> Callable[..., Any]:
    """Run the Hypothesis test, then assert the share of examples that reached the situation.

    ``functools.wraps`` keeps Hypothesis's attributes, so pytest's Hypothesis plugin still treats the
    wrapper as a Hypothesis test and ``--hypothesis-show-statistics`` reports its events.
    """

    @functools.wraps(test)
    def run(rid: str, **fixtures: Any) -> None:
        TALLY[rid] = []
        REFUSALS_TRIED[rid] = []
        test(rid=rid, **fixtures)
        hits = TALLY.pop(rid)
        share = sum(hits) / len(hits)
        assert share >= THRESHOLD, (f"{rid}'s strategy reached its situation ({SITUATIONS[rid][0]}) in "
                                    f"{sum(hits)} of {len(hits)} examples, under {THRESHOLD:.0%}")
        tried = REFUSALS_TRIED.pop(rid)
        if tried:
            share = sum(tried) / len(tried)
            assert share >= REFUSAL_THRESHOLD, (
                f"{rid}'s strategy tried what the ruling forbids ({REFUSALS[rid].label}) in {sum(tried)} of "
                f"{len(tried)} examples, under {REFUSAL_THRESHOLD:.0%}")

    return run


def test_every_ruling_has_a_situation() -> None:
    assert all(r.situation.words and callable(r.situation.reached) for r in RULINGS.values())


@pytest.mark.slow
@pytest.mark.parametrize("rid", [r.id for r in all_rulings()])
@check_share
@settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None, phases=[Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_strategy_reaches_its_ruling(rid: str, data: st.DataObject) -> None:
    scenario: Scenario = data.draw(RULINGS[rid].scenario(MAX_STEPS), label="scenario")
    assert scenario.model is not None
    hit = reached(rid, scenario.model)
    TALLY[rid].append(hit)
    event(f"{rid}: {SITUATIONS[rid][0]}" if hit else f"{rid}: not reached")
    tally_refusal(rid, scenario)


def tally_refusal(rid: str, scenario: Scenario, how: str = "") -> None:
    """Record whether the scenario tried an action the ruling forbids (its refusal family, catalog/refusals.py)."""
    if rid in REFUSALS and not (how and rid in REFUSALS_NEED_SYNTHETIC):
        assert scenario.model is not None
        tried = tried_refusal(REFUSALS[rid], scenario.model)
        REFUSALS_TRIED[rid].append(tried)
        event(f"{rid}{how}: refusal tried ({REFUSALS[rid].label})" if tried else f"{rid}{how}: no refusal tried")


def synthetic_cards_in(setup: dict[str, Any]) -> set[str]:
    """The names of the synthetic cards a setup defines or places."""
    names = set(setup.get("cards") or {})
    for player in setup["players"]:
        for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
            for obj in player[zone]:
                card = lookup(obj["card"])
                if card is None or card.synthetic:
                    names.add(obj["card"])
    return names


@pytest.mark.slow
@pytest.mark.parametrize("rid", [r.id for r in all_rulings() if r.id not in NEEDS_SYNTHETIC])
@check_share
@settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None, phases=[Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_real_cards_reach_the_ruling(rid: str, data: st.DataObject) -> None:
    with drawing_with(DrawOptions(real_cards_only=True)):
        scenario: Scenario = data.draw(RULINGS[rid].scenario(MAX_STEPS), label="scenario")
    assert not synthetic_cards_in(scenario.setup), f"{rid} drew synthetic cards with real cards only"
    assert scenario.model is not None
    hit = reached(rid, scenario.model)
    TALLY[rid].append(hit)
    event(f"{rid} (real cards only): {SITUATIONS[rid][0]}" if hit else f"{rid} (real cards only): not reached")
    tally_refusal(rid, scenario, " (real cards only)")
