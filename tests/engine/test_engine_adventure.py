"""The reference engine on the Adventure rulings (715), one situation per test, through the public API."""

from __future__ import annotations

from typing import Any

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

DRUID = "Questing Druid // Seek the Beast"
PASS: JSON = {"type": "pass"}


def start(b: SetupBuilder) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine


def cast(card: str, mode: str = "normal", targets: list[str] | None = None, alt_cost: str | None = None) -> JSON:
    return {"type": "cast", "card": card, "mode": mode, "targets": targets or [], "alt_cost": alt_cost}


def obj(engine: ReferenceEngine, card: str) -> JSON | None:
    return next((o for o in engine.observe(None)["objects"] if o["card"] == card), None)


def triggers(result: JSON) -> list[str]:
    return [e["source"] for e in result["events"] if e["type"] == "trigger"]


# ----- WOE-01 ---------------------------------------------------------------------------------------------


def exiled_druid(active: str = "p1", step: str = "precombat_main") -> tuple[SetupBuilder, str, str]:
    b = SetupBuilder(active=active, step=step)
    druid = b.add("p1", "exile", DRUID, cast_permission="adventure")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "GGR")
    return b, druid, bolt


def test_WOE_01_no_cast_from_exile_with_a_spell_on_the_stack() -> None:
    b, druid, bolt = exiled_druid()
    engine = start(b)
    assert engine.act(cast(bolt, targets=["p2"]))["accepted"]
    result = engine.act(cast(druid))
    assert not result["accepted"] and "307.1" in result["reason"]


def test_WOE_01_no_cast_from_exile_in_the_opponents_turn() -> None:
    b, druid, _ = exiled_druid(active="p2")
    engine = start(b)
    engine.act(PASS)
    assert engine.observe(None)["turn"]["priority"] == "p1"
    assert not engine.act(cast(druid))["accepted"]


def test_WOE_01_no_cast_from_exile_outside_a_main_phase() -> None:
    b, druid, _ = exiled_druid(step="beginning_of_combat")
    assert not start(b).act(cast(druid))["accepted"]


def test_WOE_01_cast_from_exile_in_own_main_phase_with_empty_stack() -> None:
    b, druid, _ = exiled_druid(step="postcombat_main")
    engine = start(b)
    assert engine.act(cast(druid))["accepted"]
    assert obj(engine, druid)["zone"] == "stack"


# ----- WOE-02 ---------------------------------------------------------------------------------------------


def test_WOE_02_discover_casts_the_adventure_for_free() -> None:
    b = SetupBuilder()
    survey = b.add("p1", "hand", "Seismic Survey of Test")
    druid = b.add("p1", "library", DRUID)
    b.lands("p1", "RRR")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    assert engine.act(cast(survey, targets=[bears]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert engine.observe(None)["pending_choice"]["kind"] == "discover_cast"
    result = engine.act(cast(druid, "adventure", alt_cost="free"))
    assert result["accepted"], result["reason"]
    paid = [e for e in result["events"] if e["type"] == "cost_paid" and e["card"] == druid]
    assert all(not e["mana"] and not e["other"] for e in paid)
    assert obj(engine, druid)["cast_as"] == "adventure"


# ----- WOE-03 / WOE-15 ----------------------------------------------------------------------------------


def innkeeper_and_druid(exiled: bool = False) -> tuple[SetupBuilder, str, str]:
    b = SetupBuilder()
    keeper = b.add("p1", "battlefield", "Edgewall Innkeeper")
    druid = b.add("p1", "exile" if exiled else "hand", DRUID, cast_permission="adventure" if exiled else None)
    b.lands("p1", "GGRR")
    for _ in range(3):
        b.add("p1", "library", "Forest")
    return b, keeper, druid


def test_WOE_03_adventure_spell_has_no_adventure_and_innkeeper_ignores_it() -> None:
    b, _, druid = innkeeper_and_druid()
    engine = start(b)
    result = engine.act(cast(druid, "adventure"))
    assert result["accepted"] and triggers(result) == []
    assert obj(engine, druid)["has_adventure"] is False


def test_WOE_15_innkeeper_triggers_on_a_never_adventured_druid() -> None:
    b, keeper, druid = innkeeper_and_druid()
    engine = start(b)
    assert obj(engine, druid)["has_adventure"] is True
    result = engine.act(cast(druid))
    assert triggers(result) == [keeper]
    assert obj(engine, druid)["has_adventure"] is True


def test_WOE_15_innkeeper_triggers_on_a_druid_cast_from_exile() -> None:
    b, keeper, druid = innkeeper_and_druid(exiled=True)
    engine = start(b)
    assert triggers(engine.act(cast(druid))) == [keeper]


# ----- WOE-04 ---------------------------------------------------------------------------------------------


def test_WOE_04_naming_the_adventure_stops_only_the_adventure() -> None:
    b = SetupBuilder()
    mage = b.add("p1", "hand", "Meddling Mage")
    druid = b.add("p1", "hand", DRUID)
    b.lands("p1", "WUGGRR")
    engine = start(b)
    engine.act(cast(mage))
    engine.act(PASS)
    engine.act(PASS)
    pending = engine.observe(None)["pending_choice"]
    assert pending["kind"] == "card_name" and "Seek the Beast" in pending["options"]
    assert engine.act({"type": "choose", "choice": "Seek the Beast"})["accepted"]
    assert not engine.act(cast(druid, "adventure"))["accepted"]
    assert engine.act(cast(druid))["accepted"]


# ----- WOE-05 ---------------------------------------------------------------------------------------------


def test_WOE_05_adventurer_exiled_another_way_cannot_be_cast() -> None:
    b = SetupBuilder()
    druid = b.add("p1", "exile", DRUID)
    b.lands("p1", "GGRR")
    engine = start(b)
    assert engine.observe(None)["cast_permissions"] == []
    assert not engine.act(cast(druid))["accepted"]
    assert not engine.act(cast(druid, "adventure"))["accepted"]


def test_WOE_05_impulse_exile_grants_only_the_impulse_permission() -> None:
    b = SetupBuilder()
    druid = b.add("p1", "hand", DRUID)
    other = b.add("p1", "library", "Galvanic Giant // Storm Reading")
    b.add("p1", "library", "Forest")
    b.lands("p1", "GGRRUUU")
    engine = start(b)
    engine.act(cast(druid, "adventure"))
    engine.act(PASS)
    engine.act(PASS)
    perms = [p for p in engine.observe(None)["cast_permissions"] if p["card"] == other]
    assert perms and {p["source"] for p in perms} == {"impulse"}
    assert [p for p in engine.observe(None)["cast_permissions"] if p["card"] == druid][0]["source"] == "adventure"


# ----- WOE-08 ---------------------------------------------------------------------------------------------


def test_WOE_08_resolving_adventure_is_exiled_and_castable() -> None:
    b, _, druid = innkeeper_and_druid()
    engine = start(b)
    engine.act(cast(druid, "adventure"))
    result = engine.act(PASS) and engine.act(PASS)
    assert {"type": "zone_move", "card": druid, "from": "stack", "to": "exile", "cause": "resolve"} in result["events"]
    assert engine.act(cast(druid))["accepted"]


def test_WOE_08_countered_adventure_goes_to_the_graveyard() -> None:
    b = SetupBuilder()
    druid = b.add("p1", "hand", DRUID)
    b.lands("p1", "GGRR")
    counter = b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    engine = start(b)
    engine.act(cast(druid, "adventure"))
    engine.act(PASS)
    engine.act(cast(counter, targets=[druid]))
    engine.act(PASS)
    engine.act(PASS)
    assert obj(engine, druid)["zone"] == "graveyard"
    assert engine.observe(None)["cast_permissions"] == []


# ----- WOE-09 / WOE-13 ----------------------------------------------------------------------------------


def test_WOE_09_adventure_characteristics_only_on_the_stack() -> None:
    b = SetupBuilder()
    druid = b.add("p1", "hand", DRUID)
    b.lands("p1", "GGRR")
    counter = b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    engine = start(b)
    engine.act(cast(druid, "adventure"))
    spell = obj(engine, druid)
    assert (spell["name"], spell["mana_cost"], spell["mana_value"], spell["colors"], spell["types"]) == (
        "Seek the Beast", "{1}{R}", 2, ["R"], ["Instant"])
    engine.act(PASS)
    engine.act(cast(counter, targets=[druid]))
    engine.act(PASS)
    engine.act(PASS)
    card = obj(engine, druid)
    assert (card["zone"], card["name"], card["colors"], card["types"]) == (
        "graveyard", "Questing Druid", ["G"], ["Creature"])


def test_WOE_13_graveyard_adventurer_is_not_an_instant_card() -> None:
    b = SetupBuilder()
    seeker = b.add("p1", "hand", "Archaeomancer")
    druid = b.add("p1", "graveyard", DRUID)
    bolt = b.add("p1", "graveyard", "Lightning Bolt")
    b.lands("p1", "UUUU")
    engine = start(b)
    assert obj(engine, druid)["types"] == ["Creature"] and obj(engine, druid)["mana_value"] == 2
    engine.act(cast(seeker))
    engine.act(PASS)
    engine.act(PASS)
    ability = engine.observe(None)["stack"][0]
    assert ability["kind"] == "ability" and ability["targets"] == [bolt]


def test_WOE_13_lone_graveyard_adventurer_leaves_trigger_without_target() -> None:
    b = SetupBuilder()
    seeker = b.add("p1", "hand", "Archaeomancer")
    b.add("p1", "graveyard", DRUID)
    b.lands("p1", "UUUU")
    engine = start(b)
    engine.act(cast(seeker))
    engine.act(PASS)
    engine.act(PASS)
    assert engine.observe(None)["stack"] == []


# ----- WOE-11 ---------------------------------------------------------------------------------------------


def test_WOE_11_johann_allows_the_adventure_not_the_creature() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", "Johann, Apprentice Sorcerer")
    druid = b.add("p1", "library", DRUID)
    b.add("p1", "library", "Forest")
    b.lands("p1", "GGRR")
    engine = start(b)
    allowed = {p["as"] for p in engine.observe(None)["cast_permissions"] if p["card"] == druid}
    assert allowed == {"adventure"}
    assert not engine.act(cast(druid))["accepted"]
    assert engine.act(cast(druid, "adventure"))["accepted"]


# ----- WOE-14 ---------------------------------------------------------------------------------------------


def test_WOE_14_token_copy_has_adventure_and_vanishes_when_bounced() -> None:
    b = SetupBuilder()
    druid = b.add("p1", "battlefield", DRUID)
    mirror = b.add("p1", "hand", "Mirror Image of Test")
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "UUUUR")
    engine = start(b)
    engine.act(cast(mirror, targets=[druid]))
    while engine.observe(None)["stack"]:
        engine.act(PASS)
    token = obj(engine, "t1")
    assert token is not None and token["token"] and token["has_adventure"] is True
    engine.act(cast(unsummon, targets=["t1"]))
    assert engine.act({"type": "choose", "choice": [druid, "t1"]})["accepted"]  # both Druids' triggers (603.3b)
    while engine.observe(None)["stack"]:
        engine.act(PASS)
    assert obj(engine, "t1") is None
    assert not engine.act(cast("t1", "adventure"))["accepted"]


# ----- WOE-16 ---------------------------------------------------------------------------------------------


def test_WOE_16_copy_of_adventure_is_exiled_then_ceases_to_exist() -> None:
    b = SetupBuilder()
    druid = b.add("p1", "hand", DRUID)
    twincast = b.add("p1", "hand", "Twincast")
    b.lands("p1", "GRUUGG")
    for _ in range(4):
        b.add("p1", "library", "Forest")
    engine = start(b)
    engine.act(cast(druid, "adventure"))
    engine.act(cast(twincast, targets=[druid]))
    events: list[JSON] = []
    while engine.observe(None)["stack"]:
        events += engine.act(PASS)["events"]
    assert {"type": "zone_move", "card": "t1", "from": "stack", "to": "exile", "cause": "resolve"} in events
    assert {"type": "sba", "rule": "704.5e", "card": "t1"} in events
    assert obj(engine, "t1") is None
    assert not engine.act(cast("t1"))["accepted"]
    assert engine.act(cast(druid))["accepted"]


def _playable(engine: Any, card: str) -> bool:
    return any(p["card"] == card for p in engine.observe(None)["cast_permissions"])


def _until_step(engine: Any, player: str, step: str) -> None:
    for _ in range(60):
        turn = engine.observe(None)["turn"]
        if turn["active_player"] == player and turn["step"] == step:
            return
        assert engine.act({"type": "pass"})["accepted"]
    raise AssertionError(f"never reached {player}'s {step}")


def test_seek_the_beast_lets_its_cards_be_played_until_its_caster_s_next_end_step() -> None:
    """Seek the Beast: the exiled cards stay playable past end of turn, until the caster's next end step
    begins (611.2b); cast in p1's own main phase, that is this turn's end step."""
    b = SetupBuilder()
    druid = b.add("p1", "hand", "Questing Druid // Seek the Beast")
    b.lands("p1", "RR")
    bears = b.add("p1", "library", "Grizzly Bears")
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Island")
    b.add("p2", "library", "Island")
    engine = start(b)
    assert engine.act(cast(druid, "adventure"))["accepted"]
    for _ in range(2):
        assert engine.act({"type": "pass"})["accepted"]
    assert _playable(engine, bears)
    _until_step(engine, "p1", "postcombat_main")
    assert _playable(engine, bears)
    _until_step(engine, "p1", "end")
    assert not _playable(engine, bears)


# ----- an adventurer whose normal face is a sorcery (Twice Upon a Time) -------------------------------------

TWICE = "Twice Upon a Time // Unlikely Meeting"
DOCTORS = ("The Third Doctor", "The Fugitive Doctor")


def test_715_4_an_adventurer_whose_normal_face_is_a_sorcery_is_a_sorcery_card_in_the_graveyard() -> None:
    b = SetupBuilder()
    seeker = b.add("p1", "hand", "Archaeomancer")
    twice = b.add("p1", "graveyard", TWICE)
    b.lands("p1", "UUUU")
    engine = start(b)
    assert obj(engine, twice)["types"] == ["Sorcery"] and obj(engine, twice)["mana_value"] == 6
    for action in (cast(seeker), PASS, PASS, PASS, PASS):
        assert engine.act(action)["accepted"]
    assert obj(engine, twice)["zone"] == "hand"  # Archaeomancer's trigger returned it


def test_715_3d_after_its_adventure_the_sorcery_is_cast_from_exile_by_its_own_rules() -> None:
    """Unlikely Meeting finds a Doctor and exiles the card with a permission (715.3d); Twice Upon a Time is then
    cast from exile only as a sorcery (307.1) and only with two Doctors (601.3); it exiles itself as it resolves
    (608.2n), a new object with no permission, and its controller takes an extra turn (500.7)."""
    b = SetupBuilder()
    twice = b.add("p1", "hand", TWICE)
    b.add("p1", "battlefield", DOCTORS[0])
    doctor = b.add("p1", "library", DOCTORS[1])
    b.add("p1", "library", "Forest")
    b.add("p2", "library", "Forest")
    b.lands("p1", "UUUUUUUUUUUURG")
    engine = start(b)
    for action in (cast(twice, "adventure"), PASS, PASS, {"type": "choose", "choice": doctor}):
        assert engine.act(action)["accepted"]
    assert obj(engine, doctor)["zone"] == "hand" and obj(engine, twice)["zone"] == "exile"
    assert not engine.act(cast(twice))["accepted"]  # one Doctor
    for action in (cast(doctor), PASS, PASS):
        assert engine.act(action)["accepted"]
    while engine.observe(None)["stack"] or engine.observe(None)["pending_choice"]:
        pending = engine.observe(None)["pending_choice"]
        engine.act({"type": "choose", "choice": pending["options"][0]} if pending else PASS)
    assert engine.observe(None)["turn"]["step"] == "precombat_main"
    assert engine.act(cast(twice))["accepted"]
    assert not engine.act(cast(twice))["accepted"]
    number = engine.observe(None)["turn"]["number"]
    assert engine.act(PASS)["accepted"] and engine.act(PASS)["accepted"]
    assert obj(engine, twice)["zone"] == "exile"
    assert not any(a.get("card") == twice for a in engine.legal_actions())  # a new object: no permission
    while engine.observe(None)["turn"]["number"] == number:  # passing, or the first answer to a question
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    assert engine.observe(None)["turn"]["active_player"] == "p1"  # the extra turn


def test_715_3d_the_sorcery_cast_from_exile_waits_for_its_controller_s_main_phase() -> None:
    b = SetupBuilder(step="upkeep")
    twice = b.add("p1", "exile", TWICE, cast_permission="adventure")
    for doctor in DOCTORS:
        b.add("p1", "battlefield", doctor)
    b.lands("p1", "UUUUUU")
    engine = start(b)
    assert not engine.act(cast(twice))["accepted"]
