"""Counterexample files: ``counterexamples/RULING.json`` (``RULING.2.json``, ... for further distinct
failures of one ruling), data only.

A counterexample is the shrunk scenario on which an engine broke a ruling,
with the violation and (optionally) the engine's trace. ``mtg-conformance
replay`` runs it again on any engine.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict, cast

from mtg_protocol.errors import ReportError
from mtg_protocol.untrusted import clean_data
from mtg_protocol.words import actors, describe_action
from reports.atomic import write_atomic
from reports.model import (
    SCHEMA_VERSION,
    check_against,
    check_ruling_id,
    dumps,
    read_json,
)

__all__ = [
    "COUNTEREXAMPLE_DIR",
    "Counterexample",
    "Step",
    "counterexample_path",
    "describe_steps",
    "load_counterexample",
    "load_counterexamples",
    "replay_command",
    "validate_counterexample",
    "write_counterexample",
]

COUNTEREXAMPLE_DIR = "counterexamples"


class Counterexample(TypedDict, total=False):
    schema_version: int
    ruling: str
    engine: str
    seed: int
    scenario: dict[str, Any]
    violation: dict[str, Any]
    trace: dict[str, Any] | None


@dataclass(frozen=True)
class Step:
    """One action of a counterexample, in words, with what the engine said."""

    number: int
    text: str
    accepted: bool | None
    reason: str | None
    violated: bool


def counterexample_path(ruling_id: str, number: int = 1) -> str:
    """The path of a ruling's counterexample, relative to the output directory: ``RULING.json`` for its first
    distinct failure, ``RULING.2.json`` for the second, and so on."""
    suffix = "" if number == 1 else f".{int(number)}"
    return f"{COUNTEREXAMPLE_DIR}/{check_ruling_id(ruling_id)}{suffix}.json"


def validate_counterexample(
    data: Any, origin: str = "counterexample"
) -> Counterexample:
    """Check ``data`` against ``counterexample.schema.json``; raise :class:`ReportError`."""
    check_against(data, "counterexample.schema.json", origin, "counterexample")
    return cast(Counterexample, data)


def write_counterexample(out_dir: str | Path, data: Mapping[str, Any], number: int = 1) -> str:
    """Validate and write ``data`` (the ruling's ``number``-th distinct failure) atomically; return its path
    relative to ``out_dir``."""
    record = clean_data({"schema_version": SCHEMA_VERSION, **data})
    validate_counterexample(record, f"counterexample for {data.get('ruling')!r}")
    relative = counterexample_path(str(record["ruling"]), number)
    write_atomic(Path(out_dir) / relative, dumps(record))
    return relative


def load_counterexample(path: str | Path) -> Counterexample:
    """Read and validate a counterexample file; raise :class:`ReportError` if bad."""
    return validate_counterexample(read_json(path), str(path))


def describe_steps(data: Mapping[str, Any]) -> list[Step]:
    """Every action in order, in words, marked with the engine's answer."""
    scenario = data["scenario"]
    setup, actions = scenario["setup"], scenario["actions"]
    trace = data.get("trace") or {}
    results = trace.get("steps") or []
    who = actors(setup, trace, len(actions))
    violated_at = (data.get("violation") or {}).get("step")
    steps: list[Step] = []
    for index, action in enumerate(actions):
        result = results[index] if index < len(results) else {}
        accepted = result.get("accepted")
        steps.append(
            Step(
                number=index + 1,
                text=describe_action(action, setup, who[index]),
                accepted=accepted if isinstance(accepted, bool) else None,
                reason=result.get("reason"),
                violated=violated_at == index,
            )
        )
    return steps


def replay_command(relative_path: str, engine_spec: str, out_dir: str | Path = ".") -> str:
    """The shell command that replays a counterexample on an engine, to be pasted where the run ran: the
    report records the file's path inside ``out_dir``, the folder as the run was given it."""
    path = str(Path(out_dir) / relative_path)
    return f"mtg-conformance replay {shlex.quote(path)} --engine {shlex.quote(engine_spec)}"


def load_counterexamples(
    out_dir: str | Path, rulings: Iterable[Mapping[str, Any]]
) -> dict[str, Counterexample | ReportError]:
    """Load every counterexample a report points to, keeping errors per ruling.

    Paths that would leave ``out_dir`` are refused rather than read.
    """
    root = Path(out_dir).resolve()
    found: dict[str, Counterexample | ReportError] = {}
    for ruling in rulings:
        relative = ruling.get("counterexample")
        if not relative:
            continue
        path = (root / relative).resolve()
        if not path.is_relative_to(root):
            found[ruling["id"]] = ReportError(
                f"{relative}: outside the report directory"
            )
            continue
        try:
            found[ruling["id"]] = load_counterexample(path)
        except ReportError as exc:
            found[ruling["id"]] = exc
    return found
