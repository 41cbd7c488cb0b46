"""Example-based tests: real modal double-faced cards (712) in the reference engine."""

from __future__ import annotations

from test_engine_core import ok, start
from test_engine_discover import PASS, discovering, free, obj, refused

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

RECOVERY = "Bala Ged Recovery // Bala Ged Sanctuary"
PATHWAY = "Brightclimb Pathway // Grimclimb Pathway"


def _in_hand(*names: str, lands: str = "", graveyard: tuple[str, ...] = ()) -> tuple[ReferenceEngine, list[str]]:
    """p1 holds `names` (and has `graveyard` in the graveyard): the engine and the ids, hand first."""
    b = SetupBuilder()
    ids = [b.add("p1", "hand", n) for n in names] + [b.add("p1", "graveyard", n) for n in graveyard]
    b.lands("p1", lands)
    return start(b), ids


def _land_plays(engine: ReferenceEngine) -> list[tuple[str, str]]:
    return sorted((a["card"], a.get("mode", "normal")) for a in engine.legal_actions()
                  if a["type"] == "play_land")


def test_712_8a_off_the_stack_a_modal_card_has_only_its_front_face() -> None:
    engine, (zof, recovery) = _in_hand("Zof Consumption // Zof Bloodbog", RECOVERY)
    assert obj(engine, zof)["mana_value"] == 6
    assert obj(engine, zof)["name"] == "Zof Consumption"
    assert obj(engine, recovery)["types"] == ["Sorcery"]


def test_712_12_a_spell_land_card_is_played_with_its_land_face_and_never_cast_so() -> None:
    engine, (recovery,) = _in_hand(RECOVERY, lands="GGG")
    assert _land_plays(engine) == [(recovery, "back")]
    assert "can't be cast as back" in refused(engine, {"type": "cast", "card": recovery, "mode": "back",
                                                       "targets": []})
    assert "is not a land" in refused(engine, {"type": "play_land", "card": recovery})
    ok(engine, {"type": "play_land", "card": recovery, "mode": "back"})
    land = obj(engine, recovery)
    assert (land["zone"], land["name"], land["types"], land["mana_value"]) == (
        "battlefield", "Bala Ged Sanctuary", ["Land"], 0)  # 712.8f: only the face that is up
    assert land["tapped"]  # the land face's own "enters tapped" (614.1c)


def test_712_12_either_face_of_a_pathway_may_be_played_and_neither_cast() -> None:
    engine, (pathway,) = _in_hand(PATHWAY)
    assert _land_plays(engine) == [(pathway, "back"), (pathway, "normal")]
    assert not [a for a in engine.legal_actions() if a["type"] == "cast"]
    ok(engine, {"type": "play_land", "card": pathway, "mode": "back"})
    land = obj(engine, pathway)
    assert (land["name"], land["tapped"]) == ("Grimclimb Pathway", False)


def test_712_12_only_a_modal_card_has_a_back_land_face() -> None:
    engine, (forest,) = _in_hand("Forest")
    assert "no land face 'back'" in refused(engine, {"type": "play_land", "card": forest, "mode": "back"})
    ok(engine, {"type": "play_land", "card": forest})


def test_712_11b_the_front_face_is_cast_and_resolves_as_that_face() -> None:
    engine, (recovery, bear) = _in_hand(RECOVERY, lands="GGG", graveyard=("Grizzly Bears",))
    ok(engine, {"type": "cast", "card": recovery, "targets": [bear]}, PASS, PASS)
    assert obj(engine, bear)["zone"] == "hand"
    assert obj(engine, recovery)["zone"] == "graveyard"


def test_LCI_02_discover_passes_over_a_pathway_and_casts_a_modal_front_face_that_fits() -> None:
    engine, _, lib = discovering("Discover Four of Test", [PATHWAY, "Skyclave Cleric // Skyclave Basilica"])
    assert obj(engine, lib[0])["zone"] == "exile"  # a land card (712.8a: its front face) is passed over
    modes = {p["as"] for p in engine.observe(None)["cast_permissions"] if p["source"] == "discover"}
    assert modes == {"normal"}  # the back face is a land: never cast (712.11c)
    refused(engine, free(lib[1], "back"))
    ok(engine, free(lib[1]))
    assert obj(engine, lib[1])["name"] == "Skyclave Cleric"


def test_701_57a_a_modal_card_whose_front_face_is_over_the_discover_value_is_passed_over() -> None:
    engine, _, lib = discovering("Discover Four of Test", ["Makindi Stampede // Makindi Mesas", "Forest"])
    assert obj(engine, lib[0])["zone"] == "library"  # mana value 5 (its front face, 712.8a): not a hit
    assert not [p for p in engine.observe(None)["cast_permissions"] if p["source"] == "discover"]
