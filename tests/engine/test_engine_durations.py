"""Durations and limits: "until your next turn" (611.2a), "activate only once" (602.5b); creature-type filters of
untargeted "each ..." effects (205.3m); a characteristic-defining count of the cards in hand (604.3) and twice a
source's power (608.2h). Each test plays a real card of the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import find, ok, passes, start, synthetic, turn
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def pass_until_turn_of(engine: ReferenceEngine, pid: str, step: str = "precombat_main") -> None:
    """Pass (declaring no attackers or blockers) until `pid`'s turn reaches `step`."""
    for _ in range(200):
        if turn(engine)["active_player"] == pid and turn(engine)["step"] == step:
            return
        choice = engine.observe(None)["pending_choice"]
        kind = choice["kind"] if choice else None
        if kind == "declare_attackers":
            ok(engine, {"type": "declare_attackers", "attackers": {}})
        elif kind == "declare_blockers":
            ok(engine, {"type": "declare_blockers", "blockers": {}})
        else:
            ok(engine, {"type": "pass"})
    raise AssertionError("never got there")


def test_611_2a_lupari_shield_lasts_until_its_casters_next_turn() -> None:
    """Lupari Shield: p1's Human gains indestructible through p2's turn (a destroy in p2's turn leaves it) and
    loses it as p1's next turn begins; p1's Grizzly Bears (no Human) never has it."""
    b = SetupBuilder()
    shield = b.add("p1", "hand", "Karvanista, Loyal Lupari // Lupari Shield")
    human = b.add("p1", "battlefield", "Thraben Inspector")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    doom = b.add("p2", "hand", synthetic(b, "Doom of Test", "{0}", ["Instant"], targets=[{"kind": "creature"}],
                                         effects=[{"do": "destroy", "target": 0}]))
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Forest")
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, {"type": "cast", "card": shield, "mode": "adventure", "targets": []})
    resolve_all(engine)
    assert "indestructible" in find(engine, human)["keywords"]
    assert "indestructible" not in find(engine, bears)["keywords"]
    pass_until_turn_of(engine, "p2")
    assert "indestructible" in find(engine, human)["keywords"]  # through p1's cleanup step (514.2)
    ok(engine, {"type": "cast", "card": doom, "targets": [human]})
    resolve_all(engine)
    assert find(engine, human)["zone"] == "battlefield"
    pass_until_turn_of(engine, "p1", "upkeep")
    assert "indestructible" not in find(engine, human)["keywords"]


def test_205_3m_karvanista_puts_counters_on_each_human_its_controller_controls() -> None:
    """Karvanista attacks: a +1/+1 counter on its controller's Human, none on their Bears nor on p2's Human."""
    b = SetupBuilder(step="beginning_of_combat")
    karvanista = b.add("p1", "battlefield", "Karvanista, Loyal Lupari // Lupari Shield")
    human = b.add("p1", "battlefield", "Thraben Inspector")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Thraben Inspector")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {karvanista: "p2"}})
    resolve_all(engine)
    assert find(engine, human)["counters"] == {"+1/+1": 1}
    assert not find(engine, bears)["counters"] and not find(engine, theirs)["counters"]


# ----- 604.3, 602.5b, 608.2h: Duggan, Private Detective -----------------------------------------------------


def test_604_3_duggans_power_and_toughness_follow_the_cards_in_its_controllers_hand() -> None:
    """Duggan is a 3/3 with three cards in hand and a 2/2 once one is cast (a characteristic-defining ability,
    always current)."""
    b = SetupBuilder()
    duggan = b.add("p1", "battlefield", "Duggan, Private Detective")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    for _ in range(2):
        b.add("p1", "hand", "Forest")
    b.add("p2", "hand", "Forest")  # the opponent's hand doesn't count
    b.lands("p1", "R")
    engine = start(b)
    assert (find(engine, duggan)["power"], find(engine, duggan)["toughness"]) == (3, 3)
    ok(engine, {"type": "cast", "card": bolt, "targets": ["p2"]})
    assert (find(engine, duggan)["power"], find(engine, duggan)["toughness"]) == (2, 2)


def test_602_5b_duggans_punch_deals_twice_its_power_and_is_activated_only_once() -> None:
    """Duggan's activated ability (two cards in hand: a 2/2) deals 4 damage to another creature; untapped, it can't
    be activated again (602.5b: "activate only once")."""
    b = SetupBuilder()
    duggan = b.add("p1", "battlefield", "Duggan, Private Detective")
    for _ in range(2):
        b.add("p1", "hand", "Forest")
    victim = b.add("p2", "battlefield", "Thraben Inspector")  # a 1/2
    big = b.add("p2", "battlefield", "Beluna's Gatekeeper // Entry Denied")
    untap = b.add("p1", "battlefield", synthetic(b, "Untapper of Test", "{0}", ["Artifact"], abilities=[
        {"kind": "activated", "cost": {}, "effects": [{"do": "untap", "target": 0}], "targets": [
            {"kind": "creature"}]}]))
    b.lands("p1", "GGGG")
    engine = start(b)
    ok(engine, {"type": "activate", "card": duggan, "ability": 0, "targets": [big]})
    resolve_all(engine)
    assert find(engine, big)["damage"] == 4 and find(engine, victim)["damage"] == 0
    ok(engine, {"type": "activate", "card": untap, "ability": 0, "targets": [duggan]})
    resolve_all(engine)
    assert find(engine, duggan)["tapped"] is False
    result = engine.act({"type": "activate", "card": duggan, "ability": 0, "targets": [victim]})
    assert not result["accepted"] and "602.5b" in result["reason"]


# ----- 601.2f: "this spell costs {X} less to cast, where X is ..."; 701.9a: discarding a whole hand ----------


def test_601_2f_hearth_elemental_costs_one_less_per_instant_sorcery_or_adventurer_card_in_the_graveyard() -> None:
    """Hearth Elemental with Lightning Bolt and an adventurer card in its caster's graveyard (a land and a plain
    creature card don't count, nor the opponent's instant): it costs {3}{R}, four lands; with three it can't be
    cast."""
    for lands, accepted in (("RRRR", True), ("RRR", False)):
        b = SetupBuilder()
        hearth = b.add("p1", "hand", "Hearth Elemental // Stoke Genius")
        for name in ("Lightning Bolt", "Colossal Badger // Dig Deep", "Forest", "Grizzly Bears"):
            b.add("p1", "graveyard", name)
        b.add("p2", "graveyard", "Lightning Bolt")
        b.lands("p1", lands)
        engine = start(b)
        result = engine.act({"type": "cast", "card": hearth, "targets": []})
        assert result["accepted"] is accepted, result.get("reason")
        if accepted:
            tapped = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["tapped"]]
            assert len(tapped) == 4


def test_701_9a_stoke_genius_discards_the_whole_hand_then_draws_two() -> None:
    """Stoke Genius: its caster's three other cards in hand are discarded, then they draw two."""
    b = SetupBuilder()
    stoke = b.add("p1", "hand", "Hearth Elemental // Stoke Genius")
    hand = [b.add("p1", "hand", "Forest") for _ in range(3)]
    library = [b.add("p1", "library", "Island") for _ in range(3)]
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, {"type": "cast", "card": stoke, "mode": "adventure", "targets": []})
    resolve_all(engine)
    assert [find(engine, c)["zone"] for c in hand] == ["graveyard"] * 3
    assert [find(engine, c)["zone"] for c in library] == ["hand", "hand", "library"]
