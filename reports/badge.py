"""One SVG badge per engine ("rulings 38/N", passed of those run), flat, like shields.io, with no script or link."""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape, quoteattr

from reports.model import ERROR_STATUSES
from reports.verdicts import Verdict

GREEN, RED, AMBER = "#1f883d", "#cf222e", "#9a6700"
LABEL_COLOR = "#555"
CHAR_WIDTH = 6.6  # Verdana 11 px, about; digits and lower-case letters
PADDING = 10


def badge_color(statuses: Sequence[str]) -> str:
    """Green when every ruling passed, red when one failed, errored or passed unexpectedly, else amber."""
    if statuses and all(s == Verdict.PASSED for s in statuses):
        return GREEN
    if any(s in ERROR_STATUSES or s in (Verdict.FAILED, Verdict.XPASS) for s in statuses):
        return RED
    return AMBER


def _width(text: str) -> int:
    return round(len(text) * CHAR_WIDTH) + 2 * PADDING


def render_badge(label: str, value: str, color: str, title: str, ident: str = "b") -> str:
    """The badge's SVG text; every string is escaped. ``ident`` keeps ids apart when several share a page."""
    left, right = _width(label), _width(value)
    total = left + right
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="20" role="img" \
aria-label={quoteattr(f"{label}: {value}")}>
<title>{escape(title)}</title>
<linearGradient id="{ident}-s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>\
<stop offset="1" stop-opacity=".1"/></linearGradient>
<clipPath id="{ident}-r"><rect width="{total}" height="20" rx="3" fill="#fff"/></clipPath>
<g clip-path="url(#{ident}-r)"><rect width="{left}" height="20" fill="{LABEL_COLOR}"/>\
<rect x="{left}" width="{right}" height="20" fill={quoteattr(color)}/>\
<rect width="{total}" height="20" fill="url(#{ident}-s)"/></g>
<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">\
<text x="{left / 2:g}" y="14">{escape(label)}</text><text x="{left + right / 2:g}" y="14">{escape(value)}</text></g>
</svg>
"""
