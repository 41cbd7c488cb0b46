"""The reference engine on a target player creating tokens (111.1, 701.7a): Hunted Bonebrute's Dogs go to the
opponent it targets, under that player's control."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}


def test_111_1_tokens_a_target_opponent_creates_are_theirs() -> None:
    b = SetupBuilder()
    brute = b.add("p1", "hand", "Hunted Bonebrute")
    b.lands("p1", "BBB")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": brute, "mode": "normal", "targets": [], "alt_cost": None})["accepted"]
    engine.act(PASS)
    engine.act(PASS)  # the creature resolves; its enters trigger goes on the stack
    assert engine.observe(None)["stack"][0]["targets"] == ["p2"]  # its one legal target, chosen as it's put
    engine.act(PASS)
    engine.act(PASS)
    dogs = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Dog" in o["subtypes"]]
    assert len(dogs) == 2
    assert all(d["controller"] == "p2" and d["owner"] == "p2" and d["token"] for d in dogs)
    assert all((d["power"], d["toughness"], d["colors"]) == (1, 1, ["W"]) for d in dogs)

