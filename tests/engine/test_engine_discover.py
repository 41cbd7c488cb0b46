"""Example-based tests: the reference engine follows the LCI rulings on discover, free casts and mana value."""

from __future__ import annotations

from typing import Any

from test_engine_core import ok, start

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS = {"type": "pass"}
HAND = {"type": "choose", "choice": "hand"}


def refused(engine: ReferenceEngine, action: JSON) -> str:
    result = engine.act(action)
    assert not result["accepted"], action
    return str(result["reason"])


def free(card: str, mode: str = "normal", **rest: Any) -> JSON:
    return {"type": "cast", "card": card, "mode": mode, "alt_cost": "free", "targets": [], **rest}


def obj(engine: ReferenceEngine, card: str, viewer: str | None = None) -> JSON:
    return next(o for o in engine.observe(viewer)["objects"] if o["card"] == card)


def discovering(source: str, library: list[str], lands: str = "RRR",
                extra: tuple[tuple[str, str, str], ...] = ()) -> tuple[ReferenceEngine, str, list[str]]:
    """p1 casts `source` (untargeted) and lets it resolve; returns (engine, source id, library ids)."""
    b = SetupBuilder()
    src = b.add("p1", "hand", source)
    b.lands("p1", lands)
    for pid, zone, name in extra:
        b.add(pid, zone, name)
    lib = [b.add("p1", "library", name) for name in library]
    engine = start(b)
    ok(engine, {"type": "cast", "card": src, "targets": []}, PASS, PASS)
    return engine, src, lib


def test_LCI_01_free_cast_still_needs_the_mandatory_sacrifice() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Village Rites"],
                                 extra=(("p1", "battlefield", "Grizzly Bears"),))
    bear = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Grizzly Bears")
    assert "601.2f" in refused(engine, free(lib[0]))
    ok(engine, free(lib[0], additional_costs=[{"sacrifice": [bear]}]))
    assert obj(engine, bear)["zone"] == "graveyard"


def test_LCI_01_free_cast_allows_no_face_down_casting() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Hidden Courier of Test"])
    refused(engine, {"type": "cast", "card": lib[0], "mode": "face_down", "alt_cost": "disguise", "targets": []})
    refused(engine, {"type": "cast", "card": lib[0], "mode": "face_down", "alt_cost": "free", "targets": []})
    ok(engine, free(lib[0]))
    assert obj(engine, lib[0])["face_down"] is False


def test_LCI_01_free_cast_pays_kicker_and_tax() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Burst Lightning"], lands="RRRRRRRR",
                                 extra=(("p1", "battlefield", "Thalia, Guardian of Thraben"),))
    ok(engine, free(lib[0], targets=["p2"], additional_costs=["kicker"]))
    tapped = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["tapped"]]
    assert len(tapped) == 3 + 5  # Discover Four ({1}{R} + Thalia's {1}), then kicker {4} + Thalia's {1}


def test_LCI_02_discover_four_allows_the_giant_but_not_storm_reading() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Forest", "Galvanic Giant // Storm Reading"])
    modes = {p["as"] for p in engine.observe(None)["cast_permissions"] if p["source"] == "discover"}
    assert modes == {"normal"}
    assert "greater than 4" in refused(engine, free(lib[1], "adventure"))
    ok(engine, free(lib[1]))
    assert obj(engine, lib[1])["zone"] == "stack"


def test_LCI_02_discover_seven_allows_storm_reading() -> None:
    engine, _, lib = discovering("Discover Seven of Test", ["Galvanic Giant // Storm Reading"])
    ok(engine, free(lib[0], "adventure"))
    assert obj(engine, lib[0])["name"] == "Storm Reading"
    assert obj(engine, lib[0])["mana_value"] == 7


def test_LCI_02_discover_limits_the_back_face_of_a_modal_card() -> None:
    b = SetupBuilder()
    src = b.add("p1", "hand", "Seismic Survey of Test")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    paths = b.add("p1", "library", "Twin Paths of Test // Far Path of Test")
    engine = start(b)
    ok(engine, {"type": "cast", "card": src, "targets": [bear]}, PASS, PASS)
    assert "greater than 3" in refused(engine, free(paths, "back"))  # Far Path has mana value 4
    ok(engine, free(paths))
    engine, _, lib = discovering("Discover Four of Test", ["Twin Paths of Test // Far Path of Test"])
    ok(engine, free(lib[0], "back"))
    assert obj(engine, lib[0])["name"] == "Far Path of Test"


def test_LCI_03_split_card_counts_both_halves() -> None:
    b = SetupBuilder()
    b.add("p1", "hand", "Fire // Ice")
    engine = start(b)
    assert obj(engine, "c1")["mana_value"] == 4


def test_LCI_03_discover_three_passes_over_fire_ice() -> None:
    b = SetupBuilder()
    src = b.add("p1", "hand", "Seismic Survey of Test")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    fire_ice = b.add("p1", "library", "Fire // Ice")
    target = b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, {"type": "cast", "card": src, "targets": [bear]}, PASS, PASS)
    assert obj(engine, target)["zone"] == "exile"
    assert obj(engine, fire_ice)["zone"] == "exile"  # passed over, goes to the bottom after the choice
    ok(engine, HAND)
    assert obj(engine, fire_ice)["zone"] == "library"


def test_LCI_03_discover_four_casts_one_half() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Fire // Ice"])
    modes = {p["as"] for p in engine.observe(None)["cast_permissions"] if p["source"] == "discover"}
    assert modes == {"left", "right"}
    ok(engine, free(lib[0], "left", targets=["p2"]))
    assert obj(engine, lib[0])["name"] == "Fire"
    assert obj(engine, lib[0])["mana_value"] == 2


def test_LCI_04_kicker_and_tax_leave_mana_value_alone() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Burst Lightning"], lands="RRRRRRRR",
                                 extra=(("p1", "battlefield", "Thalia, Guardian of Thraben"),))
    ok(engine, free(lib[0], targets=["p2"], additional_costs=["kicker"]))
    assert obj(engine, lib[0])["mana_value"] == 1


def test_LCI_04_face_down_spell_has_mana_value_zero() -> None:
    b = SetupBuilder()
    courier = b.add("p1", "hand", "Hidden Courier of Test")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, {"type": "cast", "card": courier, "mode": "face_down", "alt_cost": "disguise", "targets": []})
    assert obj(engine, courier)["mana_value"] == 0


def test_LCI_05_discovered_cards_are_seen_by_every_player() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Forest", "Grizzly Bears"])
    for viewer in ("p1", "p2"):
        assert [obj(engine, c, viewer)["identity"] for c in lib] == ["Forest", "Grizzly Bears"]


def test_LCI_06_free_x_spell_has_x_zero() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Blaze"])
    assert "107.3b" in refused(engine, free(lib[0], targets=["p2"], x=2))
    ok(engine, free(lib[0], targets=["p2"], x=0), PASS, PASS)
    assert engine.observe(None)["players"][1]["life"] == 20


def test_LCI_07_x_counts_on_the_stack() -> None:
    b = SetupBuilder()
    blaze = b.add("p1", "hand", "Blaze")
    b.lands("p1", "RRRR")
    engine = start(b)
    assert obj(engine, blaze)["mana_value"] == 1
    ok(engine, {"type": "cast", "card": blaze, "targets": ["p2"], "x": 3})
    assert obj(engine, blaze)["mana_value"] == 4
    ok(engine, PASS, PASS)
    assert obj(engine, blaze)["mana_value"] == 1  # in the graveyard X is 0 again


def test_LCI_08_discover_exiles_and_offers_only_cast_or_hand() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Forest", "Grizzly Bears"])
    assert engine.observe(None)["pending_choice"] == {"player": "p1", "kind": "discover_cast", "options": ["hand"]}
    assert [obj(engine, c)["zone"] for c in lib] == ["exile", "exile"]
    ok(engine, HAND)
    assert [obj(engine, c)["zone"] for c in lib] == ["library", "hand"]


def test_LCI_09_fizzled_survey_discovers_nothing() -> None:
    b = SetupBuilder()
    src = b.add("p1", "hand", "Seismic Survey of Test")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    bounce = b.add("p2", "hand", "Unsummon")
    b.lands("p1", "RRR")
    b.lands("p2", "U")
    lib = b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, {"type": "cast", "card": src, "targets": [bear]}, PASS,
       {"type": "cast", "card": bounce, "targets": [bear]}, PASS, PASS)
    result = ok(engine, PASS, PASS)
    assert {"type": "fizzle", "card": src} in result["events"]
    assert obj(engine, lib)["zone"] == "library"
    assert obj(engine, src)["zone"] == "graveyard"


def test_LCI_10_uncastable_discovered_card_goes_to_hand() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Unsummon"])
    assert engine.observe(None)["pending_choice"] is None
    assert obj(engine, lib[0])["zone"] == "hand"


def test_LCI_10_unpayable_mandatory_cost_goes_to_hand() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Village Rites"])
    assert obj(engine, lib[0])["zone"] == "hand"
