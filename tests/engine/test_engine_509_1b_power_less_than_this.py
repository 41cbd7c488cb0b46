"""509.1b: "creatures with power less than this creature's power can't block it" (Elusive Otter): the blocker's
power and the attacker's are compared as blockers are declared, after whatever changed them."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

OTTER = "Elusive Otter // Grove's Bounty"
PASS: JSON = {"type": "pass"}


def _to_blocks(pumped: bool) -> tuple[ReferenceEngine, str, str, str]:
    b = SetupBuilder(step="beginning_of_combat")
    otter = b.add("p1", "battlefield", OTTER)
    defense = b.add("p1", "hand", "Blossoming Defense")  # +2/+2, and prowess's +1/+1
    b.lands("p1", "G")
    small = b.add("p2", "battlefield", OTTER)  # power 1
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    if pumped:
        assert engine.act({"type": "cast", "card": defense, "targets": [otter]})["accepted"]
        while engine.observe(None)["stack"]:
            engine.act(PASS)
    engine.act(PASS)
    engine.act(PASS)
    assert engine.act({"type": "declare_attackers", "attackers": {otter: "p2"}})["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    return engine, otter, small, bears


def test_509_1b_a_creature_with_as_much_power_or_more_may_block_it() -> None:
    engine, otter, small, bears = _to_blocks(pumped=False)  # a 1/1 Otter: power 1 is not less than 1
    assert engine.act({"type": "declare_blockers", "blockers": {small: otter, bears: otter}})["accepted"]


def test_509_1b_the_powers_are_compared_as_blockers_are_declared() -> None:
    engine, otter, small, bears = _to_blocks(pumped=True)  # a 4/4 Otter now: both have less power
    assert not engine.act({"type": "declare_blockers", "blockers": {bears: otter}})["accepted"]
    assert not engine.act({"type": "declare_blockers", "blockers": {small: otter}})["accepted"]
    assert engine.act({"type": "declare_blockers", "blockers": {}})["accepted"]
