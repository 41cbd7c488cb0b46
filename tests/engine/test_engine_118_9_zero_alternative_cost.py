"""The reference engine on Tlincalli Hunter // Retrieve Prey: "once each turn, you may pay {0} rather than pay the
mana cost for a creature spell you cast from exile" (118.9: an alternative cost, the cast action's `alt_cost: "zero"`)
and Retrieve Prey's exile of a creature card from its caster's graveyard with a permission to cast it until the end
of their next turn (406.3, 611.2a)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start

from strategies.states import SetupBuilder

HUNTER = "Tlincalli Hunter // Retrieve Prey"
DRUID = "Questing Druid // Seek the Beast"


def test_118_9_a_creature_from_exile_for_zero_once_each_turn() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", HUNTER)
    druids = [b.add("p1", "exile", DRUID, cast_permission="adventure") for _ in range(2)]
    bears = b.add("p1", "hand", "Grizzly Bears")
    engine = start(b)
    offered = [a for a in engine.legal_actions() if a["type"] == "cast" and a.get("alt_cost") == "zero"]
    assert {a["card"] for a in offered} == set(druids)  # from exile only: not the Bears in hand
    assert not engine.act(cast(bears, alt_cost="zero"))["accepted"]
    ok(engine, cast(druids[0], alt_cost="zero"))
    passes(engine, 2)
    assert find(engine, druids[0])["zone"] == "battlefield"  # type: ignore[index]
    assert not engine.act(cast(druids[1], alt_cost="zero"))["accepted"]  # once each turn


def test_118_9_not_without_the_hunter() -> None:
    b = SetupBuilder()
    druid = b.add("p1", "exile", DRUID, cast_permission="adventure")
    engine = start(b)
    assert not engine.act(cast(druid, alt_cost="zero"))["accepted"]


def test_611_2a_retrieve_prey_exiles_a_creature_card_its_caster_may_cast() -> None:
    b = SetupBuilder()
    card = b.add("p1", "hand", HUNTER)
    bears = b.add("p1", "graveyard", "Grizzly Bears")
    b.lands("p1", "GGGG")
    engine = start(b)
    ok(engine, cast(card, bears, mode="adventure"))
    passes(engine, 2)
    assert find(engine, bears)["zone"] == "exile" and find(engine, card)["zone"] == "exile"  # type: ignore[index]
    permissions = engine.observe(None)["cast_permissions"]
    assert any(p["card"] == bears and p["player"] == "p1" and p["as"] == "normal" for p in permissions)
    ok(engine, cast(bears))
    passes(engine, 2)
    assert find(engine, bears)["zone"] == "battlefield"  # type: ignore[index]
