"""The reference engine on disguise and face-down rulings (702.168, 708), through its public API."""

from __future__ import annotations

import pytest

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS = {"type": "pass"}


def face_down_cast(card: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "face_down", "alt_cost": "disguise", "targets": []}


def spell(card: str, *targets: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "alt_cost": None, "targets": list(targets)}


def turn_up(card: str) -> JSON:
    return {"type": "turn_face_up", "card": card}


def obj(result: JSON, card: str) -> JSON | None:
    return next((o for o in result["observation"]["objects"] if o["card"] == card), None)


def play(engine: ReferenceEngine, *actions: JSON) -> JSON:
    """Act in order; every action must be accepted. Returns the last result."""
    result: JSON = {}
    for action in actions:
        result = engine.act(action)
        assert result["accepted"], (action, result["reason"])
    return result


def start(b: SetupBuilder) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine


def tapped_lands(result: JSON, player: str) -> int:
    return sum(1 for o in result["observation"]["objects"]
               if o["zone"] == "battlefield" and o["controller"] == player and "Land" in o["types"] and o["tapped"])


# ----- MKM-01 -------------------------------------------------------------------------------------------

def test_MKM_01_face_down_creature_that_lost_abilities_cannot_turn_up() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Hidden Courier of Test", face_down="disguise")
    b.lands("p1", "GGG")
    trickster = b.add("p2", "hand", "Merfolk Trickster")
    b.lands("p2", "UUUU")
    engine = start(b)
    assert turn_up(fd) in engine.legal_actions()
    play(engine, PASS, spell(trickster), PASS, PASS, PASS, PASS, {"type": "choose", "choice": "pay"}, PASS, PASS)
    assert turn_up(fd) not in engine.legal_actions()
    result = engine.act(turn_up(fd))
    assert not result["accepted"] and "disguise cost" in result["reason"]


# ----- MKM-02 -------------------------------------------------------------------------------------------

def reveals(result: JSON) -> dict[str, str]:
    return {e["card"]: e["identity"] for e in result["events"] if e["type"] == "reveal"}


def test_MKM_02_countered_face_down_spell_is_revealed() -> None:
    b = SetupBuilder()
    courier = b.add("p1", "hand", "Hidden Courier of Test")
    b.lands("p1", "GGG")
    counter = b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    engine = start(b)
    play(engine, face_down_cast(courier), PASS, spell(counter, courier), PASS)
    result = play(engine, PASS)
    assert reveals(result) == {courier: "Hidden Courier of Test"}
    assert obj(result, courier)["zone"] == "graveyard"


def test_MKM_02_bounced_face_down_permanent_is_revealed() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Masked Paladin of Test", face_down="disguise")
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "UUU")
    engine = start(b)
    play(engine, PASS, spell(unsummon, fd), PASS, PASS, {"type": "choose", "choice": "pay"}, PASS)
    result = play(engine, PASS)
    assert reveals(result) == {fd: "Masked Paladin of Test"}
    assert obj(result, fd)["zone"] == "hand"


def test_MKM_02_game_end_reveals_face_down_permanents() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Veiled Legend of Test", face_down="disguise")
    b.player("p1")["life"] = 3
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    result = play(engine, PASS, spell(bolt, "p1"), PASS, PASS)
    assert result["observation"]["game_over"]
    assert reveals(result) == {fd: "Veiled Legend of Test"}


# ----- MKM-03 -------------------------------------------------------------------------------------------

def test_MKM_03_two_face_down_legends_both_stay() -> None:
    b = SetupBuilder()
    first = b.add("p1", "battlefield", "Veiled Legend of Test", face_down="disguise")
    second = b.add("p1", "hand", "Veiled Legend of Test")
    b.lands("p1", "BBB")
    engine = start(b)
    result = play(engine, face_down_cast(second), PASS, PASS)
    assert result["observation"]["pending_choice"] is None
    for card in (first, second):
        o = obj(result, card)
        assert o["zone"] == "battlefield" and o["face_down"] and o["name"] is None


def test_MKM_03_legend_rule_applies_once_both_are_face_up() -> None:
    b = SetupBuilder()
    first = b.add("p1", "battlefield", "Veiled Legend of Test", face_down="disguise")
    b.add("p1", "battlefield", "Veiled Legend of Test")
    b.lands("p1", "BBB")
    engine = start(b)
    result = play(engine, turn_up(first))
    assert result["observation"]["pending_choice"]["kind"] == "keep_legend"


# ----- MKM-04 -------------------------------------------------------------------------------------------

FACE_DOWN_FIELDS = {"name": None, "mana_cost": None, "mana_value": 0, "colors": [], "types": ["Creature"],
                    "subtypes": [], "supertypes": []}


def test_MKM_04_face_down_spell_and_permanent_characteristics() -> None:
    b = SetupBuilder()
    legend = b.add("p1", "hand", "Veiled Legend of Test")
    b.lands("p1", "BBB")
    engine = start(b)
    for result in (play(engine, face_down_cast(legend)), play(engine, PASS, PASS)):
        o = obj(result, legend)
        assert {k: o[k] for k in FACE_DOWN_FIELDS} == FACE_DOWN_FIELDS
        assert (o["power"], o["toughness"], o["keywords"]) == (2, 2, ["ward {2}"])


def test_MKM_04_other_effects_still_change_a_face_down_creature() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Masked Paladin of Test", face_down="disguise")
    invoke = b.add("p1", "hand", "Invoke Monster of Test")
    b.lands("p1", "G")
    engine = start(b)
    result = play(engine, spell(invoke, fd), PASS, PASS)
    o = obj(result, fd)
    assert o["face_down"] and o["name"] is None
    assert (o["power"], o["toughness"]) == (3, 3) and "trample" in o["keywords"] and "ward {2}" in o["keywords"]


# ----- MKM-06 -------------------------------------------------------------------------------------------

def test_MKM_06_turning_face_up_does_not_trigger_enters() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Hidden Courier of Test", face_down="disguise")
    b.lands("p1", "GG")
    b.add("p1", "library", "Forest")
    engine = start(b)
    result = play(engine, turn_up(fd))
    triggers = [e["text"] for e in result["events"] if e["type"] == "trigger"]
    assert triggers == ["turned_face_up"]
    result = play(engine, PASS, PASS)
    assert result["observation"]["players"][0]["hand_size"] == 0
    assert obj(result, fd)["counters"] == {"+1/+1": 1}


# ----- MKM-07 -------------------------------------------------------------------------------------------

def test_MKM_07_face_down_permanents_keep_identity_order_and_cause() -> None:
    b = SetupBuilder()
    ids = [b.add("p1", "battlefield", name, face_down="disguise")
           for name in ("Hidden Courier of Test", "Masked Paladin of Test", "Veiled Legend of Test")]
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "UUU")
    engine = start(b)
    result = play(engine, PASS, spell(unsummon, ids[1]), PASS, PASS, {"type": "choose", "choice": "pay"}, PASS,
                  PASS)
    left = [obj(result, c) for c in (ids[0], ids[2])]
    assert [o["identity"] for o in left] == ["Hidden Courier of Test", "Veiled Legend of Test"]
    assert [o["face_down_by"] for o in left] == ["disguise", "disguise"]
    assert left[0]["timestamp"] < left[1]["timestamp"]


# ----- MKM-08 -------------------------------------------------------------------------------------------

def test_MKM_08_equipment_and_target_stay_role_falls_off_protection() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Masked Paladin of Test", face_down="disguise")
    wrench = b.add("p1", "battlefield", "Wrench", attached_to=fd)
    role = b.add("p1", "battlefield", "Monster Role", token=True, attached_to=fd)
    b.lands("p1", "W")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "RUU")
    engine = start(b)
    result = play(engine, PASS, spell(bolt, fd), PASS, turn_up(fd))
    assert obj(result, wrench)["attached_to"] == fd
    assert obj(result, role) is None  # 704.5m: to the graveyard, then gone as a token
    assert any(s["id"] == bolt and s["targets"] == [fd] for s in result["observation"]["stack"])
    result = play(engine, PASS, PASS, {"type": "choose", "choice": "pay"}, PASS, PASS)
    assert obj(result, fd)["damage"] == 3 and obj(result, fd)["zone"] == "battlefield"  # 3/3 + Wrench: 4/4


# ----- MKM-09 -------------------------------------------------------------------------------------------

def test_MKM_09_only_the_controller_sees_face_down_identities() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Masked Paladin of Test", face_down="disguise")
    courier = b.add("p1", "hand", "Hidden Courier of Test")
    b.lands("p1", "GGG")
    engine = start(b)
    play(engine, face_down_cast(courier))
    mine = {o["card"]: o for o in engine.observe("p1")["objects"]}
    theirs = {o["card"]: o for o in engine.observe("p2")["objects"]}
    assert mine[fd]["identity"] == "Masked Paladin of Test"
    assert mine[courier]["identity"] == "Hidden Courier of Test"
    assert theirs[fd]["identity"] is None and theirs[courier]["identity"] is None
    assert theirs[courier]["name"] is None and theirs[courier]["zone"] == "stack"


# ----- MKM-10 -------------------------------------------------------------------------------------------

def test_MKM_10_face_down_cast_costs_three_and_has_mana_value_zero() -> None:
    b = SetupBuilder()
    legend = b.add("p1", "hand", "Veiled Legend of Test")
    b.lands("p1", "BBBBB")
    engine = start(b)
    result = play(engine, face_down_cast(legend))
    assert tapped_lands(result, "p1") == 3
    cast = next(e for e in result["events"] if e["type"] == "cast")
    assert cast["mana_value"] == 0 and cast["alt_cost"] == "disguise"
    assert obj(result, legend)["mana_value"] == 0 and obj(result, legend)["mana_cost"] is None


def test_MKM_10_face_down_cast_needs_three_mana_even_for_cheap_cards() -> None:
    b = SetupBuilder()
    legend = b.add("p1", "hand", "Veiled Legend of Test")
    b.lands("p1", "BB")
    engine = start(b)
    assert not engine.act(face_down_cast(legend))["accepted"]
    assert engine.act(spell(legend))["accepted"]  # its own mana cost {1}{B} fits


# ----- MKM-11 -------------------------------------------------------------------------------------------

def test_MKM_11_face_down_spell_cannot_be_turned_up() -> None:
    b = SetupBuilder()
    paladin = b.add("p1", "hand", "Masked Paladin of Test")
    b.lands("p1", "GGGW")
    engine = start(b)
    play(engine, face_down_cast(paladin))
    result = engine.act(turn_up(paladin))
    assert not result["accepted"] and "spell" in result["reason"]


def test_MKM_11_turning_up_in_response_uses_no_stack() -> None:
    b = SetupBuilder(active="p2")
    fd = b.add("p1", "battlefield", "Masked Paladin of Test", face_down="disguise")
    b.lands("p1", "W")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "RUU")
    engine = start(b)
    before = play(engine, spell(bolt, fd), PASS)
    stack = len(before["observation"]["stack"])
    result = play(engine, turn_up(fd))
    assert not obj(result, fd)["face_down"]
    assert len(result["observation"]["stack"]) == stack
    assert result["observation"]["turn"]["priority"] == "p1"


# ----- MKM-12 -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("tapped", [True, False])
def test_MKM_12_turning_face_up_keeps_tapped_status(tapped: bool) -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Veiled Legend of Test", face_down="disguise", tapped=tapped)
    b.lands("p1", "BBB")
    engine = start(b)
    assert obj(play(engine, turn_up(fd)), fd)["tapped"] is tapped


# ----- MKM-14 -------------------------------------------------------------------------------------------

def test_MKM_14_cast_for_three_then_turn_up_for_disguise_cost() -> None:
    b = SetupBuilder()
    paladin = b.add("p1", "hand", "Masked Paladin of Test")
    b.lands("p1", "GGGW")
    engine = start(b)
    result = play(engine, face_down_cast(paladin), PASS, PASS)
    assert tapped_lands(result, "p1") == 3 and obj(result, paladin)["face_down"]
    result = play(engine, turn_up(paladin))
    assert tapped_lands(result, "p1") == 4
    o = obj(result, paladin)
    assert o["name"] == "Masked Paladin of Test" and (o["power"], o["toughness"]) == (3, 3)
    assert not o["face_down"]


def test_MKM_14_turning_up_needs_the_disguise_cost() -> None:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Veiled Legend of Test", face_down="disguise")
    b.lands("p1", "BB")  # disguise {2}{B} needs three
    engine = start(b)
    assert turn_up(fd) not in engine.legal_actions()
    assert not engine.act(turn_up(fd))["accepted"]
