"""report.html as a person sees it, rendered by headless Chromium.

Skipped when no ``chromium`` is on PATH (CI installs Debian's package).
"""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from reportdata import EVIL, FAILED_ID, write_sample_run

CHROMIUM = shutil.which("chromium")
pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)")]
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
]


def chromium(tmp_path: Path, *args: str) -> str:
    """Run headless Chromium with its own profile dir; return its stdout."""
    profile = tmp_path / "chromium-profile"
    done = subprocess.run(
        [str(CHROMIUM), *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


class Dom(HTMLParser):
    """Text of the dumped DOM, per element id, plus the ruling rows."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[str] = []
        self.scripts = 0
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "script":
            self.scripts += 1
        if tag == "tr" and "ruling" in (found.get("class") or "").split():
            self.rows.append(found.get("id") or "")

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def words(self) -> str:
        return " ".join(" ".join(self.text).split())


def dump(tmp_path: Path, page: Path) -> Dom:
    dom = Dom()
    dom.feed(chromium(tmp_path, "--dump-dom", page.as_uri()))
    return dom


def test_browser_shows_totals_rows_and_counterexample(tmp_path: Path) -> None:
    report, paths = write_sample_run(tmp_path / "out")
    dom = dump(tmp_path, paths["report.html"])
    words = dom.words()
    assert "6 passed" in words and "1 failed" in words and "10 total" in words
    assert dom.rows == [f"ruling-{r['id']}" for r in report["rulings"]]
    assert f"{FAILED_ID} failed" in words
    assert "p1 casts c1 (Questing Druid // Seek the Beast) as an Adventure" in words
    assert "Expected c1 is in exile and p1 may cast it as a creature" in words
    assert "The engine did c1 is in p1's graveyard" in words
    assert f"mtg-conformance replay {tmp_path / 'out' / 'counterexamples'}/{FAILED_ID}.json --engine reference" in words

    shot = tmp_path / "report.png"
    chromium(
        tmp_path,
        "--window-size=1280,2400",
        f"--screenshot={shot}",
        paths["report.html"].as_uri(),
    )
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000


def test_browser_runs_no_injected_script(tmp_path: Path) -> None:
    _, paths = write_sample_run(tmp_path / "out", hostile=True)
    dom = dump(tmp_path, paths["report.html"])
    assert dom.scripts == 0
    assert EVIL in dom.words()
