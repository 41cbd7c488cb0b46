"""The verbs, target qualities and blocking restrictions added for the Eldraine Adventure cards (cards/sets/eld.py,
cards/sets/woe.py), each through the engine's public API with real cards where one exists."""

from __future__ import annotations

from typing import Any

from test_engine_core import find, life, ok, passes, start, synthetic, zone
from test_engine_core_rules import pt, to_blockers

from mtg_protocol.jsontypes import JSON
from strategies.states import SetupBuilder


def adventure(card: str, *targets: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "adventure", "targets": list(targets)}


def accepted(engine: Any, action: JSON) -> bool:
    return bool(engine.act(action)["accepted"])


# ----- destroy (701.8a, 702.12b) ---------------------------------------------------------------------


def test_chop_down_destroys_only_a_creature_with_power_4_or_greater() -> None:
    """701.8a; 115.1: the target's quality (power 4 or greater) is checked as it's chosen."""
    b = SetupBuilder()
    killer = b.add("p1", "hand", "Giant Killer // Chop Down")
    b.lands("p1", "WWW")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    treefolk = b.add("p2", "battlefield", "Tuinvale Treefolk // Oaken Boon")
    engine = start(b)
    assert not accepted(engine, adventure(killer, bear))
    ok(engine, adventure(killer, treefolk))
    passes(engine, 2)
    assert zone(engine, treefolk) == "graveyard" and zone(engine, killer) == "exile"


def test_destroy_spares_an_indestructible_permanent() -> None:
    """702.12b: an indestructible permanent isn't destroyed."""
    b = SetupBuilder()
    name = synthetic(b, "Doom Test Spell of Test", "{1}", ["Instant"], targets=[{"kind": "creature"}],
                     effects=[{"do": "destroy", "target": 0}])
    spell = b.add("p1", "hand", name)
    b.lands("p1", "W")
    rock = synthetic(b, "Stone Wall of Test", "{1}", ["Creature"], power=0, toughness=4, keywords=["indestructible"])
    wall = b.add("p2", "battlefield", rock)
    engine = start(b)
    ok(engine, {"type": "cast", "card": spell, "targets": [wall]})
    passes(engine, 2)
    assert zone(engine, wall) == "battlefield"


def test_cast_off_destroys_every_non_giant_creature() -> None:
    """701.8a, 608.2e: untargeted; Giants of either player stay."""
    b = SetupBuilder()
    giant = b.add("p1", "hand", "Realm-Cloaked Giant // Cast Off")
    b.lands("p1", "WWWWW")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    other_giant = b.add("p2", "battlefield", "Gingerbread Hunter // Puny Snack")
    engine = start(b)
    ok(engine, adventure(giant))
    passes(engine, 2)
    assert zone(engine, mine) == zone(engine, theirs) == "graveyard"
    assert zone(engine, other_giant) == "battlefield"


def test_battle_display_targets_an_artifact_only() -> None:
    """115.1: "target artifact" can't be a creature that isn't an artifact."""
    b = SetupBuilder()
    breaker = b.add("p1", "hand", "Embereth Shieldbreaker // Battle Display")
    b.lands("p1", "R")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    wrench = b.add("p2", "battlefield", "Wrench")
    engine = start(b)
    assert not accepted(engine, adventure(breaker, bear))
    ok(engine, adventure(breaker, wrench))
    passes(engine, 2)
    assert zone(engine, wrench) == "graveyard"


def test_rip_the_seams_needs_a_tapped_creature() -> None:
    b = SetupBuilder()
    clique = b.add("p1", "hand", "Threadbind Clique // Rip the Seams")
    b.lands("p1", "WWW")
    untapped = b.add("p2", "battlefield", "Grizzly Bears")
    tapped = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    engine = start(b)
    assert not accepted(engine, adventure(clique, untapped))
    ok(engine, adventure(clique, tapped))
    passes(engine, 2)
    assert zone(engine, tapped) == "graveyard" and zone(engine, untapped) == "battlefield"


# ----- other verbs ------------------------------------------------------------------------------------


def test_on_alert_pumps_and_untaps() -> None:
    """701.26b: untap."""
    b = SetupBuilder()
    squire = b.add("p1", "hand", "Silverflame Squire // On Alert")
    b.lands("p1", "WWW")
    bear = b.add("p1", "battlefield", "Grizzly Bears", tapped=True)
    engine = start(b)
    ok(engine, adventure(squire, bear))
    passes(engine, 2)
    o = find(engine, bear)
    assert o is not None and not o["tapped"] and (o["power"], o["toughness"]) == (4, 4)


def test_venture_deeper_mills_four_of_the_target_player() -> None:
    """701.17a: the top four cards go to the graveyard; 701.17b: a library with fewer mills what it has."""
    b = SetupBuilder()
    keeper = b.add("p1", "hand", "Merfolk Secretkeeper // Venture Deeper")
    b.lands("p1", "U")
    cards = [b.add("p2", "library", "Forest") for _ in range(3)]
    engine = start(b)
    ok(engine, adventure(keeper, "p2"))
    passes(engine, 2)
    assert all(zone(engine, c) == "graveyard" for c in cards)


def test_lose_life_loses_life_for_its_controller() -> None:
    """119.3."""
    b = SetupBuilder()
    name = synthetic(b, "Bleed Test Spell of Test", "{1}", ["Instant"], effects=[{"do": "lose_life", "n": 2}])
    spell = b.add("p1", "hand", name)
    b.lands("p1", "B")
    engine = start(b)
    ok(engine, {"type": "cast", "card": spell, "targets": []})
    passes(engine, 2)
    assert life(engine, "p1") == 18 and life(engine, "p2") == 20


def test_cleave_shadows_shrinks_each_creature_an_opponent_controls() -> None:
    """611.2c: untargeted, only the creatures on the battlefield as it resolves."""
    b = SetupBuilder()
    shepherd = b.add("p1", "hand", "Shrouded Shepherd // Cleave Shadows")
    b.lands("p1", "BB")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, adventure(shepherd))
    passes(engine, 2)
    assert pt(engine, mine) == (2, 2) and pt(engine, theirs) == (1, 1)


def test_mend_the_wilds_puts_a_permanent_card_on_top_of_the_library() -> None:
    b = SetupBuilder()
    acolyte = b.add("p1", "hand", "Woodland Acolyte // Mend the Wilds")
    b.lands("p1", "G")
    bear = b.add("p1", "graveyard", "Grizzly Bears")
    bolt = b.add("p1", "graveyard", "Lightning Bolt")
    engine = start(b)
    assert not accepted(engine, adventure(acolyte, bolt))
    ok(engine, adventure(acolyte, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "library"
    assert engine.observe("p1")["players"][0]["library_size"] >= 1


def test_mesmeric_glare_counters_only_a_spell_with_mana_value_3_or_less() -> None:
    """115.1: the spell's mana value is checked as the target is chosen."""
    b = SetupBuilder()
    sprite = b.add("p1", "hand", "Hypnotic Sprite // Mesmeric Glare")
    b.lands("p1", "UUU")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, {"type": "pass"})
    ok(engine, {"type": "cast", "card": bolt, "targets": ["p1"]})
    ok(engine, {"type": "pass"})
    ok(engine, adventure(sprite, bolt))
    passes(engine, 2)
    assert zone(engine, bolt) == "graveyard" and life(engine, "p1") == 20


# ----- blocking restrictions (509.1b, 702.9b, 702.17b) -----------------------------------------------


def _combat(attacker_card: str, *blockers: str) -> tuple[Any, str, list[str]]:
    b = SetupBuilder(step="beginning_of_combat")
    attacker = b.add("p1", "battlefield", attacker_card)
    ids = [b.add("p2", "battlefield", c) for c in blockers]
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    return engine, attacker, ids


def _can_block(engine: Any, blocker: str, attacker: str) -> bool:
    return accepted(engine, {"type": "declare_blockers", "blockers": {blocker: attacker}})


def test_flying_attacker_is_blocked_only_by_flying_or_reach() -> None:
    """702.9b, 702.17b."""
    engine, attacker, (bear, giant) = _combat("Hypnotic Sprite // Mesmeric Glare", "Grizzly Bears",
                                              "Grabby Giant // That's Mine")
    listed = [a["blockers"] for a in engine.legal_actions() if a["type"] == "declare_blockers"]
    assert {giant: attacker} in listed and all(bear not in blocks for blocks in listed)
    assert not _can_block(engine, bear, attacker)
    assert _can_block(engine, giant, attacker)


def test_creature_that_cant_block_cant_block() -> None:
    """509.1b: Rimrock Knight can't block."""
    engine, attacker, (knight,) = _combat("Grizzly Bears", "Rimrock Knight // Boulder Rush")
    assert not _can_block(engine, knight, attacker)


def test_brazen_borrower_blocks_only_fliers() -> None:
    engine, attacker, (borrower,) = _combat("Grizzly Bears", "Brazen Borrower // Petty Theft")
    assert not _can_block(engine, borrower, attacker)
    engine, attacker, (borrower,) = _combat("Hypnotic Sprite // Mesmeric Glare", "Brazen Borrower // Petty Theft")
    assert _can_block(engine, borrower, attacker)


def test_stormkeld_vanguard_cant_be_blocked_by_power_2_or_less() -> None:
    engine, attacker, (bear, hart) = _combat("Stormkeld Vanguard // Bear Down", "Grizzly Bears",
                                             "Tempest Hart // Scan the Clouds")
    assert not _can_block(engine, bear, attacker)
    assert _can_block(engine, hart, attacker)


def test_beat_a_path_stops_blocking_this_turn() -> None:
    """509.1b, 611.2: the restriction lasts until end of turn."""
    b = SetupBuilder()
    bruiser = b.add("p1", "hand", "Bellowing Bruiser // Beat a Path")
    b.lands("p1", "RRR")
    attacker = b.add("p1", "battlefield", "Grizzly Bears")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, adventure(bruiser, bear))
    passes(engine, 2)
    passes(engine, 2)  # to the beginning of combat
    to_blockers(engine, {attacker: "p2"})
    assert not _can_block(engine, bear, attacker)


# ----- tokens the card defines (111.4), attack restrictions (508.1c), dies finding the new object (400.7e) ----


def _tokens(engine: Any) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o.get("token") and o["zone"] == "battlefield"]


def test_rider_in_need_makes_a_white_2_2_knight_token_with_vigilance() -> None:
    """111.4: a token the card defines is named after its subtypes plus the word Token."""
    b = SetupBuilder()
    unicorn = b.add("p1", "hand", "Lonesome Unicorn // Rider in Need")
    b.lands("p1", "WWW")
    engine = start(b)
    ok(engine, adventure(unicorn))
    passes(engine, 2)
    (knight,) = _tokens(engine)
    assert knight["name"] == "Knight Token" and knight["controller"] == "p1"
    assert (knight["power"], knight["toughness"]) == (2, 2) and "vigilance" in knight["keywords"]
    assert knight["colors"] == ["W"] and knight["subtypes"] == ["Knight"]


def test_lovestruck_beast_attacks_only_while_its_controller_has_a_1_1() -> None:
    """508.1c: a restriction with a condition is checked as attackers are declared."""
    b = SetupBuilder(step="beginning_of_combat")
    beast = b.add("p1", "battlefield", "Lovestruck Beast // Heart's Desire")
    engine = start(b)
    passes(engine, 2)
    assert not accepted(engine, {"type": "declare_attackers", "attackers": {beast: "p2"}})
    b = SetupBuilder(step="beginning_of_combat")
    beast = b.add("p1", "battlefield", "Lovestruck Beast // Heart's Desire")
    b.add("p1", "battlefield", "Edgewall Innkeeper")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {beast: "p2"}})


def test_oakhame_ranger_pumps_each_creature_you_control() -> None:
    b = SetupBuilder()
    ranger = b.add("p1", "battlefield", "Oakhame Ranger // Bring Back")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, {"type": "activate", "card": ranger, "ability": 0, "targets": []})
    passes(engine, 2)
    assert pt(engine, ranger) == (3, 3) and pt(engine, bear) == (3, 3) and pt(engine, theirs) == (2, 2)


def test_imodanes_recruiter_gives_its_team_haste() -> None:
    """611.2c: the creatures on the battlefield as the ability resolves, itself included."""
    b = SetupBuilder()
    recruiter = b.add("p1", "hand", "Imodane's Recruiter // Train Troops")
    b.lands("p1", "RRR")
    bear = b.add("p1", "battlefield", "Grizzly Bears", summoning_sick=True)
    engine = start(b)
    ok(engine, {"type": "cast", "card": recruiter, "targets": []})
    passes(engine, 2)  # the creature spell resolves; its enters ability triggers
    passes(engine, 2)
    assert pt(engine, bear) == (3, 2) and pt(engine, recruiter) == (3, 2)
    assert "haste" in find(engine, bear)["keywords"]


def test_fell_horseman_goes_to_the_bottom_of_its_library_when_it_dies() -> None:
    """400.7e: the dies ability finds the card it became in the graveyard."""
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    horseman = b.add("p2", "battlefield", "Fell Horseman // Deathly Ride")
    top = b.add("p2", "library", "Forest")
    engine = start(b)
    ok(engine, {"type": "cast", "card": bolt, "targets": [horseman]})
    passes(engine, 2)
    assert zone(engine, horseman) == "graveyard"
    passes(engine, 2)
    assert zone(engine, horseman) == "library" and zone(engine, top) == "library"
    assert engine.game.library("p2") == [top, horseman]  # the bottom


# ----- deathtouch (702.2b, 702.2c, 704.5h) and lifelink (702.15b, 120.3f) -----------------------------


def test_foulmire_knight_blocking_destroys_the_attacker() -> None:
    """702.2b, 704.5h: any damage from a source with deathtouch is enough."""
    b = SetupBuilder(step="beginning_of_combat")
    attacker = b.add("p1", "battlefield", "Tuinvale Treefolk // Oaken Boon")
    knight = b.add("p2", "battlefield", "Foulmire Knight // Profane Insight")
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    ok(engine, {"type": "declare_blockers", "blockers": {knight: attacker}})
    passes(engine, 2)
    assert zone(engine, attacker) == "graveyard" and zone(engine, knight) == "graveyard"


def test_deathtouch_trample_assigns_one_damage_as_lethal() -> None:
    """702.2c: 1 damage is lethal damage to the blocker; the rest tramples over."""
    b = SetupBuilder(step="beginning_of_combat")
    name = synthetic(b, "Venom Stomper of Test", "{3}", ["Creature"], power=5, toughness=5,
                     keywords=["deathtouch", "trample"])
    attacker = b.add("p1", "battlefield", name)
    blocker = b.add("p2", "battlefield", "Tuinvale Treefolk // Oaken Boon")
    engine = start(b)
    to_blockers(engine, {attacker: "p2"})
    ok(engine, {"type": "declare_blockers", "blockers": {blocker: attacker}})
    passes(engine, 2)
    assert life(engine, "p2") == 16 and zone(engine, blocker) == "graveyard"


def test_murderous_rider_lifelink_in_combat() -> None:
    """702.15b, 120.3f: its controller gains as much life as the damage it deals."""
    b = SetupBuilder(step="beginning_of_combat")
    rider = b.add("p1", "battlefield", "Murderous Rider // Swift End")
    engine = start(b)
    to_blockers(engine, {rider: "p2"})
    ok(engine, {"type": "declare_blockers", "blockers": {}})
    passes(engine, 2)
    assert life(engine, "p2") == 18 and life(engine, "p1") == 22


def test_swift_end_destroys_and_its_caster_loses_2_life() -> None:
    b = SetupBuilder()
    rider = b.add("p1", "hand", "Murderous Rider // Swift End")
    swamp = b.lands("p1", "BBB")[0]
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    assert not accepted(engine, adventure(rider, swamp))
    ok(engine, adventure(rider, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "graveyard" and life(engine, "p1") == 18 and zone(engine, rider) == "exile"


# ----- discarding (701.9a), draining (119.3), returning a spell (400.7), an intervening "if" (603.4) ----


def _pending(engine: Any) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def test_spellscorn_coven_makes_each_opponent_discard() -> None:
    """701.9a: the discarding player chooses."""
    b = SetupBuilder()
    coven = b.add("p1", "hand", "Spellscorn Coven // Take It Back")
    b.lands("p1", "BBBB")
    card, kept = b.add("p2", "hand", "Grizzly Bears"), b.add("p2", "hand", "Forest")
    engine = start(b)
    ok(engine, {"type": "cast", "card": coven, "targets": []})
    passes(engine, 2)
    passes(engine, 2)
    choice = _pending(engine)
    assert choice is not None and choice["player"] == "p2"
    ok(engine, {"type": "choose", "choice": card})
    assert zone(engine, card) == "graveyard" and zone(engine, kept) == "hand"


def test_harvest_fear_targets_an_opponent_who_discards_two() -> None:
    b = SetupBuilder()
    reaper = b.add("p1", "hand", "Reaper of Night // Harvest Fear")
    b.lands("p1", "BBBB")
    cards = [b.add("p2", "hand", "Grizzly Bears") for _ in range(3)]
    engine = start(b)
    assert not accepted(engine, adventure(reaper, "p1"))
    ok(engine, adventure(reaper, "p2"))
    passes(engine, 2)
    ok(engine, {"type": "choose", "choice": cards[0]}, {"type": "choose", "choice": cards[1]})
    assert [zone(engine, c) for c in cards] == ["graveyard", "graveyard", "hand"]


def test_reaper_of_night_flies_only_against_a_small_hand() -> None:
    """603.4: with three or more cards in the defending player's hand the ability doesn't trigger."""
    for cards, flies in ((2, True), (3, False)):
        b = SetupBuilder(step="beginning_of_combat")
        reaper = b.add("p1", "battlefield", "Reaper of Night // Harvest Fear")
        for _ in range(cards):
            b.add("p2", "hand", "Grizzly Bears")
        engine = start(b)
        passes(engine, 2)
        ok(engine, {"type": "declare_attackers", "attackers": {reaper: "p2"}})
        passes(engine, 2)
        assert ("flying" in find(engine, reaper)["keywords"]) is flies


def test_curry_favor_drains_for_each_knight_you_control() -> None:
    """119.3, 608.2h: X is counted as it resolves (the Swordmaster in exile isn't a Knight you control)."""
    b = SetupBuilder()
    swordmaster = b.add("p1", "hand", "Smitten Swordmaster // Curry Favor")
    b.lands("p1", "B")
    b.add("p1", "battlefield", "Embereth Shieldbreaker // Battle Display")
    b.add("p1", "battlefield", "Murderous Rider // Swift End")
    b.add("p2", "battlefield", "Foulmire Knight // Profane Insight")
    engine = start(b)
    ok(engine, adventure(swordmaster))
    passes(engine, 2)
    assert life(engine, "p1") == 22 and life(engine, "p2") == 18


def test_take_it_back_returns_a_spell_to_its_owners_hand() -> None:
    b = SetupBuilder()
    coven = b.add("p1", "hand", "Spellscorn Coven // Take It Back")
    b.lands("p1", "UUU")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, {"type": "pass"}, {"type": "cast", "card": bolt, "targets": ["p1"]}, {"type": "pass"})
    ok(engine, adventure(coven, bolt))
    passes(engine, 2)
    assert zone(engine, bolt) == "hand" and zone(engine, coven) == "exile" and life(engine, "p1") == 20


# ----- spells with lifelink (613.1f), "whenever an opponent casts" (603.2), evasion this turn (509.1b) ----


def test_heartflame_duelist_gives_its_controllers_spells_lifelink() -> None:
    """702.15b: the Adventure spell (an instant) has lifelink while the Duelist is on the battlefield."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Heartflame Duelist // Heartflame Slash")
    duelist = b.add("p1", "hand", "Heartflame Duelist // Heartflame Slash")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p1", "RRR")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, adventure(duelist, "p2"))
    passes(engine, 2)
    assert life(engine, "p1") == 23 and life(engine, "p2") == 17
    ok(engine, {"type": "pass"}, {"type": "cast", "card": bolt, "targets": ["p1"]})
    passes(engine, 2)
    assert life(engine, "p1") == 20 and life(engine, "p2") == 17  # not the opponent's spells


def test_scalding_viper_pings_an_opponent_casting_a_cheap_spell() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", "Scalding Viper // Steam Clean")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    mine = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, {"type": "cast", "card": mine, "targets": ["p2"]})  # its controller's own spell: no trigger
    passes(engine, 2)
    assert life(engine, "p2") == 17
    ok(engine, {"type": "pass"}, {"type": "cast", "card": bolt, "targets": ["p1"]})
    passes(engine, 2)  # the trigger resolves first, above the spell
    assert life(engine, "p2") == 16 and life(engine, "p1") == 20


def test_squeak_by_evades_blockers_with_power_3_or_greater() -> None:
    b = SetupBuilder()
    mouse = b.add("p1", "hand", "Cheeky House-Mouse // Squeak By")
    b.lands("p1", "W")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    big = b.add("p2", "battlefield", "Tempest Hart // Scan the Clouds")
    small = b.add("p2", "battlefield", "Curious Pair // Treats to Share")
    engine = start(b)
    ok(engine, adventure(mouse, bear))
    passes(engine, 2)
    passes(engine, 2)  # to the beginning of combat
    to_blockers(engine, {bear: "p2"})
    assert pt(engine, bear) == (3, 3)
    assert not _can_block(engine, big, bear)
    assert _can_block(engine, small, bear)


# ----- "becomes the target of a spell" (603.2) and damage that can't be prevented (615.12) -----------


def test_bonecrusher_giant_punishes_the_controller_of_a_spell_targeting_it() -> None:
    b = SetupBuilder()
    giant = b.add("p2", "battlefield", "Bonecrusher Giant // Stomp")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, {"type": "cast", "card": bolt, "targets": [giant]})
    passes(engine, 2)  # the trigger resolves first
    assert life(engine, "p1") == 18
    passes(engine, 2)
    assert zone(engine, giant) == "graveyard"


def test_stomp_damage_cant_be_prevented_this_turn() -> None:
    """615.12: a prevention shield doesn't reduce it and isn't used up."""
    b = SetupBuilder()
    name = synthetic(b, "Shield Test Spell of Test", "{1}", ["Instant"], targets=[{"kind": "creature"}],
                     effects=[{"do": "prevent_damage", "target": 0}])
    shield = b.add("p1", "hand", name)
    giant = b.add("p1", "hand", "Bonecrusher Giant // Stomp")
    b.lands("p1", "RRR")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, {"type": "cast", "card": shield, "targets": [bear]})
    passes(engine, 2)
    ok(engine, adventure(giant, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "graveyard" and zone(engine, giant) == "exile"


# ----- "activate only once each turn" (602.5b), sacrificing a Food, anthems for tokens, counted pumps -----


def test_hollow_scavenger_sacrifices_a_food_once_each_turn() -> None:
    b = SetupBuilder()
    wolf = b.add("p1", "battlefield", "Hollow Scavenger // Bakery Raid")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    foods = [b.add("p1", "battlefield", "Food", token=True) for _ in range(2)]
    b.lands("p1", "GG")
    engine = start(b)
    activate = {"type": "activate", "card": wolf, "ability": 0, "targets": []}
    assert not accepted(engine, {**activate, "sacrifice": [bear]})  # not a Food
    ok(engine, {**activate, "sacrifice": [foods[0]]})
    assert not accepted(engine, {**activate, "sacrifice": [foods[1]]})  # once each turn
    passes(engine, 2)
    assert pt(engine, wolf) == (5, 4) and zone(engine, foods[1]) == "battlefield"


def test_pollen_shield_hare_pumps_creature_tokens_and_hare_raising_counts_creatures() -> None:
    """613.4c; 608.2h: X is the number of creatures its controller controls as it resolves."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Pollen-Shield Hare // Hare Raising")
    hare = b.add("p1", "hand", "Pollen-Shield Hare // Hare Raising")
    b.lands("p1", "GGGWWW")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    unicorn = b.add("p1", "hand", "Lonesome Unicorn // Rider in Need")
    engine = start(b)
    ok(engine, adventure(unicorn))
    passes(engine, 2)
    (knight,) = _tokens(engine)
    assert (knight["power"], knight["toughness"]) == (3, 3) and pt(engine, bear) == (2, 2)
    ok(engine, adventure(hare, bear))
    passes(engine, 2)
    assert pt(engine, bear) == (5, 5) and "vigilance" in find(engine, bear)["keywords"]
