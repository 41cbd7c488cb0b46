"""The progress line's time left: measured costs scaled by this run's own speed, not elapsed/done."""

from __future__ import annotations

from conformance.costs import cost_of
from conformance.progress import progress_line, time_left
from mtg_protocol.verdicts import Verdict


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
