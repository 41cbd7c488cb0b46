"""Reading card-ruling case files: the schema, the protocol's shapes, and checks that name what the case has;
a bad file is one line naming it (CaseError, exit 2 on the command line)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conformance.card_rulings.cases_io import CASES_DIR, CaseError, load_cases, read_cases

EXAMPLE = json.loads((CASES_DIR / "adventure" / "bonecrusher-giant-03.json").read_text())


def _write(folder: Path, case: Any, name: str | None = None) -> Path:
    path = folder / (name or f"{case['id']}.json")
    path.write_text(json.dumps(case))
    return path


def _changed(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    case = copy.deepcopy(EXAMPLE)
    change(case)
    return case


def test_a_good_case_loads(tmp_path: Path) -> None:
    [case] = read_cases(_write(tmp_path, EXAMPLE))
    assert case.id == "bonecrusher-giant-03" and case.runnable and case.number == 3
    assert case.needs == ("adventure",)  # the mechanic's own capability when the case names none
    assert case.scenario().actions == EXAMPLE["actions"]


def test_a_file_may_hold_a_list(tmp_path: Path) -> None:
    second = _changed(lambda c: c.update(id="bonecrusher-giant-09"))
    _write(tmp_path, [EXAMPLE, second], "several.json")
    assert list(load_cases(tmp_path)) == ["bonecrusher-giant-03", "bonecrusher-giant-09"]


def test_a_gap_needs_no_scenario_and_is_not_runnable(tmp_path: Path) -> None:
    gap = {k: EXAMPLE[k] for k in ("id", "mechanic", "cards", "ruling", "source", "rules")}
    gap["gap"] = {"lacks": "card", "reason": "the pool has no card that does this yet"}
    [case] = read_cases(_write(tmp_path, gap))
    assert not case.runnable and case.setup is None


BAD: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("no ruling", lambda c: c.pop("ruling"), "'ruling' is a required property"),
    ("bad id", lambda c: c.update(id="Bonecrusher Giant"), "$.id"),
    ("unknown mechanic", lambda c: c.update(mechanic="banding"), "$.mechanic"),
    ("no checks", lambda c: c.update(checks=[]), "$.checks"),
    ("unknown check", lambda c: c["checks"].append({"check": "vibes"}), "$.checks[5]"),
    ("no set for release notes", lambda c: c.update(source={"kind": "release-notes", "date": "2023-08-25"}),
     "'set' is a required property"),
    ("bad date", lambda c: c["source"].update(date="4 Oct 2019"), "$.source.date"),
    ("bad rule number", lambda c: c.update(rules=["rule 715"]), "$.rules[0]"),
    ("no setup", lambda c: c.pop("setup"), "'setup' is a required property"),
    ("gap and reference bug", lambda c: c.update(gap={"lacks": "rule", "reason": "no rule for it yet"},
                                                 reference_bug="the reference is wrong here"),
     'must not match {"required": ["reference_bug"]}'),
    ("bad setup", lambda c: c["setup"]["players"][0].update(life="twenty"), "setup: at $.players[0].life"),
    ("bad action", lambda c: c["actions"].append({"type": "dance"}), "action 8"),
    ("unknown card id", lambda c: c["checks"].append({"check": "object", "card": "c99", "is": {"zone": "hand"}}),
     "card 'c99' is not in the setup"),
    ("unknown player", lambda c: c["checks"].append({"check": "player", "player": "p7", "is": {"life": 1}}),
     "player 'p7' is not in the setup"),
    ("action out of range", lambda c: c["checks"].append({"check": "accepted", "action": 9}),
     "action 9 but the case has 7 action(s)"),
    ("state out of range", lambda c: c["checks"].append({"check": "stack", "after": 8, "where": {}, "count": 0}),
     "after 8 but the case has 7 action(s)"),
    ("through before action", lambda c: c["checks"].append({"check": "event", "action": 3, "through": 2,
                                                            "where": {"type": "life"}}), "'through' comes before"),
    ("unknown capability", lambda c: c.update(needs=["banding"]), "unknown capability 'banding'"),
]


@pytest.mark.parametrize(("what", "change", "needle"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_case_is_one_line_naming_the_file(tmp_path: Path, what: str, change: Callable[[dict[str, Any]], None],
                                                needle: str) -> None:
    path = _write(tmp_path, _changed(change), "bonecrusher-giant-03.json")
    with pytest.raises(CaseError) as caught:
        read_cases(path)
    message = str(caught.value)
    assert str(path) in message and needle in message and "\n" not in message, message


def test_a_single_case_file_is_named_after_its_id(tmp_path: Path) -> None:
    with pytest.raises(CaseError, match="named after its id"):
        read_cases(_write(tmp_path, EXAMPLE, "giant.json"))


def test_an_id_is_defined_once(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    _write(tmp_path, EXAMPLE)
    _write(tmp_path / "a", EXAMPLE)
    with pytest.raises(CaseError, match="defined twice"):
        load_cases(tmp_path)


def test_a_file_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("{not json")
    with pytest.raises(CaseError, match="x.json"):
        load_cases(tmp_path)


def test_a_corpus_found_valid_is_not_validated_again_until_it_changes(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Every process of a run loads the corpus; the validation (the costly part) is remembered by content."""
    from conformance.card_rulings import cases_io

    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", str(tmp_path / "cache"))
    corpus = tmp_path / "cases"
    corpus.mkdir()
    _write(corpus, EXAMPLE)
    assert list(load_cases(corpus)) == ["bonecrusher-giant-03"]
    calls = []
    real = cases_io._validator
    monkeypatch.setattr(cases_io, "_validator", lambda: calls.append(1) or real())
    assert list(load_cases(corpus)) == ["bonecrusher-giant-03"] and not calls
    _write(corpus, _changed(lambda c: c["checks"].append({"check": "object", "card": "c99", "is": None})))
    with pytest.raises(CaseError, match="c99"):
        load_cases(corpus)
    assert calls
