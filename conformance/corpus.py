"""The corpus tier: fixed scenarios stored as data, each with a stable id (a hash of its content)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from mtg_protocol.jsontypes import JSON
from mtg_protocol.untrusted import read_json
from strategies.scenario import Scenario

from .catalog import Ruling, all_rulings
from .catalog.registry import MECHANICS

CORPUS_DIR = Path(__file__).parent / "corpus"
HAND_WRITTEN = "hand-written"
"""The origin of the cases a strategy module builds; promoted counterexamples name their file instead."""

CaseBuilder = Callable[[], list[tuple[str, JSON, str]]]


def case_id(ruling: str, scenario: JSON) -> str:
    canonical = json.dumps({"ruling": ruling, "scenario": scenario}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:12]


def load_corpus(directory: Path = CORPUS_DIR) -> dict[str, list[Scenario]]:
    """Corpus cases by ruling id, in file-name order."""
    out: dict[str, list[Scenario]] = {}
    for path in sorted(directory.glob("*.json")):
        data = read_json(path, "corpus case")  # the one door: promoted cases come from other people's files
        for case in data if isinstance(data, list) else [data]:
            sc = case["scenario"]
            out.setdefault(case["ruling"], []).append(Scenario.from_json(sc, tags=(case["id"],)))
    return out


def make_case(ruling: str, scenario: JSON, description: str, origin: str = HAND_WRITTEN) -> JSON:
    return {"id": case_id(ruling, scenario), "ruling": ruling, "description": description, "origin": origin,
            "expected": "holds", "scenario": scenario}


def write_case(case: JSON, directory: Path = CORPUS_DIR) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{case['ruling']}-{case['id']}.json"
    path.write_text(case_text(case))
    return path


def case_text(case: JSON) -> str:
    """A corpus case as its file holds it (stable bytes: sorted keys, one-space indent)."""
    return json.dumps(case, indent=1, sort_keys=True) + "\n"


def case_builders() -> dict[str, CaseBuilder]:
    """The corpus cases each catalog module's records define (``ruling(..., corpus=...)``), by its name."""
    module_of: dict[str, str | None] = {m.name: m.module for m in MECHANICS}
    by_module: dict[str, list[Ruling]] = {}
    for r in all_rulings():
        if r.corpus:
            by_module.setdefault(str(module_of[r.mechanic]), []).append(r)
    return {name: _builder(rulings) for name, rulings in sorted(by_module.items())}


def _builder(rulings: list[Ruling]) -> CaseBuilder:
    return lambda: [(r.id, case.scenario, case.description) for r in rulings for case in r.corpus]


@dataclass
class Rebuilt:
    """What one rebuild did to the corpus directory."""

    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    unbuilt: list[Path] = field(default_factory=list)


def rebuild(build: CaseBuilder, directory: Path = CORPUS_DIR) -> Rebuilt:
    """Write the cases ``build`` makes, leaving alone a file whose bytes would not change.

    Nothing is deleted: the hand-written files of its rulings that ``build`` does not make (cases written by
    hand, or left over from an older version of a case) are listed in ``unbuilt`` for a person to judge.
    """
    done = Rebuilt()
    built: set[Path] = set()
    rulings: set[str] = set()
    for ruling, scenario, description in build():
        case = make_case(ruling, scenario, description)
        path = directory / f"{ruling}-{case['id']}.json"
        built.add(path)
        rulings.add(ruling)
        if path.is_file() and path.read_text() == case_text(case):
            done.unchanged.append(path)
        else:
            done.written.append(write_case(case, directory))
    for ruling in sorted(rulings):
        for path in sorted(directory.glob(f"{ruling}-*.json")):
            if path not in built and _hand_written(path):
                done.unbuilt.append(path)
    return done


def _hand_written(path: Path) -> bool:
    data = read_json(path, "corpus case")
    return isinstance(data, dict) and data.get("origin") == HAND_WRITTEN
