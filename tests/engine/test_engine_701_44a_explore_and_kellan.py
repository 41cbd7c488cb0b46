"""701.20a, 608.2d: "reveal the top card of your library; if it's a creature card with mana value 3 or less, put it
into your hand; otherwise, you may put it into your graveyard" (Kellan, Daring Traveler). 111.10s, 701.44a: a Map
token makes a target creature its controller controls explore (a land card to hand; otherwise a +1/+1 counter and the
card may go to the graveyard). 608.2h: Journey On creates one Map plus one for each opponent who controls an
artifact."""

from __future__ import annotations

from test_engine_core import ok, passes, start, zone
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

KELLAN = "Kellan, Daring Traveler // Journey On"


def _kellan_attacks(top: str) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder(step="beginning_of_combat")
    kellan = b.add("p1", "battlefield", KELLAN)
    card = b.add("p1", "library", top)
    b.add("p1", "library", "Plains")
    b.add("p2", "library", "Island")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {kellan: "p2"}})
    passes(engine, 2)  # the attack trigger resolves
    return engine, card


def test_701_20a_a_small_creature_card_goes_to_hand() -> None:
    engine, card = _kellan_attacks("Grizzly Bears")
    assert zone(engine, card) == "hand" and pending(engine) is None


def test_608_2d_otherwise_its_controller_may_put_it_into_the_graveyard() -> None:
    for answer, where in (("accept", "graveyard"), ("decline", "library")):
        engine, card = _kellan_attacks("Lightning Bolt")
        choice = pending(engine)
        assert choice is not None and choice["kind"] == "may" and choice["player"] == "p1"
        choose(engine, answer)
        assert zone(engine, card) == where


def _map(top: str) -> tuple[ReferenceEngine, str, str, str]:
    b = SetupBuilder()
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    map_token = b.add("p1", "battlefield", "Map", token=True)
    b.lands("p1", "W")
    card = b.add("p1", "library", top)
    b.add("p1", "library", "Plains")
    b.add("p2", "library", "Island")
    engine = start(b)
    ok(engine, {"type": "activate", "card": map_token, "ability": 0, "targets": [bears]})
    assert zone(engine, map_token) is None  # sacrificed as the cost
    passes(engine, 2)
    return engine, bears, card, map_token


def _counters(engine: ReferenceEngine, cid: str) -> dict[str, int]:
    return dict(next(o for o in engine.observe(None)["objects"] if o["card"] == cid)["counters"])


def test_701_44a_a_land_revealed_goes_to_hand_and_no_counter() -> None:
    engine, bears, card, _ = _map("Forest")
    assert zone(engine, card) == "hand" and _counters(engine, bears) == {} and pending(engine) is None


def test_701_44a_a_nonland_card_gives_a_counter_and_may_go_to_the_graveyard() -> None:
    engine, bears, card, _ = _map("Lightning Bolt")
    assert _counters(engine, bears) == {"+1/+1": 1}
    choose(engine, "accept")
    assert zone(engine, card) == "graveyard"


def _journey(opponent_artifacts: int) -> int:
    b = SetupBuilder()
    kellan = b.add("p1", "hand", KELLAN)
    b.lands("p1", "G")
    for _ in range(opponent_artifacts):
        b.add("p2", "battlefield", "Clue", token=True)
    b.add("p1", "library", "Plains")
    engine = start(b)
    ok(engine, {"type": "cast", "card": kellan, "mode": "adventure", "targets": []})
    passes(engine, 2)
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Map" and o["controller"] == "p1")


def test_608_2h_one_map_plus_one_for_each_opponent_who_controls_an_artifact() -> None:
    assert _journey(0) == 1
    assert _journey(2) == 2  # one opponent, however many artifacts
