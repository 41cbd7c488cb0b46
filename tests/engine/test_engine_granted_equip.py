"""The reference engine on a static ability that makes other permanents Equipment and grants them an Equipment's
abilities (Armed with Proof: Clues its controller controls are Equipment, 205.1b, 613.1d, with "equipped creature
gets +2/+0" and equip {2}, 613.1f); a granted static ability works as the ability of the permanent that has it, and
a permanent that stops being an Equipment while attached becomes unattached (704.5p)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PROOF = "Armed with Proof"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def resolve_all(engine: ReferenceEngine) -> None:
    while (seen := engine.observe(None))["stack"] or seen["pending_choice"]:
        choice = seen["pending_choice"]
        engine.act({"type": "choose", "choice": choice["options"][0]} if choice else PASS)


def start(clue_owner: str = "p1", hand: tuple[str, ...] = ()) -> tuple[ReferenceEngine, str, str, str, list[str]]:
    b = SetupBuilder(step="precombat_main")
    proof = b.add("p1", "battlefield", PROOF)
    clue = b.add(clue_owner, "battlefield", "Clue", token=True)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    held = [b.add("p1", "hand", name) for name in hand]
    b.lands("p1", "WWWW")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, proof, clue, bears, held


def equip(engine: ReferenceEngine, clue: str, creature: str) -> JSON:
    """Equip {2}: the Clue's second activated ability, after its own (613.1f adds it in layer 6)."""
    return engine.act({"type": "activate", "card": clue, "ability": 1, "targets": [creature]})


def test_205_1b_a_clue_its_controller_controls_is_an_equipment_too() -> None:
    engine, _, clue, _, _ = start()
    assert set(obj(engine, clue)["subtypes"]) == {"Clue", "Equipment"}


def test_613_1f_equipped_the_clue_gives_its_creature_plus_two_power() -> None:
    engine, _, clue, bears, _ = start()
    assert equip(engine, clue, bears)["accepted"]
    resolve_all(engine)
    assert obj(engine, clue)["attached_to"] == bears
    assert (obj(engine, bears)["power"], obj(engine, bears)["toughness"]) == (4, 2)


def test_613_1f_an_opponents_clue_is_no_equipment_and_has_no_equip() -> None:
    engine, _, clue, _, _ = start(clue_owner="p2")
    assert obj(engine, clue)["subtypes"] == ["Clue"]


def test_704_5p_once_the_enchantment_leaves_the_clue_is_no_equipment_and_comes_off() -> None:
    engine, proof, clue, bears, (disenchant,) = start(hand=("Disenchant",))
    assert equip(engine, clue, bears)["accepted"]
    resolve_all(engine)
    assert engine.act({"type": "cast", "card": disenchant, "mode": "normal", "targets": [proof]})["accepted"]
    resolve_all(engine)
    assert obj(engine, clue)["attached_to"] is None and obj(engine, clue)["zone"] == "battlefield"
    assert (obj(engine, bears)["power"], obj(engine, bears)["toughness"]) == (2, 2)
