"""An adventurer whose dies trigger lets its controller cast it from the graveyard as an Adventure until the end of
their next turn (601.3, 715.3; Mosswood Dreadknight, Hildibrand Manderville)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

KNIGHT = "Mosswood Dreadknight // Dread Whispers"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def graveyard_permissions(engine: ReferenceEngine, card: str) -> list[JSON]:
    return [p for p in engine.observe(None)["cast_permissions"] if p["card"] == card and p["zone"] == "graveyard"]


def knight_died(active: str = "p1") -> tuple[ReferenceEngine, str]:
    """p1's Knight is bolted by its own controller (in p1's turn) or by p2 (in p2's turn); its trigger resolves."""
    b = SetupBuilder(active=active)
    knight = b.add("p1", "battlefield", KNIGHT)
    bolt = b.add(active, "hand", "Lightning Bolt")
    b.lands(active, "R")
    b.lands("p1", "BB" if active == "p1" else "BBB")
    for pid in ("p1", "p2"):
        for _ in range(4):
            b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": bolt, "targets": [knight]})["accepted"]
    while obj(engine, knight)["zone"] != "graveyard" or engine.observe(None)["stack"]:
        engine.act(PASS)
    return engine, knight


def pass_to(engine: ReferenceEngine, turn: int, step: str) -> None:
    for _ in range(200):
        t = engine.observe(None)["turn"]
        if (t["number"], t["step"]) == (turn, step):
            return
        engine.act(PASS)
    raise AssertionError("never got there")


def test_the_dead_knight_may_be_cast_from_the_graveyard_as_an_adventure_only() -> None:
    engine, knight = knight_died()
    assert [p["as"] for p in graveyard_permissions(engine, knight)] == ["adventure"]
    assert not engine.act({"type": "cast", "card": knight, "mode": "normal"})["accepted"]
    assert engine.act({"type": "cast", "card": knight, "mode": "adventure"})["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert obj(engine, knight)["zone"] == "exile"  # 715.3d: an Adventure that resolved, cast from anywhere
    assert any(p["card"] == knight and p["as"] == "normal" for p in engine.observe(None)["cast_permissions"])


def test_the_permission_lasts_until_the_end_of_its_controllers_next_turn() -> None:
    engine, knight = knight_died()  # in p1's turn 3: lasts through p2's turn 4 and p1's turn 5
    pass_to(engine, 5, "end")
    assert graveyard_permissions(engine, knight)
    pass_to(engine, 6, "upkeep")
    assert not graveyard_permissions(engine, knight)


def test_dying_in_an_opponents_turn_gives_its_controllers_next_turn() -> None:
    engine, knight = knight_died(active="p2")  # in p2's turn 3: lasts through p1's turn 4
    pass_to(engine, 4, "end")
    assert graveyard_permissions(engine, knight)
    pass_to(engine, 5, "upkeep")
    assert not graveyard_permissions(engine, knight)
