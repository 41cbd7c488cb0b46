"""The reference engine on restrictions on activating abilities (602.5b) and sacrifice costs naming a kind of
permanent (118.3, 701.21a): June, Bounty Hunter's "another creature" during its controller's turn, Detective's
Satchel's Thopter only in a turn its controller sacrificed an artifact."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
JUNE = "June, Bounty Hunter"
SATCHEL = "Detective's Satchel"


def start(b: SetupBuilder) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine


def activate(card: str, sacrifice: list[str] | None = None) -> JSON:
    action: JSON = {"type": "activate", "card": card, "ability": 0, "targets": []}
    if sacrifice:
        action["sacrifice"] = sacrifice
    return action


def kinds_on_battlefield(engine: ReferenceEngine, subtype: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and subtype in o["subtypes"])


def june_and_a_bear(active: str) -> tuple[ReferenceEngine, str, str]:
    b = SetupBuilder(active=active)
    june = b.add("p1", "battlefield", JUNE)
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "B")
    return start(b), june, bear


def test_602_5b_an_ability_activated_only_during_your_turn_is_refused_in_an_opponents_turn() -> None:
    engine, june, bear = june_and_a_bear("p2")
    assert engine.act(PASS)["accepted"]  # p2 passes: p1 holds priority in p2's main phase
    refused = engine.act(activate(june, [bear]))
    assert not refused["accepted"], refused
    engine, june, bear = june_and_a_bear("p1")
    assert engine.act(activate(june, [bear]))["accepted"]


def test_118_3_a_cost_sacrificing_another_creature_cant_be_paid_with_the_source() -> None:
    engine, june, bear = june_and_a_bear("p1")
    assert not engine.act(activate(june, [june]))["accepted"]
    assert engine.act(activate(june, [bear]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert kinds_on_battlefield(engine, "Clue") == 1
    zones = {o["card"]: o["zone"] for o in engine.observe(None)["objects"]}
    assert zones[bear] == "graveyard" and zones[june] == "battlefield"


def test_602_5b_an_ability_activated_only_after_sacrificing_an_artifact_this_turn() -> None:
    b = SetupBuilder()
    satchel = b.add("p1", "battlefield", SATCHEL)
    clue = b.add("p1", "battlefield", "Clue", token=True)
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    june = b.add("p1", "battlefield", JUNE)
    b.lands("p1", "BUU")
    engine = start(b)
    assert not engine.act(activate(satchel))["accepted"]
    assert engine.act(activate(june, [bear]))["accepted"]  # a creature sacrificed: not an artifact
    engine.act(PASS)
    engine.act(PASS)
    assert not engine.act(activate(satchel))["accepted"]
    assert engine.act(activate(clue))["accepted"]  # the Clue's own cost sacrifices an artifact (701.21a)
    assert engine.act(activate(satchel))["accepted"]
    for _ in range(4):
        engine.act(PASS)
    assert kinds_on_battlefield(engine, "Thopter") == 1



def test_701_21a_whenever_you_sacrifice_a_token_triggers_on_a_token_only() -> None:
    b = SetupBuilder()
    eloise = b.add("p1", "battlefield", "Eloise, Nephalia Sleuth")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    wrench = b.add("p1", "battlefield", "Wrench")
    b.lands("p1", "UUUU")
    for _ in range(3):
        b.add("p1", "library", "Island")
    engine = start(b)
    assert engine.act(activate(wrench))["accepted"]  # its own cost sacrifices it: a nontoken artifact
    assert [s["source"] for s in engine.observe(None)["stack"]] == [wrench]
    engine.act(PASS)
    engine.act(PASS)
    assert engine.act(activate(clue))["accepted"]
    assert [s["source"] for s in engine.observe(None)["stack"]] == [eloise, clue]  # a token: it triggers (603.2)


def test_502_3_and_602_5_an_auras_holds_on_the_permanent_it_enchants() -> None:
    b = SetupBuilder()
    hold = b.add("p1", "hand", "Hold for Questioning")
    veteran = b.add("p2", "battlefield", "Embereth Veteran")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "UUUU")
    b.lands("p2", "RR")
    engine = start(b)
    assert engine.act({"type": "cast", "card": hold, "mode": "normal", "targets": [veteran], "alt_cost": None})[
        "accepted"]
    for _ in range(4):
        engine.act(PASS)  # the Aura resolves, then its enters trigger: the Veteran tapped, a Clue for p1
    state = {o["card"]: o for o in engine.observe(None)["objects"]}
    assert state[hold]["attached_to"] == veteran and state[veteran]["tapped"]
    assert kinds_on_battlefield(engine, "Clue") == 1
    assert engine.act(PASS)["accepted"]  # p2 holds priority: the Veteran's ability can't be activated (602.5)
    refused = engine.act({"type": "activate", "card": veteran, "ability": 0, "targets": [bear], "sacrifice": []})
    assert not refused["accepted"] and "can't be activated" in str(refused["reason"])
    while engine.observe(None)["turn"]["active_player"] == "p1":
        assert engine.act(PASS)["accepted"] or engine.act({"type": "declare_attackers", "attackers": {}})["accepted"]
    assert next(o for o in engine.observe(None)["objects"] if o["card"] == veteran)["tapped"]  # 502.3: still



def test_601_2f_artifact_abilities_cost_one_less_but_never_less_than_one_mana() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", "Forensic Gadgeteer")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.add("p1", "library", "Island")
    b.lands("p1", "U")
    engine = start(b)
    assert engine.act(activate(clue))["accepted"]  # {2} less {1}: the one Island pays it
    b = SetupBuilder()
    b.add("p1", "battlefield", "Forensic Gadgeteer")
    lantern = b.add("p1", "battlefield", "Ghost Lantern // Bind Spirit")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)  # no land: the Lantern's equip {1} stays {1}, never less than one mana
    assert not engine.act({"type": "activate", "card": lantern, "ability": 0, "targets": [bear]})["accepted"]
