"""The engine behaviour added for the interaction cards (reference_engine/cards/sets/interactions.py): destroying,
target filters, "counter unless its controller pays", a target player losing life, exile with life gain and
flashback, each through the engine's public API and with a few of the real cards."""

from __future__ import annotations

from test_engine_core import cast, find, life, ok, passes, player, start, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def _legal_targets(engine: ReferenceEngine, card: str) -> list[list[str]]:
    return [a["targets"] for a in engine.legal_actions() if a.get("type") == "cast" and a.get("card") == card]


# ----- 701.8: destroy -----------------------------------------------------------------------------------

def test_murder_destroys_and_a_dies_trigger_of_another_permanent_sees_it() -> None:
    """701.8a: the creature goes to its owner's graveyard; Zulaport Cutthroat's controller's creature died, so
    each opponent loses 1 life and its controller gains 1 (603.6c, 603.10a)."""
    b = SetupBuilder()
    murder = b.add("p2", "hand", "Murder")
    b.lands("p2", "BBB")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Zulaport Cutthroat")
    b.turn["active_player"] = "p2"
    engine = start(b)
    ok(engine, cast(murder, bear))
    passes(engine, 2)
    passes(engine, 2)  # the Cutthroat's trigger
    assert zone(engine, bear) == "graveyard"
    assert (life(engine, "p1"), life(engine, "p2")) == (21, 19)


def test_destroy_leaves_an_indestructible_permanent() -> None:
    """701.8b: an indestructible permanent isn't destroyed."""
    b = SetupBuilder()
    murder = b.add("p1", "hand", "Murder")
    b.lands("p1", "BBB")
    name = b.define({"name": "Stalwart Golem of Test", "layout": "normal", "synthetic": True, "faces": [
        {"name": "Stalwart Golem of Test", "mana_cost": "{3}", "types": ["Artifact", "Creature"], "power": 3,
         "toughness": 3, "keywords": ["indestructible"]}]})
    golem = b.add("p2", "battlefield", name)
    engine = start(b)
    ok(engine, cast(murder, golem))
    passes(engine, 2)
    assert zone(engine, golem) == "battlefield"


# ----- 115.1: target filters ------------------------------------------------------------------------------

def test_doom_blade_cant_target_a_black_creature() -> None:
    """A target spec's filter: "target nonblack creature" (115.1, 105.2)."""
    b = SetupBuilder()
    blade = b.add("p1", "hand", "Doom Blade")
    b.lands("p1", "BB")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    artist = b.add("p2", "battlefield", "Blood Artist")
    engine = start(b)
    assert _legal_targets(engine, blade) == [[bear]]
    assert not engine.act(cast(blade, artist))["accepted"]


def test_negate_targets_only_noncreature_spells_and_essence_scatter_only_creature_spells() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "GG")
    negate = b.add("p2", "hand", "Negate")
    scatter = b.add("p2", "hand", "Essence Scatter")
    b.lands("p2", "UUUU")
    engine = start(b)
    ok(engine, cast(bear), {"type": "pass"})
    assert _legal_targets(engine, negate) == []
    assert _legal_targets(engine, scatter) == [[bear]]
    ok(engine, cast(scatter, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "graveyard"


# ----- 701.6a, 118.12: counter unless its controller pays ----------------------------------------------

def _mana_leak(p1_lands: str) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", p1_lands)
    leak = b.add("p2", "hand", "Mana Leak")
    b.lands("p2", "UU")
    engine = start(b)
    ok(engine, cast(bolt, "p2"), {"type": "pass"}, cast(leak, bolt))
    passes(engine, 2)
    return engine, bolt


def test_mana_leak_counters_when_the_controller_cant_pay() -> None:
    engine, bolt = _mana_leak("RRR")  # two lands left: {3} can't be paid
    assert zone(engine, bolt) == "graveyard" and life(engine, "p2") == 20


def test_mana_leak_asks_and_paying_lets_the_spell_resolve() -> None:
    engine, bolt = _mana_leak("RRRR")
    pending = engine.observe(None)["pending_choice"]
    assert pending["player"] == "p1" and sorted(pending["options"]) == ["decline", "pay"]
    ok(engine, {"type": "choose", "choice": "pay"})
    passes(engine, 2)
    assert life(engine, "p2") == 17


def test_mana_leak_declined_counters() -> None:
    engine, bolt = _mana_leak("RRRR")
    ok(engine, {"type": "choose", "choice": "decline"})
    assert zone(engine, bolt) == "graveyard"


# ----- 119.3, 608.2h: life ------------------------------------------------------------------------------

def test_swords_to_plowshares_gives_the_creatures_controller_life_equal_to_its_power() -> None:
    """701.13a; the power as the creature last existed, pumped included (608.2h)."""
    b = SetupBuilder()
    swords = b.add("p1", "hand", "Swords to Plowshares")
    b.lands("p1", "W")
    bear = b.add("p2", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    engine = start(b)
    ok(engine, cast(swords, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "exile" and life(engine, "p2") == 23 and life(engine, "p1") == 20


def test_blood_artist_drains_the_target_player_when_any_creature_dies() -> None:
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    b.add("p1", "battlefield", "Blood Artist")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(bolt, bear))
    passes(engine, 2)
    pending = engine.observe(None)["pending_choice"]  # the trigger's target is chosen as it's put on the stack
    assert pending["kind"] == "targets" and ["p2"] in pending["options"]  # 603.3d
    ok(engine, {"type": "choose", "choice": ["p2"]})
    passes(engine, 2)
    assert (life(engine, "p1"), life(engine, "p2")) == (21, 19)


# ----- 702.34: flashback ---------------------------------------------------------------------------------

def test_flashback_casts_from_the_graveyard_for_its_cost_and_exiles_the_card() -> None:
    """702.34a: Think Twice from its owner's graveyard for {2}{U}; it's exiled as it leaves the stack."""
    b = SetupBuilder()
    twice = b.add("p1", "graveyard", "Think Twice")
    b.lands("p1", "UUU")
    b.add("p1", "library", "Island")
    engine = start(b)
    assert {"type": "cast", "card": twice, "mode": "normal", "alt_cost": "flashback", "targets": []} in \
        engine.legal_actions()
    assert not engine.act(cast(twice))["accepted"]  # only for its flashback cost
    ok(engine, cast(twice, alt_cost="flashback"))
    assert sum(o["tapped"] for o in engine.observe(None)["objects"] if o["name"] == "Island") == 3
    passes(engine, 2)
    assert zone(engine, twice) == "exile" and player(engine, "p1")["hand_size"] == 1


def test_a_countered_flashback_spell_is_exiled() -> None:
    """702.34a: exiled instead of going anywhere else as it leaves the stack, countered included."""
    b = SetupBuilder()
    bolt = b.add("p1", "graveyard", "Firebolt")
    b.lands("p1", "RRRRR")
    counter = b.add("p2", "hand", "Cancel")
    b.lands("p2", "UUU")
    engine = start(b)
    ok(engine, cast(bolt, "p2", alt_cost="flashback"), {"type": "pass"}, cast(counter, bolt))
    passes(engine, 2)
    assert zone(engine, bolt) == "exile" and life(engine, "p2") == 20


def test_flashback_only_from_the_owners_graveyard_and_not_from_the_hand() -> None:
    """702.34a: "from your graveyard"; from the hand the spell is cast as usual."""
    b = SetupBuilder()
    theirs = b.add("p2", "graveyard", "Think Twice")
    mine = b.add("p1", "hand", "Think Twice")
    b.lands("p1", "UUU")
    engine = start(b)
    assert not engine.act(cast(theirs, alt_cost="flashback"))["accepted"]
    assert not engine.act(cast(mine, alt_cost="flashback"))["accepted"]
    ok(engine, cast(mine))
    passes(engine, 2)
    assert zone(engine, mine) == "graveyard"


def test_flashback_keeps_the_spells_timing() -> None:
    """702.34a, 307.1: a sorcery with flashback is still cast only at sorcery speed."""
    b = SetupBuilder(step="upkeep")
    looting = b.add("p1", "graveyard", "Faithless Looting")
    b.lands("p1", "RRR")
    engine = start(b)
    assert not engine.act(cast(looting, alt_cost="flashback"))["accepted"]


def test_endless_one_enters_with_x_counters() -> None:
    """614.1c: X=3, so it enters with three +1/+1 counters."""
    b = SetupBuilder()
    one = b.add("p1", "hand", "Endless One")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(one, x=3))
    passes(engine, 2)
    o = find(engine, one)
    assert o is not None and o["counters"] == {"+1/+1": 3} and (o["power"], o["toughness"]) == (3, 3)


def _blocks(attacker_name: str, *blocker_names: str) -> tuple[ReferenceEngine, str, list[str], list[JSON]]:
    """Attack with one creature; the blocks the engine lists for the defender's creatures."""
    b = SetupBuilder(step="beginning_of_combat")
    attacker = b.add("p1", "battlefield", attacker_name)
    blockers = [b.add("p2", "battlefield", name) for name in blocker_names]
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {attacker: "p2"}})
    passes(engine, 2)
    blocks = [a["blockers"] for a in engine.legal_actions() if a["type"] == "declare_blockers"]
    return engine, attacker, blockers, blocks


def test_a_creature_protected_from_black_isnt_offered_a_black_blocker() -> None:
    """702.16b: Death Speakers can't be blocked by black creatures; the legal blocks leave them out."""
    engine, speakers, (artist, bear), blocks = _blocks("Death Speakers", "Blood Artist", "Grizzly Bears")
    assert {bear: speakers} in blocks and {artist: speakers} not in blocks
    assert not engine.act({"type": "declare_blockers", "blockers": {artist: speakers}})["accepted"]


def test_a_flyer_is_blocked_only_by_creatures_with_flying_or_reach() -> None:
    """702.9b, 702.17b: Azorius First-Wing can be blocked by Falkenrath Noble or Annoyed Altisaur, not by Bears."""
    engine, wing, (bear, noble, altisaur), blocks = _blocks(
        "Azorius First-Wing", "Grizzly Bears", "Falkenrath Noble", "Annoyed Altisaur")
    assert {noble: wing} in blocks and {altisaur: wing} in blocks and {bear: wing} not in blocks
    assert not engine.act({"type": "declare_blockers", "blockers": {bear: wing}})["accepted"]
    ok(engine, {"type": "declare_blockers", "blockers": {altisaur: wing}})


def test_momentary_blink_with_flashback_returns_the_creature_and_its_enters_ability_triggers_again() -> None:
    """702.34a, 610.3c: blinked from the graveyard cast; Man-o'-War's enters ability triggers again (603.6a)."""
    b = SetupBuilder()
    blink = b.add("p1", "graveyard", "Momentary Blink")
    b.lands("p1", "UUUU")
    man = b.add("p1", "battlefield", "Man-o'-War")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(blink, man, alt_cost="flashback"))
    passes(engine, 2)
    pending = engine.observe(None)["pending_choice"]
    if pending is not None:
        ok(engine, {"type": "choose", "choice": [bear]})
    passes(engine, 2)
    assert zone(engine, blink) == "exile" and zone(engine, man) == "battlefield" and zone(engine, bear) == "hand"


def test_medallion_reduces_and_sphere_taxes_generic_mana() -> None:
    """601.2f: Sapphire Medallion's {1} less and Sphere of Resistance's {1} more cancel: Cancel costs {1}{U}{U}."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Sapphire Medallion")
    b.add("p1", "battlefield", "Sphere of Resistance")
    b.add("p1", "battlefield", "Pearl Medallion")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "RR")
    cancel = b.add("p1", "hand", "Cancel")
    b.lands("p1", "UUU")
    b.turn["active_player"] = "p2"
    engine = start(b)
    ok(engine, cast(bolt, "p1"))  # {R} + Sphere's {1}
    ok(engine, {"type": "pass"}, cast(cancel, bolt))
    assert sum(o["tapped"] for o in engine.observe(None)["objects"] if o["name"] == "Island") == 3


# ----- 701.40 manifest, 701.58 cloak ------------------------------------------------------------------

def test_soul_summons_manifests_the_top_card_which_turns_up_for_its_mana_cost() -> None:
    """701.40a: a face-down 2/2; 701.40b: a creature card turns face up for its mana cost. Another creature
    entering under Prosperous Innkeeper's controller triggers it (603.6a)."""
    b = SetupBuilder()
    summons = b.add("p1", "hand", "Soul Summons")
    b.lands("p1", "WWGG")
    b.add("p1", "battlefield", "Prosperous Innkeeper")
    bear = b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(summons))
    passes(engine, 2)
    o = find(engine, bear)
    assert o is not None and o["zone"] == "battlefield" and o["face_down"] and o["face_down_by"] == "manifest"
    assert (o["power"], o["toughness"], o["keywords"]) == (2, 2, [])
    passes(engine, 2)  # the Innkeeper's trigger
    assert life(engine, "p1") == 21
    ok(engine, {"type": "turn_face_up", "card": bear, "by": "mana_cost"})
    o = find(engine, bear)
    assert o is not None and o["name"] == "Grizzly Bears" and not o["face_down"]


def test_wildcall_manifests_then_puts_x_counters_on_it() -> None:
    b = SetupBuilder()
    wildcall = b.add("p1", "hand", "Wildcall")
    b.lands("p1", "GGGG")
    top = b.add("p1", "library", "Lightning Bolt")
    engine = start(b)
    ok(engine, cast(wildcall, x=2))
    passes(engine, 2)
    o = find(engine, top)
    assert o is not None and o["face_down"] and o["counters"] == {"+1/+1": 2} and o["power"] == 4
    assert not engine.act({"type": "turn_face_up", "card": top})["accepted"]  # 701.40g: not a creature card


def test_sultai_emissary_manifests_when_it_dies_and_ethereal_ambush_manifests_two() -> None:
    b = SetupBuilder()
    emissary = b.add("p1", "battlefield", "Sultai Emissary")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    ambush = b.add("p1", "hand", "Ethereal Ambush")
    b.lands("p1", "RGGUUU")
    cards = [b.add("p1", "library", "Forest") for _ in range(3)]
    engine = start(b)
    ok(engine, cast(bolt, emissary))
    passes(engine, 2)
    passes(engine, 2)
    assert zone(engine, cards[0]) == "battlefield"
    ok(engine, cast(ambush))
    passes(engine, 2)
    assert [zone(engine, c) for c in cards] == ["battlefield"] * 3
    assert all(find(engine, c)["face_down_by"] == "manifest" for c in cards)  # type: ignore[index]


def test_cloak_puts_a_face_down_two_two_with_ward_two() -> None:
    """701.58a: cloaked, it has ward {2} (a synthetic spell: no real card in the pool only cloaks)."""
    b = SetupBuilder()
    name = b.define({"name": "Shroud of Mist of Test", "layout": "normal", "synthetic": True, "faces": [
        {"name": "Shroud of Mist of Test", "mana_cost": "{1}", "types": ["Sorcery"],
         "effects": [{"do": "cloak"}]}]})
    spell = b.add("p1", "hand", name)
    b.lands("p1", "W")
    bear = b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    o = find(engine, bear)
    assert o is not None and o["face_down_by"] == "cloak" and o["keywords"] == ["ward {2}"]


# ----- 702.85: cascade ------------------------------------------------------------------------------------

def _cascade(library: list[str]) -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder()
    elf = b.add("p1", "hand", "Bloodbraid Elf")
    b.lands("p1", "RRGG")
    cards = [b.add("p1", "library", name) for name in library]
    engine = start(b)
    ok(engine, cast(elf))
    return engine, elf, cards


def test_cascade_triggers_on_cast_and_offers_the_first_nonland_card_with_lesser_mana_value() -> None:
    """702.85a: lands and cards with mana value 4 or more are exiled past; Lightning Bolt may be cast free, above
    the Elf; the other exiled cards go to the bottom."""
    engine, elf, cards = _cascade(["Forest", "Fierce Witchstalker", "Lightning Bolt", "Island"])
    passes(engine, 2)  # the cascade trigger resolves
    pending = engine.observe(None)["pending_choice"]
    assert pending["kind"] == "cascade_cast" and pending["options"] == ["decline"]
    casts = [a for a in engine.legal_actions() if a["type"] == "cast"]
    assert casts and all(a["card"] == cards[2] and a["alt_cost"] == "free" for a in casts)
    ok(engine, cast(cards[2], "p2", alt_cost="free"))
    assert [zone(engine, c) for c in cards] == ["library", "library", "stack", "library"]
    assert engine.observe(None)["players"][0]["library_size"] == 3
    passes(engine, 2)
    assert life(engine, "p2") == 17 and zone(engine, elf) == "stack"


def test_cascade_declined_puts_every_exiled_card_on_the_bottom() -> None:
    engine, elf, cards = _cascade(["Grizzly Bears", "Island"])
    passes(engine, 2)
    ok(engine, {"type": "choose", "choice": "decline"})
    assert [zone(engine, c) for c in cards] == ["library", "library"]
    assert engine.observe(None)["players"][0]["library_size"] == 2 and zone(engine, elf) == "stack"


def test_cascade_without_a_hit_exiles_the_whole_library_and_returns_it() -> None:
    engine, elf, cards = _cascade(["Forest", "Bloodbraid Elf"])
    result = passes(engine, 2)
    assert engine.observe(None)["pending_choice"] is None
    assert [zone(engine, c) for c in cards] == ["library", "library"]
    assert any(e["type"] == "zone_move" and e["to"] == "exile" for e in result["events"])


def test_apex_devastator_cascades_four_times() -> None:
    """702.85c: each instance of cascade triggers separately."""
    b = SetupBuilder()
    apex = b.add("p1", "hand", "Apex Devastator")
    b.lands("p1", "GGGGGGGGGG")
    engine = start(b)
    ok(engine, cast(apex))
    assert len(engine.observe(None)["stack"]) == 5


# ----- 702.81: retrace ------------------------------------------------------------------------------------

def test_retrace_casts_from_the_graveyard_by_discarding_a_land_card_and_the_card_returns_there() -> None:
    """702.81a: Flame Jab for its mana cost plus a land card discarded; it goes back to the graveyard (608.2n)."""
    b = SetupBuilder()
    jab = b.add("p1", "graveyard", "Flame Jab")
    forest = b.add("p1", "hand", "Forest")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    casts = [a for a in engine.legal_actions() if a.get("card") == jab]
    assert casts and all(a["additional_costs"] == [{"discard": [forest]}] for a in casts)
    assert not engine.act(cast(jab, "p2"))["accepted"]  # the discard is mandatory
    assert not engine.act(cast(jab, "p2", additional_costs=[{"discard": [bolt]}]))["accepted"]  # a land card
    ok(engine, cast(jab, "p2", additional_costs=[{"discard": [forest]}]))
    assert zone(engine, forest) == "graveyard"
    passes(engine, 2)
    assert life(engine, "p2") == 19 and zone(engine, jab) == "graveyard"


def test_a_discard_cost_is_rejected_for_a_spell_without_retrace() -> None:
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    forest = b.add("p1", "hand", "Forest")
    b.lands("p1", "R")
    engine = start(b)
    assert not engine.act(cast(bolt, "p2", additional_costs=[{"discard": [forest]}]))["accepted"]


def test_syphon_life_with_retrace_drains_the_target_player() -> None:
    b = SetupBuilder()
    syphon = b.add("p1", "graveyard", "Syphon Life")
    swamp = b.add("p1", "hand", "Swamp")
    b.lands("p1", "BBB")
    engine = start(b)
    ok(engine, cast(syphon, "p2", additional_costs=[{"discard": [swamp]}]))
    passes(engine, 2)
    assert (life(engine, "p1"), life(engine, "p2")) == (22, 18)


# ----- 615.1a: prevent all combat damage --------------------------------------------------------------------

def test_fog_prevents_all_combat_damage_this_turn_but_not_other_damage() -> None:
    b = SetupBuilder(step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    knight = b.add("p1", "battlefield", "Goblin Outlander")
    blocker = b.add("p2", "battlefield", "Grizzly Bears")
    fog = b.add("p2", "hand", "Fog")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "GR")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2", knight: "p2"}})
    ok(engine, {"type": "pass"}, cast(fog))
    passes(engine, 2)
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": {blocker: bear}})
    ok(engine, {"type": "pass"}, cast(bolt, "p1"))
    passes(engine, 2)
    while engine.observe(None)["turn"]["step"] != "end":
        passes(engine, 1)
    assert life(engine, "p2") == 20 and life(engine, "p1") == 17
    assert zone(engine, bear) == "battlefield" and zone(engine, blocker) == "battlefield"
