"""Known results per engine (``--expectations FILE``), in the manner of web-platform-tests metadata.

A TOML file, checked against ``expectations.schema.json``::

    engine = "my-engine"

    [rulings.WOE-08]
    expected = "fail"                      # or "intermittent": passes on some runs, fails on others
    issue = "https://github.com/me/my-engine/issues/12"

    [rulings.WOE-06]
    known = ["keep_role choice not asked (303.7a, 704.5y)"]   # first divergences, from report.json
    issue = "https://github.com/me/my-engine/issues/15"

    [rulings.LCI-05]
    disabled = "hangs the engine on discover chains"

Outcomes: a ruling expected to fail that fails (or errors, crashes, times out, is
flaky) is ``xfail`` and does not fail the run; one that holds is ``xpass`` and
does. A known intermittent failure is ``flaky``; its passes stay ``passed``. A
disabled ruling is not run and is reported ``unsupported`` with the reason.

Known signatures are finer: a failure with one of them is ``xfail`` for that
signature only, exploration goes on looking for others, and any failure with a
signature not listed fails the ruling (conformance/runner.py). A known signature
not seen in a run is said in the message; the ruling still passes.

A signature is the kind of a failure's first divergence and the rule that decides
it (``ward did not trigger (702.21a)``), so a different fault under the same later
symptom is a new failure. Files written so carry ``signatures = "first-divergence"``;
a file without it (its signatures name the invariant that fired) still loads, and a
run says in one warning line how to regenerate it (``expectations_warning``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from mtg_protocol.errors import ReportError
from mtg_protocol.untrusted import read_toml
from mtg_protocol.verdicts import FAILING_VERDICTS, Skip, Verdict, disabled_reason, skip_of

FAILING = FAILING_VERDICTS | {Verdict.FLAKY}


class ExpectationsError(Exception):
    """An expectations file that can't be read or is not valid (one-line message)."""


@dataclass(frozen=True)
class Expectation:
    """What is known about one ruling on one engine."""

    ruling: str
    expected: str | None = None  # "fail" or "intermittent"; None when disabled or when only signatures are known
    disabled: str | None = None  # the reason, when the ruling must not run
    issue: str | None = None
    note: str | None = None
    known: tuple[str, ...] = ()  # signatures of known failures (report.json's failures[].signature)

    def to_toml(self) -> dict[str, str | list[str]]:
        """The entry's keys, in file order."""
        keys = {"expected": self.expected, "known": list(self.known) or None, "disabled": self.disabled,
                "issue": self.issue, "note": self.note}
        return {k: v for k, v in keys.items() if v is not None}


@cache
def _validator() -> jsonschema.protocols.Validator:
    schema = json.loads(resources.files("conformance").joinpath("expectations.schema.json").read_text("utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def parse_expectations(data: Mapping[str, Any], origin: str = "expectations",
                       known: set[str] | None = None) -> dict[str, Expectation]:
    """Validate parsed TOML data; ``known`` (ruling ids) rejects entries for rulings that don't exist."""
    error = jsonschema.exceptions.best_match(_validator().iter_errors(data))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "top level"
        message = " ".join(error.message.split())[:160]
        raise ExpectationsError(f"{origin}: not a valid expectations file: at {where}: {message}")
    out: dict[str, Expectation] = {}
    for rid, entry in data["rulings"].items():
        if known is not None and rid not in known:
            raise ExpectationsError(f"{origin}: unknown ruling {rid!r}")
        out[rid] = Expectation(rid, entry.get("expected"), entry.get("disabled"), entry.get("issue"),
                               entry.get("note"), tuple(dict.fromkeys(entry.get("known") or ())))
    return out


SIGNATURE_FORM = "first-divergence"


def expectations_warning(path: str | Path) -> str | None:
    """One line when an expectations file's known signatures are of the form before first divergences (no
    ``signatures = "first-divergence"``): they may no longer match, so known bugs may show as new failures."""
    try:
        data = read_toml(path, "expectations file")
    except ReportError:
        return None
    rulings = data.get("rulings") if isinstance(data, dict) else None
    if data.get("signatures") == SIGNATURE_FORM or not isinstance(rulings, dict) or \
            not any(isinstance(e, dict) and e.get("known") for e in rulings.values()):
        return None
    return (f"{path}: its known signatures name the invariant that fired, not the first divergence; regenerate "
            f"it from a new report: mtg-conformance update-expectations REPORT.json --out {path}")


def load_expectations(path: str | Path, known: set[str] | None = None) -> dict[str, Expectation]:
    """Read, parse and validate an expectations file; raise :class:`ExpectationsError` on any problem."""
    try:
        data = read_toml(path, "expectations file")
    except ReportError as exc:
        raise ExpectationsError(str(exc)) from None
    return parse_expectations(data, str(path), known)


def apply_expectation(expectation: Expectation | None, status: Verdict, message: str) -> tuple[Verdict, str]:
    """The reported status and message of a result, given what was expected of it."""
    if expectation is None or expectation.expected is None:
        return status, message
    ref = f" ({expectation.issue})" if expectation.issue else ""
    if expectation.expected == "fail":
        if status in FAILING:
            return Verdict.XFAIL, f"expected failure{ref}: {status}: {message}"
        if status == Verdict.PASSED:
            return Verdict.XPASS, f"expected to fail{ref} but held" + (f": {message}" if message else "")
    elif expectation.expected == "intermittent" and status in FAILING:
        return Verdict.FLAKY, f"known intermittent{ref}: {status}: {message}"
    return status, message


def expectations_from_report(report: Mapping[str, Any],
                             previous: Mapping[str, Expectation] | None = None) -> dict[str, Expectation]:
    """Expectations that make ``report`` pass: failures become expected failures.

    A ruling whose failures have signatures gets them as ``known`` (the run after will
    still fail on a new one), even where ``previous`` expected the whole ruling to fail;
    one that failed without (an engine error, a crash) is expected to fail as a whole.
    Issue links and notes of ``previous`` entries are kept; its disabled rulings
    stay disabled; rulings that held (passed, xpass) lose their entry.
    """
    previous = previous or {}
    out: dict[str, Expectation] = {}
    statuses = {r["id"]: r for r in report["rulings"]}
    for rid, kept in previous.items():
        if kept.disabled is not None or rid not in statuses or statuses[rid]["status"] == Verdict.PENDING:
            out[rid] = kept
    for rid, ruling in statuses.items():
        status, skip = ruling["status"], skip_of(ruling)
        old = previous.get(rid)
        issue, note = (old.issue, old.note) if old else (None, None)
        if rid in out:
            continue
        signatures = [f["signature"] for f in ruling.get("failures") or []
                      if f.get("status") in (Verdict.FAILED, Verdict.XFAIL)]
        if status in (Verdict.FAILED, Verdict.XFAIL) and signatures:
            out[rid] = Expectation(rid, issue=issue, note=note, known=tuple(dict.fromkeys(signatures)))
        elif status in FAILING_VERDICTS | {Verdict.XFAIL}:
            out[rid] = Expectation(rid, "fail", issue=issue, note=note)
        elif status == Verdict.FLAKY:
            kind = "fail" if old is not None and old.expected == "fail" else "intermittent"
            out[rid] = Expectation(rid, kind, issue=issue, note=note)
        elif skip == Skip.DISABLED:
            out[rid] = Expectation(rid, disabled=disabled_reason(ruling) or "disabled", issue=issue, note=note)
    order = [r["id"] for r in report["rulings"]]
    return dict(sorted(out.items(), key=lambda kv: (order.index(kv[0]) if kv[0] in order else len(order), kv[0])))


_TOML_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _toml_string(text: str) -> str:
    """A TOML basic string: control characters escaped, lone surrogates (not allowed in TOML) as U+FFFD."""
    def escape(match: re.Match[str]) -> str:
        char = match.group()
        if char in _TOML_ESCAPES:
            return _TOML_ESCAPES[char]
        return "\ufffd" if "\ud800" <= char <= "\udfff" else f"\\u{ord(char):04x}"

    return '"' + re.sub('["\\\\\x00-\x1f\x7f\ud800-\udfff]', escape, text) + '"'


def _toml_value(value: str | list[str]) -> str:
    """A TOML string, or an array of strings one a line."""
    if isinstance(value, str):
        return _toml_string(value)
    return "[\n" + "".join(f"    {_toml_string(v)},\n" for v in value) + "]"


def _comment(text: str) -> str:
    return re.sub(r"[\x00-\x1f\x7f]+", " ", re.sub("[\ud800-\udfff]", "\ufffd", text))[:150]


def dump_expectations(expectations: Mapping[str, Expectation], engine: str | None = None,
                      messages: Mapping[str, str] | None = None) -> str:
    """The expectations as a TOML file (``messages``: a comment per ruling, e.g. the report's message)."""
    lines = ["# mtg-conformance expectations: known results of one engine (see README, 'Known failures').",
             "# known = [\"SIGNATURE\", ...] (failures already filed), expected = \"fail\" (the whole ruling; add",
             "# issue = \"URL\"), expected = \"intermittent\", or disabled = \"REASON\"."]
    if engine:
        lines.append(f"engine = {_toml_string(engine)}")
    lines.append(f"signatures = {_toml_string(SIGNATURE_FORM)}")
    lines += ["", "[rulings]"]
    for rid, exp in expectations.items():
        lines += ["", f"[rulings.{_toml_string(rid)}]"]
        if messages and messages.get(rid):
            lines.append(f"# {_comment(messages[rid])}")
        lines += [f"{key} = {_toml_value(value)}" for key, value in exp.to_toml().items()]
    return "\n".join(lines) + "\n"
