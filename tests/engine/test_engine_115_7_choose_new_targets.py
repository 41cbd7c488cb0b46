"""115.7, 115.7d: Boltbender turned face up: its controller may choose new targets for any number of other spells
and abilities on the stack, one at a time from the top; keeping a spell's targets is the first option, each changed
target must be legal for that spell, and the number of targets doesn't change."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}


def _game() -> tuple[ReferenceEngine, str, str, str]:
    b = SetupBuilder(active="p2")
    bender = b.add("p1", "battlefield", "Boltbender", face_down="disguise")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RR")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, bender, bears, bolt


def _life(engine: ReferenceEngine, pid: str) -> int:
    return int(next(p for p in engine.observe(None)["players"] if p["id"] == pid)["life"])


def _turned_up_with_bolt_at(engine: ReferenceEngine, bender: str, bolt: str, target: str) -> JSON:
    assert engine.act({"type": "cast", "card": bolt, "targets": [target]})["accepted"]
    engine.act(PASS)  # p1 gets priority
    assert engine.act({"type": "turn_face_up", "card": bender})["accepted"]
    engine.act(PASS)
    engine.act(PASS)  # the trigger resolves: a targets choice for Lightning Bolt
    pending = engine.observe(None)["pending_choice"]
    assert pending is not None and pending["kind"] == "targets"
    return pending


def test_115_7d_keeping_the_targets_comes_first_and_each_new_target_is_legal() -> None:
    engine, bender, bears, bolt = _game()
    pending = _turned_up_with_bolt_at(engine, bender, bolt, bears)
    options = pending["options"]
    assert options[0] == [bears]
    assert ["p2"] in options and ["p1"] in options and [bender] in options
    assert all(len(o) == 1 for o in options) and [bolt] not in options  # one target; never itself (115.5)


def test_115_7_the_spell_deals_its_damage_to_the_new_target() -> None:
    engine, bender, bears, bolt = _game()
    _turned_up_with_bolt_at(engine, bender, bolt, bears)
    assert engine.act({"type": "choose", "choice": ["p2"]})["accepted"]
    while engine.observe(None)["stack"]:
        engine.act(PASS)
    assert _life(engine, "p2") == 17
    assert next(o for o in engine.observe(None)["objects"] if o["card"] == bears)["zone"] == "battlefield"


def test_115_7_keeping_them_changes_nothing() -> None:
    engine, bender, bears, bolt = _game()
    _turned_up_with_bolt_at(engine, bender, bolt, "p1")
    assert engine.act({"type": "choose", "choice": ["p1"]})["accepted"]
    while engine.observe(None)["stack"]:
        engine.act(PASS)
    assert _life(engine, "p1") == 17 and _life(engine, "p2") == 20
