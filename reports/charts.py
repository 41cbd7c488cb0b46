"""Geometry for the report's inline SVG charts.

Only numbers and labels are computed here; the HTML template draws them, so
every label goes through the template's autoescaping.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Bar:
    label: str
    text: str
    y: float
    width: float
    rate: float


@dataclass(frozen=True)
class BarChart:
    width: int
    height: int
    label_width: int
    track: float
    row: int
    bar: int
    bars: list[Bar]


@dataclass(frozen=True)
class Point:
    x: float
    y: float
    title: str
    bad: bool


@dataclass(frozen=True)
class TrendChart:
    width: int
    height: int
    left: int
    top: int
    bottom: float
    right: float
    points: list[Point]
    polyline: str
    first: str
    last: str


def pass_rate_bars(
    mechanics: Mapping[str, Mapping[str, Any]],
    width: int = 720,
    label_width: int = 140,
) -> BarChart:
    """One horizontal bar per mechanic: the share of its rulings that passed."""
    row, bar = 28, 18
    track = width - label_width - 110
    bars = []
    for index, (name, counts) in enumerate(mechanics.items()):
        total = counts["rulings"]
        rate = counts["passed"] / total if total else 0.0
        bars.append(
            Bar(
                label=name,
                text=f"{counts['passed']}/{total} ({rate:.0%})",
                y=index * row + (row - bar) / 2,
                width=round(track * rate, 1),
                rate=rate,
            )
        )
    return BarChart(
        width, max(row, row * len(bars)), label_width, track, row, bar, bars
    )


def trend_chart(
    history: Sequence[Mapping[str, Any]], width: int = 640, height: int = 180
) -> TrendChart:
    """Pass rate over past runs, oldest first; red points had failures or errors."""
    left, top, right_pad, bottom_pad = 44, 12, 16, 28
    plot_w, plot_h = width - left - right_pad, height - top - bottom_pad
    points: list[Point] = []
    count = len(history)
    for index, entry in enumerate(history):
        totals = entry.get("totals") or {}
        total = totals.get("total") or 0
        rate = totals.get("passed", 0) / total if total else 0.0
        x = left + (plot_w * index / (count - 1) if count > 1 else plot_w / 2)
        y = top + plot_h * (1 - rate)
        bad = totals.get("failed", 0) + totals.get("errors", 0)
        title = (
            f"{entry.get('time', '?')}: {totals.get('passed', 0)}/{total} passed"
            + (f", {bad} failed or errored" if bad else "")
        )
        points.append(Point(round(x, 1), round(y, 1), title, bool(bad)))
    polyline = " ".join(f"{p.x},{p.y}" for p in points)
    first = str(history[0].get("time", ""))[:10] if history else ""
    last = str(history[-1].get("time", ""))[:10] if history else ""
    return TrendChart(
        width,
        height,
        left,
        top,
        top + plot_h,
        left + plot_w,
        points,
        polyline,
        first,
        last,
    )
