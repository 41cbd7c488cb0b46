"""708.5: who may see which card a face-down permanent is. Its controller may; another player may only while an
effect lets them, here Lumbering Laundry's "{2}: Until end of turn, you may look at face-down creatures you don't
control any time" (ending in the cleanup step, 514.2). The observations made for a player show what they may see
(docs/protocol.md)."""

from __future__ import annotations

from test_engine_core import ok, start
from test_engine_events import to_step
from test_engine_turn_triggers import resolve_all

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

LAUNDRY = "Lumbering Laundry"
HIDDEN = "Hidden Courier of Test"


def identity(engine: ReferenceEngine, viewer: str, cid: str) -> str | None:
    seen: JSON = next(o for o in engine.observe(viewer)["objects"] if o["card"] == cid)
    return seen["identity"]


def _laundry_game() -> tuple[ReferenceEngine, str, str, str]:
    """p1 controls Lumbering Laundry and a face-down creature, p2 a face-down creature; p1 has the {2} to
    activate the Laundry."""
    b = SetupBuilder()
    laundry = b.add("p1", "battlefield", LAUNDRY)
    mine = b.add("p1", "battlefield", HIDDEN, face_down="disguise")
    theirs = b.add("p2", "battlefield", HIDDEN, face_down="disguise")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    b.lands("p1", "WW")
    return start(b), laundry, mine, theirs


def _activate(engine: ReferenceEngine, laundry: str) -> None:
    ok(engine, {"type": "activate", "card": laundry, "ability": 0, "targets": []})
    resolve_all(engine)


def test_708_5_the_laundry_lets_its_controller_see_face_down_creatures_of_others() -> None:
    engine, laundry, mine, theirs = _laundry_game()
    assert identity(engine, "p1", theirs) is None  # before: only p2 may look at it
    _activate(engine, laundry)
    assert identity(engine, "p1", theirs) == HIDDEN
    assert identity(engine, "p2", mine) is None  # the permission is p1's alone
    assert identity(engine, "p2", theirs) == HIDDEN and identity(engine, "p1", mine) == HIDDEN


def test_514_2_the_permission_ends_with_the_turn() -> None:
    engine, laundry, _, theirs = _laundry_game()
    _activate(engine, laundry)
    to_step(engine, "p1", "end")
    assert identity(engine, "p1", theirs) == HIDDEN  # still this turn
    to_step(engine, "p2", "upkeep")
    assert identity(engine, "p1", theirs) is None
