"""The reference engine on a sacrifice cost of several permanents with different names (118.3, 201.2: Transmutation
Font's "sacrifice three artifact tokens with different names"), and on the Blood token (111.10g) among the token
kinds its controller chooses from (608.2d)."""

from __future__ import annotations

from test_engine_core import find, ok, start
from test_engine_optional import choose, pending
from test_engine_turn_triggers import resolve_all

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

FONT = "Transmutation Font"


def font_game(tokens: tuple[str, ...]) -> tuple[ReferenceEngine, str, list[str], str]:
    b = SetupBuilder(step="precombat_main")
    font = b.add("p1", "battlefield", FONT)
    made = [b.add("p1", "battlefield", name, token=True) for name in tokens]
    wrench = b.add("p1", "library", "Wrench")
    b.add("p1", "library", "Forest")
    b.lands("p1", "WWW")
    return start(b), font, made, wrench


def search(font: str, victims: list[str]) -> JSON:
    return {"type": "activate", "card": font, "ability": 1, "sacrifice": victims}


def test_118_3_three_artifact_tokens_with_different_names_pay_it() -> None:
    engine, font, made, wrench = font_game(("Clue", "Food", "Treasure"))
    ok(engine, search(font, made), {"type": "pass"}, {"type": "pass"})
    assert pending(engine)["kind"] == "pick_card"  # type: ignore[index]  # the artifact card found (701.23a)
    choose(engine, wrench)
    assert find(engine, wrench)["zone"] == "battlefield"  # type: ignore[index]
    assert all(find(engine, t) is None or find(engine, t)["zone"] != "battlefield" for t in made)  # type: ignore[index]


def test_201_2_two_tokens_sharing_a_name_cant_pay_it() -> None:
    engine, font, made, _ = font_game(("Clue", "Clue", "Food", "Treasure"))
    assert not engine.act(search(font, made[:3]))["accepted"]
    offered = [a["sacrifice"] for a in engine.legal_actions()
               if a["type"] == "activate" and a["card"] == font and a["ability"] == 1]
    assert offered and all(len({find(engine, t)["name"] for t in s}) == 3 for s in offered)  # type: ignore[index]


def test_111_10g_a_blood_token_chosen_discards_and_sacrifices_to_draw() -> None:
    b = SetupBuilder(step="precombat_main")
    font = b.add("p1", "battlefield", FONT)
    card = b.add("p1", "hand", "Forest")
    b.add("p1", "library", "Forest")
    b.lands("p1", "W")
    engine = start(b)
    ok(engine, {"type": "activate", "card": font, "ability": 0}, {"type": "pass"}, {"type": "pass"})
    assert pending(engine)["options"] == ["Blood", "Clue", "Food"]  # type: ignore[index]
    choose(engine, "Blood")
    blood = next(o for o in engine.observe(None)["objects"] if o["name"] == "Blood")
    assert blood["types"] == ["Artifact"] and blood["subtypes"] == ["Blood"] and blood["token"]
    ok(engine, {"type": "activate", "card": blood["card"], "ability": 0, "discard": [card]})
    resolve_all(engine)
    assert find(engine, card)["zone"] == "graveyard"  # type: ignore[index]
    assert engine.observe(None)["players"][0]["hand_size"] == 1
