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


LAB = "Havengul Laboratory // Havengul Mystery"


def _laboratory(clues: int, *, graveyard: tuple[str, ...] = ("Grizzly Bears",), life: int = 20,
                p2_hand: tuple[str, ...] = ()) -> tuple[ReferenceEngine, str, list[str], list[str]]:
    """p1's postcombat main phase: Havengul Laboratory, `clues` Clues and the mana to crack them, `graveyard`:
    the engine, the Laboratory's id, the Clues' and the graveyard cards'."""
    b = SetupBuilder()
    lab = b.add("p1", "battlefield", LAB)
    ids = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(clues)]
    dead = [b.add("p1", "graveyard", name) for name in graveyard]
    b.lands("p1", "U" * (2 * clues))
    for _ in range(clues + 1):
        b.add("p1", "library", "Island")
    for name in p2_hand:
        b.add("p2", "hand", name)
    b.lands("p2", "R" * len(p2_hand))
    setup = b.build()
    setup["turn"]["step"] = "postcombat_main"
    setup["players"][0]["life"] = life
    engine = ReferenceEngine()
    engine.setup(setup)
    return engine, lab, ids, dead


def _named(engine: ReferenceEngine, name: str) -> str:
    return str(next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == name))


def _crack_all(engine: ReferenceEngine, clues: list[str]) -> None:
    for clue in clues:
        ok(engine, _crack(clue), PASS, PASS)


def test_603_4_the_laboratory_transforms_at_your_end_step_only_after_three_clues_were_sacrificed_this_turn() -> None:
    engine, lab, clues, _ = _laboratory(2)
    _crack_all(engine, clues)
    ok(engine, PASS, PASS)  # to the end step: two Clues are too few, so nothing triggers
    assert (engine.observe(None)["turn"]["step"], engine.observe(None)["stack"]) == ("end", [])
    engine, lab, clues, _ = _laboratory(3)
    _crack_all(engine, clues)
    ok(engine, PASS, PASS)
    assert [s["source"] for s in engine.observe(None)["stack"]] == [lab]
    result = ok(engine, PASS, PASS)
    assert _transformed(result) == [{"type": "transformed", "card": lab, "face": "back"}]
    assert obj(engine, lab)["name"] == "Havengul Mystery"


def test_701_27e_transforming_into_havengul_mystery_returns_a_creature_card_607_2a_whose_leaving_turns_it_back(
) -> None:
    engine, lab, clues, (bear,) = _laboratory(3, p2_hand=("Lightning Bolt",))
    _crack_all(engine, clues)
    result = ok(engine, PASS, PASS, PASS, PASS)  # the end step's trigger resolves: "transforms into" triggers
    assert [e["source"] for e in result["events"] if e["type"] == "trigger"] == [lab]
    ok(engine, PASS, PASS)
    assert (obj(engine, bear)["zone"], obj(engine, bear)["controller"]) == ("battlefield", "p1")
    ok(engine, PASS, {"type": "cast", "card": _named(engine, "Lightning Bolt"), "targets": [bear]}, PASS, PASS)
    assert obj(engine, bear)["zone"] == "graveyard"
    assert [s["source"] for s in engine.observe(None)["stack"]] == [lab]  # the linked ability triggered
    result = ok(engine, PASS, PASS)
    assert _transformed(result) == [{"type": "transformed", "card": lab, "face": "normal"}]
    assert obj(engine, lab)["name"] == "Havengul Laboratory"


def test_607_2a_a_creature_the_mystery_didnt_return_leaving_doesnt_transform_it() -> None:
    engine, lab, clues, (bear, other) = _laboratory(3, graveyard=("Grizzly Bears", "Grizzly Bears"),
                                                    p2_hand=("Lightning Bolt",))
    _crack_all(engine, clues)
    ok(engine, PASS, PASS, PASS, PASS, {"type": "choose", "choice": [bear]}, PASS, PASS)
    game = engine.game
    assert game is not None
    game.put_onto_battlefield(game.objects[other], "p1")  # another creature card, not the Mystery's
    ok(engine, PASS, {"type": "cast", "card": _named(engine, "Lightning Bolt"), "targets": [other]}, PASS, PASS)
    assert obj(engine, other)["zone"] == "graveyard" and not engine.observe(None)["stack"]
    assert obj(engine, lab)["name"] == "Havengul Mystery"


def test_119_4_the_mysterys_mana_ability_costs_a_life_a_player_with_less_life_cant_pay() -> None:
    engine, lab, clues, _ = _laboratory(3)
    _crack_all(engine, clues)
    ok(engine, PASS, PASS, PASS, PASS, PASS, PASS)
    game = engine.game
    assert game is not None and obj(engine, lab)["name"] == "Havengul Mystery"
    game.objects[lab].tapped = False  # the automatic payments tapped it for {C} as the Laboratory
    result = ok(engine, {"type": "activate", "card": lab, "ability": 0, "targets": []})
    player = next(p for p in result["observation"]["players"] if p["id"] == "p1")
    assert (player["life"], player["mana_pool"], obj(engine, lab)["tapped"]) == (19, "{B}", True)
    game.objects[lab].tapped = False
    game.player("p1").life = 0
    assert not engine.act({"type": "activate", "card": lab, "ability": 0, "targets": []})["accepted"]


DENNICK = "Dennick, Pious Apprentice // Dennick, Pious Apparition"


def _disturb(card: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "back", "alt_cost": "disturb", "targets": []}


def _dennick_in_graveyard(p2_hand: tuple[str, ...] = (), p2_lands: str = "") -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    dennick = b.add("p1", "graveyard", DENNICK)
    b.add("p1", "hand", DENNICK)
    b.lands("p1", "WWUU")
    for name in p2_hand:
        b.add("p2", "hand", name)
    b.lands("p2", p2_lands)
    return start(b), dennick


def test_702_146a_disturb_casts_the_card_transformed_from_its_graveyard_for_its_disturb_cost() -> None:
    engine, dennick = _dennick_in_graveyard()
    in_hand = next(o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1")
    assert not engine.act({**_disturb(in_hand)})["accepted"]  # 712.11: from a hand, only the front face is cast
    assert not engine.act({"type": "cast", "card": dennick, "targets": []})["accepted"]  # not for its mana cost
    assert _disturb(dennick) in engine.legal_actions()
    ok(engine, _disturb(dennick))
    spell = obj(engine, dennick)
    assert (spell["zone"], spell["name"], spell["mana_value"]) == ("stack", "Dennick, Pious Apparition", 2)  # 712.8c
    player = next(p for p in engine.observe(None)["players"] if p["id"] == "p1")
    assert player["life"] == 20
    ok(engine, PASS, PASS)
    permanent = obj(engine, dennick)
    assert (permanent["zone"], permanent["name"], permanent["keywords"]) == (  # 702.146b: back face up
        "battlefield", "Dennick, Pious Apparition", ["flying"])


def test_614_1a_a_disturbed_spell_countered_is_exiled_instead_of_put_into_a_graveyard() -> None:
    engine, dennick = _dennick_in_graveyard(("Counterspell",), "UU")
    ok(engine, _disturb(dennick), PASS,
       {"type": "cast", "card": _named(engine, "Counterspell"), "targets": [dennick]}, PASS, PASS)
    assert obj(engine, dennick)["zone"] == "exile"


def test_614_1a_the_apparition_destroyed_is_exiled_and_603_2_creature_cards_to_graveyards_investigate_once_a_turn(
) -> None:
    b = SetupBuilder()
    dennick = b.add("p1", "graveyard", DENNICK)
    bears = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(2)]
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(3)]
    b.lands("p1", "WWUURRR")
    engine = start(b)
    ok(engine, _disturb(dennick), PASS, PASS)
    for bolt, bear in zip(bolts, bears, strict=False):
        ok(engine, {"type": "cast", "card": bolt, "targets": [bear]}, PASS, PASS)
        ok(engine, *([PASS, PASS] if engine.observe(None)["stack"] else []))
    clues = [o for o in engine.observe(None)["objects"] if o["name"] == "Clue" and o["zone"] == "battlefield"]
    assert len(clues) == 1  # two creature cards went to a graveyard this turn; it triggers only once each turn
    ok(engine, {"type": "cast", "card": bolts[2], "targets": [dennick]}, PASS, PASS)
    assert obj(engine, dennick)["zone"] == "exile"  # not its owner's graveyard


def test_115_1_while_dennick_is_on_the_battlefield_no_card_in_a_graveyard_can_be_targeted() -> None:
    b = SetupBuilder()
    dennick = b.add("p1", "battlefield", DENNICK)
    bear = b.add("p1", "graveyard", "Grizzly Bears")
    zombify = b.add("p1", "hand", "Zombify")
    b.lands("p1", "BBBBR")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    engine = start(b)
    assert not engine.act({"type": "cast", "card": zombify, "targets": [bear]})["accepted"]
    ok(engine, {"type": "cast", "card": bolt, "targets": [dennick]}, PASS, PASS)  # the front face dies
    assert obj(engine, dennick)["zone"] == "graveyard"
    ok(engine, {"type": "cast", "card": zombify, "targets": [bear]})
