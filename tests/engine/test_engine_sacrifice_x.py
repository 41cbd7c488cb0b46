"""The reference engine on a cost of sacrificing X permanents, X chosen as the ability is activated (107.3, 118.3,
602.2b: the activation announces X and names X permanents), and on revealing the top X cards of a player's library
to put one onto the battlefield under the effect's controller's control (701.20a, 110.2a), the rest on the bottom in
a random order (401.4): Lonis, Cryptozoologist."""

from __future__ import annotations

from test_engine_core import find, ok, start
from test_engine_optional import choose, pending

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

LONIS = "Lonis, Cryptozoologist"


def lonis_game(top: tuple[str, ...]) -> tuple[ReferenceEngine, str, list[str], list[str]]:
    """p1: Lonis and three Clues; p2's library has `top` on top of two Forests."""
    b = SetupBuilder(step="precombat_main")
    lonis = b.add("p1", "battlefield", LONIS)
    clues = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(3)]
    cards = [b.add("p2", "library", name) for name in (*top, "Forest", "Forest")]
    return start(b), lonis, clues, cards


def activate(lonis: str, victims: list[str], x: int) -> JSON:
    return {"type": "activate", "card": lonis, "ability": 0, "x": x, "sacrifice": victims, "targets": ["p2"]}


def library(engine: ReferenceEngine, pid: str) -> list[str]:
    objs = [o for o in engine.observe(None)["objects"] if o["zone"] == "library" and o["owner"] == pid]
    return [o["card"] for o in sorted(objs, key=lambda o: o["position"])]


def test_107_3_x_clues_sacrificed_reveal_x_cards_and_one_enters_under_its_controllers_control() -> None:
    engine, lonis, clues, (bears, bolt, *_) = lonis_game(("Grizzly Bears", "Lightning Bolt"))
    ok(engine, activate(lonis, clues[:2], 2), {"type": "pass"}, {"type": "pass"})
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "pick_card" and choice["options"] == [bears, "none"]
    choose(engine, bears)  # a nonland permanent card with mana value 2 or less: not the instant
    assert find(engine, bears)["zone"] == "battlefield" and find(engine, bears)["controller"] == "p1"  # type: ignore[index]
    assert library(engine, "p2")[-1] == bolt  # the rest on the bottom (401.4)
    assert [find(engine, c) is not None and find(engine, c)["zone"] for c in clues].count("battlefield") == 1  # type: ignore[index]


def test_118_3_the_permanents_sacrificed_must_number_x() -> None:
    engine, lonis, clues, _ = lonis_game(("Grizzly Bears",))
    assert not engine.act(activate(lonis, clues[:1], 2))["accepted"]
    assert not engine.act(activate(lonis, clues[:2], 1))["accepted"]
    offered = sorted((a["x"], len(a["sacrifice"]) if "sacrifice" in a else 0) for a in engine.legal_actions()
                     if a["type"] == "activate" and a["card"] == lonis)
    assert offered == [(0, 0), (1, 1), (1, 1), (1, 1), (2, 2), (2, 2), (2, 2), (3, 3)]


def test_701_20a_a_card_with_mana_value_above_x_cant_be_put() -> None:
    engine, lonis, clues, (bears, *_) = lonis_game(("Grizzly Bears",))
    ok(engine, activate(lonis, clues[:1], 1), {"type": "pass"}, {"type": "pass"})
    assert pending(engine) is None  # nothing fits: the revealed Bears go to the bottom
    assert library(engine, "p2")[-1] == bears


def test_603_2_another_nontoken_creature_entering_investigates() -> None:
    b = SetupBuilder(step="precombat_main")
    b.add("p1", "battlefield", LONIS)
    bears = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, {"type": "cast", "card": bears, "mode": "normal"}, *[{"type": "pass"}] * 4)
    assert sum(o["name"] == "Clue" for o in engine.observe(None)["objects"] if o["zone"] == "battlefield") == 1
