"""mtg-conformance matrix: engines side by side, its Markdown table, its badges and its handling of bad reports."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from reportdata import EVIL, FAILED_ID, UNSUPPORTED_ID, write_sample_run

from conformance.cli import main
from reports.badge import AMBER, GREEN, RED
from reports.matrix import build_matrix, read_causes, render_matrix_markdown

CAUSE = {"signature": "zone-after-resolution:exile->graveyard", "description": "an Adventure goes to the graveyard",
         "status": "failed", "rulings": [FAILED_ID, "WOE-01"], "ruling": FAILED_ID,
         "counterexample": "counterexamples/WOE-08.json"}


def _edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def two_engines(tmp_path: Path, hostile: bool = False) -> list[Path]:
    """Two sample runs (each with one failure and its counterexample); engine B is renamed, has one ruling
    fewer and a ``causes`` list naming two rulings."""
    a = tmp_path / "runs" / "a"
    b = tmp_path / "runs" / "b"
    write_sample_run(a, hostile=hostile)
    write_sample_run(b)

    def engine_b(data: dict[str, Any]) -> None:
        data["engine"] = {"spec": "cmd:./b", "name": "engine-b", "version": "2.0"}
        data["rulings"] = [r for r in data["rulings"] if r["id"] != "MKM-12"]
        data["causes"] = [CAUSE]

    _edit(b / "report.json", engine_b)
    return [a / "report.json", b]


def test_matrix_lines_up_engines_by_ruling(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    reports = two_engines(tmp_path)
    out = tmp_path / "matrix"
    assert main(["matrix", *map(str, reports), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "reference: 6/10 rulings passed" in printed and "engine-b: 5/9 rulings passed" in printed
    md = (out / "matrix.md").read_text()
    header, _, totals, *rows = md.split("\n\n")[0].splitlines()
    assert header == "| Mechanic | Ruling | reference | engine-b |"
    assert totals == "|  | **passed** | **6/10** | **5/9** |"
    row = next(r for r in rows if f"| {FAILED_ID} |" in r)
    link = f"../runs/a/counterexamples/{FAILED_ID}.json"
    assert f"[failed]({link})" in row and "(cause 1)" in row
    assert (out / link).resolve().is_file()
    assert "not in report" in next(r for r in rows if "| MKM-12 |" in r)
    assert "| adventure | WOE-01 |" in md and "| role | WOE-15 |" in md  # grouped by mechanic
    assert "engine-b cause 1: an Adventure goes to the graveyard (WOE-08, WOE-01)" in md
    html = (out / "matrix.html").read_text()
    assert 'href="../runs/a/report.html"' in html and f'href="{link}"' in html
    assert "seen in 2 rulings: WOE-08, WOE-01" in html


def test_badges_count_passed_of_all_rulings(tmp_path: Path) -> None:
    reports = two_engines(tmp_path)
    assert main(["matrix", *map(str, reports), "--out", str(tmp_path / "m")]) == 0
    for slug, value, color in (("reference", "6/10", RED), ("engine-b", "5/9", RED)):
        svg = ET.parse(tmp_path / "m" / "badges" / f"{slug}.svg").getroot()
        texts = [t.text for t in svg.iter("{http://www.w3.org/2000/svg}text")]
        assert texts == ["rulings", value]
        fills = [r.get("fill") for r in svg.iter("{http://www.w3.org/2000/svg}rect")]
        assert color in fills


def test_badge_colour_follows_the_worst_verdict() -> None:
    from reports.badge import badge_color

    assert badge_color(["passed", "passed"]) == GREEN
    assert badge_color(["passed", "unsupported", "xfail"]) == AMBER
    assert badge_color(["passed", "timeout"]) == RED and badge_color([]) == AMBER


def test_same_engine_twice_gets_two_columns(tmp_path: Path) -> None:
    a = tmp_path / "a"
    write_sample_run(a)
    matrix = build_matrix([a, a / "report.json"], tmp_path / "m")
    assert [c.label for c in matrix.columns] == ["reference", "reference (2)"]
    assert [c.slug for c in matrix.columns] == ["reference", "reference-2"]


def test_counterexample_outside_its_report_folder_is_not_linked(tmp_path: Path) -> None:
    a = tmp_path / "a"
    write_sample_run(a)
    (tmp_path / "secret.json").write_text("{}")
    _edit(a / "report.json", lambda d: d["rulings"][2].update(counterexample="../secret.json"))
    _edit(a / "report.json", lambda d: d["rulings"][3].update(counterexample="https://example.org/x.json"))
    matrix = build_matrix([a], tmp_path / "m")
    cells = [row.cells[0] for rows in matrix.groups.values() for row in rows]
    assert all(cell.href is None for cell in cells)
    assert "secret" not in render_matrix_markdown(matrix)


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)


def test_hostile_report_stays_text(tmp_path: Path) -> None:
    reports = two_engines(tmp_path, hostile=True)
    _edit(reports[0], lambda d: d.update(causes=[{**CAUSE, "description": EVIL}]))
    _edit(reports[1] / "report.json", lambda d: d["engine"].update(name="bell\x07\u202e<b>"))  # not XML-safe
    out = tmp_path / "m"
    assert main(["matrix", *map(str, reports), "--out", str(out)]) == 0
    html = (out / "matrix.html").read_text()
    parser = _Tags()
    parser.feed(html)
    assert "script" not in parser.tags and "&lt;script&gt;" in html
    md = (out / "matrix.md").read_text()
    assert EVIL not in md and "&lt;script&gt;" in md
    for svg in (out / "badges").glob("*.svg"):
        root = ET.parse(svg).getroot()  # well-formed: the engine name is escaped in the title
        assert not [e for e in root.iter() if e.tag.endswith("script")]


@pytest.mark.parametrize("content", ["{not json", json.dumps({"schema_version": 1}), json.dumps([1, 2]),
                                     json.dumps({"schema_version": 99})])
def test_bad_report_is_one_line_exit_2(tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "a"
    write_sample_run(good)
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert main(["matrix", str(good), str(bad), "--out", str(tmp_path / "m")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.json" in err[0] and "Traceback" not in err[0]
    assert not (tmp_path / "m" / "matrix.html").exists()


def test_missing_report_and_no_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["matrix", str(tmp_path / "nowhere.json"), "--out", str(tmp_path / "m")]) == 2
    assert "nowhere.json" in capsys.readouterr().err
    assert main(["matrix", "--out", str(tmp_path / "m")]) == 2


def test_causes_are_optional_and_read_leniently() -> None:
    assert read_causes({}) == [] and read_causes({"causes": "x"}) == []
    causes = read_causes({"causes": [{"rulings": ["WOE-01", 3], "signature": "s"}, {"rulings": []}, 7]})
    assert [(c.number, c.description, c.rulings) for c in causes] == [(1, "s", ["WOE-01"])]


def test_unsupported_cell_keeps_its_reason(tmp_path: Path) -> None:
    a = tmp_path / "a"
    write_sample_run(a)
    matrix = build_matrix([a], tmp_path / "m")
    cell = next(row.cells[0] for rows in matrix.groups.values() for row in rows if row.ruling["id"] == UNSUPPORTED_ID)
    assert cell.status == "unsupported" and "free_cast" in cell.message


def test_readme_shows_the_matrix_of_the_reports_kept_in_docs() -> None:
    """The README's table is what the matrix command makes of docs/matrix/reports/ (regenerate it with
    ``python benchmarks/cross_engine_matrix.py --no-run``), and docs/matrix/matrix.md is the same table."""
    from conformance.matrix_readme import END, START, readme_block

    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    shown = readme[readme.index(START): readme.index(END) + len(END)]
    assert shown == readme_block(root / "docs" / "matrix", "docs/matrix/", write=False)
    table = shown.split("\n\n", 1)[1].removesuffix(END)
    assert table.replace("](docs/matrix/", "](") == (root / "docs" / "matrix" / "matrix.md").read_text()
    header = {cell.strip() for cell in shown.split("\n")[3].split("|")}
    assert {"reference", "phase", "mutant:adventure-to-graveyard"} <= header
