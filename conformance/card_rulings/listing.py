"""``mtg-conformance list --tier card-rulings``: every case, gaps and reference bugs included, and the cards a
case uses (``cards --ruling CASE``)."""

from __future__ import annotations

import json
from collections import Counter

from mtg_protocol.jsontypes import JSON

from .cases_io import MECHANICS, Case, setup_card_names
from .tier import cases


def case_json(case: Case) -> JSON:
    """A case as ``list --json`` shows it: what it is about and its state, without setup and actions."""
    return {"id": case.id, "mechanic": case.mechanic, "cards": list(case.cards), "summary": case.ruling,
            "source": case.source, "rules": list(case.rules), "needs": list(case.needs),
            "checks": [c["check"] for c in case.checks], "gap": case.gap, "reference_bug": case.reference_bug,
            "file": case.path.name}


def listed() -> list[Case]:
    """Every case in listing order: by mechanic, then id."""
    return sorted(cases().values(), key=lambda c: (MECHANICS.index(c.mechanic), c.id))


def print_cases(as_json: bool) -> None:
    """The cases, one line each (a gap or a reference bug on the line below), then the counts."""
    found = listed()
    if as_json:
        print(json.dumps([case_json(c) for c in found], indent=1))
        return
    for case in found:
        print(f"{case.id:28} {case.mechanic:9} {case.ruling}")
        if case.gap:
            print(f"{'':38} gap ({case.gap['lacks']}): {case.gap['reason']}")
        if case.reference_bug:
            print(f"{'':38} reference bug: {case.reference_bug}")
    per = Counter(c.mechanic for c in found)
    gaps = sum(1 for c in found if c.gap)
    bugs = sum(1 for c in found if c.reference_bug)
    sources = Counter(source_label(c) for c in found)
    print(f"by source: {', '.join(f'{label} {n}' for label, n in sorted(sources.items()))}")
    print(f"{len(found)} cases ({', '.join(f'{per[m]} {m}' for m in MECHANICS if per[m])}); "
          f"{len(found) - gaps} runnable, {gaps} gaps, {bugs} reference bugs")


def source_label(case: Case) -> str:
    """Where a case's ruling is published, in a few words: a set's release notes, or the official card rulings
    of one year."""
    src = case.source
    return f"{src['set']} release notes" if src["kind"] == "release-notes" else f"card rulings {src['date'][:4]}"


def case_cards(case_id: str) -> set[str] | None:
    """The card names a case is about or puts in its setup; None when no case has this id."""
    case = cases().get(case_id)
    if case is None:
        return None
    return set(case.cards) | (setup_card_names(case.setup) if case.setup else set())
