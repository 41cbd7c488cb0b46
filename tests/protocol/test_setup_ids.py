"""Ids never collide: a setup's card ids stay out of the engine's namespace (t1 tokens and copies, a1 abilities,
p1 players); the schema refuses them and the reference engine refuses them in one line."""

from __future__ import annotations

import pytest

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from mtg_protocol.validate import errors
from reference_engine.adapter import ReferenceEngine


def setup_with(card_id: str) -> JSON:
    return {"protocol": 1, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
            "players": [{"id": "p1", "life": 20, "library": [], "hand": [{"id": "c2", "card": "Deduce"}],
                         "graveyard": [], "exile": [],
                         "battlefield": [{"id": card_id, "card": "Grizzly Bears"},
                                         {"id": "c3", "card": "Island"}, {"id": "c4", "card": "Island"}]},
                        {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                         "battlefield": []}]}


@pytest.mark.parametrize("card_id", ["t1", "t12", "a1", "p2"])
def test_a_setup_id_in_the_engines_namespace_is_refused(card_id: str) -> None:
    assert errors("setup", setup_with(card_id))
    with pytest.raises(EngineError) as caught:
        ReferenceEngine().setup(setup_with(card_id))
    message = str(caught.value)
    assert "\n" not in message and repr(card_id) in message and "namespace" in message


@pytest.mark.parametrize("card_id", ["c1", "bear", "t1x", "c10"])
def test_other_setup_ids_are_accepted(card_id: str) -> None:
    assert not errors("setup", setup_with(card_id))
    engine = ReferenceEngine()
    engine.setup(setup_with(card_id))
    engine.act({"type": "cast", "card": "c2", "targets": []})
    engine.act({"type": "pass"})
    obs = engine.act({"type": "pass"})["observation"]  # Deduce resolves: a Clue token, t1, beside the bear
    on_battlefield = [o["card"] for o in obs["objects"] if o["zone"] == "battlefield"]
    assert card_id in on_battlefield and "t1" in on_battlefield
    assert len(on_battlefield) == len(set(on_battlefield))
