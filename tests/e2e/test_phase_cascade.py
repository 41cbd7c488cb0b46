"""The phase adapter answers cascade's free-cast offer (702.85a): phase's ``CastOffer`` of kind ``Cascade`` is the
protocol's ``cascade_cast`` choice, answered by a free cast of the exiled card or by declining."""

from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

from setups import player as _player  # noqa: E402
from setups import two_player as _setup  # noqa: E402

from conformance.adapters.phase import PhaseEngine  # noqa: E402
from mtg_protocol.jsontypes import JSON  # noqa: E402


def _cascaded() -> tuple[PhaseEngine, JSON]:
    """Bloodbraid Elf cast over Forest, Lightning Bolt, Island; both players pass: cascade exiled the Bolt."""
    engine = PhaseEngine()
    lands = [(f"c{3 + i}", land, {}) for i, land in enumerate(["Mountain", "Mountain", "Forest", "Forest", "Mountain"])]
    engine.setup(_setup(_player("p1", hand=[("c1", "Bloodbraid Elf", {})], battlefield=lands,
                                library=[("c20", "Forest", {}), ("c21", "Lightning Bolt", {}), ("c22", "Island", {})]),
                        _player("p2", library=[("c30", "Island", {})])))
    assert engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})["accepted"]
    engine.act({"type": "pass"})
    return engine, engine.act({"type": "pass"})["observation"]


def test_the_cascade_offer_is_a_cascade_cast_choice_with_a_free_cast_permission() -> None:
    engine, obs = _cascaded()
    assert obs["pending_choice"] == {"player": "p1", "kind": "cascade_cast", "options": ["decline"]}
    assert {"card": "c21", "zone": "exile", "player": "p1", "as": "normal", "source": "cascade",
            "free": True} in obs["cast_permissions"]
    assert {"type": "choose", "choice": "decline"} in engine.legal_actions()
    assert any(a["type"] == "cast" and a["card"] == "c21" and a.get("alt_cost") == "free"
               for a in engine.legal_actions())


def test_the_exiled_card_is_cast_free_above_the_cascading_spell() -> None:
    engine, _ = _cascaded()
    r = engine.act({"type": "cast", "card": "c21", "mode": "normal", "alt_cost": "free", "targets": ["p2"]})
    assert r["accepted"], r["reason"]
    stack = {o["card"]: o["position"] for o in r["observation"]["objects"] if o["zone"] == "stack"}
    assert set(stack) == {"c1", "c21"}
    assert not next(o for o in r["observation"]["objects"] if o["card"] == "c7")["tapped"]  # the Bolt cost nothing


def test_declining_leaves_the_card_out_of_exile_and_a_wrong_card_is_refused() -> None:
    engine, _ = _cascaded()
    wrong = engine.act({"type": "cast", "card": "c22", "mode": "normal", "alt_cost": "free", "targets": []})
    assert not wrong["accepted"]
    r = engine.act({"type": "choose", "choice": "decline"})
    assert r["accepted"], r["reason"]
    zones = {o["card"]: o["zone"] for o in r["observation"]["objects"]}
    assert zones["c21"] == "library" and zones["c20"] == "library" and r["observation"]["pending_choice"] is None
