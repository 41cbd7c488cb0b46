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


# --- Case of the Pilfered Proof: a trigger with two events (603.2) and a "Solved" static replacement (719.3c) ------

PROOF = "Case of the Pilfered Proof"


Game = tuple[ReferenceEngine, list[str], list[str], list[str]]


def proof_game(detectives: tuple[str, ...], hand: tuple[str, ...] = (), cases: int = 1, lands: str = "WUUU",
               p2_hand: tuple[str, ...] = (), **status: str) -> Game:
    """p1: `cases` Cases of the Pilfered Proof, the `detectives` (`status` for each, e.g. face_down), `hand`, lands."""
    b = SetupBuilder(step="postcombat_main")
    proofs = [b.add("p1", "battlefield", PROOF) for _ in range(cases)]
    found = [b.add("p1", "battlefield", name, **status) for name in detectives]
    held = [b.add("p1", "hand", name) for name in hand] + [b.add("p2", "hand", name) for name in p2_hand]
    for _ in range(3):
        b.add("p1", "library", "Island")
        b.add("p2", "library", "Island")
    b.lands("p1", lands)
    b.lands("p2", "UU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, proofs, found, held


def clues(engine: ReferenceEngine, controller: str = "p1") -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == controller)


def resolve_all(engine: ReferenceEngine) -> None:
    """Pass until the stack is empty, ordering simultaneous triggers as first offered (603.3b)."""
    while (seen := engine.observe(None))["stack"] or seen["pending_choice"]:
        choice = seen["pending_choice"]
        engine.act({"type": "choose", "choice": choice["options"][0]} if choice else PASS)


def cast_and_resolve(engine: ReferenceEngine, card: str) -> None:
    assert engine.act({"type": "cast", "card": card, "mode": "normal"})["accepted"]
    resolve_all(engine)


def test_603_2_a_detective_entering_under_its_controllers_control_gets_a_counter() -> None:
    engine, _, _, (inspector,) = proof_game((), hand=("Novice Inspector",))
    cast_and_resolve(engine, inspector)
    assert obj(engine, inspector)["counters"] == {"+1/+1": 1}
    assert clues(engine) == 1  # unsolved: its investigate makes one Clue (719.3c)


def test_603_2_a_creature_that_is_no_detective_gets_no_counter() -> None:
    engine, _, _, (bears,) = proof_game((), hand=("Grizzly Bears",), lands="GGUU")
    cast_and_resolve(engine, bears)
    assert obj(engine, bears)["counters"] == {}


def test_708_8_a_face_down_detective_triggers_it_as_it_is_turned_face_up() -> None:
    engine, _, (spy,), _ = proof_game(("Mistway Spy",), face_down="disguise")
    assert engine.act({"type": "turn_face_up", "card": spy})["accepted"]
    resolve_all(engine)
    assert obj(engine, spy)["counters"] == {"+1/+1": 1}


def test_719_3c_solved_it_adds_a_clue_to_each_token_creation_under_its_controllers_control() -> None:
    engine, _, _, (deduce,) = proof_game(("Novice Inspector", "Sharp-Eyed Rookie", "Mistway Spy"), hand=("Deduce",))
    to_end_step(engine)  # three Detectives: solved
    cast_and_resolve(engine, deduce)  # investigate: the Clue, plus a Clue (614.1a)
    assert clues(engine) == 2


def test_719_3c_two_solved_cases_each_add_a_clue_once() -> None:
    engine, _, _, (deduce,) = proof_game(("Novice Inspector", "Sharp-Eyed Rookie", "Mistway Spy"), hand=("Deduce",),
                                         cases=2)
    to_end_step(engine)
    cast_and_resolve(engine, deduce)  # each replacement applies once to the event, not to its own result (614.5)
    assert clues(engine) == 3


def test_719_3a_two_detectives_leave_it_unsolved_and_tokens_are_made_as_they_would_be() -> None:
    engine, _, _, (deduce,) = proof_game(("Novice Inspector", "Sharp-Eyed Rookie"), hand=("Deduce",))
    to_end_step(engine)
    cast_and_resolve(engine, deduce)
    assert clues(engine) == 1


def test_614_1a_tokens_an_opponent_creates_get_no_clue() -> None:
    engine, _, _, (deduce,) = proof_game(("Novice Inspector", "Sharp-Eyed Rookie", "Mistway Spy"), p2_hand=("Deduce",))
    to_end_step(engine)
    assert engine.act({"type": "pass"})["accepted"]  # p2 gets priority in p1's end step
    cast_and_resolve(engine, deduce)
    assert (clues(engine, "p2"), clues(engine, "p1")) == (1, 0)
