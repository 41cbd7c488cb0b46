"""Example-based tests of the reference engine's core rules that no seed ruling covers.

Turn structure and priority (117, 500-514), timing (117.1a, 307.1), lands (305.2), mana and
costs (601.2f-h, 118), rejected actions (732), the stack (405, 608, 701.6). The engine is the
model the suite trusts, so each behaviour is pinned here with the rule it rests on.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS = {"type": "pass"}


def start(b: SetupBuilder) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine


def ok(engine: ReferenceEngine, *actions: JSON) -> JSON:
    """Apply actions that must all be accepted; return the last result."""
    result: JSON = {}
    for action in actions:
        result = engine.act(action)
        assert result["accepted"], (action, result["reason"])
    return result


def passes(engine: ReferenceEngine, n: int) -> JSON:
    return ok(engine, *[PASS] * n)


def cast(card: str, *targets: str, **rest: Any) -> JSON:
    return {"type": "cast", "card": card, "targets": list(targets), **rest}


def find(engine: ReferenceEngine, cid: str) -> JSON | None:
    return next((o for o in engine.observe(None)["objects"] if o["card"] == cid), None)


def zone(engine: ReferenceEngine, cid: str) -> str | None:
    o = find(engine, cid)
    return o["zone"] if o else None


def turn(engine: ReferenceEngine) -> JSON:
    return engine.observe(None)["turn"]


def life(engine: ReferenceEngine, pid: str) -> int:
    return next(p["life"] for p in engine.observe(None)["players"] if p["id"] == pid)


def player(engine: ReferenceEngine, pid: str) -> JSON:
    return next(p for p in engine.observe(None)["players"] if p["id"] == pid)


def synthetic(b: SetupBuilder, name: str, cost: str, types: list[str], **face: Any) -> str:
    return b.define({"name": name, "layout": "normal", "faces": [{"name": name, "mana_cost": cost, "types": types,
                                                                    **face}]})


# ----- turn structure (500-514) ----------------------------------------------------------------------


def test_all_pass_with_empty_stack_ends_the_step() -> None:
    """117.4, 500.2: all players passing with an empty stack moves to the next step; the AP gets priority."""
    b = SetupBuilder(step="precombat_main")
    engine = start(b)
    passes(engine, 2)
    assert turn(engine)["step"] == "beginning_of_combat"
    assert turn(engine)["priority"] == "p1"


def test_steps_advance_in_order_through_the_turn() -> None:
    """500.1: the steps of a turn follow each other in order; cleanup leads to the next player's turn (500.5)."""
    b = SetupBuilder(step="upkeep")
    b.add("p1", "library", "Forest")
    b.add("p2", "library", "Forest")
    engine = start(b)
    seen = [turn(engine)["step"]]
    for _ in range(6):
        passes(engine, 2)
        seen.append(turn(engine)["step"])
    # no creature can attack: declare attackers is skipped (508.8) and combat goes to its end step
    assert seen == ["upkeep", "draw", "precombat_main", "beginning_of_combat", "end_of_combat", "postcombat_main",
                    "end"]
    passes(engine, 2)
    assert turn(engine) == {"number": 4, "active_player": "p2", "step": "upkeep", "priority": "p2"}


def test_untap_step_untaps_only_the_active_players_permanents() -> None:
    """502.3: the active player untaps their permanents; no one gets priority in the untap step (502.4)."""
    b = SetupBuilder(step="end")
    mine = b.add("p1", "battlefield", "Forest", tapped=True)
    theirs = b.add("p2", "battlefield", "Forest", tapped=True)
    b.add("p2", "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    assert turn(engine)["step"] == "upkeep" and turn(engine)["active_player"] == "p2"
    assert find(engine, mine)["tapped"] is True
    assert find(engine, theirs)["tapped"] is False


def test_stun_counter_replaces_untapping_once() -> None:
    """122.1d: instead of untapping, a stun counter is removed; the next untap step untaps it."""
    b = SetupBuilder(step="end", active="p2")
    bear = b.add("p1", "battlefield", "Grizzly Bears", tapped=True, counters={"stun": 1})
    for _ in range(2):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    assert turn(engine)["active_player"] == "p1"
    assert find(engine, bear)["tapped"] is True and find(engine, bear)["counters"] == {}
    for _ in range(30):  # the rest of p1's turn and p2's whole turn, to p1's next upkeep
        passes(engine, 2)
        if turn(engine)["active_player"] == "p1" and turn(engine)["step"] == "upkeep":
            break
    assert turn(engine)["number"] == 6
    assert find(engine, bear)["tapped"] is False


def test_summoning_sickness_ends_when_its_controllers_turn_begins() -> None:
    """302.6: a creature can attack once its controller has controlled it continuously since their turn began."""
    b = SetupBuilder(step="end", active="p2")
    bear = b.add("p1", "battlefield", "Grizzly Bears", summoning_sick=True)
    b.add("p1", "library", "Forest")
    engine = start(b)
    passes(engine, 2)  # p1's turn: untap, upkeep
    passes(engine, 2)  # draw
    passes(engine, 2)  # main
    passes(engine, 2)  # beginning of combat
    passes(engine, 2)  # declare attackers
    assert engine.observe(None)["pending_choice"]["kind"] == "declare_attackers"
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})


def test_draw_step_draws_the_top_card() -> None:
    """504.1: the active player draws a card as the draw step begins, then gets priority."""
    b = SetupBuilder(step="upkeep")
    top = b.add("p1", "library", "Forest")
    second = b.add("p1", "library", "Island")
    engine = start(b)
    passes(engine, 2)
    assert turn(engine)["step"] == "draw" and turn(engine)["priority"] == "p1"
    assert zone(engine, top) == "hand" and zone(engine, second) == "library"


def test_mana_pool_empties_between_steps() -> None:
    """500.4: unused mana empties from each player's pool at the end of each step."""
    b = SetupBuilder()
    b.player("p1")["mana_pool"] = "{R}{G}"
    engine = start(b)
    assert player(engine, "p1")["mana_pool"] == "{R}{G}"
    passes(engine, 2)
    assert player(engine, "p1")["mana_pool"] == ""


# ----- priority (117) --------------------------------------------------------------------------------


def test_three_players_each_pass_before_the_step_ends() -> None:
    """117.3d, 117.4: priority goes around in turn order; the step ends only when all three passed."""
    b = SetupBuilder(players=3)
    engine = start(b)
    assert ok(engine, PASS)["observation"]["turn"]["priority"] == "p2"
    assert ok(engine, PASS)["observation"]["turn"]["priority"] == "p3"
    assert turn(engine)["step"] == "precombat_main"
    ok(engine, PASS)
    assert turn(engine)["step"] == "beginning_of_combat" and turn(engine)["priority"] == "p1"


def test_priority_order_starts_from_the_active_player_in_three_player_game() -> None:
    """117.3d: the next player in turn order, wrapping around from the last seat."""
    b = SetupBuilder(players=3, active="p3")
    engine = start(b)
    assert turn(engine)["priority"] == "p3"
    assert ok(engine, PASS)["observation"]["turn"]["priority"] == "p1"
    assert ok(engine, PASS)["observation"]["turn"]["priority"] == "p2"


def test_caster_keeps_priority_after_casting() -> None:
    """117.3c: a player who casts a spell receives priority afterward."""
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    result = ok(engine, cast(bolt, "p2"))
    assert result["observation"]["turn"]["priority"] == "p1"
    assert [s["id"] for s in result["observation"]["stack"]] == [bolt]


def test_resolution_gives_priority_to_the_active_player() -> None:
    """117.3b: after a non-active player's spell resolves, the active player receives priority."""
    b = SetupBuilder()
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, PASS, cast(bolt, "p1"))
    assert turn(engine)["priority"] == "p2"
    passes(engine, 2)  # p2, then p1
    assert life(engine, "p1") == 17
    assert turn(engine)["priority"] == "p1" and turn(engine)["step"] == "precombat_main"


def test_three_players_response_needs_a_fresh_round_of_passes() -> None:
    """117.4: an action between passes restarts the count; each resolution needs all three to pass."""
    b = SetupBuilder(players=3)
    bolt1 = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    bolt2 = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, cast(bolt1, "p3"), PASS, cast(bolt2, "p3"))
    passes(engine, 2)  # p2, p3
    assert len(engine.observe(None)["stack"]) == 2
    ok(engine, PASS)  # p1: the top (p2's Bolt) resolves
    assert life(engine, "p3") == 17 and turn(engine)["priority"] == "p1"
    passes(engine, 2)
    assert life(engine, "p3") == 17
    ok(engine, PASS)
    assert life(engine, "p3") == 14 and engine.observe(None)["stack"] == []


def test_player_without_priority_cannot_cast() -> None:
    """117.1: only the player with priority may cast a spell."""
    b = SetupBuilder()
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    result = engine.act(cast(bolt, "p1"))
    assert not result["accepted"]


# ----- timing (117.1a, 307.1, 702.8 flash) -----------------------------------------------------------


def test_creature_not_castable_in_opponents_turn() -> None:
    """307.1: a creature spell is cast only in its controller's main phase with an empty stack."""
    b = SetupBuilder()
    bears = b.add("p2", "hand", "Grizzly Bears")
    b.lands("p2", "GG")
    engine = start(b)
    ok(engine, PASS)
    assert not engine.act(cast(bears))["accepted"]


def test_creature_not_castable_with_nonempty_stack_or_outside_main() -> None:
    """307.1: not while the stack holds anything, and not in a combat step."""
    b = SetupBuilder()
    bears = b.add("p1", "hand", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "GGR")
    engine = start(b)
    ok(engine, cast(bolt, "p2"))
    assert not engine.act(cast(bears))["accepted"]
    passes(engine, 2)
    passes(engine, 2)  # beginning of combat
    assert turn(engine)["step"] == "beginning_of_combat"
    assert not engine.act(cast(bears))["accepted"]


def test_instant_castable_in_opponents_turn() -> None:
    """117.1a: an instant may be cast any time its caster has priority."""
    b = SetupBuilder(step="upkeep")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    b.add("p1", "library", "Forest")
    engine = start(b)
    ok(engine, PASS, cast(bolt, "p1"))


def test_flash_creature_castable_in_opponents_turn() -> None:
    """702.8a: flash lets a creature spell be cast any time its caster could cast an instant."""
    b = SetupBuilder(step="beginning_of_combat")
    trickster = b.add("p2", "hand", "Merfolk Trickster")
    b.lands("p2", "UU")
    engine = start(b)
    ok(engine, PASS, cast(trickster))
    passes(engine, 2)
    assert zone(engine, trickster) == "battlefield"


# ----- lands (305) -----------------------------------------------------------------------------------


def test_one_land_per_turn() -> None:
    """305.2: a player may normally play one land during each of their turns."""
    b = SetupBuilder(step="end", active="p2")
    forest = b.add("p1", "hand", "Forest")
    island = b.add("p1", "hand", "Island")
    b.add("p1", "library", "Swamp")
    engine = start(b)
    passes(engine, 2)  # to p1's upkeep
    passes(engine, 4)  # draw, main
    assert turn(engine)["step"] == "precombat_main"
    ok(engine, {"type": "play_land", "card": forest})
    assert zone(engine, forest) == "battlefield"
    assert not engine.act({"type": "play_land", "card": island})["accepted"]


def test_land_play_needs_own_main_phase_and_empty_stack() -> None:
    """305.1, 116.2a: lands are played only at sorcery timing, never in an opponent's turn."""
    b = SetupBuilder()
    forest = b.add("p1", "hand", "Forest")
    theirs = b.add("p2", "hand", "Island")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, "p2"))
    assert not engine.act({"type": "play_land", "card": forest})["accepted"]
    ok(engine, PASS)
    assert not engine.act({"type": "play_land", "card": theirs})["accepted"]


def test_land_is_played_not_cast() -> None:
    """305.9 / 116.2a: a land isn't a spell; casting it is rejected."""
    b = SetupBuilder()
    forest = b.add("p1", "hand", "Forest")
    engine = start(b)
    assert not engine.act(cast(forest))["accepted"]


# ----- mana payment (601.2g-h, 106) -----------------------------------------------------------------


def test_payment_uses_pool_before_lands() -> None:
    """601.2g-h: mana already in the pool pays first; lands are tapped only for the rest."""
    b = SetupBuilder()
    b.player("p1")["mana_pool"] = "{R}"
    bolt = b.add("p1", "hand", "Lightning Bolt")
    mountain = b.add("p1", "battlefield", "Mountain")
    engine = start(b)
    ok(engine, cast(bolt, "p2"))
    assert player(engine, "p1")["mana_pool"] == ""
    assert find(engine, mountain)["tapped"] is False


def test_colored_cost_needs_that_color() -> None:
    """107.4, 202.1: a {R} symbol is paid only with red mana."""
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "GG")
    engine = start(b)
    assert not engine.act(cast(bolt, "p2"))["accepted"]


def test_generic_cost_paid_with_any_color() -> None:
    """107.4c: generic mana can be paid with mana of any type."""
    b = SetupBuilder()
    bears = b.add("p1", "hand", "Grizzly Bears")
    lands = b.lands("p1", "UG")
    engine = start(b)
    ok(engine, cast(bears))
    assert all(find(engine, land)["tapped"] for land in lands)


def _bad_action_setup() -> tuple[SetupBuilder, dict[str, str]]:
    b = SetupBuilder()
    ids = {"bolt": b.add("p1", "hand", "Lightning Bolt"), "bears": b.add("p1", "hand", "Grizzly Bears"),
           "rites": b.add("p1", "hand", "Village Rites"), "forest": b.add("p1", "hand", "Forest"),
           "scout": b.add("p2", "battlefield", "Gladecover Scout"), "theirs": b.add("p2", "hand", "Lightning Bolt"),
           "blaze": b.add("p1", "hand", "Blaze"), "mine": b.add("p1", "battlefield", "Grizzly Bears")}
    b.lands("p1", "R")
    b.add("p1", "battlefield", "Forest", tapped=True)
    return b, ids


BAD_ACTIONS = {
    "unaffordable": lambda i: cast(i["bears"]),
    "hexproof_target": lambda i: cast(i["bolt"], i["scout"]),
    "missing_target": lambda i: cast(i["bolt"]),
    "opponents_card": lambda i: cast(i["theirs"], "p2"),
    "mandatory_sacrifice_unpaid": lambda i: cast(i["rites"]),
    "sacrifice_opponents_creature": lambda i: cast(i["rites"], additional_costs=[{"sacrifice": [i["scout"]]}]),
    "negative_x": lambda i: cast(i["blaze"], "p2", x=-1),
    "x_on_non_x_spell": lambda i: cast(i["bolt"], "p2", x=2),
    "unknown_action": lambda i: {"type": "shuffle"},
    "choose_without_choice": lambda i: {"type": "choose", "choice": "top"},
    "attack_outside_combat": lambda i: {"type": "declare_attackers", "attackers": {i["mine"]: "p2"}},
    "activate_nothing": lambda i: {"type": "activate", "card": i["mine"], "ability": 0},
    "unknown_card": lambda i: cast("c99"),
}


@pytest.mark.parametrize("kind", sorted(BAD_ACTIONS))
def test_rejected_action_leaves_the_game_unchanged(kind: str) -> None:
    """732 (illegal actions are reversed) / protocol: rejected, no events, the same observation for everyone."""
    b, ids = _bad_action_setup()
    engine = start(b)
    before = {v: engine.observe(v) for v in (None, "p1", "p2")}
    result = engine.act(BAD_ACTIONS[kind](ids))
    assert not result["accepted"] and result["reason"] and result["events"] == []
    assert {v: engine.observe(v) for v in (None, "p1", "p2")} == before
    ok(engine, cast(ids["bolt"], "p2"))  # the game goes on normally afterwards


# ----- X, kicker, additional costs, cost changes (601.2b-f) ------------------------------------------


def test_x_spell_pays_and_uses_x() -> None:
    """107.3a, 601.2f: X is announced, added to the cost, and used by the effect; 202.3e on the stack."""
    b = SetupBuilder()
    blaze = b.add("p1", "hand", "Blaze")
    b.lands("p1", "RRRR")
    engine = start(b)
    assert not engine.act(cast(blaze, "p2", x=4))["accepted"]
    ok(engine, cast(blaze, "p2", x=3))
    assert find(engine, blaze)["mana_value"] == 4
    passes(engine, 2)
    assert life(engine, "p2") == 17
    assert find(engine, blaze)["mana_value"] == 1  # 202.3e: X is 0 off the stack


def test_zero_toughness_x_creature_dies_before_its_enters_trigger_resolves() -> None:
    """117.5, 704.5f: state-based actions run before anyone gets priority, so a 0/0 whose enters trigger
    would add X counters is put into the graveyard first; the trigger still goes on the stack (603.6a)."""
    b = SetupBuilder()
    hydra = b.add("p1", "hand", "Abundant Hydra of Test")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(hydra, x=2))
    result = passes(engine, 2)
    assert {"type": "sba", "rule": "704.5f", "card": hydra} in result["events"]
    assert zone(engine, hydra) == "graveyard"
    assert [s["source"] for s in engine.observe(None)["stack"]] == [hydra]


def test_kicker_is_optional_and_adds_its_cost() -> None:
    """702.33a, 601.2b, 601.2f: kicker is an optional additional cost; paid, the effect changes."""
    b = SetupBuilder()
    plain = b.add("p1", "hand", "Burst Lightning")
    kicked = b.add("p1", "hand", "Burst Lightning")
    lands = b.lands("p1", "RRRRRR")
    engine = start(b)
    ok(engine, cast(plain, "p2"))
    passes(engine, 2)
    assert life(engine, "p2") == 18 and sum(find(engine, land)["tapped"] for land in lands) == 1
    ok(engine, cast(kicked, "p2", additional_costs=["kicker"]))
    passes(engine, 2)
    assert life(engine, "p2") == 14 and all(find(engine, land)["tapped"] for land in lands)


def test_kicker_unaffordable_is_rejected() -> None:
    """601.2f-h: a total cost that can't be paid makes the cast illegal."""
    b = SetupBuilder()
    burst = b.add("p1", "hand", "Burst Lightning")
    b.lands("p1", "RRRR")
    engine = start(b)
    assert not engine.act(cast(burst, "p2", additional_costs=["kicker"]))["accepted"]
    ok(engine, cast(burst, "p2"))


def test_mandatory_sacrifice_is_paid_on_cast() -> None:
    """601.2b, 601.2h: the sacrifice happens while casting, before the spell resolves."""
    b = SetupBuilder()
    rites = b.add("p1", "hand", "Village Rites")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Island")
    b.lands("p1", "B")
    engine = start(b)
    ok(engine, cast(rites, additional_costs=[{"sacrifice": [bear]}]))
    assert zone(engine, bear) == "graveyard" and zone(engine, rites) == "stack"
    passes(engine, 2)
    assert player(engine, "p1")["hand_size"] == 2


def test_thalia_taxes_noncreature_spells_of_every_player() -> None:
    """601.2f: cost increases are added to the total cost; Thalia's spares creature spells."""
    b = SetupBuilder()
    b.add("p2", "battlefield", "Thalia, Guardian of Thraben")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    bears = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "RG")
    engine = start(b)
    ok(engine, cast(bears))  # {1}{G}, not taxed: both lands
    assert not engine.act(cast(bolt, "p2"))["accepted"]  # {1}{R} with nothing left


def test_thalia_bolt_costs_one_more() -> None:
    """601.2f: with Thalia, Lightning Bolt costs {1}{R}."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Thalia, Guardian of Thraben")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    lands = b.lands("p1", "RG")
    engine = start(b)
    ok(engine, cast(bolt, "p2"))
    assert all(find(engine, land)["tapped"] for land in lands)


def test_baral_reduces_only_generic_and_only_for_its_controller() -> None:
    """601.2f, 118.7: a generic reduction can't lower colored requirements; "you" means Baral's controller."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Baral, Chief of Compliance")
    fire = b.add("p1", "hand", "Fire // Ice")
    counter = b.add("p1", "hand", "Counterspell")
    mountain, island = b.lands("p1", "RU")
    engine = start(b)
    ok(engine, cast(fire, "p2", mode="left"))  # {1}{R} -> {R}
    assert find(engine, mountain)["tapped"] and not find(engine, island)["tapped"]
    assert not engine.act(cast(counter, fire))["accepted"]  # {U}{U} stays {U}{U}: one Island isn't enough
    b2 = SetupBuilder()
    b2.add("p1", "battlefield", "Baral, Chief of Compliance")
    fire = b2.add("p2", "hand", "Fire // Ice")
    b2.lands("p2", "R")
    engine = start(b2)
    ok(engine, PASS)
    assert not engine.act(cast(fire, "p1", mode="left"))["accepted"]  # not reduced for the opponent


# ----- the stack: countering and fizzling (701.6, 608.2b) --------------------------------------------


def test_counterspell_puts_the_spell_into_its_owners_graveyard() -> None:
    """701.6a: a countered spell is removed from the stack to its owner's graveyard, with no effect."""
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    counter = b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    engine = start(b)
    ok(engine, cast(bolt, "p2"), PASS, cast(counter, bolt))
    result = passes(engine, 2)
    assert {"type": "counter", "card": bolt} in result["events"]
    assert zone(engine, bolt) == "graveyard" and zone(engine, counter) == "graveyard"
    assert life(engine, "p2") == 20
    assert engine.observe(None)["stack"] == []


def test_spell_with_its_only_target_gone_fizzles() -> None:
    """608.2b: a spell whose every target is illegal doesn't resolve and goes to the graveyard."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "U")
    engine = start(b)
    ok(engine, cast(bolt, bear), PASS, cast(unsummon, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "hand"
    result = passes(engine, 2)
    assert {"type": "fizzle", "card": bolt} in result["events"]
    assert any(e["type"] == "zone_move" and e["card"] == bolt and e["cause"] == "fizzle" for e in result["events"])
    assert zone(engine, bolt) == "graveyard"


def test_spell_with_some_targets_illegal_resolves_for_the_legal_ones() -> None:
    """608.2b: with some targets still legal the spell resolves, doing nothing to the illegal ones."""
    b = SetupBuilder()
    name = synthetic(b, "Twin Sparks of Test", "{R}", ["Instant"], targets=[{"kind": "creature"}, {"kind": "creature"}],
                     effects=[{"do": "damage", "n": 2, "target": 0}, {"do": "damage", "n": 2, "target": 1}])
    first = b.add("p2", "battlefield", "Grizzly Bears")
    second = b.add("p2", "battlefield", "Grizzly Bears")
    sparks = b.add("p1", "hand", name)
    b.lands("p1", "R")
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "U")
    engine = start(b)
    ok(engine, cast(sparks, first, second), PASS, cast(unsummon, first))
    passes(engine, 2)
    result = passes(engine, 2)
    assert {"type": "resolve", "card": sparks} in result["events"]
    assert zone(engine, first) == "hand" and zone(engine, second) == "graveyard"
    assert zone(engine, sparks) == "graveyard"


def test_same_seed_same_game() -> None:
    """Determinism: one setup and seed with one action plan gives identical results (the suite relies on it)."""
    def run() -> list[JSON]:
        b = SetupBuilder(seed=5)
        spell = b.add("p1", "hand", "Discover Four of Test")
        for name in ("Forest", "Island", "Mountain", "Lightning Bolt", "Swamp", "Plains"):
            b.add("p1", "library", name)
        b.lands("p1", "RR")
        engine = start(b)
        return [engine.act(a) for a in (cast(spell), PASS, PASS, {"type": "choose", "choice": "hand"})]

    assert run() == run()


def test_cleanup_discards_down_to_seven_514_1() -> None:
    """514.1: in the cleanup step the active player chooses cards to discard down to seven."""
    b = SetupBuilder(step="end")
    for _ in range(9):
        b.add("p1", "hand", "Grizzly Bears")
    b.add("p2", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    engine.act({"type": "pass"})
    result = engine.act({"type": "pass"})
    choice = result["observation"]["pending_choice"]
    assert choice["kind"] == "discard" and choice["player"] == "p1" and len(choice["options"]) == 9
    engine.act({"type": "choose", "choice": choice["options"][0]})
    result = engine.act({"type": "choose", "choice": engine.observe(None)["pending_choice"]["options"][0]})
    obs = result["observation"]
    assert obs["players"][0]["hand_size"] == 7 and obs["pending_choice"] is None
    assert obs["turn"]["active_player"] == "p2"


def test_single_option_discard_resumes_once() -> None:
    """A choice with one option is made at once, and the effect continues exactly once (608.2c)."""
    b = SetupBuilder()
    b.add("p1", "hand", "Galvanic Giant // Storm Reading")
    b.lands("p1", "UUUUUUU")
    b.add("p1", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    engine.act({"type": "cast", "card": "c1", "mode": "adventure"})
    engine.act({"type": "pass"})
    result = engine.act({"type": "pass"})
    moves = [e for e in result["events"] if e["type"] == "zone_move" and e["card"] == "c1"]
    assert [(m["from"], m["to"]) for m in moves] == [("stack", "exile")]
