"""115.1, 601.2c: "for each player, exile up to one target nonland permanent that player controls" (Unexplained
Absence): up to one target per player, never two permanents of one player; then, 701.58a, for each permanent
exiled this way its controller cloaks the top card of their library."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ABSENCE = "Unexplained Absence"
PASS: JSON = {"type": "pass"}


def _game() -> tuple[ReferenceEngine, str, list[str], list[str]]:
    b = SetupBuilder()
    absence = b.add("p1", "hand", ABSENCE)
    mine = [b.add("p1", "battlefield", "Grizzly Bears")]
    theirs = [b.add("p2", "battlefield", "Grizzly Bears"), b.add("p2", "battlefield", "Grizzly Bears")]
    b.lands("p1", "WWWW")
    b.add("p1", "library", "Forest")
    b.add("p2", "library", "Island")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, absence, mine, theirs


def _cast(card: str, targets: list[str]) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "targets": targets}


def test_115_1_up_to_one_target_for_each_player() -> None:
    engine, absence, mine, theirs = _game()
    casts = [a["targets"] for a in engine.legal_actions() if a["type"] == "cast" and a["card"] == absence]
    assert sorted(map(sorted, casts)) == sorted(map(sorted, [[], *([t] for t in mine + theirs),
                                                             *([mine[0], t] for t in theirs)]))
    assert not engine.act(_cast(absence, theirs))["accepted"]  # two permanents of one player
    assert not engine.act(_cast(absence, [mine[0], *theirs]))["accepted"]  # three targets for two players
    assert engine.act(_cast(absence, [theirs[1], mine[0]]))["accepted"]  # any order


def test_701_58a_each_exiled_permanents_controller_cloaks() -> None:
    engine, absence, mine, theirs = _game()
    assert engine.act(_cast(absence, [mine[0], theirs[0]]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    objects = engine.observe(None)["objects"]
    zones = {o["card"]: o["zone"] for o in objects}
    assert zones[mine[0]] == zones[theirs[0]] == "exile" and zones[theirs[1]] == "battlefield"
    cloaked = [o for o in objects if o["zone"] == "battlefield" and o["face_down"]]
    assert sorted(o["controller"] for o in cloaked) == ["p1", "p2"]
    assert all((o["power"], o["toughness"]) == (2, 2) and "ward {2}" in o["keywords"] for o in cloaked)


def test_701_58a_no_target_no_cloak() -> None:
    engine, absence, mine, theirs = _game()
    assert engine.act(_cast(absence, [theirs[0]]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    cloaked = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["face_down"]]
    assert [o["controller"] for o in cloaked] == ["p2"]  # p1 chose no permanent of theirs
