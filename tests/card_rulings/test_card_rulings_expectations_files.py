"""docs/{phase,witchcraft}-card-rulings-expectations.toml: every entry is a runnable case of the tier, names only
signatures, and points at a dossier of that engine (with its script) or at the results page that says why the
failure was ours."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.card_rulings.tier import card_rulings
from conformance.expectations import load_expectations

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("engine", ["phase", "witchcraft"])
def test_every_entry_is_a_known_signature_of_a_runnable_case_with_its_dossier(engine: str) -> None:
    entries = load_expectations(ROOT / "docs" / f"{engine}-card-rulings-expectations.toml", known=set(card_rulings()))
    assert entries
    for case, entry in entries.items():
        assert entry.known and entry.expected is None and entry.disabled is None, case
        assert entry.issue is not None and (ROOT / "docs" / entry.issue.removeprefix("docs/")).is_file(), case
        if entry.issue.startswith(f"docs/{engine}-bugs/"):
            assert (ROOT / entry.issue).with_suffix(".py").is_file(), case
        else:  # not the engine's: the note says whose failure it was
            assert entry.note and "ours" in entry.note, case
