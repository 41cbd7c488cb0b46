"""A new mechanic with a new choice kind takes at most eight hand-written files (issue 32).

docs/adding-a-ruling.md's new-mechanic path, walked on a copy of the packages: voting for permanents (701.38, the
mechanic ``council``), which the suite doesn't have, with a ``council_vote`` choice the protocol doesn't have, and one
ruling of Conspiracy's Council's Judgment (a tie exiles every permanent tied for the most votes). The contributor
names the mechanic and the choice kind in the protocol's vocabulary and the mechanic and its set in the catalog's
registry (two edits), and writes six files:
the record, the strategy, the mutant, the verb with its continuations, the set's cards and the engine's tests
(tests/e2e/new_mechanic/). ``mtg-conformance rebuild RULING`` writes every other file. Then in the copy:

- the files that changed are the eight the doc lists plus the generated ones (``rebuild.rendered_docs()``, the
  uses and costs tables, the ruling's corpus file);
- the choice kind is in every generated place: the schema's list of choice kinds, docs/protocol.md's table, the
  capabilities table the runner reads, the protocol's types; the mechanic is in the schema's known names and the
  doc's list;
- the ruling is complete (the completeness report names nothing), the reference passes it, its mutant is killed
  by its own invariants, and the engine tests pass.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from package_copy import ROOT, generated_files, make_copy, run_in, snapshot

from conformance.catalog import RULINGS
from conformance.corpus import CORPUS_DIR

FIXTURE = Path(__file__).with_name("new_mechanic")
DOCS = ("README.md", "docs/ruling-gaps.md", "docs/cards.md", "docs/card-data.md", "docs/protocol.md")
"""Besides the packages, what rebuild renders (the docs it writes whole, and those it writes parts of)."""
TEST_HELPERS = ("pyproject.toml", "tests/conftest.py", "tests/cputimes.py", "tests/fast_tier.py", "tests/setups.py",
                "tests/engine/test_engine_core.py", "tests/engine/test_engine_optional.py")
"""What the new engine tests import or are configured by."""

RULING_ID, MECHANIC, CHOICE, SET = "CNS-99", "council", "council_vote", "cns"  # CNS's release notes have fewer rulings

EDITS = {
    "mtg_protocol/vocab.py": [
        ('"combat", "omen"', '"combat", "omen", "council"'),
        ('"]\nCHOICE_KINDS', '", "council_vote"]\nCHOICE_KINDS'),
        ('\n}\n"""Every choice kind, in `CHOICE_KINDS`\' order.',
         '\n    "council_vote": ChoiceOf("701.38a", "the permanents the effect lists, by card id"),'
         '\n}\n"""Every choice kind, in `CHOICE_KINDS`\' order.'),
    ],
    "conformance/catalog/registry.py": [
        ('"2024-02-02"),\n', '"2024-02-02"),\n    CardSet("CNS", "Conspiracy", "2014-06-06"),\n'),
        ('    Mechanic("omen", "720"),\n',
         '    Mechanic("omen", "720"),\n    Mechanic("council", "701.38", "council"),\n'),
    ],
}
"""Steps 1 and 2 of the walk: the names in the protocol's vocabulary, the mechanic and its set in the registry;
each edit replaces a text found once in the file (at the end of its list) by the same with the new name added."""

NEW_FILES = {
    "conformance/catalog/council.py": "catalog_vote.py",
    "strategies/scenarios/council.py": "scenarios_vote.py",
    "reference_engine/mutants/council.py": "mutants_vote.py",
    "reference_engine/verbs/council.py": "verbs_vote.py",
    "reference_engine/cards/sets/cns.py": "sets_cns.py",
    "tests/engine/test_engine_council.py": "engine_test_vote.py",
}
"""Steps 3 to 8: the new files (where each goes, and its text in tests/e2e/new_mechanic/)."""

HAND_WRITTEN = {*EDITS, *NEW_FILES}


def doc_listed_files(text: str) -> set[str]:
    """The files docs/adding-a-ruling.md's new-mechanic path lists (its numbered items' first code span), for
    this mechanic and set."""
    section = text[text.index("## A new mechanic"):]
    section = section[:section.find("\n## ", 1) if "\n## " in section[1:] else len(section)]
    paths = re.findall(r"^\d+\. `([^`]+)`", section, re.M)
    return {p.replace("<mechanic>", MECHANIC).replace("<set>", SET) for p in paths}


def test_the_doc_lists_the_walks_files() -> None:
    """The new-mechanic path of docs/adding-a-ruling.md names exactly the files this walk writes by hand."""
    listed = doc_listed_files((ROOT / "docs" / "adding-a-ruling.md").read_text())
    assert listed == HAND_WRITTEN and len(listed) <= 8


def test_the_edits_still_apply() -> None:
    """Each edit of the walk finds its text in today's file once (a quick check of what the slow test does)."""
    for path, edits in EDITS.items():
        text = (ROOT / path).read_text()
        for old, _new in edits:
            assert text.count(old) == 1, f"{path} no longer holds {old!r} once"


@pytest.mark.slow
def test_a_new_mechanic_with_a_new_choice_kind_takes_eight_hand_written_files(tmp_path: Path) -> None:
    copy = tmp_path / "repo"
    make_copy(copy, (*DOCS, *TEST_HELPERS))
    before = snapshot(copy)

    for path, edits in EDITS.items():
        text = (copy / path).read_text()
        for old, new in edits:
            assert text.count(old) == 1, f"{path} no longer holds {old!r} once"
            text = text.replace(old, new)
        (copy / path).write_text(text)
    for path, source in NEW_FILES.items():
        (copy / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(FIXTURE / source, copy / path)
    run_in(copy, "-m", "conformance", "rebuild", RULING_ID)

    after = snapshot(copy)
    changed = {path for path in after if before.get(path) != after[path]}
    corpus = CORPUS_DIR.resolve().relative_to(ROOT).as_posix()
    generated = {p for p in changed if p in generated_files() or p.startswith(f"{corpus}/{RULING_ID}-")}
    assert changed - generated == HAND_WRITTEN, "only the eight files of the walk are written by hand"
    assert len(HAND_WRITTEN) <= 8
    assert any(p.startswith(f"{corpus}/{RULING_ID}-") for p in generated), "rebuild wrote the ruling's corpus case"
    assert f"mtg-conformance: {len(RULINGS) + 1} passed" in after["README.md"].decode(), "the sample counts it"

    schema = json.loads(after["mtg_protocol/schema.json"])["$defs"]
    assert schema["choice_kind"]["enum"][-1] == CHOICE
    assert schema["capabilities"]["properties"]["mechanics"]["description"].endswith(f", {MECHANIC}.")
    doc = after["docs/protocol.md"].decode()
    assert f"| `{CHOICE}` | 701.38a |" in doc and f"`omen`, `{MECHANIC}`." in doc
    found = run_in(copy, "-c", "import typing\n"
                             "from mtg_protocol import types\n"
                             "from mtg_protocol.choices import CHOICE_RULES\n"
                             "from conformance.dialogue import CHOICES_ANSWERED_BY_CHOOSE\n"
                             "kinds = typing.get_args(typing.get_type_hints(types.PendingChoice)['kind'])\n"
                             f"print({CHOICE!r} in kinds, CHOICE_RULES[{CHOICE!r}], {CHOICE!r} in "
                             "CHOICES_ANSWERED_BY_CHOOSE)")
    assert found.split() == ["True", "701.38a", "True"], found

    report = run_in(copy, "-c", "from conformance.catalog import all_rulings\n"
                              "from conformance.catalog.completeness import completeness_report\n"
                              "print(completeness_report(all_rulings()))")
    assert report.strip() == "{}", f"the new ruling is incomplete: {report}"
    killed = run_in(copy, "-m", "conformance", "mutants", RULING_ID, "--own-only")
    assert "1/1 killed by their target ruling's own invariants" in killed
    passed = run_in(copy, "-m", "conformance", "run", "--profile", "dev", RULING_ID, "--out", str(tmp_path / "out"))
    assert "1 passed, 0 failed" in passed
    run_in(copy, "-m", "pytest", "-q", "-p", "no:xdist", "tests/engine/test_engine_council.py")
