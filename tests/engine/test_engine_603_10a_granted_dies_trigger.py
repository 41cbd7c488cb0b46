"""The reference engine on a dies trigger granted until end of turn (611.2, 613.1f) and the card it returns: Not Dead
After All. The granted ability looks back at the creature as it last existed (603.10a); the card comes back tapped
under its owner's control as a new object (400.7) with a Wicked Role on it; a token doesn't come back (704.5d), and
neither does a card that left the graveyard first (400.7e); the ability is gone once the turn ends (514.2)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
SPELL = "Not Dead After All"


def cast(card: str, targets: list[str]) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "targets": targets, "alt_cost": None}


def obj(engine: ReferenceEngine, cid: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == cid)


def roles(engine: ReferenceEngine) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Role" in o["subtypes"]]


def resolve_all(engine: ReferenceEngine) -> None:
    while engine.observe(None)["stack"]:
        assert engine.act(PASS)["accepted"]


def saved_then_bolted(b: SetupBuilder, bear: str) -> ReferenceEngine:
    spell = b.add("p1", "hand", SPELL)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "BR")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(spell, [bear]))["accepted"]
    resolve_all(engine)
    assert engine.act(cast(bolt, [bear]))["accepted"]
    return engine


def test_400_7_the_card_returns_tapped_as_a_new_object_with_a_wicked_role() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = saved_then_bolted(b, bear)
    serial_before = engine._game().objects[bear].serial
    resolve_all(engine)
    back = obj(engine, bear)
    assert back["zone"] == "battlefield" and back["tapped"] and back["controller"] == "p1"
    assert engine._game().objects[bear].serial != serial_before
    [role] = roles(engine)
    assert role["attached_to"] == bear and "Wicked" in role["name"] and (back["power"], back["toughness"]) == (3, 3)
    assert "triggered" not in str(engine._game().chars(engine._game().objects[bear]).abilities)  # 400.7: not granted


def test_110_2_a_borrowed_creature_returns_under_its_owners_control() -> None:
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = ReferenceEngine()
    spell = b.add("p1", "hand", SPELL)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "BR")
    engine.setup(b.build())
    game = engine._game()
    game.gain_control_until_end_of_turn(game.objects[bear], "p1")
    assert engine.act(cast(spell, [bear]))["accepted"]
    resolve_all(engine)
    assert engine.act(cast(bolt, [bear]))["accepted"]
    resolve_all(engine)
    back = obj(engine, bear)
    assert back["zone"] == "battlefield" and back["controller"] == "p2"
    [role] = roles(engine)
    assert role["attached_to"] == bear and role["controller"] == "p1"  # the trigger's controller creates it


def test_704_5d_a_token_doesnt_return_and_gets_no_role() -> None:
    b = SetupBuilder()
    b.add("p1", "hand", "Twisted Sewer-Witch")
    engine = ReferenceEngine()
    spell = b.add("p1", "hand", SPELL)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "BBBBBBR")
    engine.setup(b.build())
    witch = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Twisted Sewer-Witch")
    assert engine.act(cast(witch, []))["accepted"]
    resolve_all(engine)
    rat = next(o["card"] for o in engine.observe(None)["objects"] if "Rat" in o["subtypes"])
    assert engine.act(cast(spell, [rat]))["accepted"]
    resolve_all(engine)
    assert engine.act(cast(bolt, [rat]))["accepted"]
    resolve_all(engine)
    assert not any("Rat" in o["subtypes"] and o["zone"] == "battlefield" for o in engine.observe(None)["objects"])
    assert roles(engine) == []  # the Rat's own Wicked Role went to the graveyard with it, and no new one came


def test_400_7e_a_card_that_left_the_graveyard_first_doesnt_return() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = saved_then_bolted(b, bear)
    assert engine.act(PASS)["accepted"] and engine.act(PASS)["accepted"]  # the Bolt resolves; the trigger waits
    game = engine._game()
    assert game.objects[bear].zone == "graveyard" and engine.observe(None)["stack"]
    game.move(game.objects[bear], "exile", "effect")
    resolve_all(engine)
    assert obj(engine, bear)["zone"] == "exile" and roles(engine) == []


def test_514_2_the_granted_trigger_ends_with_the_turn() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", SPELL)
    b.lands("p1", "B")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(spell, [bear]))["accepted"]
    resolve_all(engine)
    game = engine._game()
    assert any(a.get("event") == "dies" for a in game.chars(game.objects[bear]).abilities)
    game.end_of_turn_cleanup()
    assert not any(a.get("event") == "dies" for a in game.chars(game.objects[bear]).abilities)
