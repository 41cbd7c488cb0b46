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
