"""613.1f, 106.1b, 605.3b: Weirding Wood gives the land it enchants "{T}: Add two mana of any one color": the land's
controller activates it naming one color and gets two mana of that color at once; the land it doesn't enchant
has no such ability."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

WOOD = "Weirding Wood"
PASS: JSON = {"type": "pass"}


def _enchanted_forest() -> tuple[ReferenceEngine, str, str]:
    b = SetupBuilder()
    wood = b.add("p1", "hand", WOOD)
    *paying, other, forest = b.lands("p1", "GGGGG")  # the automatic payment taps the first three
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": wood, "targets": [forest]})["accepted"]
    engine.act(PASS)
    engine.act(PASS)  # the Aura resolves, attached to the Forest
    engine.act(PASS)
    engine.act(PASS)  # its enters trigger resolves: a Clue
    assert not engine.observe(None)["stack"]
    untapped = {o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and not o["tapped"]}
    assert {forest, other} <= untapped and not untapped & set(paying)
    return engine, forest, other


def _activate(card: str, color: str | None) -> JSON:
    action: JSON = {"type": "activate", "card": card, "ability": 0, "targets": []}
    return {**action, "mana": color} if color else action


def test_613_1f_the_enchanted_land_adds_two_mana_of_the_named_color() -> None:
    engine, forest, _ = _enchanted_forest()
    assert {"type": "activate", "card": forest, "ability": 0, "targets": [], "mana": "U"} in engine.legal_actions()
    assert engine.act(_activate(forest, "U"))["accepted"]
    p1 = next(p for p in engine.observe(None)["players"] if p["id"] == "p1")
    assert p1["mana_pool"] == "{U}{U}"


def test_106_1b_the_color_must_be_named() -> None:
    engine, forest, _ = _enchanted_forest()
    assert not engine.act(_activate(forest, None))["accepted"]


def test_613_1f_another_land_has_no_such_ability() -> None:
    engine, _, other = _enchanted_forest()
    assert not engine.act(_activate(other, "U"))["accepted"]
