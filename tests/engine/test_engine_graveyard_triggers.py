"""Trigger events about graveyards (603.6c, 603.10a; reference_engine/graveyard_triggers.py). Each test plays a real
card of the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import find, ok, passes, start, synthetic
from test_engine_turn_triggers import resolve_all, triggers

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def spirits(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Spirit" in o["subtypes"])


def crack(clue: str) -> dict[str, object]:
    return {"type": "activate", "card": clue, "ability": 0, "targets": []}


def test_603_6c_teysa_triggers_on_its_controllers_clue_put_into_a_graveyard_once_each_turn() -> None:
    """Teysa, Opulent Oligarch: its controller sacrifices a Clue (it goes to the graveyard, then ceases to exist,
    704.5d): a 1/1 Spirit; a second Clue the same turn: nothing more (603.2h, once each turn); an opponent's Clue
    never triggers it."""
    b = SetupBuilder()
    teysa = b.add("p1", "battlefield", "Teysa, Opulent Oligarch")
    mine = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(2)]
    theirs = b.add("p2", "battlefield", "Clue", token=True)
    for _ in range(3):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    b.lands("p1", "WWWW")
    b.lands("p2", "WW")
    engine = start(b)
    assert triggers(ok(engine, crack(mine[0]))) == [teysa]
    resolve_all(engine)
    assert spirits(engine) == 1
    assert triggers(ok(engine, crack(mine[1]))) == []
    resolve_all(engine)
    assert spirits(engine) == 1
    ok(engine, {"type": "pass"})  # p2 gets priority
    assert triggers(ok(engine, crack(theirs))) == []


# ----- 601.2c: "up to two target cards from a single graveyard" ---------------------------------------------


def test_601_2c_feral_deathgorger_targets_cards_of_one_graveyard_only() -> None:
    """Feral Deathgorger's enters trigger: the target choices pair cards of one graveyard only (none, one card, or
    two of the same player's); the two chosen are exiled."""
    b = SetupBuilder()
    dragon = b.add("p1", "hand", "Feral Deathgorger // Dusk Sight")
    mine = b.add("p1", "graveyard", "Grizzly Bears")
    theirs = [b.add("p2", "graveyard", name) for name in ("Grizzly Bears", "Lightning Bolt")]
    b.lands("p1", "BBBBBB")
    engine = start(b)
    ok(engine, {"type": "cast", "card": dragon, "targets": []})
    ok(engine, {"type": "pass"}, {"type": "pass"})
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "targets"
    options = [sorted(o) for o in choice["options"]]
    assert sorted(theirs) in options and [mine] in options and [] in options
    assert not any(mine in o and len(o) == 2 for o in options)
    assert engine.act({"type": "choose", "choice": [mine, theirs[0]]})["accepted"] is False
    ok(engine, {"type": "choose", "choice": theirs})
    resolve_all(engine)
    zones = {o["card"]: o["zone"] for o in engine.observe(None)["objects"]}
    assert [zones[c] for c in theirs] == ["exile", "exile"] and zones[mine] == "graveyard"


# ----- 603.6c, 400.7e: "when this is put into a graveyard from the battlefield, return it to its owner's hand" ---


def test_603_6c_giant_inheritance_returns_to_its_owners_hand_when_its_creature_dies() -> None:
    """Giant Inheritance on p2's Grizzly Bears (a 7/7 with it): the Bears are destroyed; the Aura is put into its
    owner's graveyard as a state-based action (704.5m), its ability triggers and returns the card it became to
    p1's hand (its owner's)."""
    b = SetupBuilder()
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    aura = b.add("p1", "battlefield", "Giant Inheritance", attached_to=bears)
    kill = b.add("p1", "hand", synthetic(b, "Doom of Test", "{0}", ["Instant"], targets=[{"kind": "creature"}],
                                         effects=[{"do": "destroy", "target": 0}]))
    engine = start(b)
    assert find(engine, bears)["power"] == 7
    ok(engine, {"type": "cast", "card": kill, "targets": [bears]})
    result = passes(engine, 2)
    assert triggers(result) == [aura]
    resolve_all(engine)
    assert find(engine, aura)["zone"] == "hand" and find(engine, aura)["owner"] == "p1"


def test_400_7_giant_inheritance_stays_put_if_it_left_the_graveyard_first() -> None:
    """Giant Inheritance's ability returns only the card it became in the graveyard: exiled from there in response
    (a new object, 400.7), it stays in exile."""
    b = SetupBuilder()
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    aura = b.add("p1", "battlefield", "Giant Inheritance", attached_to=bears)
    kill = b.add("p1", "hand", synthetic(b, "Doom of Test", "{0}", ["Instant"], targets=[{"kind": "creature"}],
                                         effects=[{"do": "destroy", "target": 0}]))
    purge = b.add("p1", "hand", synthetic(b, "Purge of Test", "{0}", ["Instant"], targets=[
        {"kind": "card", "zone": "graveyard"}], effects=[{"do": "exile", "target": 0}]))
    engine = start(b)
    ok(engine, {"type": "cast", "card": kill, "targets": [bears]})
    passes(engine, 2)  # the Aura's ability is on the stack
    ok(engine, {"type": "cast", "card": purge, "targets": [aura]})
    resolve_all(engine)
    assert find(engine, aura)["zone"] == "exile"
