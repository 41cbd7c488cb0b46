"""`mtg-conformance rebuild`: refreshing the generated files for some rulings keeps every other ruling's rows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance import rebuild
from conformance.catalog import all_rulings
from conformance.catalog.uses import USES
from conformance.cli import main


def test_costs_of_one_ruling_keep_the_others_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    costs = tmp_path / "costs.json"
    costs.write_text(rebuild.COSTS_FILE.read_text())
    before = json.loads(costs.read_text())
    monkeypatch.setattr(rebuild, "COSTS_FILE", costs)
    monkeypatch.setattr(rebuild, "measure_cost", lambda rid: (123.456, 7, "passed"))
    said: list[str] = []
    rebuild.rebuild(["WOE-08"], ["costs"], said.append)
    after = json.loads(costs.read_text())
    assert after["WOE-08"] == 123.46 and f"wrote {costs}" in said
    assert {k: v for k, v in after.items() if k != "WOE-08"} == {k: v for k, v in before.items() if k != "WOE-08"}
    assert list(after) == [r.id for r in all_rulings() if r.id in after], "rows in catalog order"


def test_uses_of_one_ruling_keep_the_others_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    row = (("pass",), (), ("pass",), ())
    monkeypatch.setattr(rebuild, "measure_uses", lambda rid: row)
    namespace: dict[str, object] = {}
    exec(compile(rebuild.rebuild_uses(["MKM-01"]), "uses.py", "exec"), namespace)  # noqa: S102 - our own output
    table = namespace["USES"]
    assert isinstance(table, dict) and table["MKM-01"] == row
    assert {k: v for k, v in table.items() if k != "MKM-01"} == {k: v for k, v in USES.items() if k != "MKM-01"}


def test_the_uses_table_is_its_renderers_output() -> None:
    """uses.py is written by rebuild alone: rendering its own rows gives its bytes back."""
    assert rebuild.render_uses(dict(USES)) == rebuild.USES_FILE.read_text()


def test_the_generated_docs_are_current() -> None:
    for path, text in rebuild.rendered_docs().items():
        assert path.read_text() == text, f"regenerate {path.name}: mtg-conformance rebuild --only docs"


@pytest.mark.parametrize("argv", [["rebuild", "--only", "everything"], ["rebuild", "NOPE-99", "--only", "docs"]])
def test_bad_usage_is_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err.strip()
