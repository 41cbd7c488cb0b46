"""The reference engine: a target that changed zones after it was targeted is a new object (400.7), so a spell
whose only target it was doesn't resolve (608.2b). Found judging phase.rs (WOE-10.2: phase was right)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine


def _rage_then(flicker: bool) -> list[JSON]:
    """Monstrous Rage on Grizzly Bears, then (or not) Flicker of Fate on the Bears in answer; both resolve."""
    lands = [{"id": f"c{5 + i}", "card": n} for i, n in enumerate(["Plains"] * 4 + ["Mountain", "Forest", "Forest"])]
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": [], "graveyard": [], "exile": [],
                          "hand": [{"id": "c3", "card": "Monstrous Rage"}, {"id": "c4", "card": "Flicker of Fate"}],
                          "battlefield": [{"id": "c1", "card": "Grizzly Bears"}, *lands]},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": []}]}
    actions: list[JSON] = [{"type": "cast", "card": "c3", "mode": "normal", "alt_cost": None, "targets": ["c1"]}]
    if flicker:
        actions.append({"type": "cast", "card": "c4", "mode": "normal", "alt_cost": None, "targets": ["c1"]})
    actions += [{"type": "pass"}] * (4 if flicker else 2)
    return ReferenceEngine().run_sequence(setup, actions)["steps"]


def test_a_spell_whose_target_left_and_came_back_does_not_resolve() -> None:
    steps = _rage_then(flicker=True)
    assert all(s["accepted"] for s in steps)
    last = steps[-1]
    assert [e["type"] for e in last["events"]][:1] == ["fizzle"]
    bears = next(o for o in last["observation"]["objects"] if o["card"] == "c1")
    assert (bears["power"], bears["toughness"]) == (2, 2)
    assert not any(o["card"].startswith("t") for o in last["observation"]["objects"])


def test_a_spell_whose_target_stayed_resolves() -> None:
    last = _rage_then(flicker=False)[-1]
    assert [e["type"] for e in last["events"]][:1] == ["resolve"]
    bears = next(o for o in last["observation"]["objects"] if o["card"] == "c1")
    assert (bears["power"], bears["toughness"], bears["keywords"]) == (5, 3, ["trample"])
