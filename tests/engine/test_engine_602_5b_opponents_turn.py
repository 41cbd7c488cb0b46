"""602.5b, 605.1a, 106.4: Lavinia's "{T}: Add {C}{C}", a mana ability its controller may activate only during an
opponent's turn; it adds two colorless mana at once (605.3b) and its controller keeps priority."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

LAVINIA = "Lavinia, Foil to Conspiracy"
ACTIVATE: JSON = {"type": "activate", "card": "", "ability": 0, "targets": []}


def _game(active: str) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder(active=active)
    lavinia = b.add("p1", "battlefield", LAVINIA)
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, lavinia


def _pool(engine: ReferenceEngine, pid: str) -> str:
    return str(next(p for p in engine.observe(None)["players"] if p["id"] == pid).get("mana_pool") or "")


def test_602_5b_not_during_its_controllers_own_turn() -> None:
    engine, lavinia = _game("p1")
    refused = engine.act({**ACTIVATE, "card": lavinia})
    assert not refused["accepted"] and "opponent's turn" in refused["reason"]
    assert {**ACTIVATE, "card": lavinia} not in engine.legal_actions()


def test_602_5b_during_an_opponents_turn_it_adds_two_colorless() -> None:
    engine, lavinia = _game("p2")
    assert engine.act({"type": "pass"})["accepted"]  # p2 passes priority to p1
    assert {**ACTIVATE, "card": lavinia} in engine.legal_actions()
    assert engine.act({**ACTIVATE, "card": lavinia})["accepted"]
    assert _pool(engine, "p1") == "{C}{C}"
    assert engine.observe(None)["turn"]["priority"] == "p1"  # 605.3b: no stack, its controller keeps priority
