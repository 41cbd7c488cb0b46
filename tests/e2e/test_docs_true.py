"""The docs stay true: every repository path and every ``mtg-conformance`` command they name exists (issue 32).

Read in ``DOCS``, by these rules only:

- **Paths.** An inline code span (`` `...` ``) with no space or ``:`` that contains a ``/`` or ends in a file
  suffix (``.py``, ``.md``, ...), and a relative Markdown link's target. A trailing ``::test`` or ``#anchor`` is
  dropped; a trailing ``/`` names a folder. A link resolves from the doc's folder. A code span may be written
  from the repository's root or from any folder (docs say ``sets/woe.py`` in a sentence about
  ``reference_engine/cards/``): some file of the repository must end with it. A mana cost (``{2/U}``) is no
  path. A placeholder in angle brackets (``<mechanic>``) or a ``*`` stands for one path segment or part of one:
  at least one file must match.
- **Scripts.** A command (a code span, or a line of a fenced block) that runs ``python3 -m pytest`` or a
  ``python3 SCRIPT.py``: each of its words that is a path (a ``/`` in it, or a file suffix) must exist as above.
- **Commands.** Every line of a fenced code block (a line ended by ``\\`` joined to the next, a shell prompt
  ``$`` dropped), and every code span, that starts with ``mtg-conformance`` or ``python3 -m conformance``, split
  as a shell would: its subcommand (and a nested action such as ``corpus rebuild``) must be one the CLI's parser
  has, and every ``--option`` one that subcommand takes.

What a doc names on purpose that is no file of the repository (what a run writes, a user's files) is listed in
``NOT_IN_REPO``, with the reason.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
from functools import cache
from pathlib import Path

import pytest

from conformance.catalog import RULINGS
from conformance.cli import build_parser
from conformance.rebuild import with_sample_run

ROOT = Path(__file__).resolve().parents[2]
DOCS = ["README.md", "docs/architecture.md", "docs/adding-a-ruling.md", "tests/README.md", "docs/engine-authors.md",
        "docs/protocol.md", "examples/engines/README.md", "docs/card-rulings.md"]

NOT_IN_REPO = {
    # what `run` writes: its default --out folder and the reports and replay files in it
    "conformance-report/", "summary.md", "counterexamples/RULING.json", "RULING.2.json", "WOE-06.2.json",
    "WOE-06.3.json", "logs/", ".previous-logs/", "conformance-report/counterexamples/WOE-08.json",
    # what `matrix --out DIR` writes
    "DIR/matrix.html", "DIR/matrix.md", "DIR/badges/ENGINE.svg", "matrix/badges/ENGINE.svg",
}

SUFFIXES = (".py", ".md", ".json", ".toml", ".yml", ".yaml", ".txt", ".html", ".svg", ".sh", ".cfg", ".ini")
SPAN = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.M | re.S)
COMMAND = re.compile(r"^(?:mtg-conformance|python3? -m conformance)\s+(.*)$")
SCRIPT = re.compile(r"^python3? (?:-m pytest\s|\S+\.py\b)")
SKIP = {".git", "__pycache__", ".mypy_cache", ".ruff_cache", ".hypothesis", "node_modules"}


@cache
def _files() -> tuple[str, ...]:
    """Every file of the working tree, as a path from the root (caches and hidden folders left out)."""
    found = []
    for folder, dirs, names in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in SKIP and not d.endswith(".egg-info")]
        base = Path(folder).relative_to(ROOT).as_posix()
        found += [n if base == "." else f"{base}/{n}" for n in names]
    return tuple(found)


def _pattern(path: str) -> str:
    """A regex for a named path: placeholders and ``*`` stay within one segment; a folder matches its files."""
    parts = re.split(r"(<[^>]+>|\*)", path.rstrip("/"))
    body = "".join("[^/]+" if p.startswith("<") else "[^/]*" if p == "*" else re.escape(p) for p in parts)
    return body + ("/" if path.endswith("/") else "(/|$)")


def _exists(path: str, anchored: bool = False) -> bool:
    """Some file is ``path`` (anchored: from the root) or ends with it (from a folder boundary)."""
    found = re.compile(("^" if anchored else "(^|/)") + _pattern(path))
    return any(found.search(f) for f in _files())


def _paths(doc: str, text: str) -> list[tuple[str, str, bool]]:
    """Each path the doc names: as written, as looked up, and whether the lookup is anchored at the root."""
    here = Path(doc).parent
    named: list[tuple[str, str, bool]] = []
    for m in LINK.finditer(text):
        target = m.group(1).split("#")[0]
        if target and "://" not in target and not target.startswith("mailto:"):
            named.append((target, os.path.normpath(here / target) + ("/" if target.endswith("/") else ""), True))
    for m in SPAN.finditer(FENCE.sub("", text)):
        span = m.group(1).split("::")[0]
        if " " in span or ":" in span or span.startswith(("-", "~", "$", "{")) or span in NOT_IN_REPO:
            continue
        if "/" in span or span.endswith(SUFFIXES):
            named.append((span, span.removeprefix("./"), False))
    return named


def _script_paths(text: str) -> list[str]:
    """The paths named by the ``python3 -m pytest`` and ``python3 SCRIPT.py`` commands of a doc."""
    lines = [line.strip().removeprefix("$ ") for block in FENCE.findall(text)
             for line in block.replace("\\\n", " ").splitlines()]
    lines += SPAN.findall(text)
    words = [w for line in lines if SCRIPT.match(line.strip()) for w in shlex.split(line, comments=True)[1:]]
    return [w.split("::")[0] for w in words if not w.startswith("-") and ("/" in w or w.endswith(SUFFIXES))]


def _commands(text: str) -> list[str]:
    lines = [line.strip().removeprefix("$ ") for block in FENCE.findall(text)
             for line in block.replace("\\\n", " ").splitlines()]
    lines += SPAN.findall(text)
    return [m.group(1) for line in lines if (m := COMMAND.match(line.strip()))]


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _unknown_options(parser: argparse.ArgumentParser, words: list[str]) -> list[str]:
    known = {s for a in parser._actions for s in a.option_strings}
    return [w for w in words if w.startswith("--") and w.split("=")[0] not in known]


def _command_problem(command: str) -> str | None:
    """What is wrong with ``mtg-conformance COMMAND`` by the CLI's own parser, or None."""
    parser = build_parser()
    words = shlex.split(command, comments=True)
    if not words or words[0].startswith("-"):
        unknown = _unknown_options(parser, words)
        return f"no option {unknown}" if unknown else None
    commands = _subparsers(parser)
    if words[0] not in commands:
        return f"no subcommand {words[0]!r}"
    sub = commands[words[0]]
    actions = _subparsers(sub)
    if actions and len(words) > 1 and not words[1].startswith("-"):
        if words[1] not in actions:
            return f"no action {words[0]} {words[1]!r}"
        sub = actions[words[1]]
    unknown = _unknown_options(sub, words)
    return f"{words[0]} has no option {unknown}" if unknown else None


@pytest.mark.parametrize("doc", DOCS)
def test_every_path_a_doc_names_exists(doc: str) -> None:
    text = (ROOT / doc).read_text()
    missing = sorted({named for named, path, anchored in _paths(doc, text) if not _exists(path, anchored)}
                     | {path for path in _script_paths(text) if not _exists(path, anchored=True)})
    assert not missing, f"{doc} names paths that do not exist: {missing}"


@pytest.mark.parametrize("doc", DOCS)
def test_every_command_a_doc_names_exists(doc: str) -> None:
    text = (ROOT / doc).read_text()
    problems = sorted({f"{c!r}: {p}" for c in _commands(text) if (p := _command_problem(c))})
    assert not problems, f"{doc} names commands the CLI does not have: {problems}"


def test_the_checks_bite() -> None:
    """A missing file, a misplaced test module, an unknown subcommand and an unknown option are each found."""
    assert not _exists("RULINGS.md") and not _exists("tests/test_engine_<mechanic>.py")
    assert _exists("tests/engine/test_engine_<mechanic>.py") and _exists("sets/woe.py") and _exists("engine/")
    assert not _exists("cards/", anchored=True) and not _exists("gine/test_engine_adventure.py")
    assert _command_problem("frobnicate --engine reference") == "no subcommand 'frobnicate'"
    assert _command_problem("run --no-such-option") == "run has no option ['--no-such-option']"
    assert _command_problem("corpus rebild") == "no action corpus 'rebild'"
    assert _command_problem("run --engine x --tier card-rulings adventure") is None
    assert _script_paths("`python3 -m pytest -q tests/catalog/test_nope.py -k X` and `python3 benchmarks/nope.py`") \
        == ["tests/catalog/test_nope.py", "benchmarks/nope.py"]
    assert not _exists("tests/catalog/test_nope.py", anchored=True)


def test_the_readme_sample_run_counts_the_catalog() -> None:
    """The README's sample output shows the catalog's count of rulings, not a figure written by hand: it is
    rendered by ``rebuild --only docs`` between its markers."""
    text = (ROOT / "README.md").read_text()
    assert text == with_sample_run(text), "regenerate the README's sample run: mtg-conformance rebuild --only docs"
    sample = next(block for block in FENCE.findall(text) if "mtg-conformance: " in block)
    everyone = len(RULINGS)
    progress = re.findall(r"^\[\s*(\d+)/(\d+)\] \S+ .* (\d+) left", sample, re.M)
    assert progress and all(int(of) == everyone and int(n) + int(left) == everyone for n, of, left in progress)
    assert f"mtg-conformance: {everyone} passed, 0 failed" in sample
