"""The progress line's time left: measured costs scaled by this run's own speed, not elapsed/done."""

from __future__ import annotations

from conformance.costs import cost_of
from conformance.progress import progress_line, time_left
from reports.verdicts import Verdict


def _ruling(ruling_id: str, status: str, duration: float = 0.0) -> dict[str, object]:
    return {"id": ruling_id, "status": status, "duration_s": duration, "examples": 10}


def test_time_left_scales_the_pending_costs_by_the_speed_seen() -> None:
    done, pending = "WOE-01", ["WOE-02", "LCI-01", "MKM-01"]
    twice_as_slow = 2 * cost_of(done)
    rulings = [_ruling(done, Verdict.PASSED, twice_as_slow)] + [_ruling(r, Verdict.PENDING) for r in pending]
    left = sum(cost_of(r) for r in pending)
    assert time_left(rulings, workers=1) == 2 * left
    assert time_left(rulings, workers=2) == left


def test_start_up_does_not_count_and_nothing_is_guessed_before_a_ruling_ran() -> None:
    rulings = [_ruling("WOE-01", Verdict.UNSUPPORTED), _ruling("WOE-02", Verdict.PENDING)]
    assert time_left(rulings, workers=2) is None  # an unsupported ruling took no time: no speed to go by
    line = progress_line(rulings[0], 1, 2, None)
    assert "1 left" in line and "about" not in line
    assert progress_line(rulings[0], 1, 2, 65.0).endswith("1 left, about 1 min 05 s")


def test_each_workers_first_ruling_carries_its_warm_up_and_gives_no_speed() -> None:
    """The first ruling of a run took 4.2 s against 1 s for the next: its speed alone had said 4.5 times too long
    (issue 31). Left out, the speed comes from the rulings after it."""
    first, second, pending = "MKM-05", "MKM-13", ["MKM-15", "MKM-16", "MKM-17"]
    rulings = [_ruling(first, Verdict.PASSED, 4 * cost_of(first)), _ruling(second, Verdict.PASSED, cost_of(second))]
    rulings += [_ruling(r, Verdict.PENDING) for r in pending]
    left = sum(cost_of(r) for r in pending)
    assert time_left(rulings[:1] + rulings[2:], workers=1, warming=[first]) is None  # no speed yet: no guess
    assert time_left(rulings, workers=1, warming=[first]) == left
    assert time_left(rulings, workers=1) > 2 * left  # what it said with the warm-up counted: off by more than 2
