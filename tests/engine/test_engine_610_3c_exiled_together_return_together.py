"""601.2c, 610.3c, 603.7a: Disorder in the Court: X target creatures (their number set by the X announced as it is
cast) are exiled at once, its caster investigates X times, and one delayed triggered ability returns the exiled cards
together, tapped, under their owners' control at the beginning of the next end step (each a new object, 400.7)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

DISORDER = "Disorder in the Court"
PASS: JSON = {"type": "pass"}


def _game() -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder()
    disorder = b.add("p1", "hand", DISORDER)
    creatures = [b.add("p1", "battlefield", "Grizzly Bears"), b.add("p2", "battlefield", "Grizzly Bears"),
                 b.add("p2", "battlefield", "Grizzly Bears")]
    b.lands("p1", "WUWU")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, disorder, creatures


def _cast(card: str, x: int, targets: list[str]) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "x": x, "targets": targets}


def _objects(engine: ReferenceEngine) -> dict[str, JSON]:
    return {o["card"]: o for o in engine.observe(None)["objects"]}


def test_601_2c_x_is_the_number_of_targets() -> None:
    engine, disorder, creatures = _game()
    casts = [a for a in engine.legal_actions() if a["type"] == "cast" and a["card"] == disorder]
    assert {(a["x"], len(a["targets"])) for a in casts} == {(0, 0), (1, 1), (2, 2)}
    assert len([a for a in casts if a["x"] == 2]) == 3  # each pair of the three creatures once (115.3)
    assert not engine.act(_cast(disorder, 2, creatures[:1]))["accepted"]
    assert not engine.act(_cast(disorder, 1, creatures[:2]))["accepted"]
    assert not engine.act(_cast(disorder, 2, [creatures[0], creatures[0]]))["accepted"]  # 115.3
    assert engine.act(_cast(disorder, 2, creatures[:2]))["accepted"]


def test_610_3c_exiled_at_once_returned_together_tapped_at_the_next_end_step() -> None:
    engine, disorder, creatures = _game()
    assert engine.act(_cast(disorder, 2, creatures[:2]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    objects = _objects(engine)
    assert objects[creatures[0]]["zone"] == objects[creatures[1]]["zone"] == "exile"
    clues = [o for o in objects.values() if o["zone"] == "battlefield" and "Clue" in o["subtypes"]]
    assert [o["controller"] for o in clues] == ["p1", "p1"]  # investigate X times
    steps = 0
    while engine.observe(None)["turn"]["step"] != "end" and steps < 40:
        engine.act(engine.legal_actions()[0])
        steps += 1
    stack = engine.observe(None)["stack"]
    assert len(stack) == 1  # one delayed triggered ability returns both
    engine.act(PASS)
    engine.act(PASS)
    objects = _objects(engine)
    for cid, owner in ((creatures[0], "p1"), (creatures[1], "p2")):
        assert objects[cid]["zone"] == "battlefield" and objects[cid]["tapped"] and objects[cid]["controller"] == owner
