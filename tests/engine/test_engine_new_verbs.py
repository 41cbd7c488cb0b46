"""The verbs added for real card sets: zone changes of permanents, counters on entering, Food, "up to N" targets
and damage prevention, each through the engine's public API."""

from __future__ import annotations

from typing import Any

from test_engine_core import cast, find, life, ok, passes, start, synthetic, zone

from mtg_protocol.jsontypes import JSON
from strategies.states import SetupBuilder

CREATURE = {"kind": "creature"}


def _one_spell(effects: list[JSON], targets: list[JSON], cost: str = "{1}") -> tuple[SetupBuilder, str]:
    b = SetupBuilder()
    name = synthetic(b, "Test Spell of Test", cost, ["Instant"], effects=effects, targets=targets)
    spell = b.add("p1", "hand", name)
    b.lands("p1", "W")
    return b, spell


def test_exile_a_permanent_and_its_aura_goes_to_the_graveyard() -> None:
    """701.13a: exiled; the Role on it is put into the graveyard as a state-based action (704.5m)."""
    b, spell = _one_spell([{"do": "exile", "target": 0}], [CREATURE])
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Cursed Role", token=True, attached_to=bear)
    engine = start(b)
    ok(engine, cast(spell, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "exile"
    assert [o for o in engine.observe(None)["objects"] if o.get("name") == "Cursed"] == []


def test_exile_a_card_from_a_graveyard() -> None:
    b, spell = _one_spell([{"do": "exile", "target": 0}],
                          [{"kind": "card", "zone": "graveyard", "types": ["Creature"]}])
    bear = b.add("p2", "graveyard", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(spell, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "exile"


def test_blink_returns_a_new_object_under_its_owners_control() -> None:
    """400.7, 610.3c: the card comes back untapped, without counters, damage or Auras, under its owner's control,
    and its enters ability triggers again (603.6a)."""
    b, spell = _one_spell([{"do": "blink", "target": 0}], [CREATURE])
    trickster = b.add("p2", "battlefield", "Tireless Tracker", controller="p1", tapped=True,
                      counters={"+1/+1": 2}, damage=1)
    b.add("p1", "battlefield", "Monster Role", token=True, attached_to=trickster)
    engine = start(b)
    ok(engine, cast(spell, trickster))
    passes(engine, 2)
    o = find(engine, trickster)
    assert o is not None and o["zone"] == "battlefield" and o["controller"] == "p2"
    assert not o["tapped"] and o["counters"] == {} and (o["power"], o["toughness"]) == (3, 2)


def test_blinking_a_token_exiles_it_for_good() -> None:
    """111.8: a token that has left the battlefield can't come back; it ceases to exist (704.5d)."""
    b, spell = _one_spell([{"do": "blink", "target": 0}], [{"kind": "permanent"}])
    clue = b.add("p1", "battlefield", "Clue", token=True)
    engine = start(b)
    ok(engine, cast(spell, clue))
    passes(engine, 2)
    assert find(engine, clue) is None


def test_blinking_a_face_down_permanent_returns_it_face_up() -> None:
    """400.7, 708.9: a new object, entering face up; its enters ability triggers."""
    b, spell = _one_spell([{"do": "blink", "target": 0}], [CREATURE])
    courier = b.add("p1", "battlefield", "Hidden Courier of Test", face_down="disguise")
    b.add("p1", "library", "Forest")
    engine = start(b)
    ok(engine, cast(spell, courier))
    result = passes(engine, 2)
    o = find(engine, courier)
    assert o is not None and o["name"] == "Hidden Courier of Test" and not o["face_down"]
    assert any(e["type"] == "trigger" and e["source"] == courier for e in result["events"])


def test_return_from_graveyard_to_the_battlefield() -> None:
    """400.7, 603.6a: not cast, so an "if it was cast" enters ability doesn't trigger (603.4)."""
    b, spell = _one_spell([{"do": "return_to_battlefield", "target": 0}],
                          [{"kind": "card", "zone": "graveyard", "controller": "you", "types": ["Creature"]}])
    name = synthetic(b, "Heralded Sage of Test", "{2}{U}", ["Creature"], power=2, toughness=2, abilities=[
        {"kind": "triggered", "event": "enters", "if_cast": True, "effects": [{"do": "gain_life", "n": 2}]}])
    sage = b.add("p1", "graveyard", name)
    engine = start(b)
    ok(engine, cast(spell, sage))
    result = passes(engine, 2)
    o = find(engine, sage)
    assert o is not None and o["zone"] == "battlefield" and o["controller"] == "p1"
    assert not any(e["type"] == "trigger" for e in result["events"])


def test_enters_with_counters_is_a_replacement_so_a_zero_toughness_creature_lives() -> None:
    """614.1c, 614.12: an X=2 0/0 enters with two +1/+1 counters; its enters trigger already sees them."""
    b = SetupBuilder()
    name = synthetic(b, "Swelling Ooze of Test", "{X}{G}", ["Creature"], power=0, toughness=0, abilities=[
        {"kind": "as_enters", "effects": [{"do": "enters_with_counters", "counter": "+1/+1", "n": "X"}]},
        {"kind": "triggered", "event": "enters", "if_toughness_at_most": 2,
         "effects": [{"do": "gain_life", "n": 5}]}])
    ooze = b.add("p1", "hand", name)
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(ooze, x=2))
    passes(engine, 2)
    passes(engine, 2)
    o = find(engine, ooze)
    assert o is not None and o["zone"] == "battlefield" and o["counters"] == {"+1/+1": 2}
    assert life(engine, "p1") == 25


def test_food_token_sacrificed_for_three_life() -> None:
    """111.10b: a Food is a colorless Food artifact token with "{2}, {T}, sacrifice: gain 3 life"."""
    b, spell = _one_spell([{"do": "create_token", "token": "Food"}], [])
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    food = next(o for o in engine.observe(None)["objects"] if o.get("name") == "Food")
    assert food["types"] == ["Artifact"] and food["subtypes"] == ["Food"] and food["colors"] == []
    ok(engine, {"type": "activate", "card": food["card"], "ability": 0, "targets": []})
    passes(engine, 2)
    assert life(engine, "p1") == 23 and find(engine, food["card"]) is None


UP_TO_TWO = [{"kind": "creature", "optional": True}, {"kind": "creature", "optional": True}]
TAP_UP_TO_TWO = [{"do": "tap", "target": 0}, {"do": "tap", "target": 1}]


def test_up_to_two_targets_may_be_zero_one_or_two() -> None:
    """601.2c, 115.6: "up to two target creatures": any number from zero to two; a spell with none chosen resolves
    (it isn't targeted, so it can't fizzle)."""
    b, spell = _one_spell(TAP_UP_TO_TWO + [{"do": "gain_life", "n": 1}], UP_TO_TWO)
    bears = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(2)]
    engine = start(b)
    choices = [a["targets"] for a in engine.legal_actions() if a.get("card") == spell]
    assert [] in choices and [bears[0]] in choices and [bears[0], bears[1]] in choices
    assert [bears[0], bears[0]] not in choices  # 115.3
    assert not engine.act(cast(spell, bears[1], bears[1]))["accepted"]
    ok(engine, cast(spell))
    passes(engine, 2)
    assert life(engine, "p1") == 21


def test_up_to_one_target_chosen_then_illegal_fizzles() -> None:
    """608.2b: with its one chosen target gone, the spell doesn't resolve at all."""
    b, spell = _one_spell(TAP_UP_TO_TWO + [{"do": "gain_life", "n": 1}], UP_TO_TWO)
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(spell, bear), cast(bolt, bear))
    passes(engine, 2)
    passes(engine, 2)
    assert life(engine, "p1") == 20


def _prevent(n: int | None, bolt_target: str) -> tuple[Any, str]:
    effect: JSON = {"do": "prevent_damage", "target": 0}
    if n is not None:
        effect["n"] = n
    b, spell = _one_spell([effect], [{"kind": "any"}])
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    target = bear if bolt_target == "bear" else "p1"
    ok(engine, cast(spell, target))
    passes(engine, 2)
    ok(engine, cast(bolt, target))
    return passes(engine, 2), bear


def test_prevent_the_next_two_damage_to_a_creature() -> None:
    """615.7: 3 damage from the Bolt, 2 prevented, 1 marked; the shield is used up."""
    result, bear = _prevent(2, "bear")
    assert any(e["type"] == "damage_prevented" and e["amount"] == 2 for e in result["events"])
    assert any(e["type"] == "damage" and e["card"] == bear and e["amount"] == 1 for e in result["events"])


def test_prevent_all_damage_to_a_player_this_turn() -> None:
    result, _ = _prevent(None, "player")
    assert next(p for p in result["observation"]["players"] if p["id"] == "p1")["life"] == 20
