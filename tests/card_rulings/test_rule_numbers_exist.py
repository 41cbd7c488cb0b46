"""Every rule number a card-ruling case or a catalog ruling cites is a rule of the Comprehensive Rules the project
judges by (2026-01-16): a number that doesn't exist there (602.2c, 111.10o) sends a reader nowhere.

The rules text is not part of the repository; the test reads it from `MTG_COMPREHENSIVE_RULES` (default: the
shared reference copy) and is skipped where it is absent."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from conformance.card_rulings.cases_io import load_cases
from conformance.catalog import all_rulings

RULES_TEXT = Path(os.environ.get("MTG_COMPREHENSIVE_RULES",
                                 "/work/shared/reference/MagicCompRules-2026-01-16.txt"))
# A rule's own line starts with its number: "715. Adventurer Cards", "715.3. As a player ...", "715.3a When ...".
RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\s", re.MULTILINE)


def rule_numbers(text: str) -> set[str]:
    """The numbers of the rules the Comprehensive Rules text defines (each on a line of its own)."""
    return set(RULE_LINE.findall(text))


def missing_rules(cited: tuple[str, ...], known: set[str]) -> list[str]:
    """The cited numbers `known` lacks; a range ``111.10j-r`` needs both of its ends."""
    out = []
    for number in cited:
        first, _, last = number.partition("-")
        ends = [first] + ([first[:-1] + last] if last else [])
        if any(end not in known for end in ends):
            out.append(number)
    return out


SAMPLE = "\n".join(["111. Tokens", "111.10. Some tokens.", "111.10m A Royal Role.", "601.2h The player pays.",
                    "Glossary: see rule 602.2c."])


def test_the_parser_reads_rule_lines_only() -> None:
    known = rule_numbers(SAMPLE)
    assert known == {"111", "111.10", "111.10m", "601.2h"}
    assert missing_rules(("111.10m", "601.2h", "111"), known) == []
    assert missing_rules(("602.2c", "111.10o", "111.10m-o"), known) == ["602.2c", "111.10o", "111.10m-o"]


@pytest.fixture(scope="module")
def known() -> set[str]:
    if not RULES_TEXT.is_file():
        pytest.skip(f"no Comprehensive Rules text at {RULES_TEXT} (set MTG_COMPREHENSIVE_RULES)")
    return rule_numbers(RULES_TEXT.read_text(encoding="utf-8"))


def test_every_case_cites_existing_rules(known: set[str]) -> None:
    bad = {case_id: miss for case_id, case in load_cases().items() if (miss := missing_rules(case.rules, known))}
    assert not bad, f"cases citing rules the Comprehensive Rules lack: {bad}"


def test_every_catalog_ruling_cites_existing_rules(known: set[str]) -> None:
    bad = {r.id: miss for r in all_rulings() if (miss := missing_rules(tuple(r.rules), known))}
    assert not bad, f"rulings citing rules the Comprehensive Rules lack: {bad}"
