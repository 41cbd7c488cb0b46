"""The corpus tier: fixed scenarios stored as data, each with a stable id (a hash of its content)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from conformance.protocol.jsontypes import JSON
from conformance.protocol.untrusted import read_json
from strategies.scenario import Scenario

CORPUS_DIR = Path(__file__).parent / "corpus"


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


def make_case(ruling: str, scenario: JSON, description: str, origin: str = "hand-written") -> JSON:
    return {"id": case_id(ruling, scenario), "ruling": ruling, "description": description, "origin": origin,
            "expected": "holds", "scenario": scenario}


def write_case(case: JSON, directory: Path = CORPUS_DIR) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{case['ruling']}-{case['id']}.json"
    path.write_text(json.dumps(case, indent=1, sort_keys=True) + "\n")
    return path
