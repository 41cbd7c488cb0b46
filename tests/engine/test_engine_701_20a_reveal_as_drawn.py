"""701.20a, 121.1: "you may reveal the first card you draw each turn as you draw it; whenever you reveal an instant or
sorcery card this way, ..." (Inquisitor Eisenhorn): the choice is made as the card is drawn, before anything else is
drawn (a draw step's card, or the first of several an effect draws); only the first card drawn in a turn is offered;
revealing an instant or sorcery card triggers the ability (Cherubael), another kind doesn't, and declining reveals
nothing."""

from __future__ import annotations

from test_engine_adventure_cards import until
from test_engine_core import cast, ok, passes, start, synthetic, zone
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

EISENHORN = "Inquisitor Eisenhorn"


def _cherubaels(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Cherubael")


def _draw_step(top: str) -> tuple[ReferenceEngine, str]:
    """p1 controls Eisenhorn; the game goes from p2's turn to p1's draw step, where p1 draws `top`."""
    b = SetupBuilder(active="p2", step="end")
    b.add("p1", "battlefield", EISENHORN)
    card = b.add("p1", "library", top)
    b.add("p1", "library", "Island")
    b.add("p2", "library", "Island")
    engine = start(b)
    for _ in range(10):
        if pending(engine) is not None:
            break
        ok(engine, {"type": "pass"})
    return engine, card


def test_701_20a_the_draw_step_card_may_be_revealed_and_an_instant_makes_cherubael() -> None:
    engine, bolt = _draw_step("Lightning Bolt")
    turn = engine.observe(None)["turn"]
    assert (turn["active_player"], turn["step"]) == ("p1", "draw")
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    assert zone(engine, bolt) == "hand"  # drawn: the choice is made as it is drawn
    result = choose(engine, "accept")
    assert any(e["type"] == "reveal" and e["card"] == bolt for e in result["events"])
    passes(engine, 2)
    assert _cherubaels(engine) == 1


def test_701_20a_declining_or_revealing_another_kind_makes_nothing() -> None:
    engine, _ = _draw_step("Lightning Bolt")
    result = choose(engine, "decline")
    assert not any(e["type"] == "reveal" for e in result["events"])
    assert not engine.observe(None)["stack"]
    engine, _ = _draw_step("Grizzly Bears")
    choose(engine, "accept")
    assert not engine.observe(None)["stack"] and _cherubaels(engine) == 0


def test_121_1_only_the_first_card_drawn_each_turn_is_offered_and_before_the_next_draw() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", EISENHORN)
    spell = b.add("p1", "hand", synthetic(b, "Draw Two of Test", "{0}", ["Sorcery"],
                                          effects=[{"do": "draw", "n": 2}], targets=[]))
    first, second = b.add("p1", "library", "Lightning Bolt"), b.add("p1", "library", "Lightning Bolt")
    b.add("p1", "library", "Island")
    b.add("p2", "library", "Island")
    engine = start(b)  # turn 3's draw step is behind: no card drawn this turn in the setup
    ok(engine, cast(spell))
    passes(engine, 2)
    assert pending(engine) is not None and zone(engine, first) == "hand" and zone(engine, second) == "library"
    choose(engine, "accept")
    assert zone(engine, second) == "hand" and pending(engine) is None  # the second card drawn: no offer
    passes(engine, 2)
    assert _cherubaels(engine) == 1


def test_121_1_without_eisenhorn_the_draw_step_asks_nothing() -> None:
    b = SetupBuilder(active="p2", step="end")
    b.add("p1", "library", "Lightning Bolt")
    b.add("p1", "library", "Island")
    b.add("p2", "library", "Island")
    engine = start(b)
    until(engine, "p1", "draw")
    assert pending(engine) is None and engine.observe(None)["turn"]["priority"] == "p1"
