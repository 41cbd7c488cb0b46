"""603.2: a condition that is part of a trigger event ("whenever this attacks while you control a creature with
power 4 or greater", Picnic Ruiner) is judged as the event happens: no trigger when it is false then, and, unlike an
intervening "if" (603.4), it isn't checked again as the ability resolves."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

RUINER = "Picnic Ruiner // Stolen Goodies"
PASS: JSON = {"type": "pass"}


def _attack(big: str | None) -> tuple[ReferenceEngine, str, list[JSON]]:
    b = SetupBuilder(step="beginning_of_combat")
    ruiner = b.add("p1", "battlefield", RUINER)
    if big is not None:
        b.add("p1", "battlefield", big)
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    engine.act(PASS)
    engine.act(PASS)
    result = engine.act({"type": "declare_attackers", "attackers": {ruiner: "p2"}})
    assert result["accepted"]
    return engine, ruiner, list(result.get("events") or [])


def _keywords(engine: ReferenceEngine, card: str) -> list[str]:
    return list(next(o for o in engine.observe(None)["objects"] if o["card"] == card)["keywords"])


def _resolve(engine: ReferenceEngine) -> None:
    for _ in range(4):
        if not engine.observe(None)["stack"]:
            return
        engine.act(PASS)


def test_603_2_it_triggers_while_its_controller_controls_a_creature_with_power_4() -> None:
    engine, ruiner, _ = _attack("Lovestruck Beast // Heart's Desire")  # a 5/5
    assert engine.observe(None)["stack"]
    _resolve(engine)
    assert "double strike" in _keywords(engine, ruiner)


def test_603_2_it_doesnt_trigger_otherwise() -> None:
    engine, ruiner, _ = _attack("Grizzly Bears")
    assert not engine.observe(None)["stack"]
    assert "double strike" not in _keywords(engine, ruiner)


def test_603_2_the_condition_isnt_checked_again_as_it_resolves() -> None:
    b = SetupBuilder(step="beginning_of_combat")
    ruiner = b.add("p1", "battlefield", RUINER)
    beast = b.add("p1", "battlefield", "Lovestruck Beast // Heart's Desire")
    bolt = b.add("p2", "hand", "Murder")
    b.lands("p2", "BBB")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    engine.act(PASS)
    engine.act(PASS)
    assert engine.act({"type": "declare_attackers", "attackers": {ruiner: "p2"}})["accepted"]
    assert engine.observe(None)["stack"]
    engine.act(PASS)  # p1 passes with the trigger on the stack
    assert engine.act({"type": "cast", "card": bolt, "targets": [beast]})["accepted"]
    _resolve(engine)
    assert next(o for o in engine.observe(None)["objects"] if o["card"] == beast)["zone"] == "graveyard"
    assert "double strike" in _keywords(engine, ruiner)
