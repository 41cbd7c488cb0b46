"""715.3d with a land card: after its Adventure resolves, a Town in exile may be played as a land (305.1), with the
usual timing and one land a turn (305.2), and never cast."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ISHGARD = "Ishgard, the Holy See // Faith & Grief"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def resolved_faith_and_grief(extra_land_in_hand: bool = False) -> tuple[ReferenceEngine, str, str | None, str]:
    b = SetupBuilder()
    town = b.add("p1", "hand", ISHGARD)
    plains = b.add("p1", "hand", "Plains") if extra_land_in_hand else None
    b.lands("p1", "WWWWW")
    b.add("p1", "library", "Plains")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": town, "mode": "adventure", "targets": []})["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert obj(engine, town)["zone"] == "exile"
    return engine, town, plains, "p1"


def test_a_town_its_adventure_exiled_is_played_as_a_land_from_exile() -> None:
    engine, town, _, _ = resolved_faith_and_grief()
    assert {"type": "play_land", "card": town} in engine.legal_actions()
    assert engine.act({"type": "play_land", "card": town})["accepted"]
    land = obj(engine, town)
    assert land["zone"] == "battlefield" and land["tapped"]  # it enters tapped (614.1c)
    assert not engine.observe(None).get("cast_permissions")


def test_the_town_is_played_not_cast_and_counts_as_the_land_of_the_turn() -> None:
    engine, town, plains, _ = resolved_faith_and_grief(extra_land_in_hand=True)
    assert not engine.act({"type": "cast", "card": town, "mode": "normal"})["accepted"]  # 305.9: a land isn't cast
    assert plains is not None and engine.act({"type": "play_land", "card": plains})["accepted"]
    refused = engine.act({"type": "play_land", "card": town})
    assert not refused["accepted"] and "already played a land" in refused["reason"]  # 305.2


def test_a_town_exiled_another_way_is_not_playable() -> None:
    b = SetupBuilder()
    town = b.add("p1", "exile", ISHGARD)
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert not engine.act({"type": "play_land", "card": town})["accepted"]
    assert {"type": "play_land", "card": town} not in engine.legal_actions()


def test_faith_and_grief_returns_up_to_two_artifact_or_enchantment_cards() -> None:
    b = SetupBuilder()
    town = b.add("p1", "hand", ISHGARD)
    giant = b.add("p1", "graveyard", "Bonecrusher Giant // Stomp")
    season = b.add("p1", "graveyard", "Doubling Season")
    wrench = b.add("p1", "graveyard", "Wrench")
    b.lands("p1", "WWWWW")
    engine = ReferenceEngine()
    engine.setup(b.build())
    legal = [a["targets"] for a in engine.legal_actions() if a.get("card") == town and a.get("mode") == "adventure"]
    assert all(giant not in t for t in legal)  # a creature card is no legal target
    assert [season, wrench] in legal and [] in legal and [season, season] not in legal  # 115.3: up to two, distinct
    engine.act({"type": "cast", "card": town, "mode": "adventure", "targets": [season, wrench]})
    engine.act(PASS)
    engine.act(PASS)
    assert obj(engine, season)["zone"] == "hand" and obj(engine, wrench)["zone"] == "hand"
