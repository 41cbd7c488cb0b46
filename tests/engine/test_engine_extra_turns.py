"""The reference engine on extra turns (500.7) and a spell's own casting restriction (601.3), with a synthetic
sorcery written as Twice Upon a Time's face (the real card waits outside the pool, sets/adventures.py): cast only
while its caster controls two or more Doctors, it gives an extra turn after this one and exiles itself as it
resolves (608.2n)."""

from __future__ import annotations

from test_engine_core import cast, ok, passes, start, synthetic, turn, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

TWICE: JSON = {"name": "Second Chance of Test", "layout": "normal", "synthetic": True, "faces": [{
    "name": "Second Chance of Test", "mana_cost": "{4}{U}{U}", "types": ["Sorcery"], "targets": [],
    "effects": [{"do": "extra_turn"}, {"do": "exile_this_spell"}],
    "abilities": [{"kind": "static", "cast_only_if": {"filter": {"controller": "you", "subtypes": ["Doctor"]},
                                                      "at_least": 2}}]}]}


def _setup(doctors: int, where: str = "hand") -> tuple[ReferenceEngine, str]:
    b = SetupBuilder(step="precombat_main")
    twice = b.add("p1", where, b.define(TWICE))
    doctor = synthetic(b, "Time Lord of Test", "{1}", ["Creature"], subtypes=["Time", "Lord", "Doctor"], power=1,
                       toughness=1, synthetic=True)
    for _ in range(doctors):
        b.add("p1", "battlefield", doctor)
    b.add("p1", "battlefield", "Grizzly Bears")  # not a Doctor: doesn't count
    b.lands("p1", "UUUUUU")
    for _ in range(5):
        b.add("p1", "library", "Island")
        b.add("p2", "library", "Island")
    return start(b), twice


def _pass_to_next_turn(engine: ReferenceEngine) -> None:
    number = turn(engine)["number"]
    for _ in range(100):
        if turn(engine)["number"] != number:
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    raise AssertionError("the turn never ended")


def test_601_3_the_spell_may_be_cast_only_while_its_caster_controls_two_doctors() -> None:
    engine, twice = _setup(doctors=1)
    assert not engine.act(cast(twice, mode="normal"))["accepted"]
    assert not any(a["type"] == "cast" and a["card"] == twice and a.get("mode") == "normal"
                   for a in engine.legal_actions())
    engine, twice = _setup(doctors=2)
    ok(engine, cast(twice, mode="normal"))


def test_500_7_its_controller_takes_an_extra_turn_after_this_one_and_the_card_is_exiled() -> None:
    engine, twice = _setup(doctors=2)
    number = turn(engine)["number"]
    ok(engine, cast(twice, mode="normal"))
    passes(engine, 2)
    assert zone(engine, twice) == "exile"  # 608.2n: exiled by its own effect, not put into the graveyard
    _pass_to_next_turn(engine)
    now: JSON = turn(engine)
    assert now["active_player"] == "p1" and now["number"] == number + 1  # the extra turn, right after this one
    _pass_to_next_turn(engine)
    assert turn(engine)["active_player"] == "p2"  # then the turn order goes on (500.1)


def test_500_7_two_extra_turns_are_taken_one_after_the_other_then_the_opponents_turn() -> None:
    engine, _ = _setup(doctors=0)
    game = engine.game
    game.extra_turns = ("p1", "p1")
    _pass_to_next_turn(engine)
    assert turn(engine)["active_player"] == "p1"
    _pass_to_next_turn(engine)
    assert turn(engine)["active_player"] == "p1"
    _pass_to_next_turn(engine)
    assert turn(engine)["active_player"] == "p2"
