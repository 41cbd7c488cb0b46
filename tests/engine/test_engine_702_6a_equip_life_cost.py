"""The reference engine on My Precious // Allure of Power: an equip cost with a life payment (702.6a, 118.3, 119.4),
the equipped creature's hexproof and "can't be blocked" (613.1f, 702.11b, 509.1b), and the Adventure's mandatory
sacrifice as an additional cost (601.2f)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, player, start

from strategies.states import SetupBuilder

PRECIOUS = "My Precious // Allure of Power"


def _equip(life: int) -> tuple[object, str, str]:
    b = SetupBuilder()
    b.players[0]["life"] = life
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    precious = b.add("p1", "battlefield", PRECIOUS)
    b.lands("p1", "BB")
    return start(b), bear, precious


def test_702_6a_equip_pays_two_mana_and_two_life() -> None:
    engine, bear, precious = _equip(20)
    ok(engine, {"type": "activate", "card": precious, "ability": 0, "targets": [bear]})
    assert player(engine, "p1")["life"] == 18
    passes(engine, 2)
    assert find(engine, precious)["attached_to"] == bear  # type: ignore[index]


def test_119_4_equip_is_refused_to_a_player_with_less_life_than_it_costs() -> None:
    engine, bear, precious = _equip(1)
    assert not engine.act({"type": "activate", "card": precious, "ability": 0, "targets": [bear]})["accepted"]


def test_509_1b_the_equipped_creature_has_hexproof_and_cant_be_blocked() -> None:
    b = SetupBuilder(step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", PRECIOUS, attached_to=bear)
    wall = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    assert find(engine, bear)["keywords"] == ["hexproof"]  # type: ignore[index]
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    ok(engine, {"type": "pass"})
    assert not engine.act(cast(bolt, bear))["accepted"]  # 702.11b: not a legal target for its opponent
    ok(engine, {"type": "pass"})
    assert not engine.act({"type": "declare_blockers", "blockers": {wall: bear}})["accepted"]
    ok(engine, {"type": "declare_blockers", "blockers": {}})


def test_601_2f_allure_of_power_needs_a_creature_sacrificed_then_draws_two() -> None:
    b = SetupBuilder()
    card = b.add("p1", "hand", PRECIOUS)
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "BB")
    library = [b.add("p1", "library", "Swamp") for _ in range(3)]
    engine = start(b)
    assert not engine.act(cast(card, mode="adventure"))["accepted"]
    ok(engine, cast(card, mode="adventure", additional_costs=[{"sacrifice": [bear]}]))
    assert find(engine, bear)["zone"] == "graveyard"  # type: ignore[index]
    passes(engine, 2)
    assert [find(engine, c)["zone"] for c in library].count("hand") == 2  # type: ignore[index]
    assert find(engine, card)["zone"] == "exile"  # type: ignore[index]
