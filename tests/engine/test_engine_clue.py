"""Example-based tests: the reference engine follows the Clue and investigate rulings."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS = {"type": "pass"}
ALQUIST = "Alquist Proft, Master Sleuth"


def start(b: SetupBuilder) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine


def alquist(card: str, victim: str) -> JSON:
    return {"type": "activate", "card": card, "ability": 0, "targets": [], "x": 0, "sacrifice": [victim]}


def test_MKM_05_clue_sacrificed_for_its_own_ability_cant_pay_alquist() -> None:
    b = SetupBuilder()
    proft = b.add("p1", "battlefield", ALQUIST)
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.lands("p1", "BBUUW")
    engine = start(b)
    assert engine.act({"type": "activate", "card": clue, "ability": 0, "targets": []})["accepted"]
    assert not engine.act(alquist(proft, clue))["accepted"]


def test_MKM_05_wrench_sacrificed_for_alquist_cant_pay_its_own_ability() -> None:
    b = SetupBuilder()
    proft = b.add("p1", "battlefield", ALQUIST)
    wrench = b.add("p1", "battlefield", "Wrench")
    b.lands("p1", "BBUUW")
    engine = start(b)
    assert engine.act(alquist(proft, wrench))["accepted"]
    assert not engine.act({"type": "activate", "card": wrench, "ability": 0, "targets": []})["accepted"]


def test_MKM_13_targeted_investigate_with_illegal_target_makes_no_clue() -> None:
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Probing Inquiry of Test")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p1", "UU")
    b.lands("p2", "R")
    engine = start(b)
    for action in ({"type": "cast", "card": spell, "targets": [bear]}, PASS,
                   {"type": "cast", "card": bolt, "targets": [bear]}, PASS, PASS, PASS):
        assert engine.act(action)["accepted"]
    result = engine.act(PASS)
    assert {"type": "fizzle", "card": spell} in result["events"]
    assert not [o for o in result["observation"]["objects"] if o["name"] == "Clue"]


def test_MKM_15_wrench_pays_a_sacrifice_a_clue_cost() -> None:
    b = SetupBuilder()
    proft = b.add("p1", "battlefield", ALQUIST)
    wrench = b.add("p1", "battlefield", "Wrench")
    b.lands("p1", "UUW")
    result = start(b).act(alquist(proft, wrench))
    assert result["accepted"], result["reason"]
    assert {"type": "zone_move", "card": wrench, "from": "battlefield", "to": "graveyard",
            "cause": "sacrifice"} in result["events"]


def test_MKM_16_tracker_triggers_on_a_clue_sacrificed_for_deadly_dispute() -> None:
    b = SetupBuilder()
    tracker = b.add("p1", "battlefield", "Tireless Tracker")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    dispute = b.add("p1", "hand", "Deadly Dispute")
    b.lands("p1", "BB")
    result = start(b).act({"type": "cast", "card": dispute, "targets": [],
                           "additional_costs": [{"sacrifice": [clue]}]})
    assert result["accepted"], result["reason"]
    assert [e["source"] for e in result["events"] if e["type"] == "trigger"] == [tracker]


def test_MKM_16_tracker_triggers_on_a_clue_sacrificed_for_alquist() -> None:
    b = SetupBuilder()
    proft = b.add("p1", "battlefield", ALQUIST)
    tracker = b.add("p1", "battlefield", "Tireless Tracker")
    golem = b.add("p1", "battlefield", "Clue Golem of Test")
    b.lands("p1", "UUW")
    result = start(b).act(alquist(proft, golem))
    assert [e["source"] for e in result["events"] if e["type"] == "trigger"] == [tracker]


def test_MKM_17_changeling_is_not_a_clue_but_a_clue_golem_is() -> None:
    b = SetupBuilder()
    proft = b.add("p1", "battlefield", ALQUIST)
    outcast = b.add("p1", "battlefield", "Changeling Outcast")
    golem = b.add("p1", "battlefield", "Clue Golem of Test")
    b.lands("p1", "UUW")
    engine = start(b)
    observed = {o["card"]: o for o in engine.observe(None)["objects"]}
    assert "Clue" not in observed[outcast]["subtypes"]
    assert observed[golem]["types"] == ["Artifact", "Creature"] and "Clue" in observed[golem]["subtypes"]
    assert not engine.act(alquist(proft, outcast))["accepted"]
    assert engine.act(alquist(proft, golem))["accepted"]
