"""Example-based tests: transforming double-faced cards (712.2) and transforming (701.27) in the reference engine."""

from __future__ import annotations

from test_engine_core import PASS, ok, start
from test_engine_discover import obj

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

SLEUTH = "Daring Sleuth // Bearer of Overwhelming Truths"


def _sleuth_and_clues(clues: int, lands: str, **status: object) -> tuple[ReferenceEngine, str, list[str]]:
    """p1 controls Daring Sleuth (with `status`) and `clues` Clue tokens: the engine, the Sleuth's id, the Clues'."""
    b = SetupBuilder()
    sleuth = b.add("p1", "battlefield", SLEUTH, **status)
    ids = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(clues)]
    b.lands("p1", lands)
    b.add("p1", "library", "Grizzly Bears")
    b.add("p1", "library", "Grizzly Bears")
    return start(b), sleuth, ids


def _crack(clue: str) -> JSON:
    return {"type": "activate", "card": clue, "ability": 0, "targets": []}


def _transformed(result: JSON) -> list[JSON]:
    return [e for e in result["events"] if e["type"] == "transformed"]


def test_701_27a_a_sacrificed_clue_turns_daring_sleuth_over_to_its_back_face() -> None:
    engine, sleuth, (clue,) = _sleuth_and_clues(1, "UU", counters={"+1/+1": 1})
    before = obj(engine, sleuth)
    assert (before["name"], before["power"], before["keywords"]) == ("Daring Sleuth", 3, [])
    result = ok(engine, _crack(clue), PASS, PASS)  # the Sleuth's trigger resolves first
    assert _transformed(result) == [{"type": "transformed", "card": sleuth, "face": "back"}]
    after = obj(engine, sleuth)
    assert (after["name"], after["subtypes"], after["colors"], after["keywords"]) == (
        "Bearer of Overwhelming Truths", ["Human", "Wizard"], ["U"], ["prowess"])  # 712.8e: the back face only
    assert after["mana_value"] == 2  # 712.8e: its front face's mana cost gives its mana value
    assert (after["power"], after["toughness"], after["counters"]) == (4, 3, {"+1/+1": 1})  # 712.18: the same object
    assert after["timestamp"] > before["timestamp"]  # 613.7g: a new timestamp as it transforms


def test_701_27f_its_own_ability_transforms_it_only_if_it_hasnt_transformed_since_that_ability_was_put_on_the_stack(
) -> None:
    engine, sleuth, (first, second) = _sleuth_and_clues(2, "UUUU")
    ok(engine, _crack(first), _crack(second))  # two of its triggers on the stack, each above its Clue's ability
    first_resolution = ok(engine, PASS, PASS)
    assert _transformed(first_resolution) == [{"type": "transformed", "card": sleuth, "face": "back"}]
    second_resolution = ok(engine, PASS, PASS, PASS, PASS)  # a Clue's draw, then the other trigger
    assert not _transformed(second_resolution)
    assert obj(engine, sleuth)["name"] == "Bearer of Overwhelming Truths"  # not turned back to its front


def test_712_8a_a_transformed_card_that_leaves_the_battlefield_has_its_front_face_again() -> None:
    b = SetupBuilder()
    sleuth = b.add("p1", "battlefield", SLEUTH)
    clue = b.add("p1", "battlefield", "Clue", token=True)
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p1", "UU")
    b.lands("p2", "R")
    b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, _crack(clue), PASS, PASS, PASS, PASS)
    assert obj(engine, sleuth)["name"] == "Bearer of Overwhelming Truths"
    ok(engine, PASS, {"type": "cast", "card": bolt, "targets": [sleuth]}, PASS, PASS)
    dead = obj(engine, sleuth)
    assert (dead["zone"], dead["name"], dead["power"], dead["mana_value"]) == ("graveyard", "Daring Sleuth", 2, 2)


def test_712_15a_a_face_down_permanent_cant_transform() -> None:
    engine, sleuth, (clue,) = _sleuth_and_clues(1, "UU", face_down="disguise")
    game = engine.game
    assert game is not None
    assert not game.can_transform(game.objects[sleuth])
    assert not game.transform_permanent(game.objects[sleuth])
    assert game.objects[sleuth].face == "normal"


def test_701_27c_a_permanent_that_isnt_a_double_faced_card_doesnt_transform() -> None:
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    game = engine.game
    assert game is not None
    assert not game.transform_permanent(game.objects[bear])
    assert obj(engine, bear)["name"] == "Grizzly Bears"
