"""docs/card-rulings.md's corpus figures (conformance/card_rulings/standing.py) are counted from the cases and the
pool, and the reasons recorded for the real cards no case is about stay true (test_rebuild checks the doc holds
what the generator renders now)."""

from __future__ import annotations

from conformance.card_rulings import standing
from conformance.card_rulings.listing import listed


def test_every_recorded_reason_names_a_real_card_no_case_is_about() -> None:
    unnamed = set(standing.unnamed_cards())
    for group, reason in standing.REASONS:
        stale = sorted(set(group) - unnamed)
        assert not stale, f"{stale}: recorded as '{reason}', but a case is about them now or they left the pool"


def test_the_figures_are_the_corpus_and_the_pool() -> None:
    text = standing.corpus_standing()
    cases = listed()
    gaps = sum(1 for c in cases if c.gap)
    real, unnamed = standing.real_pool_cards(), standing.unnamed_cards()
    assert text.startswith(f"{len(cases)} cases ")
    assert f"{len(cases) - gaps} runnable, {gaps} gaps" in text
    assert f"about {len(real) - len(unnamed)} of the pool's {len(real)} real cards" in text
    listed_names = [name for line in text.splitlines() if line.startswith("- ")
                    for name in line.split("): ", 1)[1][:-1].split("; ") if name != "none"]  # each line ends in ; or .
    assert sorted(listed_names) == unnamed, "every real card no case is about, each once"
    assert "Plains" not in real
