"""Example-based tests: the reference engine follows the Role rulings (303.7, 111.10j-r, 704.5y)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS = {"type": "pass"}


def play(b: SetupBuilder, *actions: JSON) -> tuple[ReferenceEngine, list[JSON]]:
    engine = ReferenceEngine()
    engine.setup(b.build())
    results = [engine.act(a) for a in actions]
    assert all(r["accepted"] for r in results), [r["reason"] for r in results]
    return engine, results


def roles(engine: ReferenceEngine) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Role" in o["subtypes"]]


def test_WOE_06_simultaneous_roles_ask_which_to_keep() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", "Doubling Season")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Invoke Wicked of Test")
    b.lands("p1", "G")
    engine, _ = play(b, {"type": "cast", "card": spell, "targets": [bear]}, PASS, PASS)
    pending = engine.observe(None)["pending_choice"]
    assert pending == {"player": "p1", "kind": "keep_role", "options": ["t1", "t2"]}
    engine.act({"type": "choose", "choice": "t1"})
    assert [r["card"] for r in roles(engine)] == ["t1"]


def test_WOE_07_role_onto_protection_from_enchantments_is_not_created() -> None:
    b = SetupBuilder()
    warden = b.add("p2", "battlefield", "Aegis Warden of Test")
    spell = b.add("p1", "hand", "Invoke Wicked of Test")
    b.lands("p1", "G")
    _, results = play(b, {"type": "cast", "card": spell, "targets": [warden]}, PASS, PASS)
    events = results[-1]["events"]
    assert not [e for e in events if e["type"] == "token_created"]
    assert any(e["type"] == "token_not_created" for e in events)
    assert results[-1]["observation"]["players"][1]["life"] == 20  # no Wicked Role went to a graveyard


def test_WOE_10_ellivere_creates_the_seventh_kind_virtuous() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    ellivere = b.add("p1", "hand", "Ellivere of the Wild Court")
    b.lands("p1", "GGWW")
    engine, _ = play(b, {"type": "cast", "card": ellivere, "targets": []}, PASS, PASS, PASS, PASS)
    assert [(r["name"], r["attached_to"]) for r in roles(engine)] == [("Virtuous", bear)]


def test_WOE_12_role_is_a_colorless_aura_role_enchantment_token() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Monstrous Rage")
    b.lands("p1", "R")
    engine, _ = play(b, {"type": "cast", "card": spell, "targets": [bear]}, PASS, PASS)
    (role,) = roles(engine)
    assert role["colors"] == [] and role["types"] == ["Enchantment"] and role["token"]
    assert set(role["subtypes"]) == {"Aura", "Role"} and "enchant creature" in role["keywords"]


def test_WOE_17_roles_of_different_players_share_a_permanent() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Cursed Role", token=True, attached_to=bear)
    spell = b.add("p1", "hand", "Invoke Royal of Test")
    b.lands("p1", "G")
    engine, _ = play(b, {"type": "cast", "card": spell, "targets": [bear]}, PASS, PASS)
    assert sorted(r["card"] for r in roles(engine)) == sorted([theirs, "t1"])


def test_WOE_18_newest_role_of_one_player_stays() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    old = b.add("p1", "battlefield", "Cursed Role", token=True, attached_to=bear)
    spell = b.add("p1", "hand", "Invoke Monster of Test")
    b.lands("p1", "G")
    engine, results = play(b, {"type": "cast", "card": spell, "targets": [bear]}, PASS, PASS)
    assert [r["name"] for r in roles(engine)] == ["Monster"]
    assert {"type": "sba", "rule": "704.5y", "card": old} in results[-1]["events"]


def test_WOE_19_role_spell_whose_target_gained_hexproof_does_nothing() -> None:
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Invoke Cursed of Test")
    answer = b.add("p2", "hand", "Royal Treatment")
    b.lands("p1", "G")
    b.lands("p2", "G")
    engine, results = play(b, {"type": "cast", "card": spell, "targets": [bear]}, PASS,
                           {"type": "cast", "card": answer, "targets": [bear]}, PASS, PASS, PASS, PASS)
    assert {"type": "fizzle", "card": spell} in results[-1]["events"]
    assert [(r["name"], r["controller"]) for r in roles(engine)] == [("Royal", "p2")]


def test_WOE_19_role_spell_whose_target_died_creates_nothing() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Monstrous Rage")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "RR")
    engine, results = play(b, {"type": "cast", "card": spell, "targets": [bear]},
                           {"type": "cast", "card": bolt, "targets": [bear]}, PASS, PASS, PASS, PASS)
    assert {"type": "fizzle", "card": spell} in results[-1]["events"]
    assert roles(engine) == []


def test_WOE_20_untargeted_roles_reach_hexproof_and_shroud() -> None:
    b = SetupBuilder()
    scout = b.add("p2", "battlefield", "Gladecover Scout")
    sentinel = b.add("p2", "battlefield", "Veiled Sentinel of Test")
    spell = b.add("p1", "hand", "Hexing Crowd of Test")
    b.lands("p1", "G")
    engine, _ = play(b, {"type": "cast", "card": spell, "targets": []}, PASS, PASS)
    assert sorted(r["attached_to"] for r in roles(engine)) == sorted([scout, sentinel])
