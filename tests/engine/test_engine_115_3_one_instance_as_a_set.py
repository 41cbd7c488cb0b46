"""115.3, 601.2c: the targets chosen for one instance of the word target are one set of objects. Digsite
Conservator's "up to four target cards from a single graveyard": the legal actions list each set of cards once (not
every ordered choice of them, their number to the fourth power), all from one graveyard; any order is accepted."""

from __future__ import annotations

from math import comb

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

DIGSITE = "Digsite Conservator"


def _game(mine: int, theirs: int) -> tuple[ReferenceEngine, str, list[str], list[str]]:
    b = SetupBuilder()
    digsite = b.add("p1", "battlefield", DIGSITE)
    own = [b.add("p1", "graveyard", "Grizzly Bears") for _ in range(mine)]
    other = [b.add("p2", "graveyard", "Grizzly Bears") for _ in range(theirs)]
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, digsite, own, other


def _activations(engine: ReferenceEngine, card: str) -> list[JSON]:
    return [a for a in engine.legal_actions() if a["type"] == "activate" and a["card"] == card]


def test_115_3_each_set_of_targets_is_listed_once() -> None:
    engine, digsite, own, other = _game(8, 3)
    targets = [tuple(a["targets"]) for a in _activations(engine, digsite)]
    assert len(targets) == len({frozenset(t) for t in targets})
    from_one = sum(comb(8, k) for k in range(1, 5)) + sum(comb(3, k) for k in range(1, 4))
    assert len(targets) == from_one + 1  # and no target at all (115.6)


def test_601_2c_the_cards_come_from_one_graveyard_in_any_order() -> None:
    engine, digsite, own, other = _game(3, 2)
    assert not engine.act({"type": "activate", "card": digsite, "ability": 0, "targets": [own[0], other[0]]})[
        "accepted"]
    assert engine.act({"type": "activate", "card": digsite, "ability": 0, "targets": [own[2], own[0]]})["accepted"]
    for _ in range(8):  # its dies trigger (nothing to pay {4} with), then the activation
        if not engine.observe(None)["stack"]:
            break
        engine.act(engine.legal_actions()[0])
    zones = {o["card"]: o["zone"] for o in engine.observe(None)["objects"]}
    assert (zones[own[0]], zones[own[1]], zones[own[2]]) == ("exile", "graveyard", "exile")
    assert zones[digsite] == "graveyard"  # sacrificed as the cost was paid
