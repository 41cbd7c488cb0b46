"""Measured relative cost of each ruling (seconds at the ci profile on the reference engine), for sharding.

Refreshed by ``mtg-conformance rebuild [RULING ...] --only costs`` (conformance/rebuild.py: the rulings not named
keep their rows) or ``python benchmarks/measure_costs.py --workers 2``; a ruling not listed weighs 1.0.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

COSTS_FILE = Path(__file__).parent / "costs.json"


@cache
def _costs() -> dict[str, float]:
    if COSTS_FILE.exists():
        return {k: float(v) for k, v in json.loads(COSTS_FILE.read_text()).items()}
    return {}


def measured_costs() -> dict[str, float]:
    """Every measured cost, by ruling id (a ruling missing here weighs 1.0)."""
    return dict(_costs())


def cost_of(ruling_id: str) -> float:
    """The ruling's measured cost in seconds (1.0 when unmeasured)."""
    return _costs().get(ruling_id, 1.0)
