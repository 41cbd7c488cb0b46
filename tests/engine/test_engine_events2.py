"""Trigger filters, optional actions and targets the cards of issue 33's second events group brought: a cast trigger
or a flash permission on either of two kinds of spell (603.2, 601.3b: one ``any_of`` filter), "this or another
<kind> you control" (603.2, 603.6a, 603.10a: ``or_this``), "you may <effects>" with nothing to pay (608.2d), "up to
two target creatures" (115.3, 115.6). Each test plays a real card of the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import PASS, cast, find, ok, passes, start, synthetic
from test_engine_optional import choose, pending, roles_on
from test_engine_turn_triggers import clues, resolve_all, triggers

from strategies.states import SetupBuilder

RUNESCALE = "Runescale Stormbrood // Chilling Screech"
WHIRLWING = "Whirlwing Stormbrood // Dynamic Soar"


# ----- 603.2: a cast trigger on a noncreature spell or a Dragon spell --------------------------------------------


def test_603_2_cast_trigger_on_either_of_two_kinds_of_spell() -> None:
    """Runescale Stormbrood triggers on Lightning Bolt (noncreature) and on a Dragon creature spell, not on
    Grizzly Bears (a creature that isn't a Dragon)."""
    b = SetupBuilder()
    brood = b.add("p1", "battlefield", RUNESCALE)
    bolt, bears, dragon = (b.add("p1", "hand", n) for n in ("Lightning Bolt", "Grizzly Bears", RUNESCALE))
    b.lands("p1", "RRRRRGGG")
    engine = start(b)
    assert triggers(ok(engine, cast(bolt, "p2"))) == [brood]
    resolve_all(engine)
    assert find(engine, brood)["power"] == 4  # type: ignore[index]
    assert triggers(ok(engine, cast(bears))) == []
    resolve_all(engine)
    assert triggers(ok(engine, cast(dragon))) == [brood]


# ----- 601.3b: sorcery spells and Dragon spells as though they had flash ----------------------------------------


def test_601_3b_flash_for_sorceries_and_dragons_only() -> None:
    """In the opponent's turn, with Whirlwing Stormbrood out, p1 may cast a Dragon creature spell and a sorcery
    (an Omen cast as Dynamic Soar), but not Grizzly Bears."""
    b = SetupBuilder(active="p2")
    whirl = b.add("p1", "battlefield", WHIRLWING)
    bears, dragon, soar = (b.add("p1", "hand", n) for n in ("Grizzly Bears", RUNESCALE, WHIRLWING))
    b.lands("p1", "GGGRUUU")
    engine = start(b)
    ok(engine, PASS)  # p2 passes: p1 has priority in p2's main phase
    assert not engine.act(cast(bears))["accepted"]
    ok(engine, cast(soar, whirl, mode="omen"))
    resolve_all(engine)
    assert find(engine, whirl)["counters"] == {"+1/+1": 3}  # type: ignore[index]
    ok(engine, PASS)
    ok(engine, cast(dragon))


# ----- 603.2, 603.10a: "this or another artifact creature you control dies"; 608.2d: "you may investigate" -----


def test_603_10a_this_or_another_artifact_creature_dies_and_608_2d_you_may_investigate() -> None:
    """Nick Valentine's own death triggers it (looking back, 603.10a), and so does another artifact creature's of
    its controller; a nonartifact creature's and an opponent's artifact creature's don't. Accepting the ``may``
    investigates; declining doesn't."""
    b = SetupBuilder()
    nick = b.add("p1", "battlefield", "Nick Valentine, Private Eye")
    golem = synthetic(b, "Golem of Test", "{2}", ["Artifact", "Creature"], power=1, toughness=1)
    ours = b.add("p1", "battlefield", golem)
    theirs = b.add("p2", "battlefield", golem)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(4)]
    b.lands("p1", "RRRR")
    engine = start(b)
    for bolt, victim, fires in ((bolts[0], bears, False), (bolts[1], theirs, False), (bolts[2], ours, True)):
        ok(engine, cast(bolt, victim))
        result = passes(engine, 2)
        assert triggers(result) == ([nick] if fires else []), victim
    passes(engine, 2)  # Nick's trigger resolves: the may choice
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    choose(engine, "decline")
    assert clues(engine) == 0
    ok(engine, cast(bolts[3], nick))
    assert triggers(passes(engine, 2)) == [nick]
    passes(engine, 2)
    choose(engine, "accept")
    assert clues(engine) == 1


# ----- 603.6a, 700.2: "this or another nontoken creature you control enters", a Role on that creature ----------


def test_603_6a_this_or_another_nontoken_creature_enters_and_a_role_on_that_creature() -> None:
    """Gylwain's own entering triggers it, and so does another nontoken creature of its controller's; the mode's
    Role goes on the creature that entered (untargeted)."""
    b = SetupBuilder()
    gylwain, bears = (b.add("p1", "hand", n) for n in ("Gylwain, Casting Director", "Grizzly Bears"))
    b.lands("p1", "GWGGG")
    engine = start(b)
    ok(engine, cast(gylwain))
    assert triggers(passes(engine, 2)) == []  # the mode is asked as the trigger is put on the stack (603.3c)
    assert pending(engine)["kind"] == "mode"  # type: ignore[index]
    choose(engine, pending(engine)["options"][0])  # type: ignore[index]
    resolve_all(engine)
    assert roles_on(engine, gylwain) == ["Royal"]
    ok(engine, cast(bears))
    passes(engine, 2)
    choose(engine, pending(engine)["options"][2])  # type: ignore[index]
    resolve_all(engine)
    assert roles_on(engine, bears) == ["Monster"]


# ----- 115.3, 115.6: "tap up to two target creatures" ------------------------------------------------------------


def test_115_3_up_to_two_targets_are_two_distinct_optional_targets() -> None:
    """Expose Evil: two creatures, one, or none; never the same creature twice (one instance of the word target)."""
    for chosen in (2, 1, 0):
        b = SetupBuilder()
        evil = b.add("p1", "hand", "Expose Evil")
        bears = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(2)]
        b.lands("p1", "WW")
        engine = start(b)
        assert not engine.act(cast(evil, bears[0], bears[0]))["accepted"]
        ok(engine, cast(evil, *bears[:chosen]))
        resolve_all(engine)
        assert [find(engine, c)["tapped"] for c in bears] == [i < chosen for i in range(2)]  # type: ignore[index]
        assert clues(engine) == 1


def test_603_2_this_counts_whatever_it_is_a_token_copy_of_gylwain_triggers_on_itself() -> None:
    """"This or another nontoken creature": a token copy of Gylwain (Cackling Counterpart) entering triggers its own
    ability (it is "this", 603.2) but not the original's (it is a token). The legend rule (704.5j) then keeps the
    token; its mode's Role goes on it."""
    b = SetupBuilder()
    gylwain = b.add("p1", "battlefield", "Gylwain, Casting Director")
    counterpart = b.add("p1", "hand", "Cackling Counterpart")
    b.lands("p1", "UUU")
    engine = start(b)
    ok(engine, cast(counterpart, gylwain))
    passes(engine, 2)  # the copy enters; the legend rule asks which one stays
    assert pending(engine) == {"player": "p1", "kind": "keep_legend", "options": [gylwain, "t1"]}
    choose(engine, "t1")
    assert pending(engine)["kind"] == "mode"  # type: ignore[index]  # one trigger only: the copy's own
    result = choose(engine, pending(engine)["options"][1])  # type: ignore[index]
    assert triggers(result) == ["t1"]
    resolve_all(engine)
    assert roles_on(engine, "t1") == ["Sorcerer"]


# ----- 603.2: "your first instant or sorcery spell each turn" -----------------------------------------------------


def test_603_2_first_instant_or_sorcery_each_turn_counts_the_turns_spells_of_that_kind() -> None:
    """Aquatic Alchemist triggers on its controller's first instant or sorcery spell of the turn, a creature spell
    cast before it not counting; not on the second. A Bolt cast before the Alchemist was on the battlefield is
    that turn's first, so the next one doesn't trigger it."""
    alchemist = "Aquatic Alchemist // Bubble Up"
    b = SetupBuilder()
    fish = b.add("p1", "battlefield", alchemist)
    bears, bolt1, bolt2 = (b.add("p1", "hand", n) for n in ("Grizzly Bears", "Lightning Bolt", "Lightning Bolt"))
    b.lands("p1", "GGRR")
    engine = start(b)
    assert triggers(ok(engine, cast(bears))) == []
    resolve_all(engine)
    assert triggers(ok(engine, cast(bolt1, "p2"))) == [fish]
    resolve_all(engine)
    assert find(engine, fish)["power"] == 3  # type: ignore[index]
    assert triggers(ok(engine, cast(bolt2, "p2"))) == []
    b2 = SetupBuilder()
    late, bolt1, bolt2 = (b2.add("p1", "hand", n) for n in (alchemist, "Lightning Bolt", "Lightning Bolt"))
    b2.lands("p1", "UURR")
    engine = start(b2)
    ok(engine, cast(bolt1, "p2"))
    resolve_all(engine)
    ok(engine, cast(late))
    resolve_all(engine)
    assert triggers(ok(engine, cast(bolt2, "p2"))) == []


# ----- 603.2, 608.2h: "a creature spell with power 5 or greater", "discover X, where X is that spell's mana value" --


def test_603_2_cast_trigger_on_power_and_608_2h_discover_that_spells_mana_value() -> None:
    """Monstrous Vortex triggers on a creature spell with power 5 or more (its power as cast), not on a 4-power one,
    and discovers X, X the spell's mana value: a mana value 2 creature spell skips the 4-drop on top of the library
    and finds the 2-drop under it."""
    b = SetupBuilder()
    vortex = b.add("p1", "battlefield", "Monstrous Vortex")
    big = synthetic(b, "Big Beast of Test", "{1}{G}", ["Creature"], power=5, toughness=5)
    small = synthetic(b, "Small Beast of Test", "{1}{G}", ["Creature"], power=4, toughness=4)
    smalls, bigs = b.add("p1", "hand", small), b.add("p1", "hand", big)
    b.lands("p1", "GGGG")
    dragon = b.add("p1", "library", "Runescale Stormbrood // Chilling Screech")  # mana value 4: skipped
    bears = b.add("p1", "library", "Grizzly Bears")  # mana value 2: found
    engine = start(b)
    assert triggers(ok(engine, cast(smalls))) == []
    resolve_all(engine)
    assert triggers(ok(engine, cast(bigs))) == [vortex]
    passes(engine, 2)  # the discover resolves: the Dragon is exiled and passed over, the Bears offered
    assert find(engine, bears)["zone"] == "exile"  # type: ignore[index]
    assert find(engine, dragon)["zone"] in ("exile", "library")  # type: ignore[index]
    assert pending(engine)["kind"] == "discover_cast"  # type: ignore[index]


# ----- 701.9a, 701.9b: "discard your hand"; 611.3a: "as long as you have one or fewer cards in hand" -----------


def test_701_9b_discard_the_whole_hand_and_611_3a_a_hand_size_condition() -> None:
    """Carnage Interpreter discards its controller's whole hand (no card chosen), then investigates four times; it
    is a 5/5 with menace while its controller holds one card or none, a 3/3 without menace with two."""
    b = SetupBuilder()
    carnage = b.add("p1", "hand", "Carnage Interpreter")
    kept = [b.add("p1", "hand", "Grizzly Bears") for _ in range(3)]
    b.lands("p1", "BRR")
    engine = start(b)
    ok(engine, cast(carnage))
    resolve_all(engine)
    assert pending(engine) is None
    assert [find(engine, c)["zone"] for c in kept] == ["graveyard"] * 3  # type: ignore[index]
    assert clues(engine) == 4
    assert (find(engine, carnage)["power"], find(engine, carnage)["keywords"]) == (5, ["menace"])  # type: ignore[index]
    for held, expected in ((1, (5, ["menace"])), (2, (3, []))):
        b2 = SetupBuilder()
        interpreter = b2.add("p1", "battlefield", "Carnage Interpreter")
        for _ in range(held):
            b2.add("p1", "hand", "Grizzly Bears")
        engine = start(b2)
        seen = find(engine, interpreter)
        assert (seen["power"], seen["keywords"]) == expected  # type: ignore[index]


# ----- 702.21a, 119.4: ward paid with life; 122.8: every counter removed ------------------------------------------


def test_702_21a_ward_paid_with_life_and_122_8_remove_all_counters() -> None:
    """Purging Stormbrood's ward asks its opponent for 2 life: paid, the Bolt resolves (3 damage on a 4/4); declined,
    it is countered; with less than 2 life it is countered without asking (119.4). As it enters, every counter on
    the target creature is removed."""
    for answer, life, dealt in (("pay", 20, 3), ("decline", 20, 0), (None, 1, 0)):
        b = SetupBuilder(active="p2")
        brood = b.add("p1", "battlefield", "Purging Stormbrood // Absorb Essence")
        bolt = b.add("p2", "hand", "Lightning Bolt")
        b.lands("p2", "R")
        b.players[1]["life"] = life
        engine = start(b)
        ok(engine, cast(bolt, brood))
        passes(engine, 2)  # the ward trigger resolves
        if answer is None:
            assert pending(engine) is None
        else:
            assert pending(engine) == {"player": "p2", "kind": "ward_pay", "options": ["decline", "pay"]}
            choose(engine, answer)
        resolve_all(engine)
        assert find(engine, brood)["damage"] == dealt  # type: ignore[index]
        assert engine.observe(None)["players"][1]["life"] == life - (2 if answer == "pay" else 0)
    b = SetupBuilder()
    brood = b.add("p1", "hand", "Purging Stormbrood // Absorb Essence")
    soared = b.add("p2", "battlefield", "Grizzly Bears")
    b.players[1]["battlefield"][-1]["counters"] = {"+1/+1": 2, "stun": 1}
    b.lands("p1", "BBBBB")
    engine = start(b)
    assert find(engine, soared)["counters"] == {"+1/+1": 2, "stun": 1}  # type: ignore[index]
    ok(engine, cast(brood))
    passes(engine, 2)
    assert pending(engine)["kind"] == "targets"  # type: ignore[index]
    choose(engine, [soared])
    resolve_all(engine)
    assert find(engine, soared)["counters"] == {}  # type: ignore[index]


# ----- 608.2d, 701.21a, 608.2c: "you may sacrifice an artifact, enchantment, or token. If you don't, ..." --------


def test_608_2d_may_sacrifice_one_of_a_kind_or_else() -> None:
    """An upkeep trigger (Devouring Sugarmaw's, on a card of ours) offers its controller's artifacts, enchantments
    and tokens (not a plain creature, not an opponent's artifact) and ``none``: one sacrificed, the creature stays
    untapped; none, it is tapped."""
    from test_engine_adventure_cards import until

    for answer in ("clue", "none"):
        b = SetupBuilder(active="p2", step="end")
        maw_card = synthetic(b, "Sugarmaw of Test", "{2}{B}{B}", ["Creature"], power=6, toughness=6, abilities=[
            {"kind": "triggered", "event": "beginning_of_your_upkeep", "targets": [], "effects": [
                {"do": "may_sacrifice_one", "filter": {"any_of": [{"types": ["Artifact"]}, {"types": ["Enchantment"]},
                                                                  {"token": True}]},
                 "if_you_dont": [{"do": "tap", "target": "self"}]}]}])
        maw = b.add("p1", "battlefield", maw_card)
        bears = b.add("p1", "battlefield", "Grizzly Bears")
        clue = b.add("p1", "battlefield", "Clue", token=True)
        b.add("p2", "battlefield", "Clue", token=True)
        b.add("p1", "library", "Forest")
        engine = start(b)
        until(engine, "p1", "upkeep")
        passes(engine, 2)  # the trigger resolves
        assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [clue, "none"]}
        choose(engine, clue if answer == "clue" else "none")
        assert find(engine, maw)["tapped"] is (answer == "none")  # type: ignore[index]
        assert (find(engine, clue) is None) is (answer == "clue")
        assert find(engine, bears)["zone"] == "battlefield"  # type: ignore[index]


# ----- 701.26: "you may tap or untap target creature" ----------------------------------------------------------


def test_701_26_may_tap_or_untap_turns_the_creature_over() -> None:
    """Granite Witness's ability on a card of ours: accepting untaps a tapped creature and taps an untapped one;
    declining leaves it as it was."""
    for tapped, answer, expected in ((True, "accept", False), (False, "accept", True), (True, "decline", True)):
        b = SetupBuilder()
        witness_card = synthetic(b, "Witness of Test", "{G}", ["Creature"], power=1, toughness=1, abilities=[
            {"kind": "triggered", "event": "enters", "targets": [{"kind": "creature", "other": True}], "effects": [
                {"do": "may", "if_you_do": [{"do": "tap_or_untap", "target": 0}]}]}])
        witness = b.add("p1", "hand", witness_card)
        bears = b.add("p2", "battlefield", "Grizzly Bears", tapped=tapped)
        b.lands("p1", "G")
        engine = start(b)
        ok(engine, cast(witness))
        passes(engine, 2)  # it enters; its trigger's one target is the Bears
        if pending(engine) is not None and pending(engine)["kind"] == "targets":  # type: ignore[index]
            choose(engine, [bears])
        passes(engine, 2)
        assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
        choose(engine, answer)
        assert find(engine, bears)["tapped"] is expected  # type: ignore[index]


# ----- 608.2d: "you may discover X, where X is that creature's toughness. Do this only once each turn." --------


def test_608_2d_an_optional_action_done_only_once_each_turn_and_608_2h_that_creatures_toughness() -> None:
    """Pantlaza: each Dinosaur entering triggers it; declined, the next one offers the discover again; accepted, it
    discovers X, X the entering Dinosaur's toughness (a 2/3 finds the 3-drop), and isn't offered again that turn."""
    b = SetupBuilder()
    pantlaza = b.add("p1", "battlefield", "Pantlaza, Sun-Favored")
    dino = synthetic(b, "Little Dinosaur of Test", "{G}", ["Creature"], subtypes=["Dinosaur"], power=2, toughness=3)
    dinos = [b.add("p1", "hand", dino) for _ in range(3)]
    b.lands("p1", "GGG")
    found = b.add("p1", "library", "Runescale Stormbrood // Chilling Screech")  # mana value 4: passed over
    three = b.add("p1", "library", "Aquatic Alchemist // Bubble Up")  # mana value 2: found
    engine = start(b)
    for i, answer in enumerate(("decline", "accept", None)):
        ok(engine, cast(dinos[i]))
        assert triggers(passes(engine, 2)) == [pantlaza]
        passes(engine, 2)
        if answer is None:
            assert pending(engine) is None  # done once this turn: not offered
            continue
        assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
        choose(engine, answer)
        if answer == "accept":  # the Dinosaur's toughness, 3: the 4-drop is passed over, the 2-drop found
            assert pending(engine)["kind"] == "discover_cast"  # type: ignore[index]
            assert find(engine, three)["zone"] == "exile"  # type: ignore[index]
            assert find(engine, found)["zone"] in ("exile", "library")  # type: ignore[index]
            choose(engine, "hand")
    assert find(engine, three)["zone"] == "hand"  # type: ignore[index]
    assert find(engine, found)["zone"] == "library"  # type: ignore[index]
