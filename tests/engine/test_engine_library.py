"""Library actions and an optional sacrifice: surveil (701.25a), a permanent put on top of its owner's library
(401.1, 400.7, 704.5d), and "you may sacrifice this" (608.2d, 701.21a) with its reflexive ability (603.12)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start, synthetic, zone
from test_engine_optional import choose, pending
from test_engine_strikes import to_damage

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def test_701_25a_surveil_asks_card_by_card_from_the_top_and_keeps_the_rest_in_order() -> None:
    b = SetupBuilder()
    spell = b.add("p1", "hand", synthetic(b, "Peek of Test", "{U}", ["Sorcery"],
                                          effects=[{"do": "surveil", "n": 2}], targets=[]))
    top, second, third = (b.add("p1", "library", name) for name in ("Forest", "Island", "Swamp"))
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "surveil", "options": ["top", "graveyard"]}
    choose(engine, "graveyard")  # the top card
    assert zone(engine, top) == "graveyard"
    assert pending(engine) == {"player": "p1", "kind": "surveil", "options": ["top", "graveyard"]}
    choose(engine, "top")  # the second card looked at stays; the third was never looked at
    assert pending(engine) is None
    library = [o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "library" and o["owner"] == "p1"]
    assert library == [second, third] and zone(engine, spell) == "graveyard"


def test_401_1_a_permanent_goes_on_top_of_its_owners_library_and_a_token_ceases_to_exist() -> None:
    """Gone Missing on the opponent's creature: on top of their library, a new object (400.7); on a Clue token: it
    ceases to exist (704.5d). Then its caster investigates."""
    for theirs in ("Grizzly Bears", "Clue"):
        b = SetupBuilder()
        spell = b.add("p1", "hand", "Gone Missing")
        b.add("p2", "library", "Forest")
        victim = b.add("p2", "battlefield", theirs, token=theirs == "Clue")
        b.lands("p1", "UUUUU")
        engine = start(b)
        ok(engine, cast(spell, victim))
        passes(engine, 2)
        library = [o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "library" and o["owner"] == "p2"]
        if theirs == "Clue":
            assert find(engine, victim) is None and len(library) == 1
        else:
            assert library[0] == victim and len(library) == 2
        clues = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["controller"] == "p1"
                 and o["name"] == "Clue"]
        assert len(clues) == 1


def _intruder_hits() -> tuple[ReferenceEngine, str, str]:
    b = SetupBuilder(step="beginning_of_combat")
    intruder = b.add("p1", "battlefield", "Flaxen Intruder // Welcome Home")
    clue = b.add("p2", "battlefield", "Clue", token=True)
    engine = start(b)
    to_damage(engine, {intruder: "p2"}, {})
    passes(engine, 2)  # the combat damage trigger resolves: the may choice
    return engine, intruder, clue


def test_608_2d_701_21a_may_sacrifice_this_then_the_reflexive_ability_destroys() -> None:
    """Flaxen Intruder deals combat damage: its controller may sacrifice it; when they do, the reflexive ability
    (603.12) targets an artifact or enchantment, chosen as it goes on the stack, and destroys it."""
    engine, intruder, clue = _intruder_hits()
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    result = choose(engine, "accept")
    assert any(e["type"] == "sacrifice" and e["card"] == intruder for e in result["events"])
    assert zone(engine, intruder) == "graveyard"
    if pending(engine) is not None:  # one legal target is chosen at once; more would be asked
        choose(engine, [clue])
    passes(engine, 2)
    assert find(engine, clue) is None


def test_608_2d_declining_the_sacrifice_keeps_the_creature_and_triggers_nothing() -> None:
    engine, intruder, clue = _intruder_hits()
    choose(engine, "decline")
    passes(engine, 2)
    assert zone(engine, intruder) == "battlefield" and zone(engine, clue) == "battlefield"


def test_701_21a_a_permanent_no_longer_there_cant_be_sacrificed_so_nothing_is_asked() -> None:
    """The trigger resolves after the Intruder left the battlefield (bounced in response): accepting is no option,
    so the player declines without being asked and the reflexive ability never triggers."""
    b = SetupBuilder(step="beginning_of_combat")
    intruder = b.add("p1", "battlefield", "Flaxen Intruder // Welcome Home")
    clue = b.add("p2", "battlefield", "Clue", token=True)
    bounce = b.add("p1", "hand", synthetic(b, "Recall of Test", "{U}", ["Instant"],
                                           effects=[{"do": "to_hand", "target": 0}], targets=[{"kind": "creature"}]))
    b.lands("p1", "U")
    engine = start(b)
    to_damage(engine, {intruder: "p2"}, {})
    ok(engine, cast(bounce, intruder))  # in response to the trigger
    passes(engine, 2)
    assert zone(engine, intruder) == "hand"
    passes(engine, 2)  # the trigger resolves
    assert pending(engine) is None and zone(engine, clue) == "battlefield"


def _library(engine: ReferenceEngine, pid: str) -> list[str]:
    return [o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "library" and o["owner"] == pid]


def _zone_of(engine: ReferenceEngine, *cards: str) -> list[str | None]:
    return [zone(engine, c) for c in cards]


def test_608_2d_look_at_the_top_two_one_to_hand_the_other_to_the_graveyard() -> None:
    b = SetupBuilder()
    spell = b.add("p1", "hand", synthetic(b, "Snoop of Test", "{U}", ["Sorcery"],
                                          effects=[{"do": "look_and_take", "n": 2}], targets=[]))
    top, second, third = (b.add("p1", "library", name) for name in ("Forest", "Island", "Swamp"))
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "pick_card" and sorted(choice["options"]) == sorted([top, second])
    choose(engine, second)
    assert _zone_of(engine, top, second, third) == ["graveyard", "hand", "library"]


def test_701_17a_mill_then_pick_a_card_with_the_quality_from_among_the_milled() -> None:
    """Free the Fae: mill four; only the instants, sorceries and Faeries milled are offered; one goes to hand."""
    b = SetupBuilder()
    prankster = b.add("p1", "hand", "Picklock Prankster // Free the Fae")
    bolt, forest, fae, bears, kept = (b.add("p1", "library", name) for name in (
        "Lightning Bolt", "Forest", "Faerie Guidemother // Gift of the Fae", "Grizzly Bears", "Island"))
    b.lands("p1", "UU")
    engine = start(b)
    ok(engine, cast(prankster, mode="adventure"))
    passes(engine, 2)
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "pick_card" and sorted(choice["options"]) == sorted([bolt, fae])
    choose(engine, fae)
    assert _zone_of(engine, bolt, forest, fae, bears, kept) == ["graveyard", "graveyard", "hand", "graveyard",
                                                                "library"]
    assert zone(engine, prankster) == "exile"  # 715.3d


def test_701_17a_mill_then_every_card_with_an_adventure_to_hand_and_601_2f_the_cost_reduction() -> None:
    """Beluna Grandsquall makes its controller's permanent spells with an Adventure cost {1} less: Picklock
    Prankster ({1}{U}) is cast with one land. Seek Thrills: mill seven, every adventurer among them to hand."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Beluna Grandsquall // Seek Thrills")
    prankster = b.add("p1", "hand", "Picklock Prankster // Free the Fae")
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, cast(prankster))
    b = SetupBuilder()
    prankster = b.add("p1", "hand", "Picklock Prankster // Free the Fae")
    b.lands("p1", "U")
    assert not start(b).act(cast(prankster))["accepted"]  # no reduction without Beluna

    b = SetupBuilder()
    beluna = b.add("p1", "hand", "Beluna Grandsquall // Seek Thrills")
    milled = [b.add("p1", "library", name) for name in (
        "Forest", "Faerie Guidemother // Gift of the Fae", "Island", "Lightning Bolt", "Swamp",
        "Picklock Prankster // Free the Fae", "Mountain")]
    kept = b.add("p1", "library", "Giant Killer // Chop Down")
    b.lands("p1", "GGURR")
    engine = start(b)
    ok(engine, cast(beluna, mode="adventure"))
    passes(engine, 2)
    assert pending(engine) is None
    assert _zone_of(engine, *milled, kept) == ["graveyard", "hand", "graveyard", "graveyard", "graveyard", "hand",
                                               "graveyard", "library"]


def test_608_2d_may_put_a_creature_card_from_hand_onto_the_battlefield() -> None:
    """Monster Manual's ability: a creature card of its controller's hand, or none; put there, not cast."""
    for answer in ("bears", "none"):
        b = SetupBuilder()
        manual = b.add("p1", "battlefield", "Monster Manual // Zoological Study")
        bears = b.add("p1", "hand", "Grizzly Bears")
        bolt = b.add("p1", "hand", "Lightning Bolt")
        b.lands("p1", "GG")
        engine = start(b)
        ok(engine, {"type": "activate", "card": manual, "ability": 0, "targets": []})
        passes(engine, 2)
        assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [bears, "none"]}
        result = choose(engine, bears if answer == "bears" else "none")
        assert not any(e["type"] == "cast" for e in result["events"])
        assert zone(engine, bears) == ("battlefield" if answer == "bears" else "hand") and zone(engine, bolt) == "hand"


def test_603_3c_a_modal_triggers_mode_is_chosen_as_it_goes_on_the_stack_before_its_targets() -> None:
    """Charming Scoundrel enters: its controller chooses a mode (700.2), then the chosen mode's target; the
    ability on the stack is that mode's (a Wicked Role on the chosen creature, no Treasure, no discard)."""
    for mode in (1, 2):
        b = SetupBuilder()
        scoundrel = b.add("p1", "hand", "Charming Scoundrel")
        bears = b.add("p1", "battlefield", "Grizzly Bears")
        b.add("p1", "hand", "Lightning Bolt")
        b.lands("p1", "RR")
        engine = start(b)
        ok(engine, cast(scoundrel))
        passes(engine, 2)  # it resolves; its enters trigger is put on the stack: the mode first
        assert pending(engine) == {"player": "p1", "kind": "mode", "options": [0, 1, 2]}
        choose(engine, mode)
        if mode == 2:
            choice = pending(engine)
            assert choice is not None and choice["kind"] == "targets"
            assert sorted(choice["options"]) == sorted([[scoundrel], [bears]])
            choose(engine, [bears])
        passes(engine, 2)
        battlefield = [o["name"] for o in engine.observe(None)["objects"] if o["zone"] == "battlefield"]
        assert ("Treasure" in battlefield) == (mode == 1) and ("Wicked" in " ".join(battlefield)) == (mode == 2)
        assert len([o for o in engine.observe(None)["objects"] if o["zone"] == "hand"]) == 1  # no discard


def test_603_3c_a_mode_whose_targets_cant_be_chosen_cant_be_chosen() -> None:
    """A synthetic modal enters trigger: destroy target creature an opponent controls, or draw a card; with no
    such creature only the second mode is left, chosen without asking."""
    b = SetupBuilder()
    modal = b.add("p1", "hand", synthetic(b, "Two Minds of Test", "{R}", ["Creature"], power=1, toughness=1,
                                          abilities=[{"kind": "triggered", "event": "enters", "effects": [],
                                                      "targets": [], "choose_one": [
                                                          {"effects": [{"do": "destroy", "target": 0}],
                                                           "targets": [{"kind": "creature", "controller": "opponent"}]},
                                                          {"effects": [{"do": "draw", "n": 1}], "targets": []}]}]))
    b.add("p1", "library", "Forest")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(modal))
    result = passes(engine, 2)
    assert pending(engine) is None
    assert any(e["type"] == "choice" and e["kind"] == "mode" and e["choice"] == 1 for e in result["events"])
    passes(engine, 2)
    assert len([o for o in engine.observe(None)["objects"] if o["zone"] == "hand"]) == 1
