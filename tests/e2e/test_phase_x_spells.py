"""The phase adapter reads the X of a spell on phase's stack (107.3, 202.3e): an instant or sorcery keeps it on
its ability, a permanent spell on its object."""

from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

from setups import player as _player  # noqa: E402
from setups import two_player as _setup  # noqa: E402

from conformance.adapters.phase import PhaseEngine  # noqa: E402
from conformance.adapters.phase_observe import spell_x  # noqa: E402
from mtg_protocol.jsontypes import JSON  # noqa: E402


def _on_stack(obs: JSON, card: str) -> JSON:
    return next(o for o in obs["objects"] if o["card"] == card and o["zone"] == "stack")


@pytest.mark.parametrize(("card", "lands", "x"), [("Endless One", 3, 3), ("Blaze", 3, 2)])
def test_a_cast_with_x_is_accepted_and_observed_with_its_x(card: str, lands: int, x: int) -> None:
    """Endless One ({X}, a creature spell: phase keeps X on the object) and Blaze ({X}{R}, a sorcery: on its
    ability) are cast with X and the stack shows the mana value X makes."""
    engine = PhaseEngine()
    battlefield = [(f"c{3 + i}", "Mountain", {}) for i in range(lands)]
    engine.setup(_setup(_player("p1", hand=[("c1", card, {})], battlefield=battlefield,
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    action = {"type": "cast", "card": "c1", "mode": "normal", "x": x} | ({"targets": ["p2"]} if card == "Blaze" else {})
    r = engine.act(action)
    assert r["accepted"], r["reason"]
    assert _on_stack(r["observation"], "c1")["mana_value"] == x + (1 if card == "Blaze" else 0)


def test_spell_x_reads_the_ability_first_then_the_object() -> None:
    assert spell_x({"ability": {"chosen_x": 2}}, {"cost_x_paid": 5}) == 2
    assert spell_x({"card_id": 1}, {"cost_x_paid": 3}) == 3
    assert spell_x({"card_id": 1}, {}) == 0
