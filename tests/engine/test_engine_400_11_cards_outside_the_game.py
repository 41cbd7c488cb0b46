"""400.11, 400.11a-c: a setup's sideboard lists the cards a player owns outside the game. They are in no zone, so no
observation shows them; a "wish" (Granted, Fae of Wishes' Adventure) lets its controller pick one of their own that
its filter allows, or none (608.2d), reveals it and puts it into their hand with its setup id (400.11b)."""

from __future__ import annotations

import pytest
from test_engine_core import cast, ok, passes, start, zone
from test_engine_optional import choose, pending

from mtg_protocol.engine import EngineError
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

FAE = "Fae of Wishes // Granted"


def _granted(*sideboard: tuple[str, str]) -> tuple[ReferenceEngine, str, list[str]]:
    """p1 casts Granted with `sideboard` ((owner, card) pairs) outside the game; the spell resolves."""
    b = SetupBuilder()
    fae = b.add("p1", "hand", FAE)
    b.lands("p1", "UUUU")
    outside = [b.add(owner, "sideboard", card) for owner, card in sideboard]
    b.add("p1", "library", "Island")
    b.add("p2", "library", "Island")
    engine = start(b)
    assert all(zone(engine, cid) is None for cid in outside)  # 400.11: in no zone, so in no observation
    ok(engine, cast(fae, mode="adventure"))
    passes(engine, 2)
    return engine, fae, outside


def test_400_11b_granted_offers_the_casters_own_noncreature_cards_and_brings_one_in_revealed() -> None:
    engine, fae, (bolt, bears, rival) = _granted(("p1", "Lightning Bolt"), ("p1", "Grizzly Bears"),
                                                 ("p2", "Lightning Bolt"))
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [bolt, "none"]}
    result = choose(engine, bolt)
    assert any(e["type"] == "reveal" and e["card"] == bolt and e["to"] == "all" for e in result["events"])
    assert any(e["type"] == "zone_move" and e["card"] == bolt and e["from"] is None and e["to"] == "hand"
               for e in result["events"])
    assert zone(engine, bolt) == "hand" and zone(engine, fae) == "exile"  # 715.3d: the Adventure is exiled
    assert zone(engine, bears) is None and zone(engine, rival) is None  # still outside the game


def test_608_2d_granted_may_bring_nothing_and_with_nothing_to_bring_asks_nothing() -> None:
    engine, fae, (bolt,) = _granted(("p1", "Lightning Bolt"))
    choose(engine, "none")
    assert zone(engine, bolt) is None and zone(engine, fae) == "exile"
    engine, fae, _ = _granted(("p1", "Grizzly Bears"))
    assert pending(engine) is None and zone(engine, fae) == "exile"


def test_400_11a_a_sideboard_id_is_a_setup_id_like_any_other() -> None:
    b = SetupBuilder()
    b.add("p1", "hand", "Island")
    b.player("p1")["sideboard"] = [{"id": "c1", "card": "Lightning Bolt"}]
    with pytest.raises(EngineError, match="used twice"):
        start(b)


def test_400_11_an_exiled_card_is_in_a_zone_so_not_outside_the_game() -> None:
    b = SetupBuilder()
    fae = b.add("p1", "hand", FAE)
    b.lands("p1", "UUUU")
    exiled = b.add("p1", "exile", "Lightning Bolt")
    b.add("p1", "library", "Island")
    b.add("p2", "library", "Island")
    engine = start(b)
    ok(engine, cast(fae, mode="adventure"))
    passes(engine, 2)
    assert pending(engine) is None and zone(engine, exiled) == "exile"
