"""The card-rulings tier as pytest items: one test per runnable case, its id in the node id."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

from conformance.card_rulings.tier import card_rulings
from conformance.suite import judge_ruling

if TYPE_CHECKING:
    from conformance.session import Session


@pytest.mark.parametrize("ruling_id", list(card_rulings()))
def test_card_ruling(ruling_id: str, conformance_session: Session,
                     record_property: Callable[[str, object], None]) -> None:
    judge_ruling(ruling_id, conformance_session, record_property)
