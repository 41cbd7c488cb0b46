"""The reference engine on Aurelia's Vindicator: X in a disguise cost chosen as the special action turns the
permanent face up (107.3d), known to its turned-face-up trigger (107.3e); "up to X other target creatures and/or
creature cards in graveyards" (601.2c, one instance of the word target over two zones, 115.1); the exiled cards
linked to its leaves-the-battlefield ability (607.2a), which returns them to their owners' hands (603.10a)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
VINDICATOR = "Aurelia's Vindicator"


def obj(engine: ReferenceEngine, cid: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == cid)


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def resolve_all(engine: ReferenceEngine) -> None:
    while engine.observe(None)["stack"] and pending(engine) is None:
        assert engine.act(PASS)["accepted"]


def board(lands: str) -> tuple[ReferenceEngine, str, str, str, str]:
    b = SetupBuilder()
    angel = b.add("p1", "battlefield", VINDICATOR, face_down="disguise")
    first = b.add("p2", "battlefield", "Grizzly Bears")
    second = b.add("p2", "battlefield", "Grizzly Bears")
    buried = b.add("p2", "graveyard", "Grizzly Bears")
    b.lands("p1", lands)
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, angel, first, second, buried


def test_107_3d_x_is_chosen_with_the_special_action_and_paid() -> None:
    engine, angel, *_ = board("WWWWW")
    assert not engine.act({"type": "turn_face_up", "card": angel, "x": 2})["accepted"]  # {2}{3}{W}: six mana
    offered = {a.get("x", 0) for a in engine.legal_actions() if a.get("type") == "turn_face_up"}
    assert offered == {0, 1}
    assert engine.act({"type": "turn_face_up", "card": angel, "x": 1})["accepted"]
    assert all(o["tapped"] for o in engine.observe(None)["objects"] if o["name"] == "Plains")


def test_601_2c_up_to_x_targets_over_the_battlefield_and_graveyards() -> None:
    engine, angel, first, second, buried = board("WWWWWW")
    assert engine.act({"type": "turn_face_up", "card": angel, "x": 2})["accepted"]
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "targets"
    options = {tuple(sorted(o)) for o in choice["options"]}
    assert () in options and (first,) in options and tuple(sorted((first, buried))) in options
    assert not any(angel in o or len(o) > 2 for o in options)  # "other", and at most X
    assert engine.act({"type": "choose", "choice": [first, buried]})["accepted"]
    resolve_all(engine)
    assert obj(engine, first)["zone"] == "exile" and obj(engine, buried)["zone"] == "exile"
    assert obj(engine, second)["zone"] == "battlefield"


def test_607_2a_the_exiled_cards_return_to_their_owners_hands_when_it_leaves() -> None:
    engine, angel, first, _second, buried = board("WWWWWW")
    assert engine.act({"type": "turn_face_up", "card": angel, "x": 2})["accepted"]
    assert engine.act({"type": "choose", "choice": [first, buried]})["accepted"]
    resolve_all(engine)
    game = engine._game()
    game.move(game.objects[angel], "graveyard", "effect")  # it leaves (destroyed, say)
    game.settle()
    resolve_all(engine)
    assert obj(engine, first)["zone"] == "hand" and obj(engine, first)["owner"] == "p2"
    assert obj(engine, buried)["zone"] == "hand"


def test_107_3_x_for_a_cost_without_x_is_refused() -> None:
    b = SetupBuilder()
    hidden = b.add("p1", "battlefield", "Fugitive Codebreaker", face_down="disguise")
    b.lands("p1", "RRRRRRRR")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert not engine.act({"type": "turn_face_up", "card": hidden, "x": 1})["accepted"]
    assert engine.act({"type": "turn_face_up", "card": hidden})["accepted"]
