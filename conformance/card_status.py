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


def summary(entries: list[JSON]) -> JSON:
    """Per mechanic: printed, in the pool (by hand, translated), missing; and every need by count."""
    digital = [e for e in entries if e["status"] == "digital"]
    casual = [e for e in entries if e["status"] == "casual"]
    entries = [e for e in entries if e["status"] not in ("digital", "casual")]
    per = {}
    for m in MECHANICS:
        mine = [e for e in entries if m in e["mechanics"]]
        status = Counter(e["status"] for e in mine)
        per[m] = {"printed": len(mine), "pool": status["pool"], "translated": status["translated"],
                  "missing": status["missing"]}
    status = Counter(e["status"] for e in entries)
    needs = Counter(e["needs"] for e in entries if e["status"] == "missing")
    return {"mechanics": per, "all": {"printed": len(entries), "pool": status["pool"],
                                      "translated": status["translated"], "missing": status["missing"]},
            "digital_only": [e["name"] for e in digital],
            "casual_only": [{"name": e["name"], "why": e["needs"]} for e in casual],
            "needs": [{"needs": n, "cards": k} for n, k in needs.most_common()]}


def render_missing(entries: list[JSON], mechanic: str | None) -> str:
    chosen = [e for e in entries if mechanic is None or mechanic in e["mechanics"]]
    totals = summary(entries)
    lines = ["mechanic                        printed  in pool (by hand + translated)  missing"]
    for m, row in totals["mechanics"].items():
        lines.append(f"{MECHANIC_WORDS[m]:<32}{row['printed']:>7}  {row['pool'] + row['translated']:>4} "
                     f"({row['pool']} + {row['translated']}){'':<16}{row['missing']:>7}")
    row = totals["all"]
    lines.append(f"{'all (a card may show several)':<32}{row['printed']:>7}  {row['pool'] + row['translated']:>4} "
                 f"({row['pool']} + {row['translated']}){'':<16}{row['missing']:>7}")
    digital = ", ".join(totals["digital_only"])
    lines += ["", f"Left out as digital-only (Alchemy actions or Roles, no \"A-\" prefix): {digital}"]
    lines += ["", "Left out as cards no sanctioned game can hold:"]
    lines += [f"  {e['name']}: {e['why']}" for e in totals["casual_only"]]
    lines += ["", "Not in the pool, each with the rule or verb it needs:"]
    lines += [f"  {e['name']} [{', '.join(e['mechanics'])}]: {e['needs']}" for e in chosen
              if e["status"] == "missing"]
    needs = summary(chosen)["needs"]
    lines += ["", "What the missing cards need, most cards first:"]
    lines += [f"  {n['cards']:>4}  {n['needs']}" for n in needs]
    return "\n".join(lines)
