"""The phase.rs adapter with cards of two faces or halves (LCI-02): real modal double-faced cards (712): card data
and land faces; a discovered split card (709) or modal card."""

from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

from setups import player as _player  # noqa: E402
from setups import two_player as _setup  # noqa: E402

from conformance.adapters.phase import PhaseEngine  # noqa: E402
from conformance.adapters.phase_cards import card_data  # noqa: E402
from conformance.adapters.phase_render import Unrenderable, render_face  # noqa: E402
from mtg_protocol.jsontypes import JSON
from reference_engine.cards.sets import mdfc  # noqa: E402

RECOVERY = "Bala Ged Recovery // Bala Ged Sanctuary"
PATHWAY = "Brightclimb Pathway // Grimclimb Pathway"


@pytest.fixture(scope="module")
def engine() -> PhaseEngine:
    return PhaseEngine()


def _obj(r: JSON, card: str) -> JSON:
    return next(o for o in r["observation"]["objects"] if o["card"] == card)


def _hand(engine: PhaseEngine) -> None:
    engine.setup(_setup(_player("p1", hand=[("c1", RECOVERY, {}), ("c2", PATHWAY, {})],
                                library=[("c9", "Island", {})], battlefield=[("c3", "Forest", {})]),
                        _player("p2", library=[("c10", "Island", {})])))


def test_every_real_modal_card_has_phase_card_data() -> None:
    data = card_data()
    for definition in mdfc.CARDS:
        assert definition["name"] in data.faces, data.unsupported.get(definition["name"])


def test_a_land_back_face_is_worded_from_the_pool() -> None:
    tapped = {"name": "L", "types": ["Land"], "abilities": [
        {"kind": "as_enters", "effects": [{"do": "enters_tapped"}]}, {"kind": "mana", "produces": "G"}]}
    assert render_face(tapped) == "This land enters tapped.\n{T}: Add {G}."
    with pytest.raises(Unrenderable):
        render_face({"name": "L", "types": ["Land"], "abilities": [{"kind": "mana", "produces": "any"}]})


def test_play_land_offers_and_plays_the_land_faces(engine: PhaseEngine) -> None:
    _hand(engine)
    plays = sorted((a["card"], a.get("mode", "normal")) for a in engine.legal_actions() if a["type"] == "play_land")
    assert plays == [("c1", "back"), ("c2", "back"), ("c2", "normal")]
    refused = engine.act({"type": "play_land", "card": "c1"})  # the front face is a sorcery
    assert not refused["accepted"] and refused["events"] == []
    r = engine.act({"type": "play_land", "card": "c1", "mode": "back"})
    assert r["accepted"], r["reason"]
    land = _obj(r, "c1")
    assert (land["zone"], land["name"], land["tapped"], land["mana_value"]) == (
        "battlefield", "Bala Ged Sanctuary", True, 0)


def test_a_pathway_is_played_with_the_face_asked_for(engine: PhaseEngine) -> None:
    for mode, name in (("back", "Grimclimb Pathway"), ("normal", "Brightclimb Pathway")):
        _hand(engine)
        r = engine.act({"type": "play_land", "card": "c2", "mode": mode})
        assert r["accepted"], r["reason"]
        assert (_obj(r, "c2")["name"], _obj(r, "c2")["tapped"]) == (name, False)


def _discover(engine: PhaseEngine, hit: str) -> JSON:
    """p1's Walk with the Ancestors (discover 4, no target chosen) resolves with `hit` on top of the library."""
    engine.setup(_setup(_player("p1", hand=[("c1", "Walk with the Ancestors", {})],
                                library=[("c2", hit, {}), ("c9", "Island", {})],
                                battlefield=[(f"c{3 + i}", "Forest", {}) for i in range(5)]),
                        _player("p2", library=[("c10", "Island", {})], battlefield=[("c11", "Grizzly Bears", {})])))
    r: JSON = {}
    for action in ({"type": "cast", "card": "c1", "targets": []}, {"type": "pass"}, {"type": "pass"}):
        r = engine.act(action)
        assert r["accepted"], r["reason"]
    return r


@pytest.mark.parametrize(("mode", "targets", "name"), [("left", ["p2"], "Fire"), ("right", ["c11"], "Ice")])
def test_a_discovered_split_card_may_be_cast_as_either_half(engine: PhaseEngine, mode: str, targets: list[str],
                                                            name: str) -> None:
    r = _discover(engine, "Fire // Ice")
    assert sorted(p["as"] for p in r["observation"]["cast_permissions"] if p["source"] == "discover") == [
        "left", "right"]
    r = engine.act({"type": "cast", "card": "c2", "mode": mode, "alt_cost": "free", "targets": targets})
    assert r["accepted"], r["reason"]
    assert (_obj(r, "c2")["zone"], _obj(r, "c2")["name"]) == ("stack", name)


def test_a_discovered_modal_card_is_cast_with_its_front_face(engine: PhaseEngine) -> None:
    r = _discover(engine, "Skyclave Cleric // Skyclave Basilica")
    assert [p["as"] for p in r["observation"]["cast_permissions"] if p["source"] == "discover"] == ["normal"]
    r = engine.act({"type": "cast", "card": "c2", "mode": "normal", "alt_cost": "free", "targets": []})
    assert r["accepted"], r["reason"]
    assert (_obj(r, "c2")["zone"], _obj(r, "c2")["name"], _obj(r, "c2")["mana_value"]) == (
        "stack", "Skyclave Cleric", 2)
