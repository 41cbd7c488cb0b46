"""The pool measured against every printed card of the suite's mechanics (``cards --missing``).

The listing is generated with the translated cards (reference_engine/cards/translate.py into
cards/oracle_listing.json, from the offline Oracle data; digital-only "A-" versions left out): per card its
mechanics, whether the pool has it (``pool``: written by hand, ``translated``: made by the translator) or not
(``missing``, with the rule or verb it needs). Read here without the Oracle data, so it works offline.
"""

from __future__ import annotations

import json
from collections import Counter

from mtg_protocol.jsontypes import JSON
from reference_engine.cards.translate import LISTING

MECHANICS = ("adventure", "discover", "disguise", "cloak", "role", "clue")
MECHANIC_WORDS = {"adventure": "Adventure layout", "discover": "discover", "disguise": "disguise",
                  "cloak": "cloak", "role": "creates Role tokens", "clue": "investigates or creates Clues"}


def listing() -> list[JSON]:
    """Every card of the mechanics the Oracle data lists: {"name", "mechanics", "status", "needs"?}; status
    "digital" marks the digital-only ones and "casual" the paper cards no sanctioned game can hold (playtest
    cards and the like, translate.CASUAL_ONLY): both are left out of the printed counts."""
    entries: list[JSON] = json.loads(LISTING.read_text(encoding="utf-8"))["listing"]
    return entries


def _counts(entries: list[JSON], casual: list[JSON]) -> JSON:
    """One row of the standing: the printed cards by status, and the casual ones (100.7) counted apart and with."""
    status = Counter(e["status"] for e in entries)
    return {"printed": len(entries), "pool": status["pool"], "translated": status["translated"],
            "missing": status["missing"], "casual": len(casual), "printed_with_casual": len(entries) + len(casual)}


def share(row: JSON, with_casual: bool = False) -> str:
    """The pool's share of a row's printed cards, or of those with the casual ones, as a percentage."""
    whole = row["printed_with_casual"] if with_casual else row["printed"]
    return f"{100 * (row['pool'] + row['translated']) / whole:.1f}%" if whole else "-"


def summary(entries: list[JSON]) -> JSON:
    """Per mechanic: printed, in the pool (by hand, translated), missing, and the casual cards (100.7) counted apart
    and with the printed ones; every need by count."""
    digital = [e for e in entries if e["status"] == "digital"]
    casual = [e for e in entries if e["status"] == "casual"]
    entries = [e for e in entries if e["status"] not in ("digital", "casual")]
    per = {m: _counts([e for e in entries if m in e["mechanics"]], [e for e in casual if m in e["mechanics"]])
           for m in MECHANICS}
    needs = Counter(e["needs"] for e in entries if e["status"] == "missing")
    return {"mechanics": per, "all": _counts(entries, casual),
            "digital_only": [e["name"] for e in digital],
            "casual_only": [{"name": e["name"], "why": e["needs"]} for e in casual],
            "needs": [{"needs": n, "cards": k} for n, k in needs.most_common()]}


def _row(label: str, row: JSON) -> str:
    return (f"{label:<32}{row['printed']:>7}  {row['pool'] + row['translated']:>4} "
            f"{'(' + str(row['pool']) + ' + ' + str(row['translated']) + ')':<17}{row['missing']:>8}{share(row):>9}"
            f"{row['casual']:>9}{row['printed_with_casual']:>13}{share(row, True):>9}")


def render_missing(entries: list[JSON], mechanic: str | None) -> str:
    chosen = [e for e in entries if mechanic is None or mechanic in e["mechanics"]]
    totals = summary(entries)
    lines = [f"{'':<32}{'printed, casual apart (100.7)':^48}{'with the casual cards':^31}",
             f"{'mechanic':<32}{'printed':>7}  {'pool (hand + transl.)':<22}{'missing':>8}{'in pool':>9}"
             f"{'casual':>9}{'all printed':>13}{'in pool':>9}"]
    lines += [_row(MECHANIC_WORDS[m], row) for m, row in totals["mechanics"].items()]
    lines.append(_row("all (a card may show several)", totals["all"]))
    digital = ", ".join(totals["digital_only"])
    lines += ["", f"Left out as digital-only (Alchemy actions or Roles, no \"A-\" prefix): {digital}"]
    lines += ["", "Counted apart as cards made for casual play (100.7), legal in no sanctioned constructed format:"]
    lines += [f"  {e['name']}: {e['why']}" for e in totals["casual_only"]]
    lines += ["", "Not in the pool, each with the rule or verb it needs:"]
    lines += [f"  {e['name']} [{', '.join(e['mechanics'])}]: {e['needs']}" for e in chosen
              if e["status"] == "missing"]
    needs = summary(chosen)["needs"]
    lines += ["", "What the missing cards need, most cards first:"]
    lines += [f"  {n['cards']:>4}  {n['needs']}" for n in needs]
    return "\n".join(lines)
