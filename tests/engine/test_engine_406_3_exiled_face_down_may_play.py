"""406.3, 406.3a, 701.13a: "exile the top two cards of target opponent's library face down; you may look at and play
those cards for as long as they remain exiled" (Decadent Dragon // Expensive Taste): the cards are hidden from their
owner and known to the caster (406.3); the caster casts a spell among them (turned face up as it is cast) or plays a
land among them, in later turns too; the permission ends with the card's exile (400.7)."""

from __future__ import annotations

from test_engine_adventure_cards import until
from test_engine_core import ok, passes, start, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

DRAGON = "Decadent Dragon // Expensive Taste"


def _taste() -> tuple[ReferenceEngine, str, str, str, str]:
    b = SetupBuilder()
    dragon = b.add("p1", "hand", DRAGON)
    b.lands("p1", "BBBGG")
    bears, forest, third = (b.add("p2", "library", name) for name in ("Grizzly Bears", "Forest", "Island"))
    for _ in range(3):
        b.add("p1", "library", "Swamp")
    b.add("p2", "library", "Island")
    engine = start(b)
    ok(engine, {"type": "cast", "card": dragon, "mode": "adventure", "targets": ["p2"]})
    passes(engine, 2)
    return engine, dragon, bears, forest, third


def _seen(engine: ReferenceEngine, viewer: str, card: str) -> JSON:
    return next(o for o in engine.observe(viewer)["objects"] if o["card"] == card)


def test_406_3_the_cards_are_exiled_face_down_known_to_the_caster_alone() -> None:
    engine, dragon, bears, forest, third = _taste()
    assert zone(engine, bears) == "exile" and zone(engine, forest) == "exile" and zone(engine, third) == "library"
    assert zone(engine, dragon) == "exile"  # 715.4: on an adventure
    assert _seen(engine, "p1", bears)["face_down"] and _seen(engine, "p1", bears)["name"] == "Grizzly Bears"
    assert _seen(engine, "p2", bears)["hidden"] and _seen(engine, "p2", bears)["name"] is None


def test_406_3a_the_caster_casts_a_spell_and_plays_a_land_from_among_them() -> None:
    engine, _, bears, forest, _ = _taste()
    assert any(a["type"] == "cast" and a["card"] == bears for a in engine.legal_actions())
    ok(engine, {"type": "cast", "card": bears, "mode": "normal", "targets": []})
    passes(engine, 2)
    assert zone(engine, bears) == "battlefield"
    bear = _seen(engine, "p2", bears)
    assert bear["controller"] == "p1" and bear["owner"] == "p2" and bear["name"] == "Grizzly Bears"
    play: JSON = {"type": "play_land", "card": forest}
    assert play in engine.legal_actions()
    ok(engine, play)
    assert zone(engine, forest) == "battlefield"


def test_406_3_the_permission_lasts_into_later_turns_and_the_owner_has_none() -> None:
    engine, _, bears, forest, _ = _taste()
    until(engine, "p2", "precombat_main")
    assert not engine.act({"type": "play_land", "card": forest})["accepted"]  # p2 owns it, but may not play it
    until(engine, "p1", "precombat_main")
    ok(engine, {"type": "play_land", "card": forest})  # still exiled: still p1's to play
    assert zone(engine, forest) == "battlefield" and zone(engine, bears) == "exile"
