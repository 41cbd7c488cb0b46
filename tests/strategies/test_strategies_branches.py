"""Each case a ruling's words name (its situation's branches, strategies/situations.py) is reached by the
ruling's own scenarios in at least MIN_SHARE of them, with confidence: the lower end of the 95 % Wilson interval
of the share measured over EXAMPLES derandomized draws must be at least MIN_SHARE, so a strategy that merely got
lucky once doesn't pass (benchmarks/reach.py --branches measures the same with fresh draws)."""

from __future__ import annotations

import pytest

from conformance.catalog import all_rulings
from conformance.sampling import sample_scenarios
from strategies.situations import wilson_lower

MIN_SHARE = 0.20
EXAMPLES = 150
WITH_BRANCHES = [r.id for r in all_rulings() if r.situation.branches]


def test_the_rulings_closed_by_reach_name_their_branches() -> None:
    assert {"WOE-13", "WOE-19", "LCI-09", "MKM-03", "MKM-07", "MKM-08", "MKM-13"} <= set(WITH_BRANCHES)


@pytest.mark.slow
@pytest.mark.parametrize("rid", WITH_BRANCHES)
def test_every_branch_is_reached_with_confidence(rid: str) -> None:
    ruling = next(r for r in all_rulings() if r.id == rid)
    models = [s.model for s in sample_scenarios(rid, EXAMPLES)]
    assert all(m is not None for m in models)
    short = []
    for words, reached in ruling.situation.branches:
        hits = sum(bool(reached(m)) for m in models if m is not None)
        bound = wilson_lower(hits, len(models))
        if bound < MIN_SHARE:
            short.append(f"{words}: {hits}/{len(models)}, lower bound {bound:.0%}")
    assert not short, f"{rid}'s scenarios reach too few of: {short}"


def test_the_wilson_bound_is_stricter_than_the_share() -> None:
    assert wilson_lower(30, 100) < 0.30 < wilson_lower(45, 100)
    assert wilson_lower(0, 50) == 0.0 and wilson_lower(50, 50) < 1.0
