"""The reference engine on an optional exile of the chooser's own permanents of stated kinds (608.2d, 608.2c) and
different creature tokens made at once (111.4), with Fugitive of the Judoon (a Saga, 714): I makes a 1/1 Human
with ward {2} and a 4/4 Alien Rhino, II investigates, III lets its controller exile a Human and an artifact they
control (two different permanents) to put a Doctor card from their library onto the battlefield."""

from __future__ import annotations

from test_engine_core import ok, start, synthetic, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

FUGITIVE = "Fugitive of the Judoon"


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def pass_until(engine: ReferenceEngine, done: object, limit: int = 200) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    raise AssertionError("the game never got there")


def _chapter_three(*kinds: str) -> tuple[ReferenceEngine, dict[str, str]]:
    """Fugitive of the Judoon with two lore counters in p1's draw step, with p1's permanents of `kinds` (a
    synthetic Human, a Clue, an artifact Human) and a synthetic Doctor in p1's library."""
    b = SetupBuilder(step="draw")
    ids = {"saga": b.add("p1", "battlefield", FUGITIVE, counters={"lore": 2})}
    human = synthetic(b, "Villager of Test", "{1}", ["Creature"], subtypes=["Human"], power=1, toughness=1,
                      synthetic=True)
    robot = synthetic(b, "Android of Test", "{1}", ["Artifact", "Creature"], subtypes=["Human"], power=1,
                      toughness=1, synthetic=True)
    doctor = synthetic(b, "Time Lord of Test", "{1}", ["Creature"], subtypes=["Time", "Lord", "Doctor"], power=1,
                       toughness=1, synthetic=True)
    for kind in kinds:
        if kind == "Clue":
            ids[kind] = b.add("p1", "battlefield", "Clue", token=True)
        else:
            ids[kind] = b.add("p1", "battlefield", human if kind == "Human" else robot)
    ids["doctor"] = b.add("p1", "library", doctor)
    for _ in range(3):
        b.add("p1", "library", "Island")
        b.add("p2", "library", "Island")
    return start(b), ids


def test_608_2d_its_controller_exiles_a_human_and_an_artifact_and_puts_a_doctor_card_onto_the_battlefield() -> None:
    engine, ids = _chapter_three("Human", "Clue")
    pass_until(engine, lambda: pending(engine) is not None)
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "may" and set(choice["options"]) == {"decline", "accept"}
    ok(engine, {"type": "choose", "choice": "accept"})  # one Human, one artifact: each pick has one option
    assert zone(engine, ids["Human"]) == "exile" and zone(engine, ids["Clue"]) in ("exile", None)  # 704.5d
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "pick_card" and ids["doctor"] in choice["options"]
    ok(engine, {"type": "choose", "choice": ids["doctor"]})
    assert zone(engine, ids["doctor"]) == "battlefield"


def test_608_2d_each_kind_is_picked_among_the_permanents_that_leave_one_for_the_next_kind() -> None:
    engine, ids = _chapter_three("Human", "Android")  # the Android is a Human and the only artifact
    pass_until(engine, lambda: pending(engine) is not None)
    ok(engine, {"type": "choose", "choice": "accept"})
    assert zone(engine, ids["Human"]) == "exile" and zone(engine, ids["Android"]) == "exile"  # forced picks


def test_608_2d_one_artifact_human_is_not_both_so_the_exile_isnt_offered() -> None:
    engine, ids = _chapter_three("Android")
    pass_until(engine, lambda: zone(engine, ids["saga"]) != "battlefield")  # III resolves, the Saga is sacrificed
    assert zone(engine, ids["Android"]) == "battlefield"  # one permanent can't be the Human and the artifact
    assert zone(engine, ids["doctor"]) == "library"


def test_608_2c_declining_exiles_nothing_and_searches_nothing() -> None:
    engine, ids = _chapter_three("Human", "Clue")
    pass_until(engine, lambda: pending(engine) is not None)
    ok(engine, {"type": "choose", "choice": "decline"})
    pass_until(engine, lambda: zone(engine, ids["saga"]) != "battlefield")
    assert zone(engine, ids["Human"]) == "battlefield" and zone(engine, ids["Clue"]) == "battlefield"
    assert zone(engine, ids["doctor"]) == "library"


def test_111_4_chapter_one_makes_both_tokens() -> None:
    b = SetupBuilder()
    saga = b.add("p1", "hand", FUGITIVE)
    b.lands("p1", "GGGGG")
    engine = start(b)
    ok(engine, {"type": "cast", "card": saga, "mode": "normal", "targets": []})
    pass_until(engine, lambda: len([o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield"
                                    and o["controller"] == "p1" and "Creature" in o["types"]]) == 2)
    made = {tuple(o["subtypes"]): o for o in engine.observe(None)["objects"]
            if o["zone"] == "battlefield" and "Creature" in o["types"]}
    assert made[("Human",)]["power"] == 1 and "ward {2}" in made[("Human",)]["keywords"]
    assert made[("Alien", "Rhino")]["power"] == 4 and made[("Alien", "Rhino")]["colors"] == ["W"]
