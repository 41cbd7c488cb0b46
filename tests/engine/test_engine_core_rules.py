"""Example-based tests of the reference engine's rules beyond the rulings: state-based actions (704),
protection, hexproof, shroud and ward (702), layers (613), combat (506-511), triggers (603),
choices inside effects, hidden information (400.2, 708.5) and multiplayer departures (800.4, 104.2a).
"""

from __future__ import annotations

from typing import Any

from test_engine_core import PASS, cast, find, life, ok, passes, player, start, synthetic, turn, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def choose(choice: Any) -> JSON:
    return {"type": "choose", "choice": choice}


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def sbas(result: JSON) -> list[tuple[str, str]]:
    return [(e["rule"], e.get("card") or e.get("player")) for e in result["events"] if e["type"] == "sba"]


def pt(engine: ReferenceEngine, cid: str) -> tuple[int, int]:
    o = find(engine, cid)
    assert o is not None
    return o["power"], o["toughness"]


def to_blockers(engine: ReferenceEngine, attackers: dict[str, str]) -> None:
    """From beginning of combat: declare these attackers and move to the declare blockers declaration."""
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": attackers})
    passes(engine, 2)


# ----- state-based actions (704) ------------------------------------------------------------------


def test_life_zero_loses_and_two_player_game_ends() -> None:
    """704.5a, 104.2a: a player at 0 life loses; the last player remaining wins."""
    b = SetupBuilder()
    b.player("p2")["life"] = 3
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, "p2"))
    result = passes(engine, 2)
    assert ("704.5a", "p2") in sbas(result)
    obs = result["observation"]
    assert obs["game_over"] and obs["winners"] == ["p1"] and obs["players"][1]["lost"]
    assert not engine.act(PASS)["accepted"]
    assert engine.legal_actions() == []


def test_drawing_from_empty_library_loses() -> None:
    """704.5b: a player who attempted to draw from an empty library loses at the next check."""
    b = SetupBuilder(step="upkeep")
    engine = start(b)
    result = passes(engine, 2)
    assert ("704.5b", "p1") in sbas(result)
    assert result["observation"]["winners"] == ["p2"]


def test_zero_toughness_goes_to_graveyard() -> None:
    """704.5f: a creature with toughness 0 or less is put into its owner's graveyard (no damage needed)."""
    b = SetupBuilder()
    name = synthetic(b, "Wither of Test", "{B}", ["Instant"], targets=[{"kind": "creature"}],
                     effects=[{"do": "pump", "target": 0, "power": 0, "toughness": -2}])
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", name)
    b.lands("p1", "B")
    engine = start(b)
    ok(engine, cast(spell, bear))
    result = passes(engine, 2)
    assert ("704.5f", bear) in sbas(result) and zone(engine, bear) == "graveyard"


def test_lethal_damage_accumulates_until_cleanup() -> None:
    """704.5g, 120.6: marked damage adds up; damage equal to toughness destroys the creature."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    bursts = [b.add("p1", "hand", "Burst Lightning") for _ in range(2)]
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, cast(bursts[0], bear))
    passes(engine, 2)
    assert find(engine, bear)["damage"] == 2 and zone(engine, bear) == "battlefield"
    ok(engine, cast(bursts[1], bear))
    result = passes(engine, 2)
    assert ("704.5g", bear) in sbas(result) and zone(engine, bear) == "graveyard"


def test_sacrificed_token_ceases_to_exist() -> None:
    """704.5d: a token that left the battlefield ceases to exist at the next check."""
    b = SetupBuilder()
    clue = b.add("p1", "battlefield", "Clue", token=True)
    dispute = b.add("p1", "hand", "Deadly Dispute")
    b.lands("p1", "BB")
    engine = start(b)
    result = ok(engine, cast(dispute, additional_costs=[{"sacrifice": [clue]}]))
    assert ("704.5d", clue) in sbas(result)
    assert find(engine, clue) is None


def test_copy_of_a_spell_ceases_after_resolving() -> None:
    """707.10, 704.5e: a copy of a spell resolves like the spell, then ceases to exist off the stack."""
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    twincast = b.add("p1", "hand", "Twincast")
    b.lands("p1", "RUU")
    engine = start(b)
    ok(engine, cast(bolt, "p2"), cast(twincast, bolt))
    passes(engine, 2)  # Twincast resolves: a copy t1 of the Bolt goes on the stack
    assert find(engine, "t1")["copy"] is True
    result = passes(engine, 2)
    assert ("704.5e", "t1") in sbas(result) and find(engine, "t1") is None
    assert life(engine, "p2") == 17
    passes(engine, 2)
    assert life(engine, "p2") == 14


def test_legend_rule_asks_which_to_keep() -> None:
    """704.5j: a player with two legendary permanents of one name chooses one; the rest go to the graveyard."""
    b = SetupBuilder()
    old = b.add("p1", "battlefield", "Thalia, Guardian of Thraben")
    new = b.add("p1", "hand", "Thalia, Guardian of Thraben")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(new))
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "keep_legend", "options": [old, new]}
    result = ok(engine, choose(new))
    assert ("704.5j", old) in sbas(result)
    assert zone(engine, old) == "graveyard" and zone(engine, new) == "battlefield"


def test_legend_rule_is_per_controller() -> None:
    """704.5j: the rule looks at one player's permanents; two players may each control a Thalia."""
    b = SetupBuilder()
    theirs = b.add("p2", "battlefield", "Thalia, Guardian of Thraben")
    mine = b.add("p1", "hand", "Thalia, Guardian of Thraben")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(mine))
    passes(engine, 2)
    assert pending(engine) is None
    assert zone(engine, theirs) == zone(engine, mine) == "battlefield"


def test_aura_without_a_host_goes_to_graveyard() -> None:
    """704.5m then 704.5d: a Role whose creature left is put into the graveyard and then ceases to exist."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    role = b.add("p2", "battlefield", "Monster Role", token=True, attached_to=bear)
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, cast(unsummon, bear))
    result = passes(engine, 2)
    assert sbas(result) == [("704.5m", role), ("704.5d", role)]
    assert find(engine, role) is None


def test_equipment_stays_unattached_when_its_creature_leaves() -> None:
    """301.5c, 704.5n: Equipment whose creature leaves stays on the battlefield, attached to nothing."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    wrench = b.add("p1", "battlefield", "Wrench", attached_to=bear)
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "U")
    engine = start(b)
    assert pt(engine, bear) == (3, 3)
    ok(engine, cast(unsummon, bear))
    passes(engine, 2)
    assert zone(engine, wrench) == "battlefield" and find(engine, wrench)["attached_to"] is None


def test_equipment_on_a_noncreature_becomes_unattached() -> None:
    """704.5n: Equipment attached to an illegal permanent (not a creature) becomes unattached."""
    b = SetupBuilder()
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.add("p1", "battlefield", "Wrench", attached_to=clue)
    engine = ReferenceEngine()
    engine.setup(b.build())
    wrench = next(o for o in engine.observe(None)["objects"] if o["name"] == "Wrench")
    assert wrench["zone"] == "battlefield" and wrench["attached_to"] is None


# ----- protection, hexproof, shroud, ward (702.16, 702.11, 702.18, 702.21) ---------------------------


def _pro_red(b: SetupBuilder) -> tuple[str, str]:
    knight = synthetic(b, "Ember Ward Knight of Test", "{1}{W}", ["Creature"], power=2, toughness=2,
                       keywords=["protection from red"])
    brute = synthetic(b, "Red Brute of Test", "{2}{R}", ["Creature"], power=3, toughness=3)
    return knight, brute


def test_protection_prevents_targeting() -> None:
    """702.16b: a permanent with protection from red can't be the target of red spells."""
    b = SetupBuilder()
    knight, _ = _pro_red(b)
    k = b.add("p2", "battlefield", knight)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "RU")
    engine = start(b)
    assert not engine.act(cast(bolt, k))["accepted"]
    ok(engine, cast(unsummon, k))  # a blue spell may target it


def test_protection_prevents_damage_from_a_red_attacker() -> None:
    """702.16e: damage from red sources to a creature with protection from red is prevented."""
    b = SetupBuilder(step="beginning_of_combat")
    knight, brute = _pro_red(b)
    attacker = b.add("p1", "battlefield", brute)
    blocker = b.add("p2", "battlefield", knight)
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    ok(engine, {"type": "declare_blockers", "blockers": {blocker: attacker}})
    passes(engine, 2)
    assert turn(engine)["step"] == "combat_damage"
    assert find(engine, blocker)["damage"] == 0 and zone(engine, blocker) == "battlefield"
    assert find(engine, attacker)["damage"] == 2


def test_protection_prevents_blocking_by_red_creatures() -> None:
    """702.16f: a creature with protection from red can't be blocked by red creatures."""
    b = SetupBuilder(step="beginning_of_combat")
    knight, brute = _pro_red(b)
    attacker = b.add("p1", "battlefield", knight)
    red = b.add("p2", "battlefield", brute)
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    assert not engine.act({"type": "declare_blockers", "blockers": {red: attacker}})["accepted"]
    ok(engine, {"type": "declare_blockers", "blockers": {bear: attacker}})


def test_protection_from_enchantments_makes_an_aura_fall_off() -> None:
    """702.16c, 704.5m: an Aura attached to a permanent with protection from it goes to the graveyard."""
    b = SetupBuilder()
    name = synthetic(b, "Ward Off of Test", "{W}", ["Instant"], targets=[{"kind": "creature"}],
                     effects=[{"do": "grant", "target": 0, "keywords": ["protection from enchantments"]}])
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    role = b.add("p1", "battlefield", "Cursed Role", token=True, attached_to=bear)
    spell = b.add("p1", "hand", name)
    b.lands("p1", "W")
    engine = start(b)
    assert pt(engine, bear) == (1, 1)
    ok(engine, cast(spell, bear))
    result = passes(engine, 2)
    assert ("704.5m", role) in sbas(result)
    assert pt(engine, bear) == (2, 2)


def test_hexproof_stops_opponents_not_its_controller() -> None:
    """702.11b: hexproof means it can't be the target of spells or abilities its opponents control."""
    b = SetupBuilder()
    scout = b.add("p1", "battlefield", "Gladecover Scout")
    theirs = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "U")
    mine = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, PASS)
    assert not engine.act(cast(theirs, scout))["accepted"]
    ok(engine, PASS)  # to the beginning of combat: p1 has priority again
    ok(engine, cast(mine, scout))


def test_shroud_stops_every_player() -> None:
    """702.18a: shroud means it can't be the target of any spell or ability, its controller's included."""
    b = SetupBuilder()
    sentinel = b.add("p1", "battlefield", "Veiled Sentinel of Test")
    mine = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "U")
    theirs = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "U")
    engine = start(b)
    assert not engine.act(cast(mine, sentinel))["accepted"]
    ok(engine, PASS)
    assert not engine.act(cast(theirs, sentinel))["accepted"]


def _ward_game(caster_lands: str) -> tuple[ReferenceEngine, str, str]:
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Royal Role", token=True, attached_to=bear)  # +1/+1, ward {1}
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", caster_lands)
    engine = start(b)
    result = ok(engine, cast(bolt, bear))
    stack = result["observation"]["stack"]
    assert [(s["kind"], s["controller"]) for s in stack] == [("ability", "p2"), ("spell", "p1")]
    passes(engine, 2)
    return engine, bear, bolt


def test_ward_paid_lets_the_spell_resolve() -> None:
    """702.21a: ward counters the spell unless its controller pays; paying lets it resolve."""
    engine, bear, bolt = _ward_game("RR")
    assert pending(engine) == {"player": "p1", "kind": "ward_pay", "options": ["decline", "pay"]}
    ok(engine, choose("pay"))
    assert zone(engine, bolt) == "stack"
    passes(engine, 2)
    assert zone(engine, bear) == "graveyard"


def test_ward_declined_counters_the_spell() -> None:
    """702.21a, 701.6a: declining the ward cost counters the spell."""
    engine, bear, bolt = _ward_game("RR")
    ok(engine, choose("decline"))
    assert zone(engine, bolt) == "graveyard" and zone(engine, bear) == "battlefield"


def test_ward_unpayable_counters_without_asking() -> None:
    """702.21a: a player who can't pay the ward cost doesn't pay it: the spell is countered."""
    engine, bear, bolt = _ward_game("R")
    assert pending(engine) is None
    assert zone(engine, bolt) == "graveyard" and zone(engine, bear) == "battlefield"


def test_ward_ignores_its_controllers_own_spells() -> None:
    """702.21a: ward triggers only for an opponent's spell or ability."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Royal Role", token=True, attached_to=bear)
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "U")
    engine = start(b)
    result = ok(engine, cast(unsummon, bear))
    assert [s["kind"] for s in result["observation"]["stack"]] == ["spell"]


# ----- layers (613) ------------------------------------------------------------------------------


def test_cursed_role_sets_base_then_modifiers_and_counters_apply() -> None:
    """613.4b before 613.4c: Cursed Role sets 1/1, then Monster Role's +1/+1 and a +1/+1 counter apply,
    whatever the timestamps (layer order beats timestamp order, 613.7)."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    b.add("p1", "battlefield", "Monster Role", token=True, attached_to=bear)  # older
    b.add("p2", "battlefield", "Cursed Role", token=True, attached_to=bear, controller="p2")  # newer
    engine = start(b)
    assert pt(engine, bear) == (3, 3)
    assert "trample" in find(engine, bear)["keywords"]


def test_lose_all_abilities_removes_keywords_and_static_abilities() -> None:
    """613.1f: Merfolk Trickster's target loses its keywords and its static ability stops applying."""
    b = SetupBuilder()
    thalia = b.add("p2", "battlefield", "Thalia, Guardian of Thraben")
    trickster = b.add("p1", "hand", "Merfolk Trickster")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "UUR")
    engine = start(b)
    ok(engine, cast(trickster))
    passes(engine, 2)  # Trickster resolves; its trigger targets Thalia (the only legal target)
    passes(engine, 2)
    o = find(engine, thalia)
    assert o["keywords"] == [] and o["tapped"] is True
    ok(engine, cast(bolt, "p2"))  # {R}: Thalia's tax no longer applies


def _sorcerer_attack(lose: bool) -> ReferenceEngine:
    b = SetupBuilder()
    name = synthetic(b, "Null Field of Test", "{U}", ["Instant"], targets=[{"kind": "creature"}],
                     effects=[{"do": "lose_abilities", "target": 0}])
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Sorcerer Role", token=True, attached_to=bear)
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Island")
    spell = b.add("p1", "hand", name)
    b.lands("p1", "U")
    engine = start(b)
    if lose:
        ok(engine, cast(spell, bear))
        passes(engine, 2)
    assert pt(engine, bear) == (3, 3)  # the Role's +1/+1 is not an ability of the creature
    passes(engine, 4)  # to declare attackers
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    return engine


def test_lose_all_abilities_removes_granted_abilities() -> None:
    """613.1f, 613.7: a later "loses all abilities" removes the attack trigger a Role granted earlier."""
    assert _sorcerer_attack(lose=False).observe(None)["stack"] != []
    assert _sorcerer_attack(lose=True).observe(None)["stack"] == []


def test_virtuous_role_counts_enchantments_its_controller_controls() -> None:
    """613.4c: +1/+1 for each enchantment the Role's controller controls, the Role itself included."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Virtuous Role", token=True, attached_to=bear)
    b.add("p1", "battlefield", "Doubling Season")
    b.add("p2", "battlefield", "Doubling Season")
    engine = start(b)
    assert pt(engine, bear) == (4, 4)


def test_equip_at_sorcery_speed_grants_bonus_and_vigilance() -> None:
    """702.6a: equip only as a sorcery; the equipped creature gets +1/+1 and vigilance (Wrench)."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    wrench = b.add("p1", "battlefield", "Wrench")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "GGGR")
    engine = start(b)
    equip = {"type": "activate", "card": wrench, "ability": 1, "targets": [bear]}
    assert not engine.act({**equip, "targets": [theirs]})["accepted"]  # a creature you control
    ok(engine, cast(bolt, "p2"))
    assert not engine.act(equip)["accepted"]  # the stack isn't empty
    passes(engine, 2)
    ok(engine, equip)
    passes(engine, 2)
    o = find(engine, bear)
    assert find(engine, wrench)["attached_to"] == bear
    assert (o["power"], o["toughness"]) == (3, 3) and "vigilance" in o["keywords"]


def test_equip_not_in_opponents_turn() -> None:
    """702.6a, 307.1: an equip ability can't be activated in an opponent's turn."""
    b = SetupBuilder(active="p2")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    wrench = b.add("p1", "battlefield", "Wrench")
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, PASS)
    assert not engine.act({"type": "activate", "card": wrench, "ability": 1, "targets": [bear]})["accepted"]


def test_cleanup_ends_until_end_of_turn_effects_and_damage() -> None:
    """514.2: in the cleanup step marked damage is removed and "until end of turn" effects end."""
    b = SetupBuilder(step="end")
    name = synthetic(b, "Growth Spurt of Test", "{G}", ["Instant"], targets=[{"kind": "creature"}],
                     effects=[{"do": "pump", "target": 0, "power": 2, "toughness": 2}])
    bear = b.add("p1", "battlefield", "Grizzly Bears", damage=1)
    spell = b.add("p1", "hand", name)
    b.lands("p1", "G")
    b.add("p2", "library", "Forest")
    engine = start(b)
    ok(engine, cast(spell, bear))
    passes(engine, 2)
    assert pt(engine, bear) == (4, 4) and find(engine, bear)["damage"] == 1
    passes(engine, 2)
    assert turn(engine)["active_player"] == "p2"
    assert pt(engine, bear) == (2, 2) and find(engine, bear)["damage"] == 0


# ----- combat (506-511) --------------------------------------------------------------------------


def test_unblocked_attacker_taps_and_deals_damage() -> None:
    """508.1f, 510.1: attacking taps the creature; an unblocked one deals its damage to the player."""
    b = SetupBuilder(step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    to_blockers(engine, {bear: "p2"})
    assert find(engine, bear)["tapped"] is True
    assert pending(engine) == {"player": "p2", "kind": "declare_blockers", "options": []}
    ok(engine, {"type": "declare_blockers", "blockers": {}})
    passes(engine, 2)
    assert life(engine, "p2") == 18


def test_vigilance_attacker_does_not_tap() -> None:
    """702.20b: attacking doesn't cause a creature with vigilance to tap."""
    b = SetupBuilder(step="beginning_of_combat")
    alquist = b.add("p1", "battlefield", "Alquist Proft, Master Sleuth")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {alquist: "p2"}})
    assert find(engine, alquist)["tapped"] is False


def test_summoning_sick_creature_cannot_attack() -> None:
    """302.6: a creature that came under its controller's control this turn can't attack."""
    b = SetupBuilder(step="beginning_of_combat")
    fresh = b.add("p1", "battlefield", "Grizzly Bears", summoning_sick=True)
    old = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 2)
    assert not engine.act({"type": "declare_attackers", "attackers": {fresh: "p2"}})["accepted"]
    ok(engine, {"type": "declare_attackers", "attackers": {old: "p2"}})


def test_only_summoning_sick_creatures_skip_declare_attackers() -> None:
    """508.8: with no creature able to attack, the combat damage steps are skipped."""
    b = SetupBuilder(step="beginning_of_combat")
    b.add("p1", "battlefield", "Grizzly Bears", summoning_sick=True)
    engine = start(b)
    passes(engine, 2)
    assert turn(engine)["step"] == "end_of_combat" and pending(engine) is None


def test_no_attackers_declared_ends_combat() -> None:
    """508.8: if no creatures are declared as attackers, the rest of combat is skipped."""
    b = SetupBuilder(step="beginning_of_combat")
    b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {}})
    assert turn(engine)["step"] == "end_of_combat"


def test_blocked_creatures_deal_damage_to_each_other() -> None:
    """510.1c-d, 704.5g: attacker and blocker deal damage simultaneously; both 2/2s die."""
    b = SetupBuilder(step="beginning_of_combat")
    attacker = b.add("p1", "battlefield", "Grizzly Bears")
    blocker = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    ok(engine, {"type": "declare_blockers", "blockers": {blocker: attacker}})
    passes(engine, 2)
    assert zone(engine, attacker) == zone(engine, blocker) == "graveyard"
    assert life(engine, "p2") == 20


def test_tapped_creature_cannot_block() -> None:
    """509.1a: only untapped creatures can be declared as blockers."""
    b = SetupBuilder(step="beginning_of_combat")
    attacker = b.add("p1", "battlefield", "Grizzly Bears")
    blocker = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    assert not engine.act({"type": "declare_blockers", "blockers": {blocker: attacker}})["accepted"]


def test_trample_assigns_lethal_then_the_rest_to_the_player() -> None:
    """702.19c: lethal damage to the blocker (counting damage already marked), the rest to the player."""
    b = SetupBuilder(step="beginning_of_combat")
    attacker = b.add("p1", "battlefield", "Grizzly Bears", counters={"+1/+1": 2})
    b.add("p1", "battlefield", "Monster Role", token=True, attached_to=attacker)  # 5/5 trample
    blocker = b.add("p2", "battlefield", "Grizzly Bears", damage=1)
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    ok(engine, {"type": "declare_blockers", "blockers": {blocker: attacker}})
    passes(engine, 2)
    assert zone(engine, blocker) == "graveyard"
    assert life(engine, "p2") == 16  # 1 lethal to the blocker, 4 trample over


def test_three_players_attack_a_chosen_opponent() -> None:
    """508.1b, 802: in multiplayer the attacker chooses which opponent each creature attacks."""
    b = SetupBuilder(players=3, step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 3)
    assert not engine.act({"type": "declare_attackers", "attackers": {bear: "p1"}})["accepted"]
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p3"}})
    passes(engine, 3)
    assert pending(engine)["player"] == "p3"
    ok(engine, {"type": "declare_blockers", "blockers": {}})
    passes(engine, 3)
    assert (life(engine, "p2"), life(engine, "p3")) == (20, 18)


# ----- triggers (603) ------------------------------------------------------------------------------


def test_triggers_go_on_the_stack_in_apnap_order_with_three_players() -> None:
    """603.3b: the active player's triggers go on the stack first, then each other player's in turn
    order; so the last player's (before the AP in seat order) resolve first."""
    b = SetupBuilder(players=3, active="p2")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    for pid in ("p1", "p2", "p3"):
        b.add("p1", "battlefield", "Wicked Role", token=True, attached_to=bear, controller=pid)
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "U")
    engine = start(b)
    ok(engine, cast(unsummon, bear))
    passes(engine, 3)  # the three Roles go to the graveyard together (704.5m)
    stack = engine.observe(None)["stack"]
    assert [s["controller"] for s in stack] == ["p1", "p3", "p2"]  # top first
    passes(engine, 9)
    # each Wicked Role's controller's opponents lose 1: everyone loses 2
    assert [life(engine, p) for p in ("p1", "p2", "p3")] == [18, 18, 18]


def test_trigger_without_a_legal_target_is_removed() -> None:
    """603.3d: a triggered ability with no legal target is removed from the stack (never put on it)."""
    b = SetupBuilder()
    trickster = b.add("p1", "hand", "Merfolk Trickster")
    b.lands("p1", "UU")
    engine = start(b)
    ok(engine, cast(trickster))
    result = passes(engine, 2)
    assert any(e["type"] == "trigger_removed" for e in result["events"])
    assert engine.observe(None)["stack"] == [] and turn(engine)["priority"] == "p1"


def test_trigger_with_one_legal_target_chooses_it() -> None:
    """603.3d, protocol: a choice with exactly one option is made by the engine."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    trickster = b.add("p1", "hand", "Merfolk Trickster")
    b.lands("p1", "UU")
    engine = start(b)
    ok(engine, cast(trickster))
    passes(engine, 2)
    assert engine.observe(None)["stack"][0]["targets"] == [bear]


def test_trigger_target_choice_with_several_options() -> None:
    """603.3d: the trigger's controller chooses its targets as it is put on the stack."""
    b = SetupBuilder()
    first = b.add("p2", "battlefield", "Grizzly Bears")
    second = b.add("p2", "battlefield", "Grizzly Bears")
    trickster = b.add("p1", "hand", "Merfolk Trickster")
    b.lands("p1", "UU")
    engine = start(b)
    ok(engine, cast(trickster))
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "targets", "options": [[first], [second]]}
    ok(engine, choose([second]))
    passes(engine, 2)
    assert find(engine, second)["tapped"] and not find(engine, first)["tapped"]


def test_face_down_entry_does_not_trigger_enters_abilities() -> None:
    """708.3, 603.6a: a permanent that enters face down has no abilities, so "when this enters" doesn't trigger."""
    for mode, triggered in (("face_down", False), ("normal", True)):
        b = SetupBuilder()
        courier = b.add("p1", "hand", "Hidden Courier of Test")
        b.add("p1", "library", "Forest")
        b.lands("p1", "GGG")
        engine = start(b)
        ok(engine, cast(courier, mode=mode, alt_cost="disguise" if mode == "face_down" else None))
        result = passes(engine, 2)
        assert any(e["type"] == "trigger" for e in result["events"]) is triggered, mode


# ----- choices inside effects --------------------------------------------------------------------------


def _one_card_effect(effect: JSON, library: list[str], hand: list[str]) -> tuple[ReferenceEngine, list[str], list[str]]:
    b = SetupBuilder()
    name = synthetic(b, "Probe of Test", "{U}", ["Instant"], effects=[effect])
    lib = [b.add("p1", "library", n) for n in library]
    held = [b.add("p1", "hand", n) for n in hand]
    spell = b.add("p1", "hand", name)
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    return engine, lib, held


def test_scry_top_keeps_the_order() -> None:
    """701.22a: a scried card may stay on top."""
    engine, lib, _ = _one_card_effect({"do": "scry", "n": 1}, ["Forest", "Island"], [])
    assert pending(engine) == {"player": "p1", "kind": "scry", "options": ["top", "bottom"]}
    ok(engine, choose("top"))
    assert find(engine, lib[0])["position"] == 0


def test_scry_bottom_moves_the_card_under() -> None:
    """701.22a: a scried card may go to the bottom of the library."""
    engine, lib, _ = _one_card_effect({"do": "scry", "n": 1}, ["Forest", "Island"], [])
    ok(engine, choose("bottom"))
    assert find(engine, lib[0])["position"] == 1 and find(engine, lib[1])["position"] == 0


def test_discard_lets_the_player_choose() -> None:
    """701.9b: the discarding player chooses which card unless the effect says otherwise."""
    engine, _, held = _one_card_effect({"do": "discard", "n": 1}, [], ["Forest", "Island"])
    assert pending(engine) == {"player": "p1", "kind": "discard", "options": sorted(held)}
    ok(engine, choose(held[1]))
    assert zone(engine, held[1]) == "graveyard" and zone(engine, held[0]) == "hand"


def test_treasure_adds_one_mana_of_the_chosen_color() -> None:
    """111.10a, 605.3a: Treasure's mana ability adds one mana of any color the player chooses, at once."""
    b = SetupBuilder()
    treasure = b.add("p1", "battlefield", "Treasure", token=True)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    engine = start(b)
    assert not engine.act({"type": "activate", "card": treasure, "ability": 0})["accepted"]  # no color chosen
    assert not engine.act({"type": "activate", "card": treasure, "ability": 0, "mana": "C"})["accepted"]
    result = ok(engine, {"type": "activate", "card": treasure, "ability": 0, "mana": "R"})
    assert result["observation"]["stack"] == []  # 605.3b: mana abilities don't use the stack
    assert player(engine, "p1")["mana_pool"] == "{R}" and find(engine, treasure) is None
    ok(engine, cast(bolt, "p2"))


def test_treasure_colors_are_listed_as_legal_actions() -> None:
    """Protocol: the model lists one Treasure activation per color."""
    b = SetupBuilder()
    treasure = b.add("p1", "battlefield", "Treasure", token=True)
    engine = start(b)
    colors = [a.get("mana") for a in engine.legal_actions() if a["type"] == "activate" and a["card"] == treasure]
    assert colors == ["W", "U", "B", "R", "G"]


def test_mana_ability_between_passes_restarts_the_count() -> None:
    """117.3c, 117.4: activating a mana ability is an action, so the passes before it don't count."""
    b = SetupBuilder()
    treasure = b.add("p2", "battlefield", "Treasure", token=True)
    engine = start(b)
    ok(engine, PASS, {"type": "activate", "card": treasure, "ability": 0, "mana": "G"}, PASS)
    assert turn(engine)["step"] == "precombat_main" and turn(engine)["priority"] == "p1"


def _seek_the_beast() -> tuple[ReferenceEngine, list[str]]:
    b = SetupBuilder()
    druid = b.add("p1", "hand", "Questing Druid // Seek the Beast")
    top = [b.add("p1", "library", n) for n in ("Lightning Bolt", "Forest", "Island")]
    b.add("p2", "library", "Swamp")
    b.lands("p1", "RRR")
    engine = start(b)
    ok(engine, cast(druid, mode="adventure"))
    passes(engine, 2)
    return engine, top


def test_impulse_cards_are_playable_this_turn() -> None:
    """Seek the Beast: the exiled cards may be played until end of turn, a land included (305.1)."""
    engine, (bolt, forest, island) = _seek_the_beast()
    assert zone(engine, bolt) == zone(engine, forest) == "exile" and zone(engine, island) == "library"
    ok(engine, cast(bolt, "p2"))
    passes(engine, 2)
    assert life(engine, "p2") == 17
    assert {"type": "play_land", "card": forest} in engine.legal_actions()
    ok(engine, {"type": "play_land", "card": forest})
    assert zone(engine, forest) == "battlefield"


def test_impulse_permission_ends_with_the_turn() -> None:
    """514.2: the "until end of turn" permission ends in the cleanup step."""
    engine, (bolt, _, _) = _seek_the_beast()
    for _ in range(6):
        passes(engine, 2)
    assert turn(engine)["active_player"] == "p2"
    ok(engine, PASS)
    assert not engine.act(cast(bolt, "p2"))["accepted"]
    assert zone(engine, bolt) == "exile"


# ----- hidden information (400.2, 402.3, 708.5) -------------------------------------------------------


def test_hands_are_hidden_from_opponents() -> None:
    """402.3: a player may see their own hand, not an opponent's; its size is public."""
    b = SetupBuilder()
    card = b.add("p1", "hand", "Lightning Bolt")
    engine = start(b)
    mine = next(o for o in engine.observe("p1")["objects"] if o["card"] == card)
    theirs = next(o for o in engine.observe("p2")["objects"] if o["card"] == card)
    assert mine["name"] == "Lightning Bolt" and mine["identity"] == "Lightning Bolt"
    assert theirs["name"] is None and theirs["identity"] is None and theirs["hidden"] is True
    assert engine.observe("p2")["players"][0]["hand_size"] == 1


def test_library_is_hidden_from_everyone() -> None:
    """401.2: no player may look at a library's cards, its owner included."""
    b = SetupBuilder()
    card = b.add("p1", "library", "Lightning Bolt")
    engine = start(b)
    for viewer in ("p1", "p2"):
        o = next(o for o in engine.observe(viewer)["objects"] if o["card"] == card)
        assert o["name"] is None and o["identity"] is None
    assert next(o for o in engine.observe(None)["objects"] if o["card"] == card)["name"] == "Lightning Bolt"


def test_face_down_identity_only_for_its_controller() -> None:
    """708.5: a face-down permanent's controller may look at it; other players may not."""
    b = SetupBuilder()
    courier = b.add("p1", "battlefield", "Hidden Courier of Test", face_down="disguise")
    engine = start(b)
    mine = next(o for o in engine.observe("p1")["objects"] if o["card"] == courier)
    theirs = next(o for o in engine.observe("p2")["objects"] if o["card"] == courier)
    assert mine["identity"] == "Hidden Courier of Test" and theirs["identity"] is None
    for o in (mine, theirs):
        assert o["name"] is None and (o["power"], o["toughness"]) == (2, 2) and o["keywords"] == ["ward {2}"]


# ----- leaving the game (800.4, 104.2a) ---------------------------------------------------------------


def _three_player_bolt(active: str = "p1", step: str = "precombat_main") -> tuple[ReferenceEngine, JSON]:
    b = SetupBuilder(players=3, active=active, step=step)
    b.player("p2")["life"] = 3
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    ids = {"bolt": bolt, "bear": b.add("p2", "battlefield", "Grizzly Bears"),
           "hand": b.add("p2", "hand", "Forest"), "stolen": b.add("p2", "battlefield", "Grizzly Bears",
                                                               controller="p3")}
    b.add("p3", "library", "Forest")
    b.add("p1", "library", "Forest")
    engine = start(b)
    return engine, ids


def test_player_who_loses_leaves_and_play_continues() -> None:
    """800.4a: the loser's objects leave the game (including one another player controls); the game goes on."""
    engine, ids = _three_player_bolt()
    ok(engine, cast(ids["bolt"], "p2"))
    result = passes(engine, 3)
    obs = result["observation"]
    assert not obs["game_over"] and obs["players"][1]["lost"]
    assert all(find(engine, ids[k]) is None for k in ("bear", "hand", "stolen"))
    assert obs["turn"]["priority"] == "p1"
    passes(engine, 1)
    assert turn(engine)["priority"] == "p3"  # p2 is skipped (800.4a)
    passes(engine, 1)
    assert turn(engine)["step"] == "beginning_of_combat"


def test_objects_the_leaver_controls_but_does_not_own_are_exiled() -> None:
    """800.4a: after the leaver's own objects leave, anything else they still control is exiled."""
    b = SetupBuilder(players=3)
    b.player("p2")["life"] = 3
    borrowed = b.add("p1", "battlefield", "Grizzly Bears", controller="p2")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, "p2"))
    passes(engine, 3)
    o = find(engine, borrowed)
    assert o["zone"] == "exile" and o["owner"] == "p1"


def test_turn_order_skips_a_player_who_left() -> None:
    """800.4k, 101.4: a player who left the game gets no turns."""
    engine, ids = _three_player_bolt(step="end")
    ok(engine, cast(ids["bolt"], "p2"))
    passes(engine, 3)
    passes(engine, 2)
    assert turn(engine)["active_player"] == "p3"


def test_active_player_leaving_does_not_cost_the_next_player_a_turn() -> None:
    """800.4j, 800.4k: the leaver's turn ends without an active player; the next player's own turn follows."""
    b = SetupBuilder(players=3, active="p2", step="upkeep")  # p2's library is empty
    b.add("p3", "library", "Forest")
    b.add("p1", "library", "Forest")
    engine = start(b)
    result = passes(engine, 3)
    assert result["observation"]["players"][1]["lost"] and not result["observation"]["game_over"]
    assert turn(engine)["priority"] == "p3"
    for _ in range(20):
        if turn(engine)["step"] == "upkeep":
            break
        passes(engine, 1)
    assert turn(engine)["active_player"] == "p3" and turn(engine)["step"] == "upkeep"


def test_game_ends_when_one_player_remains() -> None:
    """104.2a: a player still in the game when all opponents have left wins."""
    b = SetupBuilder(players=3)
    b.player("p2")["life"] = 1
    b.player("p3")["life"] = 1
    name = synthetic(b, "Shockwave of Test", "{R}", ["Sorcery"], effects=[{"do": "opponents_lose_life", "n": 1}])
    spell = b.add("p1", "hand", name)
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(spell))
    result = passes(engine, 3)
    assert result["observation"]["game_over"] and result["observation"]["winners"] == ["p1"]
    assert {"type": "game_over", "winners": ["p1"]} in result["events"]
