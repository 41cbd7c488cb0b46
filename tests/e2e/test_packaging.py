"""Release-ready packaging: the license, the changelog, one version, and a wheel that works on its own.

The slow test builds the sdist and the wheel from a copy of the source (``python -m build --no-isolation``:
nothing is downloaded), checks them with ``twine check``, installs the wheel (``--no-deps --no-index``) into
a fresh virtual environment that sees this machine's packages (``--system-site-packages``, for the
dependencies) and runs ``mtg-conformance run --profile dev`` from an empty folder.

The copy's version gets a local label (``+wheeltest``) before the build, so that the wheel's code can be
told from this checkout's: the installed command must print that version and write it into report.json.
That also shows the version has one source (pyproject.toml reads it from ``mtg_protocol.version``).
An editable install of the suite (setuptools' finder in site-packages) or ``PYTHONPATH`` could otherwise
shadow the wheel: the run gets no ``PYTHONPATH``, no user site, and an empty working folder.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from conformance.catalog import RULINGS
from conformance.cli import main
from mtg_protocol.version import __version__

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("mtg_protocol", "conformance", "reference_engine", "reports", "strategies")
BUILD_FILES = ("pyproject.toml", "README.md", "LICENSE", "CHANGELOG.md", "MANIFEST.in")
MARK = "+wheeltest"


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_version_has_one_source(capsys: pytest.CaptureFixture[str]) -> None:
    project = _pyproject()
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    version_attr = "mtg_protocol.version.__version__"
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": version_attr}
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.strip() == f"mtg-conformance {__version__}"
    from reports.model import tool_version

    assert tool_version() == __version__
    assert f"## [{__version__}]" in (ROOT / "CHANGELOG.md").read_text()


def test_license_file_matches_pyproject() -> None:
    project = _pyproject()["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text().startswith("MIT License\n")


def _package_data() -> set[str]:
    """Every file the packages need that is not Python: schemas, templates, costs, corpus, card data."""
    found = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*"):
            if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts:
                found.add(path.relative_to(ROOT).as_posix())
    return found


def _tools_missing() -> str | None:
    for module in ("build", "twine", "setuptools"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install -e '.[dev]')"
    return None


def _copy_source(dest: Path) -> None:
    for name in BUILD_FILES:
        shutil.copy(ROOT / name, dest / name)
    for package in PACKAGES:
        shutil.copytree(ROOT / package, dest / package, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    version_file = dest / "mtg_protocol" / "version.py"
    text, count = re.subn(r'__version__ = "([^"]+)"', rf'__version__ = "\1{MARK}"', version_file.read_text())
    assert count == 1
    version_file.write_text(text)


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP")}
    return env | {"PYTHONNOUSERSITE": "1", "PYTHONSAFEPATH": "1", "PIP_NO_INDEX": "1",
                  "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


def _run(argv: list[str], cwd: Path, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=cwd, env=_clean_env(), capture_output=True, text=True, timeout=timeout,
                          check=False)


@pytest.mark.slow
@pytest.mark.skipif(_tools_missing() is not None and not os.environ.get("CI"), reason=str(_tools_missing()))
def test_built_wheel_installs_and_runs_from_an_empty_folder(tmp_path: Path) -> None:
    assert _tools_missing() is None, _tools_missing()
    source, dist, venv, empty = (tmp_path / n for n in ("source", "dist", "venv", "empty"))
    for folder in (source, empty):
        folder.mkdir()
    _copy_source(source)
    version = __version__ + MARK

    built = _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(dist), str(source)], source)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    wheels, sdists = sorted(dist.glob("*.whl")), sorted(dist.glob("*.tar.gz"))
    assert len(wheels) == len(sdists) == 1 and version in wheels[0].name
    checked = _run([sys.executable, "-m", "twine", "check", "--strict", *map(str, wheels + sdists)], tmp_path)
    assert checked.returncode == 0 and checked.stdout.count("PASSED") == 2, checked.stdout + checked.stderr
    names = set(zipfile.ZipFile(wheels[0]).namelist())
    assert _package_data() <= names, sorted(_package_data() - names)
    assert {f"mtg_conformance-{version}.dist-info/licenses/LICENSE", "reports/templates/matrix.html.j2",
            "conformance/costs.json", "mtg_protocol/schema.json"} <= names
    assert not [n for n in names if n.startswith(("tests/", "benchmarks/", "docs/"))]

    made = _run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)], tmp_path)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    # pip from the system site-packages installs into the venv it runs in; --force-reinstall because an
    # editable install of the same version may be visible there (it is left alone: it is outside the venv)
    installed = _run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", "--force-reinstall",
                      str(wheels[0])], empty)
    assert installed.returncode == 0, installed.stdout + installed.stderr

    where = _run([str(python), "-c", "import conformance, reports; from mtg_protocol import version; "
                  "print(conformance.__file__); print(reports.__file__); print(version.__version__)"], empty)
    files = where.stdout.split()
    assert where.returncode == 0 and len(files) == 3, where.stderr
    site = (venv / "lib").resolve()
    assert all(Path(f).resolve().is_relative_to(site) for f in files[:2]), files
    assert files[2] == version
    assert _run([str(venv / "bin" / "mtg-conformance"), "--version"], empty).stdout.strip() == \
        f"mtg-conformance {version}"

    ran = _run([str(venv / "bin" / "mtg-conformance"), "run", "--profile", "dev"], empty)
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]
    everyone = len(RULINGS)
    assert f"{everyone} passed, 0 failed, 0 errors, 0 unsupported" in ran.stdout
    report = json.loads((empty / "conformance-report" / "report.json").read_text())
    assert report["tool"]["version"] == version and report["totals"]["passed"] == everyone
    assert {p.name for p in empty.iterdir()} == {"conformance-report"}  # nothing else left behind
