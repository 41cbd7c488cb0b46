"""Verdicts as types: the Verdict enum, the one RulingResult, skips and unsupported examples as typed fields."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from mtg_protocol.engine import EngineError
from mtg_protocol.trace import JudgedTrace, Trace
from mtg_protocol.verdicts import (
    DISABLED_PREFIX,
    NOT_RUN_MESSAGE,
    RulingResult,
    Skip,
    Verdict,
    disabled_reason,
    skip_of,
)


@dataclass
class _Failure:
    signature: str
    status: Verdict
    message: str
    examples_to_fail: int | None = 1

    @property
    def size(self) -> tuple[int, int]:
        return (2, 3)


def test_a_verdict_is_written_as_its_plain_string() -> None:
    assert json.dumps({"status": Verdict.XFAIL}) == '{"status": "xfail"}'
    assert Verdict("crash") is Verdict.CRASH and f"{Verdict.PASSED}" == "passed"


def test_an_adapter_saying_unsupported_is_read_once_into_a_field() -> None:
    assert EngineError("unsupported: a synthetic card").unsupported
    assert EngineError.unsupported_by("a synthetic card").unsupported
    assert str(EngineError.unsupported_by("a synthetic card")) == "unsupported: a synthetic card"
    assert not EngineError("the engine crashed: unsupported: x").unsupported
    assert not EngineError("unsupported: but it crashed", "crash").unsupported  # a crash is never a skip
    assert EngineError("cannot set up seat 3", unsupported=True).unsupported
    assert EngineError("x", "timeout").kind is Verdict.TIMEOUT


def test_skipped_rulings_carry_a_typed_skip_and_the_report_message_of_before() -> None:
    disabled = RulingResult[_Failure].disabled("LCI-02", "hangs the engine")
    assert (disabled.status, disabled.skipped) == (Verdict.UNSUPPORTED, Skip.DISABLED)
    assert disabled.to_json()["message"] == DISABLED_PREFIX + "hangs the engine"
    not_run = RulingResult[_Failure].not_run("WOE-01")
    assert (not_run.status, not_run.skipped, not_run.message) == (Verdict.ERROR, Skip.NOT_RUN, NOT_RUN_MESSAGE)
    assert RulingResult[_Failure]("WOE-01", Verdict.PASSED).skipped is None


def test_a_report_row_read_back_is_parsed_into_the_same_skip() -> None:
    disabled = dict(RulingResult[_Failure].disabled("LCI-02", "hangs the engine").to_json())
    assert skip_of(disabled) is Skip.DISABLED and disabled_reason(disabled) == "hangs the engine"
    assert skip_of(dict(RulingResult[_Failure].not_run("WOE-01").to_json())) is Skip.NOT_RUN
    # an engine's own message that happens to read alike is no skip: the status and the examples disagree
    assert skip_of({"status": "failed", "message": DISABLED_PREFIX + "x", "examples": 3}) is None
    assert skip_of({"status": "error", "message": "not run: ...", "examples": 5}) is None


def test_settle_leads_with_a_new_failure_and_sizes_the_row_by_it() -> None:
    result = RulingResult[_Failure]("WOE-01", Verdict.PASSED, examples=9)
    result.failures = [_Failure("known one", Verdict.XFAIL, "k"), _Failure("new one", Verdict.FAILED, "n")]
    result.settle()
    row = result.to_json()
    assert (row["status"], row["message"], row["size"]) == (Verdict.FAILED, "n", [2, 3])
    assert result.failure is result.failures[1] and result.signatures() == {"known one", "new one"}


def test_only_known_failures_settle_as_xfail() -> None:
    result = RulingResult[_Failure]("WOE-01", Verdict.PASSED)
    result.failures = [_Failure("known one", Verdict.XFAIL, "k")]
    result.settle()
    assert result.status is Verdict.XFAIL and result.message == "known failure: known one (k)"


def test_a_judged_trace_cannot_lack_its_model() -> None:
    plain = Trace({"players": []}, [], {"objects": []}, [])
    with pytest.raises(TypeError):
        JudgedTrace({"players": []}, [], {"objects": []}, [])  # type: ignore[call-arg]  # the point: model is required
    judged = JudgedTrace.of(plain, plain)
    assert judged.model is plain and judged.initial is plain.initial


def test_a_results_json_form_holds_plain_strings_an_xdist_worker_can_send() -> None:
    from execnet.gateway_base import dumps

    result = RulingResult[_Failure]("WOE-01", Verdict.PASSED)
    result.failures = [_Failure("new one", Verdict.FAILED, "n")]
    result.settle()
    row = result.to_json()
    assert type(row["status"]) is str
    dumps(dict(row))  # execnet's serializer refuses enums
