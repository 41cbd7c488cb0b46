"""Suspend (702.62) as Rory Williams gets it: a trigger of its own spell on being cast from a zone other than exile
(603.2, 603.6) exiles the spell with three time counters and gives the card suspend, then investigates; at each of its
owner's upkeeps a time counter is removed (702.62a, 702.62b); when the last is removed, its owner may cast it without
paying its mana cost (702.62d), and the creature cast so has haste while they control it."""

from __future__ import annotations

from test_engine_adventure_cards import until
from test_engine_core import cast, find, ok, passes, start, zone
from test_engine_optional import pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

RORY = "Rory Williams"


def _clues(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue")


def _rory_cast(**extra: str) -> tuple[ReferenceEngine, str]:
    """p1 casts Rory Williams from hand; its cast trigger waits on the stack above the spell."""
    b = SetupBuilder()
    rory = b.add("p1", "hand", RORY)
    b.lands("p1", "WU")
    for pid in ("p1", "p2"):
        for _ in range(8):
            b.add(pid, "library", "Plains")
    for pid, name in extra.items():
        b.add(pid, "hand", name)
    if extra:
        b.lands("p2", "UU")
    engine = start(b)
    ok(engine, cast(rory))
    return engine, rory


def _suspended(engine: ReferenceEngine, rory: str) -> int:
    """The time counters on Rory in exile (its suspend is granted: the observation lists it among its keywords)."""
    obj = find(engine, rory)
    assert obj is not None and obj["zone"] == "exile" and "suspend" in obj["keywords"]
    return int(obj["counters"].get("time", 0))


def test_603_2_its_cast_trigger_exiles_the_spell_with_three_time_counters_then_investigates() -> None:
    engine, rory = _rory_cast()
    stack = engine.observe(None)["stack"]
    assert len(stack) == 2  # the spell and, above it, its own cast trigger
    passes(engine, 2)
    assert _suspended(engine, rory) == 3 and _clues(engine) == 1
    assert not engine.observe(None)["stack"]  # the spell left the stack: it never resolves


def test_400_7_a_spell_gone_from_the_stack_is_not_exiled_but_its_controller_still_investigates() -> None:
    engine, rory = _rory_cast(p2="Counterspell")
    ok(engine, {"type": "pass"})
    counter = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Counterspell")
    ok(engine, cast(counter, rory))
    passes(engine, 2)  # Counterspell resolves: Rory goes to its owner's graveyard
    assert zone(engine, rory) == "graveyard"
    passes(engine, 2)  # the cast trigger: nothing to exile, a Clue all the same
    assert zone(engine, rory) == "graveyard" and _clues(engine) == 1


def _rory_exiled() -> tuple[ReferenceEngine, str]:
    engine, rory = _rory_cast()
    passes(engine, 2)
    return engine, rory


def test_702_62a_a_time_counter_comes_off_at_each_of_its_owners_upkeeps_only() -> None:
    engine, rory = _rory_exiled()
    until(engine, "p2", "upkeep")
    assert not engine.observe(None)["stack"] and _suspended(engine, rory) == 3  # not the opponent's upkeep
    until(engine, "p1", "upkeep")
    assert len(engine.observe(None)["stack"]) == 1
    passes(engine, 2)
    assert _suspended(engine, rory) == 2


def _last_counter_removed() -> tuple[ReferenceEngine, str]:
    """Three of p1's upkeeps later, the last time counter is removed; the cast trigger waits on the stack."""
    engine, rory = _rory_exiled()
    for left in (2, 1, 0):
        until(engine, "p2", "upkeep")
        until(engine, "p1", "upkeep")
        passes(engine, 2)
        obj = find(engine, rory)
        assert obj is not None and obj["counters"].get("time", 0) == left
    assert len(engine.observe(None)["stack"]) == 1  # "when the last time counter is removed"
    passes(engine, 2)
    return engine, rory


def test_702_62a_the_last_counter_lets_its_owner_cast_it_free_with_haste_and_no_new_exile() -> None:
    engine, rory = _last_counter_removed()
    choice = pending(engine)
    assert choice["player"] == "p1" and choice["kind"] == "effect_cast"
    ok(engine, cast(rory, mode="normal", alt_cost="free"))
    assert len(engine.observe(None)["stack"]) == 1  # cast from exile: its own cast trigger doesn't trigger
    passes(engine, 2)
    obj = find(engine, rory)
    assert obj is not None and obj["zone"] == "battlefield" and "haste" in obj["keywords"]


def test_702_62a_declined_it_stays_exiled() -> None:
    engine, rory = _last_counter_removed()
    ok(engine, {"type": "choose", "choice": "decline"})
    assert zone(engine, rory) == "exile" and not engine.observe(None)["stack"]


def test_702_62a_its_haste_ends_for_good_once_its_caster_loses_control() -> None:
    engine, rory = _last_counter_removed()
    ok(engine, cast(rory, mode="normal", alt_cost="free"))
    passes(engine, 2)
    game = engine.game
    assert game is not None
    obj = game.objects[rory]
    game.gain_control_until_end_of_turn(obj, "p2")
    assert "haste" not in game.chars(obj).keywords
    game.end_control_effects()  # back under p1's control: the haste doesn't come back
    assert obj.controller == "p1" and "haste" not in game.chars(obj).keywords
