"""305.2, 305.2a: one land play each turn, and one more for each effect that lets its player play an additional land
this turn (Plant Beans, Beanstalk Wurm's Adventure); the extra play ends with the turn."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

WURM = "Beanstalk Wurm // Plant Beans"
PASS: JSON = {"type": "pass"}


def _zone(engine: ReferenceEngine, card: str) -> str:
    return str(next(o for o in engine.observe(None)["objects"] if o["card"] == card)["zone"])


def _game(beans: int = 1) -> tuple[ReferenceEngine, list[str], list[str]]:
    b = SetupBuilder()
    wurms = [b.add("p1", "hand", WURM) for _ in range(beans)]
    forests = [b.add("p1", "hand", "Forest") for _ in range(beans + 2)]
    b.lands("p1", "GG" * beans)
    for _ in range(3):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, wurms, forests


def _plant_beans(engine: ReferenceEngine, wurm: str) -> None:
    assert engine.act({"type": "cast", "card": wurm, "mode": "adventure", "targets": []})["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert _zone(engine, wurm) == "exile"


def test_305_2a_plant_beans_gives_one_more_land_play_this_turn() -> None:
    engine, (wurm,), forests = _game()
    _plant_beans(engine, wurm)
    for forest in forests[:2]:
        assert {"type": "play_land", "card": forest} in engine.legal_actions()
        assert engine.act({"type": "play_land", "card": forest})["accepted"]
    refused = engine.act({"type": "play_land", "card": forests[2]})
    assert not refused["accepted"] and "305.2" in refused["reason"]
    assert {"type": "play_land", "card": forests[2]} not in engine.legal_actions()


def test_305_2a_two_such_effects_add_up() -> None:
    engine, wurms, forests = _game(beans=2)
    for wurm in wurms:
        _plant_beans(engine, wurm)
    for forest in forests[:3]:
        assert engine.act({"type": "play_land", "card": forest})["accepted"]
    assert not engine.act({"type": "play_land", "card": forests[3]})["accepted"]


def test_305_2_without_the_effect_one_land_only() -> None:
    engine, _, forests = _game()
    assert engine.act({"type": "play_land", "card": forests[0]})["accepted"]
    assert not engine.act({"type": "play_land", "card": forests[1]})["accepted"]


def test_305_2a_the_additional_play_lasts_only_this_turn() -> None:
    engine, (wurm,), forests = _game()
    _plant_beans(engine, wurm)
    state = engine.game
    turn = state.turn_number
    while not (state.turn_number == turn + 2 and state.step == "precombat_main"):  # p2 then p1
        engine.act(engine.legal_actions()[0])  # pass, or declare no attackers or blockers
    assert engine.act({"type": "play_land", "card": forests[0]})["accepted"]
    assert not engine.act({"type": "play_land", "card": forests[1]})["accepted"]
