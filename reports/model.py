"""The report model: what one conformance run found, as JSON-ready data.

A report is a plain ``dict`` (typed below as :class:`Report`) so that it can be
written with :mod:`json` at any moment. The runner creates it with
:func:`new_report`, feeds it one :func:`record_result` per ruling, and hands it
to :class:`reports.writer.ReportWriter`. Rulings not yet run have the status
``pending``; a report is ``complete`` once none are left.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, NotRequired, Required, TypedDict, cast

import jsonschema

from mtg_protocol import untrusted
from mtg_protocol.errors import ReportError, one_line
from reports.verdicts import (
    ERROR_VERDICTS,
    FAILING_VERDICTS,
    SHOWN_FAILURES,
    Corpus,
    RulingResult,
    Verdict,
)

SCHEMA_VERSION = 1
TOOL_NAME = "mtg-conformance"

STATUSES = tuple(v for v in Verdict if v != Verdict.PENDING)
PENDING = Verdict.PENDING
ERROR_STATUSES = ERROR_VERDICTS
FAILING_STATUSES = FAILING_VERDICTS
TOTAL_KEYS = (
    "passed",
    "failed",
    "errors",
    "unsupported",
    "xfail",
    "xpass",
    "flaky",
    "pending",
    "total",
)
_RULING_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


class Source(TypedDict, total=False):
    set: str
    set_name: str
    file: str
    date: Required[str]
    position: Required[int]


class RulingMeta(TypedDict):
    """What the catalog knows about a ruling before it runs."""

    id: str
    mechanic: str
    summary: str
    rules: list[str]
    source: Source


class Divergence(TypedDict):
    """Where the engine's game first departed from the model's (conformance/catalog/divergence.py): the step
    (the scenario's action index; -1 the initial state), the kind and the rule (together the signature), the
    objects concerned and the departure in words."""

    step: int
    kind: str
    rule: str
    objects: list[str]
    text: str


class Failure(TypedDict, total=False):
    """One distinct failure of a ruling: its signature (its first divergence's kind and rule) and its own
    counterexample."""

    signature: Required[str]
    status: Required[Verdict]  # failed, flaky, xfail (a known signature), or the error of its re-run
    message: str
    counterexample: str | None
    size: list[int] | None  # [actions, objects besides basic lands] of its counterexample
    examples_to_fail: int | None
    first_divergence: Divergence


class Ruling(RulingMeta, total=False):
    status: Required[Verdict]
    examples: Required[int]
    duration_s: Required[float]
    message: Required[str | None]
    counterexample: Required[str | None]
    corpus: Required[Corpus | None]
    failures: list[Failure]
    declined: int  # scenarios drawn that the engine declined (never counted as examples)
    declined_reasons: dict[str, int]  # each reason the engine gave, with how many times


class Cause(TypedDict):
    """One signature across rulings: the engine deviation behind several red rulings, shown once."""

    signature: str
    description: str
    status: Verdict  # failed when some ruling fails on it, else flaky or xfail (known)
    rulings: list[str]
    ruling: str  # where its smallest counterexample is
    counterexample: str | None
    size: list[int] | None
    first_divergence: NotRequired[Divergence]


class Totals(TypedDict):
    passed: int
    failed: int
    errors: int
    unsupported: int
    xfail: int
    xpass: int
    flaky: int
    pending: int
    total: int


class MechanicCoverage(TypedDict):
    rulings: int
    passed: int


class Coverage(TypedDict):
    rules: dict[str, list[str]]
    mechanics: dict[str, MechanicCoverage]


class Mutant(TypedDict):
    name: str
    target: str
    description: str
    killed: bool
    killed_by: list[str]
    examples_to_kill: int | None
    counterexample_size: int | None  # actions in the shrunk counterexample
    counterexample_objects: NotRequired[int | None]  # its objects besides basic lands
    own_only: NotRequired[bool]  # killed (or not) by the target ruling's own invariants alone


class EngineInfo(TypedDict):
    spec: str
    name: str
    version: str


class ToolInfo(TypedDict):
    name: str
    version: str


class Report(TypedDict):
    schema_version: int
    tool: ToolInfo
    engine: EngineInfo
    profile: str
    seed: int
    started_at: str
    duration_s: float
    complete: bool
    totals: Totals
    rulings: list[Ruling]
    coverage: Coverage
    mutants: list[Mutant] | None
    causes: list[Cause]


def tool_version() -> str:
    """The suite's version (``mtg_protocol.version``, the one place it is written)."""
    from mtg_protocol.version import __version__

    return __version__


def now_iso() -> str:
    """The current UTC time, ISO 8601 with milliseconds."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def ruling_sort_key(ruling: Mapping[str, Any]) -> tuple[str, int, str]:
    """Catalog order: the set (its release date, then its code), then the position in it, then id."""
    source = ruling.get("source") or {}
    return (
        str(source.get("date", "")) + str(source.get("set") or source.get("file", "")),
        int(source.get("position", 0)),
        str(ruling["id"]),
    )


def rule_sort_key(rule: str) -> tuple[Any, ...]:
    """Order rule numbers as the Comprehensive Rules do (``608.2b`` < ``608.10``)."""
    parts = re.findall(r"\d+|[a-z]+|[^\da-z]+", rule.lower())
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


def check_ruling_id(ruling_id: str) -> str:
    """Return ``ruling_id`` if it is safe as a file name, else raise ``ValueError``."""
    if not _RULING_ID.match(ruling_id):
        raise ValueError(f"ruling id {ruling_id!r} is not a plain name")
    return ruling_id


def _pending(meta: RulingMeta) -> Ruling:
    check_ruling_id(meta["id"])
    return {
        "id": meta["id"],
        "mechanic": meta["mechanic"],
        "summary": meta["summary"],
        "rules": list(meta["rules"]),
        "source": meta["source"].copy(),
        "status": PENDING,
        "examples": 0,
        "duration_s": 0.0,
        "message": None,
        "counterexample": None,
        "corpus": None,
    }


def new_report(
    engine: EngineInfo,
    profile: str,
    seed: int,
    rulings_meta: Iterable[RulingMeta],
    *,
    started_at: str | None = None,
) -> Report:
    """Start a report with every planned ruling ``pending``."""
    rulings = sorted((_pending(m) for m in rulings_meta), key=ruling_sort_key)
    report: Report = {
        "schema_version": SCHEMA_VERSION,
        "tool": {"name": TOOL_NAME, "version": tool_version()},
        "engine": {
            "spec": engine["spec"],
            "name": engine["name"],
            "version": engine["version"],
        },
        "profile": profile,
        "seed": seed,
        "started_at": started_at or now_iso(),
        "duration_s": 0.0,
        "complete": all(r["status"] != PENDING for r in rulings),
        "totals": compute_totals(rulings),
        "rulings": rulings,
        "coverage": compute_coverage(rulings),
        "mutants": None,
        "causes": compute_causes(rulings),
    }
    return report


def record_result(report: Report, result: RulingResult[Any] | Mapping[str, Any]) -> Ruling:
    """Store one ruling's verdict and bring totals, coverage and duration up to date.

    A result for a ruling that ``new_report`` did not plan must also carry the
    catalog fields (mechanic, summary, rules, source). The result is the runner's, or its JSON form
    (``RulingResult.to_json`` with the catalog fields and failures, as a worker sends it).
    """
    row: Mapping[str, Any] = result.to_json() if isinstance(result, RulingResult) else result
    status = row["status"]
    if status not in STATUSES:
        raise ValueError(f"unknown status {status!r} for ruling {row['id']!r}")
    ruling = next((r for r in report["rulings"] if r["id"] == row["id"]), None)
    if ruling is None:
        missing = [
            k for k in ("mechanic", "summary", "rules", "source") if k not in row
        ]
        if missing:
            raise KeyError(
                f"ruling {row['id']!r} was not planned and lacks {missing}"
            )
        ruling = _pending(cast(RulingMeta, row))  # its catalog fields are there (checked above)
        report["rulings"].append(ruling)
        report["rulings"].sort(key=ruling_sort_key)
    ruling["status"] = Verdict(status)
    ruling["examples"] = int(row.get("examples", 0))
    ruling["duration_s"] = float(row.get("duration_s", 0.0))
    ruling["message"] = row.get("message")
    ruling["counterexample"] = row.get("counterexample")
    corpus = row.get("corpus")
    ruling["corpus"] = (
        {"passed": int(corpus["passed"]), "failed": int(corpus["failed"])}
        if corpus
        else None
    )
    ruling["failures"] = [cast(Failure, dict(f)) for f in row.get("failures") or []]
    ruling["declined"] = int(row.get("declined", 0))
    ruling["declined_reasons"] = {str(k): int(v) for k, v in (row.get("declined_reasons") or {}).items()}
    report["duration_s"] = max(report["duration_s"], _elapsed(report["started_at"]))
    refresh(report)
    return ruling


def record_mutant(report: Report, mutant: Mutant) -> None:
    """Add one mutant's outcome to the kill matrix."""
    report["mutants"] = [*(report["mutants"] or []), mutant]


def finalize(report: Report, duration_s: float | None = None) -> Report:
    """Stamp the run's final duration (wall time since ``started_at`` by default)."""
    report["duration_s"] = round(
        _elapsed(report["started_at"]) if duration_s is None else duration_s, 3
    )
    refresh(report)
    return report


def refresh(report: Report) -> None:
    """Recompute the derived parts: totals, coverage and ``complete``."""
    report["totals"] = compute_totals(report["rulings"])
    report["coverage"] = compute_coverage(report["rulings"])
    report["causes"] = compute_causes(report["rulings"])
    report["complete"] = report["totals"]["pending"] == 0


def causes_heading(causes: Sequence[Mapping[str, Any]]) -> str:
    """``2 causes, seen in 8 rulings`` for the causes a ruling fails on (``; 1 known`` for the rest)."""
    open_causes = [c for c in causes if c["status"] != Verdict.XFAIL]
    rulings = {r for c in open_causes for r in c["rulings"]}
    text = (f"{len(open_causes)} cause{'' if len(open_causes) == 1 else 's'}, seen in {len(rulings)} "
            f"ruling{'' if len(rulings) == 1 else 's'}")
    known = len(causes) - len(open_causes)
    return text + (f"; {known} known" if known else "")


def _size_key(size: Any) -> tuple[int, ...]:
    return tuple(size) if isinstance(size, list) else (1 << 30,)


def divergence_words(divergence: Mapping[str, Any]) -> str:
    """A first divergence in one sentence: ``step 9: TEXT (RULE)``."""
    step = divergence.get("step")
    where = "in the initial state" if isinstance(step, int) and step < 0 else \
        f"step {step + 1}" if isinstance(step, int) else "somewhere"
    rule = divergence.get("rule")
    return f"{where}: {divergence.get('text')}" + (f" ({rule})" if rule else "")


def compute_causes(rulings: Iterable[Mapping[str, Any]]) -> list[Cause]:
    """The rulings' distinct failures grouped by signature: one cause per signature, with the rulings it
    breaks and its smallest counterexample. Open causes (a ruling fails on them) first, the most widespread
    first; then flaky ones, then known ones."""
    groups: dict[str, list[tuple[Mapping[str, Any], Mapping[str, Any]]]] = {}
    for ruling in rulings:
        for failure in ruling.get("failures") or []:
            if failure.get("status") in SHOWN_FAILURES:
                groups.setdefault(str(failure["signature"]), []).append((ruling, failure))
    causes: list[Cause] = []
    for signature, found in groups.items():
        ruling, smallest = min(found, key=lambda rf: (_size_key(rf[1].get("size")), ruling_sort_key(rf[0])))
        statuses = {f["status"] for r, f in found if f["status"] != Verdict.FAILED or r["status"] == Verdict.FAILED}
        status = Verdict.FAILED if Verdict.FAILED in statuses else \
            Verdict.FLAKY if Verdict.FLAKY in statuses else Verdict.XFAIL
        divergence = smallest.get("first_divergence")
        cause: Cause = {
            "signature": signature,
            "description": one_line(divergence_words(divergence) if divergence else
                                    str(smallest.get("message") or signature), 300),
            "status": status,
            "rulings": list(dict.fromkeys(r["id"] for r, _ in found)),
            "ruling": ruling["id"],
            "counterexample": smallest.get("counterexample"),
            "size": smallest.get("size"),
        }
        if divergence:
            cause["first_divergence"] = divergence
        causes.append(cause)
    order = {Verdict.FAILED: 0, Verdict.FLAKY: 1, Verdict.XFAIL: 2}
    return sorted(causes, key=lambda c: (order[c["status"]], -len(c["rulings"]), c["signature"]))


def compute_totals(rulings: Iterable[Mapping[str, Any]]) -> Totals:
    """Count rulings per status; ``errors`` counts error, crash and timeout."""
    counts = Counter("errors" if r["status"] in ERROR_STATUSES else str(r["status"]) for r in rulings)
    return {"passed": counts["passed"], "failed": counts["failed"], "errors": counts["errors"],
            "unsupported": counts["unsupported"], "xfail": counts["xfail"], "xpass": counts["xpass"],
            "flaky": counts["flaky"], "pending": counts["pending"], "total": counts.total()}


def compute_coverage(rulings: Iterable[Mapping[str, Any]]) -> Coverage:
    """Which rules the run exercised (by which rulings), and results per mechanic."""
    rules: dict[str, list[str]] = {}
    mechanics: dict[str, MechanicCoverage] = {}
    for ruling in rulings:
        mech = mechanics.setdefault(ruling["mechanic"], {"rulings": 0, "passed": 0})
        mech["rulings"] += 1
        mech["passed"] += ruling["status"] == Verdict.PASSED
        if ruling["status"] in (PENDING, Verdict.UNSUPPORTED) or not ruling.get("examples"):
            continue  # a ruling that ran no example exercised no rule
        for rule in ruling["rules"]:
            rules.setdefault(rule, []).append(ruling["id"])
    ordered = {rule: rules[rule] for rule in sorted(rules, key=rule_sort_key)}
    return {"rules": ordered, "mechanics": mechanics}


def dumps(report: Report | Mapping[str, Any]) -> str:
    """Serialize a report (or any JSON data) the way every writer does."""
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


def validate_report(data: Any, origin: str = "report") -> Report:
    """Check ``data`` against ``report.schema.json``; raise :class:`ReportError`."""
    _check_schema(data, _report_validator(), origin, "report")
    return cast(Report, data)


def load_report(path: str | Path) -> Report:
    """Read and validate a report.json; raise :class:`ReportError` on any problem."""
    return validate_report(read_json(path), str(path))


def read_json(path: str | Path) -> Any:
    """Parse a JSON file through the untrusted-input limits; any problem is a :class:`ReportError`."""
    return untrusted.read_json(path)


def check_against(data: Any, schema_file: str, origin: str, what: str) -> None:
    """Validate ``data`` against a schema file shipped in this package."""
    _check_schema(data, _validator(schema_file), origin, what)


def _check_schema(
    data: Any, validator: jsonschema.protocols.Validator, origin: str, what: str
) -> None:
    if isinstance(data, dict):
        version = data.get("schema_version")
        if isinstance(version, int) and version != SCHEMA_VERSION:
            raise ReportError(
                f"{origin}: {what} schema_version {version} is not supported "
                f"(this tool reads {SCHEMA_VERSION})"
            )
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        where = "/" + "/".join(str(p) for p in error.absolute_path)
        raise ReportError(
            f"{origin}: not a valid {what}: at {where}: {one_line(error.message, 160)}"
        )


def _report_validator() -> jsonschema.protocols.Validator:
    return _validator("report.schema.json")


@cache
def _validator(schema_file: str) -> jsonschema.protocols.Validator:
    text = resources.files("reports").joinpath(schema_file).read_text(encoding="utf-8")
    schema = json.loads(text)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def _elapsed(started_at: str) -> float:
    try:
        start = datetime.fromisoformat(started_at)
    except ValueError:
        return 0.0
    if start.tzinfo is None:
        start = start.replace(tzinfo=UTC)
    return max(0.0, round((datetime.now(UTC) - start).total_seconds(), 3))


def statuses_of(report: Mapping[str, Any]) -> dict[str, str]:
    """Map ruling id to status."""
    return {r["id"]: r["status"] for r in report["rulings"]}


def rulings_by_mechanic(rulings: Sequence[Ruling]) -> dict[str, list[Ruling]]:
    """Group rulings by mechanic, keeping catalog order within and between groups."""
    groups: dict[str, list[Ruling]] = {}
    for ruling in rulings:
        groups.setdefault(ruling["mechanic"], []).append(ruling)
    return groups
