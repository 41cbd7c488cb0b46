"""118.3, 701.13a, 602.2b: an "exile a creature you control" activation cost (Altar of Bhaal) is paid with a creature
its controller controls that the activation names; it is exiled as the cost is paid, before the ability resolves."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ALTAR = "Altar of Bhaal // Bone Offering"
PASS: JSON = {"type": "pass"}


def _game() -> tuple[ReferenceEngine, str, str, str, str]:
    b = SetupBuilder()
    altar = b.add("p1", "battlefield", ALTAR)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    dead = b.add("p1", "graveyard", "Grizzly Bears")
    b.lands("p1", "BBB")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, altar, bears, theirs, dead


def _zone(engine: ReferenceEngine, card: str) -> str:
    return str(next(o for o in engine.observe(None)["objects"] if o["card"] == card)["zone"])


def _activate(altar: str, target: str, exile: list[str] | None) -> JSON:
    action: JSON = {"type": "activate", "card": altar, "ability": 0, "targets": [target]}
    return {**action, "exile": exile} if exile is not None else action


def test_118_3_the_named_creature_is_exiled_as_the_cost_is_paid() -> None:
    engine, altar, bears, _, dead = _game()
    assert _activate(altar, dead, [bears]) in engine.legal_actions()
    assert engine.act(_activate(altar, dead, [bears]))["accepted"]
    assert _zone(engine, bears) == "exile" and _zone(engine, dead) == "graveyard"  # paid; not resolved yet
    engine.act(PASS)
    engine.act(PASS)
    assert _zone(engine, dead) == "battlefield"


def test_118_3_only_a_creature_its_controller_controls_pays_it() -> None:
    engine, altar, bears, theirs, dead = _game()
    assert not engine.act(_activate(altar, dead, None))["accepted"]  # nothing named
    assert not engine.act(_activate(altar, dead, [theirs]))["accepted"]  # an opponent's creature
    assert not engine.act(_activate(altar, dead, [altar]))["accepted"]  # not a creature
    assert _zone(engine, bears) == "battlefield" and _zone(engine, theirs) == "battlefield"


def test_118_3_an_ability_without_the_cost_takes_no_exile() -> None:
    b = SetupBuilder()
    clue = b.add("p1", "battlefield", "Clue", token=True)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "BB")
    b.add("p1", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert not engine.act({"type": "activate", "card": clue, "ability": 0, "targets": [], "exile": [bears]})["accepted"]
