"""Adding a ruling to a mechanic the suite has touches at most three hand-written files (issue 32).

docs/adding-a-ruling.md's walk, done on a copy of the packages: a Clue ruling is written as its record in the
mechanic's catalog module and a mutant in the mechanic's mutants module (its scenarios come from a generator
the module already has, so the strategy module, the walk's third file, is not needed), then
``mtg-conformance rebuild RULING`` writes every generated file. The copy then holds the ruling complete (the
completeness report names nothing), its mutant is killed by its own invariants, and the files that changed are
the two written by hand plus the generated ones the doc lists.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from package_copy import ROOT, generated_files, make_copy, run_in, snapshot

from conformance import rebuild
from conformance.catalog import RULINGS
from conformance.corpus import CORPUS_DIR

DOCS = ("README.md", "docs/ruling-gaps.md", "docs/cards.md")
"""Besides the packages, what rebuild renders: the docs it writes whole and the README's sample run."""

RULING_ID = "MKM-99"  # no such ruling: MKM's release notes have fewer

RECORD = '''

ruling(
    "MKM-99", "clue",
    "A test ruling (tests/e2e/test_adding_a_ruling.py): a nontoken Clue pays a cost that asks for a Clue, as a "
    "Clue token does.",
    ("205.3g", "111.10f"),
    acceptance(_names_sacrifice, "any Clue artifact, token or not, pays a \\"sacrifice a Clue\\" cost"),
    cards=("Alquist Proft, Master Sleuth", "Wrench", "Clue Golem of Test"),
    scenario=clue_costs,
    situation=Situation("nontoken Clue offered to a \\"sacrifice a Clue\\" cost", _clue_cost_offered(_nontoken_clue)),
    corpus=(Case.built("Wrench pays Alquist Proft's sacrifice-a-Clue cost", wrench_pays),),
)
'''
"""Step 1 of the walk: the record, in the catalog module of its mechanic."""

MUTANT = '''

mutant("clue-token-only-test", "MKM-99", "Only Clue tokens are Clues (the test ruling's mutant).",
       is_clue=_clue_token_only_is_clue)
'''
"""Step 2: a mutant that breaks it, in the mechanic's mutants module."""

HAND_WRITTEN = {"conformance/catalog/clue.py": RECORD, "reference_engine/mutants/clue.py": MUTANT}


@pytest.mark.slow
def test_a_ruling_of_an_existing_mechanic_takes_two_hand_written_files(tmp_path: Path) -> None:
    copy = tmp_path / "repo"
    make_copy(copy, DOCS)
    before = snapshot(copy)

    for path, text in HAND_WRITTEN.items():
        with (copy / path).open("a") as f:
            f.write(text)
    run_in(copy, "-m", "conformance", "rebuild", RULING_ID)

    after = snapshot(copy)
    changed = {path for path in after if before.get(path) != after[path]}
    corpus = CORPUS_DIR.resolve().relative_to(ROOT).as_posix()
    generated = {p for p in changed if p in generated_files() or (p.startswith(f"{corpus}/{RULING_ID}-"))}
    assert changed - generated == set(HAND_WRITTEN), "only the two files of the walk are written by hand"
    assert any(p.startswith(f"{corpus}/{RULING_ID}-") for p in generated), "rebuild wrote the ruling's corpus case"
    assert {rebuild.USES_FILE.resolve().relative_to(ROOT).as_posix(),
            rebuild.COSTS_FILE.resolve().relative_to(ROOT).as_posix()} <= generated
    assert f"mtg-conformance: {len(RULINGS) + 1} passed" in after["README.md"].decode(), "the sample counts it"

    report = run_in(copy, "-c", "from conformance.catalog import all_rulings\n"
                              "from conformance.catalog.completeness import completeness_report\n"
                              "print(completeness_report(all_rulings()))")
    assert report.strip() == "{}", f"the new ruling is incomplete: {report}"
    killed = run_in(copy, "-m", "conformance", "mutants", RULING_ID, "--own-only")
    assert "1/1 killed by their target ruling's own invariants" in killed
