"""The reference engine on Case cards (719): "to solve" at the beginning of its controller's end step (719.3a, an
intervening "if", 603.4), the solved designation that stays (719.3b), and a "Solved" activated ability that can be
activated only while the Case is solved (719.3c). Case of the Filched Falcon: three artifacts solve it; solved, it
sacrifices itself to make a noncreature artifact a 0/0 Bird creature with flying and four +1/+1 counters."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

FALCON = "Case of the Filched Falcon"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def step(engine: ReferenceEngine) -> tuple[str, str]:
    turn = engine.observe(None)["turn"]
    return turn["step"], turn["active_player"]


def activate(case: str, target: str) -> JSON:
    return {"type": "activate", "card": case, "ability": 0, "targets": [target]}


def start(clues: int, lands: str = "UUU") -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder(step="postcombat_main")
    case = b.add("p1", "battlefield", FALCON)
    tokens = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(clues)]
    for _ in range(3):
        b.add("p1", "library", "Island")
        b.add("p2", "library", "Island")
    b.lands("p1", lands)
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, case, tokens


def to_end_step(engine: ReferenceEngine) -> None:
    """Pass into p1's end step and resolve what triggers there."""
    for _ in range(12):
        if step(engine) == ("end", "p1") and not engine.observe(None)["stack"]:
            return
        engine.act(PASS)
    raise AssertionError("p1's end step with an empty stack never came")


def test_719_3c_a_solved_ability_cant_be_activated_before_the_case_is_solved() -> None:
    engine, case, clues = start(3)
    assert not engine.act(activate(case, clues[0]))["accepted"]
    assert not any(a.get("card") == case for a in engine.legal_actions() if a["type"] == "activate")


def test_719_3a_three_artifacts_solve_it_at_the_end_step_then_the_solved_ability_works() -> None:
    engine, case, clues = start(3)
    to_end_step(engine)
    result = engine.act(activate(case, clues[0]))  # solved: 719.3c lets it be activated
    assert result["accepted"], result
    engine.act(PASS)
    engine.act(PASS)
    bird = obj(engine, clues[0])
    assert obj(engine, case)["zone"] == "graveyard"  # sacrificed as its cost
    assert bird["zone"] == "battlefield" and bird["counters"] == {"+1/+1": 4}
    assert "Creature" in bird["types"] and "Artifact" in bird["types"] and "Bird" in bird["subtypes"]
    assert (bird["power"], bird["toughness"]) == (4, 4) and "flying" in bird["keywords"]


def test_719_3a_two_artifacts_dont_solve_it() -> None:
    engine, case, clues = start(2)
    to_end_step(engine)
    assert not engine.act(activate(case, clues[0]))["accepted"]


def test_719_3b_a_solved_case_stays_solved_when_the_condition_no_longer_holds() -> None:
    engine, case, clues = start(3, lands="UUUUUUU")
    to_end_step(engine)
    for clue in clues[1:]:  # two Clues sacrificed to draw: one artifact left
        assert engine.act({"type": "activate", "card": clue, "ability": 0, "targets": []})["accepted"]
        engine.act(PASS)
        engine.act(PASS)
    assert engine.act(activate(case, clues[0]))["accepted"]


def test_301_5c_704_5n_an_equipment_made_a_creature_becomes_unattached() -> None:
    b = SetupBuilder(step="postcombat_main")
    case = b.add("p1", "battlefield", FALCON)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    wrench = b.add("p1", "battlefield", "Wrench", attached_to=bears)
    for _ in range(2):
        b.add("p1", "battlefield", "Clue", token=True)
    b.lands("p1", "UUU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    to_end_step(engine)
    assert engine.act(activate(case, wrench))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    animated = obj(engine, wrench)
    assert "Creature" in animated["types"] and animated["attached_to"] is None
    assert (obj(engine, bears)["power"], obj(engine, bears)["toughness"]) == (2, 2)  # Wrench's bonus gone
