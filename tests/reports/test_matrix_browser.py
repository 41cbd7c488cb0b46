"""matrix.html as a person sees it, rendered by headless Chromium (skipped without ``chromium``)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

from reportdata import EVIL, FAILED_ID
from test_matrix import two_engines
from test_reports_browser import chromium, pytestmark  # noqa: F401 - the same skip when chromium is absent

from conformance.cli import main


class MatrixDom(HTMLParser):
    """The dumped DOM: ruling rows, cell links, badges (inline SVG), scripts and the page's words."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[str] = []
        self.links: list[str] = []
        self.svgs = 0
        self.scripts = 0
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.scripts += tag == "script"
        self.svgs += tag == "svg"
        if tag == "tr" and found.get("class") == "ruling":
            self.rows.append(found.get("id") or "")
        if tag == "a" and "verdict" in (found.get("class") or ""):
            self.links.append(found.get("href") or "")

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def words(self) -> str:
        return " ".join(" ".join(self.text).split())


def _render(tmp_path: Path, hostile: bool = False) -> tuple[Path, MatrixDom]:
    out = tmp_path / "matrix"
    assert main(["matrix", *map(str, two_engines(tmp_path, hostile)), "--out", str(out)]) == 0
    page = out / "matrix.html"
    dom = MatrixDom()
    dom.feed(chromium(tmp_path, "--dump-dom", page.as_uri()))
    return page, dom


def test_browser_shows_engines_rows_badges_and_links(tmp_path: Path) -> None:
    page, dom = _render(tmp_path)
    words = dom.words()
    assert "2 engines, 10 rulings" in words
    assert "reference" in words and "engine-b" in words and "cmd:./b 2.0" in words
    assert dom.rows[:3] == ["ruling-WOE-01", "ruling-WOE-02", f"ruling-{FAILED_ID}"] and len(dom.rows) == 10
    assert dom.svgs == 2 and "rulings 6/10" in words and "rulings 5/9" in words
    assert "not in report" in words and "unsupported" in words and "expected failure" in words
    assert "seen in 2 rulings: WOE-08, WOE-01" in words
    assert "unsupported the engine lacks the free_cast capability" in words  # the reason, beside the verdict
    # every verdict link, resolved as the browser resolves it, reaches a counterexample file
    assert dom.links == [f"../runs/{e}/counterexamples/{FAILED_ID}.json" for e in "ab"]
    for href in dom.links:
        target = Path(unquote(urlparse(urljoin(page.as_uri(), href)).path))
        assert target.is_file() and target.name == f"{FAILED_ID}.json"

    shot = tmp_path / "matrix.png"
    chromium(tmp_path, "--window-size=1280,1800", f"--screenshot={shot}", page.as_uri())
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000


def test_browser_runs_no_injected_script(tmp_path: Path) -> None:
    _, dom = _render(tmp_path, hostile=True)
    assert dom.scripts == 0
    assert EVIL in dom.words()
