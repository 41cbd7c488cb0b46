"""The conformance suite as pytest items: one test per ruling, its id in the node id (``-k WOE-08``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

from conformance.catalog import all_rulings
from mtg_protocol.verdicts import Verdict

if TYPE_CHECKING:
    from conformance.session import Session


@pytest.mark.parametrize("ruling_id", [r.id for r in all_rulings()])
def test_ruling(ruling_id: str, conformance_session: Session, record_property: Callable[[str, object], None]) -> None:
    judge_ruling(ruling_id, conformance_session, record_property)


def judge_ruling(ruling_id: str, conformance_session: Session, record_property: Callable[[str, object], None]) -> None:
    """One ruling of the session's tier as a pytest test: its result goes to the report, its verdict to pytest."""
    hello = conformance_session.hello()
    record_property("conformance_engine", {"name": hello.get("name"), "version": hello.get("version")})
    result = conformance_session.run(ruling_id)
    record_property("conformance_result", conformance_session.record(result))
    if result.status == Verdict.UNSUPPORTED:
        pytest.skip(f"unsupported: {result.message}")
    if result.status not in (Verdict.PASSED, Verdict.XFAIL):
        pytest.fail(f"{ruling_id} {result.status}: {result.message}", pytrace=False)
