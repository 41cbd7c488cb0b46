"""docs/phase-expectations.toml and docs/witchcraft-expectations.toml (the rulings tier's known failures of each real
engine, used by the README's commands and the matrix): each loads, names only catalog rulings and signatures, points
at a dossier of that engine with its script, and every bug number its note cites has a dossier."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conformance.catalog import RULINGS
from conformance.expectations import load_expectations

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("engine", ["phase", "witchcraft"])
def test_every_entry_names_signatures_of_a_catalog_ruling_and_its_dossiers(engine: str) -> None:
    entries = load_expectations(ROOT / "docs" / f"{engine}-expectations.toml", known=set(RULINGS))
    assert entries
    bugs = ROOT / "docs" / f"{engine}-bugs"
    dossiers = {p.name[:2] for p in bugs.glob("[0-9][0-9]-*.md")}
    for ruling, entry in entries.items():
        assert entry.known and entry.expected is None and entry.disabled is None, ruling
        assert entry.issue and (ROOT / entry.issue).is_file() and (ROOT / entry.issue).with_suffix(".py").is_file()
        cited = set(re.findall(r"= bugs? (\d\d)", entry.note or ""))
        assert cited and cited <= dossiers, (ruling, sorted(cited - dossiers))
