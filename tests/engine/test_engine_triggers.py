"""Triggered abilities (603): intervening "if" clauses, and triggers on other objects' events."""

from __future__ import annotations

from typing import Any

from test_engine_core import cast, ok, passes, start, synthetic

from mtg_protocol.jsontypes import JSON
from strategies.states import SetupBuilder


def _young_hero_attack(toughness_boost: int) -> tuple[Any, str]:
    """A 2/2 with Young Hero Role attacks (its trigger checks toughness 3 or less); then, in response, an instant
    gives it +0/+boost."""
    b = SetupBuilder(step="beginning_of_combat")
    name = synthetic(b, "Stiffen of Test", "{W}", ["Instant"], targets=[{"kind": "creature"}],
                     effects=[{"do": "pump", "target": 0, "power": 0, "toughness": toughness_boost}])
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Young Hero Role", token=True, attached_to=bear)
    spell = b.add("p1", "hand", name)
    b.lands("p1", "W")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    assert len(engine.observe(None)["stack"]) == 1  # 603.4: toughness 2 when it attacked, so it triggered
    ok(engine, cast(spell, bear))
    passes(engine, 2)  # the instant resolves
    result = passes(engine, 2)  # the trigger resolves, or is removed
    return result, bear


def test_intervening_if_is_checked_again_on_resolution() -> None:
    """603.4: toughness 4 by the time the trigger resolves: the condition is false, so no counter."""
    result, bear = _young_hero_attack(2)
    assert find_counters(result, bear) == {}
    assert any(e["type"] == "trigger_removed" for e in result["events"])


def test_intervening_if_still_true_on_resolution_does_its_effect() -> None:
    """603.4: toughness 3 on resolution still meets "3 or less": the counter is put on it."""
    result, bear = _young_hero_attack(1)
    assert find_counters(result, bear) == {"+1/+1": 1}


def find_counters(result: JSON, cid: str) -> JSON:
    return next(o for o in result["observation"]["objects"] if o["card"] == cid)["counters"]


def _watcher(b: SetupBuilder, event: str, flt: JSON) -> str:
    name = synthetic(b, f"Watcher {event} of Test", "{1}", ["Creature"], power=1, toughness=1, abilities=[
        {"kind": "triggered", "event": event, "filter": flt, "effects": [{"do": "gain_life", "n": 1}]}])
    return b.add("p1", "battlefield", name)


def test_another_creature_dying_triggers_and_the_creature_itself_looks_back() -> None:
    """603.6c, 603.10a: "whenever a creature dies" sees the Bears die; "another" excludes itself; its own death
    is seen too, looking back in time."""
    b = SetupBuilder()
    other_watcher = _watcher(b, "creature_dies", {"other": True})
    self_watcher = _watcher(b, "creature_dies", {})
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(2)]
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, cast(bolts[0], bear))
    result = passes(engine, 2)
    assert sum(1 for e in result["events"] if e["type"] == "trigger") == 2
    passes(engine, 4)
    assert life(engine) == 22
    ok(engine, cast(bolts[1], self_watcher))
    result = passes(engine, 2)
    assert sorted(e["source"] for e in result["events"] if e["type"] == "trigger") == [other_watcher, self_watcher]


def test_creature_entering_under_your_control_triggers() -> None:
    """603.6a: "whenever another creature you control enters" sees a creature of its controller, not an
    opponent's, and not itself."""
    b = SetupBuilder()
    _watcher(b, "creature_enters", {"other": True, "controller": "you"})
    bears = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, cast(bears))
    result = passes(engine, 2)
    assert sum(1 for e in result["events"] if e["type"] == "trigger") == 1
    passes(engine, 2)
    assert life(engine) == 21


def life(engine: Any, pid: str = "p1") -> int:
    return next(p["life"] for p in engine.observe(None)["players"] if p["id"] == pid)
