"""118.3, 701.21a: a cost of sacrificing several permanents of a kind (Tamiyo's Journal's "sacrifice three Clues")
is paid with that many different permanents its controller controls, named by the activation; with fewer, the
ability can't be activated."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

JOURNAL = "Tamiyo's Journal"


def _game(clues: int) -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder()
    journal = b.add("p1", "battlefield", JOURNAL)
    tokens = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(clues)]
    for _ in range(3):
        b.add("p1", "library", "Forest")
    b.add("p2", "library", "Island")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, journal, tokens


def _activate(journal: str, sacrifice: list[str]) -> JSON:
    return {"type": "activate", "card": journal, "ability": 0, "targets": [], "sacrifice": sacrifice}


def _on_battlefield(engine: ReferenceEngine, card: str) -> bool:
    return any(o["card"] == card and o["zone"] == "battlefield" for o in engine.observe(None)["objects"])


def test_118_3_three_clues_pay_the_cost() -> None:
    engine, journal, clues = _game(clues=4)
    offered = [a["sacrifice"] for a in engine.legal_actions() if a["type"] == "activate" and a["card"] == journal]
    assert len(offered) == 4 and all(len(set(s)) == 3 and set(s) <= set(clues) for s in offered)  # 4 choose 3
    assert engine.act(_activate(journal, clues[:3]))["accepted"]
    assert [c for c in clues if _on_battlefield(engine, c)] == clues[3:]


def test_118_3_fewer_than_three_cant_pay_it() -> None:
    engine, journal, clues = _game(clues=2)
    assert not [a for a in engine.legal_actions() if a["type"] == "activate" and a["card"] == journal]
    assert not engine.act(_activate(journal, clues))["accepted"]
    assert all(_on_battlefield(engine, c) for c in clues)


def test_118_3_the_same_clue_twice_is_not_three() -> None:
    engine, journal, clues = _game(clues=3)
    assert not engine.act(_activate(journal, [clues[0], clues[0], clues[1]]))["accepted"]
    assert not engine.act(_activate(journal, [clues[0], clues[1], journal]))["accepted"]  # the Journal isn't a Clue
    assert all(_on_battlefield(engine, c) for c in clues)
