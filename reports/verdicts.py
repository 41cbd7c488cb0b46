"""Verdicts: what the suite says about one ruling on one engine, and the one result type that carries it.

They are the judging's words, kept beside the reports that show them (the top layer and the reports both read
them; the protocol below knows only how an engine broke, its ``Fault``).

The runner builds a :class:`RulingResult`, the session applies the expectations to it, and the report records
its JSON form (``RulingResult.to_json``, the ruling's row of ``report.json``). :class:`Verdict` is a ``str``
enum, so every place that writes JSON writes the same strings as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Generic, Protocol, Self, TypedDict, TypeVar

from mtg_protocol.vocab import Fault


class Verdict(StrEnum):
    """A ruling's status (a distinct failure's too: failed, flaky, xfail, or its re-run's error kind)."""

    PASSED = "passed"
    FAILED = "failed"
    ERROR = "error"
    CRASH = "crash"
    TIMEOUT = "timeout"
    UNSUPPORTED = "unsupported"
    XFAIL = "xfail"
    XPASS = "xpass"
    FLAKY = "flaky"
    PENDING = "pending"
    """Not run yet: only in a report being written."""


ERROR_VERDICTS = frozenset(Verdict(fault) for fault in Fault)
"""The engine broke: the verdicts of an ``EngineError``'s kinds (the protocol's ``Fault``)."""
FAILING_VERDICTS = frozenset({Verdict.FAILED}) | ERROR_VERDICTS
SHOWN_FAILURES = frozenset({Verdict.FAILED, Verdict.FLAKY, Verdict.XFAIL})
"""A distinct failure with one of these statuses gets a counterexample file."""


class Skip(StrEnum):
    """Why a ruling was not checked at all (its status says what the report makes of it)."""

    DISABLED = "disabled"
    """The expectations file says not to run it (status unsupported)."""
    NOT_RUN = "not_run"
    """The run's time budget was spent before it started (status error)."""


NOT_RUN_MESSAGE = "not run: the run's time budget was reached"
DISABLED_PREFIX = "disabled by expectations: "


def skip_of(ruling: Mapping[str, Any]) -> Skip | None:
    """Whether a ruling's row of a report (JSON, maybe read back from a file) was skipped: the one place where
    the row's message is read for it (report.json keeps no other trace of it)."""
    message = ruling.get("message") or ""
    if ruling.get("status") == Verdict.UNSUPPORTED and message.startswith(DISABLED_PREFIX):
        return Skip.DISABLED
    if ruling.get("status") == Verdict.ERROR and not ruling.get("examples") and message.startswith("not run"):
        return Skip.NOT_RUN
    return None


def disabled_reason(ruling: Mapping[str, Any]) -> str:
    """Why a ruling's row that ``skip_of`` finds disabled was disabled."""
    return str(ruling.get("message") or "")[len(DISABLED_PREFIX):]


class Corpus(TypedDict):
    passed: int
    failed: int


class FailureRecord(Protocol):
    """What a verdict needs of one distinct failure (the runner's ``Failure`` also keeps its scenario)."""

    signature: str
    status: Verdict
    message: str
    examples_to_fail: int | None

    @property
    def size(self) -> tuple[int, int]:
        """Its counterexample's size: actions, objects besides basic lands."""
        ...


class RulingRecord(TypedDict):
    """``RulingResult.to_json()``: the verdict part of a ruling's row in report.json (plain JSON values: an
    xdist worker sends it to the controller, whose serializer knows no enums)."""

    id: str
    status: str
    examples: int
    duration_s: float
    message: str
    examples_to_fail: int | None
    corpus: Corpus
    size: list[int] | None
    declined: int
    declined_reasons: dict[str, int]


F = TypeVar("F", bound=FailureRecord)


@dataclass
class RulingResult(Generic[F]):
    """What checking one ruling found: its verdict, message and counts, and every distinct failure."""

    id: str
    status: Verdict
    examples: int = 0
    duration_s: float = 0.0
    message: str = ""
    failures: list[F] = field(default_factory=list)
    """Every distinct failure found, in the order found; those with a known signature included."""
    examples_to_fail: int | None = None
    corpus: Corpus = field(default_factory=lambda: Corpus(passed=0, failed=0))
    stopped_by: str | None = None
    unsupported: int = 0
    """How many scenarios the engine said it can't play (an ``EngineError`` with ``unsupported`` set)."""
    unsupported_reason: str = ""
    skip_reasons: dict[str, int] = field(default_factory=dict)
    """Each distinct reason the engine gave for a scenario it can't play, with how many times it gave it."""
    notes: list[str] = field(default_factory=list)
    """What the message adds after the verdict (skipped scenarios, an early stop)."""
    skipped: Skip | None = None

    @classmethod
    def disabled(cls, ruling_id: str, reason: str) -> Self:
        return cls(ruling_id, Verdict.UNSUPPORTED, message=DISABLED_PREFIX + reason, skipped=Skip.DISABLED)

    @classmethod
    def not_run(cls, ruling_id: str) -> Self:
        return cls(ruling_id, Verdict.ERROR, message=NOT_RUN_MESSAGE, skipped=Skip.NOT_RUN)

    def settle(self) -> None:
        """Status and message from the distinct failures (a re-run may have changed theirs), then the notes.

        A failure with a new signature fails the ruling; else a re-run that broke is that error; else one that
        did not reproduce is flaky; else only known signatures were seen: xfail.
        """
        if not self.failures:
            return
        new = self.new_failures()
        failed = [f for f in new if f.status == Verdict.FAILED]
        others = [f for f in new if f.status not in (Verdict.FAILED, Verdict.FLAKY)] + \
                 [f for f in new if f.status == Verdict.FLAKY]
        if failed:
            lead = failed[0]
            more = len(failed) - 1
            self.status = Verdict.FAILED
            self.message = lead.message + (f" (and {more} more distinct failure{'s' if more > 1 else ''})"
                                           if more else "")
        elif others:
            self.status, self.message = others[0].status, others[0].message
        else:
            self.status = Verdict.XFAIL
            self.message = "known failure: " + "; ".join(f"{f.signature} ({f.message})" for f in self.failures)
        self.message = "; ".join([self.message, *self.notes])

    @property
    def failure(self) -> F | None:
        """The failure the ruling's verdict leads with: the first whose signature is not known, else the first."""
        return next(iter(self.new_failures() or self.failures), None)

    def signatures(self) -> set[str]:
        return {f.signature for f in self.failures}

    def new_failures(self) -> list[F]:
        """The failures whose signature is not a known one."""
        return [f for f in self.failures if f.status != Verdict.XFAIL]

    def to_json(self) -> RulingRecord:
        lead = self.failure
        return {"id": self.id, "status": str(self.status), "examples": self.examples,
                "duration_s": round(self.duration_s, 3), "message": self.message,
                "examples_to_fail": self.examples_to_fail, "corpus": Corpus(**self.corpus),
                "size": list(lead.size) if lead else None, "declined": self.unsupported,
                "declined_reasons": dict(self.skip_reasons)}
