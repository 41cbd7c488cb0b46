"""115.1, 701.6a, 113.7a: "counter target activated or triggered ability from a noncreature source" (Emerald
Dragon's Dissonant Wave): an ability on the stack is a target, qualified by its source's characteristics as the
source is now or, once it has left, as it last existed; countered, it is removed from the stack and does nothing."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

EMERALD = "Emerald Dragon // Dissonant Wave"
PASS: JSON = {"type": "pass"}


def _game(source: str, token: bool) -> tuple[ReferenceEngine, str, str]:
    b = SetupBuilder()
    dragon = b.add("p2", "hand", EMERALD)
    b.lands("p2", "GGG")
    activated = b.add("p1", "battlefield", source, token=token) if token else b.add("p1", "battlefield", source)
    b.lands("p1", "UU")
    for pid in ("p1", "p2"):
        for _ in range(2):
            b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, dragon, activated


def _wave(dragon: str, ability: str) -> JSON:
    return {"type": "cast", "card": dragon, "mode": "adventure", "targets": [ability]}


def _hand(engine: ReferenceEngine, pid: str) -> int:
    return int(next(p for p in engine.observe(None)["players"] if p["id"] == pid)["hand_size"])


def test_701_6a_an_ability_of_a_noncreature_source_is_countered() -> None:
    engine, dragon, clue = _game("Clue", token=True)
    assert engine.act({"type": "activate", "card": clue, "ability": 0, "targets": []})["accepted"]
    ability = engine.observe(None)["stack"][-1]["id"]
    engine.act(PASS)  # p2 gets priority
    assert [a["targets"] for a in engine.legal_actions() if a.get("mode") == "adventure"] == [[ability]]
    assert engine.act(_wave(dragon, ability))["accepted"]
    for _ in range(4):
        if not engine.observe(None)["stack"]:
            break
        engine.act(PASS)
    assert not engine.observe(None)["stack"]
    assert _hand(engine, "p1") == 0  # the Clue's draw never happened


def test_113_7a_an_ability_whose_source_was_a_creature_cant_be_targeted() -> None:
    engine, dragon, digsite = _game("Digsite Conservator", token=False)
    assert engine.act({"type": "activate", "card": digsite, "ability": 0, "targets": []})["accepted"]
    stack = engine.observe(None)["stack"]
    engine.act(PASS)
    for item in stack:  # the sacrificed creature's ability and its dies trigger: both from a creature
        assert not engine.act(_wave(dragon, item["id"]))["accepted"]
    assert not [a for a in engine.legal_actions() if a.get("mode") == "adventure"]
