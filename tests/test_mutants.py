"""The mutants: one or more per ruling, each documented, listed, and killed by the ruling it targets."""

from __future__ import annotations

import json

import pytest

from conformance.catalog import RULINGS, all_rulings
from conformance.cli import main
from reference_engine.mutants import all_mutants, open_mutant


def test_every_ruling_has_a_mutant_and_every_mutant_a_ruling() -> None:
    mutants = all_mutants()
    assert len(mutants) >= 47
    assert {m.target for m in mutants} == {r.id for r in all_rulings()}
    for m in mutants:
        assert m.target in RULINGS and m.description and m.name == m.name.lower()


def test_mutants_are_engines() -> None:
    for m in all_mutants():
        engine = open_mutant(m.name)
        assert engine.hello()["name"] == f"mutant:{m.name}"


def test_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mutants", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(all_mutants())


def test_kill_matrix_json_and_report(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    code = main(["mutants", "adventure-to-graveyard", "role-keeps-oldest", "--scope", "target", "--profile", "dev",
                 "--json", "--out", str(tmp_path)])
    rows = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {r["name"] for r in rows} == {"adventure-to-graveyard", "role-keeps-oldest"}
    for row in rows:
        assert row["killed"] and row["target"] in row["killed_by"]
        assert isinstance(row["examples_to_kill"], int)
    report = json.loads((tmp_path / "report.json").read_text())
    assert len(report["mutants"]) == 2
    assert "adventure-to-graveyard" in (tmp_path / "report.html").read_text()


def test_unknown_mutant_is_a_usage_error() -> None:
    assert main(["mutants", "no-such-thing"]) == 2


# The mutants that accept what a ruling forbids, or show a player what they may not see (reference_engine/mutants/
# refusals.py): each must be killed by its target ruling's own invariants, the universal checks switched off, so
# the kill rests on the refusal probes (conformance/catalog/refusals.py) and the view comparison (catalog/views.py).
REFUSAL_AND_VIEW_MUTANTS = ("disguise-turned-up-for-mana-cost", "turn-up-others-face-down", "face-down-spell-turned-up",
                            "adventure-recast-from-exile", "discover-any-answer", "keep-any-role",
                            "face-down-printed-body-shown", "face-down-bare-to-others",
                            "discover-exile-nameless-to-others")


@pytest.mark.parametrize("name", REFUSAL_AND_VIEW_MUTANTS)
def test_refusal_and_view_mutants_die_by_their_own_ruling(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import conformance.catalog.universal as universal
    from conformance.profiles import get_profile
    from conformance.runner import execute_ruling
    from reference_engine.mutants import MUTANTS

    monkeypatch.setattr(universal, "universal", lambda trace: [])
    all_mutants()  # loads every mutant module
    target = MUTANTS[name].target
    result = execute_ruling(RULINGS[target], open_mutant(name), get_profile("dev"), 0, None)
    assert result.status == "failed", f"{name} survived {target}'s own invariants: {result.status} {result.message}"
